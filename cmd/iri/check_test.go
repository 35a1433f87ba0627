package main

import (
	"strings"
	"testing"
)

// checkHeb writes Bidi Notation (RFC 3987 §4.4) with Hebrew letters:
// A=U+05D0 ... (RFC 3987 §4.4); only the letters these tests use.
var checkHeb = strings.NewReplacer(
	"C", "\u05d2", "D", "\u05d3", "E", "\u05d4", "F", "\u05d5",
	"G", "\u05d6", "H", "\u05d7", "I", "\u05d8", "J", "\u05d9", "K", "\u05db", "L", "\u05dc",
)

func TestCheckArgs(t *testing.T) {
	ex8 := checkHeb.Replace("http://ab.cd.ef/GH1/2IJ/KL.html")
	ex10 := checkHeb.Replace("http://ab.cd/CDEFGH/123") // RFC 3987 §4.4 example 10, in the path (IDNA's Bidi Rule rejects its host)
	code, out, errOut := runCmd(t, "ignored\n", "check", "http://example.org/", ex8, ex10, "http://u:p@example.org/")
	if code != 1 {
		t.Errorf("exit %d, want 1 (example 8 has errors)", code)
	}
	if errOut != "" {
		t.Errorf("stderr %q", errOut)
	}
	want := []string{
		"arg:2:16: error BIDI_START_END: bidi component ",
		"arg:2:22: error BIDI_START_END: bidi component ",
		"arg:3:26: warning BIDI_DIGITS_NEXT_TO_RTL: all-digit component \"123\"",
		"arg:4:7: warning HTTP_USERINFO: userinfo \"u:p@\" is deprecated in http IRIs (RFC 9110 §4.2.4)",
		"arg:4:8: warning USERINFO_PASSWORD: userinfo has the deprecated \"user:password\" form",
	}
	checkOutLines(t, out, want)
	for _, line := range strings.Split(strings.TrimSuffix(out, "\n"), "\n") {
		if !strings.Contains(line, "§") {
			t.Errorf("line names no spec clause: %s", line)
		}
	}
}

// checkOutLines checks that out has one line per prefix, in order.
func checkOutLines(t *testing.T, out string, prefixes []string) {
	t.Helper()
	lines := strings.Split(strings.TrimSuffix(out, "\n"), "\n")
	if out == "" {
		lines = nil
	}
	if len(lines) != len(prefixes) {
		t.Fatalf("stdout has %d lines, want %d:\n%s", len(lines), len(prefixes), out)
	}
	for i, p := range prefixes {
		if !strings.HasPrefix(lines[i], p) {
			t.Errorf("stdout line %d = %q, want prefix %q", i+1, lines[i], p)
		}
	}
}

func TestCheckWarningsOnly(t *testing.T) {
	code, out, errOut := runCmd(t, "", "check", checkHeb.Replace("http://ab.cd/CDEFGH/123"), "http://0x7f.1/")
	if code != 0 || errOut != "" {
		t.Errorf("exit %d, stderr %q; want 0 for warnings", code, errOut)
	}
	checkOutLines(t, out, []string{
		"arg:1:26: warning BIDI_DIGITS_NEXT_TO_RTL: ",
		"arg:2:7: warning RARE_IPV4_FORM: reg-name \"0x7f.1\" looks like an IPv4 address in a rare form (hexadecimal, 2 parts) that many resolvers read as 127.0.0.1",
	})
}

func TestCheckClean(t *testing.T) {
	code, out, errOut := runCmd(t, "", "check", "http://example.org/", "", "http://例え.jp/パス?キー=値#断片")
	if code != 0 || out != "" || errOut != "" {
		t.Errorf("exit %d, stdout %q, stderr %q", code, out, errOut)
	}
}

// TestCheckStdin: as a filter, lines are numbered from 1; an unparsable
// line is reported on stderr like the other commands do, and processing
// goes on; the exit status is 1.
func TestCheckStdin(t *testing.T) {
	in := "http://example.org/\r\nhttp://x/a b\n\nhttp://www.example.com@evil.example/\nhttp://a_b.\u4f8b/"
	code, out, errOut := runCmd(t, in, "check")
	if code != 1 {
		t.Errorf("exit %d, want 1", code)
	}
	checkOutLines(t, out, []string{
		"-:4:7: warning USERINFO_LOOKS_LIKE_HOST: userinfo \"www.example.com\" looks like a host name, but the host is \"evil.example\"",
		"-:4:7: warning HTTP_USERINFO: ",
		"-:5:7: error IDN_INVALID: host label \"a_b\"",
	})
	checkErrLines(t, errOut, []string{`-:2:10: invalid character U+0020 in path: "http://x/a b" (ipchar)`})

	// Only a parse error: exit 1 too.
	code, out, errOut = runCmd(t, "%zz\n", "check")
	if code != 1 || out != "" {
		t.Errorf("exit %d, stdout %q", code, out)
	}
	checkErrLines(t, errOut, []string{"-:1:1: invalid percent-encoding"})
}

func TestCheckFlags(t *testing.T) {
	ex1 := checkHeb.Replace("http://ab.CDEFGH.ij/")
	code, out, _ := runCmd(t, "", "check", "--whole-components", ex1)
	if code != 1 {
		t.Errorf("--whole: exit %d, want 1", code)
	}
	checkOutLines(t, out, []string{"arg:1:7: error BIDI_MIXED_DIRECTION: ", "arg:1:7: error BIDI_START_END: "})

	code, out, _ = runCmd(t, "", "check", "--ignore", "USERINFO_PASSWORD, PERCENT_NOT_UTF8,HTTP_USERINFO", "http://u:p@x/%FF\u00a0")
	if code != 0 {
		t.Errorf("--ignore: exit %d", code)
	}
	checkOutLines(t, out, []string{"arg:1:16: warning SPACE_LOOKALIKE: U+00A0 NO-BREAK SPACE"})

	code, _, errOut := runCmd(t, "", "check", "--ignore", "NOPE", "http://x/")
	if code != 2 || !strings.HasPrefix(errOut, "iri check: --ignore: unknown code NOPE\n") {
		t.Errorf("unknown code: exit %d, stderr %q", code, errOut)
	}

	// --bis accepts tag characters in the query (3987bis-13 §12.2.3); they
	// are invisible format characters.
	tag := "http://x/?\U000E0041"
	if code, _, _ := runCmd(t, "", "check", tag); code != 1 {
		t.Errorf("strict grammar: exit %d, want 1", code)
	}
	code, out, errOut = runCmd(t, "", "check", "--grammar=rfc3987bis", tag)
	if code != 0 || errOut != "" {
		t.Errorf("--bis: exit %d, stderr %q", code, errOut)
	}
	checkOutLines(t, out, []string{"arg:1:10: warning INVISIBLE_CHARACTER: invisible character U+E0041"})
}

func TestCheckHelp(t *testing.T) {
	code, out, _ := runCmd(t, "", "help", "check")
	if code != 0 {
		t.Errorf("exit %d", code)
	}
	for _, s := range []string{"usage: iri check", "SOURCE:N:OFFSET: SEVERITY CODE: MESSAGE", "BIDI_MIXED_DIRECTION      error    RFC 3987 §4.2 rule 1", "PERCENT_NOT_UTF8", "--ignore CODES"} {
		if !strings.Contains(out, s) {
			t.Errorf("help lacks %q:\n%s", s, out)
		}
	}
	code, out, _ = runCmd(t, "", "help")
	if code != 0 || !strings.Contains(out, "check ") {
		t.Errorf("usage lacks check:\n%s", out)
	}
}

// TestCheckSchemes: the scheme rules are reported by default, with the
// same codes as the library, and --no-scheme-checks turns them off.
func TestCheckSchemes(t *testing.T) {
	in := "http:example.org\nhttps://example.org:443/\nurn:uuid:F81D4FAE-7DEC-11D0-A765-00A0C91E6BF6\nmailto:joe\nfile://localhost/etc\n"
	code, out, errOut := runCmd(t, in, "check")
	if code != 1 || errOut != "" {
		t.Errorf("exit %d, stderr %q; want 1 for the error-level scheme rules", code, errOut)
	}
	checkOutLines(t, out, []string{
		"-:1:0: error HTTP_NO_HOST: \"http:example.org\" has no authority; an http IRI needs \"//\" and a host (RFC 9110 §4.2.1)",
		"-:2:19: warning PORT_DEFAULT: port 443 is the default port of \"https\"; omit it (RFC 3986 §3.2.3)",
		"-:3:9: warning URN_UUID_CASE: ",
		"-:4:7: error MAILTO_ADDRESS: ",
		"-:5:7: warning FILE_LOCALHOST: ",
	})
	code, out, _ = runCmd(t, in, "check", "--no-scheme-checks")
	if code != 0 || out != "" {
		t.Errorf("--no-scheme-checks: exit %d, stdout %q", code, out)
	}
	code, out, _ = runCmd(t, "ws://h/#f\n", "check", "--json")
	if code != 1 || !strings.Contains(out, `"code":"WS_FRAGMENT"`) {
		t.Errorf("--json: exit %d, stdout %q", code, out)
	}
}

// TestCheckFailOn: --fail-on turns warnings, or chosen codes, into a
// failing exit status; the output is the same.
func TestCheckFailOn(t *testing.T) {
	rare := "http://0x7f.1/" // RARE_IPV4_FORM, a warning (RFC 3986 §7.4)
	for _, tt := range []struct {
		flag string
		want int
	}{
		{"", 0},
		{"--fail-on=error", 0},
		{"--fail-on=warning", 1},
		{"--fail-on=RARE_IPV4_FORM", 1},
		{"--fail-on=error,USERINFO_PASSWORD", 0},
		{"--fail-on=NO_SUCH_CODE", 2},
	} {
		args := []string{"check", rare}
		if tt.flag != "" {
			args = []string{"check", tt.flag, rare}
		}
		code, out, errOut := runCmd(t, "", args...)
		if code != tt.want {
			t.Errorf("check %s %s: exit %d (stderr %q), want %d", tt.flag, rare, code, errOut, tt.want)
		}
		if tt.want != 2 && !strings.Contains(out, "RARE_IPV4_FORM") {
			t.Errorf("check %s: output %q lacks the finding", tt.flag, out)
		}
	}
}
