package main

import (
	"slices"

	"github.com/go-iri/iri"
)

// flagURIKey is the flag of "iri normalize" that prints URIKey.
var flagURIKey = &flagSpec{name: "uri-key",
	usage: "print the normal form as a URI (RFC 3987 §3.1), a key for caches"}

// normalizeFlags are the flags that normalize and compare share: those
// of iri.NormalizeOptions.
var normalizeFlags = []*flagSpec{flagLevel, flagNFC, flagNFKC, flagIDNA, flagDNSSchemes, flagExcludeFragment}

func init() {
	register(command{
		name:    "normalize",
		usage:   "[IRI...]",
		flags:   slices.Concat(normalizeFlags, []*flagSpec{flagURIKey}, outputFlagList),
		summary: "normalize IRIs for comparison (RFC 3987 §5.3)",
		help: `Normalize parses each IRI (or each line of standard input) as an RFC 3987
IRI reference and prints its normal form at a level of the comparison
ladder of RFC 3987 §5.3, one per line. Two IRIs are equivalent at that level
exactly when their normal forms are the same string.

--level simple applies no rung of the ladder (§5.3.1): the IRI is printed
as it is, but for --nfc, --nfkc, --idna and --exclude-fragment.
--level syntax (the default) is syntax-based normalization (§5.3.2):
lowercase scheme and US-ASCII host, uppercase hex digits in
percent-encodings, decode the percent-encodings of unreserved characters
and of UTF-8 characters an IRI may hold literally (as "iri toiri" does), and
remove dot segments from the path (RFC 3986 §5.2.4). --level scheme adds
scheme-based normalization (§5.3.3): drop an empty port and the scheme's
default port, and write an empty path after an authority as "/", for http,
https, ws, wss, ftp, gopher, coap and coaps.

--idna writes the host of http, https, ws, wss and ftp IRIs (or of the
schemes --dns-schemes lists) in one form, the Unicode U-label form
("xn--rsum-bpad" becomes "résumé", "EXAMPLE" becomes "example"), when it
is a valid IDN (§5.3.3). --nfc or --nfkc puts the text
in Unicode Normalization Form C or KC; RFC 3987 §5.3.2.2 says IRIs should
be created normalized and not be normalized when compared, so these are
never on by default. --exclude-fragment drops the fragment (§5.1: for
comparisons that decide a network action). --uri-key prints the normal
form mapped to a URI (RFC 3987 §3.1), an ASCII key for caches and indexes.

Empty and missing components stay distinct: "http://example.com/?" keeps
its "?". The normal form is for local comparison; RFC 3987 §5.3.2.3 says
the original IRI must be passed on unchanged.

With --json the result is the normal form, a JSON string.`,
		run: runNormalize,
	})
}

// normalizer returns the NormalizeOptions the flags select, or the message of
// a usage error.
func normalizer(inv *invocation) (iri.NormalizeOptions, string) {
	nz := iri.NormalizeOptions{
		Flags:           [...]iri.Normalization{0, iri.SyntaxBased, iri.SchemeBased}[inv.choice(flagLevel)],
		Schemes:         dnsSchemes(inv),
		ExcludeFragment: inv.bool(flagExcludeFragment),
	}
	if inv.bool(flagNFC) && inv.bool(flagNFKC) {
		return nz, "--nfc and --nfkc exclude each other"
	}
	if inv.bool(flagNFC) {
		nz.Flags |= iri.NormNFC
	}
	if inv.bool(flagNFKC) {
		nz.Flags |= iri.NormNFKC
	}
	if inv.bool(flagIDNA) {
		nz.Flags |= iri.NormIDN
	}
	return nz, ""
}

func runNormalize(inv *invocation) int {
	nz, msg := normalizer(inv)
	if msg != "" {
		return inv.usageError(msg)
	}
	uriKey := inv.bool(flagURIKey)
	return inv.filter(0, inv.output(), func(dst []byte, l *line) ([]byte, error) {
		x, err := iri.Parse(l.ref)
		if err != nil {
			return dst, err
		}
		if uriKey {
			return appendString(dst, l, nz.URIKey(x)), nil
		}
		return appendString(dst, l, nz.Normalize(x).String()), nil
	})
}
