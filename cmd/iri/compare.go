package main

import (
	"io"

	"github.com/go-iri/iri"
)

func init() {
	register(command{
		name:    "compare",
		usage:   "[--level simple|syntax|scheme] [--nfc|--nfkc] [--idn] [--exclude-fragment] A B",
		summary: "compare two IRIs: equivalent or different (RFC 3987 §5.3)",
		help: `Compare parses A and B as RFC 3987 IRI references and prints "equivalent"
if they normalize to the same string at the chosen level of the comparison
ladder of RFC 3987 §5.3, and "different" otherwise. The exit status is 0
for equivalent, 1 for different, and 2 when A or B is not a valid IRI
reference or for usage errors, like cmp(1).

--level simple is simple string comparison (§5.3.1): character by
character, without any normalization or mapping to URIs; use it for IRIs
that are identity tokens, such as XML namespace names. --level syntax (the
default) and --level scheme compare the normal forms that "iri normalize"
prints (§5.3.2, §5.3.3); --nfc, --nfkc, --idn and --exclude-fragment add
the same rungs and options as there.

"Different" means only that the two IRIs are not equivalent at that level:
comparison avoids false positives but cannot prove that two IRIs identify
different resources (RFC 3987 §5.1). Relative references are compared as
they are; resolve them first ("iri resolve") to compare their targets.`,
		run: runCompare,
	})
}

func runCompare(args []string, stdin io.Reader, stdout, stderr io.Writer) int {
	fs := newFlagSet("compare")
	nf := addNormFlags(fs, "simple, syntax or scheme", "syntax")
	pos, code, ok := parseFlags(fs, args, stdout, stderr)
	if !ok {
		return code
	}
	nz, err := nf.normalizer()
	if err != nil {
		io.WriteString(stderr, "iri compare: "+err.Error()+"\n")
		writeCommandUsage(stderr, fs, false)
		return 2
	}
	if len(pos) != 2 {
		io.WriteString(stderr, "iri compare: want two IRIs, A and B\n")
		writeCommandUsage(stderr, fs, false)
		return 2
	}
	var xs [2]iri.IRI
	failed := false
	for i, s := range pos {
		x, err := iri.Parse(s)
		if err != nil {
			reportError(stderr, "arg", i+1, err)
			failed = true
			continue
		}
		xs[i] = x
	}
	if failed {
		return 2
	}
	if nz.Equivalent(xs[0], xs[1]) {
		io.WriteString(stdout, "equivalent\n")
		return 0
	}
	io.WriteString(stdout, "different\n")
	return 1
}
