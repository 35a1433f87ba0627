package iri

// Normalization and the comparison ladder: RFC 3987 §5.3, with RFC 3986
// §6.2 and draft-ietf-iri-comparison-02 §4.
//
// Normalize makes one left-to-right pass over the components of the
// reference, scheme to fragment, and writes into a lazy buffer (the
// u2iWriter of the URI → IRI conversion): nothing is allocated until the
// first byte that changes, and then one buffer sized for the whole
// result. So an IRI that is already normal comes back as it is, without
// allocating (NormIDN aside). Before that pass, a quick check
// (quickPrefix) reads the reference once, the way a validation scan does,
// and returns it at once when no rung would change it: normal input is the
// common case of comparison and cache keys. Otherwise the pass starts at
// the first component the check could not vouch for, and the boundaries
// of the output are mapped as it is written when the scheme and authority
// stay (tailIRI), parsed otherwise. Within
// each component the rungs run in a fixed order, chosen so that every
// combination of flags is idempotent:
//
//  1. percent-encodings are decoded (NormPercent), and characters that the
//     URI → IRI conversion keeps encoded are encoded;
//  2. the remaining literal text is Unicode-normalized (NormNFC,
//     NormNFKC), and what the normalization produces that the component
//     cannot hold is percent-encoded;
//  3. the host: its IDNA form (NormIDN), else lowercase (NormCase);
//  4. the port (NormPort); the path: remove_dot_segments
//     (NormDotSegments), then "/" for an empty path (NormEmptyPath).
//
// Decoding comes before dot-segment removal, so "%2E%2E" is a ".."
// segment once decoded (RFC 3986 §2.3: "%2E" and "." are equivalent) and a
// second pass finds nothing left to do. The case of hex digits is made
// uppercase by both NormCase and NormPercent (RFC 3987 §5.3.2.3 asks for
// one hex case when aligning percent-encodings).

import (
	"encoding/binary"
	"math/bits"
	"strconv"
	"strings"
	"unicode/utf8"

	"golang.org/x/net/idna"
	"golang.org/x/text/unicode/norm"
)

// Normalization is a set of rungs of the comparison ladder (RFC 3987 §5.3,
// comparison-02 §4); zero normalizes nothing (RFC 3987 §5.3.1). Missing and
// empty components stay distinct (comparison-02 §4.3). The rungs, exactly:
type Normalization uint

// The rungs of the normalization ladder (RFC 3987 §5.3), one bit each.
const (
	// NormCase lowercases the scheme and a host that is ASCII once decoded
	// ("α.CoM" stays), uppercases hex digits; nothing else (RFC 3987 §5.3.2.1).
	NormCase Normalization = 1 << iota
	// NormPercent decodes what [IRI.ToIRI] decodes and encodes what it keeps encoded,
	// in every component ("ros%C3%A9" and "rosé" normalize alike; RFC 3987 §5.3.2.3).
	NormPercent
	// NormDotSegments applies remove_dot_segments (RFC 3986 §5.2.4, RFC 3987 §5.3.2.4)
	// to a path after a scheme or authority or starting with "/" ("../a" keeps
	// them), writing "/.//" for one that would read as an authority.
	NormDotSegments
	NormPort      // drops leading zeros, then ":" and an empty or default port (RFC 3987 §5.3.3)
	NormEmptyPath // writes an empty path after an authority as "/" if Scheme.RootPath (RFC 3987 §5.3.3)
	// NormIDN writes a [Scheme.DNSHost] reg-name as U-labels by the steps of "IDNA hosts",
	// then ToUnicode ("xn--rsum-bpad.example" and "RÉSUMÉ.example" normalize alike); a host
	// failing them is left to other rungs, equivalent to none (RFC 3987 §5.3.3, comparison-02 §4.3).
	NormIDN
	// NormNFC puts each component's text but percent-encodings in NFC, encoding what
	// the component may not hold (and "./" before a first segment that gains ":");
	// opt-in, as RFC 3987 §5.3.2.2 says equivalence MUST assume normalized IRIs.
	NormNFC
	NormNFKC // NormNFC with NFKC, which wins when both are set
)

// The levels of the comparison ladder: RFC 3987 §5.3.2 without NFC, which
// §5.3.2.2 forbids at comparison time, and §5.3.3 without the opt-in NormIDN.
const (
	SyntaxBased = NormCase | NormPercent | NormDotSegments
	SchemeBased = SyntaxBased | NormPort | NormEmptyPath
)

var normNames = [...]string{"NormCase", "NormPercent", "NormDotSegments", "NormPort",
	"NormEmptyPath", "NormIDN", "NormNFC", "NormNFKC"}

// String returns the flags joined by "|", such as "NormCase|NormPort", or "0".
func (n Normalization) String() string {
	if n == 0 {
		return "0"
	}
	var b strings.Builder
	for i, name := range normNames {
		if n&(1<<i) != 0 {
			if b.Len() > 0 {
				b.WriteByte('|')
			}
			b.WriteString(name)
		}
	}
	if rest := n &^ (1<<len(normNames) - 1); rest != 0 {
		if b.Len() > 0 {
			b.WriteByte('|')
		}
		b.WriteString("Normalization(0x")
		const hexDigits = "0123456789abcdef"
		var h [16]byte
		i := len(h)
		for ; rest != 0; rest >>= 4 {
			i--
			h[i] = hexDigits[rest&15]
		}
		b.Write(h[i:])
		b.WriteByte(')')
	}
	return b.String()
}

// NormalizeOptions normalizes and compares IRI references; the zero NormalizeOptions
// normalizes nothing (simple string comparison, RFC 3987 §5.3.1).
type NormalizeOptions struct {
	Flags           Normalization // the rungs to apply
	Schemes         Schemes       // for NormPort, NormEmptyPath and NormIDN
	ExcludeFragment bool          // drops the fragment and "#" first, as RFC 3987 §5.1 advises for network actions
	IDNAProfile     *idna.Profile // of NormIDN; nil means idna.Lookup
	// Base, unless zero, is the absolute IRI against which Compare and Equivalent
	// (not Normalize and URIKey) resolve both references first (RFC 3987 §5.1).
	Base IRI
	// Protocol, unless nil, is the protocol-based rung (RFC 3987 §5.3.4, comparison-02
	// §4.4): Compare and Equivalent call it, in both orders, on the fragment-less normal
	// forms of references the other rungs leave not equivalent; true makes them so.
	Protocol func(a, b IRI) bool
}

// Normalize returns x normalized with n: the valid representative of its
// equivalence class at that level of the ladder (RFC 3987 §5.3, comparison-02
// §4), for local comparison; pass the original on (RFC 3987 §5.3.2.3).
// Normalize is idempotent, and monotonic along the ladder (comparison-02 §2)
// but with NormNFKC or arbitrary subsets of flags; it returns x itself,
// unallocated, when nothing changes (NormIDN aside).
func (x IRI) Normalize(n Normalization) IRI {
	nz := NormalizeOptions{Flags: n}
	return nz.mustNormalize(x)
}

// Normalize returns x normalized with o's rungs (Flags), schemes and IDNA
// profile, as [IRI.Normalize] does with its rungs; it drops the fragment
// if ExcludeFragment is set, and panics only on an invalid result (a bug).
func (o NormalizeOptions) Normalize(x IRI) IRI {
	return o.mustNormalize(x)
}

// mustNormalize is Normalize, with the normalizer, the input and the
// result passed by pointer down to where they are read and written rather
// than copied at every call.
func (o *NormalizeOptions) mustNormalize(x IRI) IRI {
	var y IRI
	if !o.normalizeTo(&y, &x) {
		panic("iri: internal error: the normalization of " + strconv.Quote(x.s) + " with " + o.Flags.String() +
			" is not a valid IRI reference; please report this")
	}
	return y
}

// URIKey returns o.Normalize(x).ToURI() as a string, a cache or index key
// (RFC 3987 §5.3.2.3): equivalent IRIs have equal keys, with NormPercent only
// they. With NormIDN, a host that NormIDN wrote in U-labels is written in
// A-labels ("http://xn--bcher-kva.example/p"), as DNS and HTTP carry it,
// rather than percent-encoded.
func (o NormalizeOptions) URIKey(x IRI) string {
	if k, ok := o.uriKeyQuick(x); ok {
		return k
	}
	return o.uriKeyFull(x)
}

// uriKeyFull is URIKey by its definition: normalization, then ToURI.
func (o *NormalizeOptions) uriKeyFull(x IRI) string {
	y := o.Normalize(x)
	// An ASCII IRI is its own URI, and its host has no U-label: one test
	// for the common key.
	if firstNonASCII(y.s) == len(y.s) {
		return y.s
	}
	if o.Flags&NormIDN != 0 && y.hostKind == HostRegName && !isASCII(y.s[y.hostStart:y.hostEnd]) {
		if u, err := (ToURIOptions{IDNA: true, IDNAProfile: o.IDNAProfile, Schemes: o.Schemes}).ToURI(y); err == nil {
			return u.s
		}
	}
	return y.ToURI().s
}

// uriKeyQuick returns the key of x and true when no rung can change x and
// it is ASCII, so that the key is x (without its fragment under
// ExcludeFragment): the common crawl key, decided in one pass over the
// path and query rather than by quickPrefix's component by component, and
// without a conversion to look for. It takes x when the rungs are among
// the eight, the scheme is lowercase, there is an authority without
// userinfo or port whose host is IPv4 or a lowercase LDH name that NormIDN
// keeps (isLowerLDH, no leading dot), the path is not empty, and path and
// query are ASCII without "%" or a dot segment; a fragment only under
// ExcludeFragment. uriKeyQuick and uriKeyFull agree wherever uriKeyQuick
// answers (TestURIKeyQuick, FuzzURIKey).
func (o *NormalizeOptions) uriKeyQuick(x IRI) (string, bool) {
	if o.Flags&^(SchemeBased|NormIDN|NormNFC|NormNFKC) != 0 || x.schemeEnd == 0 ||
		x.flags&(flagAuthority|flagUserinfo|flagPort) != flagAuthority || x.pathStart == x.pathEnd {
		return "", false
	}
	s := x.s
	end := len(s)
	if x.flags&flagFragment != 0 {
		if !o.ExcludeFragment {
			return "", false
		}
		end = int(x.queryEnd)
	}
	if hasUpperASCII(s[:x.schemeEnd]) {
		return "", false
	}
	switch h := s[x.hostStart:x.hostEnd]; x.hostKind {
	case HostIPv4:
	case HostRegName:
		if h == "" || h[0] == '.' || !isLowerLDH(h) {
			return "", false
		}
	default:
		return "", false
	}
	// Eight bytes at a time while none is above 0x7F, "%" or a "/"
	// before "." (or a "/" that ends the word); the last word may overlap
	// the one before, or the authority (whose bytes pass). A word with one
	// is looked at byte by byte.
	pe := int(x.pathEnd) // dot segments only in the path
	for i := int(x.pathStart); i < end; {
		var w uint64
		switch {
		case i+8 <= end:
			w = load8(s[i:])
		case end >= 8:
			w = load8(s[end-8:])
		default:
			w = swarHi // byte by byte
		}
		p, q, r := w^(swarLo*'%'), w^(swarLo*'/'), w^(swarLo*'.')
		pct := ^(p + swarLo*0x7F | p) // bit 7: a "%", when w is ASCII
		slash := ^(q + swarLo*0x7F | q)
		dot := ^(r + swarLo*0x7F | r)
		if (w|pct|slash&(dot>>8|1<<63))&swarHi == 0 {
			i += 8
			continue
		}
		for n := min(i+8, end); i < n; i++ {
			switch c := s[i]; {
			case c >= utf8.RuneSelf, c == '%':
				return "", false
			case c == '/' && i+1 < pe && s[i+1] == '.':
				k := i + 2
				if k < pe && s[k] == '.' {
					k++
				}
				if k == pe || s[k] == '/' {
					return "", false
				}
			}
		}
	}
	return s[:end], true
}

// nzState is one run of Normalize over the IRI x.
type nzState struct {
	idna  *idna.Profile // the IDNAProfile of NormIDN
	f     Normalization
	x     IRI
	w     u2iWriter // the output, materialized at the first change
	form  norm.Form
	uform bool // NormNFC or NormNFKC is set: form applies
}

// normalizeTo is normalize of *x with the result in *y.
func (o *NormalizeOptions) normalizeTo(y, x *IRI) bool {
	if o.ExcludeFragment {
		wf := x.WithoutFragment()
		x = &wf
	}
	if o.Flags == 0 {
		*y = *x
		return true
	}
	done := o.quickPrefix(x)
	if done == nzAll {
		*y = *x
		return true
	}
	return o.normalizeFrom(y, x, done)
}

// normalizeFrom normalizes x into *y, reporting false if the output failed
// to parse (a bug); the components of x up to done are known to stay as
// they are (quickPrefix), and it passes over them. From nzNone it is the
// full normalization, without the quick check.
func (o *NormalizeOptions) normalizeFrom(y, x *IRI, done nzPart) bool {
	f := o.Flags
	st := nzState{idna: o.IDNAProfile, f: f, x: *x}
	switch {
	case f&NormNFKC != 0:
		st.form, st.uform = norm.NFKC, true
	case f&NormNFC != 0:
		st.form, st.uform = norm.NFC, true
	}
	s := x.s
	// Room for the result in the common cases: decoding only shrinks, and
	// the rest adds at most "/." or "./" and "/".
	st.w = u2iWriter{s: s, size: len(s) + 5}
	w := &st.w

	se := int(x.schemeEnd)
	var info Scheme
	known := false
	if se > 0 {
		if f&NormCase != 0 && done < nzScheme {
			w.lowerASCII(0, se)
		}
		if f&(NormPort|NormEmptyPath|NormIDN) != 0 {
			info, known = o.Schemes.Lookup(s[:se])
		}
	}
	hasAuth := x.flags&flagAuthority != 0
	if hasAuth && done < nzAuthority {
		if x.flags&flagUserinfo != 0 {
			st.text(int(x.authStart()), int(x.hostStart)-1, cUserinfo, false)
		}
		st.host(info.DNSHost && known)
		if x.flags&flagPort != 0 && f&NormPort != 0 {
			st.port(info.DefaultPort)
		}
	}
	if done < nzPath {
		st.path(f&NormEmptyPath != 0 && hasAuth && known && info.RootPath)
	}
	// The boundaries of the output as they are passed, as ToIRI maps
	// them: nothing written is a delimiter ("?" and "#" stay encoded, a
	// path keeps its leading "/"), so the structure stays.
	pathEnd := w.out(x.pathEnd)
	if x.flags&flagQuery != 0 && done < nzQuery {
		st.text(int(x.pathEnd)+1, int(x.queryEnd), cQuery, true)
	}
	queryEnd := w.out(x.queryEnd)
	if x.flags&flagFragment != 0 {
		st.text(int(x.queryEnd)+1, len(s), cQuery, false)
	}
	if !w.dirty {
		*y = *x
		return true
	}
	w.copyTo(len(s))
	out := w.b.String()
	if len(out) > MaxLength {
		*y = IRI{}
		return false
	}
	if done >= nzAuthority && tailIRI(y, x, out, done, pathEnd, queryEnd) {
		return true
	}
	// Parse the output, into *y, where the scheme or the authority
	// changed, or the path needs the parser's look.
	*y = IRI{}
	if parseFast(y, out, modeIRI|modeBis) {
		return true
	}
	z, err := parseFull(out, modeIRI|modeBis) // parse's steps, without a second parseFast
	*y = z
	return err == nil
}

// tailIRI sets *y to the IRI of out, which is x with the components after
// done (nzAuthority or later) normalized, its path ending at pathEnd and
// its query at queryEnd, and reports true; it reports false, leaving *y
// alone, where the path needs the parser's look: a relative reference
// (whose first segment must not read as a scheme), a path that would read
// as an authority, or one after an authority that does not start with
// "/" (RFC 3986 §3.3). out has x's bytes up to the first changed
// component, so the boundaries up to it are x's; the rungs write only
// what the component may hold, as the parse of the output in FuzzNormalize
// and TestNormalizeTail checks.
func tailIRI(y, x *IRI, out string, done nzPart, pathEnd, queryEnd int32) bool {
	if done < nzPath {
		p := out[x.pathStart:pathEnd]
		switch {
		case x.flags&flagAuthority != 0:
			if p != "" && p[0] != '/' {
				return false
			}
		case x.schemeEnd == 0, strings.HasPrefix(p, "//"):
			return false
		}
	}
	*y = *x
	y.s = out
	y.pathEnd = pathEnd
	y.queryEnd = queryEnd
	return true
}

// nzPart counts the components, in order, that quickPrefix found normal
// before the first that may change.
type nzPart uint8

const (
	nzNone      nzPart = iota // none
	nzScheme                  // the scheme
	nzAuthority               // and the authority
	nzPath                    // and the path
	nzQuery                   // and the query
	nzAll                     // and the fragment: all of x
)

// quickPrefix finds how much of x the full normalization would leave unchanged,
// component by component (nzAll if all of it), in one scan that only
// reads, so that the no-change path of Normalize costs
// about what Parse of the same string costs (like the quick check of
// x/text/unicode/norm). It mirrors the rungs of
// the full normalization component by component, and answers false, leaving the
// decision to the full normalization, whenever something may change or the case is
// rare (IDNA hosts, leading zeros in the port). FuzzNormalize checks that
// nzAll implies the full normalization returns x, and that normalizeFrom with the
// prefix found returns what the full normalization does.
func (o *NormalizeOptions) quickPrefix(x *IRI) nzPart {
	f := o.Flags
	s := x.s
	q := nzQuick{pct: f&NormPercent != 0}
	if f&(NormCase|NormPercent) != 0 {
		q.mask |= qPct
	}
	if q.pct {
		q.mask |= qKeep
	}
	switch {
	case f&NormNFKC != 0:
		q.form, q.uform = norm.NFKC, true
	case f&NormNFC != 0:
		q.form, q.uform = norm.NFC, true
	}
	if q.uform {
		q.mask |= qHigh
	}

	se := int(x.schemeEnd)
	if f&NormCase != 0 && upperScheme(s, se) {
		return nzNone
	}
	// The scheme table is looked up only when a port or an empty path
	// needs it.
	var info Scheme
	known, looked := false, false
	hasAuth := x.flags&flagAuthority != 0
	if hasAuth {
		hs, he := int(x.hostStart), int(x.hostEnd)
		if x.flags&flagUserinfo != 0 && !q.text(s[x.authStart():hs-1], false, false, false) {
			return nzScheme
		}
		if !o.quickHost(&q, s[hs:he], x.hostKind) {
			return nzScheme
		}
		if x.flags&flagPort != 0 && f&NormPort != 0 {
			p := s[he+1 : x.pathStart]
			if p == "" || p[0] == '0' {
				return nzScheme
			}
			if se > 0 {
				info, known = o.Schemes.Lookup(s[:se])
			}
			looked = true
			if p == info.DefaultPort {
				return nzScheme
			}
		}
	}
	if p := s[x.pathStart:x.pathEnd]; p == "" {
		if f&NormEmptyPath != 0 && hasAuth && se > 0 {
			if !looked {
				info, known = o.Schemes.Lookup(s[:se])
			}
			if known && info.RootPath {
				return nzAuthority
			}
		}
	} else {
		// What the full normalization rewrites so that the path keeps its meaning:
		// a ":" in the first segment of a relative path, "//" without an
		// authority. Parse lets neither through; cheap to be sure.
		if !hasAuth && (se == 0 && p[0] != '/' && strings.IndexByte(firstSegment(p), ':') >= 0 ||
			strings.HasPrefix(p, "//")) {
			return nzAuthority
		}
		dots := f&NormDotSegments != 0 && (se > 0 || hasAuth || p[0] == '/')
		if !q.text(p, false, false, dots) {
			return nzAuthority
		}
	}
	if x.flags&flagQuery != 0 && !q.text(s[x.pathEnd+1:x.queryEnd], true, false, false) {
		return nzPath
	}
	if x.flags&flagFragment != 0 && !q.text(s[x.queryEnd+1:], false, false, false) {
		return nzQuery
	}
	return nzAll
}

// upperScheme reports whether the scheme s[:se] holds an ASCII uppercase
// letter, in one word when it fits in the first eight bytes of s: the
// scheme's bytes are ASCII, and those after it are masked out.
func upperScheme(s string, se int) bool {
	if se > 8 || len(s) < 8 {
		return hasUpperASCII(s[:se])
	}
	w := load8(s) & (1<<(8*se) - 1)
	// Bit 7 of a byte is set by the first sum where it is >= 'A', by the
	// second where it is > 'Z'.
	return (w+(0x80-'A')*swarLo)&^(w+(0x7f-'Z')*swarLo)&swarHi != 0
}

// quickHost is quickPrefix for the host h of the kind k.
func (o *NormalizeOptions) quickHost(q *nzQuick, h string, k HostKind) bool {
	f := o.Flags
	switch {
	case h == "", k == HostIPv4:
		return true
	case k == HostIPv6, k == HostIPvFuture:
		return f&NormCase == 0 || !hasUpperASCII(h)
	case f&NormIDN != 0:
		// A lowercase LDH name without A-labels is its own U-label form
		// (ldhLower) under every profile that keeps leading dots, and if a
		// profile rejects it, the other rungs find nothing to change in it
		// either; anything else goes through the IDNA profile.
		if h[0] == '.' && o.IDNAProfile != nil {
			return false
		}
		return isLowerLDH(h)
	}
	lower := f&NormCase != 0
	if q.text(h, false, lower, false) {
		return true
	}
	// NormCase lowercases only a host that is US-ASCII once decoded: an
	// uppercase letter elsewhere stays.
	return lower && !asciiAfterDecode(h) && q.text(h, false, false, false)
}

// isLowerLDH reports whether ldhLower(h) is h itself: lowercase letters,
// digits, "-" and "." only, no label with "--" in its third and fourth
// places. Eight bytes at a time, as quickHost runs on every host, the
// last word overlapping the one before; a "--" anywhere sends h to
// ldhLower for the label test.
func isLowerLDH(h string) bool {
	if len(h) < 8 {
		prev := false
		for i := 0; i < len(h); i++ {
			c := h[i]
			if !lowerLDHByte[c] {
				return false
			}
			if c == '-' && prev {
				a, ok := ldhLower(h)
				return ok && a == h
			}
			prev = c == '-'
		}
		return true
	}
	var dashes, pairs uint64 // "-" bytes of the last word; "-" after "-"
	for i := 0; ; i += 8 {
		if i+8 > len(h) {
			i = len(h) - 8 // overlapping: its pairs are pairs of h
			dashes = 0
		}
		x := load8(h[i:])
		// Bit 7 of each byte: a-z, 0-9, "-", "." (x < 0x80 for the tests
		// to hold, checked with &^ x).
		lowerOK := (x + swarLo*(0x80-'a')) &^ (x + swarLo*(0x80-'z'-1))
		digitOK := (x + swarLo*(0x80-'0')) &^ (x + swarLo*(0x80-'9'-1))
		y, z := x^(swarLo*'-'), x^(swarLo*'.')
		d := ^(y + swarLo*0x7F | y) // a "-"
		e := ^(z + swarLo*0x7F | z) // a "."
		if (lowerOK|digitOK|d|e)&^x&swarHi != swarHi {
			return false
		}
		d &= swarHi
		pairs |= d & (d<<8 | dashes>>56)
		dashes = d
		if i+8 == len(h) {
			break
		}
	}
	if pairs != 0 {
		a, ok := ldhLower(h)
		return ok && a == h
	}
	return true
}

// lowerLDHByte marks the bytes of a lowercase LDH name: a-z, 0-9, "-", ".".
var lowerLDHByte = func() (t [256]bool) {
	for c := 'a'; c <= 'z'; c++ {
		t[c] = true
	}
	for c := '0'; c <= '9'; c++ {
		t[c] = true
	}
	t['-'], t['.'] = true, true
	return t
}()

// nzQuick is what quickPrefix needs to know about the character-level
// rungs (NormCase on hex digits, NormPercent, NormNFC, NormNFKC).
type nzQuick struct {
	mask  uint8 // the nzQuickClass bits of the bytes that need a look
	pct   bool  // NormPercent
	uform bool  // NormNFC or NormNFKC: form applies
	form  norm.Form
}

// The bits of nzQuickClass.
const (
	qPct   uint8 = 1 << iota // "%"
	qUpper                   // an ASCII uppercase letter
	qHigh                    // a byte >= 0x80
	qKeep                    // the lead byte of a ucschar that NormPercent encodes
	qDot                     // "."
)

// nzQuickClass classifies bytes for quickPrefix: a byte with none of the
// bits asked for is left as it is by every rung. keepSecond refines qKeep:
// for a qKeep lead byte, the bit (b & 63) of keepSecond[lead] is set if a
// character that NormPercent encodes has the second byte b.
var nzQuickClass, keepSecond = func() (t [256]uint8, second [256]uint64) {
	t['%'] = qPct
	t['.'] = qDot
	for c := 'A'; c <= 'Z'; c++ {
		t[c] = qUpper
	}
	for c := 0x80; c < 0x100; c++ {
		t[c] = qHigh
	}
	// The characters that NormPercent percent-encodes where they are
	// literal: keepSet.keepEncoded on ucschar, that is the bidi
	// controls and discouragedRanges. TestNzQuickClass checks this
	// against keepEncoded on every code point.
	var u [utf8.UTFMax]byte
	mark := func(lo, hi rune) {
		for r := lo; r <= hi; r++ {
			utf8.EncodeRune(u[:], r)
			t[u[0]] |= qKeep
			second[u[0]] |= 1 << (u[1] & 63)
		}
	}
	markAlwaysKept(mark)
	return t, second
}()

// mayKeepAt reports whether the character that starts at t[i], a qKeep
// lead byte, may be one that NormPercent encodes (keepSecond): most
// characters with such a lead byte are not.
func mayKeepAt(t string, i int) bool {
	return i+1 < len(t) && keepSecond[t[i]]>>(t[i+1]&63)&1 != 0
}

// text reports whether the character-level rungs leave the component
// text t unchanged (query says whether t is the query, lower whether its
// ASCII letters are lowercased): nzScan would write nothing, and with
// NormNFC or NormNFKC every run between percent-encodings is normal
// already, as nzUnicode requires. Literal non-ASCII bytes are looked at
// only when they may matter (qKeep, or a Unicode form). If dots is set, t
// is a path that NormDotSegments applies to, and must have no "." or ".."
// segment: a path without them is its own remove_dot_segments (RFC 3986
// §5.2.4).
func (q *nzQuick) text(t string, query, lower, dots bool) bool {
	m := q.mask
	if lower {
		m |= qUpper
	}
	if dots {
		m |= qDot
	}
	if m == 0 {
		return true
	}
	high := false
	for i := 0; ; {
		// Eight bytes at a time while none needs a look, as the parser
		// does, and straight to the first that does.
		for i+8 <= len(t) {
			b := t[i : i+8]
			c := uint64(nzQuickClass[b[0]]) | uint64(nzQuickClass[b[1]])<<8 |
				uint64(nzQuickClass[b[2]])<<16 | uint64(nzQuickClass[b[3]])<<24 |
				uint64(nzQuickClass[b[4]])<<32 | uint64(nzQuickClass[b[5]])<<40 |
				uint64(nzQuickClass[b[6]])<<48 | uint64(nzQuickClass[b[7]])<<56
			if c &= uint64(m) * swarLo; c != 0 {
				i += bits.TrailingZeros64(c) >> 3
				break
			}
			i += 8
		}
		for i < len(t) && nzQuickClass[t[i]]&m == 0 {
			i++
		}
		if i >= len(t) {
			break
		}
		switch c := t[i]; {
		case c == '%':
			// As nzScan: a triplet that stays must be in uppercase hex
			// (keep); one that NormPercent decodes changes.
			n := 1
			if q.pct {
				var r rune
				r, n = pctSeq(t, i, len(t))
				switch {
				case n == 0:
					n = 1
				case r < utf8.RuneSelf:
					if asciiClass[r]&cUnreserved != 0 {
						return false
					}
				case !(keepSet{}).keepEncoded(r, query):
					return false
				}
			}
			for k := i + 1; k < i+3*n; k++ {
				if t[k] >= 'a' {
					return false
				}
			}
			i += 3 * n
		case c >= utf8.RuneSelf:
			high = true
			if q.pct && nzQuickClass[c]&qKeep != 0 && mayKeepAt(t, i) {
				r, size := utf8.DecodeRuneInString(t[i:])
				if isUcschar(r) && (keepSet{}).keepEncoded(r, query) {
					return false
				}
				i += size
				continue
			}
			i++
		case c == '.':
			if i == 0 || t[i-1] == '/' {
				k := i + 1
				if k < len(t) && t[k] == '.' {
					k++
				}
				if k == len(t) || t[k] == '/' {
					return false
				}
			}
			i++
		default:
			return false // an uppercase letter that lower lowercases
		}
	}
	return !q.uform || !high || runsNormal(q.form, t)
}

// text normalizes the text of the component s[start:end]: userinfo, query
// or fragment (mask is its ASCII repertoire, query whether iprivate is
// allowed).
func (st *nzState) text(start, end int, mask uint16, query bool) {
	if st.uform && !asciiAfterDecode(st.w.s[start:end]) {
		st.replace(start, end, st.textString(st.w.s[start:end], mask, query, false))
		return
	}
	nzScan(&st.w, start, end, st.f, query, false)
}

// textString returns the text t of a component normalized by the
// character-level rungs (NormCase on hex digits, NormPercent, NormNFC,
// NormNFKC), lowercasing ASCII letters if lower is set; t itself if
// nothing changes.
func (st *nzState) textString(t string, mask uint16, query, lower bool) string {
	t = nzScanString(t, st.f, query, lower)
	if st.uform {
		t = nzUnicode(t, st.form, mask, query, st.f&NormPercent != 0)
	}
	return t
}

// replace writes t in place of s[start:end] if it differs.
func (st *nzState) replace(start, end int, t string) {
	if t != st.w.s[start:end] {
		st.w.replace(start, end, t)
	}
}

// host normalizes the host; dns says NormIDN applies to a reg-name.
func (st *nzState) host(dns bool) {
	x, w, f := st.x, &st.w, st.f
	hs, he := int(x.hostStart), int(x.hostEnd)
	if hs == he {
		return
	}
	switch x.hostKind {
	case HostIPv6, HostIPvFuture:
		// US-ASCII only, so case-insensitive (RFC 3986 §3.2.2, §6.2.2.1;
		// RFC 5952 §4.3 recommends lowercase IPv6).
		if f&NormCase != 0 {
			w.lowerASCII(hs, he)
		}
		return
	case HostIPv4:
		return
	}
	h := w.s[hs:he]
	idn := f&NormIDN != 0 && dns
	lower := f&NormCase != 0
	if st.uform && !asciiAfterDecode(h) {
		// NFC or NFKC comes first, as the rung order says: IDNA can accept
		// the normalized host where it rejects the original ("１︒" is
		// "1。" under NFKC, which IDNA reads as "1."), and applying it
		// second would make a second Normalize change the result again.
		t := st.textString(h, cRegName, false, false)
		if idn {
			if u, ok := (NormalizeOptions{IDNAProfile: st.idna}).idnHost(t); ok {
				st.replace(hs, he, u)
				return
			}
		}
		if lower && asciiAfterDecode(t) {
			t = nzScanString(t, f, false, true)
		}
		st.replace(hs, he, t)
		return
	}
	if idn {
		// An LDH name without A-labels maps to itself lowercased, or, if
		// the profile rejects it, is only lowercased (quickHost): no
		// profile is needed unless it drops leading dots.
		if a, ok := ldhLower(h); ok && (a == h || lower) && (h[0] != '.' || st.idna == nil) {
			if a != h {
				st.replace(hs, he, a)
			}
			return
		}
		if u, ok := (NormalizeOptions{IDNAProfile: st.idna}).idnHost(h); ok {
			st.replace(hs, he, u)
			return
		}
	}
	nzScan(w, hs, he, f, false, lower && asciiAfterDecode(h))
}

// port applies NormPort: leading zeros go, then ":" and the port go if the
// port is empty or def.
func (st *nzState) port(def string) {
	x, w := st.x, &st.w
	colon, end := int(x.hostEnd), int(x.pathStart)
	p := w.s[colon+1 : end]
	t := strings.TrimLeft(p, "0")
	if t == "" && p != "" {
		t = "0"
	}
	switch {
	case p == "" || (def != "" && t == def):
		w.drop(colon, end)
	case len(t) < len(p):
		w.drop(colon+1, end-len(t))
	}
}

// path normalizes the path; root says an empty path becomes "/".
func (st *nzState) path(root bool) {
	x, w, f := st.x, &st.w, st.f
	ps, pe := int(x.pathStart), int(x.pathEnd)
	p := w.s[ps:pe]
	hasAuth := x.flags&flagAuthority != 0
	// dotsApply says whether NormDotSegments applies to the path t: not to
	// a relative-path reference.
	dotsApply := func(t string) bool {
		return f&NormDotSegments != 0 && (x.schemeEnd > 0 || hasAuth || t != "" && t[0] == '/')
	}
	switch {
	case p == "":
		if root {
			w.insert(ps, "/")
		}
	case st.uform && !asciiAfterDecode(p),
		dotsApply(p) && f&NormPercent != 0 && hasPct2E(p):
		// Decoding may create dot segments ("%2E%2E"), NFKC even "/":
		// normalize the text first, then remove the dot segments.
		t := st.textString(p, cPath, false, false)
		if x.schemeEnd == 0 && !hasAuth && t != "" && t[0] != '/' &&
			strings.IndexByte(firstSegment(t), ':') >= 0 {
			t = "./" + t // RFC 3986 §4.2: keep it a relative path
		}
		if dotsApply(t) {
			var d dotRemover
			d.run(t, "")
			if !d.unchanged() {
				t = d.String()
			}
		}
		if !hasAuth && strings.HasPrefix(t, "//") {
			t = "/." + t // as Resolve does: never an authority
		}
		st.replace(ps, pe, t)
	case dotsApply(p) && mayHaveDotSegment(p):
		// The dot segments are literal: remove them from p, and normalize
		// the text of the segments that stay. (A path after an authority
		// starts with "/", so it is never left empty.)
		var d dotRemover
		d.run(p, "")
		if d.unchanged() {
			nzScan(w, ps, pe, f, false, false)
			return
		}
		if !hasAuth && d.startsWithDoubleSlash() {
			w.insert(ps, "/.")
		}
		prev := 0
		for _, r := range d.runs() {
			w.drop(ps+prev, ps+r.start)
			nzScan(w, ps+r.start, ps+r.end, f, false, false)
			prev = r.end
		}
		w.drop(ps+prev, pe)
	default:
		nzScan(w, ps, pe, f, false, false)
	}
}

// hasPct2E reports whether p holds "%2E" or "%2e", which NormPercent
// decodes to ".".
func hasPct2E(p string) bool {
	for {
		// One search for "%2" rather than one per "%": the paths of
		// international IRIs are mostly triplets.
		i := strings.Index(p, "%2")
		if i < 0 || i+2 >= len(p) {
			return false
		}
		if p[i+2]|0x20 == 'e' { // "E" or "e"
			return true
		}
		p = p[i+2:]
	}
}

// asciiAfterDecode reports whether the text t is US-ASCII once its
// percent-encodings are decoded: no byte >= 0x80 and no triplet of one.
func asciiAfterDecode(t string) bool {
	for i := 0; i < len(t); i++ {
		c := t[i]
		if c >= utf8.RuneSelf {
			return false
		}
		if c == '%' && i+1 < len(t) && t[i+1] >= '8' {
			return false
		}
	}
	return true
}

// idnHost returns the U-label form of the reg-name h for NormIDN, and
// false if h is not a valid IDN (or longer than maxIDNHost once decoded).
func (o NormalizeOptions) idnHost(h string) (string, bool) {
	d := decodeValid(h, false)
	if !utf8.ValidString(d) {
		return "", false
	}
	if len(d) > maxIDNHost {
		return "", false
	}
	p := o.IDNAProfile
	if p == nil {
		// An LDH name without A-labels is its own U-label form, lowercased
		// (idna.Lookup maps ASCII letters to lowercase).
		if a, ok := ldhLower(d); ok {
			return a, checkDNSName(a) == nil
		}
		p = idna.Lookup
	}
	a, err := p.ToASCII(d)
	if err != nil || checkHostName(p, a) != nil {
		return "", false
	}
	if _, _, bad := fakeALabelMapped(p, d, a, false); bad {
		// Not the host it decodes to: left as it is, so never
		// equivalent to that host (RFC 3987 §5.1, no false positives).
		return "", false
	}
	u, err := p.ToUnicode(a)
	if err != nil {
		return "", false
	}
	if u != a {
		// The U-label form must lead back to the same A-labels, and hold
		// only what an ireg-name may hold literally (ZWNJ and ZWJ that
		// IDNA's CONTEXTJ rules accepted included, as for
		// ToIRIOptions.IDNA).
		if b, err := p.ToASCII(u); err != nil || b != a {
			return "", false
		}
		for _, r := range u {
			switch {
			case r < utf8.RuneSelf:
				if asciiClass[r]&(cAlpha|cDigit) == 0 && r != '-' && r != '.' && (p != webIDNA || asciiClass[r]&cRegName == 0) {
					return "", false
				}
			case r == 0x200C || r == 0x200D:
			case !isUcschar(r) || (keepSet{}).keepEncoded(r, false):
				return "", false
			}
		}
	}
	return u, true
}

// nzScanString returns t with nzScan applied, or t itself if nothing
// changes.
func nzScanString(t string, f Normalization, query, lower bool) string {
	w := u2iWriter{s: t, size: len(t) + 8}
	nzScan(&w, 0, len(t), f, query, lower)
	if !w.dirty {
		return t
	}
	w.copyTo(len(t))
	return w.b.String()
}

// nzUnicode applies the normalization form to the text t of a component
// (NormNFC, NormNFKC). Each run of text between percent-encodings is
// normalized on its own; a character of the result that the component
// may not hold literally (mask is its ASCII repertoire, query whether
// iprivate is allowed), or that NormPercent keeps encoded (pct), is
// percent-encoded. It returns t itself when every run is normal already,
// without allocating.
func nzUnicode(t string, form norm.Form, mask uint16, query, pct bool) string {
	if firstNonASCII(t) == len(t) {
		return t
	}
	if runsNormal(form, t) {
		return t
	}
	var b strings.Builder
	b.Grow(len(t) + len(t)/2)
	var tmp [4 * 3]byte
	for i := 0; i < len(t); {
		j := nextPct(t, i)
		run := t[i:j]
		if isNormal(form, run) {
			b.WriteString(run)
		} else {
			for _, r := range form.String(run) {
				ok := false
				switch {
				case r < utf8.RuneSelf:
					ok = asciiClass[r]&mask != 0
				case isUcschar(r) && !isBidiFormatting(r):
					ok = !pct || !(keepSet{}).keepEncoded(r, query)
				default:
					ok = query && isIprivate(r, true)
				}
				if ok {
					b.WriteRune(r)
					continue
				}
				p := tmp[:0]
				var u [utf8.UTFMax]byte
				for _, c := range u[:utf8.EncodeRune(u[:], r)] {
					p = appendPercent(p, c)
				}
				b.Write(p)
			}
		}
		if j < len(t) {
			b.WriteString(t[j : j+3])
		}
		i = j + 3
	}
	return b.String()
}

// runsNormal reports whether every run of text between the
// percent-encodings of t is in the form, without allocating.
func runsNormal(form norm.Form, t string) bool {
	for i := 0; i < len(t); {
		j := nextPct(t, i)
		if !isNormal(form, t[i:j]) {
			return false
		}
		i = j + 3
	}
	return true
}

// nextPct returns the offset of the first "%" in t at or after i, or
// len(t).
func nextPct(t string, i int) int {
	if k := strings.IndexByte(t[i:], '%'); k >= 0 {
		return i + k
	}
	return len(t)
}

// nzScan applies NormPercent and the hex-digit part of NormCase to the
// component text s[start:end], lowercasing its ASCII letters (outside
// triplets) if lower is set; query says whether the text is the query,
// where private-use characters are allowed (RFC 3987 §2.2).
//
// NormPercent decodes what the URI → IRI conversion decodes (region, RFC
// 3987 §3.2 steps 2-4), and percent-encodes the characters that
// conversion keeps encoded but that s holds literally (bidi controls,
// space look-alikes, invisible characters), so that both spellings of a
// character end up the same.
//
// Only the bytes that a rung may change are looked at (nzQuickClass, as in
// quickPrefix): "%", with lower the uppercase letters, with NormPercent the
// lead bytes of the characters it encodes.
func nzScan(w *u2iWriter, start, end int, f Normalization, query, lower bool) {
	s := w.s
	pct := f&NormPercent != 0
	hex := f&(NormCase|NormPercent) != 0
	var m uint8
	if hex || lower {
		m |= qPct // with lower, so that hex digits are not taken for letters
	}
	if pct {
		m |= qKeep
	}
	if lower {
		m |= qUpper
	}
	if m == 0 {
		return
	}
	for i := start; ; {
		// Skip the bytes no rung changes, eight at a time while none
		// does, as quickPrefix does.
		for i+8 <= end {
			b := s[i : i+8]
			c := uint64(nzQuickClass[b[0]]) | uint64(nzQuickClass[b[1]])<<8 |
				uint64(nzQuickClass[b[2]])<<16 | uint64(nzQuickClass[b[3]])<<24 |
				uint64(nzQuickClass[b[4]])<<32 | uint64(nzQuickClass[b[5]])<<40 |
				uint64(nzQuickClass[b[6]])<<48 | uint64(nzQuickClass[b[7]])<<56
			if c &= uint64(m) * swarLo; c != 0 {
				i += bits.TrailingZeros64(c) >> 3
				break
			}
			i += 8
		}
		for i < end && nzQuickClass[s[i]]&m == 0 {
			i++
		}
		if i >= end {
			break
		}
		c := s[i]
		switch {
		case c == '%':
			if !pct {
				if hex {
					w.keep(i, 1)
				}
				i += 3
				continue
			}
			if s[i+1] >= '8' {
				if j := decodeRun(w, i, end, query); j > i {
					i = j
					continue
				}
			}
			r, n := pctSeq(s, i, end)
			switch {
			case n == 0:
				w.keep(i, 1)
				n = 1
			case r < utf8.RuneSelf:
				if asciiClass[r]&cUnreserved == 0 {
					w.keep(i, 1)
					break
				}
				if lower && 'A' <= r && r <= 'Z' {
					r += 'a' - 'A'
				}
				w.copyTo(i)
				w.b.WriteByte(byte(r))
				w.last = i + 3
			case w.set.keepEncoded(r, query):
				w.keep(i, n)
			default:
				// One that decodeRun leaves to the look-up above.
				w.copyTo(i)
				w.b.WriteRune(r)
				w.last = i + 3*n
			}
			i += 3 * n
		case c >= utf8.RuneSelf:
			// The lead byte of a character that NormPercent may encode.
			if !mayKeepAt(s[:end], i) {
				i++
				continue
			}
			r, size := utf8.DecodeRuneInString(s[i:end])
			if isUcschar(r) && w.set.keepEncoded(r, query) {
				w.copyTo(i)
				w.writePercent(s[i : i+size])
				w.last = i + size
			}
			i += size
		default: // an uppercase letter, and lower is set
			w.copyTo(i)
			w.b.WriteByte(c + 'a' - 'A')
			w.last = i + 1
			i++
		}
	}
}

// decodeRun decodes the run of triplets at s[i:end] as far as they are
// well-formed UTF-8 (RFC 3987 §3.2 step 3) of two- or three-octet
// characters that NormPercent decodes (not keepEncoded), writes the
// characters, and returns the offset after the last triplet decoded: i if
// there is none. Most percent-encoded IRI text is such runs; nzScan looks
// at what stops one (an ASCII octet, a four-octet or ill-formed sequence,
// a character to look up, the last eight bytes of s). A character whose
// lead octet is below 0xEE and not qKeep is a ucschar that stays decoded
// (TestDecodeRunLeads), and so is a ucschar that is not mayKeep.
func decodeRun(w *u2iWriter, i, end int, query bool) int {
	s := w.s
	start := i
	var buf [64]byte
	k := 0
	for k <= len(buf)-utf8.UTFMax && i+9 <= len(s) && i < end && s[i] == '%' {
		// The eight bytes after "%" hold the hex digits of three
		// triplets but the last one's second: their values in parallel
		// (unhex), meaningful where the bytes are hex digits.
		x := load8(s[i+1:])
		v := x&(0x0F*swarLo) + 9*(x>>6&swarLo)
		c := byte(v)<<4 | byte(v>>8)
		b1 := byte(v>>24)<<4 | byte(v>>32)
		b2 := byte(v>>48)<<4 | byte(v>>56)
		n := 2
		switch {
		case 0xC2 <= c && c <= 0xDF:
			if x&0xFF0000 != '%'<<16 || b1&0xC0 != 0x80 {
				return w.decoded(start, i, buf[:k])
			}
		case 0xE0 <= c && c <= 0xEF:
			// Unicode Table 3-7: after E0 the second octet is A0..BF,
			// after ED 80..9F.
			if x&0xFF0000FF0000 != '%'<<16|'%'<<40 || (uint16(b1)|uint16(b2)<<8)&0xC0C0 != 0x8080 ||
				c == 0xE0 && b1 < 0xA0 || c == 0xED && b1 >= 0xA0 {
				return w.decoded(start, i, buf[:k])
			}
			n = 3
		default:
			return w.decoded(start, i, buf[:k])
		}
		if i+3*n > end {
			break
		}
		if c >= 0xEE || nzQuickClass[c]&qKeep != 0 {
			r := rune(c&0x1F)<<6 | rune(b1&0x3F)
			if n == 3 {
				r = rune(c&0x0F)<<12 | rune(b1&0x3F)<<6 | rune(b2&0x3F)
			}
			if !isUcschar(r) || mayKeep(r) {
				break
			}
		}
		binary.LittleEndian.PutUint32(buf[k:], uint32(c)|uint32(b1)<<8|uint32(b2)<<16)
		k += n
		i += 3 * n
	}
	return w.decoded(start, i, buf[:k])
}
