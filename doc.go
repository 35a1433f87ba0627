// Package iri parses, resolves, maps, converts, normalizes, compares, checks
// and displays Internationalized Resource Identifiers (IRIs) as defined by
// RFC 3987, with the generic syntax and algorithms of RFC 3986.
//
// An [IRI] is an immutable value, like [net/netip.Addr]: the original string
// and the offsets of its components. [Parse] reads one strictly, without
// allocating; accessors return substrings of the original, never decoded or
// normalized behind the caller's back; two IRIs are == exactly when their
// strings are equal (RFC 3987 §5.3.1).
//
//	base := iri.MustParse("http://例え.jp/a/b")
//	x, _ := base.ResolveString("../c?q=ü#frag")
//	u, _ := iri.ToURIOptions{IDNA: true}.ToURI(x)
//	fmt.Println(x, u)
//	// http://例え.jp/c?q=ü#frag http://xn--r8jz45g.jp/c?q=%C3%BC#frag
//
// # Which function for which job
//
//	Read a string            Parse, ParseURI; ParseUserInput (what people type), ParseLEIRI, ParseEncoded
//	Resolve, relativize      IRI.Resolve, IRI.ResolveString, IRI.Relativize (RFC 3986 §5)
//	IRI → URI, URI → IRI     IRI.ToURI, ToURIOptions (IDNA, query charsets); IRI.ToIRI, FromURI (RFC 3987 §3)
//	Normalize, compare       IRI.Normalize, Equivalent, NormalizeOptions.Compare, URIKey, UsuallySafe (RFC 3987 §5.3)
//	Check, display           IRI.Check (Violation, Code), IRI.Display, HostOptions, Skeleton (RFC 3987 §4, §8; UTS #39)
//	Build and edit           FromParts, IRI.With*/Without*, JoinPath, IRI.SetQueryPair and the other query edits
//	Read and escape parts    IRI.QueryPairs, IRI.FormQueryPairs, EscapeSegment and the other Escape functions, Unescape
//	Origins                  IRI.Origin, OriginOptions (RFC 6454)
//	Interoperate             FromURL, IRI.URL, NullIRI (database/sql), text and binary marshaling, slog
//	Templates (RFC 6570)     package github.com/go-iri/iri/template: Parse, Template.Expand, Template.Match, Router
//	Read as browsers read    package github.com/go-iri/iri/whatwg (the URL Standard); readings: where readers differ
//	Find IRIs in text        package github.com/go-iri/iri/extract: Find, Scanner (RFC 3987 §7.3)
//	Archive and crawl keys   package github.com/go-iri/iri/keys: SURT, SSURT, SafeBrowsing; NormalizeOptions.URIKey; columns: Common Crawl's URL columns
//	Registrable domains      package github.com/go-iri/iri/domain: Registrable, PublicSuffix
//	Names to protect         package github.com/go-iri/iri/topdomains: Protected (for HostOptions.ProtectedNames)
//	File paths (RFC 8089)    package github.com/go-iri/iri/fileiri: FromPath, Path
//	Resolution step by step  package github.com/go-iri/iri/resolvetrace: Trace
//	Apache Beam pipelines    module github.com/go-iri/iri/iribeam
//
// The command iri (cmd/iri) runs each of these on arguments or standard input.
//
// # Options
//
// Each operation is a function or [IRI] method for the default and at most
// one options value, named after it (XxxOptions), for the rest; the zero
// options value is the default. Options share one vocabulary: Schemes is the
// scheme table ([Schemes]; nil and empty mean [DefaultSchemes]), IDNA turns on
// IDNA processing of the hosts of [Scheme.DNSHost] schemes, IDNAProfile is its
// profile (nil means idna.Lookup, the browsers' non-transitional UTS #46
// mapping with the checks of RFC 5891 §5.4), and Grammar is the IRI grammar
// ([RFC3987], or [RFC3987bis] for draft-ietf-iri-3987bis-13).
//
// # Errors
//
// Five error types, each for what only it carries: [*ParseError] (the
// component and character at fault), [*ResolveError] (the base and the
// reference), [*HostError] (the host IDNA could not map, and why),
// [*CompareError] (which of two references keeps a comparison open) and
// [*Error] for everything else (query edits, origins, file paths, query
// charsets, code names, registrable domains). Each has Input (the caller's
// input), Offset (the byte in Input at fault), Rule (the ABNF rule or the
// clause broken, never prose) and Err, one of the Err variables, which Unwrap
// returns for [errors.Is]. Each message is one line that starts with "iri:",
// quotes the caller's input and shows unusual characters as code points. No
// function returns a partial result with an error, and none panics on input.
//
// # References
//
// RFC 3987 and RFC 3986; "3987bis-13" is draft-ietf-iri-3987bis-13,
// "comparison-02" draft-ietf-iri-comparison-02, and "Weber"
// draft-weber-iri-guidelines-01. The rules that govern a function are in its
// documentation: what IDNA does to hosts in [ToURIOptions], what stays
// percent-encoded in [IRI.ToIRI], what Display shows and the spoofing rules
// for host labels in [DisplayOptions], query pairs in [IRI.SetQueryPair].
package iri
