// Package whatwg is the WHATWG URL Standard (https://url.spec.whatwg.org/)
// in pure Go: the basic URL parser of browsers, Node, Deno and Cloudflare
// Workers, with a base, special and non-special schemes, hosts (domain to
// ASCII with UTS #46, IPv4 in every form the Standard accepts, IPv6,
// opaque hosts), the percent-encode sets, Windows drive letters in file
// URLs, serialization, origins, validation errors, and the
// application/x-www-form-urlencoded parser and serializer, and the setters.
//
// A URL is a value: the serialization and the offsets of its components,
// comparable with ==. Parsing an input that is already its own
// serialization allocates nothing.
//
// The Standard and RFC 3986/3987 disagree on many strings; the readings
// of one string by this package, the go-iri core and net/url are compared
// by package github.com/go-iri/iri/readings.
//
// The setters of the Standard's API (url.host = "..." in JavaScript) are
// methods that return a new URL: SetHost, SetPathname, and the others.
//
// Conformance: every case of the web-platform-tests files urltestdata.json,
// setters_tests.json, toascii.json, IdnaTestV2.json and
// percent-encoding.json in testdata/wpt passes, with the exceptions the
// tests name: six cases where the Standard changed after the snapshot (a
// space before "?" or "#" in an opaque path is now "%20"), and IdnaTestV2
// cases that depend on the Unicode version of x/net/idna's tables
// (idna.UnicodeVersion).
package whatwg
