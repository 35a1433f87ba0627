// Package extract finds IRIs in running text, as mail clients and chat
// applications do: "Such applications have to be upgraded to use the IRI
// syntax as a base for heuristics. In particular, a non-ASCII character
// should not be taken as the indication of the end of an IRI" (RFC 3987
// §7.3, 3987bis-13 §8.3).
//
// Every match is an [iri.IRI] valid under the grammar the caller chose
// ([FindOptions].Grammar), with its byte offsets in the text. [Find] and
// [FindBytes] search a whole text; a [Scanner] searches an [io.Reader] in
// constant memory. The search takes linear time.
//
// # What is taken
//
// In strict mode (the default) an IRI starts with a scheme followed by
// "//" ("https://", "ftp://", any scheme), or with one of the schemes
// that are written without it, such as "mailto:", "urn:", "tel:", "data:"
// and "magnet:" ([DefaultOpaqueSchemes]; FindOptions.OpaqueSchemes
// changes the list), so that "Note:" and "e.g.:" in prose are not
// IRIs. The scheme is the run of scheme characters before the ":", from
// its first letter ("1.http://" gives "http://"); a run of more than 64
// bytes is no scheme. In relaxed mode
// (FindOptions.Relaxed) names without a scheme are taken too: www. names
// ("www.example.com", three labels or more), and, with
// FindOptions.PublicSuffix (domain.PublicSuffix), names of two labels or
// more whose last label is a top-level domain of the Public Suffix List,
// in one case ("ended.Next" is a sentence run on), at the start of the
// text or after a character that does not join them to a path or an
// address. Such a name must be followed by a path, a query, a fragment or
// a port, or end the candidate; when it ends it and its last label is
// also a common file-name extension (md, py, rs, sh, pl, pm, cc, cs, mk,
// ml, tf, so, ps, zip, mov), it is not taken: "README.md", "setup.py",
// "main.rs" are file names, "example.md/page" is a name. An apostrophe
// right after a name ends it ("example.com's"). Its IRI has "https://"
// before it. FindOptions.Email takes e-mail addresses as
// mailto: IRIs. A name or an address whose first label runs on from text
// in Han, Hiragana, Katakana or Hangul, written without spaces, starts
// after that text: "詳細はwww.example.com" gives "www.example.com".
//
// # Where it ends
//
// A candidate runs over the characters an IRI may hold: ASCII but for
// space, controls, `"<>\^{|}` and the backquote (RFC 3986 Appendix C);
// non-ASCII letters, marks, digits and symbols. It ends at white space,
// at bidi formatting characters (RFC 3987 §4.1) and other invisible
// format characters but ZWNJ and ZWJ, at punctuation other than dashes
// and connectors (the ideographic 。、 and the fullwidth ，）！｜, quotation
// marks and brackets of every script, the Arabic comma, the Devanagari
// danda; the few marks that stand inside words, such as the apostrophe ’
// and the middle dot ·, stay), at characters that are neither ucschar nor
// iprivate, at "[" or "]" outside an IP literal, and at a second "#".
// After an apostrophe it ends at the next one. Trailing . , ; : ! ? * _ ~
// (GFM §6.9) and a trailing ")" or "]" without a partner inside are then
// trimmed: "(http://x/a_(b))" keeps one ")". In angle brackets ("<...>",
// "<URL:...>") nothing is trimmed and white space holding a line break is
// ignored (RFC 3986 Appendix C). A candidate longer than [MaxLength]
// bytes is skipped whole.
//
// A candidate that does not parse is cut before the first byte the parser
// rejects (at the "%" of a bad percent-encoding, at the "[" of an
// unclosed IP literal), trimmed again and parsed again, up to four times:
// its longest valid prefix, as the parser finds it. It is dropped if
// nothing is left after its scheme's ":" or "//" (or of a name). The
// search goes on after the run of a candidate that was cut or dropped, so
// that no text is searched twice.
//
// # Encodings
//
// The text is UTF-8; anything else is an [*Error] of [ErrInvalidUTF8].
// Text in a legacy encoding is the caller's to decode first (RFC 3987
// §7.3), with golang.org/x/text:
//
//	r := transform.NewReader(f, japanese.ShiftJIS.NewDecoder())
//	sc := extract.NewScanner(r)
//
// or, for text known only to be mostly UTF-8, strings.ToValidUTF8.
package extract
