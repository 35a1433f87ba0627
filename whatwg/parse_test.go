package whatwg

import (
	"errors"
	"slices"
	"strings"
	"testing"
)

// TestValidationErrors: the validation errors the parser reports without
// failing, by the Standard's names (URL Standard §1.2), at byte offsets in
// the caller's input.
func TestValidationErrors(t *testing.T) {
	for _, r := range []struct {
		clause, in string
		want       []string // "code@offset"
	}{
		{"§4.4 step 1.2: leading and trailing C0 controls and spaces", " http://x/ ", []string{"invalid-URL-unit@0", "invalid-URL-unit@10"}},
		{"§4.4 step 3: tabs and newlines, at their offsets", "ht\ttp://x/\n", []string{"invalid-URL-unit@10", "invalid-URL-unit@2"}},
		{"§4.4 special authority slashes state", "http:x/", []string{"special-scheme-missing-following-solidus@5"}},
		{"§4.4 special authority ignore slashes state", "http:////x/", []string{"special-scheme-missing-following-solidus@7", "special-scheme-missing-following-solidus@8"}},
		{"§4.4 authority state: credentials", "http://u:p@x/", []string{"invalid-credentials@7"}},
		{"§4.4 path start state: a backslash", "http://x\\y", []string{"invalid-reverse-solidus@8"}},
		{"§4.4 path state: a code point that is not a URL unit", "http://x/a^b", []string{"invalid-URL-unit@10"}},
		{"§4.4 path state: a % without two hex digits", "http://x/%zz", []string{"invalid-URL-unit@9"}},
		{"§3.5 IPv4 parser: a hexadecimal part", "http://0x7f.1/", []string{"IPv4-non-decimal-part@7"}},
		{"§3.5 IPv4 parser: a trailing empty part", "http://1.2.3.4./", []string{"IPv4-empty-part@7"}},
		{"§3.5 IPv4 parser: a last part above 255", "http://1.300/", []string{"IPv4-out-of-range-part@7"}},
		{"§4.4 file host state: a drive letter as the host; | is no URL unit", "file://C|/x", []string{"file-invalid-Windows-drive-letter-host@7", "invalid-URL-unit@8"}},
		{"no error for a serialized URL", "https://example.com/a?b#c", nil},
	} {
		var got []string
		_, err := ParseOptions{Report: func(v ValidationError) {
			got = append(got, v.Code+"@"+itoa(v.Offset))
		}}.Parse(r.in)
		if err != nil {
			t.Errorf("%s: Parse(%q): %v", r.clause, r.in, err)
			continue
		}
		slices.Sort(got)
		want := slices.Clone(r.want)
		slices.Sort(want)
		if !slices.Equal(got, want) {
			t.Errorf("%s: Parse(%q) reports %q, want %q", r.clause, r.in, got, want)
		}
	}
}

func itoa(i int) string {
	if i < 10 {
		return string(rune('0' + i))
	}
	return itoa(i/10) + string(rune('0'+i%10))
}

// TestErrors: failures, their sentinels, rules and offsets.
func TestErrors(t *testing.T) {
	for _, r := range []struct {
		clause, in string
		err        error
		rule       string
		offset     int
	}{
		{"§4.4 no scheme state: no base", "/path", ErrMissingScheme, "missing-scheme-non-relative-URL", 0},
		{"§4.4 host state: an empty host of a special URL", "http:///", ErrHost, "host-missing", 8},
		{"§4.4 authority state: credentials and no host", "http://user@/", ErrHost, "host-missing", 12},
		{"§4.4 port state: not a digit", "http://x:8a/", ErrPort, "port-invalid", 10},
		{"§4.4 port state: above 65535", "http://x:65536/", ErrPort, "port-out-of-range", 9},
		{"§3.5 host parser: a forbidden code point", "http://a<b/", ErrHost, "domain-invalid-code-point", 8},
		{"§3.5 opaque-host parser: a forbidden host code point", "foo://a b/", ErrHost, "host-invalid-code-point", 7},
		{"§3.5 IPv6 parser: unclosed", "http://[::1/", ErrHost, "IPv6-unclosed", 7},
		{"§3.5 IPv6 parser: too few pieces", "http://[1:2]/", ErrHost, "IPv6-too-few-pieces", 11},
		{"§3.5 IPv4 parser: out of range", "http://1.2.3.256/", ErrHost, "IPv4-out-of-range-part", 7},
		{"§3.3 domain to ASCII: a disallowed code point", "http://a\u00adb\u0000/", ErrHost, "domain-invalid-code-point", 7},
		{"§3.3 domain to ASCII: nothing left after mapping", "http://\u00ad/", ErrHost, "domain-to-ASCII", 7},
		{"UTS #46 §4 step 4.1: an A-label with a non-ASCII code point (x/net/idna decodes it)", "ws://xn--axn--a1é－/", ErrHost, "domain-to-ASCII", 5},
		{"UTS #46 §4 step 4.1: xn-- alone, after mapping (x/net/idna makes it an empty label)", "https://a.ＸＮ－－/", ErrHost, "domain-to-ASCII", 8},
		{"UTS #46 §4 step 4.1: an A-label that decodes to ASCII only", "http://xn--a-/", ErrHost, "domain-to-ASCII", 7},
		{"UTS #46 §4 step 4.1: xn-- alone as the last label", "https://0x90x.xn--", ErrHost, "domain-to-ASCII", 8},
		{"invalid UTF-8 is refused, not repaired", "http://x/\xff", ErrInvalidUTF8, "RFC 3629 §3", 9},
		{"offsets count the removed tabs", "\thttp://x:\t9z/", ErrPort, "port-invalid", 12},
	} {
		u, err := Parse(r.in)
		var e *Error
		if !errors.As(err, &e) {
			t.Errorf("%s: Parse(%q) = %q, %v; want an *Error", r.clause, r.in, u.Href(), err)
			continue
		}
		if !errors.Is(err, r.err) || e.Rule != r.rule || e.Offset != r.offset || e.Input != r.in {
			t.Errorf("%s: Parse(%q) error %+v, want %v %s at %d", r.clause, r.in, e, r.err, r.rule, r.offset)
		}
		if !u.IsZero() {
			t.Errorf("%s: a URL with the error", r.clause)
		}
		if msg := err.Error(); !strings.HasPrefix(msg, "whatwg: ") || !strings.HasSuffix(msg, "("+r.rule+")") || strings.Contains(msg, "\n") {
			t.Errorf("%s: message %q", r.clause, msg)
		}
	}
}

func TestForm(t *testing.T) {
	for _, r := range []struct {
		clause, in string
		want       []Pair
		back       string
	}{
		{"URL Standard §5.1: pairs, + as space, percent-decoding", "a=1&b=x+y%21&c", []Pair{{"a", "1"}, {"b", "x y!"}, {"c", ""}}, "a=1&b=x+y%21&c="},
		{"§5.1 step 3.1: empty pieces are dropped", "&&a=1&&", []Pair{{"a", "1"}}, "a=1"},
		{"§5.1 step 3.3: the first = splits", "a==b=", []Pair{{"a", "=b="}}, "a=%3Db%3D"},
		{"§5.1 step 3.5: UTF-8 decoding, U+FFFD for each maximal invalid subpart", "a=%E2%82&b=%FF%C3%A9", []Pair{{"a", "\uFFFD"}, {"b", "\uFFFDé"}}, "a=%EF%BF%BD&b=%EF%BF%BD%C3%A9"},
		{"§5.2: the serializer encodes with the form set, * - . _ kept", "k=*-._~'", []Pair{{"k", "*-._~'"}}, "k=*-._%7E%27"},
		{"the empty string", "", nil, ""},
	} {
		got := ParseForm(r.in)
		if !slices.Equal(got, r.want) {
			t.Errorf("%s: ParseForm(%q) = %q, want %q", r.clause, r.in, got, r.want)
		}
		if s := SerializeForm(got); s != r.back {
			t.Errorf("%s: SerializeForm = %q, want %q", r.clause, s, r.back)
		}
	}
}

func TestPercentEncodeSets(t *testing.T) {
	const all = " \"#$%&'()*+,/:;<=>?@[\\]^`{|}~\x00\x7f\u00e9"
	for _, r := range []struct {
		set  EncodeSet
		want string
	}{
		{C0ControlSet, " \"#$%&'()*+,/:;<=>?@[\\]^`{|}~%00%7F%C3%A9"},
		{FragmentSet, "%20%22#$%&'()*+,/:;%3C=%3E?@[\\]^%60{|}~%00%7F%C3%A9"},
		{QuerySet, "%20%22%23$%&'()*+,/:;%3C=%3E?@[\\]^`{|}~%00%7F%C3%A9"},
		{SpecialQuerySet, "%20%22%23$%&%27()*+,/:;%3C=%3E?@[\\]^`{|}~%00%7F%C3%A9"},
		{PathSet, "%20%22%23$%&'()*+,/:;%3C=%3E%3F@[\\]%5E%60%7B|%7D~%00%7F%C3%A9"},
		{UserinfoSet, "%20%22%23$%&'()*+,%2F%3A%3B%3C%3D%3E%3F%40%5B%5C%5D%5E%60%7B%7C%7D~%00%7F%C3%A9"},
		{ComponentSet, "%20%22%23%24%25%26'()*%2B%2C%2F%3A%3B%3C%3D%3E%3F%40%5B%5C%5D%5E%60%7B%7C%7D~%00%7F%C3%A9"},
		{FormURLEncodedSet, "%20%22%23%24%25%26%27%28%29*%2B%2C%2F%3A%3B%3C%3D%3E%3F%40%5B%5C%5D%5E%60%7B%7C%7D%7E%00%7F%C3%A9"},
	} {
		if got := PercentEncode(all, r.set); got != r.want {
			t.Errorf("URL Standard §1.3 set %d:\n got %s\nwant %s", r.set, got, r.want)
		}
		if PercentDecode(PercentEncode(all, r.set)) != all {
			t.Errorf("set %d: PercentDecode does not invert PercentEncode", r.set)
		}
	}
}

// TestComponents: each accessor on URLs of every shape.
func TestComponents(t *testing.T) {
	for _, r := range []struct {
		in                                                          string
		proto, user, pass, host, hostname, port, path, search, hash string
		kind                                                        HostKind
	}{
		{"https://u:p@EX.com:8080/a?b#c", "https:", "u", "p", "ex.com:8080", "ex.com", "8080", "/a", "?b", "#c", DomainHost},
		{"http://:p@x/", "http:", "", "p", "x", "x", "", "/", "", "", DomainHost},
		{"http://[0:0::1]:80/", "http:", "", "", "[::1]", "[::1]", "", "/", "", "", IPv6Host},
		{"file:///C|/x", "file:", "", "", "", "", "", "/C:/x", "", "", EmptyHost},
		{"foo:/.//a", "foo:", "", "", "", "", "", "//a", "", "", NoHost},
		{"foo://h%41/?#", "foo:", "", "", "h%41", "h%41", "", "/", "", "", OpaqueHost},
		{"mailto:x@y", "mailto:", "", "", "", "", "", "x@y", "", "", NoHost},
	} {
		u, err := Parse(r.in)
		if err != nil {
			t.Errorf("Parse(%q): %v", r.in, err)
			continue
		}
		got := []string{u.Protocol(), u.Username(), u.Password(), u.Host(), u.Hostname(), u.Port(), u.Pathname(), u.Search(), u.Hash()}
		want := []string{r.proto, r.user, r.pass, r.host, r.hostname, r.port, r.path, r.search, r.hash}
		if !slices.Equal(got, want) || u.HostKind() != r.kind {
			t.Errorf("Parse(%q) = %q %v, want %q %v", r.in, got, u.HostKind(), want, r.kind)
		}
	}
}

// TestParseAgainstBase: cases where Node 20's URL (an older ada) answers
// otherwise, each worked through the Standard's states.
func TestParseAgainstBase(t *testing.T) {
	for _, r := range []struct {
		clause, base, in, want string
	}{
		{"§4.4 path state: a last .. appends the empty segment, also in non-special URLs", "", "htp://example.com/foo/../../..", "htp://example.com/"},
		{"§4.4 path state: .a. is no dot segment", "", "http://example.com/foo/.a././../ton", "http://example.com/foo/ton"},
		{"§4.4 relative state, EOF: the base's empty query stays, the fragment goes", "https://x/?#y", "", "https://x/?"},
		{"§4.4 file state: the base path shortened, then %2e and ..", "file:///w|m", "%2e/d:]/..", "file:///"},
		{"§4.4 no scheme state: a base with an opaque path keeps its empty query", "non-special:x/?#y", "#z", "non-special:x/?#z"},
		{"§4.4 no scheme state: a base with an opaque path takes only a fragment", "test:test", "%#", ""},
	} {
		var base URL
		if r.base != "" {
			b, err := Parse(r.base)
			if err != nil {
				t.Fatal(err)
			}
			base = b
		}
		u, err := base.Parse(r.in)
		if u.Href() != r.want || (err == nil) != (r.want != "") {
			t.Errorf("%s: %q against %q = %q, %v; want %q", r.clause, r.in, r.base, u.Href(), err, r.want)
		}
	}
}
