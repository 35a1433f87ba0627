package main

import (
	"strings"
	"testing"
)

const resolveBase = "http://a/b/c/d;p?q"

func TestResolveArgs(t *testing.T) {
	code, out, errOut := runCmd(t, "ignored\n", "resolve", resolveBase,
		"g", "../g?y#s", "", "#s", "//g", "g:h", "http:g", "../断片", "%2e%2e/x")
	if code != 0 || errOut != "" {
		t.Fatalf("exit %d, stderr %q", code, errOut)
	}
	want := `http://a/b/c/g
http://a/b/g?y#s
http://a/b/c/d;p?q
http://a/b/c/d;p?q#s
http://g
g:h
http:g
http://a/b/断片
http://a/b/c/%2e%2e/x
`
	if out != want {
		t.Errorf("stdout:\n%s\nwant:\n%s", out, want)
	}
}

func TestResolveStdin(t *testing.T) {
	// CRLF and LF endings, an empty line (the empty reference), and a last
	// line without a newline.
	in := "g\r\n../..\n\n?y\n.///x"
	code, out, errOut := runCmd(t, in, "resolve", resolveBase)
	if code != 0 || errOut != "" {
		t.Fatalf("exit %d, stderr %q", code, errOut)
	}
	want := "http://a/b/c/g\nhttp://a/\nhttp://a/b/c/d;p?q\nhttp://a/b/c/d;p?y\nhttp://a/b/c///x\n"
	if out != want {
		t.Errorf("stdout %q, want %q", out, want)
	}

	// The ambiguous case keeps the path a path.
	code, out, _ = runCmd(t, ".///bar\n", "resolve", "foo:")
	if code != 0 || out != "foo:/.//bar\n" {
		t.Errorf("exit %d, stdout %q", code, out)
	}
}

func TestResolveInvalidLinesContinue(t *testing.T) {
	in := "g\na b\nh\n%zz\nhttp://x:8x/\ni\n"
	code, out, errOut := runCmd(t, in, "resolve", resolveBase)
	if code != 1 {
		t.Errorf("exit %d, want 1", code)
	}
	if want := "http://a/b/c/g\nhttp://a/b/c/h\nhttp://a/b/c/i\n"; out != want {
		t.Errorf("stdout %q, want %q", out, want)
	}
	checkErrLines(t, errOut, []string{
		`-:2:1: invalid character U+0020 in path: "a b" (ipchar)`,
		"-:4:1: invalid percent-encoding",
		"-:5:10: invalid character U+0078 'x' in port",
	})
}

func TestResolveInvalidArgs(t *testing.T) {
	// BASE is arg 1, so the first REF is arg 2.
	code, out, errOut := runCmd(t, "", "resolve", resolveBase, "g", "a b", "h")
	if code != 1 {
		t.Errorf("exit %d, want 1", code)
	}
	if want := "http://a/b/c/g\nhttp://a/b/c/h\n"; out != want {
		t.Errorf("stdout %q, want %q", out, want)
	}
	checkErrLines(t, errOut, []string{`arg:3:1: invalid character U+0020 in path`})
}

func TestResolveBadBase(t *testing.T) {
	tests := []struct {
		args    []string
		code    int
		errLine string
	}{
		{[]string{"resolve"}, 2, "iri resolve: missing BASE"},
		{[]string{"resolve", "--nope", "http://a/"}, 2, "iri resolve: unknown flag --nope"},
		{[]string{"resolve", "b/c", "g"}, 1, `arg:1:0: base "b/c" is not an absolute IRI`},
		{[]string{"resolve", "", "g"}, 1, `arg:1:0: base "" is not an absolute IRI`},
		{[]string{"resolve", "http://a/b c", "g"}, 1, "arg:1:10: invalid character U+0020 in path"},
	}
	for _, tt := range tests {
		code, out, errOut := runCmd(t, "g\n", tt.args...)
		if code != tt.code || out != "" || !strings.HasPrefix(errOut, tt.errLine) {
			t.Errorf("%q: exit %d, stdout %q, stderr %q; want exit %d and stderr starting %q",
				tt.args, code, out, errOut, tt.code, tt.errLine)
		}
	}
}

func TestResolveNonStrict(t *testing.T) {
	code, out, errOut := runCmd(t, "http:g\nHTTP:../x\nhttps:g\n", "resolve", "--non-strict", resolveBase)
	if code != 0 || errOut != "" {
		t.Fatalf("exit %d, stderr %q", code, errOut)
	}
	if want := "http://a/b/c/g\nhttp://a/b/x\nhttps:g\n"; out != want {
		t.Errorf("stdout %q, want %q", out, want)
	}
}

func TestResolveHelp(t *testing.T) {
	code, out, _ := runCmd(t, "", "help", "resolve")
	if code != 0 || !strings.HasPrefix(out, "usage: iri resolve [--non-strict] [output flags] BASE [REF...]") ||
		!strings.Contains(out, "RFC 3986 §5.2") || !strings.Contains(out, "-non-strict") {
		t.Errorf("exit %d, help:\n%s", code, out)
	}
	_, out, _ = runCmd(t, "", "help")
	if !strings.Contains(out, "resolve") {
		t.Errorf("usage does not list resolve:\n%s", out)
	}
}
