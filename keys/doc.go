// Package keys computes the lookup keys of web archives, of Safe Browsing
// and of crawlers: SURT as the Internet Archive's surt 0.3.1 computes it
// (the urlkey of CDX indexes), SSURT as the IIPC's urlcanon defines it,
// and Google's Safe Browsing canonical URL with its host-suffix and
// path-prefix expressions and their SHA-256 hashes.
//
// Every function works on the bytes of its input, as the references do:
// ill-formed UTF-8 is carried through, and only ASCII letters change case.
// Errors are of the one type [Error], whose Err is one of the sentinels
// ErrXxx.
package keys
