// Package msg writes the pieces of the one-line error messages that the
// root package and its subpackages share: quoted excerpts of the caller's
// input, code points, the rule in parentheses.
package msg

import (
	"strconv"
	"strings"
	"unicode/utf8"

	"github.com/go-iri/iri/internal/abnf"
)

// Kind returns the message of a sentinel without its package prefix
// ("iri: ", "template: "), for use inside another message.
func Kind(err error) string {
	s := err.Error()
	if i := strings.Index(s, ": "); i > 0 && strings.IndexByte(s[:i], ' ') < 0 {
		return s[i+2:]
	}
	return s
}

// WriteRule ends a message with the rule in parentheses, if there is one.
func WriteRule(b *strings.Builder, rule string) {
	if rule != "" {
		b.WriteString(" (")
		b.WriteString(rule)
		b.WriteString(")")
	}
}

// WriteCodePoint writes r as U+XXXX, followed by the quoted character when
// it is graphic and no bidi control.
func WriteCodePoint(b *strings.Builder, r rune) {
	h := strings.ToUpper(strconv.FormatInt(int64(r), 16))
	b.WriteString("U+")
	for i := len(h); i < 4; i++ {
		b.WriteByte('0')
	}
	b.WriteString(h)
	if r > ' ' && r != 0x7F && r < utf8.MaxRune && strconv.IsGraphic(r) && !abnf.IsBidiFormatting(r) {
		b.WriteString(" ")
		b.WriteString(strconv.QuoteRune(r))
	}
}

// QuotePrefix quotes s, cut to at most max bytes (at a character boundary)
// and marked with "…" when it is longer, for messages that name a value.
func QuotePrefix(s string, max int) string {
	if len(s) <= max {
		return strconv.Quote(s)
	}
	cut := max
	for cut > 0 && !utf8.RuneStart(s[cut]) {
		cut--
	}
	return strconv.Quote(s[:cut]) + "…"
}

// QuoteExcerpt quotes s, or for long inputs a window of it around offset,
// so that error messages stay one readable line.
func QuoteExcerpt(s string, offset int) string {
	const window = 60
	if len(s) <= 2*window+20 {
		return strconv.Quote(s)
	}
	lo, hi := max(offset-window, 0), min(offset+window, len(s))
	// Do not cut a UTF-8 sequence in half.
	for lo > 0 && !utf8.RuneStart(s[lo]) && offset-lo < window+3 {
		lo--
	}
	for hi < len(s) && !utf8.RuneStart(s[hi]) && hi-offset < window+3 {
		hi++
	}
	q := strconv.Quote(s[lo:hi])
	if lo > 0 {
		q = "…" + q
	}
	if hi < len(s) {
		q += "…"
	}
	return q
}

// RuneAt returns the character at s[i], or -1 at the end.
func RuneAt(s string, i int) rune {
	if i >= len(s) {
		return -1
	}
	r, _ := utf8.DecodeRuneInString(s[i:])
	return r
}
