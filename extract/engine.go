package extract

import (
	"errors"
	"math/bits"
	"strings"
	"unicode/utf8"

	"github.com/go-iri/iri"
)

// Limits of the search. Every scan from a trigger byte is bounded by them,
// so that the Scanner, which keeps lookback bytes before its position and
// MaxLength+reach after, sees what Find sees.
const (
	maxScheme = 64  // the longest scheme taken
	maxHost   = 253 // the longest host name taken without a scheme (RFC 1034 §3.1)
	maxLocal  = 64  // the longest e-mail local part taken (RFC 5321 §4.5.3.1.1)
	lookback  = 512 // bytes kept before the search position: > maxHost + "<URL: " + a rune
	reach     = MaxLength + 2*maxHost + 64
)

// The prefixes of IRIs found without a scheme.
const (
	webPrefix  = "https://"
	mailPrefix = "mailto:"
)

// An engine is FindOptions made ready for the search.
type engine struct {
	parse   iri.ParseOptions
	bis     bool
	opaque  []string // lowercase
	relaxed bool
	email   bool
	suffix  func(string) (string, bool, error)
	trigger [256]bool // the bytes a search stops at: ":" and, as asked, "." and "@"
}

// newEngine checks o and makes its engine.
func newEngine(o FindOptions) (*engine, error) {
	e := &engine{parse: iri.ParseOptions{Grammar: o.Grammar}, bis: o.Grammar == iri.RFC3987bis,
		relaxed: o.Relaxed, email: o.Email, suffix: o.PublicSuffix}
	schemes := o.OpaqueSchemes
	if schemes == nil {
		schemes = defaultOpaque
	}
	e.opaque = make([]string, len(schemes))
	for i, s := range schemes {
		if at := badScheme(s); at >= 0 {
			return nil, &Error{Input: s, Offset: at, Rule: "scheme", Err: ErrInvalidScheme}
		}
		e.opaque[i] = strings.ToLower(s)
	}
	e.trigger[':'] = true
	e.trigger['.'] = e.relaxed
	e.trigger['@'] = e.email
	return e, nil
}

// badScheme returns the offset of the first byte of s that breaks
// scheme = ALPHA *( ALPHA / DIGIT / "+" / "-" / "." ), or -1.
func badScheme(s string) int {
	if s == "" {
		return 0
	}
	for i := 0; i < len(s); i++ {
		if asciiClass[s[i]]&cScheme == 0 || i == 0 && asciiClass[s[i]]&cAlpha == 0 {
			return i
		}
	}
	return -1
}

// The outcomes of a search.
const (
	none    = iota // no match before the limit
	found          // a match
	tooLong        // a candidate longer than MaxLength: skip its run from next
)

// A result is the outcome of engine.next.
type result struct {
	kind       int
	start, end int    // the match, s[start:end]
	text       string // the text parsed: s[start:end], folded or with a prefix
	prefix     int    // the length of the prefix text has before s[start:]
	x          iri.IRI
	next       int // where the search goes on
}

// next searches s for the first match whose trigger byte lies in
// s[i:limit]; it reads s up to reach bytes past limit, and no further back
// than lookback bytes before i (nor before floor, the end of the last
// match). A candidate that comes to nothing lets the search go on after
// it, so that no byte is scanned twice but by the bounded back-scans.
func (e *engine) next(s string, i, floor, limit int) result {
	for i < limit {
		j := e.find(s, i, limit)
		if j < 0 {
			break
		}
		var r result
		switch s[j] {
		case ':':
			r = e.atColon(s, j, floor)
		case '.':
			r = e.atDot(s, j, floor)
		default:
			r = e.atSign(s, j, floor)
		}
		if r.kind != none {
			return r
		}
		i = max(r.next, j+1)
	}
	return result{kind: none, next: limit}
}

// find returns the index of the first trigger byte in s[i:limit], or -1.
func (e *engine) find(s string, i, limit int) int {
	if !e.relaxed && !e.email {
		if k := strings.IndexByte(s[i:limit], ':'); k >= 0 {
			return i + k
		}
		return -1
	}
	// Eight bytes at a time: a byte of w equal to c is a zero byte of
	// w^(c*ones), which (x-ones)&^x&highs marks, the lowest one exactly.
	const ones, highs = 0x0101010101010101, 0x8080808080808080
	dot, at := uint64(':')*ones, uint64(':')*ones
	if e.relaxed {
		dot = uint64('.') * ones
	}
	if e.email {
		at = uint64('@') * ones
	}
	for ; i+8 <= limit; i += 8 {
		w := uint64(s[i]) | uint64(s[i+1])<<8 | uint64(s[i+2])<<16 | uint64(s[i+3])<<24 |
			uint64(s[i+4])<<32 | uint64(s[i+5])<<40 | uint64(s[i+6])<<48 | uint64(s[i+7])<<56
		x, y, z := w^(':'*ones), w^dot, w^at
		if m := ((x-ones)&^x | (y-ones)&^y | (z-ones)&^z) & highs; m != 0 {
			return i + bits.TrailingZeros64(m)/8
		}
	}
	for ; i < limit; i++ {
		if e.trigger[s[i]] {
			return i
		}
	}
	return -1
}

// atColon tries the ":" at s[j] as the end of a scheme: a scheme followed
// by "//", or one of the opaque schemes.
func (e *engine) atColon(s string, j, floor int) result {
	reject := result{next: j + 1}
	b := j
	for b > floor && b > j-maxScheme && asciiClass[s[b-1]]&cScheme != 0 {
		b--
	}
	if b == j-maxScheme && b > floor && asciiClass[s[b-1]]&cScheme != 0 {
		return reject // a run too long to be a scheme
	}
	for b < j && asciiClass[s[b]]&cAlpha == 0 {
		b++ // a scheme starts with a letter: "1.http://" has "http"
	}
	if b == j {
		return reject
	}
	slashes := j+2 < len(s) && s[j+1] == '/' && s[j+2] == '/'
	if !slashes && !e.isOpaque(s[b:j]) {
		return reject
	}
	least := j + 1 - b // the scheme and ":" alone are no match
	auth := -1
	if slashes {
		least += 2
		auth = j + 3
	}
	quote, angle := opener(s, b, floor)
	end, long := e.runEnd(s, b, j+1, auth, quote)
	if long {
		return result{kind: tooLong, next: end}
	}
	if angle {
		if r, ok := e.angle(s, b, end); ok {
			return r
		}
	}
	return e.take(s, b, end, "", least)
}

// isOpaque reports whether scheme, in any case, is one of the schemes
// taken without "//".
func (e *engine) isOpaque(scheme string) bool {
	for _, o := range e.opaque {
		if len(o) == len(scheme) && strings.EqualFold(o, scheme) {
			return true
		}
	}
	return false
}

// opener returns what comes before a candidate at s[b:]: an apostrophe,
// which the candidate ends at (RFC 3986 Appendix C's quotes), or "<" or
// "<URL:" (with or without a space), which make it an IRI in angle
// brackets (RFC 3986 Appendix C).
func opener(s string, b, floor int) (quote, angle bool) {
	if b <= floor && floor > 0 || b == 0 {
		return false, false
	}
	switch s[b-1] {
	case '\'':
		return true, false
	case '<':
		return false, true
	}
	for _, p := range [...]string{"<URL:", "<URL: "} {
		if b-len(p) >= max(floor, 0) && strings.EqualFold(s[b-len(p):b], p) {
			return false, true
		}
	}
	return false, false
}

// runEnd returns the end of the candidate that starts at s[b:], scanning
// from i: the first character that cannot stand in an IRI (isCandRune,
// asciiClass cCand), an apostrophe after an apostrophe (quote), a "[" or
// "]" outside the IP literal that may start the host of the authority
// that starts at auth (-1 for none), or a second "#". long reports a candidate longer than MaxLength; end is then where
// the scan stopped.
func (e *engine) runEnd(s string, b, i, auth int, quote bool) (end int, long bool) {
	inAuth := auth >= 0 && i <= auth
	frag, literal := false, false
	stop := min(len(s), b+MaxLength+1)
	for i < stop {
		c := s[i]
		if c >= utf8.RuneSelf {
			r, size := utf8.DecodeRuneInString(s[i:])
			if !isCandRune(r, e.bis) {
				return i, false
			}
			i += size
			continue
		}
		if asciiClass[c]&cCand == 0 {
			return i, false
		}
		switch c {
		case '/', '?':
			if i >= auth {
				inAuth = false
			}
		case '#':
			if frag {
				return i, false
			}
			frag, inAuth = true, false
		case '[':
			// An IP literal is the whole host: after "//" or "@".
			if !inAuth || literal || s[i-1] != '/' && s[i-1] != '@' {
				return i, false
			}
			literal = true
		case ']':
			if !inAuth || !literal {
				return i, false
			}
		case '\'':
			if quote {
				return i, false
			}
		}
		if i+1 == auth {
			inAuth = true
		}
		i++
	}
	if i > b+MaxLength {
		return i, true
	}
	return i, false
}

// skipRun returns the end of the run of candidate characters at s[i:]: the
// rest of a candidate longer than MaxLength, which is not taken.
func skipRun(s string, i int, bis bool) int {
	for i < len(s) {
		c := s[i]
		if c >= utf8.RuneSelf {
			r, size := utf8.DecodeRuneInString(s[i:])
			if !isCandRune(r, bis) {
				return i
			}
			i += size
			continue
		}
		if asciiClass[c]&cCand == 0 {
			return i
		}
		i++
	}
	return i
}

// angle takes the IRI in angle brackets at s[b:end]: up to the ">", with
// no trailing punctuation trimmed, and with the white space of line
// breaks ignored (RFC 3986 Appendix C: "The whitespace should be ignored
// when the URI is extracted"). It reports false when there is no ">"
// after the candidate and nothing but IRI pieces and white space holding
// line breaks between, or when the whole does not parse.
func (e *engine) angle(s string, b, end int) (result, bool) {
	if end < len(s) && s[end] == '>' {
		x, err := e.parse.Parse(s[b:end])
		if err != nil {
			return result{}, false
		}
		return result{kind: found, start: b, end: end, text: s[b:end], x: x, next: end}, true
	}
	var text strings.Builder
	text.WriteString(s[b:end])
	i := end
	for {
		k, breaks := i, false
		for k < len(s) && k-b <= MaxLength && asciiClass[s[k]]&cSpace != 0 {
			breaks = breaks || s[k] == '\n'
			k++
		}
		if !breaks || k == len(s) || k-b > MaxLength {
			return result{}, false
		}
		if s[k] == '>' {
			break
		}
		piece, long := e.runEnd(s, k, k, -1, false)
		if long || piece == k || piece-b > MaxLength {
			return result{}, false
		}
		text.WriteString(s[k:piece])
		i = piece
		if i < len(s) && s[i] == '>' {
			break
		}
	}
	t := text.String()
	x, err := e.parse.Parse(t)
	if err != nil {
		return result{}, false
	}
	return result{kind: found, start: b, end: i, text: t, x: x, next: i}, true
}

// take trims the candidate s[b:end] of trailing punctuation and parses it,
// with prefix before it; a candidate that does not parse is cut before the
// first byte the parser rejects, trimmed again and parsed again. It is
// taken if more than least bytes of it (prefix included) are left.
func (e *engine) take(s string, b, end int, prefix string, least int) result {
	reject := result{next: end}
	t0 := trimEnd(s, b, end)
	t := t0
	for range 4 {
		text := prefix + s[b:t]
		if len(text) <= least {
			return reject
		}
		x, err := e.parse.Parse(text)
		if err == nil {
			r := result{kind: found, start: b, end: t, text: text, prefix: len(prefix), x: x, next: t}
			if t < t0 {
				r.next = end // a cut candidate: the rest of its run is not searched
			}
			return r
		}
		var pe *iri.ParseError
		if !errors.As(err, &pe) {
			return reject
		}
		cut := pe.Offset
		switch {
		case pe.Err == iri.ErrInvalidPercent:
			cut = strings.LastIndexByte(text[:min(cut, len(text)-1)+1], '%')
		case cut >= len(text) && pe.Component == iri.ComponentHost:
			cut = strings.LastIndexByte(text, '[') // an IP literal without its "]"
		case cut >= len(text):
			cut = len(text) - 1
		}
		if cut < len(prefix) {
			return reject
		}
		t = trimEnd(s, b, b+cut-len(prefix))
	}
	return reject
}

// trimEnd returns the end of s[b:end] without its trailing punctuation:
// the cTrim characters and midWord marks, and a ")" or "]" that has no
// partner inside (GFM §6.9: "(http://x/a_(b))" keeps one, "(see
// http://x/a)" none).
func trimEnd(s string, b, end int) int {
	counted := false
	var opens, closes [2]int // "(" ")" and "[" "]" in s[b:end]
	for end > b {
		c := s[end-1]
		if c >= utf8.RuneSelf {
			r, size := lastRune(s, end)
			if !midWord(r) {
				break
			}
			end -= size
			continue
		}
		if asciiClass[c]&cTrim != 0 {
			end--
			continue
		}
		k := 0
		switch c {
		case ')':
		case ']':
			k = 1
		default:
			return end
		}
		if !counted {
			counted = true
			for _, d := range []byte(s[b:end]) {
				switch d {
				case '(':
					opens[0]++
				case ')':
					closes[0]++
				case '[':
					opens[1]++
				case ']':
					closes[1]++
				}
			}
		}
		if closes[k] <= opens[k] {
			break
		}
		closes[k]--
		end--
	}
	return end
}
