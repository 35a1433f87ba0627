package iri

// Lenient parsers: explicit entry points that accept more than the strict
// grammar of parse.go and return a strict IRI: input from legacy charsets
// (RFC 3987 §3.1 step 1b), Legacy Extended IRIs (3987bis-13 §6) and typed
// input (draft-weber-iri-guidelines §4).

import (
	"strings"
	"unicode/utf8"

	"golang.org/x/text/encoding"
	"golang.org/x/text/encoding/ianaindex"
	"golang.org/x/text/encoding/unicode"
	"golang.org/x/text/unicode/norm"
)

// ParseEncoded converts b from the character encoding e to Unicode, then to
// NFC unless e is a Unicode encoding (RFC 3987 §3.1 step 1b), and parses it
// strictly; errors refer to the converted text.
func ParseEncoded(b []byte, e encoding.Encoding) (IRI, error) {
	t, err := e.NewDecoder().Bytes(b)
	if err != nil {
		return IRI{}, err
	}
	s := string(t)
	if !isUnicodeEncoding(e) {
		s = norm.NFC.String(s)
	}
	return Parse(s)
}

// isUnicodeEncoding reports whether e is a Unicode encoding form, whose
// text RFC 3987 §3.1 step 1c says must not be normalized.
func isUnicodeEncoding(e encoding.Encoding) bool {
	if e == unicode.UTF8 || e == unicode.UTF8BOM {
		return true
	}
	name, err := ianaindex.IANA.Name(e)
	return err == nil && strings.HasPrefix(name, "UTF-")
}

// leiriASCII marks the ASCII characters that a Legacy Extended IRI may hold
// but an IRI may not (3987bis-13 §6; RFC 3987 §3.1): the C0 controls,
// space, '"', '<', '>', '\\', '^', '`', '{', '|', '}' and DEL.
var leiriASCII = func() (t [128]bool) {
	for c := 0; c <= ' '; c++ {
		t[c] = true
	}
	for _, c := range "\"<>\\^`{|}\x7F" {
		t[c] = true
	}
	return t
}()

// leiriOnly reports whether r, found in the query (or not), is a LEIRI
// character that an IRI does not allow there and that LEIRI → IRI
// conversion percent-encodes (3987bis-13 §6, D-8): see [ParseLEIRI].
func leiriOnly(r rune, inQuery bool) bool {
	switch {
	case r < utf8.RuneSelf:
		return leiriASCII[r]
	case r <= 0x9F: // C1 controls
		return true
	case isBidiFormatting(r):
		return true
	case r >= 0xFFF0 && r <= 0xFFFD: // Specials
		return true
	case isIprivate(r, false):
		return !inQuery
	}
	return false
}

// ParseLEIRI parses s as a Legacy Extended IRI reference (3987bis-13 §6): it
// percent-encodes as UTF-8 what a strict IRI does not allow where it stands
// (space, `"<>\^{|}`, the backtick, controls, private-use characters outside
// the query, U+FFF0-U+FFFD, bidi controls), then parses strictly; "#", "%",
// "[", "]", ill-formed UTF-8, U+FFFE and U+FFFF stay errors, offsets in s. An
// IRI reference gives what Parse gives, unallocated.
func ParseLEIRI(s string) (IRI, error) {
	x, err := parse(s, modeIRI)
	if err == nil {
		return x, nil
	}
	perr := err.(*ParseError)
	if perr.Err == ErrTooLong {
		return IRI{}, err
	}
	// Size the converted string; if nothing needs encoding the strict
	// error stands.
	n := leiriEncode(s, nil)
	if n == len(s) {
		return IRI{}, leiriRule(perr)
	}
	if n > MaxLength {
		return IRI{}, &ParseError{Input: s, Offset: len(s), Err: ErrTooLong, Rune: -1}
	}
	var b strings.Builder
	b.Grow(n)
	leiriEncode(s, &b)
	x, err = parse(b.String(), modeIRI)
	if err != nil {
		perr := err.(*ParseError)
		perr.Offset = leiriSourceOffset(s, perr.Offset)
		perr.Input = s
		perr.Rune = runeAt(s, perr.Offset)
		return IRI{}, leiriRule(perr)
	}
	return x, nil
}

// leiriEncode writes s to b with every LEIRI-only character percent-encoded
// as UTF-8, and returns the length of the result. With a nil b it only
// measures, so that the one buffer can be sized up front.
func leiriEncode(s string, b *strings.Builder) int {
	n := len(s)
	var w leiriWalk
	var t [3]byte
	for i := 0; i < len(s); {
		size, encode := w.next(s, i)
		switch {
		case encode:
			n += 2 * size
			for k := 0; b != nil && k < size; k++ {
				b.Write(appendPercent(t[:0], s[i+k]))
			}
		case b != nil:
			b.WriteString(s[i : i+size])
		}
		i += size
	}
	return n
}

// leiriSourceOffset maps an offset in the LEIRI → IRI conversion of s back
// to the offset in s of the character it came from.
func leiriSourceOffset(s string, off int) int {
	pos := 0 // offset in the converted string
	var w leiriWalk
	for i := 0; i < len(s); {
		size, encode := w.next(s, i)
		out := size
		if encode {
			out = 3 * size
		}
		if off < pos+out {
			if !encode {
				return i + (off - pos) // copied bytes map one to one
			}
			return i
		}
		pos += out
		i += size
	}
	return len(s)
}

// leiriWalk steps through a LEIRI one character at a time, tracking whether
// it is in the query (where private-use characters stay literal).
type leiriWalk struct{ inQuery, seenHash bool }

// next returns the size of the character at s[i] and whether the LEIRI →
// IRI conversion percent-encodes it.
func (w *leiriWalk) next(s string, i int) (size int, encode bool) {
	c := s[i]
	if c < utf8.RuneSelf {
		switch {
		case c == '?' && !w.seenHash:
			w.inQuery = true
		case c == '#':
			w.inQuery, w.seenHash = false, true
		}
		return 1, leiriASCII[c]
	}
	r, size := utf8.DecodeRuneInString(s[i:])
	return size, size > 1 && leiriOnly(r, w.inQuery)
}

// leiriRule names 3987bis-13 §6.3 in errors about the code points that are
// not allowed even in LEIRIs.
func leiriRule(e *ParseError) *ParseError {
	s, i := e.Input, e.Offset
	switch {
	case e.Rune == 0xFFFE || e.Rune == 0xFFFF:
		e.Rule = "non-characters U+FFFE and U+FFFF are not allowed even in LEIRIs, 3987bis-13 §6.3"
	case e.Err == ErrInvalidUTF8 && i+1 < len(s) && s[i] == 0xED && s[i+1] >= 0xA0 && s[i+1] <= 0xBF:
		e.Rule = "surrogate code points are not allowed even in LEIRIs, 3987bis-13 §6.3"
	}
	return e
}
