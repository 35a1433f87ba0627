package main

import (
	"errors"
	"strings"

	"github.com/go-iri/iri"
	"github.com/go-iri/iri/domain"
	"github.com/go-iri/iri/keys"
)

// The flags of "iri key": --as chooses the key; the others are the SURT
// options of the reference (internetarchive/surt), each named after its
// keyword argument, and the fixes of keys.SURTOptions.Fixes.
var (
	flagAs = &flagSpec{name: "as", value: "KEY", choices: []string{"surt", "ssurt", "safebrowsing", "crawl"}, def: "surt",
		usage: "the key: surt (web archives' CDX urlkey), ssurt (urlcanon's SSURT), safebrowsing (Google Safe Browsing's canonical URL) or crawl (the crawler's URIKey)"}
	flagWithScheme    = &flagSpec{name: "with-scheme", usage: "SURT: write the scheme first, \"http://(com,example)/\" (with_scheme=True)"}
	flagTrailingComma = &flagSpec{name: "trailing-comma", usage: "SURT: write \",\" after the host's last label, \"com,example,)/\" (trailing_comma=True)"}
	flagNoReverseIP   = &flagSpec{name: "no-reverse-ipaddr", usage: "SURT: keep IPv4 hosts as they are (reverse_ipaddr=False)"}
	flagNoSURT        = &flagSpec{name: "no-surt", usage: "SURT: print the canonical URL instead of the SURT (surt=False)"}
	flagPublicSuffix  = &flagSpec{name: "public-suffix",
		usage: "SURT: key the host's registrable domain, from the ICANN section of the Public Suffix List (public_suffix=True)"}
	flagCanonicalizer = &flagSpec{name: "canonicalizer", value: "NAME", choices: []string{"default", "google", "ia", "none"}, def: "default",
		usage: "SURT: the canonicalizers to run: default (Google's, then the Internet Archive's), google, ia or none"}
	flagNoHostLowercase  = &flagSpec{name: "no-host-lowercase", usage: "SURT: keep the case of the host (host_lowercase=False)"}
	flagNoHostMassage    = &flagSpec{name: "no-host-massage", usage: "SURT: keep a leading \"www\", digits and \".\" (host_massage=False)"}
	flagNoPortStrip      = &flagSpec{name: "no-port-strip-default", usage: "SURT: keep port 80 of http and 443 of https (port_strip_default=False)"}
	flagPathStripEmpty   = &flagSpec{name: "path-strip-empty", usage: "SURT: drop a path that is just \"/\" (path_strip_empty=True)"}
	flagNoPathLowercase  = &flagSpec{name: "no-path-lowercase", usage: "SURT: keep the case of the path (path_lowercase=False)"}
	flagNoPathSessionID  = &flagSpec{name: "no-path-strip-session-id", usage: "SURT: keep ASP.NET session ids in the path (path_strip_session_id=False)"}
	flagNoTrailingSlash  = &flagSpec{name: "no-path-strip-trailing-slash", usage: "SURT: keep a trailing \"/\" (path_strip_trailing_slash_unless_empty=False)"}
	flagNoQueryLowercase = &flagSpec{name: "no-query-lowercase", usage: "SURT: keep the case of the query (query_lowercase=False)"}
	flagNoQuerySessionID = &flagSpec{name: "no-query-strip-session-id", usage: "SURT: keep session-id parameters (query_strip_session_id=False)"}
	flagNoQueryEmpty     = &flagSpec{name: "no-query-strip-empty", usage: "SURT: keep an empty query's \"?\" (query_strip_empty=False)"}
	flagNoQueryReorder   = &flagSpec{name: "no-query-alpha-reorder", usage: "SURT: keep the order of the query's pairs (query_alpha_reorder=False)"}
	flagFix              = &flagSpec{name: "fix", value: "LIST",
		usage: "SURT: comma-separated repairs of the reference's faults: www-label, www-digits, query-delimiters, path-delimiters, ipv6-brackets, or all"}
)

// keyFlags are the flags of "iri key", in help order.
var keyFlags = []*flagSpec{flagAs, flagWithScheme, flagTrailingComma, flagNoReverseIP, flagNoSURT, flagPublicSuffix, flagCanonicalizer,
	flagNoHostLowercase, flagNoHostMassage, flagNoPortStrip, flagPathStripEmpty, flagNoPathLowercase, flagNoPathSessionID,
	flagNoTrailingSlash, flagNoQueryLowercase, flagNoQuerySessionID, flagNoQueryEmpty, flagNoQueryReorder, flagFix}

// fixNames are the values of --fix, in keys.SURTFix bit order.
var fixNames = []string{"www-label", "www-digits", "query-delimiters", "path-delimiters", "ipv6-brackets"}

func init() {
	register(command{
		name:    "key",
		usage:   "[URL...]",
		flags:   withOutputFlags(keyFlags...),
		summary: "print lookup keys: SURT, SSURT, Safe Browsing, crawl (package keys)",
		help: `Key prints one lookup key per URL (or per line of standard input), the key
--as names:

  surt          the SURT of web archives, the urlkey of CDX indexes, byte for
                byte as the Internet Archive's surt 0.3.1 computes it:
                "http://www.Example.com/b?z=1&a=2" gives "com,example)/b?a=2&z=1"
  ssurt         the SSURT of the IIPC's urlcanon, which sorts by host, then
                port and scheme, and loses no byte:
                "com,example,//http:/b?z=1&a=2"; nothing is canonicalized
  safebrowsing  the canonical URL of Google Safe Browsing ("URLs and Hashing",
                v4 and v5), whose host suffixes and path prefixes are hashed
  crawl         the crawler's key of package iri, the README's recipe:
                NormalizeOptions{Flags: UsuallySafe, ExcludeFragment: true,
                IDNAProfile: WebIDNA()}.URIKey; the input must be an IRI

SURT and Safe Browsing work on bytes, as their references do: they read any
text, add "http://" where no scheme is, and canonicalize what they read;
SURT fails only on a port that is not a number up to 65535, Safe Browsing
on an empty host.

The other flags are the options of the reference's surt(), named after its
keyword arguments (host_massage=False is --no-host-massage), and apply to
--as surt only; --canonicalizer chooses its stages. --fix turns on repairs
of the reference's faults, which change keys, so that they no longer match
indexes made by the reference: www-label keeps "www" and digits when only
one label would remain ("www1355544.com"), www-digits strips "www." but
not "www2.", query-delimiters keeps "%26" and "%3D" of the query encoded,
path-delimiters keeps "%2F" and "%3F" of the path encoded, ipv6-brackets
keeps an IPv6 host's brackets; "all" is all of them.

With --json the result is the key, a JSON string.`,
		run: runKey,
	})
}

func runKey(inv *invocation) int {
	as := flagAs.choices[inv.choice(flagAs)]
	o := keys.SURTOptions{
		WithScheme:               inv.bool(flagWithScheme),
		TrailingComma:            inv.bool(flagTrailingComma),
		NoReverseIPAddr:          inv.bool(flagNoReverseIP),
		NoSURT:                   inv.bool(flagNoSURT),
		Canonicalizer:            [...]keys.Canonicalizer{keys.DefaultIA, keys.Google, keys.IA, keys.Identity}[inv.choice(flagCanonicalizer)],
		NoHostLowercase:          inv.bool(flagNoHostLowercase),
		NoHostMassage:            inv.bool(flagNoHostMassage),
		NoPortStripDefault:       inv.bool(flagNoPortStrip),
		PathStripEmpty:           inv.bool(flagPathStripEmpty),
		NoPathLowercase:          inv.bool(flagNoPathLowercase),
		NoPathStripSessionID:     inv.bool(flagNoPathSessionID),
		NoPathStripTrailingSlash: inv.bool(flagNoTrailingSlash),
		NoQueryLowercase:         inv.bool(flagNoQueryLowercase),
		NoQueryStripSessionID:    inv.bool(flagNoQuerySessionID),
		NoQueryStripEmpty:        inv.bool(flagNoQueryEmpty),
		NoQueryAlphaReorder:      inv.bool(flagNoQueryReorder),
	}
	if inv.bool(flagPublicSuffix) {
		o.RegistrableDomain = domain.RegistrableOptions{ICANNOnly: true}.Registrable
	}
	for _, name := range inv.list(flagFix) {
		switch i := indexOf(fixNames, name); {
		case name == "all":
			o.Fixes = 1<<len(fixNames) - 1
		case i >= 0:
			o.Fixes |= 1 << i
		default:
			return inv.usageError("unknown --fix " + quoteArg(name) + "; known: all, " + joinNames(fixNames))
		}
	}
	if as != "surt" {
		for _, f := range keyFlags[1:] {
			if inv.given(f) {
				return inv.usageError("--" + f.name + " applies to --as surt only")
			}
		}
	}
	crawl := iri.NormalizeOptions{Flags: iri.UsuallySafe, ExcludeFragment: true, IDNAProfile: iri.WebIDNA()}
	return inv.filter(0, inv.output(), func(dst []byte, l *line) ([]byte, error) {
		switch as {
		case "ssurt":
			return appendString(dst, l, keys.SSURT(l.ref)), nil
		case "safebrowsing":
			u, err := keys.SafeBrowsing(l.ref)
			if err != nil {
				return dst, keyError(err)
			}
			return appendString(dst, l, u.String()), nil
		case "crawl":
			x, err := iri.Parse(l.ref)
			if err != nil {
				return dst, err
			}
			return appendString(dst, l, crawl.URIKey(x)), nil
		}
		if l.json {
			k, err := o.SURT(l.ref)
			if err != nil {
				return dst, keyError(err)
			}
			return appendJSONString(dst, k), nil
		}
		mark := len(dst)
		dst, err := o.AppendSURT(dst, l.ref)
		if err != nil {
			return dst[:mark], keyError(err)
		}
		return append(dst, '\n'), nil
	})
}

// keyError describes a *keys.Error in the one error format.
func keyError(err error) error {
	var e *keys.Error
	if !errors.As(err, &e) {
		return err
	}
	component := "input"
	switch e.Rule {
	case "port", "host", "scheme":
		component = e.Rule
	}
	msg := dropOffset(strings.TrimPrefix(err.Error(), "keys: "), e.Offset)
	return &lineError{offset: e.Offset, component: component, rule: e.Rule, message: msg}
}

// indexOf returns the index of s in list, or -1.
func indexOf(list []string, s string) int {
	for i, x := range list {
		if x == s {
			return i
		}
	}
	return -1
}

// joinNames joins names with ", ".
func joinNames(names []string) string {
	s := ""
	for i, n := range names {
		if i > 0 {
			s += ", "
		}
		s += n
	}
	return s
}
