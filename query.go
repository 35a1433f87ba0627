package iri

import (
	"iter"
	"strings"
)

// Query strings: the key=value pairs of a query (RFC 3986 §3.4 leaves the
// structure of the query to the scheme and the application; the pairs
// separated by "&" are the convention of HTML forms and of most HTTP
// APIs, WHATWG URL Standard §5.1).

// QueryPairs returns an iterator over the key=value pairs of the query in
// order, split at "&" (not ";") and then at the first "=", empty pieces
// skipped, decoded by [Unescape] ("+" stays, octets unchecked); only keys and
// values with "%" allocate.
func (x IRI) QueryPairs() iter.Seq2[string, string] {
	q := x.Query()
	return func(yield func(string, string) bool) { queryPairs(q, pairsDecode, yield) }
}

// RawQueryPairs is [IRI.QueryPairs] without decoding: keys and values are
// substrings of the query, and iterating never allocates.
func (x IRI) RawQueryPairs() iter.Seq2[string, string] {
	q := x.Query()
	return func(yield func(string, string) bool) { queryPairs(q, pairsRaw, yield) }
}

// FormQueryPairs is [IRI.QueryPairs] with form decoding ([UnescapeForm]:
// "+" is a space), as url.ParseQuery does.
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
