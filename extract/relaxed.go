package extract

import (
	"strings"
	"unicode/utf8"
)

// fileExtensions are the top-level domains that are also common file-name
// extensions (Markdown, Python, Rust, shell, Perl, C++, C#, make, ML,
// Terraform, shared objects, PostScript, archives, movies): a name that
// ends in one of them is taken without a scheme only when a path, a query,
// a fragment or a port follows it, so that "README.md", "setup.py" and
// "main.rs" are not taken, and "example.md/page" is.
var fileExtensions = []string{"cc", "cs", "md", "mk", "ml", "mov", "pl", "pm", "ps", "py", "rs", "sh", "so", "tf", "zip"}

// atDot tries the "." at s[j] as one inside a host name written without a
// scheme (relaxed mode).
func (e *engine) atDot(s string, j, floor int) result {
	if j+1 == len(s) || s[j+1] < utf8.RuneSelf && asciiClass[s[j+1]]&cLDH == 0 {
		// The full stop of a sentence: a name has a label after its
		// first dot, and the search never stands inside a run of labels
		// but at the end of a match, which floor bounds.
		return result{next: j + 1}
	}
	b, ok := backLabels(s, j, floor, maxHost, false)
	if !ok {
		// A run of labels longer than a name: skip a name's length of it.
		return result{next: max(forwardLabels(s, j, j+maxHost), j+1)}
	}
	f := forwardLabels(s, j, b+maxHost)
	reject := result{next: max(f, j+1)}
	if !boundaryBefore(s, b, floor) {
		return reject
	}
	hostEnd := f
	for hostEnd > j && s[hostEnd-1] == '.' {
		hostEnd-- // the root label, or the full stop of a sentence
	}
	if strings.HasPrefix(s[hostEnd:], "://") {
		return reject // a scheme with dots ("www.x.y://"), which atColon takes
	}
	b = afterSpaceless(s, b, j)
	host := s[b:hostEnd]
	n := labelCount(host)
	if n < 2 {
		return reject
	}
	www := n >= 3 && len(host) > 4 && strings.EqualFold(host[:4], "www.")
	last := host[strings.LastIndexByte(host, '.')+1:]
	if !www && !e.isSuffix(last) {
		return reject
	}
	quote, _ := opener(s, b, floor)
	end, long := e.runEnd(s, b, hostEnd, b, quote)
	if long {
		return result{kind: tooLong, next: end}
	}
	if hostEnd < end && (s[hostEnd] == '\'' || strings.HasPrefix(s[hostEnd:], "’")) {
		end = hostEnd // a possessive: "example.com's"
	}
	t := trimEnd(s, b, end)
	if t < hostEnd {
		return reject
	}
	if t > hostEnd {
		if c := s[hostEnd]; c != '/' && c != '?' && c != '#' && c != ':' {
			return reject // followed by neither a path nor the end
		}
	}
	r := e.take(s, b, end, webPrefix, len(webPrefix)+len(host)-1)
	if r.kind == found && r.end == hostEnd && !www && isFileExtension(last) {
		return result{next: r.next} // "README.md", "setup.py"
	}
	if r.kind == none {
		r.next = max(r.next, j+1)
	}
	return r
}

// isSuffix reports whether the last label of a name is a public suffix of
// the ICANN section of the list: a top-level domain. Without a
// PublicSuffix function no name but a www. name is taken.
func (e *engine) isSuffix(last string) bool {
	if e.suffix == nil || len(last) < 2 {
		return false // every top-level domain has two letters or more
	}
	upper, lower := false, false
	for i := 0; i < len(last); i++ {
		c := last[i]
		upper = upper || 'A' <= c && c <= 'Z'
		lower = lower || 'a' <= c && c <= 'z'
		if '0' <= c && c <= '9' {
			return false // no top-level domain has digits: "1.5", "v2.0"
		}
	}
	if upper && lower {
		return false // "ended.Next day": a sentence run into the next
	}
	suffix, icann, err := e.suffix(last)
	return err == nil && icann && suffix == last
}

// isFileExtension reports whether label is one of fileExtensions, in any case.
func isFileExtension(label string) bool {
	for _, x := range fileExtensions {
		if strings.EqualFold(x, label) {
			return true
		}
	}
	return false
}

// backLabels returns where the labels and dots before s[j] start, going
// back at most limit bytes and not before floor; local takes the
// characters of an e-mail local part instead. ok is false when the limit
// cuts a longer run.
func backLabels(s string, j, floor, limit int, local bool) (b int, ok bool) {
	b = j
	lo := max(floor, j-limit, 0)
	for b > lo && s[b-1] < utf8.RuneSelf && (local && asciiClass[s[b-1]]&cLocal != 0 || !local && (asciiClass[s[b-1]]&cLDH != 0 || s[b-1] == '.')) {
		b-- // the ASCII fast path of the loop below
	}
	for b > lo {
		r, size := lastRune(s, b)
		if !labelChar(r, local) || b-size < lo {
			break
		}
		b -= size
	}
	return b, b > lo || lo == floor || !continuesBack(s, b, local)
}

// labelChar reports whether r continues a run of labels and dots (or,
// with local, of an e-mail local part).
func labelChar(r rune, local bool) bool {
	if r >= utf8.RuneSelf {
		return isLabelRune(r)
	}
	if local {
		return asciiClass[r]&cLocal != 0
	}
	return asciiClass[r]&cLDH != 0 || r == '.'
}

// continuesBack reports whether the character before s[b] would continue
// a run of labels (or of a local part).
func continuesBack(s string, b int, local bool) bool {
	if b == 0 {
		return false
	}
	r, _ := lastRune(s, b)
	return labelChar(r, local)
}

// forwardLabels returns the end of the labels and dots from s[j], at most
// up to limit.
func forwardLabels(s string, j, limit int) int {
	i := j
	for i < len(s) && i < limit {
		c := s[i]
		if c < utf8.RuneSelf {
			if asciiClass[c]&cLDH != 0 || c == '.' {
				i++
				continue
			}
			return i
		}
		r, size := utf8.DecodeRuneInString(s[i:])
		if !isLabelRune(r) {
			return i
		}
		i += size
	}
	return i
}

// boundaryBefore reports whether a name or an e-mail address may start at
// s[b]: at the start of the text or of the search (floor), or after a
// character that does not join it to what comes before: not one of
// "/@:%&=#?~+$_\\" (parts of a path, a query or another address), nor a
// leading "-" or ".".
func boundaryBefore(s string, b, floor int) bool {
	if b == 0 || b <= floor {
		return true
	}
	if c := s[b]; c == '.' || c == '-' {
		return false
	}
	c := s[b-1]
	return c >= utf8.RuneSelf || strings.IndexByte("/@:%&=#?~+$_\\.-", c) < 0
}

// afterSpaceless moves the start b of a name or an address whose first
// part (up to j) mixes a script written without spaces with others to
// after the last character of that script: "詳細はwww.example.com" starts
// at "www".
func afterSpaceless(s string, b, j int) int {
	after, mixed := b, false
	for i := b; i < j; {
		if s[i] < utf8.RuneSelf {
			mixed = mixed || after > b
			i++
			continue
		}
		r, size := utf8.DecodeRuneInString(s[i:])
		if isSpacelessScript(r) {
			after = i + size
		} else if after > b {
			mixed = true
		}
		i += size
	}
	if mixed && after < j {
		return after
	}
	return b
}

// labelCount returns the number of labels of the name s if each is a DNS
// label of 1 to 63 bytes that does not start or end with "-" (RFC 1034
// §3.5, RFC 5891 §4.2.3.1), and 0 otherwise.
func labelCount(s string) int {
	n := 0
	for {
		k := strings.IndexByte(s, '.')
		l := s
		if k >= 0 {
			l = s[:k]
		}
		if l == "" || len(l) > 63 || l[0] == '-' || l[len(l)-1] == '-' {
			return 0
		}
		n++
		if k < 0 {
			return n
		}
		s = s[k+1:]
	}
}

// atSign tries the "@" at s[j] as the one of an e-mail address written
// without a scheme, taken as a mailto: IRI.
func (e *engine) atSign(s string, j, floor int) result {
	reject := result{next: j + 1}
	b, ok := backLabels(s, j, floor, maxLocal, true)
	if !ok || b == j || !boundaryBefore(s, b, floor) {
		return reject
	}
	b = afterSpaceless(s, b, j)
	local := s[b:j]
	if local[0] == '.' || local[len(local)-1] == '.' || strings.Contains(local, "..") {
		return reject
	}
	f := forwardLabels(s, j+1, j+1+maxHost)
	end := f
	for end > j+1 && s[end-1] == '.' {
		end--
	}
	domain := s[j+1 : end]
	if labelCount(domain) < 2 {
		return reject
	}
	last := domain[strings.LastIndexByte(domain, '.')+1:]
	if e.suffix != nil && !e.isSuffix(last) || e.suffix == nil && !isAlphaLabel(last) {
		return reject
	}
	if end < len(s) && (s[end] == '@' || s[end] == '/' || s[end] == ':') {
		return reject // part of something else
	}
	text := mailPrefix + s[b:end]
	x, err := e.parse.Parse(text)
	if err != nil {
		return reject
	}
	return result{kind: found, start: b, end: end, text: text, prefix: len(mailPrefix), x: x, next: end}
}

// isAlphaLabel reports whether l is at least two letters, as top-level
// domains are (RFC 1123 §2.1), when no public-suffix list is at hand.
func isAlphaLabel(l string) bool {
	if len(l) < 2 {
		return false
	}
	for i := 0; i < len(l); i++ {
		if l[i] < utf8.RuneSelf && asciiClass[l[i]]&cAlpha == 0 {
			return false
		}
	}
	return true
}
