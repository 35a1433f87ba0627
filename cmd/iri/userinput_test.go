package main

import (
	"strings"
	"testing"
)

// TestParseUserInput: parse --user-input and its policies (Weber §4,
// 3987bis §6); offsets in errors are offsets in the line as typed.
func TestParseUserInput(t *testing.T) {
	for _, tt := range []struct {
		args     []string
		in       string
		code     int
		out, err string // out: the expected "input:" lines; err: stderr prefix
	}{
		{[]string{"--user-input"}, "  http://x/a b\\c\n", 0, "input:     http://x/a%20b%5Cc\n", ""},
		{[]string{"--user-input", "--spaces", "remove"}, "http://x/a b\n", 0, "input:     http://x/ab\n", ""},
		{[]string{"--user-input", "--spaces=reject"}, "  http://x/a b\n", 1, "", "-:1:12: invalid character U+0020 in path"},
		{[]string{"--user-input", "--backslash", "slash"}, "http:\\\\x\\a?b\\\n", 0, "input:     http://x/a?b%5C\n", ""},
		{[]string{"--user-input", "--backslash", "reject"}, "http://x/a\\b\n", 1, "", "-:1:10: invalid character U+005C"},
		{[]string{"--user-input"}, "http://x/100%\n", 1, "", "-:1:13: unexpected end of input in path"},
		{[]string{"--user-input", "--percent", "encode"}, "http://x/100%\n", 0, "input:     http://x/100%25\n", ""},
		{[]string{"--user-input", "--nfc"}, "http://x/e\u0301\n", 0, "input:     http://x/\u00e9\n", ""},
		{[]string{"--user-input", "--spaces", "remove", "--percent", "encode"}, "http://x/a b%zz%\uffff\n", 1, "", "-:1:16: invalid character U+FFFF in path"},
		{[]string{"--user-input", "--split"}, " a  b\\c   http://x/%zz\n", 1, "", "-:1:20: invalid percent-encoding"},
	} {
		code, out, errOut := runCmd(t, tt.in, append([]string{"parse"}, tt.args...)...)
		var inputs []string
		for _, line := range strings.SplitAfter(out, "\n") {
			if strings.HasPrefix(line, "input:") {
				inputs = append(inputs, line)
			}
		}
		if code != tt.code || strings.Join(inputs, "") != tt.out || !strings.HasPrefix(errOut, tt.err) || tt.err == "" && errOut != "" {
			t.Errorf("parse %v %q: exit %d, stdout %q, stderr %q; want %d, %q, %q", tt.args, tt.in, code, out, errOut, tt.code, tt.out, tt.err)
		}
	}
}

// TestParseUserInputSplit: --split gives one block per reference, with its
// offset in the line, and a JSON array.
func TestParseUserInputSplit(t *testing.T) {
	code, out, _ := runCmd(t, "  http://a/x   b\\c\n", "parse", "--user-input", "--split", "--backslash=slash")
	want := "input:     http://a/x\noffset:    2\nscheme:    http\nhost:      a (ireg-name)\npath:      /x\n\n" +
		"input:     b%5Cc\noffset:    15\npath:      b%5Cc\n"
	if code != 0 || out != want {
		t.Errorf("exit %d, stdout:\n%s\nwant:\n%s", code, out, want)
	}
	code, out, _ = runCmd(t, "a  b\n", "parse", "--user-input", "--split", "--json")
	want = `{"line":1,"input":"a  b","result":[{"offset":0,"text":"a","iri":{"path":"a","absolute":false}},{"offset":3,"text":"b","iri":{"path":"b","absolute":false}}]}` + "\n"
	if code != 0 || out != want {
		t.Errorf("--json: exit %d, stdout %q, want %q", code, out, want)
	}
}

func TestParseUserInputUsage(t *testing.T) {
	for _, tt := range []struct {
		args []string
		err  string
	}{
		{[]string{"--nfc"}, "iri parse: --nfc needs --user-input\n"},
		{[]string{"--split"}, "iri parse: --split needs --user-input\n"},
		{[]string{"--spaces=encode"}, "iri parse: --spaces needs --user-input\n"},
		{[]string{"--user-input", "--uri"}, "iri parse: --user-input excludes --uri and --grammar rfc3987bis\n"},
		{[]string{"--user-input", "--grammar=rfc3987bis"}, "iri parse: --user-input excludes --uri and --grammar rfc3987bis\n"},
		{[]string{"--uri", "--grammar=rfc3987bis"}, "iri parse: --uri and --grammar rfc3987bis exclude each other\n"},
		{[]string{"--user-input", "--spaces", "drop"}, `iri parse: invalid value "drop" for --spaces: want encode, reject or remove` + "\n"},
		{[]string{"--user-input", "--backslash", "x"}, `iri parse: invalid value "x" for --backslash: want encode, reject or slash` + "\n"},
		{[]string{"--user-input", "--percent", "x"}, `iri parse: invalid value "x" for --percent: want reject or encode` + "\n"},
	} {
		code, _, errOut := runCmd(t, "", append([]string{"parse"}, tt.args...)...)
		if code != 2 || !strings.HasPrefix(errOut, tt.err) {
			t.Errorf("%v: exit %d, stderr %q", tt.args, code, errOut)
		}
	}
}
