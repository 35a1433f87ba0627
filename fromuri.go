package iri

import (
	"strings"
	"unicode/utf8"

	"golang.org/x/net/idna"
)

// URI → IRI conversion: RFC 3987 §3.2 and draft-ietf-iri-3987bis-13 §4.
//
// The five steps of RFC 3987 §3.2 are run in one pass over each component,
// triplet by triplet:
//
//  1. the URI is a sequence of US-ASCII octets (the receiver's string);
//  2. a triplet "%HH" is decoded unless HH is "%", a reserved character or
//     an ASCII character not allowed in URIs. What is left to decode are
//     exactly the unreserved ASCII characters and the octets >= 0x80;
//  3. octets >= 0x80 are decoded only as a whole, strictly well-formed UTF-8
//     sequence (Unicode Table 3-7: no overlong forms, no surrogates, nothing
//     above U+10FFFF); any other octet keeps its triplet;
//  4. a well-formed sequence is decoded only if its character is allowed,
//     literally, in that component of an IRI (keepEncoded);
//  5. the result is read as UTF-8: it is the output string.
//
// Triplets that stay are written with uppercase hex (RFC 3987 §3.2.1,
// third example). The components cannot change shape: nothing decoded is a
// delimiter, so the output has the same scheme, authority, path, query and
// fragment boundaries (shifted), and is parsed once more only to compute its
// offsets.

// FromURI is [ParseURI], errors included, then [IRI.ToIRI].
func FromURI(s string) (IRI, error) {
	x, err := ParseURI(s)
	if err != nil {
		return IRI{}, err
	}
	return x.ToIRI(), nil
}

// ToIRI converts the reference to an IRI (RFC 3987 §3.2), other triplets in
// uppercase hex; the result is valid, ToIRI idempotent, and ToURI maps it back
// up to hex case and encoded unreserved characters. ToIRI returns x itself,
// unallocated, when nothing changes, or allocates once.
//
// What stays percent-encoded: a triplet is decoded exactly when its octets
// are strictly well-formed UTF-8 of a character allowed literally in that
// component, or an unreserved ASCII character; "%25", reserved characters,
// ill-formed UTF-8, characters outside ucschar, bidi controls and (unless
// [ToIRIOptions.DecodeDiscouraged]) space look-alikes and invisible
// characters stay encoded. The full list:
// https://github.com/go-iri/iri/blob/main/docs/reference.md#what-stays-percent-encoded
func (x IRI) ToIRI() IRI {
	return ToIRIOptions{}.ToIRI(x)
}

// ToIRIOptions converts URIs to IRIs; the zero value is [IRI.ToIRI].
type ToIRIOptions struct {
	// IDNA converts the genuine A-labels of a [Scheme.DNSHost] host to U-labels
	// where ToIRI would decode all of them (3987bis-13 §4.2 step 7).
	IDNA              bool
	IDNAProfile       *idna.Profile // of IDNA: the A-labels it converts back; nil means idna.Lookup
	Schemes           Schemes       // whose Scheme.DNSHost hosts IDNA converts
	KeepQueryEncoded  bool          // copies an http(s) query byte for byte: it may be in a legacy charset (3987bis-13 §4.2 step 5)
	Grammar           Grammar       // of the result: RFC3987bis decodes U+E0000-U+E0FFF in the query (3987bis-13 §12.2.3)
	DecodeDiscouraged bool          // also decodes the RFC 3987 §6.1 characters kept encoded by default
}

// ToIRI converts the URI reference x to an IRI as [IRI.ToIRI] does, with
// o's IDNA, query, grammar and decoding options; IDNA also allocates in
// x/net/idna.
func (o ToIRIOptions) ToIRI(x IRI) IRI {
	y, ok := o.toIRI(x)
	if !ok {
		// Cannot happen: the output is built to be a valid IRI. Should it
		// fail to parse all the same, the input is the safe answer.
		return x
	}
	return y
}

// keepSet returns what o keeps percent-encoded.
func (o ToIRIOptions) keepSet() keepSet {
	return keepSet{bis: o.Grammar == RFC3987bis, decodeDiscouraged: o.DecodeDiscouraged}
}

// toIRI is ToIRI, reporting false if the output failed to parse (a bug).
func (o ToIRIOptions) toIRI(x IRI) (IRI, bool) {
	s := x.s
	hasPct := strings.IndexByte(s, '%') >= 0
	host := ""
	newHost := ""
	if o.IDNA && x.hostKind == HostRegName && (ToURIOptions{Schemes: o.Schemes}).isDNSScheme(x.Scheme()) {
		host = x.Host()
		newHost = o.unicodeHost(host)
	}
	if !hasPct && newHost == host {
		return x, true
	}

	w := u2iWriter{s: s, set: o.keepSet()}
	w.size = len(s)
	if len(newHost) > len(host) {
		w.size += len(newHost) - len(host)
	}
	// Convert component by component, mapping each boundary to the output
	// as it is passed: a triplet never spans a boundary (pctSeq stops at
	// the region's end), and nothing decoded is a delimiter, so the
	// structure stays and only the offsets move.
	y := x
	w.region(0, int(x.hostStart), false) // scheme ":" ["//" [userinfo "@"]]
	y.hostStart = w.out(x.hostStart)
	if newHost != host {
		w.replace(int(x.hostStart), int(x.hostEnd), newHost)
	} else {
		w.region(int(x.hostStart), int(x.hostEnd), false)
	}
	y.hostEnd = w.out(x.hostEnd)
	y.pathStart = y.hostEnd + x.pathStart - x.hostEnd // [":" port]: no "%"
	w.region(int(x.pathStart), int(x.pathEnd), false)
	y.pathEnd = w.out(x.pathEnd)
	if x.flags&flagQuery != 0 && !(o.KeepQueryEncoded && isHTTP(x.Scheme())) {
		w.region(int(x.pathEnd)+1, int(x.queryEnd), true)
	}
	y.queryEnd = w.out(x.queryEnd)
	if x.flags&flagFragment != 0 {
		w.region(int(x.queryEnd)+1, len(s), false)
	}
	if !w.dirty {
		return x, true
	}
	w.copyTo(len(s))
	y.s = w.b.String()
	if y.hostKind == HostRegName && y.hostEnd-y.hostStart != x.hostEnd-x.hostStart &&
		ipv4address(y.s[y.hostStart:y.hostEnd]) {
		// Decoded digits and dots ("%31%39%32.0.2.1") can spell an IPv4
		// address, which the grammar reads as one (RFC 3986 §3.2.2).
		y.hostKind = HostIPv4
	}
	return y, true
}

// unicodeHost returns the reg-name host with its A-labels converted to
// U-labels (3987bis-13 §4.2 step 7), after decoding its percent-encodings
// as ToIRI does; it returns host itself when nothing changes.
func (o ToIRIOptions) unicodeHost(host string) string {
	decoded := host
	if strings.IndexByte(host, '%') >= 0 {
		w := u2iWriter{s: host, set: o.keepSet(), size: len(host)}
		w.region(0, len(host), false)
		if w.dirty {
			w.copyTo(len(host))
			decoded = w.b.String()
		}
	}
	if !hasACEPrefix(decoded) {
		return host
	}
	var b strings.Builder
	changed := false
	rest := decoded
	for first := true; ; first = false {
		label := rest
		dot := strings.IndexByte(rest, '.')
		if dot >= 0 {
			label = rest[:dot]
		}
		if !first {
			b.WriteByte('.')
		}
		if u, ok := o.toULabel(label); ok {
			b.WriteString(u)
			changed = true
		} else {
			b.WriteString(label)
		}
		if dot < 0 {
			break
		}
		rest = rest[dot+1:]
	}
	if !changed {
		return host
	}
	return b.String()
}

// toULabel converts one A-label to its U-label, reporting false when the
// label is not an A-label that converts cleanly and round-trips.
func (o ToIRIOptions) toULabel(label string) (string, bool) {
	// An A-label is at most 63 octets (RFC 5890 §2.3.2.1); longer text is
	// no label, and idna's cost grows fast with length.
	if len(label) <= 4 || len(label) > 63 || !strings.EqualFold(label[:4], "xn--") {
		return "", false
	}
	for i := 0; i < len(label); i++ {
		if asciiClass[label[i]]&(cAlpha|cDigit) == 0 && label[i] != '-' {
			return "", false
		}
	}
	p := o.IDNAProfile
	if p == nil {
		p = idna.Lookup
	}
	u, ok := aLabelToULabel(p, label)
	if !ok {
		return "", false
	}
	for _, r := range u {
		switch {
		case r < utf8.RuneSelf:
			if asciiClass[r]&(cAlpha|cDigit) == 0 && r != '-' {
				return "", false
			}
		case r == 0x200C || r == 0x200D:
			// ZWNJ and ZWJ that IDNA's CONTEXTJ rules accepted.
		case o.keepSet().keepEncoded(r, false):
			return "", false
		}
	}
	return u, true
}
