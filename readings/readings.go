package readings

import (
	"net/netip"
	"net/url"
	"strconv"
	"strings"

	"golang.org/x/net/idna"

	"github.com/go-iri/iri"
	"github.com/go-iri/iri/whatwg"
)

// The readers, by the names Reading.Reader holds.
const (
	RFC3987     = "RFC 3987"            // iri.Parse: the strict grammar of RFC 3987 (and RFC 3986)
	UserInput   = "RFC 3987 user input" // iri.ParseUserInput, shown only where it differs from RFC3987
	URLStandard = "URL Standard"        // whatwg.Parse: the WHATWG URL Standard
	NetURL      = "net/url"             // Go's url.Parse
)

// Reading is how one reader sees the input. Err is not nil when the
// reader rejects it (an absolute URL is required of every reader); the
// other fields are then empty.
type Reading struct {
	Reader   string
	Err      error
	Scheme   string
	Userinfo string     // as the reader gives it, "" for none
	Host     string     // as the reader gives it (IPv6 in brackets), "" for none
	Addr     netip.Addr // the address when the reader reads the host as an IP address, in any form
	Port     string     // as written, or "" (the URL Standard drops a default port)
	Path     string     // as the reader gives it

	// Validation are the URL Standard's validation errors (its reading
	// only): what the parser repaired on its way.
	Validation []whatwg.ValidationError
}

// Verdict is the readings of one input and where they differ.
type Verdict struct {
	Input    string
	Readings []Reading
	// Differ names the components that the readers see differently, in
	// the order "accept" (some reject the input, others accept it),
	// "scheme", "userinfo", "host", "port", "path"; empty when they agree.
	Differ []string
}

// Agree reports whether every reader sees the input the same way; when
// every reader rejects it, they agree too.
func (v Verdict) Agree() bool { return len(v.Differ) == 0 }

// Host is the host every reader agrees on: the address of an IP host
// (IPv4-mapped IPv6 addresses unmapped) or the domain in lowercase ASCII,
// and false when the readers disagree on it or reject the input.
func (v Verdict) Host() (string, bool) {
	if !v.Agree() || len(v.Readings) == 0 || v.Readings[0].Err != nil {
		return "", false
	}
	k := hostKey(v.Readings[0])
	if a, ok := strings.CutPrefix(k, "ip "); ok {
		return a, true
	}
	return strings.TrimPrefix(k, "name "), true
}

// Read reads input with each reader and compares the readings: the
// scheme and the userinfo (percent-decoded), the host (an IP address by
// its value, a name percent-decoded, lowercased and mapped to ASCII with
// IDNA), the port (a default port is the scheme's) and the path
// (percent-decoded, dot segments removed). Paths are compared so, but a
// URL Standard path is percent-encoded where the others are not: the
// difference is in bytes sent, not in the resource.
func Read(input string) Verdict {
	v := Verdict{Input: input}
	strict := readRFC(input, iri.Parse, RFC3987)
	v.Readings = append(v.Readings, strict)
	if x, err := iri.ParseUserInput(input); err == nil {
		if y, err2 := iri.Parse(input); err2 != nil || x != y {
			v.Readings = append(v.Readings, readRFC(input, iri.ParseUserInput, UserInput))
		}
	}
	v.Readings = append(v.Readings, readWHATWG(input), readNetURL(input))
	v.Differ = compare(v.Readings)
	return v
}

// errNotAbsolute is a reference that a reader accepts only as a relative
// reference: no reader fetches it without a base.
type errNotAbsolute struct{ input string }

func (e errNotAbsolute) Error() string {
	return "readings: " + strconv.QuoteToASCII(e.input) + " is a relative reference, not an absolute URL (RFC 3986 §4.3)"
}

func readRFC(input string, parse func(string) (iri.IRI, error), name string) Reading {
	r := Reading{Reader: name}
	x, err := parse(input)
	if err == nil && !x.IsAbs() {
		err = errNotAbsolute{input}
	}
	if err != nil {
		r.Err = err
		return r
	}
	r.Scheme = x.Scheme()
	r.Userinfo = x.Userinfo()
	r.Host = x.Host()
	if a, ok := x.Addr(); ok {
		r.Addr = a
	}
	r.Port = x.Port()
	r.Path = x.Path()
	return r
}

func readWHATWG(input string) Reading {
	r := Reading{Reader: URLStandard}
	o := whatwg.ParseOptions{Report: func(e whatwg.ValidationError) { r.Validation = append(r.Validation, e) }}
	u, err := o.Parse(input)
	if err != nil {
		return Reading{Reader: URLStandard, Err: err}
	}
	r.Scheme = u.Scheme()
	r.Userinfo = u.Username()
	if p := u.Password(); p != "" {
		r.Userinfo += ":" + p
	}
	r.Host = u.Hostname()
	if a, ok := u.Addr(); ok {
		r.Addr = a
	}
	r.Port = u.Port()
	r.Path = u.Pathname()
	return r
}

func readNetURL(input string) Reading {
	r := Reading{Reader: NetURL}
	u, err := url.Parse(input)
	if err == nil && u.Scheme == "" {
		err = errNotAbsolute{input}
	}
	if err != nil {
		r.Err = err
		return r
	}
	r.Scheme = u.Scheme
	if u.User != nil {
		r.Userinfo = u.User.String()
	}
	r.Host = u.Hostname()
	if strings.HasPrefix(u.Host, "[") {
		r.Host = "[" + r.Host + "]"
	}
	if a, err := netip.ParseAddr(u.Hostname()); err == nil {
		r.Addr = a
	}
	r.Port = u.Port()
	if u.Opaque != "" {
		r.Path = u.Opaque
	} else {
		r.Path = u.EscapedPath()
	}
	return r
}

// compare names the components whose keys differ among the readings
// that accept the input.
func compare(rs []Reading) []string {
	var differ []string
	accepted := 0
	for _, r := range rs {
		if r.Err == nil {
			accepted++
		}
	}
	if accepted == 0 {
		return nil
	}
	if accepted < len(rs) {
		differ = append(differ, "accept")
	}
	keys := []struct {
		name string
		key  func(Reading) string
	}{
		{"scheme", func(r Reading) string { return strings.ToLower(r.Scheme) }},
		{"userinfo", userinfoKey},
		{"host", hostKey},
		{"port", portKey},
		{"path", pathKey},
	}
	for _, k := range keys {
		first, set := "", false
		for _, r := range rs {
			if r.Err != nil {
				continue
			}
			s := k.key(r)
			if !set {
				first, set = s, true
			} else if s != first {
				differ = append(differ, k.name)
				break
			}
		}
	}
	return differ
}

func userinfoKey(r Reading) string {
	user, pass, _ := strings.Cut(r.Userinfo, ":")
	if pass == "" {
		return whatwg.PercentDecode(user)
	}
	return whatwg.PercentDecode(user) + ":" + whatwg.PercentDecode(pass)
}

// hostKey is "ip " and the address, IPv4-mapped addresses unmapped, or
// "name " and the name as DNS would be asked it.
func hostKey(r Reading) string {
	if r.Addr.IsValid() {
		return "ip " + r.Addr.Unmap().String()
	}
	h := strings.ToLower(whatwg.PercentDecode(r.Host))
	if a, err := idna.Lookup.ToASCII(h); err == nil {
		h = a
	}
	return "name " + h
}

func portKey(r Reading) string {
	p := strings.TrimLeft(r.Port, "0")
	if r.Port != "" && p == "" {
		p = "0"
	}
	if p == "" {
		switch strings.ToLower(r.Scheme) {
		case "http", "ws":
			p = "80"
		case "https", "wss":
			p = "443"
		case "ftp":
			p = "21"
		}
	}
	return p
}

func pathKey(r Reading) string {
	p := whatwg.PercentDecode(r.Path)
	if p == "" && r.Host != "" {
		p = "/"
	}
	return removeDotSegments(p)
}

// removeDotSegments is RFC 3986 §5.2.4.
func removeDotSegments(in string) string {
	if !strings.Contains(in, ".") {
		return in
	}
	var out []string
	abs := strings.HasPrefix(in, "/")
	segs := strings.Split(in, "/")
	if abs {
		segs = segs[1:]
	}
	for i, s := range segs {
		last := i == len(segs)-1
		switch s {
		case ".":
			if last {
				out = append(out, "")
			}
		case "..":
			if len(out) > 0 {
				out = out[:len(out)-1]
			}
			if last {
				out = append(out, "")
			}
		default:
			out = append(out, s)
		}
	}
	s := strings.Join(out, "/")
	if abs {
		s = "/" + s
	}
	return s
}

// String is the verdict in one line: "agree" or "differ: host, port".
func (v Verdict) String() string {
	if v.Agree() {
		return "agree"
	}
	return "differ: " + strings.Join(v.Differ, ", ")
}
