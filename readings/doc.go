// Package readings shows how different readers see one string: RFC 3987
// (the go-iri core's strict Parse, and ParseUserInput where it differs),
// the WHATWG URL Standard (browsers, Node, Deno, Cloudflare Workers:
// package whatwg) and Go's net/url (what net/http connects to), and gives
// a verdict: every reader agrees, or which components differ.
//
// A guard that checks a URL with one parser while a client fetches it with
// another is the root of a class of attacks (server-side request forgery,
// open redirects): "http://127.0.0.1:6666\@1.1.1.1", "http://0x7f.1/",
// percent-encoded hosts, backslashes, stripped tabs. OWASP's SSRF guidance
// treats a disagreement between parsers as a rejection; Verdict.Agree is
// that test.
package readings
