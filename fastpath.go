package iri

// The common shape of a reference, parsed in one pass.
//
// Most references on the web are ASCII and have the shape
//
//	[scheme ":"] ["//" ireg-name [":" port]] ipath ["?" iquery] ["#" ifragment]
//
// with a short lowercase scheme, usually no userinfo and no IP literal.
// parseFast parses that shape in one function, without the call structure of the
// recursive-descent parser, with the same scanner (scanRun, so non-ASCII
// characters are handled as there), and gives up (ok == false) on
// anything else: a character a component does not allow, a scheme with
// uppercase letters or longer than seven letters. An authority other than
// ireg-name [":" port] (userinfo, an IP literal) is left to the full
// parser's rule for it, after which the fast path goes on.
// parse then starts over with the full parser, which decides, so
// parseFast never rejects anything and never reports an error. When it
// succeeds its IRI is the one the full parser returns: FuzzParseFast
// checks that on every input, in every mode.

// parseFast sets *x to the IRI of s, parsed in the given mode, and
// reports true, if s has the common shape above; otherwise it reports
// false, leaving *x partly written. (A pointer rather than a result:
// parse returns *x as it is, without one more copy of the IRI.)
func parseFast(x *IRI, s string, mode uint8) bool {
	n := len(s)
	i, first := 0, 0 // s[i:first] is known to be path characters
	// The scheme: up to seven lowercase letters and ":" (the scheme rule of
	// RFC 3986 §3.1 allows more, which the full parser handles).
	if c := lowerPrefix(s); c > 0 && c < 8 && s[c] == ':' {
		x.schemeEnd = int32(c)
		i, first = c+1, c+1
	} else {
		// No scheme if the first segment has no ":" (RFC 3986 Appendix
		// B): it must then be isegment-nz-nc (RFC 3987 ipath-noscheme).
		// lowerPrefix has vouched for s[:c]; most first segments end
		// there, at the "/" of a relative path, or have none at all.
		first = min(c, n)
		if first < n && s[first] != '/' && s[first] != '?' && s[first] != '#' {
			first = scanRun(s, first, cNoColon, false, mode)
			if first < n && s[first] != '/' && s[first] != '?' && s[first] != '#' {
				return false
			}
		}
	}
	// The authority: ireg-name [ ":" port ], ending at "/", "?", "#" or
	// the end (RFC 3986 §3.2).
	x.hostStart, x.hostEnd = int32(i), int32(i)
	if first == i && i+1 < n && s[i] == '/' && s[i+1] == '/' {
		hs := i + 2
		he := scanRun(s, hs, cRegName, false, mode)
		i = he
		if i < n && s[i] == ':' {
			x.flags |= flagPort
			for i++; i < n && asciiClass[s[i]]&cDigit != 0; i++ {
			}
		}
		if i == n || s[i] == '/' || s[i] == '?' || s[i] == '#' {
			x.flags |= flagAuthority
			x.hostStart, x.hostEnd = int32(hs), int32(he)
			x.hostKind = HostRegName
			if ipv4address(s[hs:he]) {
				x.hostKind = HostIPv4
			}
		} else {
			// Userinfo, an IP literal, or an error: the full parser's
			// rule for the authority decides, and the fast path goes on
			// after it.
			p := parser{s: s, mode: mode}
			if i = p.iauthority(hs); i < 0 {
				return false
			}
			x.flags = x.flags&^flagPort | p.flags
			x.hostStart, x.hostEnd = int32(p.hostStart), int32(p.hostEnd)
			x.hostKind = p.hostKind
		}
	}
	// The path, query and fragment (RFC 3987 ipath-*, iquery, ifragment).
	x.pathStart = int32(i)
	i = scanRun(s, max(i, first), cPath, false, mode)
	x.pathEnd = int32(i)
	if i < n && s[i] == '?' {
		x.flags |= flagQuery
		i = scanRun(s, i+1, cQuery, true, mode)
	}
	x.queryEnd = int32(i)
	if i < n && s[i] == '#' {
		x.flags |= flagFragment
		i = scanRun(s, i+1, cQuery, false, mode)
	}
	if i != n {
		return false
	}
	x.s = s
	return true
}
