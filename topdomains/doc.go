// Package topdomains gives the top-domain list of a browser's IDN spoof
// checker as protected names for the host rules of package iri, in one
// line:
//
//	o := iri.DisplayOptions{HostOptions: iri.HostOptions{ProtectedNames: topdomains.Protected()}}
//
// The list is Chromium's components/url_formatter/spoof_checks/top_domains/
// domains.list (BSD-3-Clause, testdata/LICENSE), embedded in the package:
// 4,989 domains in 64,145 bytes, the 489 of its top bucket first. A host
// whose skeleton (UTS #39 §4) is that of one of them without being it, or
// under it, is shown with A-labels and reported as
// PROTECTED_NAME_LOOKALIKE. Importing the package costs the 64 KB of the
// list; Protected builds its map of 5,478 keys on its first call.
package topdomains
