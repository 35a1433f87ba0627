package iri

import (
	"database/sql/driver"
	"errors"
	"fmt"
)

// Encodings: binary marshalling (encoding/gob uses it) and database/sql.
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

// MarshalBinary implements [encoding.BinaryMarshaler]: the reference
// string, as [IRI.MarshalText] (RFC 3987 §2.2 IRI-reference), so
// encoding/gob stores the text.
func (x IRI) MarshalBinary() ([]byte, error) { return []byte(x.s), nil }

// AppendBinary implements the encoding.BinaryAppender interface of Go
// 1.24: it appends the reference string (RFC 3987 §2.2 IRI-reference) to
// b, as [IRI.AppendText].
func (x IRI) AppendBinary(b []byte) ([]byte, error) { return append(b, x.s...), nil }

// UnmarshalBinary implements [encoding.BinaryUnmarshaler] exactly as
// [IRI.UnmarshalText]: data is parsed with the strict [Parse] (RFC 3987
// §2.2), an error is a [*ParseError], and on error the receiver is left
// unchanged.
func (x *IRI) UnmarshalBinary(data []byte) error { return x.UnmarshalText(data) }

// ErrNull is returned by [IRI.Scan] for an SQL NULL, which is no IRI
// reference (the empty string is one, RFC 3987 §2.2); scan a nullable
// column into a [NullIRI].
var ErrNull = errors.New("iri: cannot scan NULL into an IRI; use NullIRI")

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
