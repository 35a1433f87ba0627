package main

import (
	"strings"
	"testing"
)

func TestReadingsExitStatus(t *testing.T) {
	for _, r := range []struct {
		args []string
		in   string
		code int
	}{
		{[]string{"https://example.com/"}, "", 0},
		{[]string{"http://[::1"}, "", 0}, // every reader rejects it: agreement
		{[]string{"https://example.com/", "http://0x7f.1/"}, "", 1},
		{nil, "https://example.com/\nhttp://127.0.0.1./\n", 1},
		{[]string{"--bogus"}, "", 2},
	} {
		code, _, _ := runCmd(t, r.in, append([]string{"readings"}, r.args...)...)
		if code != r.code {
			t.Errorf("iri readings %q: exit %d, want %d", r.args, code, r.code)
		}
	}
}

func TestReadingsText(t *testing.T) {
	code, out, errOut := runCmd(t, "", "readings", "http://0x7f.1/")
	if code != 1 || errOut != "" {
		t.Fatalf("exit %d, stderr %q", code, errOut)
	}
	want := `"http://0x7f.1/"  differ: host
  reader        scheme  userinfo  host       addr       port  path
  RFC 3987      http              0x7f.1                      /
  URL Standard  http              127.0.0.1  127.0.0.1        /
    validation errors: IPv4-non-decimal-part
  net/url       http              0x7f.1                      /
`
	if out != want {
		t.Errorf("stdout:\n%s\nwant:\n%s", out, want)
	}
}

func TestReadingsJSON(t *testing.T) {
	code, out, _ := runCmd(t, "", "readings", "--json", "http://a\\@b/", "https://x/")
	if code != 1 {
		t.Fatalf("exit %d", code)
	}
	lines := strings.Split(strings.TrimSuffix(out, "\n"), "\n")
	if len(lines) != 2 {
		t.Fatalf("%d records, want 2:\n%s", len(lines), out)
	}
	for _, w := range []string{`"agree":false`, `"differ":["accept","userinfo","host","path"]`, `{"reader":"RFC 3987","error":`, `"reader":"URL Standard","scheme":"http","userinfo":"","host":"a"`, `"validation":["invalid-reverse-solidus"]`} {
		if !strings.Contains(lines[0], w) {
			t.Errorf("record 1 lacks %s:\n%s", w, lines[0])
		}
	}
	if !strings.HasPrefix(lines[1], `{"arg":2,"input":"https://x/","result":{"agree":true,"differ":[]`) {
		t.Errorf("record 2: %s", lines[1])
	}
}
