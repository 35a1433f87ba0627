package main

import (
	"bufio"
	"bytes"
	"encoding/json"
	"io"
	"strconv"
	"strings"
	"testing"
	"time"
)

// alignedInput is a stream with valid, invalid and empty lines: line 1 a
// valid IRI, 2 bad syntax, 3 empty, 4 ill-formed UTF-8, 5 a host that IDNA
// rejects (U+005F '_' at offset 8), 6 a valid IDN, 7 a URI, 8 empty
// again, preceded by a byte order mark that must be skipped.
const alignedInput = bom + "http://example.org/a\n" +
	"http://x/a b\n" +
	"\n" +
	"http://\xff/\n" +
	"http://a_b.example/\n" +
	"http://b\u00fccher.example/\u00e9\n" +
	"http://xn--bcher-kva.example/%C3%A9\n" +
	"\n"

// alignedCases says, for each command, which lines of alignedInput fail
// (by line number) and what the text result of a good line is.
var alignedCases = []struct {
	args []string
	bad  map[int]string // line → component of the error
	text []string       // text output per line ("" for a failing line)
}{
	{
		args: []string{"touri", "--idna"},
		bad:  map[int]string{2: "path", 4: "host", 5: "host"},
		text: []string{"http://example.org/a", "", "", "", "", "http://xn--bcher-kva.example/%C3%A9", "http://xn--bcher-kva.example/%C3%A9", ""},
	},
	{
		args: []string{"toiri", "--idna"},
		bad:  map[int]string{2: "path", 4: "host", 6: "host"},
		text: []string{"http://example.org/a", "", "", "", "http://a_b.example/", "", "http://b\u00fccher.example/\u00e9", ""},
	},
	{
		args: []string{"normalize", "--idna"},
		bad:  map[int]string{2: "path", 4: "host"},
		text: []string{"http://example.org/a", "", "", "", "http://a_b.example/", "http://b\u00fccher.example/\u00e9", "http://b\u00fccher.example/\u00e9", ""},
	},
	{
		args: []string{"resolve", "http://base.example/b/c"},
		bad:  map[int]string{2: "path", 4: "host"},
		text: []string{"http://example.org/a", "", "http://base.example/b/c", "", "http://a_b.example/", "http://b\u00fccher.example/\u00e9", "http://xn--bcher-kva.example/%C3%A9", "http://base.example/b/c"},
	},
	{
		args: []string{"parse"},
		bad:  map[int]string{2: "path", 4: "host"},
	},
	{
		args: []string{"check"},
		bad:  map[int]string{2: "path", 4: "host"},
	},
	{
		args: []string{"parse", "--user-input", "--spaces", "reject", "--nfc"},
		bad:  map[int]string{2: "path", 4: "host"},
	},
	{
		args: []string{"parse", "--user-input", "--split"},
		bad:  map[int]string{4: "host"},
	},
	{
		args: []string{"display"},
		bad:  map[int]string{2: "path", 4: "host"},
		text: []string{"http://example.org/a", "", "", "", "http://a_b.example/", "http://b\u00fccher.example/\u00e9", "http://b\u00fccher.example/\u00e9", ""},
	},
}

// TestAlignedJSON checks that --json gives one record per input line, in
// order, with the right line number and input, and an error object on
// exactly the failing lines; nothing on standard error.
func TestAlignedJSON(t *testing.T) {
	lines := strings.Split(strings.TrimPrefix(alignedInput, bom), "\n")
	lines = lines[:len(lines)-1]
	for _, tc := range alignedCases {
		t.Run(tc.args[0], func(t *testing.T) {
			code, out, errOut := runCmd(t, alignedInput, append(tc.args, "--json")...)
			if code != 1 || errOut != "" {
				t.Errorf("exit %d, stderr %q; want 1 and nothing", code, errOut)
			}
			recs := strings.Split(strings.TrimSuffix(out, "\n"), "\n")
			if len(recs) != len(lines) {
				t.Fatalf("%d records for %d lines:\n%s", len(recs), len(lines), out)
			}
			for i, r := range recs {
				var rec struct {
					Line   *int
					Input  *string
					Result json.RawMessage
					Error  *struct {
						Offset    *int
						Component *string
						Rule      *string
						Message   *string
					}
				}
				dec := json.NewDecoder(strings.NewReader(r))
				if err := dec.Decode(&rec); err != nil || dec.More() {
					t.Fatalf("record %d is not one JSON object: %v: %s", i+1, err, r)
				}
				if rec.Line == nil || *rec.Line != i+1 || rec.Input == nil || *rec.Input != strings.ToValidUTF8(lines[i], "\uFFFD") {
					t.Errorf("record %d: %s", i+1, r)
				}
				comp, bad := tc.bad[i+1]
				switch {
				case bad && (rec.Error == nil || rec.Result != nil):
					t.Errorf("line %d should fail: %s", i+1, r)
				case bad:
					e := rec.Error
					if e.Offset == nil || e.Component == nil || e.Rule == nil || e.Message == nil || *e.Component != comp {
						t.Errorf("line %d: error object %s, want component %q", i+1, r, comp)
					}
				case rec.Error != nil || rec.Result == nil:
					t.Errorf("line %d should succeed: %s", i+1, r)
				case tc.text != nil:
					var s string
					if err := json.Unmarshal(rec.Result, &s); err != nil || s != tc.text[i] {
						t.Errorf("line %d: result %s, want %q", i+1, rec.Result, tc.text[i])
					}
				}
			}
		})
	}
}

// TestAlignedText checks --on-error=empty (one text record per line, an
// empty one for each failing line), skip (the default: no record) and stop
// (nothing after the first failing line), with one message per failing
// line on standard error in the one format.
func TestAlignedText(t *testing.T) {
	for _, tc := range alignedCases {
		if tc.text == nil {
			continue
		}
		t.Run(tc.args[0], func(t *testing.T) {
			var wantErr []string
			var skipped []string
			for i, s := range tc.text {
				if _, bad := tc.bad[i+1]; bad {
					wantErr = append(wantErr, "-:"+strconv.Itoa(i+1)+":")
				} else {
					skipped = append(skipped, s)
				}
			}
			code, out, errOut := runCmd(t, alignedInput, append(tc.args, "--on-error=empty")...)
			if want := strings.Join(tc.text, "\n") + "\n"; code != 1 || out != want {
				t.Errorf("empty: exit %d, stdout:\n%q\nwant:\n%q", code, out, want)
			}
			checkErrLines(t, errOut, wantErr)

			code, out, errOut = runCmd(t, alignedInput, tc.args...)
			if want := strings.Join(skipped, "\n") + "\n"; code != 1 || out != want {
				t.Errorf("skip: exit %d, stdout:\n%q\nwant:\n%q", code, out, want)
			}
			checkErrLines(t, errOut, wantErr)

			code, out, errOut = runCmd(t, alignedInput, append(tc.args, "--on-error", "stop")...)
			if want := tc.text[0] + "\n"; code != 1 || out != want {
				t.Errorf("stop: exit %d, stdout:\n%q\nwant:\n%q", code, out, want)
			}
			checkErrLines(t, errOut, wantErr[:1])
		})
	}
}

// TestAlignedParseText checks that text-mode parse starts every block with
// the input, and that --on-error=empty gives a block with the input alone.
func TestAlignedParseText(t *testing.T) {
	code, out, _ := runCmd(t, "a\nb c\n\n", "parse", "--on-error=empty")
	want := "input:     a\npath:      a\n\ninput:     \"b c\"\n\ninput:     \"\"\npath:      \"\"\n"
	if code != 1 || out != want {
		t.Errorf("exit %d, stdout:\n%s\nwant:\n%s", code, out, want)
	}
}

// TestCheckOneFormat checks that "iri check" writes its violations in
// the one format, and JSON arrays of them.
func TestCheckOneFormat(t *testing.T) {
	code, out, _ := runCmd(t, "http://example.org/\nhttp://u:p@example.org/\n", "check", "--no-scheme-checks")
	if code != 0 || !strings.HasPrefix(out, "-:2:8: warning USERINFO_PASSWORD: ") || strings.Count(out, "\n") != 1 {
		t.Errorf("exit %d, stdout %q", code, out)
	}
	code, out, _ = runCmd(t, "http://example.org/\nhttp://u:p@example.org/\n", "check", "--json", "--ignore=HTTP_USERINFO")
	if code != 0 || !strings.HasPrefix(out, `{"line":1,"input":"http://example.org/","result":[]}`+"\n"+
		`{"line":2,"input":"http://u:p@example.org/","result":[{"offset":8,"length":2,"component":"userinfo","severity":"warning","code":"USERINFO_PASSWORD","message":`) {
		t.Errorf("exit %d, stdout %q", code, out)
	}
}

// TestFlagAfterArgument checks that a flag after the references is
// honoured, never taken as a reference, and that "--" makes what follows
// references.
func TestFlagAfterArgument(t *testing.T) {
	for _, tt := range []struct {
		args      []string
		code      int
		out, err  string // err: prefix of stderr
		errIsWhat string
	}{
		{[]string{"touri", "http://\u00fc/", "--idna"}, 0, "http://xn--tda/\n", "", ""},
		{[]string{"touri", "http://\u00fc/", "--dns-schemes", "foo", "--idna", "foo://\u00fc/"}, 0, "http://%C3%BC/\nfoo://xn--tda/\n", "", ""},
		{[]string{"touri", "http://\u00fc/", "--dns-schemes=foo"}, 0, "http://%C3%BC/\n", "", ""},
		{[]string{"parse", "http://a", "--json"}, 0, `{"arg":1,"input":"http://a","result":{"scheme":"http","authority":"a","host":"a","hostKind":"ireg-name","path":"","absolute":true,"origin":"http://a"}}` + "\n", "", ""},
		{[]string{"resolve", "http://a/b/c", "g", "--on-error=empty", "h i", "-j"}, 2, "", "iri resolve: unknown flag --j\n", ""},
		{[]string{"normalize", "HTTP://A/", "--nope"}, 2, "", "iri normalize: unknown flag --nope\n", ""},
		{[]string{"touri", "--", "--idna", "-x"}, 0, "--idna\n-x\n", "", ""},
		{[]string{"touri", "http://\u00fc/", "--idna", "--", "--json"}, 0, "http://xn--tda/\n--json\n", "", ""},
		{[]string{"resolve", "http://a/b/c", "--", "-g"}, 0, "http://a/b/-g\n", "", ""},
		// "-" stands for standard input, wherever it is, even after "--";
		// "./-" is the reference "-".
		{[]string{"touri", "-"}, 0, "from-stdin\n", "", ""},
		{[]string{"touri", "a", "-", "b"}, 0, "a\nfrom-stdin\nb\n", "", ""},
		{[]string{"touri", "--", "-"}, 0, "from-stdin\n", "", ""},
		{[]string{"touri", "./-"}, 0, "./-\n", "", ""},
		{[]string{"touri", "--json", "a", "-"}, 0, `{"arg":1,"input":"a","result":"a"}` + "\n" + `{"line":1,"input":"from-stdin","result":"from-stdin"}` + "\n", "", ""},
		{[]string{"resolve", "http://a/b/c", "-"}, 0, "http://a/b/from-stdin\n", "", ""},
		// Flag errors spell flags as help does, with two dashes.
		{[]string{"touri", "--on-error", "maybe", "x"}, 2, "", `iri touri: invalid value "maybe" for --on-error: want skip, empty or stop` + "\n", ""},
		{[]string{"touri", "-on-error=maybe", "x"}, 2, "", `iri touri: invalid value "maybe" for --on-error: want skip, empty or stop` + "\n", ""},
		{[]string{"touri", "x", "-punycode"}, 2, "", "iri touri: unknown flag --punycode\n", ""},
		{[]string{"toiri", "--unicode-hosts"}, 2, "", "iri toiri: unknown flag --unicode-hosts\n", ""},
		{[]string{"normalize", "--idn"}, 2, "", "iri normalize: unknown flag --idn (did you mean --idna?)\n", ""},
		{[]string{"touri", "--dns-schemes"}, 2, "", "iri touri: --dns-schemes needs a value (LIST)\n", ""},
		{[]string{"touri", "--json=maybe"}, 2, "", `iri touri: invalid value "maybe" for --json: want true or false` + "\n", ""},
		{[]string{"touri", "--json=false", "a"}, 0, "a\n", "", ""},
		{[]string{"check", "--grammar", "bis"}, 2, "", `iri check: invalid value "bis" for --grammar: want rfc3987 or rfc3987bis` + "\n", ""},
		{[]string{"display", "--wrap=both"}, 2, "", `iri display: invalid value "both" for --wrap: want none, isolate or embed` + "\n", ""},
	} {
		code, out, errOut := runCmd(t, "from-stdin\n", tt.args...)
		if code != tt.code || out != tt.out || !strings.HasPrefix(errOut, tt.err) || (tt.err == "") != (errOut == "") {
			t.Errorf("%q: exit %d, stdout %q, stderr %q; want %d, %q, %q", tt.args, code, out, errOut, tt.code, tt.out, tt.err)
		}
	}
}

// TestErrorFormat checks that every kind of error is one line in the one
// format SOURCE:LINE:OFFSET: message, with the offset into the reference
// as given and the reference quoted as given.
func TestErrorFormat(t *testing.T) {
	for _, tt := range []struct {
		stdin string
		args  []string
		want  string // the whole of stderr
	}{
		// Syntax, from standard input and from an argument.
		{"ok\nhttp://x/a b\n", []string{"parse"},
			`-:2:10: invalid character U+0020 in path: "http://x/a b" (ipchar)` + "\n"},
		{"", []string{"normalize", "http://x/", "http://x:80g/"},
			`arg:2:11: invalid character U+0067 'g' in port: "http://x:80g/" (port = *DIGIT)` + "\n"},
		// Ill-formed UTF-8.
		{"http://x/\xff\n", []string{"touri"},
			`-:1:9: invalid UTF-8 byte 0xFF in path: "http://x/\xff" (ill-formed UTF-8, RFC 3987 §6.2)` + "\n"},
		// A URI that is not ASCII.
		{"http://x/\u00e9\n", []string{"toiri"},
			"-:1:9: invalid character U+00E9 '\u00e9' in path: \"http://x/\u00e9\" (URIs are ASCII only, RFC 3986 §2)\n"},
		// A query character the legacy charset cannot represent.
		{"http://x/?q=\u65e5\n", []string{"touri", "--query-encoding", "iso-8859-1"},
			"-:1:12: character not representable in the query charset: \"http://x/?q=\u65e5\": U+65E5 '\u65e5' is not in Windows 1252 (3987bis-13 §3.5)\n"},
		// --leiri: offsets and quotes are about the reference as given,
		// not its percent-encoded form, for every kind of error.
		{"http://x/a b?q=\u65e5\n", []string{"touri", "--leiri", "--query-encoding", "latin1"},
			"-:1:15: character not representable in the query charset: \"http://x/a b?q=\u65e5\": U+65E5 '\u65e5' is not in Windows 1252 (3987bis-13 §3.5)\n"},
		{"http://u v@a_b.com/a b\n", []string{"touri", "--leiri", "--idna"},
			`-:1:12: cannot map host "a_b.com" with IDNA: character '_' (U+005F) is not a letter, digit or hyphen under the STD3 rules (RFC 3987 §3.1)` + "\n"},
		{"http://x/a b%zz\n", []string{"touri", "--leiri"},
			`-:1:13: invalid percent-encoding: character U+007A 'z' in path: "http://x/a b%zz" (pct-encoded = "%" HEXDIG HEXDIG)` + "\n"},
		// A base that is not absolute.
		{"", []string{"resolve", "b/c", "g"},
			`arg:1:0: base "b/c" is not an absolute IRI (it has no scheme); RFC 3986 §5.2.1 requires an absolute base` + "\n"},
		// A bad base.
		{"", []string{"resolve", "http://x/a b", "g"},
			`arg:1:10: invalid character U+0020 in path: "http://x/a b" (ipchar)` + "\n"},
		// compare's arguments.
		{"", []string{"compare", "http://x/", "%"},
			`arg:2:1: unexpected end of input in path: "%" (pct-encoded = "%" HEXDIG HEXDIG)` + "\n"},
	} {
		_, _, errOut := runCmd(t, tt.stdin, tt.args...)
		if errOut != tt.want {
			t.Errorf("%q %q:\n got %q\nwant %q", tt.args, tt.stdin, errOut, tt.want)
		}
	}
}

// TestBOM checks that a byte order mark is skipped at the start of
// standard input only.
func TestBOM(t *testing.T) {
	code, out, errOut := runCmd(t, bom+"http://x/\n"+bom+"http://y/\n", "touri", "--json")
	want := `{"line":1,"input":"http://x/","result":"http://x/"}` + "\n"
	if code != 1 || !strings.HasPrefix(out, want) || !strings.Contains(out, `{"line":2,"input":"`+bom+`http://y/","error":{"offset":0,`) || errOut != "" {
		t.Errorf("exit %d, stdout %q, stderr %q", code, out, errOut)
	}
	// A lone BOM is an empty first line.
	if code, out, _ := runCmd(t, bom, "touri", "--on-error=empty"); code != 0 || out != "\n" {
		t.Errorf("lone BOM: exit %d, stdout %q", code, out)
	}
}

// TestStreaming checks that without --line-buffered each result is
// written when the input runs dry, so that a coprocess that writes one
// line and waits gets its answer, and that errors and results keep
// their order on one writer (as with 2>&1).
func TestStreaming(t *testing.T) {
	for _, flags := range [][]string{nil, {"--line-buffered"}} {
		inR, inW := io.Pipe()
		outR, outW := io.Pipe()
		done := make(chan int)
		go func() {
			done <- run(append([]string{"touri"}, flags...), inR, outW, outW)
			outW.Close()
		}()
		rd := bufio.NewReader(outR)
		for _, tt := range []struct{ in, want string }{
			{"http://\u00fc/\n", "http://%C3%BC/\n"},
			{"http://x/a b\n", `-:2:10: invalid character U+0020 in path: "http://x/a b" (ipchar)` + "\n"},
			{"x\n", "x\n"},
		} {
			inW.Write([]byte(tt.in))
			got := make(chan string)
			go func() {
				s, _ := rd.ReadString('\n')
				got <- s
			}()
			select {
			case s := <-got:
				if s != tt.want {
					t.Errorf("%q: got %q, want %q", flags, s, tt.want)
				}
			case <-time.After(10 * time.Second):
				t.Fatalf("%q: no output for %q before the end of input", flags, tt.in)
			}
		}
		inW.Close()
		if code := <-done; code != 1 {
			t.Errorf("exit %d", code)
		}
	}
}

func TestVersion(t *testing.T) {
	for _, args := range [][]string{{"version"}, {"--version"}} {
		code, out, errOut := runCmd(t, "", args...)
		if code != 0 || errOut != "" || !strings.HasPrefix(out, "iri ") || strings.Count(out, "\n") != 1 || !strings.Contains(out, "go1.") {
			t.Errorf("%q: exit %d, stdout %q, stderr %q", args, code, out, errOut)
		}
	}
	if code, _, errOut := runCmd(t, "", "version", "x"); code != 2 || !strings.HasPrefix(errOut, "iri version: unexpected argument x\n") {
		t.Errorf("version x: exit %d, stderr %q", code, errOut)
	}
}

// TestSplitList checks that empty lists mean the same in every command:
// "", "," and " " are the empty list, which selects the default.
func TestSplitList(t *testing.T) {
	for _, s := range []string{"", ",", " , ", " "} {
		if got := splitList(s); len(got) != 0 {
			t.Errorf("splitList(%q) = %q", s, got)
		}
	}
	if got := splitList(" a,,b "); len(got) != 2 || got[0] != "a" || got[1] != "b" {
		t.Errorf("splitList = %q", got)
	}
	for _, list := range []string{"", ","} {
		_, out, _ := runCmd(t, "", "touri", "--idna", "--dns-schemes", list, "http://\u00fc/")
		if out != "http://xn--tda/\n" {
			t.Errorf("touri --dns-schemes %q: %q, want the default schemes", list, out)
		}
		_, out, _ = runCmd(t, "", "toiri", "--idna", "--dns-schemes", list, "http://xn--tda/")
		if out != "http://\u00fc/\n" {
			t.Errorf("toiri --dns-schemes %q: %q, want the default schemes", list, out)
		}
	}
}

func TestSourceOffset(t *testing.T) {
	orig := "http://a b/\u00e9 {x}"
	enc := "http://a%20b/\u00e9%20%7Bx%7D"
	for _, tt := range []struct{ off, want int }{
		{0, 0}, {8, 8}, {9, 8}, {11, 9}, {12, 10}, {13, 11}, {15, 13}, {16, 13}, {18, 14}, {19, 14}, {21, 15}, {22, 16}, {len(enc), len(orig)},
	} {
		if got := sourceOffset(orig, enc, tt.off); got != tt.want {
			t.Errorf("sourceOffset(%d) = %d, want %d", tt.off, got, tt.want)
		}
	}
}

// countWriter counts the writes it gets.
type countWriter struct {
	bytes.Buffer
	writes int
}

func (w *countWriter) Write(p []byte) (int, error) {
	w.writes++
	return w.Buffer.Write(p)
}

// TestLineBuffered checks that --line-buffered writes each result at once
// and that block buffering writes a whole buffer at once, but for the
// flush before a message on standard error.
func TestLineBuffered(t *testing.T) {
	in := "a\nb\nc d\ne\n"
	for _, tt := range []struct {
		flags  []string
		writes int
	}{
		{[]string{"--line-buffered"}, 3},
		{[]string{"--line-buffered", "--json"}, 4},
		{nil, 2}, // flushed before the message about "c d"
		{[]string{"--json"}, 1},
	} {
		var stdout countWriter
		run(append([]string{"touri"}, tt.flags...), strings.NewReader(in), &stdout, io.Discard)
		if stdout.writes != tt.writes {
			t.Errorf("%q: %d writes, want %d:\n%s", tt.flags, stdout.writes, tt.writes, stdout.String())
		}
	}
}

func TestLastClause(t *testing.T) {
	for in, want := range map[string]string{
		"character '_' (U+005F) is not a letter, digit or hyphen (STD3 rules, RFC 3987 §3.1)": "STD3 rules, RFC 3987 §3.1",
		"label \"1\u05d0\" breaks the Bidi Rule (RFC 5893 §2)":                                "RFC 5893 §2",
		"a (b (c) d)": "b (c) d",
		"no clause":   "",
		"unbalanced)": "",
	} {
		if got := lastClause(in); got != want {
			t.Errorf("lastClause(%q) = %q, want %q", in, got, want)
		}
	}
}

// TestJSONStop checks that --on-error=stop in JSON mode writes the error
// record of the first invalid reference and nothing after it.
func TestJSONStop(t *testing.T) {
	code, out, errOut := runCmd(t, "a\nb c\nd\n", "normalize", "--json", "--on-error=stop")
	want := `{"line":1,"input":"a","result":"a"}` + "\n" +
		`{"line":2,"input":"b c","error":{"offset":1,"component":"path","rule":"ipchar","message":"invalid character U+0020 in path: \"b c\" (ipchar)"}}` + "\n"
	if code != 1 || out != want || errOut != "" {
		t.Errorf("exit %d, stdout:\n%s\nstderr %q", code, out, errOut)
	}
}
