package iri

import (
	"iter"
	"strings"
)

// Query strings: the key=value pairs of a query (RFC 3986 §3.4 leaves the
// structure of the query to the scheme and the application; the pairs
// separated by "&" are the convention of HTML forms and of most HTTP
// APIs, WHATWG URL Standard §5.1).

// QueryPairs returns an iterator over the key=value pairs of the query
// (RFC 3986 §3.4), in order, with each key and value percent-decoded as
// [Unescape] does (RFC 3986 §2.1).
//
// The query is split at every "&"; ";" is not a separator (as in the
// WHATWG URL Standard and in net/url since Go 1.17, but net/url rejects
// it, while here it is part of the key or value). Empty pieces ("a&&b",
// a trailing "&") are skipped. A piece is split at its first "=": "k=v=w"
// is the key "k" and the value "v=w", and a piece without "=" is a key
// with an empty value. "+" stays "+": RFC 3986 gives it no meaning (see
// [IRI.FormQueryPairs] for the form convention). Decoding cannot fail,
// since every "%" in a valid IRI starts a triplet; the decoded octets are
// not checked, so a key or value may be ill-formed UTF-8 ("%FF"); check
// with utf8.ValidString where that matters. A key that appears several
// times is yielded each time.
//
// Iterating allocates nothing for a key or value without "%": it is a
// substring of the IRI. One that holds "%" is decoded into a new string.
// A reference without a query, or with an empty one, yields nothing.
func (x IRI) QueryPairs() iter.Seq2[string, string] {
	q := x.Query()
	return func(yield func(string, string) bool) { queryPairs(q, pairsDecode, yield) }
}

// RawQueryPairs is [IRI.QueryPairs] without decoding: the keys and values
// are substrings of the query as it is written (RFC 3986 §3.4), so
// iterating never allocates. Use it to copy pairs from one query to
// another without re-encoding them.
func (x IRI) RawQueryPairs() iter.Seq2[string, string] {
	q := x.Query()
	return func(yield func(string, string) bool) { queryPairs(q, pairsRaw, yield) }
}

// FormQueryPairs is [IRI.QueryPairs] with the decoding of
// application/x-www-form-urlencoded (HTML, WHATWG URL Standard §5.1), as
// [UnescapeForm] does: "+" is a space, then "%HH" is decoded. It is the
// decoding that the query of an HTML form submission needs, and that
// url.ParseQuery applies.
func (x IRI) FormQueryPairs() iter.Seq2[string, string] {
	q := x.Query()
	return func(yield func(string, string) bool) { queryPairs(q, pairsForm, yield) }
}

// How queryPairs decodes keys and values.
const (
	pairsRaw uint8 = iota
	pairsDecode
	pairsForm
)

// queryPairs yields the pairs of the query q, which is valid iquery text.
func queryPairs(q string, mode uint8, yield func(string, string) bool) {
	for q != "" {
		var piece string
		if i := strings.IndexByte(q, '&'); i >= 0 {
			piece, q = q[:i], q[i+1:]
		} else {
			piece, q = q, ""
		}
		if piece == "" {
			continue
		}
		k, v := piece, ""
		if i := strings.IndexByte(piece, '='); i >= 0 {
			k, v = piece[:i], piece[i+1:]
		}
		if mode != pairsRaw {
			k = decodeValid(k, mode == pairsForm)
			v = decodeValid(v, mode == pairsForm)
		}
		if !yield(k, v) {
			return
		}
	}
}
