package main

import (
	"github.com/go-iri/iri/topdomains"
	"strings"
	"unicode"

	"github.com/go-iri/iri"
)

// The flags of "iri display".
var (
	flagWrap = &flagSpec{name: "wrap", value: "WRAP", choices: []string{"none", "isolate", "embed"}, def: "none",
		usage: "bidi wrapping of each result: none, isolate (LRI…PDI) or embed (LRE…PDF) (RFC 3987 §4.1)"}
	flagExplain = &flagSpec{name: "explain",
		usage: "print each decision that kept something encoded or left it out, as \"iri check\" prints violations"}
	flagKeepUserinfo = &flagSpec{name: "keep-userinfo",
		usage: "show the userinfo, which is left out by default (RFC 3986 §3.2.1, §7.6); its dots percent-encoded where it reads as a host name"}
)

func init() {
	register(command{
		name:    "display",
		usage:   "[IRI...]",
		flags:   withOutputFlags(flagWrap, flagScripts, flagDNSSchemes, flagProtectedNames, flagNoTopDomains, flagKeepUserinfo, flagExplain),
		summary: "show IRIs to a person: readable, and safe from spoofing (RFC 3987 §4, §8)",
		help: `Display parses each IRI (or each line of standard input) as an RFC 3987 IRI
reference and prints it in the form to show to a person. Readable:
percent-encoded UTF-8 is decoded where "iri toiri" decodes it (RFC 3987
§3.2), and the A-labels of DNS hosts (of the schemes --dns-schemes
names, http, https, ws, wss and ftp by default) become U-labels. Safe: bidi
formatting characters, characters that are invisible or look like spaces
or delimiters, joiners out of context, unassigned and private-use
characters, octets that are not UTF-8, text not in NFC, and any component
that breaks the bidi rules of RFC 3987 §4.2 stay percent-encoded. A DNS
host label is shown as its U-label only if it passes the spoofing rules of
UTS #39 and of the browsers' IDN display policies (RFC 3987 §8): the
identifier profile (no symbols such as ♥, no scripts of limited use), the
"Highly Restrictive" level of script mixing, whole-script and mixed-script
confusables ("аррӏе.com", Cyrillic, reads as "apple"), digits that read as
ASCII or mix numbering systems, ZWJ, ZWNJ, and ß and ς outside their
countries' TLDs, look-alikes of "-" and ".", kana and Han that read as
Latin next to Latin, hidden combining marks, and the names of
--protected-names; otherwise it is shown as its A-label. The userinfo is
left out, as browsers do, since it can read as the host (RFC 3986 §7.6);
--keep-userinfo shows it. DNS hosts are shown in lowercase, as browsers
show them. The documentation of iri.DisplayOptions lists the rules, in the
order they are reported (every rule a label breaks is reported); "iri
check" reports the same host labels with the same codes.

The result identifies the same resource: parsed and mapped with "iri
touri", it gives the URI of the input (up to the userinfo, hex case and
encoded unreserved characters; hosts in A-label form).

--protected-names takes a comma-separated list of host names to protect
(your own, popular sites), lowercase with U-labels: a host whose last
labels are confusable with one (UTS #39 §4 skeletons) but are not it is
shown with A-labels and reported as PROTECTED_NAME_LOOKALIKE, and an ASCII
look-alike ("paypa1.com") is reported. The browser's top domains (4,989
names of Chromium's list, package topdomains) are protected too, unless
--no-top-domains.

--wrap isolate puts the result between U+2066 LEFT-TO-RIGHT ISOLATE and
U+2069 POP DIRECTIONAL ISOLATE, and --wrap embed between U+202A
LEFT-TO-RIGHT EMBEDDING and U+202C POP DIRECTIONAL FORMATTING, the form
RFC 3987 §4.1 names, so that right-to-left text around it cannot reorder
its parts (§4.1, §4.3). Isolates are what Unicode recommends since 6.3
(UAX #9), and the choice for plain text; embeddings are for older
renderers; the default, none, is for displays that set the direction
themselves (dir="ltr" in HTML). The wrapping is not part of the IRI.

--scripts takes a comma-separated list of the Unicode scripts the display
can render, by their names in the Unicode Script property (Latin, Greek,
Cyrillic, Hebrew, Arabic, Han, ...): characters of other scripts stay
percent-encoded (3987bis-13 §8.6), and host labels with them are shown as
A-labels. ASCII and characters of the scripts Common and Inherited are
always shown. The default is every script.

--explain also prints, after each displayed IRI, one line per decision
that kept something encoded, in the format of "iri check":

	SOURCE:N:OFFSET: SEVERITY CODE: MESSAGE

with OFFSET the byte offset in the IRI as given and CODE the rule that
caused it (BIDI_CONTROL, MIXED_SCRIPT, WHOLE_SCRIPT_CONFUSABLE,
USERINFO_HIDDEN, ...), the same lines "iri check" prints for the host.

With --json the result is the displayed string; with --json --explain it
is an object, {"display":"…","decisions":[…]}, each decision an object as
in "iri check --json".`,
		run: runDisplay,
	})
}

func runDisplay(inv *invocation) int {
	o := iri.DisplayOptions{HostOptions: iri.HostOptions{Schemes: dnsSchemes(inv), ProtectedNames: protectedNames(inv)}, Wrap: [...]iri.BidiWrap{iri.BidiWrapNone, iri.BidiWrapIsolate, iri.BidiWrapEmbedding}[inv.choice(flagWrap)], KeepUserinfo: inv.bool(flagKeepUserinfo)}
	var bad int
	if o.Scripts, bad = scriptTables(inv); bad >= 0 {
		return inv.usageError("--scripts: unknown script " + quoteArg(inv.list(flagScripts)[bad]) + "; use the names of the Unicode Script property, such as Latin or Hebrew")
	}
	explain := inv.bool(flagExplain)
	of := inv.output()
	if explain {
		of.emptyRecord = func(dst []byte, _ *line) []byte { return append(dst, '\n') }
	}
	return inv.filter(0, of, func(dst []byte, l *line) ([]byte, error) {
		x, err := iri.Parse(l.ref)
		if err != nil {
			return dst, err
		}
		s, decisions := o.Display(x)
		if l.json && !explain {
			return appendJSONString(dst, s), nil
		}
		if l.json {
			dst = append(dst, `{"display":`...)
			dst = appendJSONString(dst, s)
			dst = append(dst, `,"decisions":[`...)
			for i, v := range decisions {
				if i > 0 {
					dst = append(dst, ',')
				}
				dst = appendViolationJSON(dst, v)
			}
			return append(dst, "]}"...), nil
		}
		dst = append(dst, s...)
		dst = append(dst, '\n')
		if explain {
			for _, v := range decisions {
				dst = appendViolation(dst, l, v)
			}
		}
		return dst, nil
	})
}

// scriptTables returns the tables of the scripts of --scripts, or the
// index of the first name that is not a script.
func scriptTables(inv *invocation) ([]*unicode.RangeTable, int) {
	var ts []*unicode.RangeTable
	for i, name := range inv.list(flagScripts) {
		t := unicode.Scripts[name]
		if t == nil {
			return nil, i
		}
		ts = append(ts, t)
	}
	return ts, -1
}

// protectedNames returns the names of --protected-names, lowercase, keyed
// by their skeletons, and the browser's top domains unless
// --no-top-domains.
func protectedNames(inv *invocation) map[string]string {
	var m map[string]string
	if !inv.bool(flagNoTopDomains) {
		m = topdomains.Protected()
	}
	for _, name := range inv.list(flagProtectedNames) {
		if m == nil {
			m = map[string]string{}
		}
		name = strings.ToLower(name)
		m[iri.Skeleton(name)] = name
	}
	return m
}
