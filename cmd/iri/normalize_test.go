package main

import (
	"strings"
	"testing"
)

func TestNormalizeArgs(t *testing.T) {
	code, out, errOut := runCmd(t, "ignored\n", "normalize",
		"eXAMPLE://a/./b/../b/%63/%7bfoo%7d/ros%C3%A9",
		"HTTP://Example.COM:80",
		"http://example.com/?",
		"http://xn--rsum-bpad.example.org/",
		"http://example.org/re\u0301sume\u0301",
		"../a/./b",
		"")
	if code != 0 || errOut != "" {
		t.Fatalf("exit %d, stderr %q", code, errOut)
	}
	want := "example://a/b/c/%7Bfoo%7D/rosé\n" +
		"http://example.com:80\n" +
		"http://example.com/?\n" +
		"http://xn--rsum-bpad.example.org/\n" +
		"http://example.org/re\u0301sume\u0301\n" +
		"../a/./b\n" +
		"\n"
	if out != want {
		t.Errorf("stdout:\n%s\nwant:\n%s", out, want)
	}
}

func TestNormalizeFlags(t *testing.T) {
	in := "HTTP://Example.COM:80\r\nhttp://xn--rsum-bpad.example.org:80/#top\nhttp://example.org/re\u0301sume\u0301?\uFB01\nhttp://x/%7e/r%c3%a9"
	tests := []struct {
		flags []string
		want  string
	}{
		{nil, "http://example.com:80\nhttp://xn--rsum-bpad.example.org:80/#top\nhttp://example.org/re\u0301sume\u0301?\uFB01\nhttp://x/~/ré\n"},
		{[]string{"--level", "syntax"}, "http://example.com:80\nhttp://xn--rsum-bpad.example.org:80/#top\nhttp://example.org/re\u0301sume\u0301?\uFB01\nhttp://x/~/ré\n"},
		{[]string{"--level=scheme"}, "http://example.com/\nhttp://xn--rsum-bpad.example.org/#top\nhttp://example.org/re\u0301sume\u0301?\uFB01\nhttp://x/~/ré\n"},
		{[]string{"--level", "scheme", "--idna", "--exclude-fragment"}, "http://example.com/\nhttp://résumé.example.org/\nhttp://example.org/re\u0301sume\u0301?\uFB01\nhttp://x/~/ré\n"},
		{[]string{"--nfc"}, "http://example.com:80\nhttp://xn--rsum-bpad.example.org:80/#top\nhttp://example.org/r\u00E9sum\u00E9?\uFB01\nhttp://x/~/ré\n"},
		{[]string{"--nfkc"}, "http://example.com:80\nhttp://xn--rsum-bpad.example.org:80/#top\nhttp://example.org/r\u00E9sum\u00E9?fi\nhttp://x/~/ré\n"},
		{[]string{"--uri-key", "--level", "scheme", "--nfc"}, "http://example.com/\nhttp://xn--rsum-bpad.example.org/#top\nhttp://example.org/r%C3%A9sum%C3%A9?%EF%AC%81\nhttp://x/~/r%C3%A9\n"},
	}
	for _, tt := range tests {
		code, out, errOut := runCmd(t, in, append([]string{"normalize"}, tt.flags...)...)
		if code != 0 || errOut != "" {
			t.Fatalf("%v: exit %d, stderr %q", tt.flags, code, errOut)
		}
		if out != tt.want {
			t.Errorf("%v: stdout %q, want %q", tt.flags, out, tt.want)
		}
	}
}

func TestNormalizeInvalidLinesContinue(t *testing.T) {
	in := "HTTP://a/\nhttp://x/a b\nb/./c\n%zz\n"
	code, out, errOut := runCmd(t, in, "normalize")
	if code != 1 {
		t.Errorf("exit %d, want 1", code)
	}
	if want := "http://a/\nb/./c\n"; out != want {
		t.Errorf("stdout %q, want %q", out, want)
	}
	checkErrLines(t, errOut, []string{
		`-:2:10: invalid character U+0020 in path`,
		"-:4:1: invalid percent-encoding",
	})
}

func TestNormalizeUsage(t *testing.T) {
	code, out, _ := runCmd(t, "", "normalize", "-h")
	if code != 0 || !strings.Contains(out, "usage: iri normalize") || !strings.Contains(out, "--level") || !strings.Contains(out, "RFC 3987 §5.3") {
		t.Errorf("-h: exit %d, stdout %q", code, out)
	}
	for _, args := range [][]string{
		{"--nope"},
		{"--level", "protocol"},
		{"--nfc", "--nfkc"},
	} {
		code, out, errOut := runCmd(t, "http://x/\n", append([]string{"normalize"}, args...)...)
		if code != 2 || out != "" || !strings.Contains(errOut, "usage: iri normalize") {
			t.Errorf("%v: exit %d, stdout %q, stderr %q", args, code, out, errOut)
		}
	}
	// --level simple applies no rung: only the options given.
	code, out, _ = runCmd(t, "", "normalize", "--level", "simple", "HTTP://x/./a#f", "--exclude-fragment")
	if code != 0 || out != "HTTP://x/./a\n" {
		t.Errorf("--level simple: exit %d, stdout %q", code, out)
	}
	code, out, _ = runCmd(t, "", "help")
	if code != 0 || !strings.Contains(out, "normalize") || !strings.Contains(out, "compare") {
		t.Errorf("help: exit %d, stdout %q", code, out)
	}
}
