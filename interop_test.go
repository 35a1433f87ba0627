package iri

import (
	"bytes"
	"database/sql"
	"database/sql/driver"
	"encoding/gob"
	"encoding/json"
	"encoding/xml"
	"errors"
	"io"
	"log/slog"
	"net/http"
	"net/url"
	"strings"
	"sync"
	"testing"
)

// urlRejects reports whether x is a valid reference that url.Parse
// rejects, for the reasons documented at IRI.URL.
func urlRejects(x IRI) bool {
	u := x.ToURI()
	if u.HostKind() == HostIPvFuture {
		return true
	}
	h := u.Host()
	for i := strings.IndexByte(h, '%'); i >= 0; i = strings.IndexByte(h, '%') {
		if h[i+1] < '8' && h[i:i+3] != "%25" {
			return true
		}
		h = h[i+3:]
	}
	return false
}

// checkURLRoundTrip checks that x.URL() and FromURL give x.ToURI() back,
// up to the differences documented at IRI.URL; exact says that x has none
// of them, so the round trip must be exact.
func checkURLRoundTrip(t *testing.T, x IRI, exact bool) {
	t.Helper()
	u, err := x.URL()
	if err != nil {
		var ue *url.Error
		if !errors.As(err, &ue) || !urlRejects(x) {
			t.Errorf("%q.URL(): %v (%T), not a documented rejection", x.String(), err, err)
		}
		return
	}
	if urlRejects(x) {
		// Older Go releases accept IPvFuture literals.
		if x.HostKind() != HostIPvFuture {
			t.Errorf("%q.URL() = %q, want an error", x.String(), u.String())
		}
	}
	y, err := FromURL(u)
	if err != nil {
		t.Errorf("FromURL(%q.URL() = %q): %v", x.String(), u.String(), err)
		return
	}
	want := x.ToURI()
	if exact {
		if y != want {
			t.Errorf("FromURL(%q.URL()) = %q, want %q", x.String(), y.String(), want.String())
		}
		return
	}
	// Component by component, with the documented differences.
	fail := func(what string) {
		t.Errorf("FromURL(%q.URL() = %#v) = %q, want %q: %s differs", x.String(), u, y.String(), want.String(), what)
	}
	if !strings.EqualFold(y.Scheme(), want.Scheme()) || y.Scheme() != strings.ToLower(y.Scheme()) {
		fail("scheme")
	}
	emptyAuth := want.HasAuthority() && want.Authority() == "" && want.Path() == ""
	if emptyAuth {
		if y.HasAuthority() {
			fail("empty authority")
		}
	} else {
		dec := func(s string) string {
			d, err := Unescape(s)
			if err != nil {
				t.Fatal(err)
			}
			return d
		}
		if y.HasAuthority() != want.HasAuthority() || y.HasUserinfo() != want.HasUserinfo() ||
			dec(y.Userinfo()) != dec(want.Userinfo()) || dec(y.Host()) != dec(want.Host()) ||
			y.HasPort() != want.HasPort() || y.Port() != want.Port() {
			fail("authority")
		}
	}
	if y.Path() != want.Path() && !(want.Path() == "%2A" && y.Path() == "*") {
		fail("path")
	}
	if y.HasQuery() != want.HasQuery() || y.Query() != want.Query() {
		fail("query")
	}
	if y.Fragment() != want.Fragment() || y.HasFragment() != (want.Fragment() != "") {
		fail("fragment")
	}
}

func TestURLRoundTrip(t *testing.T) {
	for _, s := range benchMix(t) {
		checkURLRoundTrip(t, MustParse(s), true)
	}
	for _, s := range buildInputs(t) {
		checkURLRoundTrip(t, MustParse(s), false)
	}
}

// The cases where net/url's view differs from this package's, as
// documented at IRI.URL.
func TestURLDifferences(t *testing.T) {
	tests := []struct {
		in      string
		check   func(u *url.URL) bool
		fromURL string // FromURL(x.URL()), "" when it is x.ToURI()
	}{
		// RawQuery is the query as it is; Query() is form decoding.
		{"http://h/?a=1+2&b=%2B", func(u *url.URL) bool {
			return u.RawQuery == "a=1+2&b=%2B" && u.Query().Get("a") == "1 2" && u.Query().Get("b") == "+"
		}, ""},
		{"http://h/?a=1;b=2", func(u *url.URL) bool {
			_, err := url.ParseQuery(u.RawQuery)
			return u.RawQuery == "a=1;b=2" && err != nil
		}, ""},
		// A rootless path is Opaque.
		{"mailto:user@example.com", func(u *url.URL) bool { return u.Opaque == "user@example.com" && u.Path == "" }, ""},
		{"urn:isbn:0451450523", func(u *url.URL) bool { return u.Opaque == "isbn:0451450523" }, ""},
		// Path is decoded; RawPath keeps the encoding when it matters.
		{"http://h/a%2Fb", func(u *url.URL) bool { return u.Path == "/a/b" && u.RawPath == "/a%2Fb" && u.EscapedPath() == "/a%2Fb" }, ""},
		{"http://h/a%20b", func(u *url.URL) bool { return u.Path == "/a b" && u.RawPath == "" && u.EscapedPath() == "/a%20b" }, ""},
		{"http://h/r%c3%a9sum%c3%a9", func(u *url.URL) bool { return u.Path == "/résumé" && u.EscapedPath() == "/r%c3%a9sum%c3%a9" }, ""},
		{"http://h/résumé", func(u *url.URL) bool { return u.Path == "/résumé" && u.EscapedPath() == "/r%C3%A9sum%C3%A9" }, ""},
		// The scheme is lowercased, the host keeps its case.
		{"HTTP://Example.COM/", func(u *url.URL) bool { return u.Scheme == "http" && u.Host == "Example.COM" }, "http://Example.COM/"},
		// The port is part of Host.
		{"http://[::1]:8080/", func(u *url.URL) bool { return u.Host == "[::1]:8080" && u.Hostname() == "::1" && u.Port() == "8080" }, ""},
		{"http://h:/", func(u *url.URL) bool { return u.Host == "h:" && u.Port() == "" }, ""},
		// Host is decoded; its hex digits come back uppercase.
		{"http://r%c3%a9.example/", func(u *url.URL) bool { return u.Host == "ré.example" }, "http://r%C3%A9.example/"},
		{"http://例え.jp/", func(u *url.URL) bool { return u.Host == "例え.jp" }, ""},
		// An empty query is ForceQuery.
		{"http://h/?", func(u *url.URL) bool { return u.ForceQuery && u.RawQuery == "" }, ""},
		{"http://h/", func(u *url.URL) bool { return !u.ForceQuery }, ""},
		// An empty fragment is lost.
		{"http://h/#", func(u *url.URL) bool { return u.Fragment == "" }, "http://h/"},
		{"http://h/#a%20b", func(u *url.URL) bool { return u.Fragment == "a b" && u.EscapedFragment() == "a%20b" }, ""},
		// An empty authority with an empty path is lost.
		{"http://", func(u *url.URL) bool { return u.Host == "" }, "http:"},
		{"foo://?q", func(u *url.URL) bool { return u.RawQuery == "q" }, "foo:?q"},
		{"file:///etc/hosts", func(u *url.URL) bool { return u.Host == "" && u.Path == "/etc/hosts" }, ""},
		// The userinfo is decoded and re-encoded.
		{"http://us%65r:p%40ss@h/", func(u *url.URL) bool {
			p, ok := u.User.Password()
			return u.User.Username() == "user" && p == "p@ss" && ok
		}, "http://user:p%40ss@h/"},
		{"http://u:a:b@h/", func(u *url.URL) bool { p, _ := u.User.Password(); return p == "a:b" }, "http://u:a%3Ab@h/"},
		{"http://a!b@h/", func(u *url.URL) bool { return u.User.Username() == "a!b" }, "http://a%21b@h/"},
		{"http://@h/", func(u *url.URL) bool { return u.User != nil && u.User.Username() == "" }, ""},
		// Relative references.
		{"../g?y#s", func(u *url.URL) bool { return u.Path == "../g" && !u.IsAbs() }, ""},
		{"//example.net/p", func(u *url.URL) bool { return u.Host == "example.net" }, ""},
		{"./a:b", func(u *url.URL) bool { return u.Path == "./a:b" }, ""},
		// net/url's special case for "OPTIONS *".
		{"%2A", func(u *url.URL) bool { return u.Path == "*" }, "*"},
	}
	for _, tt := range tests {
		x := MustParse(tt.in)
		u, err := x.URL()
		if err != nil {
			t.Errorf("%q.URL(): %v", tt.in, err)
			continue
		}
		if !tt.check(u) {
			t.Errorf("%q.URL() = %#v", tt.in, u)
		}
		want := tt.fromURL
		if want == "" {
			want = x.ToURI().String()
		}
		if y, err := FromURL(u); err != nil || y.String() != want {
			t.Errorf("FromURL(%q.URL()) = %q, %v; want %q", tt.in, y.String(), err, want)
		}
	}

	// Valid references that url.Parse rejects.
	for _, s := range []string{"http://%41/", "http://a%2Db/", "http://[v1.x]/"} {
		x := MustParse(s)
		if !urlRejects(x) {
			t.Errorf("urlRejects(%q) is false", s)
		}
		if u, err := x.URL(); err == nil && x.HostKind() != HostIPvFuture {
			t.Errorf("%q.URL() = %q, want an error", s, u.String())
		}
	}
	// "%25" is the one ASCII escape net/url allows in a host.
	if _, err := MustParse("http://a%25b/").URL(); err != nil {
		t.Errorf("http://a%%25b/: %v", err)
	}
}

func TestFromURL(t *testing.T) {
	tests := []struct {
		u    *url.URL
		want string
	}{
		{&url.URL{Scheme: "http", Host: "例え.jp", Path: "/パス", RawQuery: "キー=値", Fragment: "断片"},
			"http://%E4%BE%8B%E3%81%88.jp/%E3%83%91%E3%82%B9?キー=値#%E6%96%AD%E7%89%87"},
		{&url.URL{Scheme: "mailto", Opaque: "José@example.com"}, "mailto:José@example.com"},
		{&url.URL{Path: "a:b"}, "./a:b"},
		{&url.URL{Scheme: "http", Host: "h", User: url.UserPassword("a b", "p:w")}, "http://a%20b:p%3Aw@h"},
		{&url.URL{Scheme: "http", Host: "h", Path: "/a b", ForceQuery: true}, "http://h/a%20b?"},
		{&url.URL{}, ""},
	}
	for _, tt := range tests {
		x, err := FromURL(tt.u)
		if err != nil || x.String() != tt.want {
			t.Errorf("FromURL(%#v) = %q, %v; want %q", tt.u, x.String(), err, tt.want)
		}
	}
	// What url.URL.String writes as it is must be valid.
	for _, tt := range []struct {
		u      *url.URL
		offset int
		comp   Component
	}{
		{&url.URL{Scheme: "http", Host: "h", RawQuery: "a b"}, 10, ComponentQuery},
		{&url.URL{Scheme: "mailto", Opaque: "a\u202eb"}, 8, ComponentPath},
		{&url.URL{Scheme: "http", Host: "h", RawQuery: "\xff"}, 9, ComponentQuery},
	} {
		x, err := FromURL(tt.u)
		var pe *ParseError
		if !errors.As(err, &pe) || pe.Input != tt.u.String() || pe.Offset != tt.offset || pe.Component != tt.comp {
			t.Errorf("FromURL(%#v) = %q, %v; want an error in %s at %d", tt.u, x.String(), err, tt.comp, tt.offset)
		}
	}
}

// The URL is usable with net/http.
func TestURLForHTTP(t *testing.T) {
	u, err := MustParse("https://例え.jp/パス?q=日本#frag").URL()
	if err != nil {
		t.Fatal(err)
	}
	req, err := http.NewRequest("GET", u.String(), nil)
	if err != nil {
		t.Fatal(err)
	}
	if req.URL.Host != "例え.jp" || req.URL.RequestURI() != "/%E3%83%91%E3%82%B9?q=%E6%97%A5%E6%9C%AC" {
		t.Errorf("request URL %#v, RequestURI %q", req.URL, req.URL.RequestURI())
	}
}

// ---------------------------------------------------------------------------
// Encodings.

type encDoc struct {
	XMLName xml.Name `json:"-" xml:"doc"`
	ID      IRI      `json:"id" xml:"id,attr"`
	Ref     *IRI     `json:"ref,omitempty" xml:"ref,omitempty"`
	List    []IRI    `json:"list" xml:"item"`
}

func TestEncodingRoundTrips(t *testing.T) {
	inputs := buildInputs(t)
	for _, s := range inputs {
		x := MustParse(s)

		// encoding.BinaryMarshaler (for gob), strict like the text form.
		b, err := x.MarshalBinary()
		if err != nil || string(b) != s {
			t.Errorf("MarshalBinary(%q) = %q, %v", s, b, err)
		}
		var y IRI
		if err := y.UnmarshalBinary(b); err != nil || y != x {
			t.Errorf("UnmarshalBinary(%q) = %q, %v", b, y.String(), err)
		}

		// JSON, XML and gob of a document holding the IRI three ways.
		ref := x
		doc := encDoc{ID: x, Ref: &ref, List: []IRI{x, MustParse("http://example.org/")}}
		check := func(name string, got encDoc, err error) {
			t.Helper()
			if err != nil || got.ID != x || got.Ref == nil || *got.Ref != x || len(got.List) != 2 || got.List[0] != x {
				t.Errorf("%s round trip of %q: %+v, %v", name, s, got, err)
			}
		}
		jb, err := json.Marshal(doc)
		if err != nil {
			t.Fatal(err)
		}
		var jd encDoc
		check("JSON", jd, json.Unmarshal(jb, &jd))

		xb, err := xml.Marshal(doc)
		if err != nil {
			t.Fatal(err)
		}
		var xd encDoc
		check("XML", xd, xml.Unmarshal(xb, &xd))

		var buf bytes.Buffer
		if err := gob.NewEncoder(&buf).Encode(doc); err != nil {
			t.Fatal(err)
		}
		var gd encDoc
		check("gob", gd, gob.NewDecoder(&buf).Decode(&gd))

		// JSON map keys use the text form too.
		mb, err := json.Marshal(map[IRI]int{x: 1})
		if err != nil {
			t.Fatal(err)
		}
		var m map[IRI]int
		if err := json.Unmarshal(mb, &m); err != nil || m[x] != 1 {
			t.Errorf("JSON map key %q: %v, %v", s, m, err)
		}
	}
}

func TestEncodingErrors(t *testing.T) {
	const bad = "http://example.org/a b"
	wantParseError := func(name string, err error) {
		t.Helper()
		var pe *ParseError
		if !errors.As(err, &pe) || pe.Offset != 20 || pe.Input != bad {
			t.Errorf("%s: %v (%T), want the *ParseError of Parse", name, err, err)
		}
	}
	keep := MustParse("http://example.org/keep")
	x := keep
	wantParseError("UnmarshalBinary", x.UnmarshalBinary([]byte(bad)))
	if x != keep {
		t.Errorf("UnmarshalBinary changed the receiver on error")
	}

	var d encDoc
	wantParseError("JSON", json.Unmarshal([]byte(`{"id":"`+bad+`"}`), &d))
	wantParseError("XML", xml.Unmarshal([]byte(`<doc id="`+bad+`"></doc>`), &d))
	if err := json.Unmarshal([]byte(`{"id":5}`), &d); err == nil {
		t.Errorf("JSON number: no error")
	}

	// JSON null leaves an IRI unchanged and sets a *IRI to nil.
	d = encDoc{ID: keep, Ref: &keep}
	if err := json.Unmarshal([]byte(`{"id":null,"ref":null}`), &d); err != nil || d.ID != keep || d.Ref != nil {
		t.Errorf("JSON null: %+v, %v", d, err)
	}

	// gob: the binary form is parsed strictly.
	type raw struct{ ID []byte }
	var buf bytes.Buffer
	if err := gob.NewEncoder(&buf).Encode(raw{[]byte(bad)}); err != nil {
		t.Fatal(err)
	}
	type withIRI struct{ ID IRI }
	var w withIRI
	if err := gob.NewDecoder(&buf).Decode(&w); err == nil {
		t.Errorf("gob of an invalid IRI: no error, got %q", w.ID.String())
	}
}

// ---------------------------------------------------------------------------
// database/sql, through a minimal driver that stores rows in memory and
// returns text columns as []byte, as many drivers do.

type memDriver struct {
	mu   sync.Mutex
	rows [][]driver.Value
}

func (d *memDriver) Open(string) (driver.Conn, error) { return memConn{d}, nil }

type memConn struct{ d *memDriver }

func (c memConn) Prepare(query string) (driver.Stmt, error) { return memStmt(c), nil }
func (c memConn) Close() error                              { return nil }
func (c memConn) Begin() (driver.Tx, error)                 { return nil, errors.New("no transactions") }

type memStmt struct{ d *memDriver }

func (s memStmt) Close() error  { return nil }
func (s memStmt) NumInput() int { return -1 }
func (s memStmt) Exec(args []driver.Value) (driver.Result, error) {
	s.d.mu.Lock()
	defer s.d.mu.Unlock()
	row := make([]driver.Value, len(args))
	for i, a := range args {
		if str, ok := a.(string); ok {
			a = []byte(str)
		}
		row[i] = a
	}
	s.d.rows = append(s.d.rows, row)
	return driver.RowsAffected(1), nil
}
func (s memStmt) Query(args []driver.Value) (driver.Rows, error) {
	s.d.mu.Lock()
	defer s.d.mu.Unlock()
	return &memRows{rows: append([][]driver.Value(nil), s.d.rows...)}, nil
}

type memRows struct {
	rows [][]driver.Value
	buf  []byte
}

func (r *memRows) Columns() []string { return []string{"iri", "nullable"} }
func (r *memRows) Close() error      { return nil }
func (r *memRows) Next(dest []driver.Value) error {
	if len(r.rows) == 0 {
		return io.EOF
	}
	for i, v := range r.rows[0] {
		if b, ok := v.([]byte); ok {
			// Reuse one buffer, as drivers may: Scan must copy.
			r.buf = append(r.buf[:0], b...)
			v = r.buf[:len(b):len(b)]
		}
		dest[i] = v
	}
	r.rows = r.rows[1:]
	return nil
}

var registerMem sync.Once

func TestSQLRoundTrip(t *testing.T) {
	registerMem.Do(func() { sql.Register("iri-mem", &memDriver{}) })
	db, err := sql.Open("iri-mem", "")
	if err != nil {
		t.Fatal(err)
	}
	defer db.Close()
	db.SetMaxOpenConns(1)
	inputs := buildInputs(t)
	for i, s := range inputs {
		n := NullIRI{IRI: MustParse(s), Valid: i%2 == 0}
		if _, err := db.Exec("INSERT", MustParse(s), n); err != nil {
			t.Fatal(err)
		}
	}
	rows, err := db.Query("SELECT")
	if err != nil {
		t.Fatal(err)
	}
	defer rows.Close()
	i := 0
	var got []IRI
	for rows.Next() {
		var x IRI
		var n NullIRI
		if err := rows.Scan(&x, &n); err != nil {
			t.Fatalf("row %d: %v", i, err)
		}
		want := MustParse(inputs[i])
		if x != want {
			t.Errorf("row %d: %q, want %q", i, x.String(), inputs[i])
		}
		if n.Valid != (i%2 == 0) || n.Valid && n.IRI != want || !n.Valid && n.IRI != (IRI{}) {
			t.Errorf("row %d: NullIRI %+v", i, n)
		}
		got = append(got, x)
		i++
	}
	if err := rows.Err(); err != nil {
		t.Fatal(err)
	}
	if i != len(inputs) {
		t.Fatalf("%d rows, want %d", i, len(inputs))
	}
	// The scanned values do not share the driver's buffer.
	for i, x := range got {
		if x.String() != inputs[i] {
			t.Errorf("row %d changed to %q after scanning", i, x.String())
		}
	}
}

func TestScanValue(t *testing.T) {
	keep := MustParse("http://example.org/keep")
	for _, src := range []any{"http://a/b", []byte("http://a/b")} {
		x := keep
		if err := x.Scan(src); err != nil || x.String() != "http://a/b" {
			t.Errorf("Scan(%#v) = %q, %v", src, x.String(), err)
		}
	}
	for _, tt := range []struct {
		src  any
		want error
	}{
		{nil, ErrNull},
		{"http://a/b c", ErrInvalidChar},
		{[]byte("\xff"), ErrInvalidUTF8},
	} {
		x := keep
		if err := x.Scan(tt.src); !errors.Is(err, tt.want) || x != keep {
			t.Errorf("Scan(%#v) = %q, %v; want %v", tt.src, x.String(), err, tt.want)
		}
	}
	x := keep
	if err := x.Scan(42); err == nil || x != keep {
		t.Errorf("Scan(42) = %q, %v", x.String(), err)
	}

	n := NullIRI{IRI: keep, Valid: true}
	if err := n.Scan(nil); err != nil || n.Valid || n.IRI != (IRI{}) {
		t.Errorf("NullIRI.Scan(nil) = %+v, %v", n, err)
	}
	if err := n.Scan("urn:x"); err != nil || !n.Valid || n.IRI.String() != "urn:x" {
		t.Errorf("NullIRI.Scan(urn:x) = %+v, %v", n, err)
	}
	if err := n.Scan("a b"); !errors.Is(err, ErrInvalidChar) || !n.Valid || n.IRI.String() != "urn:x" {
		t.Errorf("NullIRI.Scan(a b) = %+v, %v", n, err)
	}
	if err := n.Scan(1.5); err == nil {
		t.Errorf("NullIRI.Scan(1.5): no error")
	}

	for _, tt := range []struct {
		v    driver.Valuer
		want driver.Value
	}{
		{keep, "http://example.org/keep"},
		{IRI{}, ""},
		{NullIRI{IRI: keep, Valid: true}, "http://example.org/keep"},
		{NullIRI{IRI: keep}, nil},
		{NullIRI{}, nil},
	} {
		if got, err := tt.v.Value(); err != nil || got != tt.want {
			t.Errorf("%#v.Value() = %#v, %v; want %#v", tt.v, got, err, tt.want)
		}
		// database/sql converts arguments through driver.Valuer.
		if got, err := driver.DefaultParameterConverter.ConvertValue(tt.v); err != nil || got != tt.want {
			t.Errorf("ConvertValue(%#v) = %#v, %v", tt.v, got, err)
		}
	}
}

// ---------------------------------------------------------------------------
// Redaction.

func TestRedacted(t *testing.T) {
	tests := []struct{ in, want string }{
		{"http://user:secret@example.com/p?q#f", "http://user:xxxxx@example.com/p?q#f"},
		{"http://user:@example.com/", "http://user:xxxxx@example.com/"},
		{"http://:secret@example.com/", "http://:xxxxx@example.com/"},
		{"http://user:a:b@h/", "http://user:xxxxx@h/"},
		{"ftp://user@example.com/", "ftp://user@example.com/"},
		{"http://@h/", "http://@h/"},
		{"http://example.com/?user:pw@x#a:b@c", "http://example.com/?user:pw@x#a:b@c"},
		{"//u:p@h", "//u:xxxxx@h"},
		{"mailto:user:pw@example.com", "mailto:user:pw@example.com"}, // no authority, no userinfo
		{"", ""},
	}
	for _, tt := range tests {
		x := MustParse(tt.in)
		if got := x.Redacted(); got != tt.want {
			t.Errorf("Redacted(%q) = %q, want %q", tt.in, got, tt.want)
		}
		if got := x.LogValue(); got.Kind() != slog.KindString || got.String() != tt.want {
			t.Errorf("LogValue(%q) = %v", tt.in, got)
		}
		// net/url agrees.
		if u, err := url.Parse(tt.in); err == nil && u.User != nil && strings.Contains(tt.in, "://") {
			if got := u.Redacted(); got != tt.want && strings.Count(tt.in, ":") < 4 {
				t.Errorf("url.Redacted(%q) = %q, Redacted %q", tt.in, got, tt.want)
			}
		}
	}

	var buf bytes.Buffer
	logger := slog.New(slog.NewJSONHandler(&buf, nil))
	x := MustParse("https://anna:hunter2@example.com/")
	logger.Info("fetch", "iri", x, slog.Any("ptr", &x))
	if out := buf.String(); strings.Contains(out, "hunter2") || !strings.Contains(out, `"iri":"https://anna:xxxxx@example.com/"`) {
		t.Errorf("slog output: %s", out)
	}

	y := MustParse("https://example.com/a?b#c")
	var sink string
	if n := testing.AllocsPerRun(100, func() { sink = y.Redacted() }); n != 0 {
		t.Errorf("Redacted without a password: %v allocations", n)
	}
	_ = sink
}

// TestToURIOptionsURL: the *url.URL of the IDNA mapping has the A-label
// host (3987bis-13 §3.4.2) and otherwise agrees with IRI.URL.
func TestToURIOptionsURL(t *testing.T) {
	tests := []struct{ in, host string }{
		{"http://例え.jp/", "xn--r8jz45g.jp"},
		{"http://EXAMPLE.org:8080/ü", "example.org:8080"},
		{"foo://例え.jp/", "例え.jp"}, // not a DNS scheme: percent-encoded, which net/url decodes
	}
	for _, tt := range tests {
		u, err := ToURIOptions{IDNA: true}.URL(MustParse(tt.in))
		if err != nil || u.Host != tt.host {
			t.Errorf("URL(%q) = %v, %v; want host %q", tt.in, u, err, tt.host)
		}
	}
	if u, err := (ToURIOptions{}).URL(MustParse("http://例え.jp/")); err != nil || u.String() != "http://%E4%BE%8B%E3%81%88.jp/" {
		t.Errorf("zero options: %v, %v", u, err)
	}
	var he *HostError
	if u, err := (ToURIOptions{IDNA: true}).URL(MustParse("http://xn--example-/")); !errors.As(err, &he) || u != nil {
		t.Errorf("fake A-label: %v, %v; want a *HostError", u, err)
	}
}

func TestFromURLNil(t *testing.T) {
	if _, err := FromURL(nil); !errors.Is(err, ErrNilURL) {
		t.Errorf("FromURL(nil) = %v, want ErrNilURL", err)
	}
}
