package main

import (
	"strconv"

	"github.com/go-iri/iri"
)

// flagNonStrict is the flag of "iri resolve" that sets ResolveOptions.NonStrict.
var flagNonStrict = &flagSpec{name: "non-strict",
	usage: "resolve \"scheme:rel\" against a base with the same scheme as \"rel\" (RFC 3986 §5.2.2)"}

func init() {
	register(command{
		name:    "resolve",
		usage:   "BASE [REF...]",
		flags:   withOutputFlags(flagNonStrict),
		summary: "resolve references against a base IRI (RFC 3986 §5.2)",
		help: `Resolve resolves each REF (or each line of standard input) against the
absolute IRI BASE with the strict algorithm of RFC 3986 §5.2, applied to
IRIs as RFC 3987 §6.5 says, and prints one resulting IRI per line. Nothing
is percent-encoded, decoded or normalized; dot segments are removed from
the path of every reference that has one.

BASE must be a valid absolute IRI (with a scheme); otherwise nothing is
read, the error is reported as "arg:1:OFFSET: ..." and the exit status
is 1. Arguments are numbered from 1 with BASE as arg:1, so the first REF
is arg:2; a REF of "-" stands for the lines of standard input. With --json
the result is the resolved IRI, a JSON string.

With --non-strict a reference whose scheme equals the base scheme is
resolved as if it had none ("http:g" against an http base), the
backward-compatible behaviour that RFC 3986 §5.2.2 allows.`,
		run: runResolve,
	})
}

func runResolve(inv *invocation) int {
	if len(inv.args) == 0 {
		return inv.usageError("missing BASE")
	}
	base, err := iri.Parse(inv.args[0])
	if err == nil && !base.IsAbs() {
		err = &lineError{component: "scheme", rule: "RFC 3986 §5.2.1",
			message: "base " + strconv.Quote(inv.args[0]) + " is " + libraryMessage(iri.ErrNotAbsolute) + "; RFC 3986 §5.2.1 requires an absolute base"}
	}
	if err != nil {
		reportError(inv.stderr, "arg", 1, err)
		return 1
	}
	rv := iri.ResolveOptions{NonStrict: inv.bool(flagNonStrict)}
	return inv.filter(1, inv.output(), func(dst []byte, l *line) ([]byte, error) {
		r, err := iri.Parse(l.ref)
		if err != nil {
			return dst, err
		}
		x, err := rv.Resolve(base, r)
		if err != nil {
			return dst, err
		}
		return appendString(dst, l, x.String()), nil
	})
}
