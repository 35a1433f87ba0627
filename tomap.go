package iri

// IRI → URI mapping (RFC 3987 §3.1, 3987bis-13 §3), IDNA host mapping
// (3987bis-13 §3.4.2) and the legacy http/https query charset (3987bis-13
// §3.5).

import (
	"encoding/binary"
	"math/bits"
	"strings"
	"unicode/utf8"

	"golang.org/x/net/idna"
	"golang.org/x/text/encoding"
	"golang.org/x/text/encoding/ianaindex"
)

// ToURI maps the IRI reference to a URI reference that passes [ParseURI] (RFC
// 3987 §3.1 step 2): each ucschar and iprivate character, host too, becomes
// the uppercase %HH of its UTF-8, all else staying. A URI is returned
// unallocated, else ToURI allocates once; it panics if the result would exceed
// MaxLength bytes.
func (x IRI) ToURI() IRI {
	s := x.s
	i := firstNonASCII(s)
	if i == len(s) {
		return x
	}
	if i+3*(len(s)-i) > stackURI {
		return x.toURILong(i)
	}
	// Even if every byte from s[i] on is non-ASCII, the result fits a
	// stack buffer, with the room encodeBlock writes past the end: one
	// pass encodes and reads each boundary's new place off the output,
	// and one conversion makes the string. The boundaries are in
	// increasing order (parse sets unused ones to the next used one); one
	// out of order is counted on its own.
	y := x
	var buf [stackURI + blockRoom]byte
	k := copy(buf[:], s[:i])
	j := i // s[:j] is encoded in buf[:k]
	offs := [...]*int32{&y.schemeEnd, &y.hostStart, &y.hostEnd, &y.pathStart, &y.pathEnd, &y.queryEnd}
	atEnd := 0 // the boundaries at the end of s, by bit
	for t, o := range offs {
		end := int(*o)
		switch {
		case end <= i:
			continue // all ASCII before it
		case end == len(s):
			atEnd |= 1 << t
			continue
		case end < j:
			*o += int32(2 * countNonASCIIIn(s, i, end))
			continue
		}
		for ; j <= end-8; j += 8 {
			k += encodeBlock((*[blockRoom]byte)(buf[k:]), load8(s[j:]))
		}
		r := end - j
		*o = int32(k + r + 2*bits.OnesCount64(nextBytes(s, j)&swarHi&(1<<(8*uint(r))-1)))
	}
	for ; j <= len(s)-8; j += 8 {
		k += encodeBlock((*[blockRoom]byte)(buf[k:]), load8(s[j:]))
	}
	if r := len(s) - j; r > 0 {
		// The zero bytes above the last r encode as one byte each.
		k += encodeBlock((*[blockRoom]byte)(buf[k:]), nextBytes(s, j)) - (8 - r)
	}
	for ; atEnd != 0; atEnd &= atEnd - 1 {
		*offs[bits.TrailingZeros(uint(atEnd))] = int32(k)
	}
	y.s = string(buf[:k])
	return y
}

// toURILong is ToURI for a result that may not fit ToURI's stack buffer,
// given that x.s[:i] is ASCII.
func (x IRI) toURILong(i int) IRI {
	s := x.s
	y := x
	n := shiftOffsets(&y, i)
	if n > MaxLength {
		// Offsets are int32. No IRI value this long can exist in practice
		// (the input alone would be 700 MB); refuse rather than overflow.
		panic("iri: ToURI: result longer than MaxLength")
	}
	var w uriWriter
	if n <= len(w.buf)-blockRoom {
		// The output of few non-ASCII bytes: writeEncoded keeps it all in
		// the buffer, for one conversion to a string.
		w.k = copy(w.buf[:], s[:i])
		w.writeEncoded(s[i:])
		y.s = string(w.buf[:n])
		return y
	}
	w.grow(n)
	w.b.WriteString(s[:i]) // straight to the result: the buffer is empty
	w.writeEncoded(s[i:])
	y.s = w.String()
	return y
}

// blockRoom is the room encodeBlock needs: it masks the offsets of its
// stores to five bits, so that the compiler checks no bounds, and a store
// is four bytes.
const blockRoom = 32 + 3

// stackURI is the longest result ToURI builds in its stack buffer. Every
// non-ASCII item of the benchmark lists (BenchmarkToURINonASCIIAll) fits;
// at 231 bytes one in eight did not.
const stackURI = 487

// shiftOffsets moves each component boundary of *y right by two bytes per
// byte >= 0x80 before it, given that y.s[:i] is ASCII, and returns the
// length of the URI. It reads y.s once, eight bytes at a time: the
// boundaries are in increasing order (parse sets unused ones to the next
// used one), and one out of order is counted on its own.
func shiftOffsets(y *IRI, i int) int {
	s := y.s
	c, j := 0, i // c bytes >= 0x80 in s[i:j]
	for _, o := range [...]*int32{&y.schemeEnd, &y.hostStart, &y.hostEnd, &y.pathStart, &y.pathEnd, &y.queryEnd} {
		end := int(*o)
		if end <= i {
			continue // all ASCII before it
		}
		if end < j {
			*o += int32(2 * countNonASCIIIn(s, i, end))
			continue
		}
		for ; j <= end-8; j += 8 {
			c += bits.OnesCount64(load8(s[j:]) & swarHi)
		}
		r := end - j
		*o += int32(2 * (c + bits.OnesCount64(nextBytes(s, j)&swarHi&(1<<(8*uint(r))-1))))
	}
	return len(s) + 2*(c+countNonASCIIIn(s, j, len(s)))
}

// countNonASCII returns the number of bytes >= 0x80 in s.
func countNonASCII(s string) int { return countNonASCIIIn(s, 0, len(s)) }

// countNonASCIIIn returns the number of bytes >= 0x80 in s[start:end],
// eight at a time; the last, partial block is read as eight bytes of s
// when s has them, and masked.
func countNonASCIIIn(s string, start, end int) int {
	n, i := 0, start
	for ; i <= end-8; i += 8 {
		n += bits.OnesCount64(load8(s[i:]) & swarHi)
	}
	if i == end {
		return n
	}
	return n + bits.OnesCount64(nextBytes(s, i)&swarHi&(1<<(8*uint(end-i))-1))
}

// uriWriter builds the result of a mapping with one allocation, sized
// exactly by grow: the output is assembled in a stack buffer, a few words
// at a time, and the buffer goes into the result whenever it fills up and
// at the end.
type uriWriter struct {
	b   strings.Builder
	k   int // bytes used in buf
	buf [256]byte
}

// grow prepares w for n bytes of output in all; call it first.
func (w *uriWriter) grow(n int) { w.b.Grow(n) }

// flush moves the buffered output to the result.
func (w *uriWriter) flush() {
	w.b.Write(w.buf[:w.k])
	w.k = 0
}

func (w *uriWriter) writeString(s string) {
	if w.k+len(s) > len(w.buf) {
		w.flush()
		w.b.WriteString(s)
		return
	}
	w.k += copy(w.buf[w.k:], s)
}

// writeEncoded writes s with every byte >= 0x80 percent-encoded. In a
// valid IRI every non-ASCII character is a ucschar or iprivate (or, in the
// 3987bis grammar, a tag character in the query), so this is RFC 3987
// §3.1 step 2. It goes eight bytes at a time (encodeBlock).
func (w *uriWriter) writeEncoded(s string) {
	k := w.k
	j := 0
	for ; j < len(s); j += 8 {
		if k > len(w.buf)-blockRoom {
			w.k = k
			w.flush()
			k = 0
		}
		p := (*[blockRoom]byte)(w.buf[k:])
		if j > len(s)-8 {
			// The zero bytes above the last ones encode as one byte each.
			k += encodeBlock(p, nextBytes(s, j)) - (j + 8 - len(s))
			break
		}
		k += encodeBlock(p, load8(s[j:]))
	}
	w.k = k
}

// encodeBlock writes the encoding of the eight bytes of v, little-endian,
// to p and returns its length. Eight ASCII bytes are one word store, eight
// non-ASCII ones (most scripts) eight triplets at fixed places, and the
// bytes of a mixed block one four-byte store each from pctTable, which
// holds the triplet (or the ASCII byte itself): the next store overwrites
// what is left over. The places of a mixed block's stores come from one
// multiplication, not from a chain of additions.
func encodeBlock(p *[blockRoom]byte, v uint64) int {
	switch v & swarHi {
	case 0:
		binary.LittleEndian.PutUint64(p[:], v)
		return 8
	case swarHi: // most scripts
		binary.LittleEndian.PutUint32(p[0:], pctTable[byte(v)])
		binary.LittleEndian.PutUint32(p[3:], pctTable[byte(v>>8)])
		binary.LittleEndian.PutUint32(p[6:], pctTable[byte(v>>16)])
		binary.LittleEndian.PutUint32(p[9:], pctTable[byte(v>>24)])
		binary.LittleEndian.PutUint32(p[12:], pctTable[byte(v>>32)])
		binary.LittleEndian.PutUint32(p[15:], pctTable[byte(v>>40)])
		binary.LittleEndian.PutUint32(p[18:], pctTable[byte(v>>48)])
		binary.LittleEndian.PutUint32(p[21:], pctTable[byte(v>>56)])
		return 3 * 8
	}
	// Byte m of o is where byte m+1's encoding starts: the sum of the
	// lengths (1 or 3) of the bytes up to m, all eight summed at once (at
	// most 24, so no byte carries into the next).
	o := (v&swarHi>>6 | swarLo) * swarLo
	n := int(o >> 56)
	binary.LittleEndian.PutUint32(p[0:], pctTable[byte(v)])
	for range 7 {
		v >>= 8
		binary.LittleEndian.PutUint32(p[o&31:], pctTable[byte(v)])
		o >>= 8
	}
	return n
}

// pctTable holds, for each byte c, the bytes that encodeBlock writes for
// it, little-endian: c itself for ASCII, the triplet "%HH" (uppercase hex
// digits) otherwise.
var pctTable = func() (t [256]uint32) {
	for c := range t {
		if c < utf8.RuneSelf {
			t[c] = uint32(c)
		} else {
			t[c] = '%' | uint32(upperHex[c>>4])<<8 | uint32(upperHex[c&15])<<16
		}
	}
	return t
}()

// String returns the output.
func (w *uriWriter) String() string {
	w.flush()
	return w.b.String()
}

// ToURIOptions maps IRIs to URIs; the zero value is [IRI.ToURI].
//
// IDNA hosts: with IDNA, the ireg-name host of a [Scheme.DNSHost] scheme
// is mapped to an ASCII DNS name by the IDNA2008 Domain Name Lookup of
// 3987bis-13 §3.4.2 under IDNAProfile; any failure fails the whole mapping
// with a [*HostError], and no host is ever dropped or replaced. The rules,
// step by step: https://github.com/go-iri/iri/blob/main/docs/reference.md#idna-hosts
type ToURIOptions struct {
	IDNA        bool          // maps a Scheme.DNSHost host to an ASCII DNS name instead of percent-encoding it
	IDNAProfile *idna.Profile // nil means idna.Lookup
	Schemes     Schemes       // whose Scheme.DNSHost hosts IDNA maps; nil and empty mean DefaultSchemes()
	// QueryEncoding, unless nil, is the charset of the document an http(s) IRI was
	// found in, for its query (3987bis-13 §3.5); it must map ASCII to itself, and a
	// character it cannot represent is a [*Error] ([ErrQueryCharset]).
	QueryEncoding encoding.Encoding
}

// isDNSScheme reports whether scheme's ireg-name is a DNS name for o.
func (o ToURIOptions) isDNSScheme(scheme string) bool {
	sc, _ := o.Schemes.Lookup(scheme)
	return sc.DNSHost
}

// ToURI maps x to a URI reference as [IRI.ToURI] does, with o's host and
// query options. An error comes with the zero IRI: a [*HostError] (IDNA), a
// [*Error] (QueryEncoding), or a [*ParseError] of [ErrTooLong] where
// the URI would be longer than MaxLength bytes; ToURI never panics.
func (o ToURIOptions) ToURI(x IRI) (IRI, error) {
	return o.toURI(x, MaxLength)
}

// toURI is ToURI with the longest result allowed, max: MaxLength, or less
// for the tests of ErrTooLong.
func (o ToURIOptions) toURI(x IRI, max int) (IRI, error) {
	s := x.s
	host, query := "", ""
	hostChanged, queryChanged := false, false
	if o.IDNA && x.hostKind == HostRegName && x.hostStart < x.hostEnd && o.isDNSScheme(x.Scheme()) {
		h, err := o.mapHost(s, int(x.hostStart), int(x.hostEnd))
		if err != nil {
			return IRI{}, err
		}
		host, hostChanged = h, h != x.Host()
	}
	if o.QueryEncoding != nil && x.HasQuery() && isHTTP(x.Scheme()) {
		q, err := encodeQuery(s, int(x.pathEnd)+1, int(x.queryEnd), o.QueryEncoding)
		if err != nil {
			return IRI{}, err
		}
		query, queryChanged = q, q != x.Query()
	}
	if !hostChanged && !queryChanged {
		// Each byte becomes at most three: only a long x can be too long
		// as a URI, and IRI.ToURI would panic on it.
		if 3*len(s) > max && len(s)+2*countNonASCII(s) > max {
			return IRI{}, tooLongURI(s)
		}
		return x.ToURI(), nil
	}
	hs, he := int(x.hostStart), int(x.hostEnd)
	qs, qe := int(x.pathEnd), int(x.queryEnd) // "?" and the end of the query
	n := len(s) + 2*countNonASCII(s)
	if hostChanged {
		n += len(host) - (he - hs) - 2*countNonASCII(s[hs:he])
	}
	if queryChanged {
		n += len(query) - (qe - qs - 1) - 2*countNonASCII(s[qs+1:qe])
	}
	if n > max {
		return IRI{}, tooLongURI(s)
	}
	var w uriWriter
	w.grow(n)
	if hostChanged {
		w.writeEncoded(s[:hs])
		w.writeString(host)
	} else {
		w.writeEncoded(s[:he])
	}
	if queryChanged {
		w.writeEncoded(s[he : qs+1])
		w.writeString(query)
		w.writeEncoded(s[qe:])
	} else {
		w.writeEncoded(s[he:])
	}
	u, err := parse(w.String(), modeURI)
	if err != nil {
		// Unreachable: the host is LDH and the query ASCII pchar/pct.
		return IRI{}, err
	}
	return u, nil
}

// tooLongURI is the error of ToURIOptions.ToURI for an IRI s whose URI
// would be longer than MaxLength bytes.
func tooLongURI(s string) error {
	return &ParseError{Input: s, Offset: len(s), Err: ErrTooLong, Rune: -1, Rule: "MaxLength"}
}

// encodeQuery returns the query s[start:end] with every run of non-ASCII
// characters converted to octets in e and percent-encoded (3987bis-13
// §3.5). Runs, not single characters, are converted so that stateful
// charsets such as ISO-2022-JP produce their shift sequences once per run.
func encodeQuery(s string, start, end int, e encoding.Encoding) (string, error) {
	q := s[start:end]
	i := firstNonASCII(q)
	if i == len(q) {
		return q, nil
	}
	enc := e.NewEncoder()
	var b strings.Builder
	b.Grow(len(q) + 2*countNonASCII(q))
	var t [3]byte
	for {
		b.WriteString(q[:i])
		q = q[i:]
		if len(q) == 0 {
			break
		}
		j := 0
		for j < len(q) && q[j] >= utf8.RuneSelf {
			j++
		}
		oct, err := enc.String(q[:j])
		if err != nil {
			return "", queryCharsetError(s, end-len(q), q[:j], e)
		}
		for k := 0; k < len(oct); k++ {
			b.Write(appendPercent(t[:0], oct[k]))
		}
		q = q[j:]
		i = firstNonASCII(q)
	}
	return b.String(), nil
}

// queryCharsetError finds the first character of run (at offset off in s)
// that e cannot encode and reports it.
func queryCharsetError(s string, off int, run string, e encoding.Encoding) error {
	enc := e.NewEncoder()
	bad, r := off, utf8.RuneError
	for i, c := range run {
		if _, err := enc.String(string(c)); err != nil {
			bad, r = off+i, c
			break
		}
	}
	name := charsetName(e)
	if name == "" {
		name = "the query charset"
	}
	return &Error{Input: s, Offset: bad, Err: ErrQueryCharset, Rule: "3987bis-13 §3.5", Detail: codePoint(r) + " is not in " + name}
}

// charsetName returns a name for e for messages, or "".
func charsetName(e encoding.Encoding) string {
	if st, ok := e.(interface{ String() string }); ok {
		return st.String()
	}
	if name, err := ianaindex.IANA.Name(e); err == nil {
		return name
	}
	return ""
}

// mapHostUnicode is mapHost for the host decision of Check and Display,
// which needs to know that the host maps, not its ASCII form: for the
// default profile, a host that p.ToUnicode maps without a fault, with no
// fake A-label and no label that only the ASCII form can judge
// (needsASCIICheck), maps under mapHost too, and its U-label form u is
// all the decision needs, without the Punycode encoding of every label.
// Otherwise, and for every fault, it is mapHost's answer: a, the ASCII
// form, or its error; u is then "".
func (o ToURIOptions) mapHostUnicode(s string, start, end int) (a, u string, err error) {
	if o.IDNAProfile == nil {
		if d, err := decodeIDNHost(s, start, end); err == nil && !isASCII(d) && !claimsACE(d) {
			// No label claims to be an A-label, so of fakeALabelMapped's
			// tests only the hyphen rule of U-labels is left; a host that
			// maps to itself has labels whose length punycodeLen measures.
			if u, err := idna.Lookup.ToUnicode(d); err == nil && !needsASCIICheckOf(d, u == d) && !uLabelsHyphenFault(u) {
				return "", u, nil
			}
		}
	}
	a, err = o.mapHost(s, start, end)
	return a, "", err
}

// uLabelsHyphenFault reports whether a non-ASCII label of the host u
// breaks the hyphen rule of U-labels (uLabelHyphenFault).
func uLabelsHyphenFault(u string) bool {
	for u != "" {
		label, rest, _ := strings.Cut(u, ".")
		if !isASCII(label) {
			if _, _, bad := uLabelHyphenFault(label); bad {
				return true
			}
		}
		u = rest
	}
	return false
}

// claimsACE reports whether a label of the host d claims the ACE prefix
// (aceClaim): such labels are left to mapHost, which judges them on their
// ASCII form.
func claimsACE(d string) bool {
	start := 0
	for i := 0; i <= len(d); i++ {
		n := 1
		if i < len(d) {
			if c := d[i]; c != '.' && c != 0xE3 && c != 0xEF {
				continue
			}
			if n = labelSepAt(d, i); n == 0 {
				continue
			}
		}
		if _, claims := aceClaim(d[start:i]); claims {
			return true
		}
		start = i + n
		i += n - 1
	}
	return false
}

// decodeIDNHost percent-decodes the ireg-name s[start:end] for IDNA, or
// says why it cannot map: an escape that is not part of well-formed
// UTF-8, or a length no DNS name reaches.
func decodeIDNHost(s string, start, end int) (string, error) {
	host := s[start:end]
	// Every escape must be part of well-formed UTF-8, and we check that
	// ourselves before idna sees the text (a valid IRI holds no
	// ill-formed literal bytes, so only decoded escapes can fail here).
	d := decodeValid(host, false)
	// Most hosts: no escape, or none to search for byte by byte.
	valid := len(d) == len(host) || utf8.ValidString(d)
	for j := 0; j < len(d) && !valid; {
		r, n := utf8.DecodeRuneInString(d[j:])
		if r == utf8.RuneError && n <= 1 {
			off := start + decodedOffset(host, j)
			return "", newHostError(s, host, off, "percent-encoding "+s[off:off+3]+
				" is not part of well-formed UTF-8 (3987bis-13 §3.4.2)")
		}
		j += n
	}

	// A DNS name is at most 253 octets (checkDNSName); a far longer text
	// cannot map to one, and idna's cost grows faster than linearly with
	// the input, so refuse it before calling idna.
	if len(d) > maxIDNHost {
		return "", newHostError(s, host, start, "host is too long to be a domain name (RFC 1034 §3.1)")
	}
	return d, nil
}

// mapHost maps the ireg-name s[start:end] to an ASCII DNS name: the host
// option of ToURIOptions (3987bis-13 §3.4.2).
func (o ToURIOptions) mapHost(s string, start, end int) (string, error) {
	host := s[start:end]
	fail := func(off int, reason string) (string, error) {
		return "", newHostError(s, host, off, reason)
	}
	d, err := decodeIDNHost(s, start, end)
	if err != nil {
		return "", err
	}
	var out string
	if a, ok := ldhLower(d); ok && o.IDNAProfile == nil {
		out = a
	} else {
		p := o.IDNAProfile
		if p == nil {
			p = idna.Lookup
		}
		a, err := p.ToASCII(d)
		if err == nil {
			// x/net/idna turns a fake A-label such as "xn--example-" into
			// the ASCII label it decodes to: a different host.
			if at, why, bad := fakeALabelMapped(p, d, a, false); bad {
				return fail(start+decodedOffset(host, at), why)
			}
		}
		if err != nil || checkHostName(p, a) != nil {
			// Discard idna's partial result and find the fault ourselves,
			// so that its offset and reason do not depend on the profile.
			at, why := idnaFault(p, d)
			return fail(start+decodedOffset(host, at), why)
		}
		out = a
	}
	if err := checkHostName(o.IDNAProfile, out); err != nil {
		return fail(start+decodedOffset(host, sourceOffset(d, out, err.at)), err.msg)
	}
	return out, nil
}

// sourceOffset converts offset at in out, the ASCII form of the decoded
// host d, to an offset in d: the same offset when out is d lowercased,
// else the start of the label with the same index, else 0.
func sourceOffset(d, out string, at int) int {
	if out == strings.ToLower(d) {
		return at
	}
	k := strings.Count(out[:at], ".")
	start := 0
	for i, r := range d {
		if k == 0 {
			return start
		}
		if isLabelSeparator(r) {
			k--
			start = i + utf8.RuneLen(r)
		}
	}
	if k == 0 {
		return start
	}
	return 0
}

// decodedOffset converts an offset into the percent-decoded form of host
// to the offset of the character or escape it came from in host.
func decodedOffset(host string, j int) int {
	i := 0
	for ; i < len(host) && j > 0; j-- {
		if host[i] == '%' {
			i += 3
		} else {
			i++
		}
	}
	return i
}
