package main

import (
	"strings"
	"testing"
)

func TestCompare(t *testing.T) {
	tests := []struct {
		args []string
		out  string
		code int
	}{
		// RFC 3987 §5.3.2 and the comparison-02 §4.2 typo (D-5).
		{[]string{"example://a/b/c/%7Bfoo%7D/rosé", "eXAMPLE://a/./b/../b/%63/%7bfoo%7d/ros%C3%A9"}, "equivalent", 0},
		{[]string{"example://a/b/c/%7Bfoo%7D/rosé", "eXAMPLE://a/./b/./b/%63/%7bfoo%7d/ros%C3%A9"}, "different", 1},
		{[]string{"--level", "simple", "example://a/b/c/%7Bfoo%7D/rosé", "eXAMPLE://a/./b/../b/%63/%7bfoo%7d/ros%C3%A9"}, "different", 1},
		{[]string{"--level", "simple", "http://x/é", "http://x/é"}, "equivalent", 0},
		{[]string{"--level", "simple", "http://x/é", "http://x/%C3%A9"}, "different", 1},
		// RFC 3987 §5.3.3.
		{[]string{"http://example.com", "http://example.com:80/"}, "different", 1},
		{[]string{"--level", "scheme", "http://example.com", "http://example.com:80/"}, "equivalent", 0},
		{[]string{"--level", "scheme", "http://example.com/?", "http://example.com/"}, "different", 1},
		{[]string{"--level", "scheme", "http://example.com/#", "http://example.com/"}, "different", 1},
		{[]string{"--level", "scheme", "--exclude-fragment", "http://example.com/#", "http://example.com/"}, "equivalent", 0},
		{[]string{"--level", "scheme", "http://résumé.example.org", "http://xn--rsum-bpad.example.org"}, "different", 1},
		{[]string{"--level", "scheme", "--idn", "http://résumé.example.org", "http://xn--rsum-bpad.example.org"}, "equivalent", 0},
		// RFC 3987 §5.3.2.2: opt-in only.
		{[]string{"http://x/r\u00E9sum\u00E9", "http://x/re\u0301sume\u0301"}, "different", 1},
		{[]string{"--nfc", "http://x/r\u00E9sum\u00E9", "http://x/re\u0301sume\u0301"}, "equivalent", 0},
		{[]string{"--nfc", "http://x/\uFB01le", "http://x/file"}, "different", 1},
		{[]string{"--nfkc", "http://x/\uFB01le", "http://x/file"}, "equivalent", 0},
		{[]string{"--", "-a", "-a"}, "equivalent", 0},
	}
	for _, tt := range tests {
		code, out, errOut := runCmd(t, "ignored\n", append([]string{"compare"}, tt.args...)...)
		if code != tt.code || out != tt.out+"\n" || errOut != "" {
			t.Errorf("compare %q: exit %d, stdout %q, stderr %q; want %d, %q", tt.args, code, out, errOut, tt.code, tt.out)
		}
	}
}

func TestCompareErrors(t *testing.T) {
	code, out, errOut := runCmd(t, "", "compare", "http://x/a b", "%zz")
	if code != 2 || out != "" {
		t.Errorf("invalid IRIs: exit %d, stdout %q", code, out)
	}
	checkErrLines(t, errOut, []string{
		"arg 1:1:10: invalid character U+0020 in path",
		"arg 2:1:1: invalid percent-encoding",
	})
	for _, args := range [][]string{
		nil,
		{"http://x/"},
		{"a", "b", "c"},
		{"--level", "protocol", "a", "b"},
		{"--nfc", "--nfkc", "a", "b"},
		{"--nope", "a", "b"},
	} {
		code, out, errOut := runCmd(t, "a\nb\n", append([]string{"compare"}, args...)...)
		if code != 2 || out != "" || !strings.Contains(errOut, "usage: iri compare") {
			t.Errorf("%q: exit %d, stdout %q, stderr %q", args, code, out, errOut)
		}
	}
	code, out, _ = runCmd(t, "", "compare", "-h")
	if code != 0 || !strings.Contains(out, "usage: iri compare") || !strings.Contains(out, "equivalent") {
		t.Errorf("-h: exit %d, stdout %q", code, out)
	}
}
