// Package rawiri lets the module's packages build an iri.IRI from the
// component offsets they already know, without parsing the reference
// again: the template package knows the structure of what it expands
// (see template/shape.go). It is internal, and typed with any because it
// cannot import package iri, which sets Make and Split in its init.
package rawiri

// Offsets are the component boundaries of an iri.IRI, as byte offsets into
// its string, and its flags and host kind: the fields of the IRI value
// (see iri.go).
type Offsets struct {
	SchemeEnd, HostStart, HostEnd, PathStart, PathEnd, QueryEnd int32
	Flags, HostKind                                             uint8
}

// The bits of Offsets.Flags that say whether there is an authority, a "?"
// and a "#"; package iri checks at compile time that they are its own.
const (
	FlagAuthority uint8 = 1 << 0
	FlagQuery     uint8 = 1 << 3
	FlagFragment  uint8 = 1 << 4
)

// Make is a func(s string, schemeEnd, hostStart, hostEnd, pathStart,
// pathEnd, queryEnd int32, flags, hostKind uint8) iri.IRI that returns the
// IRI of the valid reference s with those fields; the caller vouches that
// parsing s gives them. The fields are passed one by one, not as an
// Offsets, so that none is copied as a block right after being written in
// parts (which stalls the store forwarding of x86 processors).
//
// Split is a func(x iri.IRI) Offsets that returns the fields of x.
//
// Package iri sets both before any package that imports it runs.
var Make, Split any
