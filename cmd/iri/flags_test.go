package main

import (
	"encoding/json"
	"os"
	"regexp"
	"slices"
	"strings"
	"testing"
)

// TestOneNamePerFlag checks the flag table: a name is one flag (one
// *flagSpec, one meaning) in every command that takes it, and a command
// lists a flag once.
func TestOneNamePerFlag(t *testing.T) {
	byName := map[string]*flagSpec{}
	for _, c := range sortedCommands() {
		seen := map[string]bool{}
		for _, f := range c.flags {
			if seen[f.name] {
				t.Errorf("%s lists --%s twice", c.name, f.name)
			}
			seen[f.name] = true
			if g, ok := byName[f.name]; ok && g != f {
				t.Errorf("--%s is two flags: %q and %q", f.name, g.usage, f.usage)
			}
			byName[f.name] = f
			if f.choices != nil && !slices.Contains(f.choices, f.def) {
				t.Errorf("--%s: default %q is not one of %q", f.name, f.def, f.choices)
			}
			if f.usage == "" || strings.HasPrefix(f.name, "-") || f.name != strings.ToLower(f.name) {
				t.Errorf("--%s: bad name or no usage", f.name)
			}
		}
	}
	// The library's word for IDNA is the one flag of every command that
	// runs IDNA on hosts at the caller's choice.
	for _, name := range []string{"touri", "toiri", "normalize", "compare"} {
		if commands[name].lookup("idna") != flagIDNA {
			t.Errorf("%s lacks --idna", name)
		}
	}
}

// TestHelpListsFlags checks that each command's help lists each of its
// flags, in the synopsis and in the flag list, with two dashes.
func TestHelpListsFlags(t *testing.T) {
	for _, c := range sortedCommands() {
		_, out, _ := runCmd(t, "", "help", c.name)
		synopsis, _, _ := strings.Cut(out, "\n")
		for _, f := range c.flags {
			if !strings.Contains(out, "\n  --"+f.name+" ") && !strings.Contains(out, "\n  --"+f.name+"\n") {
				t.Errorf("iri help %s lacks the line of --%s", c.name, f.name)
			}
			if !slices.Contains([]string{"json", "on-error", "line-buffered"}, f.name) || c.name == "compare" {
				if !strings.Contains(synopsis, "[--"+f.name) {
					t.Errorf("iri help %s: synopsis lacks --%s: %s", c.name, f.name, synopsis)
				}
			}
		}
	}
}

// TestVocabulary checks that help and the package doc use the flag names,
// the error locations and the flag spelling of the settled vocabulary:
// no removed flag name, no "arg N" with a space, no flag with one dash.
func TestVocabulary(t *testing.T) {
	texts := map[string]string{}
	_, texts["iri help"], _ = runCmd(t, "", "help")
	for _, c := range sortedCommands() {
		_, texts["iri help "+c.name], _ = runCmd(t, "", "help", c.name)
	}
	src, err := os.ReadFile("main.go")
	if err != nil {
		t.Fatal(err)
	}
	texts["main.go"] = string(src)
	stale := regexp.MustCompile(`--punycode|--unicode-hosts|--idn\b|--bis\b|--whole([^-]|$)|--keep-query([^-]|$)|--query-charset|arg [0-9N]|[^-]-on-error|[^-]-json\b|SOURCE:LINE`)
	for name, text := range texts {
		if m := stale.FindString(text); m != "" {
			t.Errorf("%s says %q", name, m)
		}
	}
}

// TestParseHelpBackslash checks that the help of parse shows the
// backslash its --backslash policy is about.
func TestParseHelpBackslash(t *testing.T) {
	_, out, _ := runCmd(t, "", "help", "parse")
	if !strings.Contains(out, `--backslash encode|reject|slash  "\": "%5C" (default)`) {
		t.Errorf("iri help parse does not show the backslash:\n%s", out)
	}
}

// TestIDNAFlag checks --idna in each direction, with --dns-schemes.
func TestIDNAFlag(t *testing.T) {
	for _, tt := range []struct {
		args []string
		out  string
	}{
		{[]string{"touri", "--idna", "http://b\u00fccher.example/"}, "http://xn--bcher-kva.example/\n"},
		{[]string{"touri", "http://b\u00fccher.example/"}, "http://b%C3%BCcher.example/\n"},
		{[]string{"touri", "--idna", "--dns-schemes", "foo", "foo://b\u00fccher.example/", "http://\u00fc/"}, "foo://xn--bcher-kva.example/\nhttp://%C3%BC/\n"},
		{[]string{"toiri", "--idna", "http://xn--bcher-kva.example/"}, "http://b\u00fccher.example/\n"},
		{[]string{"toiri", "http://xn--bcher-kva.example/"}, "http://xn--bcher-kva.example/\n"},
		{[]string{"toiri", "--idna=true", "--dns-schemes=foo", "foo://xn--tda/", "http://xn--tda/"}, "foo://\u00fc/\nhttp://xn--tda/\n"},
		{[]string{"normalize", "--idna", "http://xn--bcher-kva.example/"}, "http://b\u00fccher.example/\n"},
		{[]string{"normalize", "--idna", "--dns-schemes", "foo", "foo://xn--bcher-kva.example/", "http://xn--tda/"}, "foo://b\u00fccher.example/\nhttp://xn--tda/\n"},
		{[]string{"compare", "--idna", "http://xn--tda/", "http://\u00fc/"}, "equivalent\n"},
		{[]string{"compare", "--idna", "--dns-schemes=foo", "http://xn--tda/", "http://\u00fc/"}, "different\n"},
		{[]string{"display", "--dns-schemes", "foo", "foo://xn--tda/", "http://xn--tda/"}, "foo://\u00fc/\nhttp://xn--tda/\n"},
	} {
		_, out, errOut := runCmd(t, "", tt.args...)
		if out != tt.out || errOut != "" {
			t.Errorf("%q: stdout %q, stderr %q; want %q", tt.args, out, errOut, tt.out)
		}
	}
}

// TestArgSource checks the location of an error in an argument, arg:N,
// in text and JSON, with N counting the arguments that are not flags.
func TestArgSource(t *testing.T) {
	_, _, errOut := runCmd(t, "", "touri", "--idna", "http://a/", "--json=false", "http://x/a b")
	if want := `arg:2:10: invalid character U+0020 in path: "http://x/a b" (ipchar)` + "\n"; errOut != want {
		t.Errorf("text: stderr %q, want %q", errOut, want)
	}
	_, out, _ := runCmd(t, "", "touri", "--idna", "http://a/", "--json", "http://x/a b")
	if !strings.Contains(out, `{"arg":2,"input":"http://x/a b","error":{"offset":10,`) {
		t.Errorf("JSON: %s", out)
	}
	// check and display --explain put violations in the same place.
	_, out, _ = runCmd(t, "", "check", "http://x/", "http://u:p@x/")
	if !strings.HasPrefix(out, "arg:2:7: warning ") {
		t.Errorf("check: %q", out)
	}
	_, out, _ = runCmd(t, "", "display", "--explain", "http://x/%E2%80%8B")
	if !strings.Contains(out, "\narg:1:9: warning INVISIBLE_CHARACTER") {
		t.Errorf("display --explain: %q", out)
	}
	// compare: A and B are arguments 1 and 2, "-" a line of stdin.
	_, _, errOut = runCmd(t, "", "compare", "http://x/", "%zz")
	if !strings.HasPrefix(errOut, "arg:2:1: ") {
		t.Errorf("compare: stderr %q", errOut)
	}
}

// TestCompareStdin checks "-" for A or B in compare: the next line of
// standard input.
func TestCompareStdin(t *testing.T) {
	for _, tt := range []struct {
		stdin  string
		args   []string
		code   int
		out    string
		stderr string
	}{
		{"HTTP://x/\n", []string{"-", "http://x/"}, 0, "equivalent\n", ""},
		{"http://x/\r\n", []string{"http://x/", "-"}, 0, "equivalent\n", ""},
		{bom + "http://x/\nhttp://y/\n", []string{"-", "-"}, 1, "different\n", ""},
		{"http://x/\nhttp://x/a b\n", []string{"-", "-"}, 2, "", "-:2:10: invalid character U+0020 in path"},
		{"http://x/", []string{"-", "-"}, 2, "", "-:2:0: standard input ends before line 2\n"},
		{"a/b\n", []string{"-", "http://x/"}, 3, "cannot be determined\n", "-:1:0: cannot compare \"a/b\""},
	} {
		code, out, errOut := runCmd(t, tt.stdin, append([]string{"compare"}, tt.args...)...)
		if code != tt.code || out != tt.out || !strings.HasPrefix(errOut, tt.stderr) || (tt.stderr == "") != (errOut == "") {
			t.Errorf("%q < %q: exit %d, stdout %q, stderr %q; want %d, %q, %q", tt.args, tt.stdin, code, out, errOut, tt.code, tt.out, tt.stderr)
		}
	}
}

// ruleID is what the rule member of an error record may hold: an ABNF
// rule name (RFC 5234 §4), the identifier of a specification clause, or
// "" when none applies.
var ruleID = regexp.MustCompile(`^(|[A-Za-z][A-Za-z0-9-]*|(RFC \d+|STD \d+|3987bis-\d+|comparison-\d+|UTS #\d+|UAX #\d+)( §\d+(\.\d+)*| Appendix [A-Z](\.\d+)*)?)$`)

// TestJSONRuleNeverProse checks the rule member of the error records of
// every kind of error, in every command that reports them: an identifier,
// never prose, and the one expected where the row names it.
func TestJSONRuleNeverProse(t *testing.T) {
	for _, tt := range []struct {
		args []string
		in   string
		rule string // "" to check the form only
	}{
		{[]string{"parse"}, "http://x/a b", "ipchar"},
		{[]string{"parse"}, "1http://x/", "scheme"},
		{[]string{"parse"}, "http://x:8a/", "port"},
		{[]string{"parse"}, "http://[::1::2]/", "IPv6address"},
		{[]string{"parse"}, "http://[1:2:3:4:5:6:7:8:9]/", "IPv6address"},
		{[]string{"parse"}, "http://[12345::]/", "IPv6address"},
		{[]string{"parse"}, "http://[::1.2.3.999]/", "dec-octet"},
		{[]string{"parse"}, "http://[v1.]/", "IPvFuture"},
		{[]string{"parse"}, "http://[x]/", ""},
		{[]string{"parse"}, "http://u[@x/", "iuserinfo"},
		{[]string{"parse"}, "http://x/?a b", "iquery"},
		{[]string{"parse"}, "http://x/#a#b", "ifragment"},
		{[]string{"parse"}, "http://x/%zz", "pct-encoded"},
		{[]string{"parse"}, "http://x/%", "pct-encoded"},
		{[]string{"parse"}, "http://x/\xff", ""},
		{[]string{"parse"}, "http://x/\xc3", "RFC 3987 §6.2"},
		{[]string{"parse"}, "http://x/\u202e", "RFC 3987 §4.1"},
		{[]string{"parse"}, "http://x/\ue000", "RFC 3987 §2.2"},
		{[]string{"parse"}, "http://x/\ufffe", "RFC 3987 §2.2"},
		{[]string{"parse"}, "http://x/?\U000E0041", ""},
		{[]string{"parse", "--uri"}, "http://x/\u00e9", "RFC 3986 §2"},
		{[]string{"parse", "--user-input", "--spaces=reject"}, "http://x/a b", ""},
		{[]string{"touri", "--leiri"}, "http://x/\ufffe", "3987bis-13 §6.3"},
		{[]string{"touri", "--query-encoding", "latin1"}, "http://x/?\u65e5", "3987bis-13 §3.5"},
		{[]string{"touri", "--idna"}, "http://a_b/", "RFC 3987 §3.1"},
		{[]string{"touri", "--idna"}, "http://-a/", ""},
		{[]string{"touri", "--idna"}, "http://ab--c/", "RFC 5891 §4.2.3.1"},
		{[]string{"touri", "--idna"}, "http://%E9/", "3987bis-13 §3.4.2"},
		{[]string{"touri", "--idna"}, "http://xn--a/", "RFC 5890 §2.3.2.1"},
		{[]string{"touri", "--idna"}, "http://a\u200db/", "RFC 5892 Appendix A.1"},
		{[]string{"touri", "--idna"}, "http://1\u05d0/", "RFC 5893 §2"},
		{[]string{"touri", "--idna"}, "http://" + strings.Repeat("a", 64) + "/", "RFC 1034 §3.1"},
		{[]string{"touri", "--idna"}, "http://a..b/", "RFC 1034 §3.1"},
		{[]string{"resolve", "http://a/b"}, "a b", "ipchar"},
		{[]string{"check"}, "a b", "ipchar"},
		{[]string{"display"}, "a b", "ipchar"},
		{[]string{"normalize"}, "a b", "ipchar"},
		{[]string{"toiri"}, "http://x/\u00e9", "RFC 3986 §2"},
	} {
		_, out, _ := runCmd(t, tt.in+"\n", append(tt.args, "--json")...)
		var rec struct {
			Error *struct{ Rule string }
		}
		if err := json.Unmarshal([]byte(out), &rec); err != nil || rec.Error == nil {
			t.Errorf("%q %q: no error record: %s", tt.args, tt.in, out)
			continue
		}
		if !ruleID.MatchString(rec.Error.Rule) || tt.rule != "" && rec.Error.Rule != tt.rule {
			t.Errorf("%q %q: rule %q, want %q or an identifier", tt.args, tt.in, rec.Error.Rule, tt.rule)
		}
	}

	// compare's error object.
	for _, args := range [][]string{
		{"a/b", "a/b"},
		{"--idna", "http://xn--example-.org/", "http://example.org/"},
		{"http://x/%E9", "http://x/%C3%A9"},
	} {
		_, out, _ := runCmd(t, "", append([]string{"compare", "--json"}, args...)...)
		var rec struct {
			Error *struct{ Rule string }
		}
		if err := json.Unmarshal([]byte(out), &rec); err != nil || rec.Error == nil || rec.Error.Rule == "" || !ruleID.MatchString(rec.Error.Rule) {
			t.Errorf("compare %q: %s", args, out)
		}
	}
}

// TestStableRule checks the identifier taken from the library's rules
// and reasons, and that an identifier is kept as it is.
func TestStableRule(t *testing.T) {
	for _, tt := range []struct{ in, want string }{
		{"ipchar", "ipchar"},
		{"port = *DIGIT", "port"},
		{"IPv6address: too many 16-bit groups", "IPv6address"},
		{"dec-octet: 0-255 without leading zeros", "dec-octet"},
		{"scheme = ALPHA *( ALPHA / DIGIT / \"+\" / \"-\" / \".\" ), RFC 3986 §3.1", "scheme"},
		{"URIs are ASCII only, RFC 3986 §2", "RFC 3986 §2"},
		{"iprivate is allowed only in the query, RFC 3987 §2.2", "RFC 3987 §2.2"},
		{"ill-formed UTF-8: the component ends inside a UTF-8 sequence, RFC 3987 §6.2", "RFC 3987 §6.2"},
		{"not representable in Windows 1252; 3987bis-13 §3.5", "3987bis-13 §3.5"},
		{"character '_' (U+005F) is not a letter, digit or hyphen (STD3 rules, RFC 3987 §3.1)", "RFC 3987 §3.1"},
		{"joiner U+200D is not allowed in this position (RFC 5892 Appendix A.1, A.2)", "RFC 5892 Appendix A.1"},
		{"host \"x\" is not a valid IDN: label \"-a\" begins with a hyphen (RFC 5891 §4.2.3.1); NormIDN cannot map it (RFC 3987 §5.3.3, comparison-02 §4.3)", "RFC 3987 §5.3.3"},
		{"relative reference and no base to resolve it against (RFC 3987 §5.1, comparison-02 §2)", "RFC 3987 §5.1"},
		{"tag characters are not ucschar; the 3987bis grammar allows them in the query", "FALLBACK"},
		{"", "FALLBACK"},
		{"RFC 5891 §4.2.3.1", "RFC 5891 §4.2.3.1"},
		{"3987bis-13 §3.4.2", "3987bis-13 §3.4.2"},
		{"comparison-02 §2", "comparison-02 §2"},
	} {
		got := stableRule(tt.in, "FALLBACK")
		if got != tt.want {
			t.Errorf("stableRule(%q) = %q, want %q", tt.in, got, tt.want)
		}
		if got != "FALLBACK" && stableRule(got, "FALLBACK") != got {
			t.Errorf("stableRule(%q) changes the identifier", got)
		}
	}
}
