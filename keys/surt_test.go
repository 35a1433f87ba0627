package keys

import (
	"errors"
	"regexp"
	"slices"
	"strings"
	"testing"
)

// The rows cite the part of the reference (internetarchive/surt 0.3.1,
// a port of webarchive-commons' org.archive.url) whose behaviour they
// pin: surt.surt, handyurl.parse, handyurl.geturl_bytes,
// GoogleURLCanonicalizer, IAURLCanonicalizer, URLRegexTransformer.
func TestSURT(t *testing.T) {
	for _, tt := range []struct {
		in, want, cite string
	}{
		{"", "-", "surt.surt: empty input"},
		{"filedesc:foo.arc.gz", "filedesc:foo.arc.gz", "surt.surt: filedesc"},
		{"filedesc://x/Y", "filedesc://x/Y", "surt.surt: filedesc"},
		{"http://www.Example.com/b?z=1&a=2", "com,example)/b?a=2&z=1", "IAURLCanonicalizer: massageHost, alphaReorderQuery"},
		{"http://archive.org:0/x", "org,archive)/x", "handyurl.parse: port 0 is no port"},
		{"http://archive.org:080/x", "org,archive)/x", "handyurl.parse: leading zeros; IAURLCanonicalizer: default port"},
		{"https://archive.org:80/", "org,archive:80)/", "IAURLCanonicalizer.getDefaultPort: https is 443"},
		{"http://archive.org:443/", "org,archive:443)/", "IAURLCanonicalizer.getDefaultPort"},
		{"HTTP://archive.org:80/", "org,archive)/", "IAURLCanonicalizer.getDefaultPort: scheme lowercased"},
		{"www.google.com:8080/foo", "www.google.com:8080/foo", "handyurl.addDefaultSchemeIfNeeded: host:port reads as a scheme"},
		{"google.com/foo", "com,google)/foo", "handyurl.addDefaultSchemeIfNeeded"},
		{"http://[::1]:8080/a", "::1:8080)/a", "handyurl.parse: brackets dropped"},
		{"http://user:pw@Example.com/", "com,example)/", "handyurl.parse: userinfo dropped"},
		{"http://a@b@Example.com/", "com,example)/", "handyurl.parse: up to the last @"},
		{"http:foo.com/x", "com,foo)/x", "handyurl.parse: http without //"},
		{"http:foo.com:8080/x", "com:8080,foo)/x", "handyurl.parse: the host from the path keeps its colon"},
		{"http:////////www.vikings.com", "com,vikings)/", "handyurl.parse: http:////"},
		{"http://https://order.1and1.com", "com,1and1,order)/", "handyurl.parse: repeated protocols"},
		{"http://mineral.galleries.com:/minerals/a.htm", "com,galleries,mineral)/minerals/a.htm", "handyurl.parse: trailing colon"},
		{"mailto:foo@example.com", "mailto:foo@example.com", "handyurl.geturl_bytes: no host"},
		{"dns:archive.org", "dns:archive.org", "handyurl.geturl_bytes: no host"},
		{"warcinfo:foo.warc.gz", "warcinfo:foo.warc.gz", "handyurl.geturl_bytes: no host"},
		{"  http://www.google.com/  ", "com,google)/", "handyurl.parse: strip"},
		{"http://www.google.com/foo\tbar\rbaz\n2", "com,google)/foobarbaz2", "handyurl.parse: TAB, CR, LF removed"},
		{"http://a/b%3Fc", "a)/b?c", "GoogleURLCanonicalizer: path decoded"},
		{"http://a/x%2F..%2Fy", "a)/y", "GoogleURLCanonicalizer: %2F decoded before normalizePath"},
		{"http://host/%25%32%35", "host)/%25", "GoogleURLCanonicalizer.unescapeRepeatedly"},
		{"http://host/%2525252525252525", "host)/%25", "GoogleURLCanonicalizer.unescapeRepeatedly"},
		{"http://host/%%%25%32%35asd%%", "host)/%25%25%25asd%25%25", "GoogleURLCanonicalizer.unescapeRepeatedly"},
		{"http://3279880203/blah", "11,0,127,195)/blah", "GoogleURLCanonicalizer.attemptIPFormats: a number mod 2^32"},
		{"http://39024579298/", "226,210,11,22)/", "GoogleURLCanonicalizer.attemptIPFormats: mod 2^32"},
		{"http://017.0.0.1/", "1,0,0,15)/", "GoogleURLCanonicalizer.attemptIPFormats: octal"},
		{"http://10.0.258/", "2,1,0,10)/", "GoogleURLCanonicalizer.attemptIPFormats: short form"},
		{"http://1.2.3.256/", "256,3,2,1)/", "GoogleURLCanonicalizer.attemptIPFormats: out of range stays"},
		{"http://0x7f.1/", "1,0x7f)/", "GoogleURLCanonicalizer.attemptIPFormats: no hex"},
		{"http://%31%36%38%2e%31%38%38%2e%39%39%2e%32%36/%2E%73%65%63%75%72%65/", "26,99,188,168)/.secure", "GoogleURLCanonicalizer: host decoded"},
		{"http://www.google.com.../", "com,google)/", "GoogleURLCanonicalizer: dots"},
		{"http://a....b/", "b,,a)/", "GoogleURLCanonicalizer: one pass of .. to ."},
		{"http://www.google.com/blah/..", "com,google)/", "GoogleURLCanonicalizer.normalizePath"},
		{"http://host.com//twoslashes?more//slashes", "com,host)/twoslashes?more//slashes", "GoogleURLCanonicalizer.normalizePath: query untouched"},
		{"http://a/..", "a)/..", "GoogleURLCanonicalizer.normalizePath: .. kept at the root"},
		{"http://evil.com/foo#bar#baz", "com,evil)/foo", "GoogleURLCanonicalizer: fragment removed"},
		{"http://www.google.com/q?", "com,google)/q", "IAURLCanonicalizer: query_strip_empty"},
		{"http://www.google.com/q?r?s", "com,google)/q?r?s", "handyurl.parse: first ? only"},
		{"http:// leadingspace.com/", "com,%20leadingspace)/", "GoogleURLCanonicalizer.escapeOnce"},
		{"%20leadingspace.com/", "com,%20leadingspace)/", "GoogleURLCanonicalizer: host decoded and escaped"},
		{"http://host%23.com/%257Ea%2521b", "com,host%23)/~a!b", "GoogleURLCanonicalizer.escapeOnce keeps ! and ~"},
		{"http://example.com/app?item=Wroc%C5%82aw", "com,example)/app?item=wroc%c5%82aw", "GoogleURLCanonicalizer.escapeOnce, IAURLCanonicalizer: lowercase"},
		{"http://example.com/caf\u00e9", "com,example)/caf%c3%a9", "GoogleURLCanonicalizer.escapeOnce: UTF-8 bytes"},
		{"Bücher.ch:8080", "ch,xn--bcher-kva:8080)/", "GoogleURLCanonicalizer: IDNA"},
		{"\u2603.com", "com,xn--n3h)/", "GoogleURLCanonicalizer: IDNA"},
		{"http://\x01\u0080.com/", "com,%01%c2%80)/", "GoogleURLCanonicalizer: IDNA fails, bytes kept"},
		{"http://www.t%EF%BF%BD%04.82.net/", "net,82,t%ef%bf%bd%04)/", "GoogleURLCanonicalizer: IDNA fails"},
		{"http://example.com/script?type=a+b+%26+c&grape=wine", "com,example)/script?+c&grape=wine&type=a+b+", "GoogleURLCanonicalizer: %26 decoded (the reference's xfail)"},
		{"https://www1355544.com/", "com)/", "IAURLCanonicalizer.massageHost"},
		{"http://www12.foo.com/", "com,foo)/", "IAURLCanonicalizer.massageHost"},
		{"http://www2.www2foo.com/", "com,www2foo)/", "IAURLCanonicalizer.massageHost: once"},
		{"http://www2foo.com/", "com,www2foo)/", "IAURLCanonicalizer.massageHost: needs the dot"},
		{"http://archive.org/big/", "org,archive)/big", "IAURLCanonicalizer: trailing slash"},
		{"http://archive.org/big//", "org,archive)/big", "GoogleURLCanonicalizer.normalizePath, IAURLCanonicalizer: one slash"},
		{"http://archive.org/goo/?a=2&b&a=1", "org,archive)/goo?a=1&a=2&b", "IAURLCanonicalizer.alphaReorderQuery"},
		{"http://a/?a=1&", "a)/?&a=1", "IAURLCanonicalizer.alphaReorderQuery: empty piece first"},
		{"http://a/?b=b&a=b&b=a&a=a", "a)/?a=a&a=b&b=a&b=b", "IAURLCanonicalizer.alphaReorderQuery"},
		{"http://a/?a-b&a=1", "a)/?a=1&a-b", "IAURLCanonicalizer.alphaReorderQuery: tuples, not strings"},
		{"http://a/?A=1&a", "a)/?a&a=1", "IAURLCanonicalizer: lowercase before sorting"},
		{"http://a/(S(4hqa0555fwsecu455xqckv45))/mileg.aspx", "a)/mileg.aspx", "URLRegexTransformer.stripPathSessionID"},
		{"http://a/x/(4hqa0555fwsecu455xqckv45)/m.aspx?q", "a)/x/m.aspx?q", "URLRegexTransformer.stripPathSessionID"},
		{"http://a/?one=two&jsessionid=0123456789abcdef0123456789ABCDEF", "a)/?&one=two", "URLRegexTransformer.stripQuerySessionID: & kept"},
		{"http://a/?jsessionid=0123456789abcdef0123456789ABCDEF&x=1", "a)/?x=1", "URLRegexTransformer.stripQuerySessionID"},
		{"http://a/?jsessionid=0123456789abcdef0123456789ABCDEF0", "a)/?jsessionid=0123456789abcdef0123456789abcdef0", "URLRegexTransformer.stripQuerySessionID: 33 do not match"},
		{"http://a/?PHPSESSID=0123456789abcdef0123456789abcdef", "a)/", "URLRegexTransformer.stripQuerySessionID"},
		{"http://a/?xsid=0123456789abcdef0123456789abcdef&y", "a)/?xy", "URLRegexTransformer.stripQuerySessionID: any key ending in sid"},
		{"http://a/?ASPSESSIONIDabcdefgh=abcdefghijklmnopqrstuvwx&z", "a)/?z", "URLRegexTransformer.stripQuerySessionID"},
		{"http://a/?cfid=12&cftoken=ab-1&z=2", "a)/?z=2", "URLRegexTransformer.stripQuerySessionID: cfid"},
		{"http://a:99999/", "", "handyurl.parse: port out of range"},
		{"http://a:8x/", "", "handyurl.parse: port not a number"},
		{"   ", "", "handyurl.parse: nothing left"},
	} {
		got, err := SURT(tt.in)
		if tt.want == "" {
			var e *Error
			if !errors.As(err, &e) || got != "" {
				t.Errorf("SURT(%q) = %q, %v; want an *Error (%s)", tt.in, got, err, tt.cite)
			}
			continue
		}
		if err != nil || got != tt.want {
			t.Errorf("SURT(%q) = %q, %v; want %q (%s)", tt.in, got, err, tt.want, tt.cite)
		}
	}
}

// TestSURTOptions: each option of the reference, and the fixes.
func TestSURTOptions(t *testing.T) {
	for _, tt := range []struct {
		in   string
		o    SURTOptions
		want string
		cite string
	}{
		{"http://www.archive.org:8080/", SURTOptions{TrailingComma: true}, "org,archive:8080,)/", "trailing_comma=True"},
		{"http://www.example.com/", SURTOptions{WithScheme: true}, "http://(com,example)/", "with_scheme=True"},
		{"http://archive.org/goo/?a=2&b&a=1", SURTOptions{WithScheme: true, TrailingComma: true}, "http://(org,archive,)/goo?a=1&a=2&b", "with_scheme, trailing_comma"},
		{"mailto:a@b", SURTOptions{WithScheme: true}, "mailto:a@b", "with_scheme=True, no host"},
		{"http://a/b", SURTOptions{NoSURT: true}, "a/b", "surt=False"},
		{"http://a/b", SURTOptions{NoSURT: true, WithScheme: true}, "http://a/b", "surt=False, with_scheme=True"},
		{"http://192.168.1.254/x", SURTOptions{NoReverseIPAddr: true}, "192.168.1.254)/x", "reverse_ipaddr=False"},
		{"http://990.991.992.993/x", SURTOptions{NoReverseIPAddr: true}, "990.991.992.993)/x", "reverse_ipaddr=False: any four groups"},
		{"http://192.168.1.254/x", SURTOptions{}, "254,1,168,192)/x", "reverse_ipaddr=True"},
		{"http://archive.org/", SURTOptions{PathStripEmpty: true}, "org,archive)", "path_strip_empty=True"},
		{"http://archive.org/?a", SURTOptions{PathStripEmpty: true}, "org,archive)/?a", "path_strip_empty=True, query"},
		{"http://www.archive.org/", SURTOptions{NoHostMassage: true}, "org,archive,www)/", "host_massage=False"},
		{"http://archive.org:80/", SURTOptions{NoPortStripDefault: true}, "org,archive:80)/", "port_strip_default=False"},
		{"http://a/B/C/", SURTOptions{NoPathLowercase: true}, "a)/B/C", "path_lowercase=False"},
		{"http://a/B/", SURTOptions{NoPathStripTrailingSlash: true}, "a)/b/", "path_strip_trailing_slash_unless_empty=False"},
		{"http://a/(S(4hqa0555fwsecu455xqckv45))/m.aspx", SURTOptions{NoPathStripSessionID: true}, "a)/(s(4hqa0555fwsecu455xqckv45))/m.aspx", "path_strip_session_id=False"},
		{"http://a/?B=1&A", SURTOptions{NoQueryLowercase: true}, "a)/?A&B=1", "query_lowercase=False"},
		{"http://a/?b&a", SURTOptions{NoQueryAlphaReorder: true}, "a)/?b&a", "query_alpha_reorder=False"},
		{"http://a/?sid=0123456789abcdef0123456789abcdef", SURTOptions{NoQueryStripSessionID: true}, "a)/?sid=0123456789abcdef0123456789abcdef", "query_strip_session_id=False"},
		{"http://archive.org/goo?", SURTOptions{NoQueryStripEmpty: true}, "org,archive)/goo?", "query_strip_empty=False"},
		{"http://a/?sid=0123456789abcdef0123456789abcdef", SURTOptions{NoQueryStripEmpty: true}, "a)/?", "query_strip_empty=False: emptied query"},
		{"http://WWW.A.com/", SURTOptions{Canonicalizer: Identity, NoHostLowercase: true}, "com,a,www)/", "handyurl.parse lowercases the host"},
		{"http://www.archive.org/A?b#f", SURTOptions{Canonicalizer: Identity}, "org,archive,www)/A?b#f", "canonicalizer=[]: fragment survives"},
		{"http://www.archive.org?", SURTOptions{Canonicalizer: Identity, WithScheme: true, NoSURT: true}, "http://www.archive.org?", "handyurl.geturl: last delimiter"},
		{"http://www.archive.org/A/?b#f", SURTOptions{Canonicalizer: IA}, "org,archive)/a?b#f", "canonicalizer=IAURLCanonicalizer"},
		{"http://www.GOOgle.com/A/?b#f", SURTOptions{Canonicalizer: Google}, "com,google,www)/A/?b", "canonicalizer=GoogleURLCanonicalizer"},
		{"http://www.images.amazon.co.uk/", SURTOptions{RegistrableDomain: registrableStub}, "uk,co,amazon)/", "public_suffix=True"},
		{"http://co.uk/", SURTOptions{RegistrableDomain: registrableStub}, "http:/", "public_suffix=True: no registrable domain"},
		{"https://www1355544.com/", SURTOptions{Fixes: FixWWWLabel}, "com,www1355544)/", "fix: registrable label kept"},
		{"https://www1.a.com/", SURTOptions{Fixes: FixWWWLabel}, "com,a)/", "fix: www1.a.com still massaged"},
		{"http://www2.example.com/", SURTOptions{Fixes: FixWWWDigits}, "com,example,www2)/", "fix: www2 kept"},
		{"http://www.example.com/", SURTOptions{Fixes: FixWWWDigits}, "com,example)/", "fix: www. stripped"},
		{"http://example.com/script?type=a+b+%26+c&grape=wine", SURTOptions{Fixes: FixQueryDelimiters}, "com,example)/script?grape=wine&type=a+b+%26+c", "fix: the reference's xfail case"},
		{"http://a/?x=%253D%41", SURTOptions{Fixes: FixQueryDelimiters}, "a)/?x=%3da", "fix: decoded = stays encoded"},
		{"http://a/x%2F..%2Fy", SURTOptions{Fixes: FixPathDelimiters}, "a)/x%2f..%2fy", "fix: %2F kept"},
		{"http://a/b%3Fc/%2e%2E/d", SURTOptions{Fixes: FixPathDelimiters}, "a)/d", "fix: %2E still a dot"},
		{"http://[::1]:8080/a", SURTOptions{Fixes: FixIPv6Brackets}, "[::1]:8080)/a", "fix: brackets"},
	} {
		got, err := tt.o.SURT(tt.in)
		if err != nil || got != tt.want {
			t.Errorf("%+v.SURT(%q) = %q, %v; want %q (%s)", tt.o, tt.in, got, err, tt.want, tt.cite)
		}
	}
}

// TestUnescapeRepeatedly: the fixed point, against passes of one decoding
// each (GoogleURLCanonicalizer.unescapeRepeatedly).
func TestUnescapeRepeatedly(t *testing.T) {
	for in, want := range map[string]string{
		"%!A%21%21%25": "%!A!!%", "%": "%", "%2": "%2", "%25": "%", "%25%": "%%",
		"%2525": "%", "%252525": "%", "%25%32%35": "%", "%%341": "A", "a%2Fb": "a/b",
	} {
		if got := unescapeRepeatedly(in); got != want || got != unescapePasses(in) {
			t.Errorf("unescapeRepeatedly(%q) = %q, want %q", in, got, want)
		}
	}
}

// unescapePasses decodes s pass after pass until nothing changes, as the
// reference does (a transcription, quadratic, for tests).
func unescapePasses(s string) string {
	for {
		var b []byte
		for i := 0; i < len(s); i++ {
			if s[i] == '%' && i+2 < len(s) && unhex(s[i+1]) >= 0 && unhex(s[i+2]) >= 0 {
				b = append(b, byte(unhex(s[i+1])<<4|unhex(s[i+2])))
				i += 2
				continue
			}
			b = append(b, s[i])
		}
		if string(b) == s {
			return s
		}
		s = string(b)
	}
}

// querySessionIDRE are the reference's patterns (URLRegexTransformer),
// the transcription stripQuerySessionID is checked against.
var querySessionIDRE = []*regexp.Regexp{
	regexp.MustCompile(`^(.*)(?:` + ci("jsessionid") + `=[0-9a-zA-Z]{32})(?:&(.*))?$`),
	regexp.MustCompile(`^(.*)(?:` + ci("phpsessid") + `=[0-9a-zA-Z]{32})(?:&(.*))?$`),
	regexp.MustCompile(`^(.*)(?:` + ci("sid") + `=[0-9a-zA-Z]{32})(?:&(.*))?$`),
	regexp.MustCompile(`^(.*)(?:` + ci("ASPSESSIONID") + `[a-zA-Z]{8}=[a-zA-Z]{24})(?:&(.*))?$`),
	regexp.MustCompile(`^(.*)(?:` + ci("cfid") + `=[^&]+&` + ci("cftoken") + `=[^&]+)(?:&(.*))?$`),
}

func stripQuerySessionIDRE(q string) string {
	for _, re := range querySessionIDRE {
		if m := re.FindStringSubmatch(q); m != nil {
			q = m[1] + m[2]
		}
	}
	return q
}

// sortPiecesPython sorts as Python sorts the tuples of alphaReorderQuery.
func sortPiecesPython(q string) string {
	if len(q) <= 1 {
		return q
	}
	pieces := strings.Split(q, "&")
	slices.SortStableFunc(pieces, func(a, b string) int {
		ak, av, ah := strings.Cut(a, "=")
		bk, bv, bh := strings.Cut(b, "=")
		if c := strings.Compare(ak, bk); c != 0 {
			return c
		}
		if ah != bh {
			if ah {
				return 1
			}
			return -1
		}
		return strings.Compare(av, bv)
	})
	return strings.Join(pieces, "&")
}

func TestSURTHelpers(t *testing.T) {
	for _, q := range []string{
		"a=1&jsessionid=0123456789abcdef0123456789abcdef&b",
		"sid=0123456789abcdef0123456789abcdef&sid=0123456789abcdef0123456789abcdef",
		"cfid=1&cftoken=2&cfid=3&cftoken=4&x", "cfid=&cftoken=2", "cfid=1&cftoken=", "xcfid=1&cftoken=2",
		"ASPSESSIONIDQQGGGNCU=ABCDEFGHIJKLMNOPQRSTUVWX", "a-b&a=1&a&=&&", "b=b&a=b&b=a&a=a",
		// A removal joins the text around it into an id the next pattern
		// matches: "phpsess" + "id=..." after the jsessionid goes.
		"phpsessjsessionid=0123456789abcdef0123456789abcdef&id=0123456789abcdef0123456789abcdef",
		"cfjsessionid=0123456789abcdef0123456789abcdef&id=1&cftoken=2",
		"aspsessionjsessionid=0123456789abcdef0123456789abcdef&idabcdefgh=abcdefghijklmnopqrstuvwx",
	} {
		if got, want := stripQuerySessionID(q), stripQuerySessionIDRE(q); got != want {
			t.Errorf("stripQuerySessionID(%q) = %q, want %q", q, got, want)
		}
		if got, want := alphaReorderQuery(q, false), sortPiecesPython(q); got != want {
			t.Errorf("alphaReorderQuery(%q) = %q, want %q", q, got, want)
		}
	}
}

// registrableStub answers as tldextract does for the two hosts it knows.
func registrableStub(host string) (string, error) {
	if host == "images.amazon.co.uk" {
		return "amazon.co.uk", nil
	}
	return "", errors.New("no registrable domain")
}

// TestSURTCanonicalizers: the parser and the Google canonicalizer alone,
// as the docstrings of the reference's handyurl.parse (geturl: no
// canonicalizer, no SURT, the scheme) and GoogleURLCanonicalizer
// (canonicalize, then getURLString) show them.
func TestSURTCanonicalizers(t *testing.T) {
	geturl := SURTOptions{Canonicalizer: Identity, NoSURT: true, WithScheme: true}
	google := SURTOptions{Canonicalizer: Google, NoSURT: true, WithScheme: true}
	for _, c := range []struct {
		o        SURTOptions
		in, want string
	}{
		{geturl, "http://www.archive.org/index.html#foo", "http://www.archive.org/index.html#foo"},
		{geturl, "http://www.archive.org/", "http://www.archive.org/"},
		{geturl, "http://www.archive.org", "http://www.archive.org"},
		{geturl, "http://www.archive.org?", "http://www.archive.org?"},
		{geturl, "http://www.archive.org:8080/index.html?query#foo", "http://www.archive.org:8080/index.html?query#foo"},
		{geturl, "http://www.archive.org:8080/index.html?#foo", "http://www.archive.org:8080/index.html#foo"},
		{geturl, "http://www.archive.org:8080?#foo", "http://www.archive.org:8080/#foo"},
		{geturl, "http://bücher.ch:8080?#foo", "http://bücher.ch:8080/#foo"},
		{geturl, "dns:bücher.ch", "dns:bücher.ch"},
		{geturl, "http:////////////////www.vikings.com", "http://www.vikings.com/"},
		{geturl, "http://https://order.1and1.com", "https://order.1and1.com"},
		{geturl, "http://mineral.galleries.com:/minerals/silicate/chabazit/chabazit.htm", "http://mineral.galleries.com/minerals/silicate/chabazit/chabazit.htm"},
		{geturl, "mailto:bot@archive.org", "mailto:bot@archive.org"},
		{google, "B\u00fccher.ch:8080", "http://xn--bcher-kva.ch:8080/"},
		{google, "\u2603.com", "http://xn--n3h.com/"},
		{google, "http://\u0001\u0080.com/", "http://%01%C2%80.com/"},
		{google, "http://www.t%EF%BF%BD%04.82.net/", "http://www.t%EF%BF%BD%04.82.net/"},
		{google, "http://www.gotaport.com:1234/", "http://www.gotaport.com:1234/"},
		{google, "http://www.google.com/q?", "http://www.google.com/q?"},
		{google, "http://host%23.com/%257Ea%2521b%2540c%2523d%2524e%25f%255E00%252611%252A22%252833%252944_55%252B", "http://host%23.com/~a!b@c%23d$e%25f^00&11*22(33)44_55+"},
		{google, "http://www.google.com/blah/..", "http://www.google.com/"},
		{google, "www.google.com", "http://www.google.com/"},
		{google, "http://%20leadingspace.com/", "http://%20leadingspace.com/"},
		{google, "http://host.com//twoslashes?more//slashes", "http://host.com/twoslashes?more//slashes"},
		{google, "http://195.127.0.11/uploads/%20%20%20%20/.verify/.eBaysecure=updateuserdataxplimnbqmn-xplmvalidateinfoswqpcmlx=hgplmcx/", "http://195.127.0.11/uploads/%20%20%20%20/.verify/.eBaysecure=updateuserdataxplimnbqmn-xplmvalidateinfoswqpcmlx=hgplmcx/"},
	} {
		if got, err := c.o.SURT(c.in); err != nil || got != c.want {
			t.Errorf("%+v.SURT(%q) = %q, %v; want %q", c.o, c.in, got, err, c.want)
		}
	}
}

// TestSURTReadme: the examples of the reference's README.
func TestSURTReadme(t *testing.T) {
	for _, c := range []struct {
		o        SURTOptions
		in, want string
	}{
		{SURTOptions{}, "http://archive.org/goo/?a=2&b&a=1", "org,archive)/goo?a=1&a=2&b"},
		{SURTOptions{TrailingComma: true}, "http://archive.org/goo/?a=2&b&a=1", "org,archive,)/goo?a=1&a=2&b"},
		{SURTOptions{WithScheme: true, TrailingComma: true}, "http://archive.org/goo/?a=2&b&a=1", "http://(org,archive,)/goo?a=1&a=2&b"},
		{SURTOptions{NoReverseIPAddr: true}, "http://123.456.78.910/goo/?a=2&b&a=1", "123.456.78.910)/goo?a=1&a=2&b"},
		{SURTOptions{}, "http://123.456.78.910/goo/?a=2&b&a=1", "910,78,456,123)/goo?a=1&a=2&b"},
	} {
		if got, err := c.o.SURT(c.in); err != nil || got != c.want {
			t.Errorf("%+v.SURT(%q) = %q, %v; want %q", c.o, c.in, got, err, c.want)
		}
	}
}

// TestSURTFastPath: on the Common Crawl URLs, the fast path gives what
// the general path gives, with and without the options it handles, and
// it takes nearly all of them (escapes, bytes above 0x7E and empty
// segments included): those it leaves are session ids in paths, queries
// of more than 16 pieces, escapes of delimiters and hosts it does not
// take.
func TestSURTFastPath(t *testing.T) {
	urls := commonCrawlURLs(t)
	fast := 0
	for _, s := range urls {
		for _, o := range []SURTOptions{{}, {WithScheme: true, TrailingComma: true}} {
			got, ok := o.appendFast(nil, s)
			if !ok {
				continue
			}
			if want, err := o.appendGeneral(nil, s, scanFlags(s)); err != nil || string(got) != string(want) {
				t.Errorf("%+v: appendFast(%q) = %q, appendGeneral = %q, %v", o, s, got, want, err)
			}
			if !o.WithScheme {
				fast++
			}
		}
	}
	if fast < len(urls)*99/100 {
		t.Errorf("the fast path takes %d of %d URLs, want 99%%", fast, len(urls))
	}
	// AppendSURT appends: what dst holds stays, whether its capacity
	// suffices or not.
	for _, s := range urls[:1000] {
		k, err := SURT(s)
		for _, c := range []int{6, 40, 300} {
			dst := append(make([]byte, 0, c), "prefix"...)
			if b, err2 := (SURTOptions{}).AppendSURT(dst, s); (err == nil) != (err2 == nil) || string(b) != "prefix"+k {
				t.Errorf("AppendSURT(%q, %q) = %q, %v; want the prefix and %q", dst, s, b, err2, k)
			}
		}
	}
}
