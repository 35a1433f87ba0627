// Package uts39 holds the data of UTS #39, "Unicode Security Mechanisms",
// and the lookups over it: the identifier status and type of each
// character (§3.1), its augmented script set (§5.1), the prototypes of
// confusables.txt and the skeleton (§4), and the restriction levels
// (§5.2). The tables (tables.go) are those of Unicode 17.0.0, written by
// gen_tables.go from the Unicode data in the module's
// testdata/unicode-security/; from the module root:
//
//	go generate ./internal/uts39/
//
// The rules that turn these properties into decisions about host labels
// are the root package's (spoof.go).
package uts39
