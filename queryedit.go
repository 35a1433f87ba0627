package iri

import "strings"

// Query editing: set, add, delete and keep key=value pairs of a query while
// every pair the edit does not touch stays byte for byte as it was. The
// rules are in the package documentation, "Query pairs".

// SetQueryPair returns x with value as the value of key: the first pair
// with that key gets the value in place, its key kept as written, and the
// other pairs with that key are removed; without one, key=value is
// appended as by [IRI.AddQueryPair]. What a pair and its key are, how new
// text is encoded and which queries are not pairs (a [*QueryError] of
// [ErrQueryNotPairs]): see "Query pairs" in the package documentation.
func (x IRI) SetQueryPair(key, value string) (IRI, error) {
	return x.editQuery(editSet, false, key, value, nil)
}

// AddQueryPair returns x with key=value appended to its query (a "?"
// added if there is none), after the last pair or in place of a trailing
// empty piece ("a=1&" becomes "a=1&k=v").
func (x IRI) AddQueryPair(key, value string) (IRI, error) {
	return x.editQuery(editAdd, false, key, value, nil)
}

// DeleteQueryPairs returns x without the pairs whose key is key, and
// without the "&" that separated each of them from the rest.
func (x IRI) DeleteQueryPairs(key string) (IRI, error) {
	return x.editQuery(editDelete, false, key, "", nil)
}

// KeepQueryPairs returns x with only the pairs whose key is one of keys,
// in their order; empty pieces go too, unless "" is one of keys.
func (x IRI) KeepQueryPairs(keys ...string) (IRI, error) {
	return x.editQuery(editKeep, false, "", "", keys)
}

// SetFormQueryPair is [IRI.SetQueryPair] in the form reading: keys are
// compared after form decoding ("+" is a space), and a space in value is
// written "+".
func (x IRI) SetFormQueryPair(key, value string) (IRI, error) {
	return x.editQuery(editSet, true, key, value, nil)
}

// AddFormQueryPair is [IRI.AddQueryPair] with spaces written "+".
func (x IRI) AddFormQueryPair(key, value string) (IRI, error) {
	return x.editQuery(editAdd, true, key, value, nil)
}

// DeleteFormQueryPairs is [IRI.DeleteQueryPairs] with keys compared after
// form decoding.
func (x IRI) DeleteFormQueryPairs(key string) (IRI, error) {
	return x.editQuery(editDelete, true, key, "", nil)
}

// KeepFormQueryPairs is [IRI.KeepQueryPairs] with keys compared after
// form decoding.
func (x IRI) KeepFormQueryPairs(keys ...string) (IRI, error) {
	return x.editQuery(editKeep, true, "", "", keys)
}

// WithoutEmptyQuery returns x without its "?" if its query is empty
// ("http://h/?" becomes "http://h/"), else x itself: the step that removes
// what an edit emptied, which keeps the "?" so as not to change the
// reference more than asked.
func (x IRI) WithoutEmptyQuery() IRI {
	if x.HasQuery() && x.pathEnd+1 == x.queryEnd {
		return x.WithoutQuery()
	}
	return x
}

// The query edits.
const (
	editSet uint8 = iota
	editAdd
	editDelete
	editKeep
)

// editQuery applies one edit to the query of x; form selects the reading.
func (x IRI) editQuery(op uint8, form bool, key, value string, keys []string) (IRI, error) {
	if !x.HasQuery() && (op == editDelete || op == editKeep) {
		return x, nil
	}
	q := x.Query()
	if at, rule := notPairs(q); at >= 0 {
		return IRI{}, &QueryError{Input: x.s, Offset: int(x.pathEnd) + 1 + at, Err: ErrQueryNotPairs, Rule: rule}
	}
	var b strings.Builder
	b.Grow(len(q) + len(key) + len(value) + 2)
	n := 0       // the pieces written
	last := true // whether the last piece written is empty
	put := func(p string) {
		if n > 0 {
			b.WriteByte('&')
		}
		b.WriteString(p)
		n++
		last = p == ""
	}
	found := false
	newPair := ""
	if op == editSet || op == editAdd {
		newPair = queryPair(key, value, form)
	}
	scanPieces(q, func(piece string) bool {
		k := piece
		if i := strings.IndexByte(piece, '='); i >= 0 {
			k = piece[:i]
		}
		var match bool
		if op == editKeep {
			match = keyIn(k, keys, form)
		} else {
			match = keyIs(k, key, form)
		}
		switch {
		case op == editAdd, op == editKeep && match, op != editKeep && !match:
			put(piece)
		case op == editSet && !found:
			found = true
			v := queryValue(value, form)
			b.Grow(len(k) + 1 + len(v))
			put(k + "=" + v)
		}
		return true
	})
	if (op == editSet && !found) || op == editAdd {
		if n > 0 && last {
			// A trailing empty piece takes the new pair.
			s := b.String()
			b.Reset()
			b.WriteString(s[:len(s)-len("")])
			b.WriteString(newPair)
			last = newPair == ""
		} else {
			put(newPair)
		}
	}
	nq := b.String()
	if x.HasQuery() && nq == q {
		return x, nil
	}
	return x.withQueryText(nq)
}

// withQueryText returns x with the query nq, valid iquery text.
func (x IRI) withQueryText(nq string) (IRI, error) {
	head, tail := x.s[:x.pathEnd], x.s[x.queryEnd:]
	if uint64(len(head))+1+uint64(len(nq))+uint64(len(tail)) > MaxLength {
		return IRI{}, &QueryError{Input: x.s, Offset: int(x.pathEnd), Err: ErrTooLong, Rule: "MaxLength"}
	}
	y := x
	y.s = head + "?" + nq + tail
	y.queryEnd = x.pathEnd + 1 + int32(len(nq))
	y.flags |= flagQuery
	return y, nil
}

// scanPieces calls yield with each piece of the query q, the text between
// two "&", empty pieces included: "" has one piece, "a&" two.
func scanPieces(q string, yield func(piece string) bool) {
	for {
		i := strings.IndexByte(q, '&')
		if i < 0 {
			yield(q)
			return
		}
		if !yield(q[:i]) {
			return
		}
		q = q[i+1:]
	}
}

// notPairs returns the offset in q of what shows that q is not key=value
// pairs, and the rule, or -1.
func notPairs(q string) (int, string) {
	if q == "" {
		return -1, ""
	}
	if strings.IndexByte(q, '=') < 0 && strings.IndexByte(q, '&') < 0 {
		// One piece without "=": a key, if it is a word.
		for i := 0; i < len(q); i++ {
			c := q[i]
			if c < 0x80 && c != '%' && asciiClass[c]&cUnreserved == 0 {
				return i, "HTML 4.01 §17.13.4"
			}
		}
		return -1, ""
	}
	at := -1
	start := 0
	scanPieces(q, func(piece string) bool {
		if i := strings.IndexByte(piece, ';'); i >= 0 && strings.IndexByte(piece[i:], '=') >= 0 {
			at = start + i
			return false
		}
		start += len(piece) + 1
		return true
	})
	if at >= 0 {
		return at, "HTML 4.01 §B.2.2"
	}
	return -1, ""
}

// keyIs reports whether the raw key k decodes to key.
func keyIs(k, key string, form bool) bool {
	if strings.IndexByte(k, '%') < 0 && (!form || strings.IndexByte(k, '+') < 0) {
		return k == key
	}
	return decodeValid(k, form) == key
}

// keyIn reports whether the raw key k decodes to one of keys.
func keyIn(k string, keys []string, form bool) bool {
	d := decodeValid(k, form)
	for _, key := range keys {
		if d == key {
			return true
		}
	}
	return false
}

// queryPair returns key=value encoded for a query.
func queryPair(key, value string, form bool) string {
	k := EscapeQueryKey(key)
	if form {
		k = strings.ReplaceAll(k, "%20", "+")
	}
	return k + "=" + queryValue(value, form)
}

// queryValue returns value encoded for a query; each "%" of the result
// begins an escape, so "%20" is always an escaped space.
func queryValue(value string, form bool) string {
	v := EscapeQueryValue(value)
	if form {
		v = strings.ReplaceAll(v, "%20", "+")
	}
	return v
}
