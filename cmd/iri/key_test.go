package main

import (
	"strings"
	"testing"
)

// TestKey: one key per reference, for each --as, in the filter shape of
// the other commands.
func TestKey(t *testing.T) {
	for _, tt := range []struct {
		args []string
		in   string
		want string
	}{
		{[]string{"key", "http://www.Example.com/b?z=1&a=2#top"}, "", "com,example)/b?a=2&z=1\n"},
		{[]string{"key", "--with-scheme", "--trailing-comma", "http://archive.org/goo/?a=2&b&a=1"}, "", "http://(org,archive,)/goo?a=1&a=2&b\n"},
		{[]string{"key", "--no-host-massage", "--path-strip-empty", "http://www.archive.org/"}, "", "org,archive,www)\n"},
		{[]string{"key", "--no-reverse-ipaddr", "http://192.168.1.254/"}, "", "192.168.1.254)/\n"},
		{[]string{"key", "--no-surt", "http://a/b"}, "", "a/b\n"},
		{[]string{"key", "--public-suffix", "http://www.images.amazon.co.uk/x"}, "", "uk,co,amazon)/x\n"},
		{[]string{"key", "--canonicalizer", "none", "http://www.archive.org/A#f"}, "", "org,archive,www)/A#f\n"},
		{[]string{"key", "--fix", "www-label,www-digits"}, "https://www1355544.com/\nhttp://www2.example.com/\n", "com,www1355544)/\ncom,example,www2)/\n"},
		{[]string{"key", "--fix=all", "http://[::1]:8080/a%2Fb"}, "", "[::1]:8080)/a%2fb\n"},
		{[]string{"key", "--as", "ssurt", "http://user:pw@Example.com:8080/p?q#f"}, "", "com,Example,//8080:http@user:pw:/p?q#f\n"},
		{[]string{"key", "--as=safebrowsing", "http://www.GOOgle.com.../a/./b/../c#frag"}, "", "http://www.google.com/a/c\n"},
		{[]string{"key", "--as", "crawl", "http://BÜCHER.example:80/./p#x"}, "", "http://xn--bcher-kva.example/p\n"},
		{[]string{"key"}, "\n", "-\n"},
	} {
		code, out, errOut := runCmd(t, tt.in, tt.args...)
		if code != 0 || out != tt.want || errOut != "" {
			t.Errorf("iri %s: %d, %q, %q; want %q", strings.Join(tt.args, " "), code, out, errOut, tt.want)
		}
	}
}

func TestKeyErrors(t *testing.T) {
	code, out, errOut := runCmd(t, "http://a/\nhttp://a:99999/\nhttp://b/\n", "key", "--on-error=empty")
	if code != 1 || out != "a)/\n\nb)/\n" || errOut != "-:2:9: port is not a number from 0 to 65535 in \"http://a:99999/\" (port)\n" {
		t.Errorf("--on-error=empty: %d, %q, %q", code, out, errOut)
	}
	code, out, _ = runCmd(t, "", "key", "--as", "safebrowsing", "--json", "http:///x", "example.com")
	want := `{"arg":1,"input":"http:///x","error":{"offset":7,"component":"host","rule":"host","message":"empty host in \"http:///x\" (host)"}}` + "\n" +
		`{"arg":2,"input":"example.com","result":"http://example.com/"}` + "\n"
	if code != 1 || out != want {
		t.Errorf("--json: %d, %q, want %q", code, out, want)
	}
	if code, _, errOut = runCmd(t, "", "key", "--as", "ssurt", "--with-scheme", "x"); code != 2 || !strings.Contains(errOut, "applies to --as surt only") {
		t.Errorf("--with-scheme with ssurt: %d, %q", code, errOut)
	}
	if code, _, errOut = runCmd(t, "", "key", "--fix", "nope", "x"); code != 2 || !strings.Contains(errOut, "unknown --fix") {
		t.Errorf("--fix nope: %d, %q", code, errOut)
	}
}
