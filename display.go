package iri

// Display: an IRI that a person can read and not be fooled by. RFC 3987
// §3.2, §4.1-§4.3, §6.1, §6.4 and §8; 3987bis-13 §5.1 and §8.6.

import (
	"errors"
	"strings"
	"sync"
	"unicode"
	"unicode/utf8"

	"golang.org/x/text/unicode/norm"
)

// BidiWrap is the bidi wrapping of [DisplayOptions.Display]: formatting
// characters around the IRI, to remove before parsing, lest the text around
// reorder its parts (RFC 3987 §4.1, §4.3). Isolates suit plain text; none, a
// display that sets the direction itself, as a higher-level protocol may
// (§4.1); embeddings, the letter of §4.1, older renderers.
type BidiWrap uint8

// The bidi wrappings of a displayed IRI.
const (
	BidiWrapNone      BidiWrap = iota // nothing, such as for an HTML element with dir="ltr"
	BidiWrapIsolate                   // U+2066 LEFT-TO-RIGHT ISOLATE ... U+2069 POP DIRECTIONAL ISOLATE
	BidiWrapEmbedding                 // U+202A LEFT-TO-RIGHT EMBEDDING ... U+202C POP DIRECTIONAL FORMATTING
)

// DisplayOptions renders IRIs for display; the zero value is [IRI.Display].
//
// Display shows an IRI to a person, readably (percent-encoded UTF-8
// decoded where [IRI.ToIRI] decodes it, DNS hosts in lowercase U-labels)
// and safely (RFC 3987 §4, §6.4, §8): what could mislead a reader (bidi
// controls, look-alikes, invisible characters, components whose bidi
// structure breaks, hosts that break the host rules below) stays
// percent-encoded or in A-labels and is reported as a [Violation]; the
// userinfo is left out (USERINFO_HIDDEN). The result is a valid IRI
// reference for the same resource. In full:
// https://github.com/go-iri/iri/blob/main/docs/reference.md#display
//
// Host rules. Display and [CheckOptions.Check] make one decision for the
// host of a [Scheme.DNSHost] scheme that maps under IDNA ([HostOptions]): a
// label is shown as its U-label only if it breaks none of the host rules;
// otherwise it is shown as its A-label, and every rule it breaks is
// reported, by Display as decisions in the rules' order and by Check as
// violations in its own (by offset, then code). DNS hosts are shown in
// lowercase, as browsers show them. The rules are those of UTS #39
// (Unicode 17.0.0's data) and of a browser's published IDN display policy
// (Chromium's idn_spoof_checker.cc), the browser's where the two
// disagree; IPv6 hosts that embed an IPv4 address (EMBEDDED_IPV4) and
// percent-encoded reg-names (PERCENT_ENCODED_HOST) are reported too. Each rule, with its code, source and examples, is in the
// reference: https://github.com/go-iri/iri/blob/main/docs/reference.md#host-rules
type DisplayOptions struct {
	// HostOptions are the host rules Display shares with Check.
	HostOptions
	Wrap BidiWrap // the bidi wrapping of the result
	// KeepUserinfo shows the userinfo, which Display leaves out by default
	// (reporting USERINFO_HIDDEN); a userinfo that reads as a host name is
	// then shown with its dots percent-encoded ("bank%2Eexample%2Ecom@"),
	// reported as USERINFO_LOOKS_LIKE_HOST.
	KeepUserinfo bool
}

// Display returns x as shown to a person, safely, by the rules of
// [DisplayOptions]: [DisplayOptions.Display] with zero options, without its
// decisions.
func (x IRI) Display() string {
	s, _ := DisplayOptions{}.Display(x)
	return s
}

// Display returns x as shown to a person by the rules of [DisplayOptions]
// (its host rules included), and the decisions
// that kept parts encoded or left out; unwrapped, the result is a valid IRI
// reference for x's resource, up to the userinfo, which it leaves out unless
// KeepUserinfo (and then exactly x's). ASCII is shown as it is: the result is
// x.String() itself, unallocated, for ASCII x without "%", "xn--" or a
// userinfo, with no Wrap and no ProtectedNames.
func (o DisplayOptions) Display(x IRI) (string, []Violation) {
	// FuzzDisplay checks that the result is valid and names the same
	// resource. Isolates rather than embeddings are the advice for plain
	// text because, since Unicode 6.3, UAX #9 recommends them: an isolate
	// is a neutral to the text around it, while an embedding lets the
	// surrounding text and the IRI still affect each other's order (a
	// right-to-left word before a left-to-right embedding that starts with
	// digits, for instance).
	s := x.s
	if o.Wrap == BidiWrapNone && x.flags&flagUserinfo == 0 && plainASCII(s) &&
		(x.hostKind != HostIPv6 || !mayEmbedIPv4(s[x.hostStart+1:x.hostEnd-1])) {
		h := s[x.hostStart:x.hostEnd]
		if !hasACEPrefix(h) && (!hasUpperASCII(h) || !o.dnsHost(x)) &&
			(len(o.ProtectedNames) == 0 || x.hostKind != HostRegName || !protectedASCIIHit(h, o.ProtectedNames)) {
			return s, nil
		}
	}
	d := dispState{o: o, x: x}
	d.b.Grow(len(s) + len(s)/2 + 6)
	switch o.Wrap {
	case BidiWrapIsolate:
		d.b.WriteRune(0x2066)
	case BidiWrapEmbedding:
		d.b.WriteRune(0x202A)
	}
	if x.flags&flagAuthority != 0 {
		a := int(x.authStart())
		d.b.WriteString(s[:a])
		if x.flags&flagUserinfo != 0 {
			d.userinfo(a, int(x.hostStart)-1)
		}
		d.host()
		d.b.WriteString(s[x.hostEnd:x.pathStart])
	} else {
		d.b.WriteString(s[:x.pathStart])
	}
	d.text(ComponentPath, int(x.pathStart), int(x.pathEnd), "/", false)
	if x.flags&flagQuery != 0 {
		d.b.WriteByte('?')
		d.text(ComponentQuery, int(x.pathEnd)+1, int(x.queryEnd), "&;=", true)
	}
	if x.flags&flagFragment != 0 {
		d.b.WriteByte('#')
		d.text(ComponentFragment, int(x.queryEnd)+1, len(s), "", false)
	}
	switch o.Wrap {
	case BidiWrapIsolate:
		d.b.WriteRune(0x2069)
	case BidiWrapEmbedding:
		d.b.WriteRune(0x202C)
	}
	out := d.out
	if len(out) == 0 {
		out = nil
	}
	return d.b.String(), out
}

// textDecisions returns the decisions that Display makes on the path,
// query and fragment of x (those of them asked for), without the text it
// shows: for Check, whose own rules make Display's decisions on the host
// and on the rest.
func (o DisplayOptions) textDecisions(x IRI, path, query, fragment bool) []Violation {
	d := dispState{o: o, x: x, discard: true}
	if path {
		d.text(ComponentPath, int(x.pathStart), int(x.pathEnd), "/", false)
	}
	if query && x.flags&flagQuery != 0 {
		d.text(ComponentQuery, int(x.pathEnd)+1, int(x.queryEnd), "&;=", true)
	}
	if fragment && x.flags&flagFragment != 0 {
		d.text(ComponentFragment, int(x.queryEnd)+1, len(x.s), "", false)
	}
	return d.out
}

// utf8Scheme reports whether x's scheme has UTF-8 text (Scheme.UTF8).
func (d *dispState) utf8Scheme() bool {
	info, ok := d.o.Schemes.Lookup(d.x.Scheme())
	return ok && info.UTF8
}

// dnsHost reports whether x's scheme has DNS hosts (Scheme.DNSHost).
func (o *DisplayOptions) dnsHost(x IRI) bool {
	info, ok := o.Schemes.Lookup(x.Scheme())
	return ok && info.DNSHost
}

// userinfo writes the display of the userinfo x.s[start:end] and its "@":
// nothing but a decision by default, as browsers show no userinfo, since
// "http://bank.example.com@evil.example/" reads as a host that it is not
// (RFC 3986 §7.6) and RFC 3986 §3.2.1 asks renderers to show the userinfo
// apart from the host, if at all; with KeepUserinfo, the userinfo as text,
// its dots percent-encoded if it reads as a host name.
func (d *dispState) userinfo(start, end int) {
	s := d.x.s
	if !d.o.KeepUserinfo {
		d.add(CodeUserinfoHidden, ComponentUserinfo, start, end+1,
			"userinfo "+quoteLookalike(s[start:end], 64)+" left out of the display, lest it be read as the host or a password be shown; the host is "+
				quoteLookalike(d.x.Host(), 64)+" (RFC 3986 §3.2.1, §7.6)")
		return
	}
	// Judged as shown: percent-encoded dots and letters decoded.
	if run, n, ok := userinfoLooksLikeHost(s[start:end]); ok {
		d.hideDots = true
		d.text(ComponentUserinfo, start, end, ":", false)
		d.hideDots = false
		d.add(CodeUserinfoLooksLikeHost, ComponentUserinfo, start, start+n,
			"userinfo "+quoteLookalike(run, 64)+" looks like a host name, but the host is "+quoteLookalike(d.x.Host(), 64)+
				"; its dots shown percent-encoded (RFC 3986 §7.6, §3.2.1)")
	} else {
		d.text(ComponentUserinfo, start, end, ":", false)
	}
	d.b.WriteByte('@')
}

// dispState is one run of Display.
type dispState struct {
	o   DisplayOptions
	x   IRI
	b   strings.Builder
	out []Violation

	discard   bool // write writes nothing: only the decisions are wanted (textDecisions)
	hideDots  bool // units shows "." percent-encoded (a userinfo that reads as a host)
	lowerHost bool // writeUnit shows ASCII letters in lowercase (a DNS host shown as text)
}

// dispUnit is one character of a component, or one triplet that does not
// decode: the input text s[start:end] and how it is shown.
type dispUnit struct {
	start, end int
	r          rune // the character; -1 for a triplet that does not decode
	show       bool // shown as the character, else percent-encoded
	code       Code // why it is not shown, when that is a decision to report
}

// text writes the display of the component c, x.s[start:end], whose bidi
// parts are separated by the bytes of seps (the path also at the last "."
// of each segment); query says whether it is the query.
func (d *dispState) text(c Component, start, end int, seps string, query bool) {
	if start == end {
		return
	}
	var buf [128]dispUnit // on the stack: most components are shorter
	u := d.units(buf[:0], start, end, query)
	if !showsNonASCII(u) {
		// Nothing for the whole-component rules to judge.
		d.report(c, u)
		d.write(u)
		return
	}
	if showsJoiner(u) {
		d.joiners(c, u, d.candidate(u))
	}
	// The bidi parts, judged on the text the component shows, built once:
	// each part's text is a piece of it (cand[pos:]), taken before the
	// part's own rules hide any of it.
	cb := candPool.Get().(*[]byte)
	defer putCand(cb)
	cand := d.appendCandidate((*cb)[:0], u)
	*cb = cand
	pos := 0
	part := func(p []dispUnit) {
		n := d.unitsLen(p)
		d.part(c, p, cand[pos:pos+n])
		pos += n
	}
	i := 0
	for i <= len(u) {
		j := i
		for j < len(u) && !isDispSep(u[j], seps) {
			j++
		}
		if c == ComponentPath {
			// The extension of the segment is a part of its own (RFC 3987
			// §4.2); a leading dot, as in ".profile", starts none.
			k := j - 1
			for k > i && !(u[k].show && u[k].r == '.') {
				k--
			}
			if k > i {
				part(u[i:k])
				pos += d.unitLen(u[k])
				part(u[k+1 : j])
			} else {
				part(u[i:j])
			}
		} else {
			part(u[i:j])
		}
		if j < len(u) {
			pos += d.unitLen(u[j])
		}
		i = j + 1
	}
	d.report(c, u)
	d.write(u)
}

// showsJoiner reports whether any unit of u shows a ZWNJ or a ZWJ, which
// joiners decides in context.
func showsJoiner(u []dispUnit) bool {
	for _, v := range u {
		if v.show && (v.r == chkZWNJ || v.r == chkZWJ) {
			return true
		}
	}
	return false
}

// showsNonASCII reports whether any unit of u shows a non-ASCII character.
func showsNonASCII(u []dispUnit) bool {
	for _, v := range u {
		if v.show && v.r >= utf8.RuneSelf {
			return true
		}
	}
	return false
}

// isDispSep reports whether the unit is one of the separator bytes seps.
func isDispSep(u dispUnit, seps string) bool {
	return u.show && u.r < utf8.RuneSelf && u.r >= 0 && strings.IndexByte(seps, byte(u.r)) >= 0
}

// units splits x.s[start:end] into units appended to u, and decides,
// character by character, what is shown.
func (d *dispState) units(u []dispUnit, start, end int, query bool) []dispUnit {
	s := d.x.s
	for i := start; i < end; {
		c := s[i]
		switch {
		case c == '%':
			r, n := pctSeq(s, i, end)
			switch {
			case n == 0:
				u = append(u, dispUnit{start: i, end: i + 3, r: -1, code: CodePercentNotUTF8})
				n = 1
			case r < utf8.RuneSelf:
				u = append(u, dispUnit{start: i, end: i + 3, r: r, show: asciiClass[r]&cUnreserved != 0 && (r != '.' || !d.hideDots)})
			case (keepSet{}).keepEncoded(r, query):
				// Kept by ToIRI: a decision to report for a character the
				// component could hold (a bidi control, or what
				// isDiscouraged lists, all space-like or
				// default-ignorable), not for one it cannot.
				code := Code(0)
				if isUcschar(r) {
					if code = d.unsafe(r); code == 0 {
						code = CodeInvisibleCharacter
					}
				}
				u = append(u, dispUnit{start: i, end: i + 3*n, r: r, code: encodedCode(code)})
			default:
				code := d.unsafe(r)
				u = append(u, dispUnit{start: i, end: i + 3*n, r: r, show: code == 0, code: encodedCode(code)})
			}
			i += 3 * n
		case c < utf8.RuneSelf:
			u = append(u, dispUnit{start: i, end: i + 1, r: rune(c), show: c != '.' || !d.hideDots})
			i++
		default:
			r, n := utf8.DecodeRuneInString(s[i:end])
			code := d.unsafe(r)
			u = append(u, dispUnit{start: i, end: i + n, r: r, show: code == 0, code: code})
			i += n
		}
	}
	return u
}

// encodedCode returns the code of a decision on a percent-encoded
// character: BIDI_CONTROL_ENCODED, a warning, for a bidi control that
// the IRI only names (the raw character is the error RFC 3987 §4.1 makes
// it), code itself otherwise.
func encodedCode(code Code) Code {
	if code == CodeBidiControl {
		return CodeBidiControlEncoded
	}
	return code
}

// unsafe returns the code of the rule that keeps the non-ASCII character r
// from being shown, or 0. The joiners are decided in context (joiners).
func (d *dispState) unsafe(r rune) Code {
	if len(d.o.Scripts) == 0 && factsOf(r)&factShown != 0 {
		return 0
	}
	return charDisplayRule(r, d.o.Scripts)
}

// candidate returns the text the units show.
func (d *dispState) candidate(u []dispUnit) string {
	if len(u) == 0 {
		return ""
	}
	if d.showsAsWritten(u) {
		return d.x.s[u[0].start:u[len(u)-1].end] // no copy
	}
	return string(d.appendCandidate(make([]byte, 0, d.unitsLen(u)), u))
}

// candPool recycles the buffers of the text a component shows, which
// the rules of a part read and no decision keeps (the messages quote a
// copy): the x/text normalization checks read their input from the heap,
// so a buffer on the stack would be one allocation a component.
var candPool = sync.Pool{New: func() any { return new([]byte) }}

// putCand returns the buffer b to candPool, unless it grew past 4 KB.
func putCand(b *[]byte) {
	if cap(*b) <= 4<<10 {
		candPool.Put(b)
	}
}

// appendCandidate appends the text the units show to dst.
func (d *dispState) appendCandidate(dst []byte, u []dispUnit) []byte {
	if len(u) > 0 && d.showsAsWritten(u) {
		return append(dst, d.x.s[u[0].start:u[len(u)-1].end]...)
	}
	for _, v := range u {
		dst = d.appendUnit(dst, v)
	}
	return dst
}

// showsAsWritten reports whether the units u, consecutive in x.s, show
// their text as it is written: characters written raw and shown, and
// percent-encodings kept in uppercase hex, as writeUnit writes them.
func (d *dispState) showsAsWritten(u []dispUnit) bool {
	s := d.x.s
	for _, v := range u {
		raw := s[v.start] != '%'
		switch {
		case v.show && raw:
			if d.lowerHost && 'A' <= v.r && v.r <= 'Z' {
				return false
			}
		case !v.show && !raw:
			for i := v.start; i < v.end; i += 3 {
				if 'a' <= s[i+1] || 'a' <= s[i+2] {
					return false // lowercase hex, written in uppercase
				}
			}
		default:
			return false
		}
	}
	return true
}

// joiners decides the shown ZWNJ and ZWJ in their context of the
// candidate text cand (RFC 5892 Appendix A; 3987bis-13 §5.1 d).
func (d *dispState) joiners(c Component, u []dispUnit, cand string) {
	pos := 0
	for k := range u {
		v := &u[k]
		n := d.unitLen(*v)
		if v.show && (v.r == chkZWNJ || v.r == chkZWJ) && !chkJoinerOK(cand, 0, pos, len(cand), v.r) {
			v.show, v.code = false, CodeJoinerContext
		}
		pos += n
	}
}

// unitsLen returns the length of the units' text in the candidate.
func (d *dispState) unitsLen(u []dispUnit) int {
	n := 0
	for _, v := range u {
		n += d.unitLen(v)
	}
	return n
}

// unitLen returns the length of the unit's text in the candidate.
func (d *dispState) unitLen(v dispUnit) int {
	switch {
	case v.r < 0:
		return 3
	case v.show:
		return utf8.RuneLen(v.r)
	}
	return 3 * utf8.RuneLen(v.r)
}

// part applies the rules that take a whole bidi component, u, whose text
// is cand: NFC and the bidi rules of RFC 3987 §4.2. A part that breaks
// them shows none of its non-ASCII characters.
func (d *dispState) part(c Component, u []dispUnit, cand []byte) {
	if len(u) == 0 {
		return
	}
	code, msg := d.partRule(u, cand)
	if code == 0 {
		return
	}
	d.hide(c, u, code, msg)
}

// partRule returns the code and message of the first whole-component rule
// that the part u, whose text is cand, breaks, or 0.
func (d *dispState) partRule(u []dispUnit, cand []byte) (Code, string) {
	if !showsNonASCII(u) {
		return 0, ""
	}
	// The shown non-ASCII characters are cand's only: if all are inert,
	// cand is in NFC; if none is right-to-left, no bidi rule applies.
	all, some := ^runeFacts(0), runeFacts(0)
	for _, v := range u {
		if v.show && v.r >= utf8.RuneSelf {
			f := factsOf(v.r)
			all, some = all&f, some|f
		}
	}
	if all&factInert == 0 && !isNormalBytes(norm.NFC, cand) {
		return CodeNotNFC, "text " + quoteLookalike(string(cand), 64) + " is not in NFC; kept percent-encoded so that it is not read as its NFC form (RFC 3987 §5.3.2.2)"
	}
	if some&factRTL == 0 {
		return 0, ""
	}
	if code, why := bidiRule(cand); code != 0 {
		return code, "bidi component " + quoteLookalike(string(cand), 64) + " " + why + "; the whole component kept percent-encoded (RFC 3987 §4.2)"
	}
	return 0, ""
}

// hide keeps every non-ASCII character of u percent-encoded, and reports
// the decision once, for the whole of u.
func (d *dispState) hide(c Component, u []dispUnit, code Code, msg string) {
	for k := range u {
		if u[k].show && u[k].r >= utf8.RuneSelf {
			u[k].show = false
		}
	}
	d.add(code, c, u[0].start, u[len(u)-1].end, msg)
}

// report records the character-level decisions of u, one per run of
// consecutive units with the same code.
func (d *dispState) report(c Component, u []dispUnit) {
	for i := 0; i < len(u); {
		v := u[i]
		if v.show || v.code == 0 || v.code == CodePercentNotUTF8 && c != ComponentHost && !d.utf8Scheme() {
			// Octets that are not UTF-8 where the scheme does not say
			// its text is UTF-8 are data, shown as they are: no
			// decision (Check's PERCENT_NOT_UTF8 likewise).
			i++
			continue
		}
		j := i + 1
		for j < len(u) && !u[j].show && u[j].code == v.code && u[j].start == u[j-1].end {
			j++
		}
		d.add(v.code, c, v.start, u[j-1].end, d.charMsg(v, d.x.s[v.start:u[j-1].end]))
		i = j
	}
}

// charMsg says why the character of v, spelled t in the input, is kept.
func (d *dispState) charMsg(v dispUnit, t string) string {
	if v.r < 0 {
		return "percent-encoding " + quoteLookalike(t, 64) + " is not well-formed UTF-8; kept as it is (RFC 3987 §3.2 step 3, §6.4)"
	}
	name := chkRuneName(v.r)
	var why string
	switch v.code {
	case CodeBidiControl:
		why = "bidi formatting character " + name + " would reorder the display (RFC 3987 §4.1)"
	case CodeBidiControlEncoded:
		why = "percent-encoded bidi formatting character " + name + " would reorder the display once decoded (RFC 3987 §4.1)"
	case CodeSpaceLookalike:
		why = name + " looks like a space (RFC 3987 §6.1 b)"
	case CodeSyntaxLookalike:
		why = name + " looks like the delimiter \"" + string(rune(chkSyntaxLookalike(v.r))) + "\" (3987bis-13 §5.1 c)"
	case CodeJoinerContext:
		why = name + " is outside the contexts of RFC 5892 Appendix A, and invisible (3987bis-13 §5.1 d)"
	case CodeNotDisplayable:
		if unicode.IsGraphic(v.r) {
			why = name + " is outside the scripts the caller can display (3987bis-13 §8.6)"
		} else {
			why = name + " is unassigned, private-use or a noncharacter and has no reliable glyph (3987bis-13 §8.6)"
		}
	default:
		why = "invisible character " + name + " (RFC 3987 §6.1 b, §8)"
	}
	return why + "; kept percent-encoded"
}

// add records a decision on x.s[start:end].
func (d *dispState) add(code Code, c Component, start, end int, msg string) {
	d.out = append(d.out, Violation{Code: code, Component: c, Offset: start, Len: end - start, Message: msg})
}

// write writes the units to the output.
func (d *dispState) write(u []dispUnit) {
	if d.discard {
		return
	}
	for _, v := range u {
		d.writeUnit(&d.b, v)
	}
}

// writeUnit writes the text that the unit shows to b: the character, or
// its UTF-8 octets percent-encoded in uppercase hex.
func (d *dispState) writeUnit(b *strings.Builder, v dispUnit) {
	var q [3 * utf8.UTFMax]byte
	b.Write(d.appendUnit(q[:0], v))
}

// appendUnit appends the text that the unit shows to dst, as writeUnit
// writes it.
func (d *dispState) appendUnit(dst []byte, v dispUnit) []byte {
	s := d.x.s
	switch {
	case v.r < 0:
		return append(dst, '%', upperHex[unhex(s[v.start+1])], upperHex[unhex(s[v.start+2])])
	case v.show:
		r := v.r
		if d.lowerHost && 'A' <= r && r <= 'Z' {
			r += 'a' - 'A'
		}
		return utf8.AppendRune(dst, r)
	}
	var q [utf8.UTFMax]byte
	for _, c := range q[:utf8.EncodeRune(q[:], v.r)] {
		dst = append(dst, '%', upperHex[c>>4], upperHex[c&15])
	}
	return dst
}

// host writes the display of the host. A reg-name of a [Scheme.DNSHost]
// scheme that maps to an ASCII DNS name is shown label by label, as its
// U-label where that is safe and as its A-label elsewhere; any other host
// is text, with the same rules label by label.
func (d *dispState) host() {
	x := d.x
	hs, he := int(x.hostStart), int(x.hostEnd)
	if hs == he {
		return
	}
	if x.hostKind != HostRegName {
		if msg, ok := embeddedIPv4Msg(x.s[hs:he]); ok && x.hostKind == HostIPv6 {
			d.add(CodeEmbeddedIPv4, ComponentHost, hs, he, msg)
		}
		d.b.WriteString(x.s[hs:he]) // IP literals and IPv4: ASCII
		return
	}
	if msg, ok := percentHostMsg(x.s[hs:he]); ok {
		d.add(CodePercentEncodedHost, ComponentHost, hs, he, msg)
	}
	info, ok := d.o.Schemes.Lookup(x.Scheme())
	if h := x.s[hs:he]; isASCII(h) && strings.IndexByte(h, '%') < 0 && !hasACEPrefix(h) &&
		(len(d.o.ProtectedNames) == 0 || !protectedASCIIHit(h, d.o.ProtectedNames)) {
		if ok && info.DNSHost {
			h = lowerASCII(h) // DNS names compare without case; browsers show them in lowercase
		}
		d.b.WriteString(h) // LDH or other ASCII text: shown as it is
		return
	}
	if ok && info.DNSHost {
		to := ToURIOptions{IDNA: true, IDNAProfile: d.o.IDNAProfile, Schemes: d.o.Schemes}
		a, u, err := to.mapHostUnicode(x.s, hs, he)
		if err != nil && d.hyphenFault(err, hs, he) {
			return
		}
		if err == nil {
			var buf [4]dnsLabelDecision // on the stack: most hosts have a few labels
			if ds, ok := decideDNSHost(buf[:0], x.s, hs, he, a, u, &d.o.HostOptions); ok {
				for k := range ds {
					dec := &ds[k]
					if k > 0 {
						d.b.WriteByte('.')
					}
					d.b.WriteString(dec.show)
					for _, f := range dec.found {
						msg := f.msg
						if dec.show != x.s[dec.start:dec.end] && hasACEPrefix(dec.show) {
							msg += "; shown as the A-label " + quoteLookalike(dec.show, 64)
						}
						start, end := dec.span(x.s, f)
						d.add(f.code, ComponentHost, start, end, msg)
					}
				}
				return
			}
		}
	}
	d.lowerHost = ok && info.DNSHost
	d.textHost(hs, he)
	d.lowerHost = false
}

// hyphenFault shows the host x.s[hs:he], which IDNA rejects with err, as
// ToURI gives it, percent-encoded, if err is the hyphen rule's fault of a
// label that is not ASCII; it reports whether it did.
func (d *dispState) hyphenFault(err error, hs, he int) bool {
	x := d.x
	var he2 *HostError
	if h := x.s[hs:he]; errors.As(err, &he2) && he2.Rule == "RFC 5891 §4.2.3.1" && (!isASCII(h) || strings.IndexByte(h, '%') >= 0) {
		// A label such as "ру--авто" is no U-label (RFC 5891
		// §4.2.3.1), though each of its characters would show: the
		// host stays in the form ToURI gives it, percent-encoded,
		// which names the same resource (RFC 3987 §3.1). Other IDNA
		// faults are characters that textHost decides on one by one.
		u := d.units(nil, hs, he, false)
		for i := range u {
			if u[i].r >= utf8.RuneSelf {
				u[i].show = false
			}
		}
		d.lowerHost = true // a DNS host, shown in lowercase as elsewhere
		d.write(u)
		d.lowerHost = false
		d.add(CodeIDNInvalid, ComponentHost, hs, he, "host "+quoteLookalike(x.s[hs:he], 64)+
			" is not a valid internationalized domain name: "+he2.Detail+" ("+he2.Rule+"); kept percent-encoded")
		return true
	}
	return false
}

// textHost is text for a host that is not shown with IDNA: bidi parts are
// labels, and a label that mixes scripts shows none of its non-ASCII
// characters.
func (d *dispState) textHost(hs, he int) {
	var buf [128]dispUnit
	u := d.units(buf[:0], hs, he, false)
	if showsJoiner(u) {
		d.joiners(ComponentHost, u, d.candidate(u))
	}
	for i := 0; i <= len(u); {
		j := i
		for j < len(u) && !isDispSep(u[j], ".") {
			j++
		}
		l := u[i:j]
		if code, msg := d.labelRule(l); code != 0 {
			d.hide(ComponentHost, l, code, msg+"; kept percent-encoded")
		}
		i = j + 1
	}
	d.report(ComponentHost, u)
	d.write(u)
}

// labelRule returns the code and message of the first whole-label rule
// that the label u breaks: NFC, the bidi rules, the script mix; or 0.
func (d *dispState) labelRule(u []dispUnit) (Code, string) {
	if code, msg := d.mixedRule(u); code != 0 {
		return code, msg
	}
	if !showsNonASCII(u) {
		return 0, ""
	}
	cb := candPool.Get().(*[]byte)
	defer putCand(cb)
	*cb = d.appendCandidate((*cb)[:0], u)
	if code, msg := d.partRule(u, *cb); code != 0 {
		return code, strings.TrimSuffix(msg, "; the whole component kept percent-encoded (RFC 3987 §4.2)")
	}
	return 0, ""
}

// mixedRule returns CodeMixedScript and a message if the label u mixes
// scripts beyond UTS #39 §5.2 "Highly Restrictive" (the rule of
// CodeMixedScript in Check), else 0.
//
// This is the policy of the browsers: Chromium shows such labels in
// punycode ("IDN in Google Chrome",
// chromium.org/developers/design-documents/idn-in-google-chrome; Chromium
// moved from "Moderately" to "Highly Restrictive" in 2017, coordinated with
// Mozilla, bugzilla.mozilla.org 1399939), and Firefox's IDN display
// algorithm (wiki.mozilla.org/IDN_Display_Algorithm) is built on the same
// UTS #39 restriction levels.
func (d *dispState) mixedRule(u []dispUnit) (Code, string) {
	var b strings.Builder
	for _, v := range u {
		if v.r >= 0 {
			b.WriteRune(v.r)
		}
	}
	label := b.String()
	if a, b, mixed := chkMixedScripts(label); mixed {
		return CodeMixedScript, "host label " + quoteLookalike(label, 64) + " mixes the scripts " + a + " and " + b +
			" beyond UTS #39 §5.2 \"Highly Restrictive\", a spoofing risk (RFC 3987 §8)"
	}
	return 0, ""
}
