package iri

import (
	"database/sql/driver"
	"fmt"
	"log/slog"
	"net/url"
	"strings"
)

// Interoperation with net/url and log/slog.

// URL returns [IRI.ToURI] of x parsed by url.Parse. net/url rejects some valid
// references ("http://%41/", IPvFuture) and differs in its model: a lowercased
// scheme, decoded Path, Host, User and Fragment, Opaque for a rootless path,
// an empty fragment and "http://" lost, userinfo and host re-encoded. Apart
// from these, [FromURL] of the result gives x.ToURI().
func (x IRI) URL() (*url.URL, error) {
	return url.Parse(x.ToURI().s)
}

// URL returns the net/url form of o.ToURI(x), as [IRI.URL] does for
// x.ToURI(): with IDNA the host is an ASCII DNS name ("xn--r8jz45g.jp");
// errors are ToURI's, else url.Parse's.
func (o ToURIOptions) URL(x IRI) (*url.URL, error) {
	u, err := o.ToURI(x)
	if err != nil {
		return nil, err
	}
	return url.Parse(u.s)
}

// FromURL returns the IRI reference that u.String() spells (a url.URL may hold
// IRI text in Opaque and RawQuery) with the strict [Parse] and its errors, or
// [ErrNilURL]. It does not convert: use [IRI.ToIRI], or [FromURI].
func FromURL(u *url.URL) (IRI, error) {
	if u == nil {
		return IRI{}, ErrNilURL
	}
	return Parse(u.String())
}

// Redacted returns the reference with "xxxxx" for its userinfo password, as
// url.URL.Redacted does (RFC 3986 §7.5), else x.String() unallocated.
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

// LogValue implements slog.LogValuer with [IRI.Redacted]: no password is
// logged.
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

// MarshalBinary implements encoding.BinaryMarshaler, for encoding/gob.
func (x IRI) MarshalBinary() ([]byte, error) { return []byte(x.s), nil }

// UnmarshalBinary implements encoding.BinaryUnmarshaler as UnmarshalText.
func (x *IRI) UnmarshalBinary(data []byte) error { return x.UnmarshalText(data) }

// Scan implements sql.Scanner with the strict [Parse] of a string or []byte;
// NULL gives [ErrNull]. On error x is left unchanged.
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

// Value implements driver.Valuer: the string, "" (not NULL) for the zero IRI.
func (x IRI) Value() (driver.Value, error) { return x.s, nil }

// NullIRI is an IRI that may be NULL, like sql.NullString.
type NullIRI struct {
	IRI   IRI  // the IRI, the zero IRI when Valid is false
	Valid bool // Valid is true if IRI is not NULL
}

// Scan implements sql.Scanner: NULL sets Valid to false and IRI to zero, else
// it is [IRI.Scan] and sets Valid. On error n is left unchanged.
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

// Value implements driver.Valuer: nil (NULL) unless Valid, else the string.
func (n NullIRI) Value() (driver.Value, error) {
	if !n.Valid {
		return nil, nil
	}
	return n.IRI.s, nil
}

// UnmarshalText implements encoding.TextUnmarshaler with the strict [Parse];
// on error x is left unchanged.
func (x *IRI) UnmarshalText(text []byte) error {
	v, err := Parse(string(text))
	if err != nil {
		return err
	}
	*x = v
	return nil
}
