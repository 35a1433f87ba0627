package iri

import "strings"

// Query editing: set, add, delete and keep key=value pairs of a query while
// every pair the edit does not touch stays byte for byte as it was. The
// rules are in the doc of SetQueryPair.

// SetQueryPair returns x with value as the value of key: the first pair
// with that key gets the value in place, its key kept as written, and the
// other pairs with that key are removed; without one, key=value is
// appended as by [IRI.AddQueryPair].
//
// The rules of every query edit: a pair is the text between two "&" (";"
// is no separator), its key the text before its first "=", compared after
// percent-decoding (with "+" as a space in the Form variants); pairs an
// edit does not touch keep their bytes and order; a query that is not
// key=value pairs is never rewritten but is a [*Error] of
// [ErrQueryNotPairs]. In full:
// https://github.com/go-iri/iri/blob/main/docs/reference.md#query-pairs
func (x IRI) SetQueryPair(key, value string) (IRI, error) {
	return x.editQuery(editSet, false, key, value, nil)
}

// AddQueryPair returns x with key=value appended to its query (a "?"
// added if there is none), after the last pair or in place of a trailing
// empty piece ("a=1&" becomes "a=1&k=v").
func (x IRI) AddQueryPair(key, value string) (IRI, error) {
	return x.editQuery(editAdd, false, key, value, nil)
}

// DeleteQueryPairs returns x without the pairs whose key is one of keys,
// and without the "&" that separated each of them from the rest.
func (x IRI) DeleteQueryPairs(keys ...string) (IRI, error) {
	return x.editQuery(editDelete, false, "", "", keys)
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
func (x IRI) DeleteFormQueryPairs(keys ...string) (IRI, error) {
	return x.editQuery(editDelete, true, "", "", keys)
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
// It writes the result in one buffer: x up to the query, the edited
// query, the rest of x.
func (x IRI) editQuery(op uint8, form bool, key, value string, keys []string) (IRI, error) {
	if !x.HasQuery() && (op == editDelete || op == editKeep) {
		return x, nil
	}
	q := x.Query()
	if at, rule := notPairs(q); at >= 0 {
		return IRI{}, &Error{Input: x.s, Offset: int(x.pathEnd) + 1 + at, Err: ErrQueryNotPairs, Rule: rule}
	}
	if (op == editDelete || op == editKeep) && !x.dropsPiece(op, form, keys) {
		return x, nil // without allocating: the common case of a crawler's delete
	}
	var ek, ev string // the new key and value, encoded
	if op == editSet || op == editAdd {
		ek, ev = queryText(EscapeQueryKey(key), form), queryText(EscapeQueryValue(value), form)
	}
	head, tail := x.s[:x.pathEnd], x.s[x.queryEnd:]
	size := uint64(len(head)) + 1 + uint64(len(q)) + 2 + uint64(len(ek)) + uint64(len(ev)) + uint64(len(tail))
	if size > MaxLength+2 {
		return IRI{}, &Error{Input: x.s, Offset: int(x.pathEnd), Err: ErrTooLong, Rule: "MaxLength"}
	}
	var b strings.Builder
	b.Grow(int(size))
	b.WriteString(head)
	b.WriteByte('?')
	qStart := b.Len()
	n := 0       // the pieces written
	last := true // whether the last piece written is empty
	sep := func() {
		if n > 0 {
			b.WriteByte('&')
		}
		n++
	}
	found := false
	scanPieces(q, func(piece string) bool {
		k := piece
		if i := strings.IndexByte(piece, '='); i >= 0 {
			k = piece[:i]
		}
		var match bool
		switch op {
		case editAdd:
		case editKeep, editDelete:
			match = keyIn(k, keys, form)
		default:
			match = keyIs(k, key, form)
		}
		switch {
		case op == editAdd, op == editKeep && match, op != editKeep && !match:
			sep()
			b.WriteString(piece)
			last = piece == ""
		case op == editSet && !found:
			// The first pair with the key: its key as written, the new value.
			found = true
			sep()
			b.WriteString(k)
			b.WriteByte('=')
			b.WriteString(ev)
			last = false
		}
		return true
	})
	if (op == editSet && !found) || op == editAdd {
		// A trailing empty piece takes the new pair: the text ends with
		// its "&" already, or is empty.
		if n == 0 || !last {
			sep()
		}
		b.WriteString(ek)
		b.WriteByte('=')
		b.WriteString(ev)
	}
	qEnd := b.Len()
	if x.HasQuery() && b.String()[qStart:qEnd] == q {
		return x, nil
	}
	if qEnd+len(tail) > MaxLength {
		return IRI{}, &Error{Input: x.s, Offset: int(x.pathEnd), Err: ErrTooLong, Rule: "MaxLength"}
	}
	b.WriteString(tail)
	y := x
	y.s = b.String()
	y.queryEnd = int32(qEnd)
	y.flags |= flagQuery
	return y, nil
}

// dropsPiece reports whether the delete or keep op drops a piece of the
// query of x.
func (x IRI) dropsPiece(op uint8, form bool, keys []string) bool {
	drops := false
	scanPieces(x.Query(), func(piece string) bool {
		k := piece
		if i := strings.IndexByte(piece, '='); i >= 0 {
			k = piece[:i]
		}
		drops = keyIn(k, keys, form) != (op == editKeep)
		return !drops
	})
	return drops
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
// pairs, and the rule, or -1. Each rule is about one piece, so that the
// pieces an edit keeps are pairs again and edits compose.
func notPairs(q string) (int, string) {
	at, rule := -1, ""
	start := 0
	scanPieces(q, func(piece string) bool {
		if i := strings.IndexByte(piece, ';'); i >= 0 && strings.IndexByte(piece[i:], '=') >= 0 {
			at, rule = start+i, "HTML 4.01 §B.2.2"
			return false
		}
		if strings.IndexByte(piece, '=') < 0 {
			// A piece without "=" is a key, if it is a word.
			for i := 0; i < len(piece); i++ {
				if c := piece[i]; c < 0x80 && c != '%' && asciiClass[c]&cUnreserved == 0 {
					at, rule = start+i, "HTML 4.01 §17.13.4"
					return false
				}
			}
		}
		start += len(piece) + 1
		return true
	})
	return at, rule
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
	d := k // most keys have nothing to decode: no copy, no decoding pass
	if strings.IndexByte(k, '%') >= 0 || form && strings.IndexByte(k, '+') >= 0 {
		d = decodeValid(k, form)
	}
	for _, key := range keys {
		if d == key {
			return true
		}
	}
	return false
}

// queryText returns t, encoded by EscapeQueryKey or EscapeQueryValue, in
// the form reading if form: each "%" of t begins an escape, so "%20" is
// always an escaped space, which the form writes "+".
func queryText(t string, form bool) string {
	if form {
		return strings.ReplaceAll(t, "%20", "+")
	}
	return t
}
