package main

import (
	"strings"
	"testing"
)

func TestToIRIArgs(t *testing.T) {
	code, out, errOut := runCmd(t, "ignored\n", "toiri",
		"http://www.example.org/D%C3%BCrst",
		"http://www.example.org/D%FCrst",
		"http://xn--99zt52a.example.org/%e2%80%ae",
		"http://example.org/%7Euser/a%2Fb%20c/a%C2%A0b",
		"http://example.org/%EE%80%80?%EE%80%80",
		"",
		"../%E6%97%A5?%41#%e6%9c%ac")
	if code != 0 || errOut != "" {
		t.Fatalf("exit %d, stderr %q", code, errOut)
	}
	want := `http://www.example.org/Dürst
http://www.example.org/D%FCrst
http://xn--99zt52a.example.org/%E2%80%AE
http://example.org/~user/a%2Fb%20c/a%C2%A0b
http://example.org/%EE%80%80?` + "\uE000" + `

../日?A#本
`
	if out != want {
		t.Errorf("stdout:\n%s\nwant:\n%s", out, want)
	}
}

func TestToIRIStdinAndFlags(t *testing.T) {
	in := "http://xn--99zt52a.example.org/%e2%80%ae\r\nhttp://x/?q=%C3%A9#%C3%A9\nuri://xn--99zt52a.jp/%F3%A0%80%81?%F3%A0%80%81\nhttp://x/a%C2%A0b"
	tests := []struct {
		flags []string
		want  string
	}{
		{nil, "http://xn--99zt52a.example.org/%E2%80%AE\nhttp://x/?q=é#é\nuri://xn--99zt52a.jp/%F3%A0%80%81?%F3%A0%80%81\nhttp://x/a%C2%A0b\n"},
		{[]string{"--idna"}, "http://納豆.example.org/%E2%80%AE\nhttp://x/?q=é#é\nuri://xn--99zt52a.jp/%F3%A0%80%81?%F3%A0%80%81\nhttp://x/a%C2%A0b\n"},
		{[]string{"--idna", "--dns-schemes", "uri, ftp"}, "http://xn--99zt52a.example.org/%E2%80%AE\nhttp://x/?q=é#é\nuri://納豆.jp/%F3%A0%80%81?%F3%A0%80%81\nhttp://x/a%C2%A0b\n"},
		{[]string{"--keep-query-encoded"}, "http://xn--99zt52a.example.org/%E2%80%AE\nhttp://x/?q=%C3%A9#é\nuri://xn--99zt52a.jp/%F3%A0%80%81?%F3%A0%80%81\nhttp://x/a%C2%A0b\n"},
		{[]string{"--grammar=rfc3987bis"}, "http://xn--99zt52a.example.org/%E2%80%AE\nhttp://x/?q=é#é\nuri://xn--99zt52a.jp/%F3%A0%80%81?\U000E0001\nhttp://x/a%C2%A0b\n"},
		{[]string{"--decode-discouraged"}, "http://xn--99zt52a.example.org/%E2%80%AE\nhttp://x/?q=é#é\nuri://xn--99zt52a.jp/%F3%A0%80%81?%F3%A0%80%81\nhttp://x/a\u00A0b\n"},
	}
	for _, tt := range tests {
		code, out, errOut := runCmd(t, in, append([]string{"toiri"}, tt.flags...)...)
		if code != 0 || errOut != "" {
			t.Fatalf("%v: exit %d, stderr %q", tt.flags, code, errOut)
		}
		if out != tt.want {
			t.Errorf("%v: stdout %q, want %q", tt.flags, out, tt.want)
		}
	}
}

func TestToIRIInvalidLinesContinue(t *testing.T) {
	in := "http://a/%C3%A9\nhttp://x/é\nb\nhttp://x/a b\n%zz\nc%41\n"
	code, out, errOut := runCmd(t, in, "toiri")
	if code != 1 {
		t.Errorf("exit %d, want 1", code)
	}
	if want := "http://a/é\nb\ncA\n"; out != want {
		t.Errorf("stdout %q, want %q", out, want)
	}
	checkErrLines(t, errOut, []string{
		"-:2:9: ",
		"-:4:10: ",
		"-:5:1: ",
	})
	if !strings.Contains(errOut, "ASCII") {
		t.Errorf("stderr should say that URIs are ASCII only: %q", errOut)
	}
}

func TestToIRIUsage(t *testing.T) {
	code, out, _ := runCmd(t, "", "toiri", "-h")
	if code != 0 || !strings.Contains(out, "usage: iri toiri") || !strings.Contains(out, "--idna") {
		t.Errorf("exit %d, stdout %q", code, out)
	}
	code, _, errOut := runCmd(t, "", "toiri", "--nope")
	if code != 2 || !strings.Contains(errOut, "usage: iri toiri") {
		t.Errorf("exit %d, stderr %q", code, errOut)
	}
	code, out, _ = runCmd(t, "", "help")
	if code != 0 || !strings.Contains(out, "toiri") {
		t.Errorf("help: exit %d, stdout %q", code, out)
	}
}
