package main

import (
	"bufio"
	"errors"
	"io"
	"slices"
	"strconv"
	"strings"

	"github.com/go-iri/iri"
)

// exitUndetermined is the exit status of "iri compare" when equivalence
// cannot be determined.
const exitUndetermined = 3

func init() {
	register(command{
		name:    "compare",
		usage:   "A B",
		flags:   slices.Concat(normalizeFlags, []*flagSpec{flagBase, flagJSON}),
		summary: "compare two IRIs: equivalent, different or cannot be determined (RFC 3987 §5.3)",
		help: `Compare parses A and B as RFC 3987 IRI references and compares them at the
chosen level of the comparison ladder of RFC 3987 §5.3, with the three
outcomes of draft-ietf-iri-comparison-02 §2. It prints one of:

	equivalent                          exit status 0
	different                           exit status 1
	same resource, different fragment   exit status 1
	cannot be determined                exit status 3

and exits with 2 when A, B or BASE is not a valid IRI reference, or for
usage errors, like cmp(1).

--level simple is simple string comparison (§5.3.1): character by
character, without any normalization or mapping to URIs; use it for IRIs
that are identity tokens, such as XML namespace names. --level syntax (the
default) and --level scheme compare the normal forms that "iri normalize"
prints (§5.3.2, §5.3.3); --nfc, --nfkc and --idna add the same rungs as
there, and --dns-schemes the schemes --idna applies to.

A or B may be "-", the next line of standard input.

With --base BASE, A and B are resolved against the absolute IRI BASE
first (RFC 3987 §5.1). Without it, a relative reference cannot be
compared: the answer is "cannot be determined".

The fragments are compared last (comparison-02 §2): when A and B differ
only there, the answer is "same resource, different fragment".
--exclude-fragment leaves them out, as RFC 3987 §5.1 advises before a
network action.

"Different" means only that no rung up to that level makes A and B equal:
comparison avoids false positives but cannot prove that two IRIs identify
different resources (RFC 3987 §5.1). "Cannot be determined" means that a
rung the level needs cannot run: a relative reference without --base; with
--idna, an internationalized host of a DNS scheme that fails IDNA (RFC 3987
§5.3.3); at syntax level and above, a percent-encoded octet that is not
UTF-8, whose character is unknown (RFC 3987 §6.4), in a component where A
and B differ. Why is reported on standard error, as
"arg:N:OFFSET: message" (OFFSET in the reference as compared, resolved
against BASE if given).

With --json it prints one JSON object instead,
{"a":"…","b":"…","result":"equivalent"} (or "different", "same resource,
different fragment", "cannot be determined"), with "error" the error
object of the other commands when the answer cannot be determined. An
invalid A, B or BASE is reported on standard error as "arg:N:OFFSET:
message" ("-:N:OFFSET: message" for a line of standard input,
"--base:1:OFFSET: message" for BASE), as by the other commands.`,
		run: runCompare,
	})
}

func runCompare(inv *invocation) int {
	nz, msg := normalizer(inv)
	if msg != "" {
		return inv.usageError(msg)
	}
	if len(inv.args) != 2 {
		return inv.usageError("want two IRIs, A and B")
	}
	jsonOut := inv.bool(flagJSON)
	failed := false
	if base := inv.string(flagBase); inv.given(flagBase) {
		b, err := iri.Parse(base)
		if err == nil && !b.IsAbs() {
			err = &lineError{component: "scheme", rule: "RFC 3986 §5.2.1",
				message: "base " + strconv.Quote(base) + " is not an absolute IRI (it has no scheme)"}
		}
		if err != nil {
			reportError(inv.stderr, "--base", 1, err)
			failed = true
		}
		nz.Base = b
	}
	// The references, with where each came from: "-" is the next line
	// of standard input.
	var refs [2]string
	var srcs [2]string
	var ns [2]int
	var in *bufio.Reader
	stdinLine := 0
	for i, s := range inv.args {
		refs[i], srcs[i], ns[i] = s, "arg", i+1
		if s != "-" {
			continue
		}
		if in == nil {
			in = bufio.NewReader(inv.stdin)
		}
		stdinLine++
		text, err := in.ReadString('\n')
		if err != nil && (err != io.EOF || text == "") {
			var e error = readError{err}
			if err == io.EOF {
				e = &lineError{component: "input", message: "standard input ends before line " + strconv.Itoa(stdinLine)}
			}
			reportError(inv.stderr, "-", stdinLine, e)
			return 2
		}
		text = strings.TrimSuffix(strings.TrimSuffix(text, "\n"), "\r")
		if stdinLine == 1 {
			text = strings.TrimPrefix(text, bom)
		}
		refs[i], srcs[i], ns[i] = text, "-", stdinLine
	}
	var xs [2]iri.IRI
	for i, s := range refs {
		x, err := iri.Parse(s)
		if err != nil {
			reportError(inv.stderr, srcs[i], ns[i], err)
			failed = true
			continue
		}
		xs[i] = x
	}
	if failed {
		return 2
	}
	c, err := nz.Compare(xs[0], xs[1])
	var ce *iri.CompareError
	var le lineError
	switch {
	case err == nil:
	case errors.As(err, &ce):
		le = describe(ce)
		if !jsonOut {
			reportError(inv.stderr, srcs[ce.Arg-1], ns[ce.Arg-1], ce)
		}
	default:
		// A Base that fails to resolve against (too long a result).
		reportError(inv.stderr, "--base", 1, err)
		return 2
	}
	if jsonOut {
		b := append([]byte(`{"a":`), appendJSONString(nil, refs[0])...)
		b = append(b, `,"b":`...)
		b = appendJSONString(b, refs[1])
		b = append(b, `,"result":`...)
		b = appendJSONString(b, c.String())
		if ce != nil {
			b = append(b, `,"error":`...)
			b = le.appendJSON(b)
		}
		io.WriteString(inv.stdout, string(b)+"}\n")
	} else {
		io.WriteString(inv.stdout, c.String()+"\n")
	}
	switch c {
	case iri.CompareEquivalent:
		return 0
	case iri.CompareUndetermined:
		return exitUndetermined
	}
	return 1
}
