package main

import (
	"strings"

	"github.com/go-iri/iri"
)

// The flags of "iri query".
var (
	flagSet = &flagSpec{name: "set", value: "K=V", repeat: true,
		usage: "set key K to V: the first pair with key K gets V in place, the other pairs with key K go; without one, K=V is appended"}
	flagAdd = &flagSpec{name: "add", value: "K=V", repeat: true,
		usage: "append the pair K=V"}
	flagDelete = &flagSpec{name: "delete", value: "K", repeat: true,
		usage: "remove every pair with key K"}
	flagKeep = &flagSpec{name: "keep", value: "LIST",
		usage: "keep only the pairs whose key is in the comma-separated LIST"}
	flagWithoutEmptyQuery = &flagSpec{name: "without-empty-query",
		usage: "drop the \"?\" of a query that is empty after the edits"}
)

func init() {
	register(command{
		name:    "query",
		usage:   "[IRI...]",
		summary: "edit the query pairs of IRI references, keeping the others' bytes",
		flags: withOutputFlags(flagSet, flagAdd, flagDelete, flagKeep, flagFormURLEncoded, flagWithoutEmptyQuery,
			flagGrammar),
		help: `Query edits the key=value pairs of the query of each IRI reference (or
each line of standard input) and prints the result, one per line. The
edits run in the order given on the command line; K and V are split at
the first "=" of the flag's value. Pairs no edit touches stay byte for
byte as they were: their encoding, their order, empty pieces ("a&&b"),
keys without "=".

A pair is the text between two "&" (";" is not a separator); its key is
the text before its first "=" (all of it if there is none), compared
after percent-decoding, and with --form-urlencoded after "+" became a
space. New keys and values are percent-encoded as the query needs
(characters beyond ASCII stay), spaces as "%20", or as "+" with
--form-urlencoded.

	--set K=V    the first pair with key K gets the value V, in place; the
	             other pairs with key K go; without one, K=V is appended
	--add K=V    K=V is appended (a trailing "&" takes it: "a=1&")
	--delete K   every pair with key K goes, with its "&"
	--keep LIST  only the pairs whose key is in LIST stay

--set, --add and --delete may be given more than once. A reference
without a query gets one from --set and --add only. A query that the
edits empty keeps its "?" ("http://h/?") unless --without-empty-query
is given.

A query that is not key=value pairs is never rewritten: a pair that uses
";" as a separator ("a=1;b=2", HTML 4.01 §B.2.2), or a piece without "="
holding more than unreserved characters, percent-encodings and characters
beyond ASCII ("?12,34" of an image map, "?a+b" of an isindex query) fails
that line.

	$ iri query --delete utm_source --set page=2 'http://example.com/?utm_source=x&q=a+b&page=1'
	http://example.com/?q=a+b&page=2

With --json the result is the edited IRI, a JSON string.`,
		run: runQuery,
	})
}

// A queryEdit is one edit of the command line.
type queryEdit struct {
	op         *flagSpec
	key, value string
	keys       []string
}

func runQuery(inv *invocation) int {
	form := inv.bool(flagFormURLEncoded)
	var edits []queryEdit
	for _, v := range inv.values(flagSet, flagAdd, flagDelete, flagKeep) {
		e := queryEdit{op: v.flag}
		switch v.flag {
		case flagSet, flagAdd:
			k, val, ok := strings.Cut(v.value, "=")
			if !ok {
				return inv.usageError("--" + v.flag.name + " " + quoteArg(v.value) + ": want K=V")
			}
			e.key, e.value = k, val
		case flagDelete:
			e.key = v.value
		case flagKeep:
			e.keys = splitList(v.value)
		}
		edits = append(edits, e)
	}
	dropEmpty := inv.bool(flagWithoutEmptyQuery)
	if len(edits) == 0 && !dropEmpty {
		return inv.usageError("no edit: give --set, --add, --delete, --keep or --without-empty-query")
	}
	parse := iri.Parse
	if inv.choice(flagGrammar) == 1 {
		parse = iri.ParseOptions{Grammar: iri.RFC3987bis}.Parse
	}
	return inv.filter(0, inv.output(), func(dst []byte, l *line) ([]byte, error) {
		x, err := parse(l.ref)
		if err != nil {
			return dst, err
		}
		x0 := x
		for _, e := range edits {
			if x, err = e.apply(x, form); err != nil {
				return dst, queryErrorOn(err, l.ref, x0)
			}
		}
		if dropEmpty {
			x = x.WithoutEmptyQuery()
		}
		return appendString(dst, l, x.String()), nil
	})
}

// apply applies e to x.
func (e queryEdit) apply(x iri.IRI, form bool) (iri.IRI, error) {
	switch {
	case e.op == flagSet && form:
		return x.SetFormQueryPair(e.key, e.value)
	case e.op == flagSet:
		return x.SetQueryPair(e.key, e.value)
	case e.op == flagAdd && form:
		return x.AddFormQueryPair(e.key, e.value)
	case e.op == flagAdd:
		return x.AddQueryPair(e.key, e.value)
	case e.op == flagDelete && form:
		return x.DeleteFormQueryPairs(e.key)
	case e.op == flagDelete:
		return x.DeleteQueryPairs(e.key)
	case form:
		return x.KeepFormQueryPairs(e.keys...)
	}
	return x.KeepQueryPairs(e.keys...)
}

// queryErrorOn returns err, about x0 (the reference ref as parsed) after
// some edits, as an error about ref: edits change nothing before the
// query, so an offset there stands, and one beyond becomes the offset of
// the query in ref.
func queryErrorOn(err error, ref string, x0 iri.IRI) error {
	qe, ok := err.(*iri.Error)
	if !ok || qe.Input == ref {
		return err
	}
	c := *qe
	c.Input = ref
	if head := len(x0.WithoutFragment().WithoutQuery().String()); c.Offset > head {
		c.Offset = head
		if x0.HasQuery() {
			c.Offset++
		}
	}
	return &c
}
