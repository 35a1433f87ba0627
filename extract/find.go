package extract

import (
	"strings"
	"unicode/utf8"
	"unsafe"

	"github.com/go-iri/iri"
)

// MaxLength is the length in bytes of the longest candidate taken: a run
// of characters that may stand in an IRI longer than this is skipped
// whole, which bounds the memory of a [Scanner].
const MaxLength = 64 << 10

// A Match is an IRI found in a text.
type Match struct {
	// IRI is the IRI found, valid under the grammar of the search. A name
	// found without a scheme (relaxed mode) has "https://" before it, an
	// e-mail address "mailto:".
	IRI iri.IRI
	// Text is the IRI as written: the text from Start to End, without the
	// white space of an IRI folded across lines in angle brackets.
	Text string
	// Start and End are the byte offsets of the match in the text.
	Start, End int
}

// FindOptions finds IRIs in text; the zero FindOptions is [Find]: strict
// mode, the RFC 3987 grammar.
type FindOptions struct {
	// Grammar is the grammar every IRI found is valid under.
	Grammar iri.Grammar
	// OpaqueSchemes are the schemes taken without "//" after their ":";
	// nil means DefaultOpaqueSchemes(), and an empty slice none. An entry
	// that is not a scheme is an [*Error] of [ErrInvalidScheme].
	OpaqueSchemes []string
	// Relaxed also finds names written without a scheme: www. names, and,
	// with PublicSuffix, host names whose last label is a top-level
	// domain, followed by a path or by the end of the candidate.
	Relaxed bool
	// PublicSuffix says whether the last label of a name is a public
	// suffix of the ICANN section of the Public Suffix List; it is
	// domain.PublicSuffix, which a program that does not ask for relaxed
	// names does not link, with its list. Nil takes no name but www.
	// names, and e-mail addresses whose last label is two letters or more.
	PublicSuffix func(host string) (suffix string, icann bool, err error)
	// Email also finds e-mail addresses, as mailto: IRIs: a local part of
	// letters, digits and ._+- and a name of two labels or more whose last
	// label is a top-level domain (two letters or more without
	// PublicSuffix), in any mode.
	Email bool
}

// defaultOpaque are the schemes taken without "//" by default: the ones
// written so in running text (mail, telephony, messaging, data, magnet
// and geo links, URNs), and never prose words.
var defaultOpaque = []string{"bitcoin", "cid", "data", "geo", "magnet", "mailto", "mid", "news", "sip", "sips", "sms", "tel", "urn", "xmpp"}

// DefaultOpaqueSchemes returns the schemes taken without "//" when
// FindOptions.OpaqueSchemes is nil: bitcoin, cid, data, geo, magnet,
// mailto, mid, news, sip, sips, sms, tel, urn and xmpp. The slice is a
// copy, to extend or trim.
func DefaultOpaqueSchemes() []string {
	return append([]string(nil), defaultOpaque...)
}

// Find returns the IRIs in s, in order, in strict mode: a scheme followed
// by "//", or one of [DefaultOpaqueSchemes] followed by ":". Text that is
// not well-formed UTF-8 is an [*Error] of [ErrInvalidUTF8].
func Find(s string) ([]Match, error) { return FindOptions{}.Find(s) }

// FindBytes is [Find] for a byte slice; the matches do not share its memory.
func FindBytes(b []byte) ([]Match, error) { return FindOptions{}.FindBytes(b) }

// Find is [Find] with o's options.
func (o FindOptions) Find(s string) ([]Match, error) {
	return o.find(s, false)
}

// FindBytes is [FindBytes] with o's options.
func (o FindOptions) FindBytes(b []byte) ([]Match, error) {
	m, err := o.find(unsafe.String(unsafe.SliceData(b), len(b)), true)
	if err != nil {
		err.(*Error).Input = strings.Clone(err.(*Error).Input)
	}
	return m, err
}

// find is Find, with copies of the matched text when s is not the caller's
// string.
func (o FindOptions) find(s string, copied bool) ([]Match, error) {
	e, err := newEngine(o)
	if err != nil {
		return nil, err
	}
	if !utf8.ValidString(s) {
		return nil, &Error{Input: s, Offset: firstInvalid(s), Rule: "RFC 3629 §4", Err: ErrInvalidUTF8}
	}
	var ms []Match
	for i, floor := 0, 0; i < len(s); {
		r := e.next(s, i, floor, len(s))
		switch r.kind {
		case none:
			return ms, nil
		case tooLong:
			i = skipRun(s, r.next, e.bis)
			continue
		}
		ms = append(ms, e.match(r, s, copied))
		i, floor = r.next, r.end
	}
	return ms, nil
}

// match makes the Match of r, found in s; with copied, its strings are
// copies and its IRI is parsed again from them.
func (e *engine) match(r result, s string, copied bool) Match {
	m := Match{IRI: r.x, Text: r.text[r.prefix:], Start: r.start, End: r.end}
	if copied {
		text := strings.Clone(r.text)
		m.Text = text[r.prefix:]
		m.IRI, _ = e.parse.Parse(text) // it parsed before
	}
	return m
}

// firstInvalid returns the offset of the first byte of s that is not
// part of well-formed UTF-8, or len(s).
func firstInvalid(s string) int {
	for i := 0; i < len(s); {
		if s[i] < utf8.RuneSelf {
			i++
			continue
		}
		r, size := utf8.DecodeRuneInString(s[i:])
		if r == utf8.RuneError && size == 1 {
			return i
		}
		i += size
	}
	return len(s)
}
