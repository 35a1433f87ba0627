package readings

import (
	"slices"
	"testing"
)

// TestClasses: one example of each class of parser disagreement that the
// verdict catches (issue 41 item 5), with the components it names.
func TestClasses(t *testing.T) {
	for _, r := range []struct {
		class, in string
		differ    []string
		host      string // the URL Standard's host
	}{
		{"agreement: a plain URL (RFC 3986 §3, URL Standard §4.4)", "https://example.com/a?b#c", nil, "example.com"},
		{"agreement: case, a default port and dot segments are the same resource", "HTTP://EXAMPLE.com:80/a/../b", nil, "example.com"},
		{"agreement: every reader rejects", "http://[::1/", nil, ""},
		{"scheme confusion: a scheme with a tab only the URL Standard removes (§4.4 step 3)", "ht\ttp://example.com/", []string{"accept"}, "example.com"},
		{"scheme confusion: a newline inside javascript: only the URL Standard removes (§4.4 step 3)", "java\nscript:alert(1)", []string{"accept"}, ""},
		{"agreement on scheme confusion: every reader reads the scheme example.com, which a person reads as a host", "example.com:80/x", nil, ""},
		{"slashes: the URL Standard skips extra slashes after a special scheme (§4.4 special authority ignore slashes state)", "http:///evil.com/", []string{"host", "path"}, "evil.com"},
		{"backslashes: \\ is / in special URLs (§4.4 path state, invalid-reverse-solidus)", "https://evil.com\\@good.com/", []string{"accept", "userinfo", "host", "path"}, "evil.com"},
		{"userinfo: \\@ ends the authority for the URL Standard", "http://127.0.0.1:6666\\@1.1.1.1", []string{"accept", "userinfo", "host", "port", "path"}, "127.0.0.1"},
		{"userinfo: the last @ ends the userinfo (§4.4 authority state)", "http://good.com@evil.com@x.com/", []string{"accept"}, "x.com"},
		{"percent-encoded hosts: decoded by the URL Standard's host parser (§3.5 step 4), refused by net/url", "http://%65vil.com/", []string{"accept"}, "evil.com"},
		{"legacy IPv4: hexadecimal and shortened (§3.5 IPv4 parser)", "http://0x7f.1/", []string{"host"}, "127.0.0.1"},
		{"legacy IPv4: octal", "http://0177.0.0.1/", []string{"host"}, "127.0.0.1"},
		{"legacy IPv4: one decimal number", "http://2130706433/", []string{"host"}, "127.0.0.1"},
		{"IPv4-mapped IPv6: every reader sees ::ffff:127.0.0.1; Host unmaps it (RFC 4291 §2.5.5.2)", "http://[::ffff:127.0.0.1]/", nil, "[::ffff:7f00:1]"},
		{"trailing dots: an IPv4 address for the URL Standard (ipv4-empty-part), a name for the others", "http://127.0.0.1./", []string{"host"}, "127.0.0.1"},
		{"stripped tabs and newlines (§4.4 step 3)", "http://exa\tmple.com/", []string{"accept", "host"}, "example.com"},
		{"leading C0 controls and spaces (§4.4 step 1.2)", "\x01 http://evil.com/", []string{"accept"}, "evil.com"},
		{"trailing C0 controls and spaces", "http://evil.com/\x00", []string{"accept", "path"}, "evil.com"},
	} {
		v := Read(r.in)
		if !slices.Equal(v.Differ, r.differ) {
			t.Errorf("%s: Read(%q).Differ = %q, want %q", r.class, r.in, v.Differ, r.differ)
			for _, x := range v.Readings {
				t.Logf("  %+v", x)
			}
		}
		var host string
		for _, x := range v.Readings {
			if x.Reader == URLStandard {
				host = x.Host
			}
		}
		if host != r.host {
			t.Errorf("%s: the URL Standard's host of %q is %q, want %q", r.class, r.in, host, r.host)
		}
		if v.Agree() != (len(r.differ) == 0) {
			t.Errorf("%s: Agree() = %v with Differ %q", r.class, v.Agree(), v.Differ)
		}
	}
}

func TestVerdictHost(t *testing.T) {
	for _, r := range []struct {
		in, host string
		ok       bool
	}{
		{"https://API.example.com/v1", "api.example.com", true},
		{"http://[::ffff:127.0.0.1]/", "127.0.0.1", true},
		{"http://0x7f.1/", "", false},
		{"http://[::1/", "", false},
	} {
		h, ok := Read(r.in).Host()
		if h != r.host || ok != r.ok {
			t.Errorf("Read(%q).Host() = %q, %v; want %q, %v", r.in, h, ok, r.host, r.ok)
		}
	}
}
