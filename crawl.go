package iri

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
//	key := iri.NormalizeOptions{Flags: iri.UsuallySafe, ExcludeFragment: true, IDNAProfile: iri.WebIDNA()}.URIKey(x)
const UsuallySafe = SchemeBased | NormIDN
