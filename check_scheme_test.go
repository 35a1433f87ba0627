package iri

import (
	"bufio"
	"encoding/csv"
	"os"
	"strings"
	"testing"
)

// schemeCases: for every scheme rule, a valid and an invalid row, citing
// the clause. want lists (Code, Component, Offset, Len) of the scheme
// codes only; the generic codes are TestCheckCases' business.
var schemeCases = []struct {
	clause string
	in     string
	want   []chkWant
}{
	// http, https: RFC 9110 §4.2.1, §4.2.2, §4.2.4.
	{"RFC 9110 §4.2.1 host", "http://example.org/", nil},
	{"RFC 9110 §4.2.1 no authority", "http:example.org/a", []chkWant{{CodeHTTPNoHost, ComponentScheme, 0, 5}}},
	{"RFC 9110 §4.2.1 no authority, empty", "http:", []chkWant{{CodeHTTPNoHost, ComponentScheme, 0, 5}}},
	{"RFC 9110 §4.2.2 empty host", "https:///a", []chkWant{{CodeHTTPNoHost, ComponentHost, 6, 2}}},
	{"RFC 9110 §4.2.1 empty host with port", "http://:8080/", []chkWant{{CodeHTTPNoHost, ComponentHost, 5, 7}}},
	{"RFC 9110 §4.2.4 no userinfo", "https://example.org/@a", nil},
	{"RFC 9110 §4.2.4 userinfo", "https://joe@example.org/", []chkWant{{CodeHTTPUserinfo, ComponentUserinfo, 8, 4}}},
	{"RFC 9110 §4.2.4 empty userinfo", "http://@example.org/", []chkWant{{CodeHTTPUserinfo, ComponentUserinfo, 7, 1}}},
	{"RFC 9110 §4.2.1 fragment and scheme case are not at issue", "HTTP://example.org/#f", nil},
	// Ports: RFC 3986 §3.2.3, any scheme; the default from the table.
	{"RFC 3986 §3.2.3 other port", "http://example.org:8080/", nil},
	{"RFC 3986 §3.2.3 empty port", "http://example.org:/", []chkWant{{CodePortEmpty, ComponentPort, 18, 1}}},
	{"RFC 3986 §3.2.3 empty port, any scheme", "foo://h:/", []chkWant{{CodePortEmpty, ComponentPort, 7, 1}}},
	{"RFC 3986 §3.2.3 default port", "https://example.org:443/", []chkWant{{CodePortDefault, ComponentPort, 19, 4}}},
	{"RFC 3986 §3.2.3 default port, leading zeros", "http://h:0080/", []chkWant{{CodePortDefault, ComponentPort, 8, 5}}},
	{"RFC 3986 §3.2.3 default port of ws", "ws://h:80/", []chkWant{{CodePortDefault, ComponentPort, 6, 3}}},
	{"RFC 3986 §3.2.3 http's port under https", "https://h:80/", nil},
	// urn: RFC 8141 §2, §5.1, §5.2.
	{"RFC 8141 §2 NID and NSS", "urn:example:a123,z456", nil},
	{"RFC 8141 §2 NSS with / and Unicode", "urn:example:a/b/ç", nil},
	{"RFC 8141 §2 NID too short", "urn:a:b", []chkWant{{CodeURNNID, ComponentPath, 4, 1}}},
	{"RFC 8141 §2 NID too long", "urn:" + strings.Repeat("a", 33) + ":b", []chkWant{{CodeURNNID, ComponentPath, 4, 33}}},
	{"RFC 8141 §2 NID of 32", "urn:" + strings.Repeat("a", 32) + ":b", nil},
	{"RFC 8141 §2 NID ends with hyphen", "urn:ab-:c", []chkWant{{CodeURNNID, ComponentPath, 4, 3}}},
	{"RFC 8141 §2 NID with dot", "urn:a.b:c", []chkWant{{CodeURNNID, ComponentPath, 4, 3}}},
	{"RFC 8141 §2 empty NID", "urn::c", []chkWant{{CodeURNNID, ComponentPath, 4, 1}}},
	{"RFC 8141 §2 nothing", "urn:", []chkWant{{CodeURNNID, ComponentScheme, 0, 4}}},
	{"RFC 8141 §2 authority", "urn://example.com/x", []chkWant{{CodeURNNID, ComponentPath, 4, 13}}},
	{"RFC 8141 §2 no NSS", "urn:example", []chkWant{{CodeURNNSS, ComponentPath, 4, 7}}},
	{"RFC 8141 §2 empty NSS", "urn:example:", []chkWant{{CodeURNNSS, ComponentPath, 11, 1}}},
	{"RFC 8141 §2 NSS starts with /", "urn:example:/a", []chkWant{{CodeURNNSS, ComponentPath, 12, 1}}},
	{"RFC 8141 §5.2 informal NID", "urn:urn-7:abc", nil},
	{"RFC 8141 §5.2 informal NID not a number", "urn:urn-x7:abc", []chkWant{{CodeURNInformalNID, ComponentPath, 4, 6}}},
	{"RFC 8141 §5.2 informal NID leading zero", "urn:urn-07:abc", []chkWant{{CodeURNInformalNID, ComponentPath, 4, 6}}},
	{"RFC 8141 §5.1 formal NID", "urn:isbn:0451450523", nil},
	{"RFC 8141 §5.1 X- prefix", "urn:X-foo:abc", []chkWant{{CodeURNReservedNID, ComponentPath, 4, 5}}},
	{"RFC 8141 §5.1 two-letter prefix", "urn:de-foo:abc", []chkWant{{CodeURNReservedNID, ComponentPath, 4, 6}}},
	{"RFC 8141 §5.1 NID urn", "urn:urn:abc", []chkWant{{CodeURNReservedNID, ComponentPath, 4, 3}}},
	{"RFC 8141 §2 r-component", "urn:example:foo-bar-baz-qux?+CCResolve:cc=uk", nil},
	{"RFC 8141 §2 q-component", "urn:example:weather?=op=map&lat=39.56&lon=-104.85", nil},
	{"RFC 8141 §2 r- and q-component", "urn:example:a?+r?=q", nil},
	{"RFC 8141 §2 f-component", "urn:example:a#f", nil},
	{"RFC 8141 §2 plain query", "urn:example:a?x=1", []chkWant{{CodeURNComponents, ComponentQuery, 13, 2}}},
	{"RFC 8141 §2 empty query", "urn:example:a?", []chkWant{{CodeURNComponents, ComponentQuery, 13, 1}}},
	{"RFC 8141 §2 empty r-component", "urn:example:a?+", []chkWant{{CodeURNComponents, ComponentQuery, 14, 1}}},
	{"RFC 8141 §2 empty q-component after r", "urn:example:a?+r?=", []chkWant{{CodeURNComponents, ComponentQuery, 17, 1}}},
	{"RFC 8141 §2 q-component starts with /", "urn:example:a?=/q", []chkWant{{CodeURNComponents, ComponentQuery, 14, 2}}},
	// urn:uuid: RFC 9562 §4.
	{"RFC 9562 §4 UUID", "urn:uuid:f81d4fae-7dec-11d0-a765-00a0c91e6bf6", nil},
	{"RFC 9562 §4 NID case-insensitive", "URN:UUID:f81d4fae-7dec-11d0-a765-00a0c91e6bf6", nil},
	{"RFC 9562 §4 UUID uppercase", "urn:uuid:F81D4FAE-7DEC-11D0-A765-00A0C91E6BF6", []chkWant{{CodeURNUUIDCase, ComponentPath, 9, 36}}},
	{"RFC 9562 §4 UUID short", "urn:uuid:f81d4fae-7dec-11d0-a765-00a0c91e6bf", []chkWant{{CodeURNUUID, ComponentPath, 9, 35}}},
	{"RFC 9562 §4 UUID without hyphens", "urn:uuid:f81d4fae7dec11d0a76500a0c91e6bf6", []chkWant{{CodeURNUUID, ComponentPath, 9, 32}}},
	{"RFC 9562 §4 UUID with braces", "urn:uuid:%7Bf81d4fae-7dec-11d0-a765-00a0c91e6bf6%7D", []chkWant{{CodeURNUUID, ComponentPath, 9, 42}}},
	// urn:oid: RFC 3061 §2.
	{"RFC 3061 §2 OID", "urn:oid:1.3.6.1.4.1.0", nil},
	{"RFC 3061 §2 OID leading zero", "urn:oid:1.03.6", []chkWant{{CodeURNOID, ComponentPath, 8, 6}}},
	{"RFC 3061 §2 OID empty arc", "urn:oid:1..3", []chkWant{{CodeURNOID, ComponentPath, 8, 4}}},
	{"RFC 3061 §2 OID letters", "urn:oid:1.3.a", []chkWant{{CodeURNOID, ComponentPath, 8, 5}}},
	// mailto: RFC 6068 §2.
	{"RFC 6068 §2 address", "mailto:chris@example.com", nil},
	{"RFC 6068 §2 no address, hfields", "mailto:?to=joe@example.com&subject=hi", nil},
	{"RFC 6068 §2 empty", "mailto:", nil},
	{"RFC 6068 §2 addresses", "mailto:a@example.org,b@example.org", nil},
	{"RFC 6068 §2 quoted local part", "mailto:%22not%40me%22@example.org", nil},
	{"RFC 6068 §2 domain literal", "mailto:joe@%5B192.0.2.1%5D", nil},
	{"RFC 6068 §2 Unicode domain", "mailto:user@納豆.example.org", nil},
	{"RFC 6068 §2 no @", "mailto:example.com", []chkWant{{CodeMailtoAddress, ComponentPath, 7, 11}}},
	{"RFC 6068 §2 two dots", "mailto:a..b@example.com", []chkWant{{CodeMailtoAddress, ComponentPath, 7, 16}}},
	{"RFC 6068 §2 empty address", "mailto:a@example.org,", []chkWant{{CodeMailtoAddress, ComponentPath, 20, 1}}},
	{"RFC 6068 §2 empty domain", "mailto:a@", []chkWant{{CodeMailtoAddress, ComponentPath, 7, 2}}},
	{"RFC 6068 §2 unterminated quote", "mailto:%22a@example.org", []chkWant{{CodeMailtoAddress, ComponentPath, 7, 16}}},
	{"RFC 6068 §2 authority", "mailto://example.com/", []chkWant{{CodeMailtoAddress, ComponentPath, 7, 2}}},
	{"RFC 6068 §2 hfields", "mailto:infobot@example.com?body=send%20current-issue", nil},
	{"RFC 6068 §2 hfield without =", "mailto:a@example.org?subject", []chkWant{{CodeMailtoHfield, ComponentQuery, 21, 7}}},
	{"RFC 6068 §2 empty hfields", "mailto:a@example.org?", []chkWant{{CodeMailtoHfield, ComponentQuery, 20, 1}}},
	{"RFC 6068 §2 empty hfield", "mailto:a@example.org?a=1&", []chkWant{{CodeMailtoHfield, ComponentQuery, 24, 1}}},
	{"RFC 6068 §2 / in hfvalue", "mailto:a@example.org?body=http://x", []chkWant{{CodeMailtoHfield, ComponentQuery, 31, 1}}},
	{"RFC 6068 §2 = in hfvalue", "mailto:a@example.org?body=a=b", []chkWant{{CodeMailtoHfield, ComponentQuery, 27, 1}}},
	// file: RFC 8089 §2, Appendix E.2.
	{"RFC 8089 §2 empty authority", "file:///etc/hosts", nil},
	{"RFC 8089 §2 local path", "file:/etc/hosts", nil},
	{"RFC 8089 §2 host", "file://server.example/share/f", nil},
	{"RFC 8089 §2 relative path", "file:etc/hosts", []chkWant{{CodeFileForm, ComponentPath, 5, 9}}},
	{"RFC 8089 §2 no path", "file:", []chkWant{{CodeFileForm, ComponentScheme, 0, 5}}},
	{"RFC 8089 §2 authority without path", "file://host", []chkWant{{CodeFileForm, ComponentPath, 5, 6}}},
	{"RFC 8089 §2 userinfo", "file://u@host/f", []chkWant{{CodeFileForm, ComponentUserinfo, 7, 2}}},
	{"RFC 8089 §2 port", "file://host:21/f", []chkWant{{CodeFileForm, ComponentPort, 11, 3}}},
	{"RFC 8089 §2 localhost", "file://localhost/etc/hosts", []chkWant{{CodeFileLocalhost, ComponentHost, 7, 9}}},
	{"RFC 8089 Appendix E.2 no drive letter", "file:///c/dir", nil},
	{"RFC 8089 Appendix E.2 drive letter", "file:///C:/dir/f", []chkWant{{CodeFileDriveLetter, ComponentPath, 8, 2}}},
	{"RFC 8089 Appendix E.2.2 drive letter with |", "file:///c%7C/dir", []chkWant{{CodeFileDriveLetter, ComponentPath, 8, 4}}},
	{"RFC 8089 Appendix E.2 bare drive letter", "file:c:/dir", []chkWant{{CodeFileDriveLetter, ComponentPath, 5, 2}}},
	// data: RFC 2397 §3.
	{"RFC 2397 §3 plain", "data:,A%20brief%20note", nil},
	{"RFC 2397 §3 media type", "data:text/plain;charset=iso-8859-7,%be%fe%be", nil},
	{"RFC 2397 §3 parameters only", "data:;charset=utf-8,a", nil},
	{"RFC 2397 §3 base64", "data:image/gif;base64,R0lGODdhMAAwAPAAAAAAAP==", nil},
	{"RFC 2397 §3 data with ?", "data:,a?b", nil},
	{"RFC 2397 §3 no comma", "data:text/html", []chkWant{{CodeDataSyntax, ComponentPath, 5, 9}}},
	{"RFC 2397 §3 nothing", "data:", []chkWant{{CodeDataSyntax, ComponentPath, 0, 5}}},
	{"RFC 2397 §3 type without subtype", "data:text,a", []chkWant{{CodeDataMediaType, ComponentPath, 5, 4}}},
	{"RFC 2397 §3 parameter without =", "data:text/plain;utf8,a", []chkWant{{CodeDataMediaType, ComponentPath, 5, 15}}},
	{"RFC 2397 §3 base64 bad length", "data:;base64,abc", []chkWant{{CodeDataBase64, ComponentPath, 13, 3}}},
	{"RFC 2397 §3 base64 bad alphabet", "data:;base64,ab-_", []chkWant{{CodeDataBase64, ComponentPath, 13, 4}}},
	{"RFC 2397 §3 base64 empty", "data:;base64,", nil},
	// tag: RFC 4151 §2.1.
	{"RFC 4151 §2.1 DNS name", "tag:timothy@hr.example.com,2001:web/externalHome", nil},
	{"RFC 4151 §2.1 date", "tag:example.com,2000-01-31:a?b", nil},
	{"RFC 4151 §2.1 no date", "tag:example.com:a", []chkWant{{CodeTagSyntax, ComponentPath, 4, 11}}},
	{"RFC 4151 §2.1 bad month", "tag:example.com,2000-13:a", []chkWant{{CodeTagSyntax, ComponentPath, 4, 19}}},
	{"RFC 4151 §2.1 no colon", "tag:example", []chkWant{{CodeTagSyntax, ComponentPath, 4, 7}}},
	{"RFC 4151 §2.1 bad DNS name", "tag:-a.example,2000:x", []chkWant{{CodeTagSyntax, ComponentPath, 4, 15}}},
	// did: W3C DID Core §3.1.
	{"DID Core §3.1 DID", "did:example:123456789abcdefghi", nil},
	{"DID Core §3.1 DID URL", "did:example:123:456/path?service=agent#key-1", nil},
	{"DID Core §3.1 percent-encoded", "did:web:w3c-ccg.github.io%3A8080", nil},
	{"DID Core §3.1 uppercase method", "did:Example:123", []chkWant{{CodeDIDMethod, ComponentPath, 4, 7}}},
	{"DID Core §3.1 no method", "did:123", []chkWant{{CodeDIDMethod, ComponentPath, 4, 3}}},
	{"DID Core §3.1 empty id", "did:example:", []chkWant{{CodeDIDID, ComponentPath, 11, 1}}},
	{"DID Core §3.1 id ends with :", "did:example:a:", []chkWant{{CodeDIDID, ComponentPath, 12, 2}}},
	{"DID Core §3.1 id with non-idchar", "did:example:a~b", []chkWant{{CodeDIDID, ComponentPath, 12, 3}}},
	// ws, wss: RFC 6455 §3.
	{"RFC 6455 §3 ws", "ws://example.com/chat?x=1", nil},
	{"RFC 6455 §3 no host", "wss:comp.infosystems", []chkWant{{CodeWSNoHost, ComponentScheme, 0, 4}}},
	{"RFC 6455 §3 empty host", "ws:///chat", []chkWant{{CodeWSNoHost, ComponentHost, 3, 2}}},
	{"RFC 6455 §3 userinfo", "wss://u@example.com/", []chkWant{{CodeWSUserinfo, ComponentUserinfo, 6, 2}}},
	{"RFC 6455 §3 fragment", "ws://example.com/#f", []chkWant{{CodeWSFragment, ComponentFragment, 17, 2}}},
	// Schemes without a check; relative references.
	{"RFC 3986 §3.1 unknown scheme", "foo:bar", nil},
	{"RFC 3986 §4.2 relative reference", "//example.org:/a", []chkWant{{CodePortEmpty, ComponentPort, 13, 1}}},
}

// schemeCodes keeps the scheme codes of vs.
func schemeCodes(vs []Violation) []Violation {
	var out []Violation
	for _, v := range vs {
		if v.Code >= CodeHTTPNoHost {
			out = append(out, v)
		}
	}
	return out
}

func TestSchemeChecks(t *testing.T) {
	for _, tt := range schemeCases {
		t.Run(tt.clause, func(t *testing.T) {
			x, err := Parse(tt.in)
			if err != nil {
				t.Fatal(err)
			}
			vs := x.Check()
			chkCompare(t, tt.in, schemeCodes(vs), tt.want)
			for _, v := range vs {
				if v.Code >= CodeHTTPNoHost && !strings.Contains(v.Message, "("+v.Code.Spec()) && !strings.Contains(v.Message, v.Code.Spec()+")") {
					t.Errorf("%q: message of %v does not name %s: %s", tt.in, v.Code, v.Code.Spec(), v.Message)
				}
			}
			if got := schemeCodes((CheckOptions{NoSchemeChecks: true}).Check(x)); got != nil {
				t.Errorf("%q: NoSchemeChecks still reports %v", tt.in, got)
			}
		})
	}
}

// TestSchemeChecksCoverage: every scheme code has an invalid row.
func TestSchemeChecksCoverage(t *testing.T) {
	seen := map[Code]bool{}
	for _, tt := range schemeCases {
		for _, w := range tt.want {
			seen[w.code] = true
		}
	}
	for c := CodeHTTPNoHost; c <= CodeSchemeWarning; c++ {
		if c != CodeSchemeError && c != CodeSchemeWarning && !seen[c] {
			t.Errorf("%v has no row in schemeCases", c)
		}
	}
}

// TestSchemeChecksRegistry: a caller's check for its own scheme, an
// override of a built-in check, a nil entry, Ignore.
func TestSchemeChecksRegistry(t *testing.T) {
	acme := func(dst []Violation, x IRI) []Violation {
		if !strings.HasPrefix(x.Path(), "v1/") {
			dst = append(dst, Violation{Code: CodeSchemeError, Component: ComponentPath,
				Offset: int(x.pathStart), Len: len(x.Path()), Message: "acme paths start with \"v1/\" (ACME spec §1)"})
		}
		return dst
	}
	c := CheckOptions{SchemeChecks: SchemeChecks{"acme": acme, "urn": nil}}
	if vs := c.Check(MustParse("ACME:v2/x")); len(vs) != 1 || vs[0].Code != CodeSchemeError || vs[0].Offset != 5 || vs[0].Len != 4 {
		t.Errorf("ACME:v2/x: %v", vs)
	}
	if vs := c.Check(MustParse("acme:v1/x")); vs != nil {
		t.Errorf("acme:v1/x: %v", vs)
	}
	if vs := c.Check(MustParse("urn:a:b")); vs != nil {
		t.Errorf("nil entry: urn still checked: %v", vs)
	}
	if vs := c.Check(MustParse("http:x")); len(vs) != 1 {
		t.Errorf("built-in http check lost: %v", vs)
	}
	c.NoSchemeChecks = true
	if vs := c.Check(MustParse("http:x")); vs != nil {
		t.Errorf("NoSchemeChecks: %v", vs)
	}
	if vs := c.Check(MustParse("acme:v2/x")); len(vs) != 1 {
		t.Errorf("NoSchemeChecks dropped the caller's check: %v", vs)
	}
	c.Ignore = []Code{CodeSchemeError}
	if vs := c.Check(MustParse("acme:v2/x")); vs != nil {
		t.Errorf("Ignore: %v", vs)
	}
	// An override replaces the built-in check; DefaultSchemeChecks is a copy.
	d := DefaultSchemeChecks()
	d["http"] = nil
	if vs := MustParse("http:x").Check(); len(vs) != 1 {
		t.Errorf("DefaultSchemeChecks is not a copy: %v", vs)
	}
	if vs := (CheckOptions{SchemeChecks: SchemeChecks{"http": DefaultSchemeChecks()["ws"]}}).Check(MustParse("http://h/#f")); len(vs) != 1 || vs[0].Code != CodeWSFragment {
		t.Errorf("override: %v", vs)
	}
	// A check that reports an impossible range is a programming error.
	defer func() {
		if recover() == nil {
			t.Error("no panic for an out-of-range violation")
		}
	}()
	bad := func(dst []Violation, x IRI) []Violation {
		return append(dst, Violation{Code: CodeSchemeWarning, Offset: 100, Len: 1})
	}
	CheckOptions{SchemeChecks: SchemeChecks{"acme": bad}}.Check(MustParse("acme:x"))
}

// TestSchemeChecksCommonCrawl: every valid http(s) IRI of the Common Crawl
// pairs (bases, and references resolved against them) gets no
// error-level scheme violation.
func TestSchemeChecksCommonCrawl(t *testing.T) {
	f, err := os.Open("testdata/oxiri/relative_urls_cc_10k.csv")
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	rows, err := csv.NewReader(f).ReadAll()
	if err != nil {
		t.Fatal(err)
	}
	n := 0
	for _, r := range rows[1:] {
		base, err := Parse(r[0])
		if err != nil {
			continue
		}
		xs := []IRI{base}
		if ref, err := Parse(r[1]); err == nil {
			if y, err := base.Resolve(ref); err == nil {
				xs = append(xs, y)
			}
		}
		for _, x := range xs {
			if s := strings.ToLower(x.Scheme()); s != "http" && s != "https" {
				continue
			}
			n++
			for _, v := range schemeCodes(x.Check()) {
				if v.Code.Severity() == SeverityError {
					t.Errorf("%q: %v", x, v)
				}
			}
		}
	}
	if n < 19000 {
		t.Errorf("only %d http(s) IRIs checked", n)
	}
}

// TestSchemeChecksSample: real IRIs of each scheme, taken from the vector
// files (testdata/schemes/sample.txt, one "IRI<TAB>codes" a line), get
// exactly the scheme codes listed.
func TestSchemeChecksSample(t *testing.T) {
	f, err := os.Open("testdata/schemes/sample.txt")
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	sc := bufio.NewScanner(f)
	perScheme := map[string]int{}
	for sc.Scan() {
		line := sc.Text()
		if line == "" || line[0] == '#' {
			continue
		}
		in, codes, _ := strings.Cut(line, "\t")
		x, err := Parse(in)
		if err != nil {
			t.Errorf("%q: %v", in, err)
			continue
		}
		perScheme[strings.ToLower(x.Scheme())]++
		var got []string
		for _, v := range schemeCodes(x.Check()) {
			got = append(got, v.Code.String())
		}
		if g := strings.Join(got, " "); g != codes {
			t.Errorf("%q: got %q, want %q", in, g, codes)
		}
	}
	for _, s := range []string{"http", "https", "urn", "mailto", "file", "data", "tag", "ws", "wss"} {
		if perScheme[s] == 0 {
			t.Errorf("no sample of %s", s)
		}
	}
}

func TestSchemeChecksNoAlloc(t *testing.T) {
	for _, in := range []string{
		"http://example.org/", "urn:uuid:f81d4fae-7dec-11d0-a765-00a0c91e6bf6", "urn:oid:1.3.6.1",
		"mailto:a@example.org?subject=hi", "file:///etc/hosts", "data:text/plain;charset=utf-8,a",
		"tag:example.com,2000:a", "did:example:123", "wss://example.com/chat",
	} {
		x := MustParse(in)
		if n := testing.AllocsPerRun(100, func() { _ = x.Check() }); n != 0 {
			t.Errorf("%q: %v allocations, want 0", in, n)
		}
	}
}
