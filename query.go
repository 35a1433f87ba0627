package iri

import (
	"iter"
	"strings"
)

// Query strings: the key=value pairs of a query (RFC 3986 §3.4 leaves the
// structure of the query to the scheme and the application; the pairs
// separated by "&" are the convention of HTML forms and of most HTTP
// APIs, WHATWG URL Standard §5.1).

// QueryPairs returns an iterator over the key=value pairs of the query (RFC
// 3986 §3.4), in order, each key and value decoded as [Unescape] does. The
// query is split at every "&" (not ";"), empty pieces are skipped, and a
// piece is split at its first "=" ("k" alone has an empty value). "+" stays
// "+" (see [IRI.FormQueryPairs]). Decoded octets are not checked, so a key
// may be ill-formed UTF-8 ("%FF"). Keys and values without "%" are
// substrings of x; the others allocate.
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
