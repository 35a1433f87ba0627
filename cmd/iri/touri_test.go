package main

import (
	"strings"
	"testing"
)

func TestToURIArgs(t *testing.T) {
	code, out, errOut := runCmd(t, "ignored\n", "touri",
		"http://www.example.org/red%09ros\u00e9#red",
		"http://r\u00e9sum\u00e9.example.org",
		"http://example.com/\U00010300",
		"http://example.com/a%20b?x=%7e",
		"")
	if code != 0 || errOut != "" {
		t.Fatalf("exit %d, stderr %q", code, errOut)
	}
	want := "http://www.example.org/red%09ros%C3%A9#red\n" +
		"http://r%C3%A9sum%C3%A9.example.org\n" +
		"http://example.com/%F0%90%8C%80\n" +
		"http://example.com/a%20b?x=%7e\n" +
		"\n"
	if out != want {
		t.Errorf("stdout:\n%s\nwant:\n%s", out, want)
	}
}

func TestToURIStdin(t *testing.T) {
	in := "http://r\u00e9sum\u00e9.example.org/\r\nhttp://x/a b\n\u00e9\nhttp://r%E9sum%E9.example.org/\nhttp://B\u00fccher.de/?q=\u00e9"
	code, out, errOut := runCmd(t, in, "touri", "--idna")
	if code != 1 {
		t.Errorf("exit %d, want 1", code)
	}
	want := "http://xn--rsum-bpad.example.org/\n%C3%A9\nhttp://xn--bcher-kva.de/?q=%C3%A9\n"
	if out != want {
		t.Errorf("stdout:\n%s\nwant:\n%s", out, want)
	}
	checkErrLines(t, errOut, []string{
		"-:2:10: invalid character U+0020 in path",
		`-:4:8: cannot map host "r%E9sum%E9.example.org" with IDNA: percent-encoding %E9`,
	})
}

func TestToURIPunycodeErrors(t *testing.T) {
	code, out, errOut := runCmd(t, "", "touri", "--idna",
		"http://1\u05d0.com/", "http://"+strings.Repeat("a", 64)+".com/", "http://a_b.example/", "mailto:a@b\u00fccher.de")
	if code != 1 {
		t.Errorf("exit %d, want 1", code)
	}
	if out != "mailto:a@b%C3%BCcher.de\n" {
		t.Errorf("stdout %q", out)
	}
	checkErrLines(t, errOut, []string{
		"arg:1:7: cannot map host \"1\u05d0.com\" with IDNA: ",
		`arg:2:7: cannot map host "` + strings.Repeat("a", 64) + `.com" with IDNA: label`,
		`arg:3:8: cannot map host "a_b.example" with IDNA: character '_' (U+005F)`,
	})
}

func TestToURIDNSSchemes(t *testing.T) {
	code, out, errOut := runCmd(t, "", "touri", "--idna", "--dns-schemes", "xmpp, foo",
		"xmpp://b\u00fccher.de", "foo://b\u00fccher.de", "http://b\u00fccher.de")
	if code != 0 || errOut != "" {
		t.Fatalf("exit %d, stderr %q", code, errOut)
	}
	want := "xmpp://xn--bcher-kva.de\nfoo://xn--bcher-kva.de\nhttp://b%C3%BCcher.de\n"
	if out != want {
		t.Errorf("stdout:\n%s\nwant:\n%s", out, want)
	}
}

func TestToURIQueryCharset(t *testing.T) {
	for _, tt := range []struct{ name, in, want string }{
		{"iso-8859-1", "http://example.org/\u00e9?q=\u00e9#\u00e9", "http://example.org/%C3%A9?q=%E9#%C3%A9\n"},
		{"latin1", "http://example.org/?q=\u20ac", "http://example.org/?q=%80\n"}, // WHATWG: latin1 is windows-1252
		{"ISO_8859-1:1987", "http://example.org/?q=\u00e9", "http://example.org/?q=%E9\n"},
		{"shift_jis", "https://example.jp/?q=\u65e5\u672c", "https://example.jp/?q=%93%FA%96%7B\n"},
		{"windows-1258", "http://example.vn/?q=\u00ea", "http://example.vn/?q=%EA\n"},
		{"utf-8", "http://example.org/?q=\u00e9", "http://example.org/?q=%C3%A9\n"},
		{"IBM437", "http://example.org/?q=\u00e9", "http://example.org/?q=%82\n"}, // IANA only
		{"iso-8859-1", "ftp://example.org/?q=\u00e9", "ftp://example.org/?q=%C3%A9\n"},
	} {
		code, out, errOut := runCmd(t, "", "touri", "--query-encoding", tt.name, tt.in)
		if code != 0 || errOut != "" || out != tt.want {
			t.Errorf("--query-charset %s %q: exit %d, stdout %q, stderr %q; want %q", tt.name, tt.in, code, out, errOut, tt.want)
		}
	}
	code, out, errOut := runCmd(t, "", "touri", "--query-encoding", "iso-8859-1", "http://example.org/?q=\u65e5", "http://example.org/?q=\u00e9")
	if code != 1 || out != "http://example.org/?q=%E9\n" {
		t.Errorf("exit %d, stdout %q", code, out)
	}
	checkErrLines(t, errOut, []string{"arg:1:22: character not representable in the query charset: \"http://example.org/?q=\u65e5\": U+65E5 '\u65e5' is not in Windows 1252"})

	for _, name := range []string{"bogus", "utf-16le", "IBM037"} {
		code, _, errOut := runCmd(t, "", "touri", "--query-encoding", name, "http://x/")
		if code != 2 || !strings.HasPrefix(errOut, "iri touri: --query-encoding "+name+": ") {
			t.Errorf("--query-encoding %s: exit %d, stderr %q", name, code, errOut)
		}
	}
}

func TestToURILEIRI(t *testing.T) {
	code, out, errOut := runCmd(t, "http://example.org/a b/{x}\nhttp://x/a%zz b\n\tx y\n", "touri", "--leiri")
	if code != 1 {
		t.Errorf("exit %d, want 1", code)
	}
	want := "http://example.org/a%20b/%7Bx%7D\n%09x%20y\n"
	if out != want {
		t.Errorf("stdout:\n%s\nwant:\n%s", out, want)
	}
	checkErrLines(t, errOut, []string{"-:2:11: invalid percent-encoding"})
}

func TestToURIHelp(t *testing.T) {
	code, out, _ := runCmd(t, "", "help", "touri")
	if code != 0 || !strings.Contains(out, "usage: iri touri [--idna]") || !strings.Contains(out, "3987bis-13 §3.5") {
		t.Errorf("exit %d, help:\n%s", code, out)
	}
	code, out, _ = runCmd(t, "", "help")
	if code != 0 || !strings.Contains(out, "touri") {
		t.Errorf("exit %d, usage:\n%s", code, out)
	}
	code, _, errOut := runCmd(t, "", "touri", "--nope")
	if code != 2 || !strings.Contains(errOut, "usage: iri touri") {
		t.Errorf("exit %d, stderr %q", code, errOut)
	}
}
