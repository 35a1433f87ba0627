package main

import (
	"io"
	"strconv"
	"strings"

	"github.com/go-iri/iri"
)

func init() {
	register(command{
		name:    "check",
		usage:   "[--bis] [--whole] [--ignore CODE,...] [IRI...]",
		summary: "report bidi and security violations (RFC 3987 §4, §8)",
		help: `Check parses each IRI (or each line of standard input) as an RFC 3987 IRI
reference and reports what the specifications say about it beyond the
grammar: the bidi rules of RFC 3987 §4.2, normalization (§5.3.2.2), IDN
hosts (comparison-02 §4.3), characters that are invisible or look like
spaces or delimiters (§6.1, 3987bis §5.1), and the security considerations
of RFC 3986 §7 (password, misleading userinfo, rare IPv4 forms) and of RFC
3987 §8 (mixed scripts, percent-encodings that are not UTF-8).

It prints one line per violation, ordered by offset:

	LINE:OFFSET: SEVERITY CODE: MESSAGE

where LINE is the input line number (the argument number for arguments,
both from 1), OFFSET the byte offset of the offending text in the IRI,
SEVERITY "error" or "warning" and CODE a stable name such as
BIDI_START_END. A clean IRI prints nothing.

An unparsable reference prints nothing on standard output; a message on
standard error gives its line (or arg) number, byte offset and reason, as
for the other commands. The exit status is 1 when any reference had an
error-level violation or could not be parsed (warnings alone give 0), and
2 for usage errors.

--whole applies the bidi rules to whole components (iuserinfo, ireg-name,
isegment, iquery, ifragment) instead of host labels, file extensions and
query parameters. --ignore takes a comma-separated list of codes not to
report. --bis parses with the draft-ietf-iri-3987bis grammar.

The codes:
` + checkCodeList(),
		run: runCheck,
	})
}

// checkCodeList lists every code with its severity and clause, one line
// each, for the help text.
func checkCodeList() string {
	var b strings.Builder
	for c := iri.Code(1); c.Severity() != 0; c++ {
		b.WriteString("\n\t")
		b.WriteString(c.String())
		b.WriteString(strings.Repeat(" ", max(1, 26-len(c.String()))))
		b.WriteString(c.Severity().String())
		b.WriteString(strings.Repeat(" ", 9-len(c.Severity().String())))
		b.WriteString(c.Spec())
	}
	return b.String()
}

func runCheck(args []string, stdin io.Reader, stdout, stderr io.Writer) int {
	fs := newFlagSet("check")
	bis := fs.Bool("bis", false, "use the draft-ietf-iri-3987bis grammar (tag characters in the query)")
	whole := fs.Bool("whole", false, "apply the bidi rules to whole components (RFC 3987 §4.2 without subdivisions)")
	ignore := fs.String("ignore", "", "comma-separated `codes` not to report, such as NOT_NFKC,USERINFO_PASSWORD")
	refs, code, ok := parseFlags(fs, args, stdout, stderr)
	if !ok {
		return code
	}
	c := iri.Checker{WholeComponents: *whole}
	if *ignore != "" {
		for _, name := range strings.Split(*ignore, ",") {
			var k iri.Code
			if err := k.UnmarshalText([]byte(strings.TrimSpace(name))); err != nil {
				io.WriteString(stderr, "iri check: --ignore: unknown code "+quoteArg(name)+"\n")
				writeCommandUsage(stderr, fs, false)
				return 2
			}
			c.Ignore = append(c.Ignore, k)
		}
	}
	p := iri.Parser{}
	if *bis {
		p.Grammar = iri.RFC3987bis
	}

	// filter calls fn once per argument or line, in order, numbering both
	// from 1, so counting the calls gives the number to print.
	n := 0
	sawError := false
	code = filter(refs, 0, stdin, stdout, stderr, func(dst []byte, ref string) ([]byte, error) {
		n++
		x, err := p.Parse(ref)
		if err != nil {
			return dst, err
		}
		for _, v := range c.Check(x) {
			dst = strconv.AppendInt(dst, int64(n), 10)
			dst = append(dst, ':')
			dst = strconv.AppendInt(dst, int64(v.Offset), 10)
			dst = append(dst, ": "...)
			dst = append(dst, v.Severity.String()...)
			dst = append(dst, ' ')
			dst = append(dst, v.Code.String()...)
			dst = append(dst, ": "...)
			dst = append(dst, v.Message...)
			dst = append(dst, '\n')
			if v.Severity == iri.SeverityError {
				sawError = true
			}
		}
		return dst, nil
	})
	if code == 0 && sawError {
		code = 1
	}
	return code
}
