package iri

// Comparison with three outcomes: draft-ietf-iri-comparison-02 §2 and
// §4.4, RFC 3987 §5.1 and §5.3.4.

import (
	"strconv"
	"strings"
	"unicode/utf8"

	"golang.org/x/net/idna"
)

// Comparison is the outcome of [NormalizeOptions.Compare] (comparison-02 §2),
// from the least to the most that it can assert; the zero value,
// CompareUndetermined, never claims anything.
type Comparison uint8

// The outcomes of a comparison, from the least to the most alike.
const (
	CompareUndetermined Comparison = iota // cannot be determined; Compare says why in its error
	CompareDifferent                      // no rung makes them equal (no proof of different resources, RFC 3987 §5.1)
	CompareSameResource                   // equivalent without fragments, not with them (never with ExcludeFragment)
	CompareEquivalent                     // equivalent, fragments included unless ExcludeFragment is set
)

// String returns "cannot be determined", "different", "same resource,
// different fragment" or "equivalent", the words of comparison-02 §2.
func (c Comparison) String() string {
	switch c {
	case CompareUndetermined:
		return "cannot be determined"
	case CompareDifferent:
		return "different"
	case CompareSameResource:
		return "same resource, different fragment"
	case CompareEquivalent:
		return "equivalent"
	}
	return "Comparison(" + strconv.Itoa(int(c)) + ")"
}

// Compare compares a and b at the level of o's Flags, symmetrically
// (comparison-02 §2): resolved against the Base if any, else
// CompareUndetermined for a relative reference; then their normal forms
// without fragments, component by component, a difference being
// CompareDifferent, or CompareUndetermined where a rung could not run (a host
// failing IDNA under NormIDN, comparison-02 §4.3; an encoded non-UTF-8 octet
// where NormPercent or NormIDN decodes, RFC 3987 §6.4); then Protocol; then,
// unless ExcludeFragment, the fragments. Its error, for CompareUndetermined
// only, is a [*CompareError], or a [*ResolveError] for a Base not absolute.
func (o NormalizeOptions) Compare(a, b IRI) (Comparison, error) {
	return o.compare(a, b, false)
}

// compare is Compare; relOK compares relative references without a Base
// as they are, as Equivalent does.
func (o NormalizeOptions) compare(a, b IRI, relOK bool) (Comparison, error) {
	if o.Base.s != "" {
		if !o.Base.IsAbs() {
			return CompareUndetermined, &ResolveError{Base: o.Base.s, Ref: a.s, Input: o.Base.s, Err: ErrNotAbsolute, Rule: "RFC 3986 §5.2.1"}
		}
		var err error
		if a, err = o.Base.Resolve(a); err != nil {
			return CompareUndetermined, err
		}
		if b, err = o.Base.Resolve(b); err != nil {
			return CompareUndetermined, err
		}
	} else if !relOK {
		for i, x := range [2]IRI{a, b} {
			if !x.IsAbs() {
				return CompareUndetermined, newCompareError(i+1, x, ComponentNone, 0,
					"relative reference and no base to resolve it against (RFC 3987 §5.1, comparison-02 §2)")
			}
		}
	}
	if o.ExcludeFragment {
		a, b = a.WithoutFragment(), b.WithoutFragment()
	}
	if a.s == b.s {
		return CompareEquivalent, nil
	}
	cmp := cmpState{nz: o}
	na, nb := o.Normalize(a), o.Normalize(b)
	ra, rb := na.WithoutFragment(), nb.WithoutFragment()
	res := CompareEquivalent
	var why *CompareError
	if ra.s != rb.s {
		res, why = cmp.components(a.WithoutFragment(), b.WithoutFragment(), ra, rb)
		if res != CompareEquivalent && o.Protocol != nil && (o.Protocol(ra, rb) || o.Protocol(rb, ra)) {
			res, why = CompareEquivalent, nil
		}
	}
	if res != CompareEquivalent {
		if why != nil {
			return CompareUndetermined, why
		}
		return res, nil
	}
	// The fragments, last (comparison-02 §2).
	if na.HasFragment() != nb.HasFragment() {
		return CompareSameResource, nil
	}
	if na.Fragment() == nb.Fragment() {
		return CompareEquivalent, nil
	}
	if o.Flags&NormPercent != 0 {
		if why := cmp.pctFault(a, b, ComponentFragment); why != nil {
			return CompareUndetermined, why
		}
	}
	return CompareSameResource, nil
}

// cmpState is one run of Compare.
type cmpState struct {
	nz NormalizeOptions
}

// components compares the normal forms na and nb of a and b (all four
// without fragments), which differ, component by component. It returns
// CompareDifferent if a component differs for want of no rung, else
// CompareUndetermined with the first fault found.
func (cmp *cmpState) components(a, b, na, nb IRI) (Comparison, *CompareError) {
	if na.Scheme() != nb.Scheme() || na.HasAuthority() != nb.HasAuthority() ||
		na.HasUserinfo() != nb.HasUserinfo() || na.HasPort() != nb.HasPort() ||
		na.Port() != nb.Port() || na.HasQuery() != nb.HasQuery() {
		return CompareDifferent, nil
	}
	var fault *CompareError
	differ := func(c Component, x, y string) bool {
		if x == y {
			return false
		}
		if fault == nil {
			if c == ComponentHost {
				fault = cmp.hostFault(a, b)
			}
			if fault == nil && cmp.nz.Flags&NormPercent != 0 {
				fault = cmp.pctFault(a, b, c)
			}
		}
		return fault == nil
	}
	if differ(ComponentUserinfo, na.Userinfo(), nb.Userinfo()) ||
		differ(ComponentHost, na.Host(), nb.Host()) ||
		differ(ComponentPath, na.Path(), nb.Path()) ||
		differ(ComponentQuery, na.Query(), nb.Query()) {
		return CompareDifferent, nil
	}
	if fault == nil {
		// Unreachable: na and nb differ, so some component does.
		return CompareDifferent, nil
	}
	return CompareUndetermined, fault
}

// hostFault returns why NormIDN cannot run on the host of a or b, or nil.
// It applies to an internationalized reg-name of a [Scheme.DNSHost]
// scheme: one with a non-ASCII character, a percent-encoded octet >= 0x80
// or an "xn--" label. An ASCII name that is not a DNS name is compared as
// it is: IDNA could only lowercase it.
func (cmp *cmpState) hostFault(a, b IRI) *CompareError {
	nz := cmp.nz
	if nz.Flags&NormIDN == 0 {
		return nil
	}
	for i, x := range [2]IRI{a, b} {
		if x.hostKind != HostRegName || x.hostStart == x.hostEnd {
			continue
		}
		if info, ok := nz.Schemes.Lookup(x.Scheme()); !ok || !info.DNSHost {
			continue
		}
		h := x.Host()
		if asciiAfterDecode(h) && !hasACEPrefix(h) {
			continue
		}
		if _, ok := nz.idnHost(h); ok {
			continue
		}
		d := decodeValid(h, false)
		if !utf8.ValidString(d) {
			return cmp.fault(i, x, ComponentHost, int(x.hostStart), int(x.hostEnd))
		}
		p := nz.IDNAProfile
		if p == nil {
			p = idna.Lookup
		}
		why := "host " + quoteExcerpt(h, 0) + " is not a valid IDN"
		if len(d) <= maxIDNHost {
			_, r := idnaFault(p, d)
			why += ": " + r
		}
		return cmp.at(i, x, ComponentHost, int(x.hostStart), why+"; NormIDN cannot map it (RFC 3987 §5.3.3, comparison-02 §4.3)")
	}
	return nil
}

// pctFault returns why a decoding rung cannot run on the component c of a
// or b, or nil: a percent-encoded octet that is not part of well-formed
// UTF-8.
func (cmp *cmpState) pctFault(a, b IRI, c Component) *CompareError {
	for i, x := range [2]IRI{a, b} {
		start, end, ok := componentRange(x, c)
		if !ok {
			continue
		}
		if e := cmp.fault(i, x, c, start, end); e != nil {
			return e
		}
	}
	return nil
}

// fault returns the error for the first percent-encoded octet of
// x.s[start:end] that is not part of well-formed UTF-8, or nil.
func (cmp *cmpState) fault(i int, x IRI, c Component, start, end int) *CompareError {
	s := x.s
	for j := start; j < end; {
		k := strings.IndexByte(s[j:end], '%')
		if k < 0 {
			return nil
		}
		j += k
		_, n := pctSeq(s, j, end)
		if n == 0 {
			return cmp.at(i, x, c, j, "percent-encoding "+s[j:j+3]+
				" is not part of well-formed UTF-8, so its character is unknown and the rung cannot decode it (RFC 3987 §5.3.2.3, §6.4)")
		}
		j += 3 * n
	}
	return nil
}

// at returns the CompareError for a fault at offset off of the component c
// of x, the reference i (0 or 1) as compared.
func (cmp *cmpState) at(i int, x IRI, c Component, off int, reason string) *CompareError {
	return newCompareError(i+1, x, c, off, reason)
}

// componentRange returns the byte range of the component c of x, and
// whether x has it.
func componentRange(x IRI, c Component) (start, end int, ok bool) {
	switch c {
	case ComponentUserinfo:
		if x.flags&flagUserinfo == 0 {
			return 0, 0, false
		}
		return int(x.authStart()), int(x.hostStart) - 1, true
	case ComponentHost:
		return int(x.hostStart), int(x.hostEnd), x.flags&flagAuthority != 0
	case ComponentPath:
		return int(x.pathStart), int(x.pathEnd), true
	case ComponentQuery:
		return int(x.pathEnd) + 1, int(x.queryEnd), x.flags&flagQuery != 0
	case ComponentFragment:
		return int(x.queryEnd) + 1, len(x.s), x.flags&flagFragment != 0
	}
	return 0, 0, false
}

// Equivalent reports whether a and b normalize alike with n, avoiding false
// positives (RFC 3987 §5.1): "not equivalent" is no proof of different
// resources.
func Equivalent(a, b IRI, n Normalization) bool {
	return NormalizeOptions{Flags: n}.Equivalent(a, b)
}

// Equivalent reports whether a and b normalize alike with o's options, as
// [Equivalent] does with its rungs; with a Base or
// a Protocol, whether Compare gives CompareEquivalent, relative references
// compared as they are if Base is unset.
func (o NormalizeOptions) Equivalent(a, b IRI) bool {
	if o.Base.s != "" || o.Protocol != nil {
		c, _ := o.compare(a, b, true)
		return c == CompareEquivalent
	}
	if o.ExcludeFragment {
		a, b = a.WithoutFragment(), b.WithoutFragment()
	}
	if a.s == b.s {
		return true
	}
	if o.Flags == 0 {
		return false
	}
	return o.Normalize(a).s == o.Normalize(b).s
}
