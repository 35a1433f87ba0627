package iri

import "github.com/go-iri/iri/internal/abnf"

// Code that only tests call, as net/netip keeps it: the entry points of
// normalization without the panic of Normalize, and the quick check alone.

// normalize is Normalize, reporting false, with the zero IRI, if the output
// failed to parse (a bug: the output is built to be a valid IRI).
func (o NormalizeOptions) normalize(x IRI) (IRI, bool) {
	var y IRI
	ok := o.normalizeTo(&y, x)
	return y, ok
}

// normalizeSlow is normalize without the quick check, on x with the
// fragment already dropped if ExcludeFragment is set.
func (o NormalizeOptions) normalizeSlow(x IRI) (IRI, bool) {
	var y IRI
	ok := o.normalizeFrom(&y, x, nzNone)
	return y, ok
}

// quickNormal reports whether normalizeSlow would return x unchanged.
func (o NormalizeOptions) quickNormal(x IRI) bool { return o.quickPrefix(x) == nzAll }

// keptMasks are the masks of abnf.MayKeep, for the test of their number.
var keptMasks = abnf.KeptMasks
