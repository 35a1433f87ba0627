// IDNA host rules shared by every operation that touches internationalized
// domain names: IRI → URI mapping, URI → IRI conversion, normalization
// (NormIDN) and checks.

package iri

import (
	"errors"
	"math"
	"strconv"
	"strings"
	"unicode"
	"unicode/utf8"

	"golang.org/x/net/idna"
	"golang.org/x/text/unicode/norm"
)

// fakeALabel reports the first label of the percent-decoded host d that
// claims to be an A-label but is not one under p: a label that starts with
// the ACE prefix "xn--" in any case (after the mapping of UTS #46, so
// "ＸＮ--" claims too) is an A-label only if its Punycode decodes, the
// decoded label is not all ASCII, it is a valid U-label under p, and
// converting it back gives the label again (RFC 5890 §2.3.2.1, RFC 5891
// §5.4). golang.org/x/net/idna accepts "xn--example-" and returns the
// ASCII label "example", which would turn one host into another, so every
// path checks this itself. at is the byte offset of the label in d.
func fakeALabel(p *idna.Profile, d string) (at int, reason string, bad bool) {
	start := 0
	for i := 0; i <= len(d); {
		r, n := rune('.'), 1
		if i < len(d) {
			r, n = utf8.DecodeRuneInString(d[i:])
		}
		if isLabelSeparator(r) {
			if label := d[start:i]; label != "" {
				if why, fake := aLabelFault(p, label); fake {
					return start, why, true
				}
			}
			start = i + n
		}
		i += n
	}
	return 0, "", false
}

// fakeALabelMapped is fakeALabel for a host d that p.ToASCII has mapped
// to out. p decoded each claimed A-label, validated the U-label and
// encoded it again, so a claimed label that comes out as itself is
// genuine (the encoding of an all-ASCII label has no "xn--" prefix); only
// the others need the full test. This costs no allocation for the usual
// genuine labels.
//
// With unicode set, out is p.ToUnicode(d) instead: a claimed label that
// came out non-ASCII is genuine, since p decoded and validated it and a
// Punycode string has one decoding, which encodes back to it.
func fakeALabelMapped(p *idna.Profile, d, out string, unicode bool) (at int, reason string, bad bool) {
	start, o := 0, 0
	for i := 0; i <= len(d); {
		r, n := rune('.'), 1
		if i < len(d) {
			r, n = utf8.DecodeRuneInString(d[i:])
		}
		if isLabelSeparator(r) {
			outLabel, oe := "", len(out)
			if o <= len(out) {
				if k := strings.IndexByte(out[o:], '.'); k >= 0 {
					oe = o + k
				}
				outLabel = out[o:oe]
			}
			if label := d[start:i]; label != "" {
				m, claims := aceClaim(label)
				genuine := outLabel == m
				if unicode {
					genuine = outLabel != "" && !isASCII(outLabel)
				}
				if claims && !genuine {
					if why, fake := aLabelFault(p, label); fake {
						return start, why, true
					}
				}
				// p does not apply the hyphen rule of RFC 5891 §4.2.3.1
				// to U-labels, whether given as such or as A-labels.
				if unicode && !isASCII(outLabel) {
					if _, why, bad := uLabelHyphenFault(outLabel); bad {
						return start, why, true
					}
				} else if !unicode {
					if why, bad := aLabelHyphenFault(outLabel); bad {
						if !claims {
							// Given as a U-label: say so in its own words.
							u, _ := punycodeDecode(outLabel[4:])
							_, why, _ = uLabelHyphenFault(u)
						}
						return start, why, true
					}
				}
			}
			start, o = i+n, oe+1
		}
		i += n
	}
	return 0, "", false
}

// aLabelToULabel returns the U-label of the A-label label under p, and
// false if label does not claim to be an A-label or is a fake one (see
// fakeALabel).
func aLabelToULabel(p *idna.Profile, label string) (string, bool) {
	m, claims := aceClaim(label)
	if !claims {
		return "", false
	}
	u, why := checkALabel(p, m)
	return u, why == ""
}

// aLabelFault reports why label, if it claims to be an A-label, is not one.
func aLabelFault(p *idna.Profile, label string) (string, bool) {
	m, claims := aceClaim(label)
	if !claims {
		return "", false
	}
	if _, why := checkALabel(p, m); why != "" {
		return "label " + quoteExcerpt(label, 0) + " " + why, true
	}
	return "", false
}

// aceClaim reports whether label starts with "xn--" once mapped, and
// returns the mapped label (lowercase, NFKC: the part of the UTS #46
// mapping that can produce the ASCII prefix). It allocates only for a
// label that claims, or whose first characters are not in NFKC.
func aceClaim(label string) (string, bool) {
	const prefix = "xn--"
	i, k := 0, 0
	for ; k < len(prefix) && i < len(label); k++ {
		c := label[i]
		if c >= utf8.RuneSelf {
			if len(norm.NFKC.PropertiesString(label[i:]).Decomposition()) == 0 {
				return "", false // a non-ASCII character that maps to itself
			}
			m := strings.ToLower(norm.NFKC.String(label))
			return m, strings.HasPrefix(m, prefix)
		}
		if c|0x20 != prefix[k] && c != prefix[k] {
			return "", false
		}
		i++
	}
	if k < len(prefix) {
		return "", false
	}
	if isASCII(label) {
		return strings.ToLower(label), true
	}
	return strings.ToLower(norm.NFKC.String(label)), true
}

// checkALabel returns the U-label of m, a lowercase label that starts with
// "xn--", or the reason it is not an A-label.
func checkALabel(p *idna.Profile, m string) (u, why string) {
	if len(m) > maxLabelLen {
		return "", "is " + strconv.Itoa(len(m)) + " octets long, more than the 63 of an A-label (RFC 5890 §2.3.2.1)"
	}
	u, ok := punycodeDecode(m[4:])
	if !ok {
		return "", "is not valid Punycode after its \"xn--\" prefix (RFC 3492 §6.2), so it is not an A-label (RFC 5890 §2.3.2.1)"
	}
	if isASCII(u) {
		return "", "decodes to the ASCII label " + quoteExcerpt(u, 0) +
			", so it is not an A-label: an A-label encodes a U-label, which holds a non-ASCII character (RFC 5890 §2.3.2.1, RFC 5891 §5.4)"
	}
	if _, why, bad := uLabelHyphenFault(u); bad {
		return "", "decodes to " + quoteExcerpt(u, 0) + ", which is not a U-label: " + why
	}
	if v, err := p.ToUnicode(m); err != nil || v != u {
		return "", "decodes to " + quoteExcerpt(u, 0) +
			", which is not a valid U-label under IDNA2008, so it is not an A-label (RFC 5890 §2.3.2.1, RFC 5891 §5.4)"
	}
	if back, err := p.ToASCII(u); err != nil || back != m {
		return "", "decodes to " + quoteExcerpt(u, 0) +
			", which does not convert back to the same label, so it is not an A-label (RFC 5891 §5.4)"
	}
	return u, ""
}

// idnaFault returns the first fault of the percent-decoded host d under
// p, as a byte offset into d and a reason in this package's words. It is
// called when p rejects d, or accepts it with an output that is not a
// DNS name, so that the offset and the reason are the same whichever
// profile found the fault: the offending character where one character
// is at fault, else the start of the offending label, else 0.
func idnaFault(p *idna.Profile, d string) (at int, reason string) {
	if at, why, bad := fakeALabel(p, d); bad {
		return at, why
	}
	start, total, labels := 0, 0, 0
	for i := 0; i <= len(d); {
		r, n := rune('.'), 1
		if i < len(d) {
			r, n = utf8.DecodeRuneInString(d[i:])
		}
		if !isLabelSeparator(r) {
			i += n
			continue
		}
		label := d[start:i]
		switch {
		case label == "":
			// Only the root label, after a final ".", may be empty.
			if i < len(d) || start == 0 {
				return start, "empty label (RFC 1034 §3.1)"
			}
		default:
			a, err := p.ToASCII(label)
			if err != nil {
				off, why := labelFault(p, label)
				return start + off, why
			}
			if off, why, bad := asciiLabelFault(label, a); bad {
				return start + off, why
			}
			if why, bad := aLabelHyphenFault(a); bad {
				return start, why
			}
			total += len(a)
			labels++
		}
		start = i + n
		i += n
	}
	if labels > 0 && total+labels-1 > maxNameLen {
		return 0, "host is " + strconv.Itoa(total+labels-1) + " octets long in ASCII form, more than 253 (RFC 1034 §3.1)"
	}
	for _, r := range d {
		if unicode.Is(unicode.Bidi_Control, r) || isRTL(r) {
			return 0, "host breaks the Bidi Rule for domain names (RFC 5893 §2)"
		}
	}
	return 0, "host is not a valid internationalized domain name (RFC 5891 §5)"
}

// labelFault locates why p rejects label.
func labelFault(p *idna.Profile, label string) (int, string) {
	for i, r := range label {
		switch {
		case r == '-', r == 0x200C, r == 0x200D, unicode.In(r, unicode.Mn, unicode.Mc, unicode.Me):
			continue
		}
		if _, err := p.ToASCII(string(r)); err != nil {
			return i, charFault(r)
		}
	}
	m := label
	if !isASCII(m) {
		m = norm.NFKC.String(m)
	}
	switch {
	case strings.HasPrefix(m, "-"):
		return 0, "label " + quoteExcerpt(label, 0) + " begins with a hyphen (RFC 5891 §4.2.3.1)"
	case strings.HasSuffix(m, "-"):
		return len(label) - 1, "label " + quoteExcerpt(label, 0) + " ends with a hyphen (RFC 5891 §4.2.3.1)"
	case len(m) >= 4 && m[2:4] == "--":
		return 2, "label " + quoteExcerpt(label, 0) + " has hyphens in its third and fourth positions, which are reserved for A-labels (RFC 5891 §4.2.3.1)"
	}
	if r, _ := utf8.DecodeRuneInString(label); unicode.In(r, unicode.Mn, unicode.Mc, unicode.Me) {
		return 0, "label " + quoteExcerpt(label, 0) + " begins with a combining mark (RFC 5891 §4.2.3.2)"
	}
	if i := strings.IndexAny(label, "\u200c\u200d"); i >= 0 {
		r, _ := utf8.DecodeRuneInString(label[i:])
		return i, "joiner " + codePoint(r) + " is not allowed in this position (RFC 5892 Appendix A.1, A.2)"
	}
	for _, r := range label {
		if isRTL(r) {
			return 0, "label " + quoteExcerpt(label, 0) + " breaks the Bidi Rule (RFC 5893 §2)"
		}
	}
	return 0, "label " + quoteExcerpt(label, 0) + " is not a valid IDNA label (RFC 5891 §5.4)"
}

// asciiLabelFault checks a, the ASCII form of label, against the DNS rules
// that a profile without STD3 rules or hyphen checks lets through.
func asciiLabelFault(label, a string) (int, string, bool) {
	same := a == strings.ToLower(label)
	for i := 0; i < len(a); i++ {
		c := a[i]
		if !('a' <= c && c <= 'z' || '0' <= c && c <= '9' || c == '-') {
			if same {
				return i, charFault(rune(c)), true
			}
			return 0, "label " + quoteExcerpt(label, 0) + " maps to " + quoteExcerpt(a, 0) +
				", which holds a character that is not a letter, digit or hyphen under the STD3 rules (RFC 3987 §3.1)", true
		}
	}
	switch {
	case a == "":
		return 0, "label " + quoteExcerpt(label, 0) + " is empty once mapped (RFC 1034 §3.1)", true
	case len(a) > maxLabelLen:
		return 0, "label " + quoteExcerpt(label, 0) + " is " + strconv.Itoa(len(a)) +
			" octets long in ASCII form, more than 63 (RFC 1034 §3.1)", true
	case a[0] == '-':
		return 0, "label " + quoteExcerpt(label, 0) + " begins with a hyphen (RFC 5891 §4.2.3.1)", true
	case a[len(a)-1] == '-':
		off := 0
		if same {
			off = len(a) - 1
		}
		return off, "label " + quoteExcerpt(label, 0) + " ends with a hyphen (RFC 5891 §4.2.3.1)", true
	}
	return 0, "", false
}

// charFault says that r may not appear in a domain name.
func charFault(r rune) string {
	if r < utf8.RuneSelf {
		return "character " + quoteRune(byte(r)) + " (" + codePoint(r)[:6] + ") is not a letter, digit or hyphen under the STD3 rules (RFC 3987 §3.1)"
	}
	return "character " + codePoint(r) + " is not allowed in a domain name (IDNA2008, RFC 5892)"
}

// errNotDNSName is a placeholder fault, located later by idnaFault.
var errNotDNSName = errors.New("not a DNS name")

// needsASCIICheck reports whether only the ASCII form of d can show that
// it is not a DNS name: some label is empty (other than a final root
// label), holds a character that UTS #46 maps to nothing (so the label
// may vanish), or may be longer than 63 octets once encoded, or the whole
// name may be longer than 253. A label whose characters the mapping
// leaves alone (lowercase, no NFKC decomposition) is measured exactly
// with punycodeLen; any other non-ASCII character counts 7 Punycode
// characters (over 200,000 random labels drawn from all of Unicode, the
// most was 6), so the estimate errs on the side of checking.
func needsASCIICheck(d string) bool { return needsASCIICheckOf(d, false) }

// needsASCIICheckOf is needsASCIICheck, told with stable that the mapping
// leaves d as it is (so that punycodeLen measures any label exactly).
func needsASCIICheckOf(d string, stable bool) bool {
	start, label, total := 0, 0, 0
	ascii := true
	for i := 0; i <= len(d); {
		r, n := rune('.'), 1
		if i < len(d) {
			if c := d[i]; c < utf8.RuneSelf && c != '.' {
				label++
				i++
				continue
			}
			r, n = utf8.DecodeRuneInString(d[i:])
		}
		if isLabelSeparator(r) {
			if i == start && i < len(d) {
				return true
			}
			if !ascii {
				if label > maxLabelLen-4 && (stable || mappingStable(d[start:i])) {
					label = punycodeLen(d[start:i])
				}
				label += 4 // "xn--"
			}
			if label > maxLabelLen {
				return true
			}
			total += label + 1
			start, label, ascii = i+n, 0, true
		} else if r < utf8.RuneSelf {
			label++
		} else {
			if isIDNAIgnored(r) {
				return true
			}
			label += 7
			ascii = false
		}
		i += n
	}
	return total-1 > maxNameLen
}

// mappingStable reports whether the UTS #46 mapping leaves label alone as
// far as its length goes: no uppercase letter and no character with an
// NFKC decomposition.
func mappingStable(label string) bool {
	for i, r := range label {
		if unicode.IsUpper(r) || r >= utf8.RuneSelf && len(norm.NFKC.PropertiesString(label[i:]).Decomposition()) != 0 {
			return false
		}
	}
	return true
}

// punycodeLen returns the length of the Punycode encoding of label
// (RFC 3492 §6.3, without the "xn--" prefix), or maxLabelLen+1 once it is
// known to be longer than an A-label allows.
func punycodeLen(label string) int {
	// The label's characters, decoded once: the encoder goes over them
	// once for each distinct character beyond ASCII.
	var buf [maxLabelLen]rune
	rs := buf[:0]
	basic, total := 0, 0
	for _, r := range label {
		total++
		if r < utf8.RuneSelf {
			basic++
		}
		if len(rs) < len(buf) {
			rs = append(rs, r)
		}
	}
	if total > len(buf) {
		// Every character takes one octet at least.
		if basic == total {
			return basic + 1 // with the delimiter
		}
		return maxLabelLen + 1
	}
	// A character's digits are at most seven octets past the limit.
	var out [2 * maxLabelLen]byte
	enc, ok := punycodeEncode(out[:0], rs, basic, maxLabelLen)
	if !ok {
		return maxLabelLen + 1
	}
	return len(enc)
}

// appendPunycode appends the Punycode encoding of label (RFC 3492 §6.3,
// with the parameters of §5, without the "xn--" prefix) to dst. label is
// a U-label, at most 63 octets long once encoded, so no number overflows.
func appendPunycode(dst []byte, label string) []byte {
	var buf [maxLabelLen]rune
	rs := buf[:0]
	basic := 0
	for _, r := range label {
		rs = append(rs, r)
		if r < utf8.RuneSelf {
			basic++
		}
	}
	dst, _ = punycodeEncode(dst, rs, basic, math.MaxInt)
	return dst
}

// punycodeEncode appends the Punycode encoding (RFC 3492 §6.3, with the
// parameters of §5, without the "xn--" prefix) of the characters rs,
// basic of them ASCII, to dst; false, as soon as it knows, if the
// encoding is longer than limit octets.
func punycodeEncode(dst []byte, rs []rune, basic, limit int) ([]byte, bool) {
	const (
		base = 36
		tmin = 1
		tmax = 26
	)
	start := len(dst)
	for _, r := range rs {
		if r < utf8.RuneSelf {
			dst = append(dst, byte(r))
		}
	}
	if basic > 0 {
		dst = append(dst, '-')
	}
	if len(dst)-start > limit {
		return dst, false
	}
	n, delta, bias, h := int64(128), int64(0), int64(72), basic
	for h < len(rs) {
		m := int64(utf8.MaxRune + 1)
		for _, r := range rs {
			if int64(r) >= n && int64(r) < m {
				m = int64(r)
			}
		}
		delta += (m - n) * int64(h+1)
		n = m
		for _, r := range rs {
			if int64(r) < n {
				delta++
			}
			if int64(r) == n {
				q := delta
				for k := int64(base); ; k += base {
					t := k - bias
					if t < tmin {
						t = tmin
					} else if t > tmax {
						t = tmax
					}
					if q < t {
						break
					}
					dst = append(dst, punycodeDigit(t+(q-t)%(base-t)))
					q = (q - t) / (base - t)
				}
				dst = append(dst, punycodeDigit(q))
				if len(dst)-start > limit {
					return dst, false
				}
				bias = punycodeAdapt(delta, int64(h+1), h == basic)
				delta = 0
				h++
			}
		}
		delta++
		n++
	}
	return dst, true
}

// punycodeDigit is the basic code point of the Punycode digit d (RFC 3492
// §5): a-z for 0-25, 0-9 for 26-35.
func punycodeDigit(d int64) byte {
	if d < 26 {
		return byte('a' + d)
	}
	return byte('0' + d - 26)
}

// punycodeAdapt is the bias adaptation of RFC 3492 §6.1.
func punycodeAdapt(delta, numPoints int64, first bool) int64 {
	if first {
		delta /= 700
	} else {
		delta /= 2
	}
	delta += delta / numPoints
	k := int64(0)
	for delta > ((36-1)*26)/2 {
		delta /= 36 - 1
		k += 36
	}
	return k + (36-1+1)*delta/(delta+38)
}

// isIDNAIgnored reports whether UTS #46 maps r to nothing (status
// "ignored"): soft hyphen, combining grapheme joiner, Mongolian free
// variation selectors, zero width space, word joiner, invisible plus,
// variation selectors, zero width no-break space, shorthand format
// controls.
func isIDNAIgnored(r rune) bool {
	switch {
	case r == 0x00AD, r == 0x034F, 0x180B <= r && r <= 0x180F, r == 0x200B, r == 0x2060, r == 0x2064,
		0xFE00 <= r && r <= 0xFE0F, r == 0xFEFF, 0x1BCA0 <= r && r <= 0x1BCA3, 0xE0100 <= r && r <= 0xE01EF:
		return true
	}
	return false
}

// isRTL reports whether r is a right-to-left character (bidi class R or
// AL), approximated by the scripts written right to left.
func isRTL(r rune) bool {
	return unicode.In(r, unicode.Hebrew, unicode.Arabic, unicode.Syriac, unicode.Thaana, unicode.Nko,
		unicode.Samaritan, unicode.Mandaic, unicode.Adlam)
}

// punycodeDecode decodes the Punycode s (RFC 3492 §6.2, with the
// parameters of §5), reporting false for any input that is not the
// encoding of some string: a basic code point that is not ASCII, a digit
// that is not a letter or a digit, overflow, or an unfinished number.
func punycodeDecode(s string) (string, bool) {
	const (
		base        = 36
		tmin        = 1
		tmax        = 26
		skew        = 38
		damp        = 700
		initialBias = 72
		initialN    = 128
	)
	var out []rune
	b := strings.LastIndexByte(s, '-')
	// With no basic code point before it, a leading "-" is not a
	// delimiter, and decoding fails on it as a digit (RFC 3492 §6.2).
	if b > 0 {
		for i := 0; i < b; i++ {
			if s[i] >= utf8.RuneSelf {
				return "", false
			}
			out = append(out, rune(s[i]))
		}
		s = s[b+1:]
	}
	n, bias, i := int32(initialN), int32(initialBias), int32(0)
	for len(s) > 0 {
		oldi, w := i, int32(1)
		for k := int32(base); ; k += base {
			if len(s) == 0 {
				return "", false
			}
			c := s[0]
			s = s[1:]
			var digit int32
			switch {
			case 'a' <= c && c <= 'z':
				digit = int32(c - 'a')
			case 'A' <= c && c <= 'Z':
				digit = int32(c - 'A')
			case '0' <= c && c <= '9':
				digit = int32(c-'0') + 26
			default:
				return "", false
			}
			if digit > (1<<31-1-i)/w {
				return "", false
			}
			i += digit * w
			t := k - bias
			if t < tmin {
				t = tmin
			} else if t > tmax {
				t = tmax
			}
			if digit < t {
				break
			}
			if w > (1<<31-1)/(base-t) {
				return "", false
			}
			w *= base - t
		}
		length := int32(len(out) + 1)
		// Adapt the bias (RFC 3492 §6.1).
		delta := i - oldi
		if oldi == 0 {
			delta /= damp
		} else {
			delta /= 2
		}
		delta += delta / length
		k := int32(0)
		for delta > ((base-tmin)*tmax)/2 {
			delta /= base - tmin
			k += base
		}
		bias = k + (base-tmin+1)*delta/(delta+skew)
		if i/length > 0x10FFFF-n {
			return "", false
		}
		n += i / length
		i %= length
		if n > utf8.MaxRune || (0xD800 <= n && n <= 0xDFFF) {
			return "", false
		}
		out = append(out, 0)
		copy(out[i+1:], out[i:])
		out[i] = n
		i++
	}
	return string(out), true
}

// DNS length limits (RFC 1034 §3.1, RFC 5890 §2.3.2.1), in octets of the
// ASCII form.
const (
	maxLabelLen = 63
	maxNameLen  = 253 // without the root "."
)

// isLabelSeparator reports whether r separates labels: "." and the three
// characters UTS #46 maps to it (RFC 3490 §3.1 lists the same four).
func isLabelSeparator(r rune) bool {
	return r == '.' || r == '\u3002' || r == '\uFF0E' || r == '\uFF61'
}

// labelSepAt returns the length of the label separator (isLabelSeparator)
// that starts at d[i], or 0, without decoding d: the lead bytes 0xE3 and
// 0xEF are no continuation bytes, so where they stand a decoder stands too.
func labelSepAt(d string, i int) int {
	switch d[i] {
	case '.':
		return 1
	case 0xE3:
		if strings.HasPrefix(d[i:], "\u3002") {
			return 3
		}
	case 0xEF:
		if strings.HasPrefix(d[i:], "\uFF0E") || strings.HasPrefix(d[i:], "\uFF61") {
			return 3
		}
	}
	return 0
}

// ldhLower returns s lowercased if it is an all-ASCII name of letters,
// digits, hyphens and dots that needs no IDNA processing: no label has
// "--" in its third and fourth positions (A-labels "xn--…" and other
// reserved LDH labels, RFC 5890 §2.3.1, are left to the IDNA profile).
func ldhLower(s string) (string, bool) {
	upper := false
	labelStart := 0
	for i := 0; i <= len(s); i++ {
		if i == len(s) || s[i] == '.' {
			if i-labelStart >= 4 && s[labelStart+2] == '-' && s[labelStart+3] == '-' {
				return "", false
			}
			labelStart = i + 1
			continue
		}
		c := s[i]
		switch {
		case 'a' <= c && c <= 'z', '0' <= c && c <= '9', c == '-':
		case 'A' <= c && c <= 'Z':
			upper = true
		default:
			return "", false
		}
	}
	if upper {
		return strings.ToLower(s), true
	}
	return s, true
}

// dnsNameError is a DNS syntax error in an ASCII name, at byte offset at.
type dnsNameError struct {
	at  int
	msg string
}

func (e *dnsNameError) Error() string { return e.msg }

// checkDNSName checks that a, the ASCII result of host mapping, is an LDH
// DNS name (RFC 3987 §3.1 UseSTD3ASCIIRules; RFC 1034 §3.1 lengths): no
// empty label except one trailing root label, no label beginning or ending
// with "-", labels of at most 63 octets, at most 253 octets in all.
func checkDNSName(a string) *dnsNameError {
	name := strings.TrimSuffix(a, ".")
	if name == "" {
		return &dnsNameError{0, "empty DNS name"}
	}
	if len(name) > maxNameLen {
		return &dnsNameError{0, "DNS name is " + strconv.Itoa(len(name)) + " octets long, more than 253 (RFC 1034 §3.1)"}
	}
	labelStart := 0
	for i := 0; i <= len(name); i++ {
		if i < len(name) && name[i] != '.' {
			c := name[i]
			if !('a' <= c && c <= 'z' || '0' <= c && c <= '9' || c == '-') {
				return &dnsNameError{i, "character " + quoteRune(c) + " is not a letter, digit or hyphen under the STD3 rules (RFC 3987 §3.1)"}
			}
			continue
		}
		label := name[labelStart:i]
		switch {
		case label == "":
			return &dnsNameError{labelStart, "empty label (RFC 1034 §3.1)"}
		case len(label) > maxLabelLen:
			return &dnsNameError{labelStart, "label " + quoteExcerpt(label, 0) + " is " + strconv.Itoa(len(label)) +
				" octets long, more than 63 (RFC 1034 §3.1)"}
		case label[0] == '-' || label[len(label)-1] == '-':
			return &dnsNameError{labelStart, "label " + quoteExcerpt(label, 0) +
				" begins or ends with a hyphen under the STD3 rules (RFC 3987 §3.1, RFC 5891 §4.2.3.1)"}
		}
		labelStart = i + 1
	}
	return nil
}

// maxIDNHost is the length in bytes of the longest percent-decoded host
// that NormIDN passes to IDNA. A DNS name has at most 253 octets in ASCII
// form, so at most 253 characters, 1012 bytes of UTF-8, in U-label form;
// only characters that the UTS #46 mapping deletes could make a longer
// host valid. The cap keeps the punycode conversion of
// golang.org/x/net/idna, quadratic in the label length, off long inputs.
const maxIDNHost = 1024

// uLabelHyphenFault reports where the U-label u breaks the hyphen rule of
// RFC 5891 §4.2.3.1, and why: a U-label must not start or end with "-",
// nor have "--" as its third and fourth characters (that form is reserved
// for A-labels and the other tagged labels of RFC 5890 §2.3.1). at is a
// byte offset in u. x/net/idna's Lookup profile does not apply this rule
// to U-labels, so every IDNA path calls this itself.
func uLabelHyphenFault(u string) (at int, why string, bad bool) {
	switch {
	case u == "":
		return 0, "", false
	case u[0] == '-':
		return 0, "U-label " + quoteExcerpt(u, 0) + " begins with a hyphen (RFC 5891 §4.2.3.1)", true
	case u[len(u)-1] == '-':
		return len(u) - 1, "U-label " + quoteExcerpt(u, 0) + " ends with a hyphen (RFC 5891 §4.2.3.1)", true
	}
	// The third and fourth characters, not bytes.
	i := 0
	for n := 0; n < 2 && i < len(u); n++ {
		_, w := utf8.DecodeRuneInString(u[i:])
		i += w
	}
	if strings.HasPrefix(u[i:], "--") {
		return i, "U-label " + quoteExcerpt(u, 0) + " has \"--\" as its third and fourth characters, a form reserved for A-labels (RFC 5891 §4.2.3.1)", true
	}
	return 0, "", false
}

// aLabelHyphenFault reports why the label a, an A-label if it starts with
// "xn--", encodes a U-label that breaks the hyphen rule of RFC 5891
// §4.2.3.1. Only a label whose Punycode copies a hyphen (before its last
// "-") can, so the others cost no decoding.
func aLabelHyphenFault(a string) (string, bool) {
	if len(a) < 4 || a[:4] != "xn--" && !strings.EqualFold(a[:4], "xn--") {
		return "", false
	}
	puny := a[4:]
	k := strings.LastIndexByte(puny, '-')
	if k <= 0 || strings.IndexByte(puny[:k], '-') < 0 {
		return "", false
	}
	u, ok := punycodeDecode(puny)
	if !ok {
		return "", false // not an A-label at all: the callers say so
	}
	if _, why, bad := uLabelHyphenFault(u); bad {
		return "label " + quoteExcerpt(a, 0) + " decodes to " + quoteExcerpt(u, 0) + ", which is not a U-label: " + why, true
	}
	return "", false
}

// WebIDNA returns the IDNA profile of web browsers, for hosts found on the
// web: "domain to ASCII" of the WHATWG URL Standard (§3.5) with beStrict
// false, UTS #46 nontransitional processing with CheckBidi and CheckJoiners
// but without the STD3 rules, CheckHyphens and VerifyDnsLength, so that "_"
// passes ("office_chairs.klen-mebel.ru"), as DNS and browsers let it. Pass it
// as IDNAProfile wherever an option takes one; idna.Lookup, the default,
// keeps the STD3 rules of RFC 3987 §3.1. Every call returns the same profile.
func WebIDNA() *idna.Profile { return webIDNA }

// webIDNA is the profile WebIDNA returns.
var webIDNA = idna.New(idna.MapForLookup(), idna.BidiRule(), idna.CheckJoiners(true),
	idna.Transitional(false), idna.StrictDomainName(false), idna.CheckHyphens(false), idna.VerifyDNSLength(false))

// checkHostName is checkDNSName for the ASCII result a of the profile p:
// under WebIDNA, only the characters are checked, an ireg-name's ASCII
// without "%".
func checkHostName(p *idna.Profile, a string) *dnsNameError {
	if p != webIDNA {
		return checkDNSName(a)
	}
	if a == "" || a == "." {
		return &dnsNameError{0, "empty DNS name"}
	}
	for i := 0; i < len(a); i++ {
		if c := a[i]; c >= 0x80 || asciiClass[c]&cRegName == 0 || 'A' <= c && c <= 'Z' {
			return &dnsNameError{i, "character " + quoteRune(c) + " cannot be part of a host (WHATWG URL Standard §3.3)"}
		}
	}
	return nil
}
