package whatwg

import (
	"net/url"
	"testing"
)

// TestNoAllocs: an input that is already its serialization is the href
// itself, with nothing allocated (the package's fast-path promise).
func TestNoAllocs(t *testing.T) {
	for _, s := range []string{
		"https://example.com/",
		"https://user:pass@example.com:8080/a/b?q=1#f",
		"http://127.0.0.1/x",
		"http://[::1]/x",
		"file:///C:/Windows/",
		"mailto:x@example.com",
		"foo://host/path?q",
		"https://example.com/" + string(make([]byte, 0)) + "a/very/long/path/that/goes/on/and/on/and/on/and/on/and/on/and/on/and/on/and/on/and/on/and/on/and/on/and/on/and/on/and/on/and/on/and/on/and/on/and/on/and/on/and/on/and/on/and/on",
	} {
		u, err := Parse(s)
		if err != nil || u.Href() != s {
			t.Fatalf("Parse(%q) = %q, %v; want itself", s, u.Href(), err)
		}
		if n := testing.AllocsPerRun(100, func() { Parse(s) }); n != 0 {
			t.Errorf("Parse(%q): %v allocations, want 0", s, n)
		}
	}
	base, _ := Parse("https://example.com/a/b")
	if n := testing.AllocsPerRun(100, func() { base.Parse("../c?d") }); n != 1 {
		t.Errorf("base.Parse: %v allocations, want 1 (the href)", n)
	}
}

func BenchmarkParse(b *testing.B) {
	in := []string{"https://example.com/a/b?q=1#f", "HTTP://Example.COM/a/./b/../c", "http://0x7f.1/", "https://xn--nxasmq6b.com/x"}
	b.Run("whatwg", func(b *testing.B) {
		for i := 0; i < b.N; i++ {
			Parse(in[i%len(in)])
		}
	})
	b.Run("net/url", func(b *testing.B) {
		for i := 0; i < b.N; i++ {
			url.Parse(in[i%len(in)])
		}
	})
}
