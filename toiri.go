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

// FromURI parses s as an RFC 3986 URI reference with [ParseURI] (ASCII only)
// and converts it to an IRI with [IRI.ToIRI] (RFC 3987 §3.2). It returns
// the parse error, a [*ParseError], if s is not a URI reference.
func FromURI(s string) (IRI, error) {
	x, err := ParseURI(s)
	if err != nil {
		return IRI{}, err
	}
	return x.ToIRI(), nil
}

// ToIRI converts the reference to an IRI by the five steps of RFC 3987
// §3.2: it decodes every percent-encoding whose octets form strictly valid
// UTF-8 of a character that is allowed, literally, in that component of an
// IRI, and keeps every other percent-encoding. It is [ToIRIOptions.ToIRI] with
// the zero ToIRIOptions.
//
// Kept encoded, always:
//   - "%25" ("%") and every reserved character: gen-delims ":/?#[]@" and
//     sub-delims "!$&'()*+,;=" (step 2);
//   - the ASCII characters not allowed in URIs: the controls U+0000-U+001F
//     and U+007F, space, and `"<>\^{|}` and the backtick (step 2);
//   - octets that are not part of a strictly well-formed UTF-8 sequence:
//     stray continuation bytes, truncated sequences, overlong forms ("%C0%AF"
//     never becomes "/"), encoded surrogates, code points above U+10FFFF
//     (step 3); no legacy charset is ever guessed: "r%E9sum%E9" stays
//     (RFC 3987 §3.2, MUST NOT);
//   - characters outside ucschar (RFC 3987 §2.2): C1 controls
//     U+0080-U+009F, U+FDD0-U+FDEF, U+FFF0-U+FFFF (U+FFFD included), every
//     U+xFFFE and U+xFFFF, the tags U+E0000-U+E0FFF; private-use
//     characters (iprivate) except in the query (step 4);
//   - the bidi formatting characters LRM, RLM, LRE, RLE, PDF, LRO, RLO
//     (U+200E, U+200F, U+202A-U+202E; RFC 3987 §4.1), and, treated the same
//     way, the later bidi controls ALM U+061C and the isolates
//     U+2066-U+2069 (step 4).
//
// Kept encoded by default, as the step 4 choice that RFC 3987 §3.2 leaves to
// implementations ("not appropriate according to [§]6.1"; DIGEST U2I-6);
// [ToIRIOptions.DecodeDiscouraged] decodes them:
//   - the non-ASCII White_Space characters, which look like a space or a
//     line break (§6.1 b): U+00A0, U+1680, U+2000-U+200A, U+2028, U+2029,
//     U+202F, U+205F, U+3000;
//   - the Default_Ignorable_Code_Point characters inside ucschar, which are
//     invisible (§6.1 b; 3987bis-13 §5.1 d on U+200C, U+200D): U+00AD,
//     U+034F, U+115F, U+1160, U+17B4, U+17B5, U+180B-U+180F,
//     U+200B-U+200D, U+2060-U+2065, U+206A-U+206F, U+3164,
//     U+FE00-U+FE0F (variation selectors), U+FEFF, U+FFA0,
//     U+1BCA0-U+1BCA3, U+1D173-U+1D17A (the Default_Ignorable bidi controls
//     U+061C, U+200E, U+200F, U+202A-U+202E and U+2066-U+2069 are in the
//     first list).
//
// Such characters would make two IRIs that look the same on screen map to
// different URIs. Everything else that is ucschar is decoded, including
// look-alikes of ASCII delimiters such as U+FF0F (checks for those belong
// to a linter, not to the conversion).
//
// Decoding a triplet of an unreserved ASCII character ("%41" → "A", "%7E" →
// "~") is part of step 2. Every triplet that stays is written with uppercase
// hex ("%e2%80%ae" → "%E2%80%AE", RFC 3987 §3.2.1), and the result maps back
// to the receiver under [IRI.ToURI] up to hex case and percent-encoded
// unreserved characters (RFC 3987 §3.2; 3987bis-13 §4.1). The result is a
// valid IRI, and ToIRI is idempotent.
//
// ToIRI returns the receiver itself, without allocating, when nothing
// changes (in particular when it holds no "%"); otherwise it allocates once.
func (x IRI) ToIRI() IRI {
	return ToIRIOptions{}.ToIRI(x)
}

// ToIRIOptions converts URIs to IRIs with options; [ToURIOptions] is its
// IRI → URI counterpart. The zero ToIRIOptions is [IRI.ToIRI], which
// follows RFC 3987 §3.2 exactly. Each option names the clause it
// implements.
type ToIRIOptions struct {
	// IDNA converts the punycode labels of the reg-name host of a DNS
	// scheme (see Schemes) to Unicode: 3987bis-13 §4.2 step 7
	// ("URIs known to contain domain names in the reg-name component
	// SHOULD convert punycode-encoded domain name labels"), RFC 3987
	// §3.2.1 (MAY, with scheme-specific knowledge). It is the inverse of
	// [ToURIOptions.IDNA].
	//
	// A label is converted only if it is an A-label: "xn--" (in any case)
	// followed by letters, digits and hyphens, that idna.Lookup.ToUnicode
	// decodes without error (IDNA2008 validity, CONTEXTJ, bidi rule) and
	// whose conversion back with idna.Lookup.ToASCII gives the label again,
	// lowercased; and only if every character of the U-label is one that
	// ToIRI would decode (U+200C and U+200D are allowed here, because IDNA
	// has already checked them against RFC 5892 Appendix A, as 3987bis-13
	// §5.1 d asks). Every other label stays byte for byte as it is; ASCII
	// labels are not lowercased. Percent-encodings in the host are decoded
	// first, as in the other components. IP literals, IPv4 addresses,
	// relative references and other schemes are left alone.
	IDNA bool

	// Schemes overrides entries of the built-in scheme table; IDNA applies
	// to the schemes whose entry has DNSHost (by default http, https, ws,
	// wss and ftp).
	Schemes Schemes

	// KeepQueryEncoded leaves the query of http and https references
	// exactly as it is (3987bis-13 §4.2 step 5, with §3.5: the query of an
	// http or https URI may have been encoded with a legacy document
	// charset). The query is copied byte for byte, hex case and encoded
	// unreserved characters included. References with another scheme, and
	// relative references, are converted in full.
	KeepQueryEncoded bool

	// Grammar is the IRI grammar of the result. With RFC3987bis the tag
	// characters U+E0000-U+E0FFF are iprivate (3987bis-13 §12.2.3), so they
	// are decoded in the query, and only there; such results pass
	// Parser{Grammar: RFC3987bis} but not Parse. The zero value is RFC3987.
	Grammar Grammar

	// DecodeDiscouraged also decodes the space look-alikes and invisible
	// characters that RFC 3987 §6.1 calls inappropriate and [IRI.ToIRI]
	// keeps encoded (the second list in its documentation). The characters
	// that RFC 3987 §2.2 and §4.1 exclude, and the other bidi controls, stay
	// encoded regardless.
	DecodeDiscouraged bool
}

// ToIRI converts x to an IRI as [IRI.ToIRI] does (RFC 3987 §3.2), with the
// converter's options (3987bis-13 §4.2 steps 5 and 7, the 3987bis grammar,
// the RFC 3987 §6.1 choices).
//
// It returns x itself, without allocating, when nothing changes. Without
// UnicodeHosts it allocates once otherwise; converting hosts allocates in
// the idna package as well.
func (c ToIRIOptions) ToIRI(x IRI) IRI {
	y, ok := c.toIRI(x)
	if !ok {
		// Cannot happen: the output is built to be a valid IRI. Should it
		// fail to parse all the same, the input is the safe answer.
		return x
	}
	return y
}

// toIRI is ToIRI, reporting false if the output failed to parse (a bug).
func (c ToIRIOptions) toIRI(x IRI) (IRI, bool) {
	s := x.s
	hasPct := strings.IndexByte(s, '%') >= 0
	host := ""
	newHost := ""
	if c.IDNA && x.hostKind == HostRegName && (ToURIOptions{Schemes: c.Schemes}).isDNSScheme(x.Scheme()) {
		host = x.Host()
		newHost = c.unicodeHost(host)
	}
	if !hasPct && newHost == host {
		return x, true
	}

	w := u2iWriter{s: s, conv: c}
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
	if x.flags&flagQuery != 0 && !(c.KeepQueryEncoded && isHTTP(x.Scheme())) {
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

// keepEncoded reports whether the character r, decoded from well-formed
// UTF-8, must stay percent-encoded in a component (RFC 3987 §3.2 step 4):
// query says whether the component is the query, where iprivate is allowed.
func (c ToIRIOptions) keepEncoded(r rune, query bool) bool {
	if isUcschar(r) {
		if isBidiControl(r) {
			return true
		}
		return !c.DecodeDiscouraged && isDiscouraged(r)
	}
	return !(query && isIprivate(r, c.Grammar == RFC3987bis))
}

// discouragedRanges are the ucschar characters that ToIRI keeps encoded by
// default as "not appropriate" per RFC 3987 §6.1: the non-ASCII White_Space
// characters (space look-alikes) and the Default_Ignorable_Code_Point
// characters (invisible), as of Unicode 15.0, merged into sorted ranges.
// The bidi controls among them are excluded by isBidiControl in any case.
var discouragedRanges = [...]struct{ lo, hi rune }{
	{0x00A0, 0x00A0},   // NO-BREAK SPACE
	{0x00AD, 0x00AD},   // SOFT HYPHEN
	{0x034F, 0x034F},   // COMBINING GRAPHEME JOINER
	{0x061C, 0x061C},   // ARABIC LETTER MARK
	{0x115F, 0x1160},   // HANGUL CHOSEONG FILLER, HANGUL JUNGSEONG FILLER
	{0x1680, 0x1680},   // OGHAM SPACE MARK
	{0x17B4, 0x17B5},   // KHMER VOWEL INHERENT AQ, AA
	{0x180B, 0x180F},   // MONGOLIAN FREE VARIATION SELECTORS, VOWEL SEPARATOR
	{0x2000, 0x200F},   // EN QUAD ... HAIR SPACE, ZWSP, ZWNJ, ZWJ, LRM, RLM
	{0x2028, 0x202F},   // LINE SEPARATOR, PARAGRAPH SEPARATOR, LRE ... RLO, NNBSP
	{0x205F, 0x206F},   // MMSP, WORD JOINER, invisible operators, isolates, deprecated format
	{0x3000, 0x3000},   // IDEOGRAPHIC SPACE
	{0x3164, 0x3164},   // HANGUL FILLER
	{0xFE00, 0xFE0F},   // VARIATION SELECTOR-1 ... 16
	{0xFEFF, 0xFEFF},   // ZERO WIDTH NO-BREAK SPACE (BOM)
	{0xFFA0, 0xFFA0},   // HALFWIDTH HANGUL FILLER
	{0x1BCA0, 0x1BCA3}, // SHORTHAND FORMAT CONTROLS
	{0x1D173, 0x1D17A}, // MUSICAL SYMBOL BEGIN BEAM ... END PHRASE
}

// isDiscouraged reports whether r is in discouragedRanges.
func isDiscouraged(r rune) bool {
	if r >= 0x2070 && r < 0xFE00 {
		// Most of the BMP, CJK, Kana and Hangul included.
		return r == 0x3000 || r == 0x3164
	}
	for _, g := range discouragedRanges {
		if r < g.lo {
			return false
		}
		if r <= g.hi {
			return true
		}
	}
	return false
}

// unicodeHost returns the reg-name host with its A-labels converted to
// U-labels (3987bis-13 §4.2 step 7), after decoding its percent-encodings
// as ToIRI does; it returns host itself when nothing changes.
func (c ToIRIOptions) unicodeHost(host string) string {
	decoded := host
	if strings.IndexByte(host, '%') >= 0 {
		w := u2iWriter{s: host, conv: c, size: len(host)}
		w.region(0, len(host), false)
		if w.dirty {
			w.copyTo(len(host))
			decoded = w.b.String()
		}
	}
	if !containsACEPrefix(decoded) {
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
		if u, ok := c.toULabel(label); ok {
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

// containsACEPrefix reports whether some label of the host may be an
// A-label, that is, whether "xn--" occurs in any case.
func containsACEPrefix(h string) bool {
	for i := 0; i+4 <= len(h); i++ {
		if (h[i] == 'x' || h[i] == 'X') && (h[i+1] == 'n' || h[i+1] == 'N') && h[i+2] == '-' && h[i+3] == '-' {
			return true
		}
	}
	return false
}

// toULabel converts one A-label to its U-label, reporting false when the
// label is not an A-label that converts cleanly and round-trips.
func (c ToIRIOptions) toULabel(label string) (string, bool) {
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
	u, ok := aLabelToULabel(idna.Lookup, label)
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
		case c.keepEncoded(r, false):
			return "", false
		}
	}
	return u, true
}
