package iri

import (
	"database/sql/driver"
	"fmt"
	"log/slog"
	"net/url"
	"strings"
)

// Interoperation with net/url and log/slog.

// URL returns the reference as a [net/url.URL], for APIs such as
// http.NewRequest: the URI form of x ([IRI.ToURI], RFC 3987 §3.1) parsed by
// url.Parse. It returns url.Parse's error, a *url.Error, in the cases where
// net/url rejects a valid URI reference:
//   - a percent-encoded ASCII octet in a reg-name host other than "%25"
//     ("http://%41/"): net/url allows encoded octets in hosts only for
//     non-ASCII bytes;
//   - on recent Go releases, an IP literal that is not an IPv6 address:
//     the IPvFuture form of RFC 3986 §3.2.2 ("http://[v1.x]/").
//
// The *url.URL holds the components in net/url's model, which differs
// from this package's:
//   - the scheme is lowercased (RFC 3986 §3.1 says schemes are
//     case-insensitive); the host keeps its case, and Host holds the port
//     too ("host:port"); Hostname strips the brackets of an IP literal;
//   - Path, Host, User and Fragment hold decoded text; the encoded forms
//     are in RawPath (set only when it differs from the default encoding of
//     Path; EscapedPath returns it), RawFragment and, for the query,
//     RawQuery, which is the iquery as it is. u.Query() decodes "+" as a
//     space and rejects ";" (form decoding), where [IRI.QueryPairs] does
//     neither;
//   - a reference with a scheme and a path that does not begin with "/"
//     (the RFC 3986 §3 ipath-rootless, as in "mailto:user@example.com" or
//     "urn:isbn:0451450523") has its path in Opaque, and Path is empty;
//   - an empty query ("x?") is RawQuery "" with ForceQuery set;
//   - an empty fragment ("x#") is lost: URL.String writes no "#";
//   - a path that is exactly "%2A" comes back as "*" (net/url's special
//     case for the request target of "OPTIONS *");
//   - an empty authority with an empty path ("http://", "foo://?q", "//")
//     is lost: URL.String writes "http:", "foo:?q", "";
//   - URL.String re-encodes the userinfo and the host from their decoded
//     forms: percent-encodings of unreserved characters in the userinfo are
//     decoded ("us%65r" becomes "user"), a ":" in the password is encoded
//     ("u:a:b" becomes "u:a%3Ab"), and hex digits in the host become
//     uppercase.
//
// Apart from these, [FromURL] of the result gives x.ToURI() back.
func (x IRI) URL() (*url.URL, error) {
	return url.Parse(x.ToURI().s)
}

// URL returns the URI form of x with o's options as a [net/url.URL]: like
// [IRI.URL], but mapped with [ToURIOptions.ToURI], so that with IDNA set
// the host is an ASCII DNS name ("http://xn--r8jz45g.jp/") rather than
// percent-encoded ("http://%E4%BE%8B%E3%81%88.jp/", which only net/http's
// own conversion makes usable). It returns the error of ToURI, or else
// url.Parse's in the cases listed at IRI.URL.
func (o ToURIOptions) URL(x IRI) (*url.URL, error) {
	u, err := o.ToURI(x)
	if err != nil {
		return nil, err
	}
	return url.Parse(u.s)
}

// FromURL returns the IRI reference that u.String() spells, validated by
// the strict [Parse] (RFC 3987 §2.2 IRI-reference); on error it returns
// Parse's [*ParseError], whose Input is u.String(). A nil u is an error
// ([ErrNilURL]), not a panic.
//
// Parse rather than [ParseURI], because a url.URL may hold IRI text that
// URL.String writes as it is: Opaque and RawQuery (url.Parse keeps a
// non-ASCII query as it is, and a rootless path in Opaque). What net/url
// encodes itself (Path, Host, User, Fragment), it encodes as ASCII.
//
// FromURL does not convert: the result is in whatever form u.String()
// has; call [IRI.ToIRI] for the IRI form (RFC 3987 §3.2) or [IRI.ToURI]
// for the URI form. See [IRI.URL] for the differences between net/url's
// model and this package's: FromURL sees them only through u.String() (a
// lowercased scheme, no empty fragment, re-encoded userinfo and host). A
// URL that net/url would write as an invalid
// reference, for example with a space in RawQuery, is an error.
func FromURL(u *url.URL) (IRI, error) {
	if u == nil {
		return IRI{}, ErrNilURL
	}
	return Parse(u.String())
}

// Redacted returns the reference with the password in its userinfo
// replaced by "xxxxx", as url.URL.Redacted does: the userinfo
// "user:secret" becomes "user:xxxxx" (RFC 3986 §3.2.1 deprecates the
// "user:password" form, and RFC 3986 §7.5 says applications should not
// render the password in clear text). A userinfo without ":" is a user
// name and stays; so does everything else. Redacted returns x.String(),
// without allocating, when there is no password.
func (x IRI) Redacted() string {
	if x.flags&flagUserinfo == 0 {
		return x.s
	}
	start := int(x.authStart())
	at := int(x.hostStart) - 1
	k := strings.IndexByte(x.s[start:at], ':')
	if k < 0 {
		return x.s
	}
	return x.s[:start+k+1] + "xxxxx" + x.s[at:]
}

// LogValue implements [log/slog.LogValuer]: the reference as a string,
// with the password in its userinfo redacted as [IRI.Redacted] does
// (RFC 3986 §7.5), so that logging an IRI never writes a password.
func (x IRI) LogValue() slog.Value {
	return slog.StringValue(x.Redacted())
}

// Encodings: binary marshalling and database/sql.
//
// JSON, XML and every other encoding that knows encoding.TextMarshaler use
// the text methods of iri.go: an IRI is encoded as its string and decoded
// with the strict Parse. In encoding/json, a JSON null leaves an IRI value
// unchanged (the package's rule for values that are not pointers, maps,
// slices or interfaces); use *IRI for an optional field.
//
// database/sql: IRI implements driver.Valuer and *IRI implements
// sql.Scanner. Scanner needs no import, and driver.Valuer needs only
// database/sql/driver, a package of interface declarations that adds
// almost nothing to a program (the package links fmt, reflect and time
// already); database/sql itself is never imported. A nullable column
// scans into NullIRI, the counterpart of sql.NullString.

// MarshalBinary implements [encoding.BinaryMarshaler] for encoding/gob,
// which does not use the text methods: the reference string, as
// [IRI.MarshalText].
func (x IRI) MarshalBinary() ([]byte, error) { return []byte(x.s), nil }

// UnmarshalBinary implements [encoding.BinaryUnmarshaler] for encoding/gob,
// exactly as [IRI.UnmarshalText]: strict [Parse], and on error the
// receiver is left unchanged.
func (x *IRI) UnmarshalBinary(data []byte) error { return x.UnmarshalText(data) }

// Scan implements the sql.Scanner interface of database/sql: src, a
// string or []byte column value, is parsed with the strict [Parse]
// (RFC 3987 §2.2 IRI-reference). A parse error is a [*ParseError]; NULL
// (src == nil) gives [ErrNull]; any other type is an error too. On error
// the receiver is left unchanged. The bytes of a []byte are copied, as
// database/sql requires of a Scanner.
func (x *IRI) Scan(src any) error {
	var s string
	switch v := src.(type) {
	case string:
		s = v
	case []byte:
		s = string(v)
	case nil:
		return ErrNull
	default:
		return fmt.Errorf("iri: cannot scan %T into an IRI", src)
	}
	y, err := Parse(s)
	if err != nil {
		return err
	}
	*x = y
	return nil
}

// Value implements [database/sql/driver.Valuer]: the reference string
// (RFC 3987 §2.2), stored as text. The zero IRI is the empty reference and
// gives "", not NULL; use [NullIRI] for NULL.
func (x IRI) Value() (driver.Value, error) { return x.s, nil }

// NullIRI is an IRI reference (RFC 3987 §2.2) that may be NULL, for
// nullable database columns, in the manner of sql.NullString: Valid is
// false for NULL.
type NullIRI struct {
	IRI   IRI
	Valid bool // Valid is true if IRI is not NULL
}

// Scan implements the sql.Scanner interface: NULL sets Valid to false and
// IRI to the zero value; a string or []byte is parsed as by [IRI.Scan]
// (strict [Parse], RFC 3987 §2.2) and sets Valid. On error n is left
// unchanged.
func (n *NullIRI) Scan(src any) error {
	if src == nil {
		*n = NullIRI{}
		return nil
	}
	var x IRI
	if err := x.Scan(src); err != nil {
		return err
	}
	*n = NullIRI{IRI: x, Valid: true}
	return nil
}

// Value implements [database/sql/driver.Valuer]: nil (NULL) when Valid is
// false, otherwise the reference string (RFC 3987 §2.2).
func (n NullIRI) Value() (driver.Value, error) {
	if !n.Valid {
		return nil, nil
	}
	return n.IRI.s, nil
}
