package iri

import (
	"net/netip"
	"slices"
	"strconv"
	"strings"
	"sync"
	"unicode"
	"unicode/utf8"

	"golang.org/x/text/secure/precis"
	"golang.org/x/text/unicode/norm"
)

// This file implements the checks that the IRI specifications ask for beyond
// the grammar: the bidi structure rules of RFC 3987 §4.2, the character and
// spoofing advice of RFC 3987 §5.3.2.2, §6.1 and §8 and of 3987bis-13 §5.1
// and §10, the IDN rules of comparison-02 §4.3, and the security
// considerations of RFC 3986 §7. The model is Apache Jena's IRI violations:
// each finding has a stable code, a severity, a position and a message.

// CheckOptions reports what the IRI specifications say about a valid IRI beyond its
// grammar; the zero CheckOptions is [IRI.Check]. It checks each scheme's rules by
// default, as RFC 3987 §5.3.3 and §7.1 leave them to its specification. The
// bidi rules (RFC 3987 §4.2) apply to parts as §4.2 allows (userinfo at ":",
// host at ".", path segments and extensions after a segment's last "." unless
// it leads, query at "&", ";", "="): §4.4 examples 1-7 pass, 8 and 9 are
// errors, 10 a warning.
type CheckOptions struct {
	// HostOptions are the host rules Check shares with Display: pass the
	// same value to both, and every host decision that Display reports,
	// Check reports with the same code at the same offset. Its Schemes
	// also give Check Scheme.UTF8 and Scheme.DefaultPort.
	HostOptions
	Ignore          []Code       // codes not to check, or whose scheme-check findings to drop
	SchemeChecks    SchemeChecks // run even with NoSchemeChecks
	NoSchemeChecks  bool         // turns off the built-in scheme checks, PORT_EMPTY and PORT_DEFAULT included
	WholeComponents bool         // applies the bidi rules to whole components: §4.4 examples 1, 2, 4-7, 10 fail
}

// zeroCheckOptions is the zero CheckOptions of IRI.Check, never written:
// a pointer to it costs no copy of the options at each call.
var zeroCheckOptions CheckOptions

// checkHost returns check.go's findings in x, with the scheme check f,
// and reports whether the host of x had the host decision of a DNS name
// (decideDNSHost).
func (o *CheckOptions) checkHost(x IRI, f SchemeCheck) ([]Violation, bool) {
	k := chkState{opt: *o, x: x, s: x.s}
	out := k.run(f)
	return out, k.hostDecided
}

// chkQuickClean reports whether x certainly has no violation: it is
// ASCII (so no bidi, normalization, script or character issue), has no
// pct-encoded octet >= 0x80, no userinfo, and a host that can be neither a
// rare IPv4 form (every numeric part starts with a digit) nor an IDN (no
// "xn--" label, and no "%" that could hide one).
func chkQuickClean(x IRI) bool {
	s := x.s
	i := 0
	for ; i+8 <= len(s); i += 8 {
		w := load8(s[i:])
		if w&swarHi != 0 {
			return false
		}
		if p := w ^ ('%' * swarLo); (p-swarLo)&^p&swarHi != 0 {
			// A '%' in this word: look at it bytewise.
			for j := i; j < i+8; j++ {
				if s[j] == '%' && j+1 < len(s) && s[j+1] >= '8' {
					return false
				}
			}
		}
	}
	for ; i < len(s); i++ {
		c := s[i]
		if c >= utf8.RuneSelf || c == '%' && i+1 < len(s) && s[i+1] >= '8' {
			// The hex digits 8, 9, A-F and a-f are all >= '8'.
			return false
		}
	}
	if x.flags&flagUserinfo != 0 {
		return false
	}
	if x.hostKind == HostIPv6 {
		if _, _, embeds := embeddedIPv4(s[x.hostStart:x.hostEnd]); embeds {
			return false
		}
	}
	if x.hostKind == HostRegName && x.hostEnd > x.hostStart {
		h := s[x.hostStart:x.hostEnd]
		if c := h[0]; c >= '0' && c <= '9' || strings.IndexByte(h, '%') >= 0 || hasACEPrefix(h) {
			return false
		}
	}
	return true
}

// chkState holds the state of one Check.
type chkState struct {
	opt CheckOptions
	x   IRI
	s   string
	out []Violation

	// The previous non-empty bidi component, for the digits rule.
	prev    chkBidiPart
	hasPrev bool

	hostDecided bool // the host had the host decision of a DNS name

	scheme       Scheme // the scheme's entry in opt.Schemes, once looked up
	schemeLooked bool

	decBuf [4]dnsLabelDecision // the host decision's first array: most hosts have a few labels
}

// schemeInfo returns the entry of x's scheme in the options' Schemes (the
// zero Scheme for one it does not know), looked up once.
func (k *chkState) schemeInfo() Scheme {
	if !k.schemeLooked {
		k.scheme, _ = k.opt.Schemes.Lookup(k.x.Scheme())
		k.schemeLooked = true
	}
	return k.scheme
}

// chkComp is one component's byte range in the IRI string.
type chkComp struct {
	c          Component
	start, end int
}

// chkComps returns the byte ranges of x's present components after the
// scheme, in order.
func chkComps(x IRI) (cs [6]chkComp, n int) {
	if x.flags&flagAuthority != 0 {
		a := int(x.authStart())
		if x.flags&flagUserinfo != 0 {
			cs[n] = chkComp{ComponentUserinfo, a, int(x.hostStart) - 1}
			n++
		}
		cs[n] = chkComp{ComponentHost, int(x.hostStart), int(x.hostEnd)}
		n++
		if x.flags&flagPort != 0 {
			cs[n] = chkComp{ComponentPort, int(x.hostEnd) + 1, int(x.pathStart)}
			n++
		}
	}
	cs[n] = chkComp{ComponentPath, int(x.pathStart), int(x.pathEnd)}
	n++
	if x.flags&flagQuery != 0 {
		cs[n] = chkComp{ComponentQuery, int(x.pathEnd) + 1, int(x.queryEnd)}
		n++
	}
	if x.flags&flagFragment != 0 {
		cs[n] = chkComp{ComponentFragment, int(x.queryEnd) + 1, len(x.s)}
		n++
	}
	return cs, n
}

func (o *CheckOptions) check(x IRI, f SchemeCheck) []Violation {
	k := chkState{opt: *o, x: x, s: x.s}
	return k.run(f)
}

// run runs the checks of x with the scheme check f.
func (k *chkState) run(f SchemeCheck) []Violation {
	x, o := k.x, &k.opt
	cs, n := chkComps(x)
	comps := cs[:n]
	utf8Scheme := k.utf8Scheme()
	var hostDecided []dnsLabelDecision
	rtl := false
	for _, cp := range comps {
		seg := k.s[cp.start:cp.end]
		switch cp.c {
		case ComponentUserinfo:
			k.chkUserinfo(cp)
		case ComponentHost:
			if x.hostKind == HostIPv6 {
				k.chkEmbeddedIPv4(cp)
			}
			if x.hostKind == HostRegName && cp.end > cp.start {
				k.chkRareIPv4(cp)
				k.chkPercentHost(cp)
				// An ASCII host without "%" has no script to judge, and
				// no label for the host decision but an A-label or a
				// protected name's ASCII look-alike, which Display looks
				// for with the same test. One IDNA mapping serves the IDN
				// check and the decision.
				if h := k.s[cp.start:cp.end]; !isASCII(h) || strings.IndexByte(h, '%') >= 0 || hasACEPrefix(h) ||
					len(o.ProtectedNames) > 0 && protectedASCIIHit(h, o.ProtectedNames) {
					a, u, mapped := k.mapDNSHost(cp)
					if !mapped {
						k.chkIDN(cp)
					} else {
						hostDecided = k.hostDecision(cp, a, u)
					}
					if hostDecided == nil {
						k.chkScripts(cp)
					}
					k.hostDecided = hostDecided != nil
				}
			}
		}
		if (utf8Scheme || cp.c == ComponentHost) && strings.IndexByte(seg, '%') >= 0 {
			k.chkPercent(cp, cp.c == ComponentHost)
		}
		if !isASCII(seg) {
			n0 := len(k.out)
			all, some := k.chkChars(cp)
			rtl = rtl || some&factRTL != 0
			if all&factInert == 0 {
				k.chkNorm(cp, n0)
			}
		}
	}
	// Without a character of class R or AL, no rule of chkBidi applies
	// (each asks for a right-to-left character in a part or beside it).
	if rtl {
		k.chkBidi(comps)
	}
	k.reportHostDecision(hostDecided)
	k.out = o.schemeViolations(k.out, x, f)
	return k.finish()
}

// mapDNSHost returns the ASCII DNS name that the host of a Scheme.DNSHost
// scheme maps to under IDNA, if it maps: the one IDNA lookup of the host,
// which tells the IDN check it has nothing to report (ToURI's mapping
// validates every label, A-labels included) and feeds the host decision.
func (k *chkState) mapDNSHost(cp chkComp) (a, u string, ok bool) {
	if !k.schemeInfo().DNSHost {
		return "", "", false
	}
	to := ToURIOptions{IDNA: true, IDNAProfile: k.opt.IDNAProfile, Schemes: k.opt.Schemes}
	a, u, err := to.mapHostUnicode(k.s, cp.start, cp.end)
	return a, u, err == nil
}

// hostDecision returns the decisions of the host decision that Display
// shows (decideDNSHost) for the host of a Scheme.DNSHost scheme that maps
// to the DNS name a (or the U-label form u), or nil.
func (k *chkState) hostDecision(cp chkComp, a, u string) []dnsLabelDecision {
	ds, ok := decideDNSHost(k.decBuf[:0], k.s, cp.start, cp.end, a, u, &k.opt.HostOptions)
	if !ok {
		return nil
	}
	return ds
}

// reportHostDecision reports each label the host decision keeps as its
// A-label (or reports, for a protected name), unless the other checks
// have reported its code on the label already, as they do for the
// characters of a label written as a U-label.
func (k *chkState) reportHostDecision(ds []dnsLabelDecision) {
	n := len(k.out)
	for _, d := range ds {
		for _, f := range d.found {
			start, end := d.span(k.s, f)
			dup := false
			for _, v := range k.out[:n] {
				if v.Code == f.code && v.Offset < end && v.Offset+v.Len > start {
					dup = true
					break
				}
			}
			if !dup {
				k.add(f.code, ComponentHost, start, end-start, f.msg)
			}
		}
	}
}

// ignored reports whether the options say not to report code.
func (k *chkState) ignored(code Code) bool { return k.opt.ignoredCode(code) }

// ignoredCode reports whether the options say not to report code.
func (o *CheckOptions) ignoredCode(code Code) bool {
	for _, c := range o.Ignore {
		if c == code {
			return true
		}
	}
	return false
}

// add records a violation of code on s[off:off+n].
func (k *chkState) add(code Code, comp Component, off, n int, msg string) {
	if k.ignored(code) {
		return
	}
	k.out = append(k.out, Violation{
		Code: code, Component: comp,
		Offset: off, Len: n, Message: msg,
	})
}

// finish sorts the violations.
func (k *chkState) finish() []Violation { return chkSort(k.out) }

// chkSort sorts violations by Offset, Code and Len; none is nil.
func chkSort(out []Violation) []Violation {
	if len(out) == 0 {
		return nil
	}
	slices.SortFunc(out, func(a, b Violation) int {
		switch {
		case a.Offset != b.Offset:
			return a.Offset - b.Offset
		case a.Code != b.Code:
			return int(a.Code) - int(b.Code)
		}
		return a.Len - b.Len
	})
	return out
}

// ---------------------------------------------------------------------------
// Bidi: RFC 3987 §4.2.

// chkBidiPart summarizes one bidi component.
type chkBidiPart struct {
	c          Component
	start, end int
	rtl        bool // has a character of class R or AL
	digits     bool // consists of characters of class EN or AN only
	warned     bool // already reported as BIDI_DIGITS_NEXT_TO_RTL
}

// chkBidi runs the §4.2 rules over the components, subdivided unless
// WholeComponents is set. Bidi classes come from
// golang.org/x/text/unicode/bidi: R and AL are right-to-left, L is
// left-to-right. BIDI_MIXED_DIRECTION: a component holds both.
// BIDI_START_END: a component with right-to-left characters does not start
// and end with one; trailing nonspacing marks (NSM) count with the
// character they follow, and characters of class BN, which the bidi
// algorithm removes, with neither (RFC 3987 §4.4 examples 8 and 9).
// BIDI_DIGITS_NEXT_TO_RTL: a component of class EN or AN characters only
// whose nearest non-empty neighbour on either side has right-to-left
// characters, so the display may reorder them together.
func (k *chkState) chkBidi(comps []chkComp) {
	if k.ignored(CodeBidiMixedDirection) && k.ignored(CodeBidiStartEnd) && k.ignored(CodeBidiDigitsNextToRTL) {
		return
	}
	whole := k.opt.WholeComponents
	for _, cp := range comps {
		switch cp.c {
		case ComponentUserinfo:
			k.bidiSplit(cp, ":", whole)
		case ComponentHost:
			k.bidiSplit(cp, ".", whole || k.x.hostKind == HostIPv6 || k.x.hostKind == HostIPvFuture)
		case ComponentPort, ComponentFragment:
			k.bidiPart(cp.c, cp.start, cp.end)
		case ComponentPath:
			s := k.s
			for i := cp.start; i <= cp.end; {
				j := i + strings.IndexByte(s[i:cp.end], '/')
				if j < i {
					j = cp.end
				}
				if d := strings.LastIndexByte(s[i:j], '.'); d > 0 && !whole {
					k.bidiPart(cp.c, i, i+d)
					k.bidiPart(cp.c, i+d+1, j)
				} else {
					k.bidiPart(cp.c, i, j)
				}
				i = j + 1
			}
		case ComponentQuery:
			k.bidiSplit(cp, "&;=", whole)
		}
	}
}

// bidiSplit runs bidiPart on the parts of cp between the separator bytes
// seps, or on all of cp when whole is set.
func (k *chkState) bidiSplit(cp chkComp, seps string, whole bool) {
	if whole {
		k.bidiPart(cp.c, cp.start, cp.end)
		return
	}
	s := k.s
	i := cp.start
	for j := cp.start; j < cp.end; j++ {
		if strings.IndexByte(seps, s[j]) >= 0 {
			k.bidiPart(cp.c, i, j)
			i = j + 1
		}
	}
	k.bidiPart(cp.c, i, cp.end)
}

// bidiPart applies the §4.2 rules to the component s[start:end] and the
// digits rule of §4.4 example 10 to it and its predecessor.
func (k *chkState) bidiPart(c Component, start, end int) {
	if start >= end {
		return
	}
	s := k.s
	sc := scanBidi(s[start:end])
	rtl, digits := sc.rtl, sc.digits
	part := chkBidiPart{c: c, start: start, end: end, rtl: rtl, digits: digits}
	if rtl {
		if sc.ltr {
			k.add(CodeBidiMixedDirection, c, start, end-start,
				"bidi component "+quoteLookalike(s[start:end], 64)+" mixes right-to-left and left-to-right characters (RFC 3987 §4.2 rule 1)")
		}
		okFirst, okLast := sc.startsRTL(), sc.endsRTL()
		if !okFirst || !okLast {
			var what string
			switch {
			case !okFirst && !okLast:
				what = "neither starts nor ends with one"
			case !okFirst:
				what = "does not start with one"
			default:
				what = "does not end with one"
			}
			k.add(CodeBidiStartEnd, c, start, end-start,
				"bidi component "+quoteLookalike(s[start:end], 64)+" has right-to-left characters but "+what+" (RFC 3987 §4.2 rule 2)")
		}
	}
	if k.hasPrev {
		p := &k.prev
		if digits && p.rtl {
			k.add(CodeBidiDigitsNextToRTL, c, start, end-start, chkDigitsMsg(s[start:end], s[p.start:p.end]))
			part.warned = true
		}
		if rtl && p.digits && !p.warned {
			k.add(CodeBidiDigitsNextToRTL, p.c, p.start, p.end-p.start, chkDigitsMsg(s[p.start:p.end], s[start:end]))
			p.warned = true
		}
	}
	k.prev, k.hasPrev = part, true
}

func chkDigitsMsg(digits, rtl string) string {
	return "all-digit component " + quoteLookalike(digits, 64) + " is next to right-to-left component " + quoteLookalike(rtl, 64) +
		" and may be displayed out of order; allowed but not recommended (RFC 3987 §4.4 example 10)"
}

// ---------------------------------------------------------------------------
// Characters: RFC 3987 §6.1, 3987bis-13 §5.1 c-d, RFC 3987 §4.1.

// chkChars reports the character-level violations in a component that
// holds non-ASCII characters, and returns the facts that all of its
// non-ASCII characters have and those that some have.
func (k *chkState) chkChars(cp chkComp) (all, some runeFacts) {
	s := k.s
	all = ^runeFacts(0)
	for i := cp.start; i < cp.end; {
		if s[i] < utf8.RuneSelf {
			i++
			continue
		}
		r, n := utf8.DecodeRuneInString(s[i:cp.end])
		f := factsOf(r)
		all, some = all&f, some|f
		if f&factNoCheck != 0 {
			i += n
			continue
		}
		switch chkCharCode(r) {
		case CodeJoinerContext:
			if !k.ignored(CodeJoinerContext) && !chkJoinerOK(s, cp.start, i, cp.end, r) {
				rule := "A.1 (ZWNJ must follow a virama, or join a left- or dual-joining letter to a right- or dual-joining one)"
				if r == chkZWJ {
					rule = "A.2 (ZWJ must follow a virama)"
				}
				k.add(CodeJoinerContext, cp.c, i, n,
					chkRuneName(r)+" outside the contexts of RFC 5892 Appendix "+rule+"; its use is strongly discouraged (3987bis-13 §5.1 d)")
			}
		case CodeBidiControl:
			k.add(CodeBidiControl, cp.c, i, n,
				"bidi formatting character "+chkRuneName(r)+" changes how the IRI is displayed; RFC 3987 §4.1 forbids bidi formatting characters in IRIs")
		case CodeSpaceLookalike:
			k.add(CodeSpaceLookalike, cp.c, i, n,
				chkRuneName(r)+" looks like a space or line break, which IRIs cannot contain (RFC 3987 §6.1 b)")
		case CodeSyntaxLookalike:
			k.add(CodeSyntaxLookalike, cp.c, i, n,
				chkRuneName(r)+" looks like the delimiter \""+string(rune(chkSyntaxLookalike(r)))+"\" but is not one (3987bis-13 §5.1 c, RFC 3987 §6.1 b)")
		case CodeInvisibleCharacter:
			k.add(CodeInvisibleCharacter, cp.c, i, n,
				"invisible character "+chkRuneName(r)+" (RFC 3987 §6.1 b, §8)")
		case CodeNotDisplayable:
			k.add(CodeNotDisplayable, cp.c, i, n,
				chkRuneName(r)+" is unassigned, private-use or a noncharacter and has no reliable glyph (3987bis-13 §8.6)")
		}
		i += n
	}
	return all, some
}

// chkJoinerOK reports whether the ZWNJ or ZWJ r at s[i] is in one of the
// contexts of RFC 5892 Appendix A, looking no further than the component
// s[start:end]:
//
//   - A.1 and A.2: the character before it has canonical combining class
//     Virama (9), from golang.org/x/text/unicode/norm;
//   - A.1 (ZWNJ only): it matches (L|D) T* ZWNJ T* (R|D) by Joining_Type,
//     where T is general category Mn, Me or Cf, and the types L, D and R
//     come from the RFC 5892 context rules of golang.org/x/text/secure/precis,
//     probed with a dual-joining partner (the Joining_Type property itself
//     is not exported by x/text).
func chkJoinerOK(s string, start, i, end int, r rune) bool {
	p, n := utf8.DecodeLastRuneInString(s[start:i])
	if n > 0 && norm.NFC.PropertiesString(s[i-n:i]).CCC() == 9 {
		return true
	}
	if r != chkZWNJ || n == 0 {
		return false
	}
	// Before: skip transparent characters, then need L or D.
	j := i
	for {
		if chkJoinTransparent(p) {
			j -= n
			p, n = utf8.DecodeLastRuneInString(s[start:j])
			if n == 0 {
				return false
			}
			continue
		}
		if !chkJoinsForward(p) {
			return false
		}
		break
	}
	// After: skip transparent characters, then need R or D.
	j = i + utf8.RuneLen(r)
	for j < end {
		q, m := utf8.DecodeRuneInString(s[j:end])
		if chkJoinTransparent(q) {
			j += m
			continue
		}
		return chkJoinsBackward(q)
	}
	return false
}

// chkJoinTransparent reports whether r has Joining_Type T as RFC 5892
// uses it: general category Mn, Me or Cf, except the joiners themselves.
func chkJoinTransparent(r rune) bool {
	return r != chkZWNJ && r != chkZWJ && unicode.In(r, unicode.Mn, unicode.Me, unicode.Cf)
}

// chkJoinProbe is a PRECIS profile that enforces the RFC 5892 context
// rules; it serves as the oracle for Joining_Type.
var chkJoinProbe = precis.NewFreeform()

// chkJoinsForward reports whether r has Joining_Type L or D: whether
// "r ZWNJ BEH" (U+0628 ARABIC LETTER BEH is dual-joining) is valid.
func chkJoinsForward(r rune) bool {
	_, err := chkJoinProbe.String(string(r) + "\u200C\u0628")
	return err == nil
}

// chkJoinsBackward reports whether r has Joining_Type R or D: whether
// "BEH ZWNJ r" is valid.
func chkJoinsBackward(r rune) bool {
	_, err := chkJoinProbe.String("\u0628\u200C" + string(r))
	return err == nil
}

// ---------------------------------------------------------------------------
// Normalization: RFC 3987 §5.3.2.2.

// chkNorm reports the segments of a component that are not in NFC, and
// those in NFC but not in NFKC unless a NOT_NFC violation overlaps them or
// character-level violations (SPACE_LOOKALIKE, SYNTAX_LOOKALIKE,
// INVISIBLE_CHARACTER, BIDI_CONTROL) cover every byte of them. The
// violations chkChars found in the component are k.out[n0:]; like the
// NOT_NFC ones, they are in offset order and do not overlap, so one forward
// pass over each list decides every candidate.
func (k *chkState) chkNorm(cp chkComp, n0 int) {
	s := k.s[:cp.end]
	if norm.NFKC.QuickSpanString(s[cp.start:]) == cp.end-cp.start {
		return // NFKC, hence also NFC
	}
	n1 := len(k.out)
	if !k.ignored(CodeNotNFC) {
		for i := cp.start; ; {
			a, b := chkNextNotNormal(norm.NFC, s, i)
			if a >= b {
				break
			}
			k.add(CodeNotNFC, cp.c, a, b-a,
				"text "+quoteLookalike(s[a:b], 64)+" is not in Unicode Normalization Form C; IRIs SHOULD be created in NFC (RFC 3987 §5.3.2.2)")
			i = b
		}
	}
	if k.ignored(CodeNotNFKC) {
		return
	}
	n2 := len(k.out)
	ci, ni := n0, n1 // cursors into the chkChars and NOT_NFC violations
	for i := cp.start; ; {
		a, b := chkNextNotNormal(norm.NFKC, s, i)
		if a >= b {
			break
		}
		i = b
		for ni < n2 && k.out[ni].Offset+k.out[ni].Len <= a {
			ni++
		}
		if ni < n2 && k.out[ni].Offset < b {
			continue // overlaps NOT_NFC
		}
		for ci < n1 && k.out[ci].Offset+k.out[ci].Len <= a {
			ci++
		}
		p := a
		for j := ci; j < n1 && p < b; j++ {
			v := k.out[j]
			if v.Offset > p {
				break
			}
			switch v.Code {
			case CodeSpaceLookalike, CodeSyntaxLookalike, CodeInvisibleCharacter, CodeBidiControl:
				p = v.Offset + v.Len
			}
		}
		if p >= b {
			continue // covered by more specific warnings
		}
		k.add(CodeNotNFKC, cp.c, a, b-a,
			"text "+quoteLookalike(s[a:b], 64)+" is not in NFKC: it holds compatibility characters, which should be avoided (RFC 3987 §5.3.2.2, §6.1 b, §8)")
	}
}

// chkNextNotNormal returns the first segment s[a:b], at or after i, that
// is not in form f, or a == b == len(s). Segments run between
// normalization boundaries, so each is normalized independently.
func chkNextNotNormal(f norm.Form, s string, i int) (int, int) {
	for i < len(s) {
		i += f.QuickSpanString(s[i:])
		if i >= len(s) {
			break
		}
		m := f.NextBoundaryInString(s[i:], true)
		if m <= 0 {
			m = len(s) - i
		}
		if !isNormalSlow(f, s[i:i+m]) {
			return i, i + m
		}
		i += m
	}
	return len(s), len(s)
}

// ---------------------------------------------------------------------------
// Hosts: comparison-02 §4.3, RFC 3987 §8, RFC 3986 §7.4.

// chkIDN reports an internationalized reg-name that IDNA2008 lookup
// rejects: one failing label at a time, or the whole host when no single
// label fails. Pure ASCII names without an "xn--" label are not IDNs and
// are not checked; nor are names whose percent-decoding is not UTF-8
// (PERCENT_NOT_UTF8 covers them).
func (k *chkState) chkIDN(cp chkComp) {
	if k.ignored(CodeIDNInvalid) {
		return
	}
	host := k.s[cp.start:cp.end]
	d, ok := chkDecodeHost(host)
	if !ok || isASCII(d) && !hasACEPrefix(d) {
		return
	}
	p := k.opt.profile()
	u, err := p.ToUnicode(d)
	if err == nil && needsASCIICheck(d) {
		if a, aerr := p.ToASCII(d); aerr != nil || checkDNSName(a) != nil {
			err = errNotDNSName
		}
	}
	if err == nil {
		// x/net/idna decodes a fake A-label such as "xn--example-" to
		// the ASCII label it spells, without an error.
		if _, _, bad := fakeALabelMapped(p, d, u, true); !bad {
			return
		}
	}
	found := false
	for i := 0; i <= len(host); {
		j := i + strings.IndexByte(host[i:], '.')
		if j < i {
			j = len(host)
		}
		if label, ok := chkDecodeHost(host[i:j]); ok && label != "" {
			why, fake := aLabelFault(p, label)
			if !fake {
				if u, lerr := p.ToUnicode(label); lerr != nil {
					_, why = labelFault(p, label)
					fake = true
				} else if _, hwhy, bad := uLabelHyphenFault(u); bad && !isASCII(u) {
					why, fake = hwhy, true
				}
			}
			if fake {
				found = true
				if !strings.HasPrefix(why, "label ") {
					why = "label " + quoteLookalike(host[i:j], 64) + ": " + why
				}
				k.add(CodeIDNInvalid, cp.c, cp.start+i, j-i,
					"host "+why+"; IDNs SHOULD be U-labels and an invalid one cannot be resolved (comparison-02 §4.3, RFC 5891 §5)")
			}
		}
		i = j + 1
	}
	if !found {
		_, why := idnaFault(p, d)
		k.add(CodeIDNInvalid, cp.c, cp.start, len(host),
			"host "+quoteLookalike(host, 64)+" is not a valid IDN: "+why+"; IDNs SHOULD be U-labels and an invalid one cannot be resolved (comparison-02 §4.3, RFC 5891 §5)")
	}
}

// chkScripts reports host labels that mix scripts.
//
// A label may use one script (characters of script Common or Inherited,
// such as digits, "-" and combining marks, do not count), or combine
// scripts as one of the "Highly Restrictive" sets of UTS #39 §5.2 allows:
// Latin + Han + Hiragana + Katakana (Japanese), Latin + Han + Bopomofo
// (Chinese) and Latin + Han + Hangul (Korean). Script properties come from
// the standard unicode package. Percent-encoded labels are decoded first.
//
// With Scripts, a label with a character of a script not among them
// (Common and Inherited aside) is NOT_DISPLAYABLE, as Display decides.
func (k *chkState) chkScripts(cp chkComp) {
	mixedOK := !k.ignored(CodeMixedScript)
	scripts := k.opt.Scripts
	if len(scripts) > 0 && k.ignored(CodeNotDisplayable) {
		scripts = nil
	}
	if !mixedOK && len(scripts) == 0 {
		return
	}
	host := k.s[cp.start:cp.end]
	for i := 0; i <= len(host); {
		j := i + strings.IndexByte(host[i:], '.')
		if j < i {
			j = len(host)
		}
		raw := host[i:j]
		if label, ok := chkDecodeHost(raw); ok && !isASCII(label) {
			if a, b, mixed := chkMixedScripts(label); mixed && mixedOK {
				k.add(CodeMixedScript, cp.c, cp.start+i, j-i,
					"host label "+quoteLookalike(raw, 64)+" mixes the scripts "+a+" and "+b+", a spoofing risk (RFC 3987 §8, §7.5)")
			}
			if r, ok := outsideScripts(label, scripts); ok {
				k.add(CodeNotDisplayable, cp.c, cp.start+i, j-i,
					"host label "+quoteLookalike(raw, 64)+" has "+chkRuneName(r)+" of a script not among Scripts; Display shows the label as its A-label (3987bis-13 §8.6)")
			}
		}
		i = j + 1
	}
}

// outsideScripts returns the first character of label whose script is not
// among scripts, Common and Inherited aside; none if scripts is empty.
func outsideScripts(label string, scripts []*unicode.RangeTable) (rune, bool) {
	if len(scripts) == 0 {
		return 0, false
	}
	for _, r := range label {
		if r >= utf8.RuneSelf && !unicode.In(r, scripts...) && !unicode.In(r, unicode.Common, unicode.Inherited) {
			return r, true
		}
	}
	return 0, false
}

// Scripts that may combine in one label (UTS #39 "Highly Restrictive").
const (
	chkScLatin uint8 = 1 << iota
	chkScHan
	chkScHiragana
	chkScKatakana
	chkScBopomofo
	chkScHangul
)

var chkScriptCombos = [...]uint8{
	chkScLatin | chkScHan | chkScHiragana | chkScKatakana,
	chkScLatin | chkScHan | chkScBopomofo,
	chkScLatin | chkScHan | chkScHangul,
}

// chkMixedScripts reports whether label mixes scripts, and if so the
// names of the first two scripts that conflict.
func chkMixedScripts(label string) (string, string, bool) {
	var (
		cjk       uint8  // scripts of chkScriptCombos seen
		other     string // the one other script seen
		firstName string
	)
	for _, r := range label {
		var name string
		if r < utf8.RuneSelf {
			if asciiClass[r]&cAlpha == 0 {
				continue
			}
			name = "Latin"
		} else {
			name = chkScriptOf(r)
			if name == "" {
				continue
			}
		}
		var bit uint8
		switch name {
		case "Latin":
			bit = chkScLatin
		case "Han":
			bit = chkScHan
		case "Hiragana":
			bit = chkScHiragana
		case "Katakana":
			bit = chkScKatakana
		case "Bopomofo":
			bit = chkScBopomofo
		case "Hangul":
			bit = chkScHangul
		}
		if firstName == "" {
			firstName = name
		}
		mixed := false
		if bit == 0 {
			if other == "" {
				other = name
			}
			mixed = other != name || cjk != 0
		} else {
			cjk |= bit
			mixed = other != ""
			if !mixed {
				mixed = true
				for _, combo := range chkScriptCombos {
					if cjk&^combo == 0 {
						mixed = false
						break
					}
				}
			}
		}
		if mixed {
			return firstName, name, true
		}
	}
	return "", "", false
}

// chkScriptList holds the script tables of the unicode package, the
// common ones first; Common, Inherited and unassigned characters have no
// script here.
var (
	chkScriptOnce sync.Once
	chkScriptList []chkScriptEntry
)

type chkScriptEntry struct {
	name  string
	table *unicode.RangeTable
}

// chkScriptOf returns the name of r's script, or "" for Common,
// Inherited and unknown.
func chkScriptOf(r rune) string {
	chkScriptOnce.Do(func() {
		first := []string{"Latin", "Greek", "Cyrillic", "Han", "Hiragana", "Katakana", "Hangul",
			"Arabic", "Hebrew", "Devanagari", "Thai", "Armenian", "Georgian", "Bopomofo"}
		seen := map[string]bool{"Common": true, "Inherited": true}
		for _, name := range first {
			if t := unicode.Scripts[name]; t != nil {
				chkScriptList = append(chkScriptList, chkScriptEntry{name, t})
				seen[name] = true
			}
		}
		var rest []string
		for name := range unicode.Scripts {
			if !seen[name] {
				rest = append(rest, name)
			}
		}
		slices.Sort(rest)
		for _, name := range rest {
			chkScriptList = append(chkScriptList, chkScriptEntry{name, unicode.Scripts[name]})
		}
	})
	for _, e := range chkScriptList {
		if unicode.Is(e.table, r) {
			return e.name
		}
	}
	return ""
}

// chkRareIPv4 reports a reg-name that looks like a numeric IPv4 address
// in one of the forms RFC 3986 §7.4 warns about. A reg-name is such a form
// when, after percent-decoding and dropping one trailing ".", it has one to
// four "."-separated parts and each is a decimal number or "0x"/"0X"
// followed by hex digits: the inet_aton and WHATWG URL forms. (A
// dotted-decimal address in the grammar's form is an IPv4address, not a
// reg-name, and is not reported.)
func (k *chkState) chkRareIPv4(cp chkComp) {
	if k.ignored(CodeRareIPv4Form) {
		return
	}
	host := k.s[cp.start:cp.end]
	if c := host[0]; !(c >= '0' && c <= '9' || c == '%') {
		return
	}
	d, ok := chkDecodeHost(host)
	if !ok {
		return
	}
	desc, addr, ok := chkNumericIPv4(d)
	if !ok {
		return
	}
	msg := "reg-name " + quoteLookalike(host, 64) + " looks like an IPv4 address in a rare form (" + desc + ")"
	if addr != "" {
		msg += " that many resolvers read as " + addr
	}
	k.add(CodeRareIPv4Form, cp.c, cp.start, len(host), msg+"; filter on the numeric address, not the string (RFC 3986 §7.4)")
}

// chkNumericIPv4 parses h as an inet_aton-style IPv4 address. It reports
// whether h has that shape, describes the rare features, and gives the
// dotted-decimal address when the parts are in range.
func chkNumericIPv4(h string) (desc, addr string, ok bool) {
	var parts [4]string
	n := 0
	trailingDot := false
	if len(h) > 1 && h[len(h)-1] == '.' {
		h = h[:len(h)-1]
		trailingDot = true
	}
	for i := 0; i <= len(h); {
		j := i + strings.IndexByte(h[i:], '.')
		if j < i {
			j = len(h)
		}
		if n == 4 || j == i {
			return "", "", false
		}
		parts[n] = h[i:j]
		n++
		i = j + 1
	}
	var (
		vals            [4]uint64
		hex, oct, valid = false, false, true
	)
	for p, part := range parts[:n] {
		base := uint64(10)
		digits := part
		switch {
		case len(part) >= 2 && part[0] == '0' && (part[1] == 'x' || part[1] == 'X'):
			base, digits, hex = 16, part[2:], true
		case len(part) >= 2 && part[0] == '0':
			base, digits, oct = 8, part[1:], true
		}
		var v uint64
		for i := 0; i < len(digits); i++ {
			c := digits[i]
			var dv uint64
			switch {
			case base == 16 && asciiClass[c]&cHex != 0:
				dv = uint64(unhex(c))
			case c >= '0' && c <= '9':
				dv = uint64(c - '0')
				if dv >= base {
					valid = false // "08": not a number to inet_aton
				}
			default:
				return "", "", false
			}
			if v < 1<<40 {
				v = v*base + dv
			}
		}
		vals[p] = v
	}
	var feats []string
	if hex {
		feats = append(feats, "hexadecimal")
	}
	if oct {
		feats = append(feats, "octal")
	}
	switch n {
	case 1:
		feats = append(feats, "a single number")
	case 2, 3:
		feats = append(feats, strconv.Itoa(n)+" parts")
	}
	if trailingDot {
		feats = append(feats, "trailing dot")
	}
	for p := 0; p < n-1; p++ {
		if vals[p] > 255 {
			valid = false
		}
	}
	if vals[n-1] >= 1<<(8*(5-n)) {
		valid = false
	}
	if !valid {
		feats = append(feats, "out of range")
	} else {
		v := vals[n-1]
		for p := 0; p < n-1; p++ {
			v |= vals[p] << (8 * (3 - p))
		}
		addr = strconv.Itoa(int(v>>24)) + "." + strconv.Itoa(int(v>>16&255)) + "." + strconv.Itoa(int(v>>8&255)) + "." + strconv.Itoa(int(v&255))
	}
	return strings.Join(feats, ", "), addr, true
}

// ---------------------------------------------------------------------------
// Userinfo: RFC 3986 §7.5, §7.6.

func (k *chkState) chkUserinfo(cp chkComp) {
	ui := k.s[cp.start:cp.end]
	if c := strings.IndexByte(ui, ':'); c >= 0 {
		k.add(CodeUserinfoPassword, cp.c, cp.start+c, len(ui)-c,
			"userinfo has the deprecated \"user:password\" form; a password in an IRI is not secret (RFC 3986 §7.5, §3.2.1)")
	}
	if k.ignored(CodeUserinfoLooksLikeHost) {
		return
	}
	if run, n, ok := userinfoLooksLikeHost(ui); ok {
		k.add(CodeUserinfoLooksLikeHost, cp.c, cp.start, n,
			"userinfo "+quoteLookalike(run, 64)+" looks like a host name, but the host is "+quoteLookalike(k.x.Host(), 64)+" (RFC 3986 §7.6 semantic attack)")
	}
}

// userinfoLooksLikeHost returns the leading run of the userinfo ui that
// looks like a host name (chkLooksLikeHost), judged as a reader sees it,
// with percent-encoded letters and dots decoded ("www%2Epaypal%2Ecom"),
// and the bytes of ui it spans: the run's own, or all of ui when the run
// is written with percent-encodings.
func userinfoLooksLikeHost(ui string) (run string, n int, ok bool) {
	run = userinfoHostRun(decodeValid(ui, false))
	if !chkLooksLikeHost(run) {
		return "", 0, false
	}
	n = len(run)
	if ui[:min(n, len(ui))] != run {
		n = len(ui)
	}
	return run, n, true
}

// chkLooksLikeHost reports whether s looks like a domain name or an IPv4
// address, heuristically: at least two "."-separated labels (one trailing
// "." allowed), each non-empty and not starting or ending with "-", and
// either four labels of one to three digits, or a last label that is two
// ASCII letters (a country code), a common generic top-level domain (com,
// org, net, edu, gov, mil, int, info, biz, io, app, dev) or an "xn--"
// A-label. So "www.example.com" and "10.0.0.1" qualify, "john.doe" does
// not.
func chkLooksLikeHost(s string) bool {
	if len(s) > 1 && s[len(s)-1] == '.' {
		s = s[:len(s)-1]
	}
	n, digitLabels := 0, 0
	last := ""
	for i := 0; i <= len(s); {
		j := i + strings.IndexByte(s[i:], '.')
		if j < i {
			j = len(s)
		}
		l := s[i:j]
		if l == "" || l[0] == '-' || l[len(l)-1] == '-' {
			return false
		}
		if len(l) <= 3 && strings.Trim(l, "0123456789") == "" {
			digitLabels++
		}
		n++
		last = l
		i = j + 1
	}
	if n < 2 {
		return false
	}
	if n == 4 && digitLabels == 4 {
		return true
	}
	if len(last) == 2 && asciiClass[last[0]]&asciiClass[last[1]]&cAlpha != 0 {
		return true
	}
	if len(last) > 4 && strings.EqualFold(last[:4], "xn--") {
		return true
	}
	switch strings.ToLower(last) {
	case "com", "org", "net", "edu", "gov", "mil", "int", "info", "biz", "io", "app", "dev":
		return true
	}
	return false
}

// ---------------------------------------------------------------------------
// Percent-encoding: RFC 3987 §6.4, §3.2, §8; RFC 3986 §3.2.2.

// utf8Scheme reports whether the IRI's scheme expects UTF-8.
func (k *chkState) utf8Scheme() bool {
	if k.ignored(CodePercentNotUTF8) {
		return false
	}
	return k.schemeInfo().UTF8
}

// chkPercent reports runs of percent-encoded octets in cp that do not
// decode to well-formed UTF-8 (Go's unicode/utf8 rules: no overlong forms,
// no surrogates, nothing above U+10FFFF). Adjacent bad triplets form one
// violation.
func (k *chkState) chkPercent(cp chkComp, host bool) {
	if k.ignored(CodePercentNotUTF8) {
		return
	}
	s := k.s
	badStart, badEnd := -1, -1
	flush := func() {
		if badStart < 0 {
			return
		}
		why := "which scheme " + quoteLookalike(k.x.Scheme(), 64) + " expects (RFC 3987 §6.4, §8)"
		if host {
			why = "which reg-names require (RFC 3986 §3.2.2, RFC 3987 §8)"
		}
		k.add(CodePercentNotUTF8, cp.c, badStart, badEnd-badStart,
			"percent-encoded octets "+quoteLookalike(s[badStart:badEnd], 64)+" are not UTF-8, "+why)
		badStart, badEnd = -1, -1
	}
	for i := cp.start; i < cp.end; {
		b, ok := chkPctByte(s, i, cp.end)
		if !ok {
			i++
			continue
		}
		if b < 0x80 {
			i += 3
			continue
		}
		var buf [utf8.UTFMax]byte
		n := utf8SeqLen(b)
		j := i
		m := 0
		for ; m < n; m++ {
			c, ok := chkPctByte(s, j, cp.end)
			if !ok {
				break
			}
			buf[m] = c
			j += 3
		}
		if n > 0 && m == n && utf8.Valid(buf[:n]) {
			flush()
			i = j
			continue
		}
		if badEnd != i {
			flush()
			badStart = i
		}
		badEnd = i + 3
		i += 3
	}
	flush()
}

// ---------------------------------------------------------------------------
// Helpers.

// schemeCheck returns the check that c runs for scheme, or nil.
func (o *CheckOptions) schemeCheck(scheme string) SchemeCheck {
	if scheme == "" {
		return nil
	}
	if len(o.SchemeChecks) != 0 {
		if f, ok := o.SchemeChecks.lookup(scheme); ok {
			return f
		}
	}
	if o.NoSchemeChecks {
		return nil
	}
	return builtinSchemeCheck(scheme)
}

// schemeViolations appends the violations of the port rules and of the
// scheme check f to dst, without the codes that Ignore drops.
func (o *CheckOptions) schemeViolations(dst []Violation, x IRI, f SchemeCheck) []Violation {
	n0 := len(dst)
	if !o.NoSchemeChecks && x.flags&flagPort != 0 {
		dst = chkPort(dst, x, o.Schemes)
	}
	if f != nil {
		dst = f(dst, x)
	}
	j := n0
	for _, v := range dst[n0:] {
		if !v.Code.valid() || v.Len < 1 || v.Offset < 0 || v.Offset+v.Len > len(x.s) {
			panic("iri: scheme check for " + quoteLookalike(x.Scheme(), 64) + " reported an invalid violation: " + v.String())
		}
		if !slices.Contains(o.Ignore, v.Code) {
			dst[j] = v
			j++
		}
	}
	return dst[:j]
}

// chkEmbeddedIPv4 reports an IPv6 address that embeds an IPv4 one, which
// a filter on IPv4 addresses or on "127.0.0.1" does not see: the address
// reaches the IPv4 host through the dual stack or a translator.
func (k *chkState) chkEmbeddedIPv4(cp chkComp) {
	if k.ignored(CodeEmbeddedIPv4) {
		return
	}
	if msg, ok := embeddedIPv4Msg(k.s[cp.start:cp.end]); ok {
		k.add(CodeEmbeddedIPv4, cp.c, cp.start, cp.end-cp.start, msg)
	}
}

// embeddedIPv4Msg returns why the IP-literal lit ("[...]") embeds an IPv4
// address, if it does.
func embeddedIPv4Msg(lit string) (string, bool) {
	v4, kind, ok := embeddedIPv4(lit)
	if !ok {
		return "", false
	}
	return "IPv6 address " + quoteLookalike(lit, 64) + " embeds the IPv4 address " + v4 + " (" + kind +
		"); filter on the IPv4 address it reaches, not the string (RFC 4291 §2.5.5, RFC 3986 §7.4)", true
}

// embeddedIPv4 returns the IPv4 address that the IP-literal lit embeds,
// and how: IPv4-mapped (::ffff:0:0/96, RFC 4291 §2.5.5.2), IPv4-compatible
// (::/96 but :: and ::1, RFC 4291 §2.5.5.1), NAT64 (64:ff9b::/96, RFC 6052
// §2.1; 64:ff9b:1::/48, RFC 8215), 6to4 (2002::/16, RFC 3056 §2), Teredo
// (2001::/32, RFC 4380 §4, the client's address) or ISATAP (interface
// identifier 0:5efe or 200:5efe, RFC 5214 §6.1).
func embeddedIPv4(lit string) (string, string, bool) {
	if len(lit) < 2 || lit[0] != '[' || lit[len(lit)-1] != ']' || !mayEmbedIPv4(lit[1:len(lit)-1]) {
		return "", "", false
	}
	return parsedEmbeddedIPv4(lit[1 : len(lit)-1])
}

// parsedEmbeddedIPv4 is embeddedIPv4 for the address text t, parsed.
func parsedEmbeddedIPv4(t string) (string, string, bool) {
	a, err := netip.ParseAddr(t)
	if err != nil || !a.Is6() {
		return "", "", false
	}
	b := a.As16()
	v4 := func(p []byte) string { return netip.AddrFrom4([4]byte(p)).String() }
	zero := func(p []byte) bool {
		for _, c := range p {
			if c != 0 {
				return false
			}
		}
		return true
	}
	switch {
	case a.Is4In6():
		return v4(b[12:]), "IPv4-mapped, RFC 4291 §2.5.5.2", true
	case zero(b[:12]) && !zero(b[12:15]):
		return v4(b[12:]), "IPv4-compatible, RFC 4291 §2.5.5.1", true
	case b[0] == 0x00 && b[1] == 0x64 && b[2] == 0xff && b[3] == 0x9b && zero(b[4:12]):
		return v4(b[12:]), "NAT64, RFC 6052 §2.1", true
	case b[0] == 0x00 && b[1] == 0x64 && b[2] == 0xff && b[3] == 0x9b && b[4] == 0 && b[5] == 1:
		return v4(b[12:]), "NAT64 local use, RFC 8215", true
	case b[0] == 0x20 && b[1] == 0x02:
		return v4(b[2:6]), "6to4, RFC 3056 §2", true
	case b[0] == 0x20 && b[1] == 0x01 && b[2] == 0 && b[3] == 0:
		c := [4]byte{b[12] ^ 0xff, b[13] ^ 0xff, b[14] ^ 0xff, b[15] ^ 0xff}
		return netip.AddrFrom4(c).String(), "Teredo, RFC 4380 §4", true
	case (b[8] == 0 || b[8] == 2) && b[9] == 0 && b[10] == 0x5e && b[11] == 0xfe:
		return v4(b[12:]), "ISATAP, RFC 5214 §6.1", true
	}
	return "", "", false
}

// mayEmbedIPv4 reports whether the IPv6 address a, as written, may be
// one that embeddedIPv4 finds, from its text alone, so that most
// addresses cost no parse: each kind has its first group 0, 64, 2002 or
// 2001 then 0, or the ISATAP identifier's group 5efe (TestMayEmbedIPv4).
func mayEmbedIPv4(a string) bool {
	for i := 0; i+4 <= len(a); i++ {
		if a[i]|0x20 == '5' && a[i+1]|0x20 == 'e' && a[i+2]|0x20 == 'f' && a[i+3]|0x20 == 'e' {
			return true
		}
	}
	g1, n := hexGroup(a)
	switch g1 {
	case 0, 0x64, 0x2002:
		return true
	case 0x2001:
		rest := a[n:]
		if strings.HasPrefix(rest, "::") {
			return true
		}
		g2, _ := hexGroup(strings.TrimPrefix(rest, ":"))
		return g2 == 0
	}
	return false
}

// hexGroup returns the value of the hex digits that start a, and how many
// there are; none has the value 0 (a group "::" leaves out).
func hexGroup(a string) (v, n int) {
	for n < len(a) && n < 4 && isHexDigit(a[n]) {
		v = v<<4 | int(unhex(a[n]))
		n++
	}
	return v, n
}

// chkPercentHost reports a reg-name that percent-encodes an ASCII
// character: "google%2ecom" is google.com to every resolver and browser,
// but not to a filter on the string, and RFC 3986 §3.2.2 keeps
// percent-encoding in hosts for octets beyond ASCII.
func (k *chkState) chkPercentHost(cp chkComp) {
	if k.ignored(CodePercentEncodedHost) {
		return
	}
	if msg, ok := percentHostMsg(k.s[cp.start:cp.end]); ok {
		k.add(CodePercentEncodedHost, cp.c, cp.start, cp.end-cp.start, msg)
	}
}

// percentHostMsg returns why the reg-name h, which percent-encodes an
// ASCII character, misleads, if it does.
func percentHostMsg(h string) (string, bool) {
	for i := strings.IndexByte(h, '%'); i >= 0 && i+2 < len(h); i++ {
		if h[i] == '%' && h[i+1] < '8' && isHexDigit(h[i+1]) && isHexDigit(h[i+2]) {
			d, _ := chkDecodeHost(h)
			return "reg-name " + quoteLookalike(h, 64) + " percent-encodes " + quoteLookalike(h[i:i+3], 8) + ", an ASCII character; it names the host " +
				quoteLookalike(lowerASCII(d), 64) + " (RFC 3986 §3.2.2)", true
		}
	}
	return "", false
}
