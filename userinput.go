package iri

// Typed and pasted input: the policies of draft-weber-iri-guidelines-01 §4
// and 3987bis-13 §6 as explicit options of one value. Every option is
// lenient by construction, so it lives beside the other lenient entry
// points; error offsets always refer to the caller's text.

import (
	"iter"
	"strings"

	"golang.org/x/text/unicode/norm"
)

// UserInputOptions parses text typed or pasted by a person into IRI references with
// the repair policies of Weber §4 and 3987bis-13 §6, one option each; the zero
// UserInputOptions is [ParseUserInput]. It always trims leading and trailing ASCII
// whitespace (Weber §4 step 1) and percent-encodes what a LEIRI but no IRI
// holds as [ParseLEIRI] does; offsets refer to the caller's text.
type UserInputOptions struct {
	Spaces    SpacePolicy     // what becomes of U+0020 inside a reference
	Backslash BackslashPolicy // what becomes of "\"
	Percent   PercentPolicy   // what becomes of a "%" that does not start a pct-encoded triplet
	// NFC normalizes to NFC first, as RFC 3987 §3.1 step 1a-b require for text
	// from paper or a legacy charset, and step 1c forbids for Unicode text.
	NFC bool
}

// SpacePolicy says what [UserInputOptions] does with U+0020 inside a reference
// (Weber §4 step 2).
type SpacePolicy uint8

// The space policies.
const (
	SpaceEncode SpacePolicy = iota // "%20", the LEIRI conversion of 3987bis-13 §6
	SpaceReject                    // an error, as in a strict IRI
	SpaceRemove                    // deleted, as Weber's "remove blocks of contiguous whitespace", for text broken across lines or columns
)

// BackslashPolicy says what [UserInputOptions] does with a "\"; BackslashToSlash
// makes "http:\\example.com\a" "http://example.com/a", as browsers do,
// though "\" and "/" differ under RFC 3987.
type BackslashPolicy uint8

// The backslash policies.
const (
	BackslashEncode  BackslashPolicy = iota // "%5C", the LEIRI conversion (3987bis-13 §6)
	BackslashReject                         // an error, as in a strict IRI
	BackslashToSlash                        // "/" before the query and fragment of http(s), ws(s), ftp, file; else "%5C"
)

// PercentPolicy says what [UserInputOptions] does with a "%" not followed by two
// hex digits; a "%" that starts a valid triplet stays.
type PercentPolicy uint8

// The percent policies.
const (
	PercentReject PercentPolicy = iota // an error, as RFC 3987 §3.1 requires: it never percent-encodes "%"
	PercentEncode                      // "%25" ("100%" becomes "100%25"), as a person means it, though §3.1 forbids it
)

// UserReference is one reference that [UserInputOptions.References] found in a
// text.
type UserReference struct {
	Offset int    // the byte offset of Text in the text
	Text   string // the reference as it stands in the text, trimmed
	IRI    IRI    // the parsed reference; the zero IRI when parsing failed
}

// Parse parses s, text of one IRI reference; a [*ParseError] has Input s.
func (o UserInputOptions) Parse(s string) (IRI, error) {
	start, end := trimASCIISpace(s, 0, len(s))
	return o.parseAt(s, start, end)
}

// References iterates over the references in s, text that allows several: each
// run of non-U+0020 bytes, trimmed of ASCII whitespace, parsed alone (Weber §4
// step 2; Spaces never applies), with its offset, or the error, with Input s.
func (o UserInputOptions) References(s string) iter.Seq2[UserReference, error] {
	return func(yield func(UserReference, error) bool) {
		for i := 0; i < len(s); {
			for i < len(s) && s[i] == ' ' {
				i++
			}
			j := i
			for j < len(s) && s[j] != ' ' {
				j++
			}
			start, end := trimASCIISpace(s, i, j)
			i = j
			if start == end {
				continue
			}
			x, err := o.parseAt(s, start, end)
			if !yield(UserReference{Offset: start, Text: s[start:end], IRI: x}, err) {
				return
			}
		}
	}
}

// trimASCIISpace returns s[start:end] without the leading and trailing
// whitespace that Weber §4 step 1 trims.
func trimASCIISpace(s string, start, end int) (int, int) {
	for start < end && isASCIISpace(s[start]) {
		start++
	}
	for end > start && isASCIISpace(s[end-1]) {
		end--
	}
	return start, end
}

// parseAt parses s[start:end] with u's policies; errors refer to s.
func (o UserInputOptions) parseAt(s string, start, end int) (IRI, error) {
	t := s[start:end]
	if o == (UserInputOptions{}) {
		// ParseUserInput's own path: the LEIRI conversion.
		x, err := ParseLEIRI(t)
		if err != nil {
			if perr, ok := err.(*ParseError); ok && (start > 0 || end < len(s)) {
				perr.Input = s
				perr.Offset += start
			}
			return IRI{}, err
		}
		return x, nil
	}
	n := t
	if o.NFC {
		n = norm.NFC.String(t) // t itself when it is in NFC
	}
	out := n
	if size, _, changed := o.rewrite(n, nil, -1); changed {
		var b strings.Builder
		b.Grow(size)
		o.rewrite(n, &b, -1)
		out = b.String()
	}
	x, err := parse(out, modeIRI)
	if err != nil {
		perr := err.(*ParseError)
		off := perr.Offset
		if out != n {
			_, off, _ = o.rewrite(n, nil, off)
		}
		if n != t {
			off = nfcSourceOffset(t, off)
		}
		off += start
		switch {
		case perr.Err == ErrTooLong:
			perr.Offset = len(s)
		case perr.Rune < 0: // the end of the reference, before any trimmed space
			perr.Offset = end
		default:
			perr.Offset, perr.Rune = off, runeAt(s, off)
		}
		perr.Input = s
		return IRI{}, leiriRule(perr)
	}
	return x, nil
}

// webSchemes are the schemes whose "\" BackslashToSlash turns into "/".
var webSchemes = [...]string{"http", "https", "ws", "wss", "ftp", "file"}

// hasWebScheme reports whether n starts with one of webSchemes and ":".
func hasWebScheme(n string) bool {
	colon := strings.IndexByte(n, ':')
	if colon < 0 {
		return false
	}
	for _, w := range webSchemes {
		if strings.EqualFold(n[:colon], w) {
			return true
		}
	}
	return false
}

// rewrite applies u's policies and the LEIRI conversion to n. With b
// non-nil it writes the result to b. It returns the length of the result,
// for target >= 0 the offset in n of the character that byte target of the
// result came from (len(n) past the end), and whether anything changed.
func (o UserInputOptions) rewrite(n string, b *strings.Builder, target int) (size, src int, changed bool) {
	web := o.Backslash == BackslashToSlash && hasWebScheme(n)
	var w leiriWalk
	var buf [12]byte
	src = len(n)
	for i := 0; i < len(n); {
		inPath := !w.inQuery && !w.seenHash
		k, encode := w.next(n, i)
		var piece []byte // the replacement, or nil to copy n[i:i+k]
		keep := true
		switch c := n[i]; {
		case c == ' ' && o.Spaces == SpaceRemove:
			piece, keep = buf[:0], false
		case c == ' ' && o.Spaces == SpaceReject,
			c == '\\' && o.Backslash == BackslashReject:
			// Kept: the strict parser reports it.
		case c == '\\' && web && inPath:
			piece = append(buf[:0], '/')
		case c == '%' && o.Percent == PercentEncode && !(i+2 < len(n) && isHexDigit(n[i+1]) && isHexDigit(n[i+2])):
			piece = append(buf[:0], "%25"...)
		case encode:
			piece = buf[:0]
			for j := 0; j < k; j++ {
				piece = appendPercent(piece, n[i+j])
			}
		}
		m := k
		if piece != nil || !keep {
			m = len(piece)
			changed = true
		}
		if target >= size && target < size+m {
			src = i
			if piece == nil {
				src += target - size // copied bytes map one to one
			}
			target = -1
		}
		size += m
		if b != nil {
			if piece == nil {
				b.WriteString(n[i : i+k])
			} else {
				b.Write(piece)
			}
		}
		i += k
	}
	return size, src, changed
}

// nfcSourceOffset maps an offset in the NFC form of t back to the offset
// in t of the text it came from: the same byte where normalization left a
// segment as it was, else the start of the segment.
func nfcSourceOffset(t string, off int) int {
	var it norm.Iter
	it.InitString(norm.NFC, t)
	pos := 0
	for !it.Done() {
		p0 := it.Pos()
		seg := it.Next()
		p1 := it.Pos()
		if off < pos+len(seg) {
			if string(seg) == t[p0:p1] {
				return p0 + off - pos
			}
			return p0
		}
		pos += len(seg)
	}
	return len(t)
}

// ParseUserInput parses a person's typed or pasted text as the zero
// [UserInputOptions].
func ParseUserInput(s string) (IRI, error) {
	return UserInputOptions{}.Parse(s)
}
