// Package domain finds the public suffix and the registrable domain of a
// host, with the Public Suffix List (https://publicsuffix.org/list/) that
// golang.org/x/net/publicsuffix compiles in.
//
// The list is the one of the x/net version this module requires:
// x/net v0.62.0 carries public_suffix_list.dat at git revision
// d6c92f1bbb7433e5db7b8405c25d4035fb8ff376 of 2026-02-06 ([ListVersion]
// says which at run time). A newer list comes with a newer x/net.
//
// The package is apart from package iri so that programs that do not ask
// for a registrable domain do not carry the list: importing
// x/net/publicsuffix links its tables (about 89 KB) and, through
// net/http/cookiejar, the initialization of net/http (about 2.4 MB of a
// small program's binary), whether or not its functions are called.
//
// Hosts are DNS names as an IRI holds them: U-labels and A-labels alike
// ("bücher.example", "xn--bcher-kva.example", "BÜCHER.example"),
// percent-encoded octets, decoded as iri.Display decodes them (the
// registrable domain of "www.google%2ecom" is "google%2ecom", google.com
// as written), the label separators IDNA knows ("。"), a trailing root
// ".". The answer is the input's own trailing labels, as
// written: in the form of the input. IP addresses, single labels and
// public suffixes themselves have no registrable domain.
package domain

import (
	"errors"
	"net/netip"
	"strings"
	"unicode/utf8"

	"github.com/go-iri/iri"
	"golang.org/x/net/idna"
	"golang.org/x/net/publicsuffix"
)

// ErrNoRegistrableDomain is a host without one: an IP address, a public
// suffix, a single label.
var ErrNoRegistrableDomain = errors.New("domain: no registrable domain")

// ListVersion returns the version of the Public Suffix List compiled in,
// as golang.org/x/net/publicsuffix reports it.
func ListVersion() string { return publicsuffix.List.String() }

// PublicSuffix returns the public suffix of host (the longest matching
// rule of the list, the prevailing rule "*" if none matches), as written
// in host, and whether it comes from the ICANN section of the list rather
// than its private section or the default rule: "www.example.co.uk" gives
// "co.uk", true; "a.blogspot.com" gives "blogspot.com", false. An IP
// address is a [*iri.Error] of [ErrNoRegistrableDomain].
func PublicSuffix(host string) (suffix string, icann bool, err error) {
	return RegistrableOptions{}.PublicSuffix(host)
}

// Registrable returns the registrable domain of host, its public suffix
// and one more label ("eTLD+1"), as written in host: "www.bücher.example"
// gives "bücher.example". A host that is an IP address, a single label or
// a public suffix itself is a [*iri.Error] of
// [ErrNoRegistrableDomain].
func Registrable(host string) (string, error) {
	return RegistrableOptions{}.Registrable(host)
}

// RegistrableOptions finds public suffixes and registrable domains; the
// zero value is [PublicSuffix] and [Registrable].
type RegistrableOptions struct {
	// ICANNOnly ignores the private section of the list ("blogspot.com",
	// "github.io"): the site of "a.github.io" is then "github.io", as a
	// registrar sees it, rather than "a.github.io", as browsers see it.
	ICANNOnly bool
	// IDNAProfile maps labels that are not ASCII to A-labels; nil means
	// idna.Lookup. ASCII labels are only lowercased, so "_" passes.
	IDNAProfile *idna.Profile
}

// PublicSuffix is [PublicSuffix] with o's options.
func (o RegistrableOptions) PublicSuffix(host string) (suffix string, icann bool, err error) {
	h, err := o.lookup(host)
	if err != nil {
		return "", false, err
	}
	return host[labelStart(host, h.suffixLabels):], h.icann, nil
}

// Registrable is [Registrable] with o's options.
func (o RegistrableOptions) Registrable(host string) (string, error) {
	h, err := o.lookup(host)
	if err != nil {
		return "", err
	}
	if h.n <= h.suffixLabels {
		return "", &iri.Error{Input: host, Offset: 0, Err: ErrNoRegistrableDomain, Rule: "publicsuffix.org algorithm"}
	}
	return host[labelStart(host, h.suffixLabels+1):], nil
}

// maxLabels is the most labels a DNS name has: 127 of one octet each.
const maxLabels = 127

// hostLabels is what lookup finds out about a host.
type hostLabels struct {
	n            int // the number of labels
	suffixLabels int // how many of them are the public suffix
	icann        bool
}

// lookup maps the labels of host to lowercase A-labels and finds the
// public suffix.
func (o RegistrableOptions) lookup(host string) (hostLabels, error) {
	fail := func(at int, err error, rule string) (hostLabels, error) {
		return hostLabels{}, &iri.Error{Input: host, Offset: at, Err: err, Rule: rule}
	}
	switch {
	case host == "":
		return fail(0, iri.ErrInvalidHost, "RFC 1034 §3.1")
	case host[0] == '[':
		return fail(0, ErrNoRegistrableDomain, "IP-literal")
	}
	if looksNumeric(host) {
		if _, err := netip.ParseAddr(host); err == nil {
			return fail(0, ErrNoRegistrableDomain, "IPv4address")
		}
	}
	name := strings.TrimSuffix(host, ".") // the root label
	var h hostLabels
	a, last := name, 0 // the A-label form, and the offset of its last label in name
	if !lowerASCII(name) {
		var b strings.Builder
		b.Grow(len(name))
		start := 0
		for i := 0; i <= len(name); {
			size := 1
			if i < len(name) {
				if size = separatorAt(name, i); size == 0 {
					_, n := utf8.DecodeRuneInString(name[i:])
					i += n
					continue
				}
			}
			label := name[start:i]
			if label == "" {
				return fail(start, iri.ErrInvalidHost, "RFC 1034 §3.1")
			}
			if b.Len() > 0 {
				b.WriteByte('.')
			}
			last = b.Len()
			if asciiLabel(label) {
				for j := 0; j < len(label); j++ {
					c := label[j]
					if 'A' <= c && c <= 'Z' {
						c += 'a' - 'A'
					}
					b.WriteByte(c)
				}
			} else {
				al, f := o.aLabel(label)
				if f.err != nil {
					return fail(start+f.at, f.err, f.rule)
				}
				b.WriteString(al)
			}
			i += size
			start = i
		}
		a = b.String()
	}
	// Labels: none empty, at most 127; the last one not a number.
	start := 0
	for i := 0; i <= len(a); i++ {
		if i < len(a) && a[i] != '.' {
			continue
		}
		if i == start {
			if a != name {
				break // reported above
			}
			return fail(start, iri.ErrInvalidHost, "RFC 1034 §3.1")
		}
		h.n++
		last, start = start, i+1
	}
	if h.n > maxLabels {
		return fail(0, iri.ErrInvalidHost, "RFC 1034 §3.1")
	}
	if allDigits(a[last:]) {
		// No top-level domain is all-numeric (RFC 3696 §2): such a
		// host is an IPv4 address in another notation.
		return fail(labelStart(host, 1), ErrNoRegistrableDomain, "RFC 3696 §2")
	}
	suffix, icann := publicsuffix.PublicSuffix(a)
	for o.ICANNOnly && !icann {
		// The private rule matched; the ICANN rule that matches is
		// shorter, so it is the suffix of the name's parent.
		dot := strings.IndexByte(suffix, '.')
		if dot < 0 {
			break // the default rule "*"
		}
		suffix, icann = publicsuffix.PublicSuffix(suffix[dot+1:])
	}
	h.suffixLabels = strings.Count(suffix, ".") + 1
	h.icann = icann
	return h, nil
}

// labelStart returns the offset in host of the k-th label from the end
// (k >= 1), the root label of a trailing "." not counted.
func labelStart(host string, k int) int {
	end := len(host)
	if strings.HasSuffix(host, ".") {
		end--
	}
	// The starts of the labels, the separators written as they may be.
	var starts []int
	for i := 0; i < end; {
		if n := separatorAt(host[:end], i); n > 0 {
			starts = append(starts, i+n)
			i += n
			continue
		}
		_, n := utf8.DecodeRuneInString(host[i:end])
		i += n
	}
	if k > len(starts) {
		return 0
	}
	return starts[len(starts)-k]
}

// separatorAt returns the length of the label separator at s[i:], or 0:
// "." and the three characters UTS #46 maps to it, raw or
// percent-encoded ("%2E" is a dot to a resolver, as Display shows it).
func separatorAt(s string, i int) int {
	r, n := utf8.DecodeRuneInString(s[i:])
	if isLabelSeparator(r) {
		return n
	}
	if r != '%' {
		return 0
	}
	for _, enc := range [...]string{"%2e", "%e3%80%82", "%ef%bc%8e", "%ef%bd%a1"} {
		if len(s)-i >= len(enc) && strings.EqualFold(s[i:i+len(enc)], enc) {
			return len(enc)
		}
	}
	return 0
}

// lowerASCII reports whether name is lowercase ASCII that an ireg-name
// holds, without "%": its own A-label form.
func lowerASCII(name string) bool {
	for i := 0; i < len(name); i++ {
		if c := name[i]; c >= utf8.RuneSelf || 'A' <= c && c <= 'Z' || c == '%' || !regNameASCII(c) {
			return false
		}
	}
	return true
}

// asciiLabel reports whether label is ASCII that an ireg-name holds,
// without "%": its A-label form is itself, lowercased.
func asciiLabel(label string) bool {
	for i := 0; i < len(label); i++ {
		if c := label[i]; c >= utf8.RuneSelf || c == '%' || !regNameASCII(c) {
			return false
		}
	}
	return true
}

// looksNumeric reports whether host could be an IP address: it ends in a
// hex digit or holds ":".
func looksNumeric(host string) bool {
	c := host[len(host)-1]
	return '0' <= c && c <= '9' || 'a' <= c|0x20 && c|0x20 <= 'f' || strings.IndexByte(host, ':') >= 0
}

// fault is what is wrong with a label: the kind, the offset in the
// label, the rule.
type fault struct {
	err  error
	at   int
	rule string
}

// aLabel returns the lowercase A-label form of one label, or its fault.
func (o RegistrableOptions) aLabel(label string) (string, fault) {
	d := label
	if strings.IndexByte(label, '%') >= 0 {
		var err error
		if d, err = iri.Unescape(label); err != nil {
			return "", fault{iri.ErrInvalidPercent, strings.IndexByte(label, '%'), "pct-encoded"}
		}
		if !utf8.ValidString(d) {
			return "", fault{iri.ErrInvalidUTF8, 0, "3987bis-13 §3.4.2"}
		}
		for _, r := range d {
			if isLabelSeparator(r) {
				return "", fault{iri.ErrInvalidHost, 0, "RFC 3986 §3.2.2"}
			}
		}
	}
	ascii := true
	for i := 0; i < len(d); i++ {
		c := d[i]
		if c >= utf8.RuneSelf {
			ascii = false
			continue
		}
		if !regNameASCII(c) {
			at := i
			if d != label {
				at = 0
			}
			return "", fault{iri.ErrInvalidChar, at, "ireg-name"}
		}
	}
	if ascii {
		return strings.ToLower(d), fault{}
	}
	p := o.IDNAProfile
	if p == nil {
		p = idna.Lookup
	}
	a, err := p.ToASCII(d)
	if err != nil || a == "" || strings.IndexByte(a, '.') >= 0 {
		return "", fault{iri.ErrIDNA, 0, "UTS #46 §4"}
	}
	return a, fault{}
}

// regNameASCII reports whether c is unreserved or a sub-delim (RFC 3986
// §3.2.2).
func regNameASCII(c byte) bool {
	return 'a' <= c && c <= 'z' || 'A' <= c && c <= 'Z' || '0' <= c && c <= '9' ||
		strings.IndexByte("-._~!$&'()*+,;=", c) >= 0
}

// isLabelSeparator reports whether r separates labels: "." and the three
// characters UTS #46 maps to it.
func isLabelSeparator(r rune) bool {
	return r == '.' || r == '\u3002' || r == '\uFF0E' || r == '\uFF61'
}

// allDigits reports whether the label is a number, decimal or 0x hex.
func allDigits(l string) bool {
	if len(l) > 2 && l[0] == '0' && l[1] == 'x' {
		l = l[2:]
		for i := 0; i < len(l); i++ {
			if c := l[i]; !('0' <= c && c <= '9' || 'a' <= c && c <= 'f') {
				return false
			}
		}
		return true
	}
	for i := 0; i < len(l); i++ {
		if c := l[i]; c < '0' || c > '9' {
			return false
		}
	}
	return l != ""
}
