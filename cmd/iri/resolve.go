package main

import (
	"io"
	"strconv"

	"github.com/go-iri/iri"
)

func init() {
	register(command{
		name:    "resolve",
		usage:   "[--non-strict] [output flags] BASE [REF...]",
		summary: "resolve references against a base IRI (RFC 3986 §5.2)",
		help: `Resolve resolves each REF (or each line of standard input) against the
absolute IRI BASE with the strict algorithm of RFC 3986 §5.2, applied to
IRIs as RFC 3987 §6.5 says, and prints one resulting IRI per line. Nothing
is percent-encoded, decoded or normalized; dot segments are removed from
the path of every reference that has one.

BASE must be a valid absolute IRI (with a scheme); otherwise nothing is
read, the error is reported as "arg 1:1:OFFSET: ..." and the exit status
is 1. Arguments are numbered from 1 with BASE as arg 1, so the first REF
is arg 2. With --json the result is the resolved IRI, a JSON string.

With --non-strict a reference whose scheme equals the base scheme is
resolved as if it had none ("http:g" against an http base), the
backward-compatible behaviour that RFC 3986 §5.2.2 allows.`,
		run: runResolve,
	})
}

func runResolve(args []string, stdin io.Reader, stdout, stderr io.Writer) int {
	fs := newFlagSet("resolve")
	nonStrict := fs.Bool("non-strict", false, "resolve \"scheme:rel\" against a base with the same scheme as \"rel\" (RFC 3986 §5.2.2)")
	of := addOutputFlags(fs)
	pos, code, ok := parseFlags(fs, args, stdout, stderr)
	if !ok {
		return code
	}
	if len(pos) == 0 {
		return usageError(stderr, fs, "missing BASE")
	}
	base, err := iri.Parse(pos[0])
	if err == nil && !base.IsAbs() {
		err = &lineError{component: "scheme", rule: "RFC 3986 §5.2.1",
			message: "base " + strconv.Quote(pos[0]) + " is " + libraryMessage(iri.ErrNotAbsolute) + "; RFC 3986 §5.2.1 requires an absolute base"}
	}
	if err != nil {
		reportError(stderr, "arg 1", 1, err)
		return 1
	}
	rv := iri.ResolveOptions{NonStrict: *nonStrict}
	return filter(pos[1:], 1, stdin, stdout, stderr, of, func(dst []byte, l *line) ([]byte, error) {
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
