package iri

import "golang.org/x/net/idna"

// A crawler's key: the normalization and the IDNA profile that make the
// links a crawler or a cache meets one key per resource, as far as the
// standards let a client tell without fetching.

// UsuallySafe is the normalization of a crawler's or a cache's key, as
// purell's "usually safe" flag sets are for net/url: SchemeBased (case,
// percent-encoding, dot segments, default port, empty path; RFC 3987
// §5.3.2, §5.3.3) and NormIDN, which RFC 3987 §5.3.3 allows for DNS hosts
// but SchemeBased leaves out because RFC 3987 §5.3.2.1 lowercases only
// US-ASCII hosts: with it, "http://bücher.example/p",
// "http://BÜCHER.example:80/p" and "http://xn--bcher-kva.example/p" are
// one key. It changes no resource an http(s) server sees; it does not
// sort or drop query pairs or fold Unicode (NormNFC), which can. The
// recipe, fragments dropped as RFC 3987 §5.1 advises for network
// actions and hosts read as browsers read them:
//
//	key := iri.NormalizeOptions{Flags: iri.UsuallySafe, ExcludeFragment: true, IDNAProfile: iri.WebIDNA}.URIKey(x)
const UsuallySafe = SchemeBased | NormIDN

// WebIDNA is the IDNA profile of web browsers, for hosts found on the web:
// "domain to ASCII" of the WHATWG URL Standard (§3.5) with beStrict false.
// That is UTS #46 nontransitional processing with CheckBidi and
// CheckJoiners, but without UseSTD3ASCIIRules, CheckHyphens and
// VerifyDnsLength, so that hosts such as
// "office_chairs_and_armchairs.klen-mebel.ru" map (STD3 forbids "_"; DNS
// and browsers do not), and the ASCII result may hold any character an
// ireg-name allows, "_" included, but for "%", and labels of any length.
// Pass it as IDNAProfile wherever an option takes one; idna.Lookup,
// the default, keeps the STD3 rules of RFC 3987 §3.1.
var WebIDNA = idna.New(idna.MapForLookup(), idna.BidiRule(), idna.CheckJoiners(true),
	idna.Transitional(false), idna.StrictDomainName(false), idna.CheckHyphens(false), idna.VerifyDNSLength(false))

// checkHostName is checkDNSName for the ASCII result a of the profile p:
// under WebIDNA, only the characters are checked, an ireg-name's ASCII
// without "%".
func checkHostName(p *idna.Profile, a string) *dnsNameError {
	if p != WebIDNA {
		return checkDNSName(a)
	}
	if a == "" || a == "." {
		return &dnsNameError{0, "empty DNS name"}
	}
	for i := 0; i < len(a); i++ {
		if c := a[i]; c >= 0x80 || asciiClass[c]&cRegName == 0 || 'A' <= c && c <= 'Z' {
			return &dnsNameError{i, "character " + quoteRune(c) + " cannot be part of a host (WHATWG URL Standard §3.3)"}
		}
	}
	return nil
}
