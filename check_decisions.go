package iri

// Check's entry points: the findings of check.go merged with the
// decisions that Display (display.go) makes with the same host options,
// so that every decision Display reports, Check reports with the same
// code at the same offset; Check's scheme and syntax findings are its own.

import (
	"strings"
	"unicode/utf8"
)

// Check reports the violations that the zero [CheckOptions] finds in x.
func (x IRI) Check() []Violation {
	return zeroCheckOptions.checkDecided(x)
}

// Check reports the violations in x (meant to come from this package's
// parsers) by Offset, then Code, then Len, or nil. Every decision that
// [DisplayOptions.Display] reports with the same HostOptions, Check
// reports with the same code at the same offset, USERINFO_HIDDEN aside:
// every label of a Scheme.DNSHost host that Display shows as its A-label,
// with every rule it breaks (the host rules of [DisplayOptions]), whether
// x spells it as a U-label or an A-label, and every character Display
// keeps percent-encoded. A clean IRI costs no allocation but the IDNA
// lookups and the host decision of an internationalized host (a few per
// label) and the probes of a ZWNJ not after a virama.
func (o CheckOptions) Check(x IRI) []Violation {
	return o.checkDecided(x)
}

// checkDecided is Check. An IRI that passes the quick test
// (chkQuickClean) has no finding but its scheme's, and Display decides
// nothing on it either; any other goes to checkRest.
func (o *CheckOptions) checkDecided(x IRI) []Violation {
	// The scheme checks are on by default because a scheme's rules are part
	// of what the specifications say about an IRI: a recipient must reject
	// "http:foo" (RFC 9110 §4.2.1).
	f := o.schemeCheck(x.s[:x.schemeEnd])
	// A protected name's look-alike may be all ASCII ("paypa1.com").
	if chkQuickClean(x) && (o.ProtectedNames == nil || x.hostKind != HostRegName ||
		!protectedASCIIHit(x.s[x.hostStart:x.hostEnd], o.ProtectedNames)) {
		if f == nil && (o.NoSchemeChecks || x.flags&flagPort == 0) {
			return nil
		}
		return chkSort(o.schemeViolations(nil, x, f))
	}
	return o.checkRest(x, f)
}

// checkRest is Check on an IRI that failed the quick test, with its
// scheme check f: checkHost's findings, and Display's decisions that
// checkHost does not make at the same place: characters Display decodes
// from percent-encodings, characters outside Scripts, components a hidden
// character leaves mixed in direction. (An IRI that passes the quick test
// is ASCII, its percent-encodings ASCII, with no userinfo and no host that
// is percent-encoded, an A-label, an embedded IPv4 address or a protected
// name's look-alike: Display shows it without a decision, lowercasing the
// host perhaps, which is no decision.)
func (o *CheckOptions) checkRest(x IRI, f SchemeCheck) []Violation {
	out, hostDecided := o.checkHost(x, f)
	var ds []Violation
	if h := x.s[x.hostStart:x.hostEnd]; x.flags&flagUserinfo == 0 && (hostDecided || isASCII(h) && strings.IndexByte(h, '%') < 0) {
		// No userinfo, and a host on which Display decides by the rules
		// checkHost applies (EMBEDDED_IPV4, PERCENT_ENCODED_HOST, the host
		// decision; TestCheckDisplayAgree): Display's own decisions are
		// those on the path, query and fragment, and only on those that
		// need them (textNeedsDisplay).
		var need [ComponentFragment + 1]bool
		some := false
		cs, n := chkComps(x)
		for _, cp := range cs[:n] {
			if cp.c >= ComponentPath {
				need[cp.c] = o.textNeedsDisplay(x.s[cp.start:cp.end], cp.c, out)
				some = some || need[cp.c]
			}
		}
		if !some {
			return out
		}
		ds = DisplayOptions{HostOptions: o.HostOptions}.textDecisions(x, need[ComponentPath], need[ComponentQuery], need[ComponentFragment])
	} else {
		// An IRI whose findings are all of a host that had the host
		// decision (Display's own), and whose percent-encodings decode to
		// nothing Display keeps, gives Display nothing to decide that
		// Check does not.
		if len(o.Scripts) == 0 && (strings.IndexByte(x.s, '%') < 0 || displayQuiet(x.s)) {
			quiet := true
			for _, v := range out {
				quiet = quiet && v.Component == ComponentHost && hostDecided
			}
			if quiet {
				return out
			}
			if isASCII(x.s) && strings.IndexByte(x.Host(), '%') < 0 {
				// An ASCII IRI whose host is not percent-encoded and whose
				// other percent-encodings Display shows without a decision:
				// Display decides only on its host and userinfo, which
				// checkHost judges by the same rules (EMBEDDED_IPV4,
				// PERCENT_ENCODED_HOST, USERINFO_LOOKS_LIKE_HOST, the host
				// decision), so Display need not run (TestCheckDisplayAgree).
				return out
			}
		}
		_, ds = DisplayOptions{HostOptions: o.HostOptions, KeepUserinfo: true}.Display(x)
	}
	n := len(out)
	for _, d := range ds {
		if d.Code == CodeUserinfoHidden || o.ignoredCode(d.Code) {
			continue
		}
		dup := false
		for _, v := range out[:n] {
			if v.Code == d.Code && v.Offset == d.Offset {
				dup = true
				break
			}
		}
		if !dup {
			out = append(out, d)
		}
	}
	if len(out) > n {
		out = dropNFKCUnderNFC(out, n)
		out = chkSort(out)
	}
	return out
}

// dropNFKCUnderNFC removes the NOT_NFKC findings of out[:n] that a
// NOT_NFC decision of out[n:] covers in part, as chkNorm leaves out those
// that its own NOT_NFC findings cover: text that is not in NFC is
// reported as such, not also as not in NFKC.
func dropNFKCUnderNFC(out []Violation, n int) []Violation {
	k := 0
	for i, v := range out {
		if i < n && v.Code == CodeNotNFKC {
			covered := false
			for _, w := range out[n:] {
				covered = covered || w.Code == CodeNotNFC && w.Offset < v.Offset+v.Len && v.Offset < w.Offset+w.Len
			}
			if covered {
				continue
			}
		}
		out[k] = v
		k++
	}
	return out[:k]
}

// textNeedsDisplay reports whether Display may decide on the path, query
// or fragment seg (component c) anything that Check's findings out do not
// say: not for ASCII without "%"; not for text without findings (but the
// two that no rule of Display answers to) whose percent-encodings are
// quiet (displayQuiet), since Display judges raw
// characters by the rules of Check's characters, NFC and bidi checks
// (bidi parts split at the same bytes); always with Scripts, Ignore or
// WholeComponents, which make Check's rules differ from Display's.
func (o *CheckOptions) textNeedsDisplay(seg string, c Component, out []Violation) bool {
	if plainASCII(seg) {
		return false
	}
	if len(o.Scripts) > 0 || len(o.Ignore) > 0 || o.WholeComponents {
		return true
	}
	for _, v := range out {
		// BIDI_DIGITS_NEXT_TO_RTL and NOT_NFKC are Check's own: Display
		// has no rule that answers to them.
		if v.Component == c && v.Code != CodeBidiDigitsNextToRTL && v.Code != CodeNotNFKC {
			return true
		}
	}
	return strings.IndexByte(seg, '%') >= 0 && !displayQuiet(seg)
}

// displayQuiet reports whether every percent-encoding of s decodes to
// ASCII, to octets that are not UTF-8 (which Check judges as Display
// does), or to characters Display shows without a decision whatever
// their context: no rule of charDisplayRule, not kept by ToIRI, no
// joiner, left-to-right or neutral, and a starter in NFC that composes
// with no character before it (nor, raw, after it), so that no part of
// the display changes its NFC or bidi verdict by it.
func displayQuiet(s string) bool {
	for i := 0; i < len(s); i++ {
		if s[i] != '%' || i+2 >= len(s) {
			continue
		}
		r, n := pctSeq(s, i, len(s))
		switch {
		case n == 0:
			i += 2
			continue
		case r < utf8.RuneSelf:
			i += 2
			continue
		}
		if factsOf(r)&factQuiet == 0 || i+3*n < len(s) && s[i+3*n] >= utf8.RuneSelf {
			return false // or a raw character after it that may compose with it
		}
		i += 3*n - 1
	}
	return true
}
