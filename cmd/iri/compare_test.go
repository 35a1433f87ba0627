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
		{[]string{"--level", "scheme", "http://example.com/#", "http://example.com/"}, "same resource, different fragment", 1},
		{[]string{"--level", "scheme", "http://example.com/#a", "http://example.com:80#b"}, "same resource, different fragment", 1},
		{[]string{"--level", "scheme", "http://example.com/a#b", "http://example.com/c#b"}, "different", 1},
		// RFC 3987 §5.1: resolve first.
		{[]string{"--base", "http://example.com/d/e", "../a", "http://example.com/a"}, "equivalent", 0},
		{[]string{"--base", "http://example.com/d/e", "--level", "simple", "a", "b"}, "different", 1},
		// RFC 3987 §6.4: an octet that is not UTF-8 only matters where A and B differ.
		{[]string{"http://x/%E9?a", "http://x/%e9?a"}, "equivalent", 0},
		{[]string{"--level", "scheme", "--exclude-fragment", "http://example.com/#", "http://example.com/"}, "equivalent", 0},
		{[]string{"--level", "scheme", "http://résumé.example.org", "http://xn--rsum-bpad.example.org"}, "different", 1},
		{[]string{"--level", "scheme", "--idna", "http://résumé.example.org", "http://xn--rsum-bpad.example.org"}, "equivalent", 0},
		// RFC 3987 §5.3.2.2: opt-in only.
		{[]string{"http://x/r\u00E9sum\u00E9", "http://x/re\u0301sume\u0301"}, "different", 1},
		{[]string{"--nfc", "http://x/r\u00E9sum\u00E9", "http://x/re\u0301sume\u0301"}, "equivalent", 0},
		{[]string{"--nfc", "http://x/\uFB01le", "http://x/file"}, "different", 1},
		{[]string{"--nfkc", "http://x/\uFB01le", "http://x/file"}, "equivalent", 0},
		{[]string{"--base", "http://x/", "--", "-a", "-a"}, "equivalent", 0},
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
		"arg:1:10: invalid character U+0020 in path",
		"arg:2:1: invalid percent-encoding",
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

// TestCompareUndetermined: each way to "cannot be determined" (exit 3),
// with the reason on standard error in the one error format.
func TestCompareUndetermined(t *testing.T) {
	tests := []struct {
		args   []string
		stderr string
	}{
		// RFC 3987 §5.1: a relative reference without a base.
		{[]string{"a/b", "a/b"}, `arg:1:0: cannot compare "a/b": relative reference and no base`},
		{[]string{"http://x/a", "/a"}, `arg:2:0: cannot compare "/a": relative reference`},
		// RFC 3987 §5.3.3: a host that fails IDNA where NormIDN is needed.
		{[]string{"--level", "scheme", "--idna", "http://xn--example-.org/", "http://example.org/"},
			`arg:1:7: cannot compare "http://xn--example-.org/": host "xn--example-.org" is not a valid IDN`},
		// RFC 3987 §6.4: an octet that is not UTF-8 where the rung decodes.
		{[]string{"http://x/r%E9sum%E9", "http://x/résumé"},
			`arg:1:10: cannot compare "http://x/r%E9sum%E9": percent-encoding %E9 is not part of well-formed UTF-8`},
		{[]string{"--base", "http://x/r%E9sum%E9/", "a", "http://x/résumé/a"},
			`arg:1:10: cannot compare "http://x/r%E9sum%E9/a": percent-encoding %E9`},
	}
	for _, tt := range tests {
		code, out, errOut := runCmd(t, "", append([]string{"compare"}, tt.args...)...)
		if code != 3 || out != "cannot be determined\n" || !strings.HasPrefix(errOut, tt.stderr) || strings.Count(errOut, "\n") != 1 {
			t.Errorf("compare %q: exit %d, stdout %q, stderr %q; want 3 and %q", tt.args, code, out, errOut, tt.stderr)
		}
	}
	code, out, errOut := runCmd(t, "", "compare", "--json", "http://x/r%E9", "http://x/r%C3%A9")
	want := `{"a":"http://x/r%E9","b":"http://x/r%C3%A9","result":"cannot be determined","error":{"offset":10,"component":"path","rule":"RFC 3987 §5.3.2.3","message":"cannot compare \"http://x/r%E9\": percent-encoding %E9 is not part of well-formed UTF-8, so its character is unknown and the rung cannot decode it (RFC 3987 §5.3.2.3, §6.4)"}}` + "\n"
	if code != 3 || out != want || errOut != "" {
		t.Errorf("--json: exit %d, stdout %s, stderr %q; want 3 and %s", code, out, errOut, want)
	}
	code, out, _ = runCmd(t, "", "help")
	if code != 0 || !strings.Contains(out, "3 when equivalence cannot\nbe determined") {
		t.Errorf("help: exit %d, does not document exit status 3 of compare:\n%s", code, out)
	}
	code, out, _ = runCmd(t, "", "help", "compare")
	if code != 0 || !strings.Contains(out, "cannot be determined                exit status 3") {
		t.Errorf("help compare: exit %d, does not document exit status 3:\n%s", code, out)
	}
}

func TestCompareBaseErrors(t *testing.T) {
	for _, tt := range []struct{ base, stderr string }{
		{"a/b", `--base:1:0: base "a/b" is not an absolute IRI`},
		{"http://x/a b", `--base:1:10: invalid character U+0020 in path`},
	} {
		code, out, errOut := runCmd(t, "", "compare", "--base", tt.base, "a", "a")
		if code != 2 || out != "" || !strings.HasPrefix(errOut, tt.stderr) {
			t.Errorf("--base %q: exit %d, stdout %q, stderr %q; want 2 and %q", tt.base, code, out, errOut, tt.stderr)
		}
	}
}
