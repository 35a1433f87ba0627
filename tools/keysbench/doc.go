// Package keysbench compares the Safe Browsing canonicalization of package
// keys with google/safebrowsing's (its unexported canonicalURL, reached
// with go:linkname) and with nlnwa/whatwg-url's GoogleSafeBrowsing
// profile, on the Common Crawl references resolved against their bases;
// and the SURT keys per second. It is a module of its own so that the
// core module does not depend on them.
//
//	cd tools/keysbench && go test -bench . -benchmem -count 5 | benchstat -col /impl -
package keysbench
