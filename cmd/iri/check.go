package main

import (
	"strconv"
	"strings"

	"github.com/go-iri/iri"
)

// The flags of "iri check".
var (
	flagWholeComponents = &flagSpec{name: "whole-components",
		usage: "apply the bidi rules to whole components (RFC 3987 §4.2 without subdivisions)"}
	flagIgnore = &flagSpec{name: "ignore", value: "CODES",
		usage: "comma-separated codes not to report, such as NOT_NFKC,USERINFO_PASSWORD"}
	flagNoSchemeChecks = &flagSpec{name: "no-scheme-checks",
		usage: "do not report the rules of the schemes (RFC 9110 §4.2, RFC 8141, ...), only the generic ones"}
	flagFailOn = &flagSpec{name: "fail-on", value: "LIST",
		usage: "exit 1 on these findings: error (the default), warning (any finding), or codes such as PROTECTED_NAME,MIXED_SCRIPT"}
)

func init() {
	register(command{
		name:    "check",
		usage:   "[IRI...]",
		flags:   withOutputFlags(flagGrammar, flagWholeComponents, flagIgnore, flagNoSchemeChecks, flagFailOn, flagScripts, flagProtectedNames, flagNoTopDomains),
		summary: "report bidi, security and scheme violations (RFC 3987 §4, §8; scheme RFCs)",
		help: `Check parses each IRI (or each line of standard input) as an RFC 3987 IRI
reference and reports what the specifications say about it beyond the
grammar: the bidi rules of RFC 3987 §4.2, normalization (§5.3.2.2), IDN
hosts (comparison-02 §4.3), characters that are invisible or look like
spaces or delimiters (§6.1, 3987bis §5.1), and the security considerations
of RFC 3986 §7 (password, misleading userinfo, rare IPv4 forms) and of RFC
3987 §8 (mixed scripts, percent-encodings that are not UTF-8). It also
reports, by default, the rules that the specifications of common schemes
add to the generic syntax: http and https (RFC 9110 §4.2), urn (RFC 8141,
with urn:uuid and urn:oid), mailto (RFC 6068), file (RFC 8089), data (RFC
2397), tag (RFC 4151), did (DID Core §3.1), ws and wss (RFC 6455 §3), and
empty or default ports (RFC 3986 §3.2.3).

It prints one line per violation, ordered by offset, in the format of
every iri message:

	SOURCE:N:OFFSET: SEVERITY CODE: MESSAGE

where SOURCE:N is "-:N" for line N of standard input or "arg:N" for the
Nth argument, OFFSET the byte offset of the offending text in the IRI,
SEVERITY "error" or "warning" and CODE a stable name such as
BIDI_START_END. A clean IRI prints nothing, so the text output does not
line up with the input; use --json for that (and --on-error=empty prints
nothing for an unparsable reference either).

With --json the result is an array of the violations, empty for a clean
IRI, each an object with the members offset, length, component, severity,
code and message:

	{"line":1,"input":"http://u:p@example.org/","result":[{"offset":7,"length":3,"component":"userinfo","severity":"warning","code":"USERINFO_PASSWORD","message":"…"}]}

An unparsable reference is reported as for the other commands. The exit
status is 1 when any reference could not be parsed or had a violation
that --fail-on names, and 2 for usage errors. --fail-on takes a
comma-separated list: "error" (the default) fails on error-level
violations, "warning" on any violation, and a code fails on that code
whatever its severity, so "--fail-on error,PROTECTED_NAME,MIXED_SCRIPT"
makes a spoofing warning fail a script as an error does.

The host labels that "iri display" shows as A-labels are reported with
the codes it gives them, whether written as U-labels or A-labels: the
spoofing rules of UTS #39 and of the browsers' IDN display policies
(MIXED_SCRIPT, WHOLE_SCRIPT_CONFUSABLE, IDENTIFIER_RESTRICTED, ...). --scripts
and --protected-names take what they take in "iri display", and the
browser's top domains are protected likewise unless --no-top-domains.

--whole-components applies the bidi rules to whole components
(iuserinfo, ireg-name, isegment, iquery, ifragment) instead of host labels,
file extensions and query parameters. --ignore takes a comma-separated
list of codes not to report. --no-scheme-checks leaves out the scheme
rules (the codes from HTTP_NO_HOST on). --grammar rfc3987bis parses with
the draft-ietf-iri-3987bis grammar.

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

func runCheck(inv *invocation) int {
	c := iri.CheckOptions{HostOptions: iri.HostOptions{ProtectedNames: protectedNames(inv)}, WholeComponents: inv.bool(flagWholeComponents), NoSchemeChecks: inv.bool(flagNoSchemeChecks)}
	var bad int
	if c.Scripts, bad = scriptTables(inv); bad >= 0 {
		return inv.usageError("--scripts: unknown script " + quoteArg(inv.list(flagScripts)[bad]) + "; use the names of the Unicode Script property, such as Latin or Hebrew")
	}
	for _, name := range inv.list(flagIgnore) {
		var k iri.Code
		if err := k.UnmarshalText([]byte(name)); err != nil {
			return inv.usageError("--ignore: unknown code " + quoteArg(name))
		}
		c.Ignore = append(c.Ignore, k)
	}
	failOn, unknown := failOnSet(inv.list(flagFailOn))
	if unknown != "" {
		return inv.usageError("--fail-on: unknown code " + quoteArg(unknown) + "; use error, warning or the codes of iri help check")
	}
	p := parser(inv)
	of := inv.output()
	of.emptyRecord = func(dst []byte, _ *line) []byte { return dst }

	sawError := false
	code := inv.filter(0, of, func(dst []byte, l *line) ([]byte, error) {
		x, err := p.Parse(l.ref)
		if err != nil {
			return dst, err
		}
		vs := c.Check(x)
		if l.json {
			dst = append(dst, '[')
		}
		for i, v := range vs {
			if failOn.has(v.Code) {
				sawError = true
			}
			if l.json {
				if i > 0 {
					dst = append(dst, ',')
				}
				dst = appendViolationJSON(dst, v)
				continue
			}
			dst = appendViolation(dst, l, v)
		}
		if l.json {
			dst = append(dst, ']')
		}
		return dst, nil
	})
	if code == 0 && sawError {
		code = 1
	}
	return code
}

// failSet is what --fail-on names: severities and codes.
type failSet struct {
	errors, warnings bool
	codes            map[iri.Code]bool
}

// failOnSet reads the items of --fail-on; bad is the first item that is
// neither a severity nor a code. No item means "error".
func failOnSet(items []string) (f failSet, bad string) {
	if len(items) == 0 {
		return failSet{errors: true}, ""
	}
	for _, it := range items {
		switch it {
		case "error":
			f.errors = true
		case "warning":
			f.errors, f.warnings = true, true
		default:
			var k iri.Code
			if err := k.UnmarshalText([]byte(it)); err != nil {
				return failSet{}, it
			}
			if f.codes == nil {
				f.codes = map[iri.Code]bool{}
			}
			f.codes[k] = true
		}
	}
	return f, ""
}

// has reports whether a violation with code c fails the run.
func (f failSet) has(c iri.Code) bool {
	switch c.Severity() {
	case iri.SeverityError:
		if f.errors {
			return true
		}
	case iri.SeverityWarning:
		if f.warnings {
			return true
		}
	}
	return f.codes[c]
}

// parser returns the ParseOptions that --grammar selects.
func parser(inv *invocation) iri.ParseOptions {
	return iri.ParseOptions{Grammar: [...]iri.Grammar{iri.RFC3987, iri.RFC3987bis}[inv.choice(flagGrammar)]}
}

// appendViolation appends v, found in l, as one line of text in the
// format of every message about a place in a reference.
func appendViolation(dst []byte, l *line, v iri.Violation) []byte {
	dst = appendLocation(dst, l.src, l.n, v.Offset)
	dst = append(dst, v.Code.Severity().String()...)
	dst = append(dst, ' ')
	dst = append(dst, v.Code.String()...)
	dst = append(dst, ": "...)
	dst = append(dst, v.Message...)
	return append(dst, '\n')
}

// appendViolationJSON appends v as a JSON object.
func appendViolationJSON(b []byte, v iri.Violation) []byte {
	b = append(b, `{"offset":`...)
	b = strconv.AppendInt(b, int64(v.Offset), 10)
	b = append(b, `,"length":`...)
	b = strconv.AppendInt(b, int64(v.Len), 10)
	b = append(b, `,"component":`...)
	b = appendJSONString(b, v.Component.String())
	b = append(b, `,"severity":`...)
	b = appendJSONString(b, v.Code.Severity().String())
	b = append(b, `,"code":`...)
	b = appendJSONString(b, v.Code.String())
	b = append(b, `,"message":`...)
	b = appendJSONString(b, v.Message)
	return append(b, '}')
}
