package iri

import (
	"database/sql/driver"
	"fmt"
	"log/slog"
	"net/url"
	"strings"
)

// Interoperation with net/url and log/slog.

// URL returns the URI form of x ([IRI.ToURI]) parsed by url.Parse, for
// APIs such as http.NewRequest; the host stays percent-encoded (see
// [ToURIOptions.URL] for IDNA). It returns url.Parse's *url.Error where
// net/url rejects a valid URI reference: a percent-encoded ASCII octet in
// a reg-name ("http://%41/") and, on recent Go, IPvFuture
// ("http://[v1.x]/").
//
// net/url's model differs: the scheme is lowercased; Host includes the
// port; Path, Host, User and Fragment are decoded (RawPath, RawFragment and
// RawQuery keep the encoded forms); a rootless path ("mailto:a@b") is in
// Opaque; an empty query sets ForceQuery; an empty fragment, an empty
// authority with an empty path ("http://") and the path "%2A" (read as "*")
// are lost; URL.String re-encodes userinfo and host ("us%65r" becomes
// "user"). Apart from these, [FromURL] of the result gives x.ToURI().
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
// the strict [Parse] (a url.URL may hold IRI text in Opaque and RawQuery);
// the error is Parse's [*ParseError], or [ErrNilURL]. FromURL does not
// convert: call [IRI.ToIRI] for the IRI form, or use [FromURI] on a string.
// It sees net/url's model (see [IRI.URL]) only through u.String().
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
