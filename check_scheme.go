package iri

// Scheme-specific checks: the rules that a scheme's specification adds on
// top of the generic syntax (RFC 3987 §5.3.3 and §7.1 leave them to each
// scheme), reported in the same Violation model as the generic checks.

import (
	"strings"
	"unicode/utf8"
)

// SchemeCheck appends to dst the violations of one scheme's own rules in x,
// with existing codes or CodeSchemeError and CodeSchemeWarning; Check panics
// at a Violation without a valid Code or with a span outside x.String().
type SchemeCheck func(dst []Violation, x IRI) []Violation

// SchemeChecks registers scheme checks by lowercase scheme name, only where a
// [CheckOptions] holds them: each entry adds to or overrides a built-in one, a nil
// entry turns it off; nil and empty mean no override.
type SchemeChecks map[string]SchemeCheck

// DefaultSchemeChecks returns a fresh copy of the built-in checks of http,
// https, urn, mailto, file, data, tag, did (W3C DID Core), ws and wss, with
// the codes at [Code]; each allocates nothing on a clean IRI of its scheme.
func DefaultSchemeChecks() SchemeChecks {
	return SchemeChecks{
		"http": chkHTTP, "https": chkHTTP,
		"urn": chkURN, "mailto": chkMailto, "file": chkFile,
		"data": chkData, "tag": chkTag, "did": chkDID,
		"ws": chkWS, "wss": chkWS,
	}
}

// builtinSchemeCheck returns the built-in check of scheme, compared
// without regard to ASCII case, without a map lookup or a lowercase copy
// on the path of every Check.
func builtinSchemeCheck(scheme string) SchemeCheck {
	switch len(scheme) {
	case 2:
		if schemeIs(scheme, "ws") {
			return chkWS
		}
	case 3:
		switch {
		case schemeIs(scheme, "urn"):
			return chkURN
		case schemeIs(scheme, "wss"):
			return chkWS
		case schemeIs(scheme, "tag"):
			return chkTag
		case schemeIs(scheme, "did"):
			return chkDID
		}
	case 4:
		switch {
		case schemeIs(scheme, "http"):
			return chkHTTP
		case schemeIs(scheme, "file"):
			return chkFile
		case schemeIs(scheme, "data"):
			return chkData
		}
	case 5:
		if schemeIs(scheme, "https") {
			return chkHTTP
		}
	case 6:
		if schemeIs(scheme, "mailto") {
			return chkMailto
		}
	}
	return nil
}

// schemeIs reports whether scheme is name, a lowercase name of the same
// length, without regard to ASCII case: only 'A'-'Z' and 'a'-'z' give a
// lowercase letter when or-ed with 0x20.
func schemeIs(scheme, name string) bool {
	for i := 0; i < len(name); i++ {
		if scheme[i]|0x20 != name[i] {
			return false
		}
	}
	return true
}

// lookup returns t's entry for scheme, compared without regard to ASCII
// case (RFC 3986 §3.1).
func (t SchemeChecks) lookup(scheme string) (SchemeCheck, bool) {
	var buf [32]byte
	key := buf[:0]
	for i := 0; i < len(scheme); i++ {
		ch := scheme[i]
		if 'A' <= ch && ch <= 'Z' {
			ch += 'a' - 'A'
		}
		key = append(key, ch)
	}
	f, ok := t[string(key)]
	return f, ok
}

// chkPort reports an empty port and a port that equals the scheme's
// default port (RFC 3986 §3.2.3: both should be omitted).
func chkPort(dst []Violation, x IRI, schemes Schemes) []Violation {
	colon := int(x.hostEnd)
	port := x.s[colon+1 : x.pathStart]
	if port == "" {
		return sv(dst, CodePortEmpty, ComponentPort, colon, colon+1,
			"the port of "+quoteLookalike(x.s, 64)+" is empty; omit the \":\" (RFC 3986 §3.2.3)")
	}
	sc, ok := schemes.Lookup(x.Scheme())
	if ok && sc.DefaultPort != "" && strings.TrimLeft(port, "0") == sc.DefaultPort {
		return sv(dst, CodePortDefault, ComponentPort, colon, colon+1+len(port),
			"port "+port+" is the default port of "+quoteLookalike(x.Scheme(), 64)+"; omit it (RFC 3986 §3.2.3)")
	}
	return dst
}

// sv appends one violation; the scheme checks' shorthand.
func sv(dst []Violation, code Code, comp Component, off, end int, msg string) []Violation {
	return append(dst, Violation{Code: code, Component: comp, Offset: off, Len: end - off, Message: msg})
}

// schemeSpan returns the offsets of the scheme and its ":", the place to
// report a rule about the IRI as a whole.
func schemeSpan(x IRI) (int, int) { return 0, int(x.schemeEnd) + 1 }

// authSpan returns the offsets of the authority with its "//".
func authSpan(x IRI) (int, int) { return int(x.authStart()) - 2, int(x.pathStart) }

// ---------------------------------------------------------------------------
// http, https: RFC 9110 §4.2. ws, wss: RFC 6455 §3.

// chkHTTP checks the http and https rules of RFC 9110 §4.2.1, §4.2.2 and
// §4.2.4: the authority and a non-empty host are required (a recipient
// must reject the IRI otherwise), and userinfo is deprecated. The ports
// are the generic rules' (PORT_EMPTY, PORT_DEFAULT); the fragment and the
// case of the scheme are not at issue.
func chkHTTP(dst []Violation, x IRI) []Violation {
	s := x.s
	scheme := x.Scheme()
	if x.flags&flagAuthority == 0 {
		a, b := schemeSpan(x)
		return sv(dst, CodeHTTPNoHost, ComponentScheme, a, b,
			quoteLookalike(s, 64)+" has no authority; an "+scheme+" IRI needs \"//\" and a host (RFC 9110 §4.2.1)")
	}
	if x.hostEnd == x.hostStart {
		a, b := authSpan(x)
		dst = sv(dst, CodeHTTPNoHost, ComponentHost, a, b,
			"the host of "+quoteLookalike(s, 64)+" is empty; a recipient must reject such an "+scheme+" IRI (RFC 9110 §4.2.1)")
	}
	if x.flags&flagUserinfo != 0 {
		dst = sv(dst, CodeHTTPUserinfo, ComponentUserinfo, int(x.authStart()), int(x.hostStart),
			"userinfo "+quoteLookalike(s[x.authStart():x.hostStart], 64)+" is deprecated in "+scheme+" IRIs (RFC 9110 §4.2.4)")
	}
	return dst
}

// chkWS checks the ws-URI and wss-URI rules of RFC 6455 §3: "//" and a
// host are required, the authority is a host and port only (no userinfo),
// and a fragment must not be used.
func chkWS(dst []Violation, x IRI) []Violation {
	s := x.s
	scheme := x.Scheme()
	switch {
	case x.flags&flagAuthority == 0:
		a, b := schemeSpan(x)
		dst = sv(dst, CodeWSNoHost, ComponentScheme, a, b,
			quoteLookalike(s, 64)+" has no host; a "+scheme+" IRI is \""+scheme+"://\" host [\":\" port] path [\"?\" query] (RFC 6455 §3)")
	case x.hostEnd == x.hostStart:
		a, b := authSpan(x)
		dst = sv(dst, CodeWSNoHost, ComponentHost, a, b,
			"the host of "+quoteLookalike(s, 64)+" is empty; a "+scheme+" IRI needs one (RFC 6455 §3)")
	}
	if x.flags&flagUserinfo != 0 {
		dst = sv(dst, CodeWSUserinfo, ComponentUserinfo, int(x.authStart()), int(x.hostStart),
			"userinfo "+quoteLookalike(s[x.authStart():x.hostStart], 64)+" is not part of a "+scheme+" IRI, whose authority is host and port (RFC 6455 §3)")
	}
	if x.flags&flagFragment != 0 {
		dst = sv(dst, CodeWSFragment, ComponentFragment, int(x.queryEnd), len(s),
			"fragment "+quoteLookalike(s[x.queryEnd:], 64)+" must not be used on a "+scheme+" IRI (RFC 6455 §3)")
	}
	return dst
}

// ---------------------------------------------------------------------------
// urn: RFC 8141 §2 and §5; urn:uuid, RFC 9562 §4; urn:oid, RFC 3061 §2.

// chkURN checks assigned-name = "urn" ":" NID ":" NSS and the r- and
// q-components of RFC 8141 §2 (the f-component is any fragment), the
// namespace rules of §5.1 (formal) and §5.2 (informal, "urn-" and a
// number), and the NSS of the urn:uuid (RFC 9562 §4) and urn:oid (RFC 3061
// §2) namespaces.
func chkURN(dst []Violation, x IRI) []Violation {
	s := x.s
	if x.flags&flagAuthority != 0 {
		a, b := authSpan(x)
		return sv(dst, CodeURNNID, ComponentPath, a, b,
			quoteLookalike(s, 64)+" has an authority where the namespace identifier belongs (RFC 8141 §2)")
	}
	ps, pe := int(x.pathStart), int(x.pathEnd)
	colon := strings.IndexByte(s[ps:pe], ':')
	if colon < 0 {
		if ps == pe {
			a, b := schemeSpan(x)
			return sv(dst, CodeURNNID, ComponentScheme, a, b,
				quoteLookalike(s, 64)+" has no namespace identifier and no namespace-specific string (RFC 8141 §2)")
		}
		return sv(dst, CodeURNNSS, ComponentPath, ps, pe,
			quoteLookalike(s, 64)+" has no \":\" and namespace-specific string after the namespace identifier "+quoteLookalike(s[ps:pe], 64)+" (RFC 8141 §2)")
	}
	nid := s[ps : ps+colon]
	nssStart := ps + colon + 1
	switch {
	case !urnNIDSyntax(nid):
		end := ps + colon
		if nid == "" {
			end = ps + 1 // the ":" itself
		}
		dst = sv(dst, CodeURNNID, ComponentPath, ps, end,
			"namespace identifier "+quoteLookalike(nid, 64)+" is not 2-32 letters, digits and hyphens that start and end with a letter or digit (RFC 8141 §2)")
	case len(nid) > 4 && asciiFold(nid[:4], "urn-"):
		if !urnNumber(nid[4:]) {
			dst = sv(dst, CodeURNInformalNID, ComponentPath, ps, ps+colon,
				"informal namespace identifier "+quoteLookalike(nid, 64)+" is not \"urn-\" and a number (RFC 8141 §5.2)")
		}
	case asciiFold(nid, "urn"):
		dst = sv(dst, CodeURNReservedNID, ComponentPath, ps, ps+colon,
			"namespace identifier \"urn\" repeats the scheme name; no namespace has it (RFC 8141 §5.1)")
	case isASCIILetter(nid[0]) && (nid[1] == '-' || len(nid) > 3 && nid[2] == '-' && isASCIILetter(nid[1])):
		dst = sv(dst, CodeURNReservedNID, ComponentPath, ps, ps+colon,
			"namespace identifier "+quoteLookalike(nid, 64)+" has a prefix of one or two letters and \"-\", which formal namespaces may not have (RFC 8141 §5.1)")
	}
	nss := s[nssStart:pe]
	switch {
	case nss == "":
		dst = sv(dst, CodeURNNSS, ComponentPath, ps+colon, ps+colon+1,
			"the namespace-specific string of "+quoteLookalike(s, 64)+" is empty (RFC 8141 §2)")
	case nss[0] == '/':
		dst = sv(dst, CodeURNNSS, ComponentPath, nssStart, nssStart+1,
			"namespace-specific string "+quoteLookalike(nss, 64)+" starts with \"/\" (RFC 8141 §2)")
	case asciiFold(nid, "uuid"):
		dst = chkUUID(dst, nss, nssStart)
	case asciiFold(nid, "oid"):
		if !oidSyntax(nss) {
			dst = sv(dst, CodeURNOID, ComponentPath, nssStart, pe,
				"OID "+quoteLookalike(nss, 64)+" is not numbers without leading zeros separated by \".\" (RFC 3061 §2)")
		}
	}
	if x.flags&flagQuery != 0 {
		dst = chkURNComponents(dst, s, int(x.pathEnd), int(x.queryEnd))
	}
	return dst
}

// chkURNComponents checks rq-components = ["?+" r-component] ["?="
// q-component], each component a pchar followed by pchar, "/" and "?"
// (RFC 8141 §2); s[q] is the "?" and s[q:end] the query with it.
func chkURNComponents(dst []Violation, s string, q, end int) []Violation {
	bad := func(dst []Violation, a, b int, why string) []Violation {
		return sv(dst, CodeURNComponents, ComponentQuery, a, b, "query "+quoteLookalike(s[q:end], 64)+" "+why+" (RFC 8141 §2)")
	}
	body := s[q+1 : end]
	if body == "" || body[0] != '+' && body[0] != '=' {
		return bad(dst, q, min(q+2, end), "is neither an r-component \"?+\" nor a q-component \"?=\"")
	}
	i := q + 1
	if body[0] == '+' {
		rEnd := end
		if k := strings.Index(s[i+1:end], "?="); k >= 0 {
			rEnd = i + 1 + k
		}
		if !urnComponentOK(s[i+1 : rEnd]) {
			return bad(dst, i, min(i+2, rEnd), "has an r-component that is empty or starts with \"/\" or \"?\"")
		}
		if rEnd == end {
			return dst
		}
		i = rEnd + 1 // the "=" of "?="
	}
	if !urnComponentOK(s[i+1 : end]) {
		return bad(dst, i, min(i+2, end), "has a q-component that is empty or starts with \"/\" or \"?\"")
	}
	return dst
}

// urnComponentOK: an r- or q-component starts with a pchar; the parser
// has checked the rest.
func urnComponentOK(c string) bool { return c != "" && c[0] != '/' && c[0] != '?' }

// urnNIDSyntax: NID = (alphanum) 0*30(ldh) (alphanum) (RFC 8141 §2).
func urnNIDSyntax(nid string) bool {
	if len(nid) < 2 || len(nid) > 32 || nid[0] == '-' || nid[len(nid)-1] == '-' {
		return false
	}
	for i := 0; i < len(nid); i++ {
		if c := nid[i]; !isASCIILetter(c) && !isASCIIDigit(c) && c != '-' {
			return false
		}
	}
	return true
}

// urnNumber: the number of an informal NID, digits without a leading zero
// (RFC 8141 §5.2).
func urnNumber(s string) bool {
	return s != "" && s[0] != '0' && strings.TrimLeft(s, "0123456789") == ""
}

// chkUUID checks the string form of RFC 9562 §4 (8-4-4-4-12 hex digits),
// whose hex digits are lowercase on output and case-insensitive on input.
func chkUUID(dst []Violation, nss string, off int) []Violation {
	ok := len(nss) == 36 && nss[8] == '-' && nss[13] == '-' && nss[18] == '-' && nss[23] == '-'
	upper := false
	for i := 0; ok && i < len(nss); i++ {
		c := nss[i]
		switch {
		case asciiClass[c]&cHex == 0:
			ok = c == '-' && (i == 8 || i == 13 || i == 18 || i == 23)
		case c <= 'F' && c >= 'A':
			upper = true
		}
	}
	if !ok {
		return sv(dst, CodeURNUUID, ComponentPath, off, off+len(nss),
			"UUID "+quoteLookalike(nss, 64)+" is not 32 hex digits grouped 8-4-4-4-12 (RFC 9562 §4)")
	}
	if upper {
		return sv(dst, CodeURNUUIDCase, ComponentPath, off, off+len(nss),
			"UUID "+quoteLookalike(nss, 64)+" has uppercase hex digits; UUIDs are written in lowercase (RFC 9562 §4)")
	}
	return dst
}

// oidSyntax: number *("." number), a number "0" or digits not starting
// with "0" (RFC 3061 §2).
func oidSyntax(s string) bool {
	for {
		arc, rest, more := strings.Cut(s, ".")
		if arc == "" || len(arc) > 1 && arc[0] == '0' || strings.TrimLeft(arc, "0123456789") != "" {
			return false
		}
		if !more {
			return true
		}
		s = rest
	}
}

// ---------------------------------------------------------------------------
// mailto: RFC 6068 §2.

// chkMailto checks mailtoURI = "mailto:" [to] [hfields] of RFC 6068 §2: to
// is addr-spec *("," addr-spec), each addr-spec percent-decoded being a
// dot-atom or quoted-string local part, "@", and a dot-atom or
// domain-literal domain (non-ASCII characters count as atext, RFC 6532
// §3.2); hfields is "?" hfield *("&" hfield), hfield = hfname "=" hfvalue
// of qchar.
func chkMailto(dst []Violation, x IRI) []Violation {
	s := x.s
	if x.flags&flagAuthority != 0 {
		a := int(x.schemeEnd) + 1
		return sv(dst, CodeMailtoAddress, ComponentPath, a, a+2,
			quoteLookalike(s, 64)+" has an authority; mailto addresses are in the path (RFC 6068 §2)")
	}
	ps, pe := int(x.pathStart), int(x.pathEnd)
	if ps < pe {
		for i := ps; i <= pe; {
			j := i + strings.IndexByte(s[i:pe], ',')
			if j < i {
				j = pe
			}
			if !addrSpec(pctDecode(s[i:j])) {
				a, b := i, j
				if a == b { // an empty address: point at its ","
					a, b = max(i-1, ps), max(i-1, ps)+1
				}
				dst = sv(dst, CodeMailtoAddress, ComponentPath, a, b,
					"address "+quoteLookalike(s[i:j], 64)+" is not an addr-spec, local-part \"@\" domain (RFC 6068 §2)")
			}
			i = j + 1
		}
	}
	if x.flags&flagQuery == 0 {
		return dst
	}
	qs, qe := int(x.pathEnd)+1, int(x.queryEnd)
	if qs == qe {
		return sv(dst, CodeMailtoHfield, ComponentQuery, qs-1, qs,
			"the header fields of "+quoteLookalike(s, 64)+" are empty after \"?\" (RFC 6068 §2)")
	}
	for i := qs; i <= qe; {
		j := i + strings.IndexByte(s[i:qe], '&')
		if j < i {
			j = qe
		}
		f := s[i:j]
		eq := strings.IndexByte(f, '=')
		switch {
		case eq < 0:
			a, b := i, j
			if a == b {
				a, b = i-1, i
			}
			dst = sv(dst, CodeMailtoHfield, ComponentQuery, a, b,
				"header field "+quoteLookalike(f, 64)+" is not hfname \"=\" hfvalue (RFC 6068 §2)")
		default:
			if k := mailtoBadQchar(f[:eq]); k >= 0 {
				dst = sv(dst, CodeMailtoHfield, ComponentQuery, i+k, i+k+1,
					"header field name "+quoteLookalike(f[:eq], 64)+" has "+quoteLookalike(f[k:k+1], 64)+", which must be percent-encoded (RFC 6068 §2)")
			} else if k := mailtoBadQchar(f[eq+1:]); k >= 0 {
				k += eq + 1
				dst = sv(dst, CodeMailtoHfield, ComponentQuery, i+k, i+k+1,
					"header field value "+quoteLookalike(f[eq+1:], 64)+" has "+quoteLookalike(f[k:k+1], 64)+", which must be percent-encoded (RFC 6068 §2)")
			}
		}
		i = j + 1
	}
	return dst
}

// mailtoBadQchar returns the index of the first byte of s that is not a
// qchar (unreserved, pct-encoded, "!$'()*+,;:@", or a non-ASCII
// character of the IRI form), or -1. The parser has checked everything
// but "/", "?" and "=".
func mailtoBadQchar(s string) int {
	return strings.IndexAny(s, "/?=")
}

// pctDecode percent-decodes s (without "%" it returns s itself).
func pctDecode(s string) string {
	d, _ := chkDecodeHost(s)
	return d
}

// addrSpec reports whether a is an addr-spec as RFC 6068 §2 restricts it:
// local-part = dot-atom-text / quoted-string, domain = dot-atom-text / "["
// *dtext-no-obs "]" (RFC 5322 §3.2.3-§3.4.1).
func addrSpec(a string) bool {
	var i int
	if a != "" && a[0] == '"' {
		i = 1
		for ; i < len(a) && a[i] != '"'; i++ {
			c := a[i]
			switch {
			case c == '\\':
				i++
				if i >= len(a) || a[i] < ' ' && a[i] != '\t' || a[i] == 0x7F {
					return false
				}
			case c < ' ' && c != '\t' || c == 0x7F:
				return false
			}
		}
		if i >= len(a) {
			return false
		}
		i++
	} else {
		at := strings.LastIndexByte(a, '@')
		if at < 0 || !dotAtom(a[:at]) {
			return false
		}
		i = at
	}
	if i >= len(a) || a[i] != '@' {
		return false
	}
	d := a[i+1:]
	if len(d) >= 2 && d[0] == '[' && d[len(d)-1] == ']' {
		for j := 1; j < len(d)-1; j++ {
			if c := d[j]; c < 33 || c > 126 || c == '[' || c == ']' || c == '\\' {
				return false
			}
		}
		return true
	}
	return dotAtom(d)
}

// dotAtom: 1*atext *("." 1*atext), atext extended with non-ASCII
// characters (RFC 5322 §3.2.3, RFC 6532 §3.2).
func dotAtom(s string) bool {
	if s == "" || s[0] == '.' || s[len(s)-1] == '.' || strings.Contains(s, "..") {
		return false
	}
	for i := 0; i < len(s); i++ {
		c := s[i]
		if c >= utf8.RuneSelf || c == '.' || isASCIILetter(c) || isASCIIDigit(c) {
			continue
		}
		if strings.IndexByte("!#$%&'*+-/=?^_`{|}~", c) < 0 {
			return false
		}
	}
	return true
}

// ---------------------------------------------------------------------------
// file: RFC 8089 §2 and Appendix E.

// chkFile checks file-URI = "file:" (("//" [file-auth] path-absolute) /
// path-absolute), file-auth = "localhost" / host (RFC 8089 §2): no
// userinfo, no port, an absolute path; "localhost" is the same as no host
// (§2), and DOS drive letters are the non-standard forms of Appendix E.2.
func chkFile(dst []Violation, x IRI) []Violation {
	s := x.s
	ps, pe := int(x.pathStart), int(x.pathEnd)
	if x.flags&flagAuthority != 0 {
		if x.flags&flagUserinfo != 0 {
			dst = sv(dst, CodeFileForm, ComponentUserinfo, int(x.authStart()), int(x.hostStart),
				"userinfo "+quoteLookalike(s[x.authStart():x.hostStart], 64)+" is not part of a file IRI, whose authority is a host (RFC 8089 §2)")
		}
		if asciiFold(x.Host(), "localhost") {
			dst = sv(dst, CodeFileLocalhost, ComponentHost, int(x.hostStart), int(x.hostEnd),
				"host "+quoteLookalike(x.Host(), 64)+" means the local machine, as an empty host does: \"file:///\" (RFC 8089 §2)")
		}
		if x.flags&flagPort != 0 {
			dst = sv(dst, CodeFileForm, ComponentPort, int(x.hostEnd), ps,
				"port "+quoteLookalike(s[x.hostEnd:ps], 64)+" is not part of a file IRI, whose authority is a host (RFC 8089 §2)")
		}
		if ps == pe {
			a, b := authSpan(x)
			return sv(dst, CodeFileForm, ComponentPath, a, b,
				quoteLookalike(s, 64)+" has no path; a file IRI needs an absolute path after the authority (RFC 8089 §2)")
		}
	}
	p := s[ps:pe]
	if p != "" && p[0] == '/' {
		if n := driveLetter(p[1:]); n > 0 {
			dst = sv(dst, CodeFileDriveLetter, ComponentPath, ps+1, ps+1+n,
				"path "+quoteLookalike(p, 64)+" starts with a DOS drive letter, a non-standard form (RFC 8089 Appendix E.2)")
		}
		return dst
	}
	if n := driveLetter(p); n > 0 {
		return sv(dst, CodeFileDriveLetter, ComponentPath, ps, ps+n,
			"path "+quoteLookalike(p, 64)+" is a DOS drive letter path, a non-standard form (RFC 8089 Appendix E.2)")
	}
	if p == "" {
		a, b := schemeSpan(x)
		return sv(dst, CodeFileForm, ComponentScheme, a, b,
			quoteLookalike(s, 64)+" has no path; a file IRI needs an absolute path (RFC 8089 §2)")
	}
	return sv(dst, CodeFileForm, ComponentPath, ps, pe,
		"path "+quoteLookalike(p, 64)+" is not absolute; a file IRI needs a path starting with \"/\" (RFC 8089 §2)")
}

// driveLetter returns the length of the drive letter that p starts with,
// "c:" or "c|" ("c%7C" in an IRI), followed by "/" or nothing, or 0 (RFC
// 8089 Appendix E.2, E.2.2).
func driveLetter(p string) int {
	n := 0
	switch {
	case len(p) < 2 || !isASCIILetter(p[0]):
		return 0
	case p[1] == ':':
		n = 2
	case len(p) >= 4 && p[1] == '%' && p[2] == '7' && p[3]|0x20 == 'c':
		n = 4
	default:
		return 0
	}
	if len(p) > n && p[n] != '/' {
		return 0
	}
	return n
}

// ---------------------------------------------------------------------------
// data: RFC 2397 §3.

// chkData checks dataurl = "data:" [mediatype] [";base64"] "," data of RFC
// 2397 §3, where mediatype = [type "/" subtype] *(";" parameter) with the
// tokens of RFC 2045 §5.1, and base64 data is of the base64 alphabet, in
// groups of four with "=" padding (RFC 2045 §6.8). The text before the
// fragment is the data, query included, since "?" is a urlchar.
func chkData(dst []Violation, x IRI) []Violation {
	s := x.s
	bs := int(x.schemeEnd) + 1
	be := int(x.queryEnd)
	comma := strings.IndexByte(s[bs:be], ',')
	if comma < 0 {
		a, b := schemeSpan(x)
		if bs < be {
			a, b = bs, be
		}
		return sv(dst, CodeDataSyntax, ComponentPath, a, b,
			quoteLookalike(s, 64)+" has no \",\" before its data (RFC 2397 §3)")
	}
	comma += bs
	m := s[bs:comma]
	b64 := false
	if len(m) >= 7 && asciiFold(m[len(m)-7:], ";base64") {
		b64 = true
		m = m[:len(m)-7]
	}
	if k := mediaTypeFault(pctDecode(m)); k != "" {
		dst = sv(dst, CodeDataMediaType, ComponentPath, bs, max(bs+len(m), bs+1),
			"media type "+quoteLookalike(m, 64)+" "+k+" (RFC 2397 §3)")
	}
	if b64 {
		d := s[comma+1 : be]
		if !base64OK(pctDecode(d)) {
			a, b := comma+1, be
			if a == b {
				a, b = comma, comma+1
			}
			dst = sv(dst, CodeDataBase64, ComponentPath, a, b,
				"data "+quoteLookalike(d, 64)+" is not base64 in groups of four (RFC 2397 §3, RFC 2045 §6.8)")
		}
	}
	return dst
}

// mediaTypeFault returns what is wrong with [type "/" subtype] *(";"
// attribute "=" value), or "".
func mediaTypeFault(m string) string {
	if m == "" {
		return ""
	}
	t, params, more := strings.Cut(m, ";")
	if t != "" {
		typ, sub, ok := strings.Cut(t, "/")
		if !ok || !mimeToken(typ) || !mimeToken(sub) {
			return "does not start with a type \"/\" subtype of tokens"
		}
	}
	for more {
		var p string
		p, params, more = strings.Cut(params, ";")
		attr, val, ok := strings.Cut(p, "=")
		if !ok || !mimeToken(attr) {
			return "has parameter " + quoteLookalike(p, 64) + " that is not attribute \"=\" value"
		}
		if !mimeToken(val) && !(len(val) >= 2 && val[0] == '"' && val[len(val)-1] == '"') {
			return "has parameter " + quoteLookalike(p, 64) + " whose value is neither a token nor a quoted string"
		}
	}
	return ""
}

// mimeToken: 1*<any CHAR except SPACE, CTLs and tspecials> (RFC 2045 §5.1).
func mimeToken(t string) bool {
	if t == "" {
		return false
	}
	for i := 0; i < len(t); i++ {
		if c := t[i]; c <= ' ' || c >= 0x7F || strings.IndexByte("()<>@,;:\\\"/[]?=", c) >= 0 {
			return false
		}
	}
	return true
}

// base64OK: the base64 alphabet in groups of four, up to two "=" at the end.
func base64OK(d string) bool {
	if len(d)%4 != 0 {
		return false
	}
	n := len(d)
	for n > 0 && len(d)-n < 2 && d[n-1] == '=' {
		n--
	}
	for i := 0; i < n; i++ {
		if c := d[i]; !isASCIILetter(c) && !isASCIIDigit(c) && c != '+' && c != '/' {
			return false
		}
	}
	return true
}

// ---------------------------------------------------------------------------
// Schemes of the form scheme ":" name ":" rest, without an authority: tag
// and did.

// The faults of chkColonPath.
const (
	chkHasAuthority = 1 + iota // "//" authority where the path's first part belongs
	chkNoColon                 // no ":" in the path (before any "/" if slash is set)
)

// chkColonPath returns the offset of the first ":" in the path of x, or
// the fault that keeps x from the form scheme ":" part ":" rest: an
// authority, or no such ":" (with slash, none before the first "/").
func chkColonPath(x IRI, slash bool) (colon, fault int) {
	if x.flags&flagAuthority != 0 {
		return 0, chkHasAuthority
	}
	p := x.s[x.pathStart:x.pathEnd]
	colon = strings.IndexByte(p, ':')
	if colon < 0 || slash && strings.IndexByte(p[:colon], '/') >= 0 {
		return 0, chkNoColon
	}
	return colon, 0
}

// chkPathSpan returns the span to report a fault of the whole path at: the
// path, or the scheme and ":" when the path is empty.
func chkPathSpan(x IRI) (int, int) {
	if x.pathStart < x.pathEnd {
		return int(x.pathStart), int(x.pathEnd)
	}
	return schemeSpan(x)
}

// ---------------------------------------------------------------------------
// tag: RFC 4151 §2.1.

// chkTag checks tagURI = "tag:" taggingEntity ":" specific, taggingEntity =
// authorityName "," date, authorityName a DNS name or an e-mail address,
// date = year ["-" month ["-" day]] (RFC 4151 §2.1). The specific part may
// hold "?" and is otherwise pchar and "/", which the parser has checked.
func chkTag(dst []Violation, x IRI) []Violation {
	s := x.s
	ps := int(x.pathStart)
	colon, bad := chkColonPath(x, false)
	switch bad {
	case chkHasAuthority:
		a, b := authSpan(x)
		return sv(dst, CodeTagSyntax, ComponentPath, a, b,
			quoteLookalike(s, 64)+" has an authority where the tagging entity belongs (RFC 4151 §2.1)")
	case chkNoColon:
		a, b := chkPathSpan(x)
		return sv(dst, CodeTagSyntax, ComponentPath, a, b,
			quoteLookalike(s, 64)+" has no tagging entity \"authority,date:\" (RFC 4151 §2.1)")
	}
	ent := s[ps : ps+colon]
	if why := tagEntityFault(ent); why != "" {
		return sv(dst, CodeTagSyntax, ComponentPath, ps, max(ps+colon, ps+1),
			"tagging entity "+quoteLookalike(ent, 64)+" "+why+" (RFC 4151 §2.1)")
	}
	return dst
}

// tagEntityFault returns what is wrong with authorityName "," date, or "".
func tagEntityFault(ent string) string {
	comma := strings.LastIndexByte(ent, ',')
	if comma < 0 {
		return "has no \",\" and date"
	}
	name, date := ent[:comma], ent[comma+1:]
	if at := strings.LastIndexByte(name, '@'); at >= 0 {
		local := name[:at]
		if local == "" || strings.Trim(local, "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789-._") != "" || !tagDNSName(name[at+1:]) {
			return "does not start with an e-mail address"
		}
	} else if !tagDNSName(name) {
		return "does not start with a DNS name"
	}
	if !tagDate(date) {
		return "has date " + quoteLookalike(date, 64) + ", not YYYY, YYYY-MM or YYYY-MM-DD"
	}
	return ""
}

// tagDNSName: DNScomp *("." DNScomp), DNScomp = alphaNum [*(alphaNum /
// "-") alphaNum].
func tagDNSName(n string) bool {
	if n == "" {
		return false
	}
	for {
		c, rest, more := strings.Cut(n, ".")
		if c == "" || c[0] == '-' || c[len(c)-1] == '-' {
			return false
		}
		for i := 0; i < len(c); i++ {
			if b := c[i]; !isASCIILetter(b) && !isASCIIDigit(b) && b != '-' {
				return false
			}
		}
		if !more {
			return true
		}
		n = rest
	}
}

// tagDate: year ["-" month ["-" day]], four, two and two digits, with a
// month 01-12 and a day 01-31.
func tagDate(d string) bool {
	digits := func(t string) bool { return strings.TrimLeft(t, "0123456789") == "" }
	if len(d) != 4 && len(d) != 7 && len(d) != 10 || !digits(d[:4]) {
		return false
	}
	if len(d) >= 7 {
		m := d[5:7]
		if d[4] != '-' || !digits(m) || m < "01" || m > "12" {
			return false
		}
	}
	if len(d) == 10 {
		day := d[8:10]
		if d[7] != '-' || !digits(day) || day < "01" || day > "31" {
			return false
		}
	}
	return true
}

// ---------------------------------------------------------------------------
// did: W3C DID Core §3.1 and §3.2.

// chkDID checks did = "did:" method-name ":" method-specific-id (W3C DID
// Core §3.1): method-name is 1*(%x61-7A / DIGIT), method-specific-id is
// *(*idchar ":") 1*idchar with idchar = ALPHA / DIGIT / "." / "-" / "_" /
// pct-encoded; a DID URL continues with path-abempty, query and fragment
// (§3.2), which the parser has checked.
func chkDID(dst []Violation, x IRI) []Violation {
	s := x.s
	ps, pe := int(x.pathStart), int(x.pathEnd)
	colon, bad := chkColonPath(x, true)
	switch bad {
	case chkHasAuthority:
		a, b := authSpan(x)
		return sv(dst, CodeDIDMethod, ComponentPath, a, b,
			quoteLookalike(s, 64)+" has an authority where the DID method belongs (DID Core §3.1)")
	case chkNoColon:
		a, b := chkPathSpan(x)
		return sv(dst, CodeDIDMethod, ComponentPath, a, b,
			quoteLookalike(s, 64)+" has no method name and \":\" method-specific-id (DID Core §3.1)")
	}
	method := s[ps : ps+colon]
	if method == "" || strings.Trim(method, "abcdefghijklmnopqrstuvwxyz0123456789") != "" {
		dst = sv(dst, CodeDIDMethod, ComponentPath, ps, max(ps+colon, ps+1),
			"method name "+quoteLookalike(method, 64)+" is not lowercase letters and digits (DID Core §3.1)")
	}
	is := ps + colon + 1
	ie := pe
	if k := strings.IndexByte(s[is:pe], '/'); k >= 0 {
		ie = is + k
	}
	id := s[is:ie]
	if id == "" || id[len(id)-1] == ':' || !didIDChars(id) {
		a, b := is, ie
		if a == b {
			a, b = is-1, is
		}
		dst = sv(dst, CodeDIDID, ComponentPath, a, b,
			"method-specific-id "+quoteLookalike(id, 64)+" is not idchars (letters, digits, \".\", \"-\", \"_\", percent-encodings) in \":\"-separated parts, the last not empty (DID Core §3.1)")
	}
	return dst
}

// didIDChars: idchar or ":" throughout (the parser has checked that "%"
// starts a triplet).
func didIDChars(id string) bool {
	for i := 0; i < len(id); i++ {
		c := id[i]
		if !isASCIILetter(c) && !isASCIIDigit(c) && strings.IndexByte(".-_%:", c) < 0 {
			return false
		}
	}
	return true
}
