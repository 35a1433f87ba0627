package iri

import (
	"testing"

	"github.com/go-iri/iri/internal/abnf"
)

// Code that only tests call, as net/netip keeps it: the entry points of
// normalization without the panic of Normalize, and the quick check alone.

// normalize is Normalize, reporting false, with the zero IRI, if the output
// failed to parse (a bug: the output is built to be a valid IRI).
func (o NormalizeOptions) normalize(x IRI) (IRI, bool) {
	var y IRI
	ok := o.normalizeTo(&y, &x)
	return y, ok
}

// normalizeSlow is normalize without the quick check, on x with the
// fragment already dropped if ExcludeFragment is set.
func (o NormalizeOptions) normalizeSlow(x IRI) (IRI, bool) {
	var y IRI
	ok := o.normalizeFrom(&y, &x, nzNone)
	return y, ok
}

// quickNormal reports whether normalizeSlow would return x unchanged.
func (o NormalizeOptions) quickNormal(x IRI) bool { return o.quickPrefix(&x) == nzAll }

// For the tests of package resolvetrace, which run in package iri_test
// against the transcription of RFC 3986 §5.2 and the vectors of this
// package (resolve_trace_test.go).

// RefComponent is a component of RFC 3986 §5.2.1 that may be undefined.
type RefComponent struct {
	Defined bool
	V       string
}

// RefComponents are the five components of a reference.
type RefComponents struct{ Scheme, Authority, Path, Query, Fragment RefComponent }

func exportComponents(c components) RefComponents {
	e := func(x component) RefComponent { return RefComponent{x.defined, x.v} }
	return RefComponents{e(c.scheme), e(c.authority), e(c.path), e(c.query), e(c.fragment)}
}

// SplitRef is splitRef, RFC 3986 Appendix B.
func SplitRef(s string) RefComponents { return exportComponents(splitRef(s)) }

// RefResolveComponents is refResolveComponents, RFC 3986 §5.2.2 (strict).
func RefResolveComponents(base, ref string) RefComponents {
	return exportComponents(refResolveComponents(base, ref))
}

// RefMerge is refMerge, RFC 3986 §5.2.3.
func RefMerge(base, ref string) string { return refMerge(splitRef(base), ref) }

// RFC3986Base and RFC3986ExampleRefs are the base and the references of
// RFC 3986 §5.4.
const RFC3986Base = rfc3986Base

// RFC3986ExampleRefs returns the references of RFC 3986 §5.4.
func RFC3986ExampleRefs() []string {
	var refs []string
	for _, tt := range rfc3986Examples {
		refs = append(refs, tt.ref)
	}
	return refs
}

// FuzzResolveSeeds are the seeds of FuzzResolve.
var FuzzResolveSeeds = fuzzResolveSeeds

// LoadResolutionPairs returns the base and reference of each vector of the
// testdata file name.
func LoadResolutionPairs(t *testing.T, name string) [][2]string {
	var pairs [][2]string
	for _, c := range loadResolutionVectors(t, name) {
		pairs = append(pairs, [2]string{c.Base, c.Ref})
	}
	return pairs
}

// keptMasks are the masks of abnf.MayKeep, for the test of their number.
var keptMasks = abnf.KeptMasks
