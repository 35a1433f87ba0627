package main

import (
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// extractSample is mail-like text in several scripts.
const extractSample = "Hi,\nsee <https://example.org/drafts/\n  iri.html> and 詳細はhttps://例え.jp/パス。\nNote: README.md; go.dev/doc, bob@example.com.\n"

func TestExtract(t *testing.T) {
	// RFC 3986 Appendix C (folding in angle brackets), RFC 3987 §7.3
	// (the ideographic full stop ends, the katakana does not), strict
	// mode ("Note:" is no scheme).
	code, out, errOut := runCmd(t, extractSample, "extract")
	if want := "https://example.org/drafts/iri.html\nhttps://例え.jp/パス\n"; code != 0 || out != want || errOut != "" {
		t.Errorf("exit %d, stdout %q, stderr %q; want %q", code, out, errOut, want)
	}
	// --relaxed, --email: names and addresses, as written; README.md is
	// a file name.
	code, out, _ = runCmd(t, extractSample, "extract", "--relaxed", "--email")
	if want := "https://example.org/drafts/iri.html\nhttps://例え.jp/パス\ngo.dev/doc\nbob@example.com\n"; code != 0 || out != want {
		t.Errorf("--relaxed --email: exit %d, %q", code, out)
	}
	// --form uri: RFC 3987 §3.1.
	code, out, _ = runCmd(t, extractSample, "extract", "--relaxed", "--form", "uri")
	if want := "https://example.org/drafts/iri.html\nhttps://%E4%BE%8B%E3%81%88.jp/%E3%83%91%E3%82%B9\nhttps://go.dev/doc\n"; code != 0 || out != want {
		t.Errorf("--form uri: exit %d, %q", code, out)
	}
	// Nothing found: exit 1, as grep.
	if code, out, _ := runCmd(t, "Note: nothing here.\n", "extract"); code != 1 || out != "" {
		t.Errorf("nothing: exit %d, %q", code, out)
	}
}

func TestExtractJSONFiles(t *testing.T) {
	dir := t.TempDir()
	a := filepath.Join(dir, "a.txt")
	if err := os.WriteFile(a, []byte("one\ntwo http://x.example/ (http://y.example/a_(b))\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	code, out, errOut := runCmd(t, "from stdin: mailto:a@example.com\n", "extract", "--json", "--form=uri", a, "-")
	want := `{"file":"` + a + `","line":2,"start":8,"end":25,"text":"http://x.example/","iri":"http://x.example/","uri":"http://x.example/"}
{"file":"` + a + `","line":2,"start":27,"end":49,"text":"http://y.example/a_(b)","iri":"http://y.example/a_(b)","uri":"http://y.example/a_(b)"}
{"file":"-","line":1,"start":12,"end":32,"text":"mailto:a@example.com","iri":"mailto:a@example.com","uri":"mailto:a@example.com"}
`
	if code != 0 || out != want || errOut != "" {
		t.Errorf("exit %d, stderr %q, stdout\n%s\nwant\n%s", code, errOut, out, want)
	}
}

func TestExtractErrors(t *testing.T) {
	dir := t.TempDir()
	bad := filepath.Join(dir, "latin1.txt")
	if err := os.WriteFile(bad, []byte("http://a.example/\ncaf\xe9 http://b.example/\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	missing := filepath.Join(dir, "none.txt")
	code, out, errOut := runCmd(t, "", "extract", missing, bad)
	if code != 2 || out != "http://a.example/\n" {
		t.Errorf("exit %d, stdout %q", code, out)
	}
	lines := strings.Split(strings.TrimSuffix(errOut, "\n"), "\n")
	if len(lines) != 2 || lines[0] != "iri extract: "+missing+": no such file or directory" ||
		lines[1] != bad+`:2:3: invalid UTF-8 byte 0xE9: "caf\xe9 http://b.example/" (RFC 3629 §4)` {
		t.Errorf("stderr:\n%s", errOut)
	}
	if code, _, errOut := runCmd(t, "", "extract", "--form", "url"); code != 2 || !strings.Contains(errOut, "want iri or uri") {
		t.Errorf("bad --form: exit %d, %q", code, errOut)
	}
	code, out, _ = runCmd(t, "", "help", "extract")
	if code != 0 || !strings.Contains(out, "its arguments are files") {
		t.Errorf("help: %d %q", code, out)
	}
}
