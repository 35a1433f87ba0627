package keys

import (
	"regexp"
	"slices"
	"strconv"
	"strings"
)

// ia is the reference's IAURLCanonicalizer with o's options; the caller
// sorts the query (h.sortQuery), which it has room for.
func (o SURTOptions) ia(h *handy) {
	if !o.NoHostLowercase && !h.hostLower {
		h.host = lower(h.host)
	}
	if !o.NoHostMassage && h.host != "" && h.scheme != "dns" {
		h.host = o.massageHost(h.host)
	}
	if !o.NoPortStripDefault && h.port >= 0 {
		switch lower(h.scheme) {
		case "http":
			if h.port == 80 {
				h.port = -1
			}
		case "https":
			if h.port == 443 {
				h.port = -1
			}
		}
	}
	if o.PathStripEmpty && h.path == "/" {
		h.path = ""
	} else {
		// Lowercasing waits for print: the steps between ignore case.
		p := h.path
		h.lowerPath = !o.NoPathLowercase
		if !o.NoPathStripSessionID {
			p = stripPathSessionID(p)
		}
		if o.PathStripEmpty && p == "/" {
			p = ""
		}
		if !o.NoPathStripTrailingSlash && len(p) > 1 && p[len(p)-1] == '/' {
			p = p[:len(p)-1]
		}
		h.path = p
	}
	if h.hasQuery && h.query != "" {
		q := h.query
		if !o.NoQueryStripSessionID {
			q = stripQuerySessionID(q)
		}
		h.lowerQuery = !o.NoQueryLowercase
		if !o.NoQueryAlphaReorder {
			h.sortQuery = true
		}
		if q == "" && !o.NoQueryStripEmpty {
			h.hasQuery = false
		}
		h.query = q
	} else if !o.NoQueryStripEmpty {
		h.lastQ = false
	}
}

// massageHost removes "www", digits and "." from the start of host, as the
// reference's massageHost does, but for o's fixes.
func (o SURTOptions) massageHost(host string) string {
	if !strings.HasPrefix(host, "www") {
		return host
	}
	i := 3
	if o.Fixes&FixWWWDigits == 0 {
		for i < len(host) && '0' <= host[i] && host[i] <= '9' {
			i++
		}
	}
	if i >= len(host) || host[i] != '.' {
		return host
	}
	rest := host[i+1:]
	if o.Fixes&FixWWWLabel != 0 && !strings.Contains(rest, ".") {
		return host
	}
	return rest
}

// ci turns the ASCII letters of a pattern's literal text into classes
// that match either case, as Python's re.I does on bytes (Go's (?i)
// would also match "ſ" for "s" and "K" for "k").
func ci(lit string) string {
	var b strings.Builder
	for i := 0; i < len(lit); i++ {
		c := lit[i]
		if 'a' <= c|0x20 && c|0x20 <= 'z' {
			b.WriteString("[" + string(c|0x20) + string(c&^0x20) + "]")
		} else {
			b.WriteByte(c)
		}
	}
	return b.String()
}

// The reference's path session-id patterns (URLRegexTransformer),
// case-blind. RE2 picks the submatches a backtracking engine would, so
// these behave as Python's do, in linear time.
var pathSessionID = [2]*regexp.Regexp{
	regexp.MustCompile(`^(.*/)(\((?:[a-zA-Z]\([0-9a-zA-Z]{24}\))+\)/)([^?]+\.` + ci("aspx") + `.*)$`),
	regexp.MustCompile(`^(.*/)(\([0-9a-zA-Z]{24}\)/)([^?]+\.` + ci("aspx") + `.*)$`),
}

// containsFold reports whether s contains the lowercase ASCII sub, in any
// case.
func containsFold(s, sub string) bool {
	for i := 0; i+len(sub) <= len(s); i++ {
		if lowerByte(s[i]) == sub[0] && hasSuffixFold(s[:i+len(sub)], sub) {
			return true
		}
	}
	return false
}

// stripPathSessionID removes ASP.NET session ids ("/(S(…))/x.aspx") from
// a path, as the reference's stripPathSessionID does; "." in the patterns
// does not match "\n", as in Python.
func stripPathSessionID(p string) string {
	if strings.IndexByte(p, '(') < 0 || !strings.Contains(p, "/(") || !containsFold(p, ".aspx") {
		return p
	}
	for _, re := range pathSessionID {
		if m := re.FindStringSubmatchIndex(p); m != nil {
			p = p[m[2]:m[3]] + p[m[6]:m[7]]
		}
	}
	return p
}

// The session ids of stripQuerySessionID, in the order it strips them,
// one bit each in what sessionIDs returns.
const (
	idJSession = 1 << iota
	idPHPSess
	idSID
	idASPSession
	idCF
)

// sessionIDs returns the session ids that q may hold, a bit each: a "="
// after "sessionid" (jsessionid) or "sid" (phpsessid, sid) and 32 letters
// or digits that "&" or the end follows, a "=" after "cfid", a "=" after
// "aspsessionid" and eight more bytes, in any case. For an id whose bit is
// not set, no pattern of stripQuerySessionID matches.
func sessionIDs(q string) uint {
	var ids uint
	for i := strings.IndexByte(q, '='); i >= 0; {
		// All four end in "d", the last before "=" or eight bytes earlier.
		if i > 0 && q[i-1]|0x20 == 'd' {
			switch {
			case hasSuffixFold(q[:i], "cfid"):
				ids |= idCF
			case hasSuffixFold(q[:i], "sid"):
				if idValue(q[i+1:]) {
					ids |= idPHPSess | idSID
				}
			case hasSuffixFold(q[:i], "sessionid"):
				if idValue(q[i+1:]) {
					ids |= idJSession
				}
			}
		}
		if i >= 20 && q[i-9]|0x20 == 'd' && hasSuffixFold(q[:i-8], "aspsessionid") {
			ids |= idASPSession
		}
		j := strings.IndexByte(q[i+1:], '=')
		if j < 0 {
			break
		}
		i += j + 1
	}
	return ids
}

// idValue reports whether v starts with 32 letters or digits that "&" or
// the end of v follows, the value of a jsessionid, phpsessid or sid.
func idValue(v string) bool {
	if len(v) < 32 || len(v) > 32 && v[32] != '&' {
		return false
	}
	for i := 0; i < 32; i++ {
		if !isAlnum(v[i]) {
			return false
		}
	}
	return true
}

// hasSuffixFold reports whether s ends with the lowercase ASCII suffix,
// in any case.
func hasSuffixFold(s, suffix string) bool {
	if len(s) < len(suffix) {
		return false
	}
	s = s[len(s)-len(suffix):]
	for i := 0; i < len(s); i++ {
		if lowerByte(s[i]) != suffix[i] {
			return false
		}
	}
	return true
}

// stripQuerySessionID removes session ids from a query as the reference's
// stripQuerySessionID does with five patterns, one after the other, each
// once: ^(.*)(?:ID)(?:&(.*))?$ with ID one of jsessionid=[0-9a-z]{32},
// phpsessid=[0-9a-z]{32}, sid=[0-9a-z]{32} (which also ends longer
// names), ASPSESSIONID[a-z]{8}=[a-z]{24} and cfid=[^&]+&cftoken=[^&]+,
// case-blind. The greedy (.*) makes each remove the last match only, and
// the "&" before the id stays: "a=b&sid=<32>" becomes "a=b&".
func stripQuerySessionID(q string) string {
	// Only the patterns that may match run; a removal can make a match
	// for a later one (it joins the text around it), so that the ids are
	// looked for again after each.
	ids := sessionIDs(q)
	for ids != 0 {
		id := ids & -ids
		var r string
		switch id {
		case idJSession:
			r = stripID(q, "jsessionid", 0, 32, isAlnum)
		case idPHPSess:
			r = stripID(q, "phpsessid", 0, 32, isAlnum)
		case idSID:
			r = stripID(q, "sid", 0, 32, isAlnum)
		case idASPSession:
			r = stripID(q, "aspsessionid", 8, 24, isLetter)
		default:
			r = stripCFID(q)
		}
		ids &^= id
		if len(r) != len(q) {
			q = r
			ids = sessionIDs(q) &^ (id<<1 - 1)
		}
	}
	return q
}

func isAlnum(c byte) bool  { return isLetter(c) || '0' <= c && c <= '9' }
func isLetter(c byte) bool { return 'a' <= c|0x20 && c|0x20 <= 'z' }

// stripID applies the pattern ^(.*)(?:NAME[a-z]{extra}=V{n})(?:&(.*))?$,
// V the bytes valid accepts: the match with the last "=" wins, as the
// greedy (.*) makes it; q becomes group 1, then group 2 if not empty.
func stripID(q, name string, extra, n int, valid func(byte) bool) string {
	for i := strings.LastIndexByte(q, '='); i >= 0; i = strings.LastIndexByte(q[:i], '=') {
		p := i - extra - len(name)
		if p < 0 || !hasSuffixFold(q[:p+len(name)], name) || i+1+n > len(q) {
			continue
		}
		ok := true
		for k := p + len(name); k < i && ok; k++ {
			ok = isLetter(q[k])
		}
		for k := i + 1; k < i+1+n && ok; k++ {
			ok = valid(q[k])
		}
		end := i + 1 + n
		if !ok || end < len(q) && q[end] != '&' {
			continue
		}
		if end+1 < len(q) {
			return q[:p] + q[end+1:]
		}
		return q[:p]
	}
	return q
}

// stripCFID applies ^(.*)(?:cfid=[^&]+&cftoken=[^&]+)(?:&(.*))?$ (case-
// blind) as stripID does: the last "cfid=" that the rest fits wins. The
// candidates are tried from the right, with the two nearest "&" after
// each kept up to date, so that the cost stays linear.
func stripCFID(q string) string {
	a1, a2 := -1, -1 // the first two "&" after q[:p+5]
	for p := len(q) - 5; p >= 0; p-- {
		if k := p + 5; k < len(q) && q[k] == '&' {
			a1, a2 = k, a1
		}
		if q[p+4] != '=' || !hasSuffixFold(q[:p+4], "cfid") {
			continue
		}
		// cfid=[^&]+ runs to a1, then "&cftoken=" and [^&]+ to a2 or the end.
		if a1 < 0 || a1 == p+5 || a1+9 > len(q) || !hasSuffixFold(q[:a1+9], "&cftoken=") {
			continue
		}
		end := a2
		if end < 0 {
			end = len(q)
		}
		if end <= a1+9 {
			continue
		}
		if end+1 < len(q) {
			return q[:p] + q[end+1:]
		}
		return q[:p]
	}
	return q
}

// alphaReorderQuery sorts the "&"-separated pieces of q as the reference
// does: as tuples (key) or (key, value), split at the first "=", compared
// bytewise, a key alone before the same key with a value.
// With fold, pieces compare as if lowercased, as they will be printed.
func alphaReorderQuery(q string, fold bool) string {
	if p := sortQuery(q, fold, nil); p != nil {
		return strings.Join(p, "&")
	}
	return q
}

// sortQuery returns the pieces of q in alphaReorderQuery's order,
// appended to pieces, or nil if that order is q's own.
func sortQuery(q string, fold bool, pieces []string) []string {
	if len(q) <= 1 || strings.IndexByte(q, '&') < 0 {
		return nil
	}
	for {
		i := strings.IndexByte(q, '&')
		if i < 0 {
			pieces = append(pieces, q)
			break
		}
		pieces = append(pieces, q[:i])
		q = q[i+1:]
	}
	// Insertion sort: stable, and fast on the few, mostly sorted pieces
	// of a query; SortStableFunc beyond that.
	if len(pieces) > 16 {
		cmp := comparePairs
		if fold {
			cmp = comparePairsFold
		}
		if slices.IsSortedFunc(pieces, cmp) {
			return nil
		}
		slices.SortStableFunc(pieces, cmp)
		return pieces
	}
	moved := false
	for i := 1; i < len(pieces); i++ {
		p := pieces[i]
		j := i
		for j > 0 && comparePieces(pieces[j-1], p, fold) > 0 {
			pieces[j] = pieces[j-1]
			j--
		}
		if j != i {
			pieces[j] = p
			moved = true
		}
	}
	if !moved {
		return nil
	}
	return pieces
}

// comparePairs compares two query pieces as Python compares the tuples
// (key,) and (key, value) that the reference makes of them, splitting at
// the first "=": bytewise, but within the keys the end of a piece sorts
// first, then "=" (the end of a key with a value), then every other byte.
func comparePairs(a, b string) int { return comparePieces(a, b, false) }

// comparePairsFold is comparePairs on the lowercased pieces.
func comparePairsFold(a, b string) int { return comparePieces(a, b, true) }

func comparePieces(a, b string, fold bool) int {
	inKey := true
	for i := 0; ; i++ {
		if i == len(a) || i == len(b) {
			return len(a) - len(b)
		}
		x, y := a[i], b[i]
		if fold {
			x, y = lowerTable[x], lowerTable[y]
		}
		if x == y {
			if x == '=' {
				inKey = false
			}
			continue
		}
		if inKey {
			if x == '=' {
				return -1
			}
			if y == '=' {
				return 1
			}
		}
		return int(x) - int(y)
	}
}

// print is the reference's geturl_bytes with o's options; pieces, if not
// nil, are the query's pieces in the order to print them, joined with "&".
func (o SURTOptions) print(dst []byte, h *handy, pieces []string) []byte {
	host := h.host
	bracketed := h.brackets && o.Fixes&FixIPv6Brackets != 0 && host != ""
	if host != "" && o.RegistrableDomain != nil {
		host, _ = o.RegistrableDomain(host)
		bracketed = false
	}
	surt := !o.NoSURT
	reverse := surt && host != "" && !bracketed &&
		(!o.NoReverseIPAddr || !fourDigitGroups(host))
	switch {
	case o.WithScheme:
		dst = append(dst, h.scheme...)
		dst = append(dst, ':')
		if host != "" {
			if h.scheme != "dns" {
				dst = append(dst, '/', '/')
			}
			if surt {
				dst = append(dst, '(')
			}
		}
	case host == "":
		dst = append(dst, h.scheme...)
		dst = append(dst, ':')
	}
	if host != "" {
		switch {
		case bracketed:
			dst = append(dst, '[')
			dst = append(dst, host...)
			dst = append(dst, ']')
		case reverse:
			dst = appendReversedHost(dst, host)
		default:
			dst = append(dst, host...)
		}
		if h.port >= 0 {
			dst = append(dst, ':')
			dst = strconv.AppendInt(dst, int64(h.port), 10)
		}
		if surt {
			if o.TrailingComma {
				dst = append(dst, ',')
			}
			dst = append(dst, ')')
		}
	}
	if h.path != "" {
		dst = appendMaybeLower(dst, h.path, h.lowerPath)
	} else if h.hasQuery || h.frag != "" {
		dst = append(dst, '/')
	}
	if h.hasQuery {
		dst = append(dst, '?')
		if pieces == nil {
			dst = appendMaybeLower(dst, h.query, h.lowerQuery)
		}
		for i, p := range pieces {
			if i > 0 {
				dst = append(dst, '&')
			}
			dst = appendMaybeLower(dst, p, h.lowerQuery)
		}
	}
	if h.frag != "" {
		dst = append(dst, '#')
		dst = append(dst, h.frag...)
	}
	if h.lastQ {
		dst = append(dst, '?')
	}
	return dst
}

// appendReversedHost appends the labels of host in reverse order, joined
// with "," (the reference's hostToSURT).
func appendReversedHost(dst []byte, host string) []byte {
	for {
		i := strings.LastIndexByte(host, '.')
		if i < 0 {
			return append(dst, host...)
		}
		dst = append(dst, host[i+1:]...)
		dst = append(dst, ',')
		host = host[:i]
	}
}

// fourDigitGroups reports whether host matches (\d{1,3}\.){3}\d{1,3}, the
// hosts that reverse_ipaddr=False keeps as they are.
func fourDigitGroups(host string) bool {
	groups, n := 1, 0
	for i := 0; i < len(host); i++ {
		c := host[i]
		switch {
		case c == '.':
			if n == 0 || groups == 4 {
				return false
			}
			groups, n = groups+1, 0
		case '0' <= c && c <= '9' && n < 3:
			n++
		default:
			return false
		}
	}
	return groups == 4 && n > 0
}

// appendMaybeLower appends s, lowercased if lower.
func appendMaybeLower(dst []byte, s string, lower bool) []byte {
	n := len(dst)
	dst = append(dst, s...)
	if lower {
		t := dst[n:]
		for i := range t {
			t[i] = lowerTable[t[i]]
		}
	}
	return dst
}

// lowerTable maps each byte to its ASCII lowercase.
var lowerTable = func() (t [256]byte) {
	for c := range t {
		t[c] = lowerByte(byte(c))
	}
	return t
}()
