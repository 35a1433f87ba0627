package main

import (
	"strings"
	"testing"
)

func TestQueryCommand(t *testing.T) {
	tests := []struct {
		args     []string
		stdin    string
		code     int
		out, err string
	}{
		{[]string{"query", "--delete", "utm_source", "--set", "page=2", "http://example.com/?utm_source=x&q=a+b&page=1"}, "", 0,
			"http://example.com/?q=a+b&page=2\n", ""},
		// The edits run in command-line order.
		{[]string{"query", "--set", "a=1", "--delete", "a", "http://h/?a=0&b"}, "", 0, "http://h/?b\n", ""},
		{[]string{"query", "--delete", "a", "--set", "a=1", "http://h/?a=0&b"}, "", 0, "http://h/?b&a=1\n", ""},
		// K and V split at the first "=".
		{[]string{"query", "--add", "k=v=w", "--add", "e=", "http://h/"}, "", 0, "http://h/?k=v=w&e=\n", ""},
		{[]string{"query", "--add", "q=a b", "http://h/"}, "", 0, "http://h/?q=a%20b\n", ""},
		{[]string{"query", "--form-urlencoded", "--add", "q=a b", "--delete", "x y", "http://h/?x+y=1"}, "", 0, "http://h/?q=a+b\n", ""},
		{[]string{"query", "--keep", "v, t", "http://h/w?feature=share&v=abc&t=42#f"}, "", 0, "http://h/w?v=abc&t=42#f\n", ""},
		{[]string{"query", "--delete", "a", "http://h/?a=1"}, "", 0, "http://h/?\n", ""},
		{[]string{"query", "--delete", "a", "--without-empty-query", "http://h/?a=1#f"}, "", 0, "http://h/#f\n", ""},
		{[]string{"query", "--set", "日=本", "http://h/"}, "", 0, "http://h/?日=本\n", ""},
		// Standard input, and the other commands' conventions.
		{[]string{"query", "--add", "x=1"}, "http://a/\nhttp://b/?y\n", 0, "http://a/?x=1\nhttp://b/?y&x=1\n", ""},
		{[]string{"query", "--add", "x=1", "--json"}, "http://a/\n", 0, `{"line":1,"input":"http://a/","result":"http://a/?x=1"}` + "\n", ""},
		{[]string{"query", "--delete", "b", "http://h/?a=1;b=2", "http://h/?b=1"}, "", 1, "http://h/?\n",
			`arg:1:13: query is not key=value pairs: "http://h/?a=1;b=2" (HTML 4.01 §B.2.2)` + "\n"},
		{[]string{"query", "--delete", "b", "--on-error=empty", "http://h/?12,34", "http://h/?b=1"}, "", 1, "\nhttp://h/?\n",
			`arg:1:12: query is not key=value pairs: "http://h/?12,34" (HTML 4.01 §17.13.4)` + "\n"},
		{[]string{"query", "--delete", "b", "--json", "http://h/?a=1;b=2"}, "", 1,
			`{"arg":1,"input":"http://h/?a=1;b=2","error":{"offset":13,"component":"query","rule":"HTML 4.01 §B.2.2","message":"query is not key=value pairs: \"http://h/?a=1;b=2\" (HTML 4.01 §B.2.2)"}}` + "\n", ""},
		// A piece without "=" that is no key: the query is not pairs.
		{[]string{"query", "--delete", "x", "--delete", "y", "http://h/p?x=1&12,34"}, "", 1, "",
			`arg:1:17: query is not key=value pairs: "http://h/p?x=1&12,34" (HTML 4.01 §17.13.4)` + "\n"},
		{[]string{"query", "--add", "x=1", "http://h/a b"}, "", 1, "", `arg:1:10: invalid character U+0020 in path: "http://h/a b" (ipchar)` + "\n"},
		// Usage errors.
		{[]string{"query", "http://h/"}, "", 2, "", "iri query: no edit"},
		{[]string{"query", "--set", "novalue", "http://h/"}, "", 2, "", "iri query: --set"},
	}
	for _, tt := range tests {
		code, out, errOut := runCmd(t, tt.stdin, tt.args...)
		if code != tt.code || out != tt.out || !strings.HasPrefix(errOut, tt.err) || (tt.err == "") != (errOut == "") {
			t.Errorf("iri %q: exit %d, stdout %q, stderr %q; want %d, %q, %q", tt.args, code, out, errOut, tt.code, tt.out, tt.err)
		}
	}
}

// TestParseJSONOriginDomain checks the members that parse --json gives an
// absolute IRI: its RFC 6454 §6.2 origin, and its registrable domain.
func TestParseJSONOriginDomain(t *testing.T) {
	for in, want := range map[string]string{
		"https://www.bücher.example.co.uk:8443/": `"absolute":true,"origin":"https://www.xn--bcher-kva.example.co.uk:8443","registrableDomain":"example.co.uk"}`,
		"HTTP://WWW.Example.COM:80/":             `"absolute":true,"origin":"http://www.example.com","registrableDomain":"Example.COM"}`,
		"http://192.0.2.1/":                      `"absolute":true,"origin":"http://192.0.2.1"}`,
		"file:///etc/hosts":                      `"absolute":true,"origin":"null"}`,
		"http://a..b/":                           `"absolute":true}`,
		"foo.example.org/x":                      `"absolute":false}`,
	} {
		_, out, _ := runCmd(t, "", "parse", "--json", in)
		if !strings.HasSuffix(out, want+"}\n") {
			t.Errorf("parse --json %q = %s; want it to end with %s}", in, out, want)
		}
	}
}
