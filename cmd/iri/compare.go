package main

import (
	"io"
	"strconv"

	"github.com/go-iri/iri"
)

func init() {
	register(command{
		name:    "compare",
		usage:   "[--level simple|syntax|scheme] [--nfc|--nfkc] [--idn] [--exclude-fragment] [--json] A B",
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
they are; resolve them first ("iri resolve") to compare their targets.

With --json it prints one JSON object instead, {"a":"…","b":"…","result":"equivalent"}
(or "different"). An invalid A or B is reported on standard error as
"arg N:1:OFFSET: message", as by the other commands.`,
		run: runCompare,
	})
}

func runCompare(args []string, stdin io.Reader, stdout, stderr io.Writer) int {
	fs := newFlagSet("compare")
	nf := addNormFlags(fs, "simple, syntax or scheme", "syntax")
	jsonOut := fs.Bool("json", false, "print one JSON object: {\"a\":…,\"b\":…,\"result\":…}")
	pos, code, ok := parseFlags(fs, args, stdout, stderr)
	if !ok {
		return code
	}
	nz, err := nf.normalizer()
	if err != nil {
		return usageError(stderr, fs, err.Error())
	}
	if len(pos) != 2 {
		return usageError(stderr, fs, "want two IRIs, A and B")
	}
	var xs [2]iri.IRI
	failed := false
	for i, s := range pos {
		x, err := iri.Parse(s)
		if err != nil {
			reportError(stderr, "arg "+strconv.Itoa(i+1), 1, err)
			failed = true
			continue
		}
		xs[i] = x
	}
	if failed {
		return 2
	}
	result, code := "different", 1
	if nz.Equivalent(xs[0], xs[1]) {
		result, code = "equivalent", 0
	}
	if *jsonOut {
		b := append([]byte(`{"a":`), appendJSONString(nil, pos[0])...)
		b = append(b, `,"b":`...)
		b = appendJSONString(b, pos[1])
		b = append(b, `,"result":`...)
		b = appendJSONString(b, result)
		io.WriteString(stdout, string(b)+"}\n")
	} else {
		io.WriteString(stdout, result+"\n")
	}
	return code
}
