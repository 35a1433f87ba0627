// Package columns computes the URL columns of Common Crawl's columnar URL
// index (cc-index-table) for a URL: its SURT key, the parts of its host
// name, the public suffixes and registrable domains of the Public Suffix
// List's ICANN section and of the whole list, the scheme, port, path and
// query.
//
// The columns are computed with go-iri's own parts: the URL is parsed as
// an IRI (RFC 3987), mapped to a URI with UTS #46 (IDNA2008,
// nontransitional) hosts, and the suffixes come from package domain; the
// SURT key is keys.SURT of the input. Common Crawl computes them in Java
// with IDNA2003 hosts and its own list version; the README of the iribeam
// module lists where the columns differ, with an example each.
//
// The package is apart from package keys because it needs the Public
// Suffix List (package domain), which keys leaves to its callers.
package columns
