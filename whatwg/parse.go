package whatwg

import (
	"sort"
	"strconv"
	"strings"
	"sync"
	"unicode/utf8"

	"golang.org/x/text/encoding"
)

// ParseOptions are the inputs of the basic URL parser beyond the string
// (URL Standard §4.4); the zero value parses an absolute URL in UTF-8.
type ParseOptions struct {
	// Base is the URL that relative input resolves against; nil for none.
	Base *URL
	// Encoding is the encoding of the query of special URLs other than
	// ws and wss, as a document's encoding sets it (§4.4, query state);
	// nil is UTF-8. A code point it cannot encode becomes "%26%23", its
	// number in decimal, and "%3B".
	Encoding encoding.Encoding
	// Report, when not nil, receives each validation error (§1.2) that
	// did not make the parse fail, in the order the parser meets them.
	Report func(ValidationError)
}

// Parse parses input as an absolute URL with the basic URL parser (URL
// Standard §4.4), as browsers and Node's URL do: surrounding C0 controls
// and spaces and every tab and newline are removed, hosts are mapped with
// IDNA, "." and ".." segments are resolved. The error is an *Error.
func Parse(input string) (URL, error) {
	return parse(input, URL{}, nil, nil)
}

// Parse parses ref against u as a base (URL Standard §4.4), the
// resolution of new URL(ref, u) in JavaScript; the zero URL is no base.
func (u URL) Parse(ref string) (URL, error) {
	return parse(ref, u, nil, nil)
}

// Parse parses input with the basic URL parser (URL Standard §4.4) under
// the options o. The error is an *Error.
func (o ParseOptions) Parse(input string) (URL, error) {
	var base URL
	if o.Base != nil {
		base = *o.Base
	}
	return parse(input, base, o.Encoding, o.Report)
}

func parse(input string, base URL, enc encoding.Encoding, report func(ValidationError)) (URL, error) {
	var p parser
	bp := bufPool.Get().(*[]byte)
	p.b = (*bp)[:0]
	defer func() {
		if cap(p.b) <= 1<<16 {
			*bp = p.b
			bufPool.Put(bp)
		}
	}()
	p.orig = input
	p.base = base
	p.report = report
	p.enc = enc
	if err := p.parse(); err != nil {
		return URL{}, err
	}
	return p.url(), nil
}

// bufPool holds the output buffers of the parser: the serialization is
// written there and copied to a string only when it differs from the input.
var bufPool = sync.Pool{New: func() any { b := make([]byte, 0, 256); return &b }}

type schemeType uint8

const (
	notSpecial schemeType = iota
	httpScheme
	httpsScheme
	wsScheme
	wssScheme
	ftpScheme
	fileScheme
)

// specialScheme classifies a lowercase scheme (URL Standard §4.2).
func specialScheme(s string) schemeType {
	switch s {
	case "http":
		return httpScheme
	case "https":
		return httpsScheme
	case "ws":
		return wsScheme
	case "wss":
		return wssScheme
	case "ftp":
		return ftpScheme
	case "file":
		return fileScheme
	}
	return notSpecial
}

func (t schemeType) defaultPort() int {
	switch t {
	case httpScheme, wsScheme:
		return 80
	case httpsScheme, wssScheme:
		return 443
	case ftpScheme:
		return 21
	}
	return -1
}

// The states of the basic URL parser (URL Standard §4.4). The override
// states of the setters are not here: this package has no setters.
type state uint8

const (
	stSchemeStart state = iota
	stNoScheme
	stSpecialRelativeOrAuthority
	stPathOrAuthority
	stRelative
	stRelativeSlash
	stSpecialAuthoritySlashes
	stSpecialAuthorityIgnoreSlashes
	stAuthority
	stHost
	stPort
	stFile
	stFileSlash
	stFileHost
	stPathStart
	stPath
	stOpaquePath
	stQuery
	stFragment
	stDone
)

// parser writes the serialization as it goes: the components come in the
// order the serializer writes them, so the output buffer is the URL.
type parser struct {
	orig    string // the caller's input
	in      string // orig trimmed, tabs and newlines removed
	lead    int    // bytes trimmed from the front of orig
	removed []int  // offsets in orig of the tabs and newlines removed
	cursor  int    // removed[:cursor] lie before the last offset mapped
	i       int    // the pointer into in
	base    URL    // the zero URL for none
	report  func(ValidationError)
	enc     encoding.Encoding

	b           []byte
	scheme      schemeType
	schemeEnd   int
	usernameEnd int
	hostStart   int
	hostEnd     int
	pathStart   int
	queryStart  int
	fragStart   int
	port        int
	hostKind    HostKind
	opaque      bool
	override    bool // the path state override of the pathname setter: "?" and "#" are path code points
}

// offset maps an offset in p.in back to the caller's input: i plus the
// bytes trimmed in front and the tabs and newlines removed before it.
// removed[j]-lead-j, the kept bytes before the j-th removed one, does not
// decrease; the parser asks in increasing order but for a few steps back,
// so a cursor that moves forward keeps reporting linear, and a binary
// search serves the rest.
func (p *parser) offset(i int) int {
	before := func(j int) bool { return p.removed[j]-p.lead-j <= i }
	k := p.cursor
	if k > 0 && !before(k-1) {
		k = sort.Search(len(p.removed), func(j int) bool { return !before(j) })
	} else {
		for k < len(p.removed) && before(k) {
			k++
		}
		p.cursor = k
	}
	return p.lead + i + k
}

func (p *parser) verr(code string, i int) {
	if p.report != nil {
		p.report(ValidationError{Code: code, Offset: p.offset(i)})
	}
}

func (p *parser) fail(err error, code string, i int) error {
	return &Error{Input: p.orig, Offset: p.offset(i), Rule: code, Err: err}
}

func (p *parser) url() URL {
	b := p.b
	// URL Standard §4.5 step 3: a null host and a path that starts with
	// an empty segment get "/." so that the path does not read as a host.
	if p.hostKind == NoHost && !p.opaque && len(b) >= p.pathStart+2 && b[p.pathStart] == '/' && b[p.pathStart+1] == '/' {
		b = append(b, 0, 0)
		copy(b[p.pathStart+2:], b[p.pathStart:])
		b[p.pathStart], b[p.pathStart+1] = '/', '.'
		p.pathStart += 2
		if p.queryStart >= 0 {
			p.queryStart += 2
		}
		if p.fragStart >= 0 {
			p.fragStart += 2
		}
	}
	if p.hostKind == NoHost {
		// One form for the offsets of a null host, so that == holds.
		p.usernameEnd, p.hostStart, p.hostEnd = p.schemeEnd+1, p.schemeEnd+1, p.schemeEnd+1
	}
	u := URL{
		schemeEnd:   int32(p.schemeEnd),
		usernameEnd: int32(p.usernameEnd),
		hostStart:   int32(p.hostStart),
		hostEnd:     int32(p.hostEnd),
		pathStart:   int32(p.pathStart),
		queryStart:  int32(p.queryStart),
		fragStart:   int32(p.fragStart),
		port:        int32(p.port),
		hostKind:    p.hostKind,
		opaquePath:  p.opaque,
	}
	if string(b) == p.orig {
		u.href = p.orig
	} else {
		u.href = string(b)
	}
	return u
}

func (p *parser) parse() error {
	in := p.orig
	ascii, controls := scanInput(in)
	if !ascii && !utf8.ValidString(in) {
		i := 0
		for i < len(in) {
			r, n := utf8.DecodeRuneInString(in[i:])
			if r == utf8.RuneError && n == 1 {
				break
			}
			i += n
		}
		return &Error{Input: in, Offset: i, Rule: "RFC 3629 §3", Err: ErrInvalidUTF8}
	}
	if !controls && len(in) > 0 && in[0] != ' ' && in[len(in)-1] != ' ' {
		p.in = in
		p.pathStart, p.queryStart, p.fragStart, p.port = -1, -1, -1, -1
		return p.run()
	}
	// URL Standard §4.4 steps 1.2–3: leading and trailing C0 controls and
	// spaces, then every ASCII tab or newline, are removed.
	s, e := 0, len(in)
	for s < e && in[s] <= ' ' {
		s++
	}
	for e > s && in[e-1] <= ' ' {
		e--
	}
	if s > 0 {
		p.verr("invalid-URL-unit", 0)
	}
	if e < len(in) {
		p.verr("invalid-URL-unit", e)
	}
	p.lead = s
	in = in[s:e]
	if strings.ContainsAny(in, "\t\n\r") {
		var b strings.Builder
		for i := 0; i < len(in); i++ {
			switch in[i] {
			case '\t', '\n', '\r':
				p.removed = append(p.removed, s+i)
			default:
				b.WriteByte(in[i])
			}
		}
		if p.report != nil {
			for _, r := range p.removed {
				p.report(ValidationError{Code: "invalid-URL-unit", Offset: r})
			}
		}
		in = b.String()
	}
	p.in = in
	p.pathStart, p.queryStart, p.fragStart, p.port = -1, -1, -1, -1
	return p.run()
}

// scanInput reports, eight bytes at a time, whether s is ASCII and
// whether it holds a C0 control, the two things that send the parser to
// its slow path (UTF-8 validation; trimming and removing tabs).
func scanInput(s string) (ascii, controls bool) {
	const lo, hi = 0x0101010101010101, 0x8080808080808080
	ascii = true
	i := 0
	for ; i+8 <= len(s); i += 8 {
		w := s[i : i+8]
		x := uint64(w[0]) | uint64(w[1])<<8 | uint64(w[2])<<16 | uint64(w[3])<<24 |
			uint64(w[4])<<32 | uint64(w[5])<<40 | uint64(w[6])<<48 | uint64(w[7])<<56
		if x&hi != 0 {
			ascii = false
		}
		// A byte below 0x20 (Hacker's Delight 6-1, "has less than"),
		// checked only among the ASCII bytes.
		if (x-lo*0x20)&^x&hi != 0 {
			controls = true
		}
	}
	for ; i < len(s); i++ {
		if s[i] >= 0x80 {
			ascii = false
		} else if s[i] < 0x20 {
			controls = true
		}
	}
	return ascii, controls
}

func (p *parser) run() error {
	st := stSchemeStart
	for {
		var err error
		switch st {
		case stSchemeStart:
			st = p.schemeState()
		case stNoScheme:
			st, err = p.noSchemeState()
		case stSpecialRelativeOrAuthority:
			if strings.HasPrefix(p.in[p.i:], "//") {
				p.i += 2
				st = stSpecialAuthorityIgnoreSlashes
			} else {
				p.verr("special-scheme-missing-following-solidus", p.i)
				st = stRelative
			}
		case stPathOrAuthority:
			if p.i < len(p.in) && p.in[p.i] == '/' {
				p.i++
				st = stAuthority
			} else {
				st = stPath
			}
		case stRelative:
			st = p.relativeState()
		case stRelativeSlash:
			st = p.relativeSlashState()
		case stSpecialAuthoritySlashes:
			if strings.HasPrefix(p.in[p.i:], "//") {
				p.i += 2
			} else {
				p.verr("special-scheme-missing-following-solidus", p.i)
			}
			st = stSpecialAuthorityIgnoreSlashes
		case stSpecialAuthorityIgnoreSlashes:
			for p.i < len(p.in) && (p.in[p.i] == '/' || p.in[p.i] == '\\') {
				p.verr("special-scheme-missing-following-solidus", p.i)
				p.i++
			}
			st = stAuthority
		case stAuthority:
			st, err = p.authorityState()
		case stHost:
			st, err = p.hostState()
		case stPort:
			st, err = p.portState()
		case stFile:
			st = p.fileState()
		case stFileSlash:
			st = p.fileSlashState()
		case stFileHost:
			st, err = p.fileHostState()
		case stPathStart:
			st = p.pathStartState()
		case stPath:
			st = p.pathState()
		case stOpaquePath:
			st = p.opaquePathState()
		case stQuery:
			st = p.queryState()
		case stFragment:
			p.fragmentState()
			st = stDone
		case stDone:
			return nil
		}
		if err != nil {
			return err
		}
	}
}

func (p *parser) c() int {
	if p.i < len(p.in) {
		return int(p.in[p.i])
	}
	return -1
}

func (p *parser) special() bool { return p.scheme != notSpecial }

func isAlpha(c byte) bool { return 'a' <= c|0x20 && c|0x20 <= 'z' }

func isDigit(c byte) bool { return '0' <= c && c <= '9' }

// schemeState is the scheme start and scheme states.
func (p *parser) schemeState() state {
	in := p.in
	if len(in) == 0 || !isAlpha(in[0]) {
		return stNoScheme
	}
	j := 1
	for j < len(in) && (isAlpha(in[j]) || isDigit(in[j]) || in[j] == '+' || in[j] == '-' || in[j] == '.') {
		j++
	}
	if j == len(in) || in[j] != ':' {
		return stNoScheme
	}
	for k := 0; k < j; k++ {
		c := in[k]
		if 'A' <= c && c <= 'Z' {
			c += 'a' - 'A'
		}
		p.b = append(p.b, c)
	}
	p.schemeEnd = len(p.b)
	p.b = append(p.b, ':')
	p.scheme = specialScheme(string(p.b[:j]))
	p.i = j + 1
	rest := in[p.i:]
	switch {
	case p.scheme == fileScheme:
		if !strings.HasPrefix(rest, "//") {
			p.verr("special-scheme-missing-following-solidus", p.i)
		}
		return stFile
	case p.special() && !p.base.IsZero() && p.base.Scheme() == string(p.b[:j]):
		return stSpecialRelativeOrAuthority
	case p.special():
		return stSpecialAuthoritySlashes
	case len(rest) > 0 && rest[0] == '/':
		p.i++
		return stPathOrAuthority
	}
	return stOpaquePath
}

func (p *parser) noSchemeState() (state, error) {
	p.b = p.b[:0]
	p.i = 0
	c := p.c()
	base := p.base
	if base.IsZero() || base.opaquePath && c != '#' {
		p.verr("missing-scheme-non-relative-URL", 0)
		return stDone, p.fail(ErrMissingScheme, "missing-scheme-non-relative-URL", 0)
	}
	if base.opaquePath {
		p.copyScheme()
		p.copyAuthority()
		p.copyPath()
		p.copyQuery()
		p.startFragment()
		p.i++
		return stFragment, nil
	}
	if base.Scheme() != "file" {
		return stRelative, nil
	}
	return stFile, nil
}

// afterBasePath is the branch that the relative and file states share
// once the base's path is copied: "?" starts the query, "#" keeps the
// base's query and starts the fragment, the end keeps the base's query;
// any other c is the caller's to handle (ok false).
func (p *parser) afterBasePath(c int) (st state, ok bool) {
	switch c {
	case '?':
		p.startQuery()
		p.i++
		return stQuery, true
	case '#':
		p.copyQuery()
		p.startFragment()
		p.i++
		return stFragment, true
	case -1:
		p.copyQuery()
		return stDone, true
	}
	return 0, false
}

// The copy functions write the base's components: the output so far
// is the base's up to the same point, so its offsets carry over.

func (p *parser) copyScheme() {
	base := p.base
	p.b = append(p.b[:0], base.href[:base.schemeEnd+1]...)
	p.schemeEnd = int(base.schemeEnd)
	p.scheme = specialScheme(base.Scheme())
}

func (p *parser) copyAuthority() {
	base := p.base
	p.hostKind = base.hostKind
	if base.hostKind == NoHost {
		p.usernameEnd, p.hostStart, p.hostEnd = len(p.b), len(p.b), len(p.b)
		return
	}
	p.b = append(p.b, base.href[base.schemeEnd+1:base.portEnd()]...)
	p.usernameEnd, p.hostStart, p.hostEnd = int(base.usernameEnd), int(base.hostStart), int(base.hostEnd)
	p.port = int(base.port)
}

func (p *parser) copyPath() {
	base := p.base
	p.pathStart = len(p.b)
	p.b = append(p.b, base.Pathname()...)
	p.opaque = base.opaquePath
}

func (p *parser) copyQuery() {
	base := p.base
	if q, ok := base.Query(); ok {
		p.queryStart = len(p.b)
		p.b = append(p.b, '?')
		p.b = append(p.b, q...)
	}
}

func (p *parser) startPath() {
	if p.pathStart < 0 {
		p.pathStart = len(p.b)
	}
}

func (p *parser) startQuery() {
	p.queryStart = len(p.b)
	p.b = append(p.b, '?')
}

func (p *parser) startFragment() {
	p.fragStart = len(p.b)
	p.b = append(p.b, '#')
}

func (p *parser) relativeState() state {
	p.copyScheme()
	c := p.c()
	if c == '/' || p.special() && c == '\\' {
		if c == '\\' {
			p.verr("invalid-reverse-solidus", p.i)
		}
		p.i++
		return stRelativeSlash
	}
	p.copyAuthority()
	p.copyPath()
	if st, ok := p.afterBasePath(c); ok {
		return st
	}
	p.shortenPath()
	return stPath
}

func (p *parser) relativeSlashState() state {
	c := p.c()
	if p.special() && (c == '/' || c == '\\') {
		if c == '\\' {
			p.verr("invalid-reverse-solidus", p.i)
		}
		p.i++
		return stSpecialAuthorityIgnoreSlashes
	}
	if c == '/' {
		p.i++
		return stAuthority
	}
	p.copyAuthority()
	return stPath
}

// authorityEnd is the index of the first byte at or after i that ends an
// authority: "/", "?", "#", and "\" in special URLs.
func (p *parser) authorityEnd(i int) int {
	in := p.in
	for ; i < len(in); i++ {
		switch in[i] {
		case '/', '?', '#':
			return i
		case '\\':
			if p.special() {
				return i
			}
		}
	}
	return i
}

// authorityState reads the credentials: the Standard's authority state
// buffers up to the end of the authority and takes everything before
// the last "@"; an earlier "@" is percent-encoded as the userinfo set
// would encode it.
func (p *parser) authorityState() (state, error) {
	p.b = append(p.b, '/', '/')
	userStart := len(p.b)
	end := p.authorityEnd(p.i)
	at := strings.LastIndexByte(p.in[p.i:end], '@')
	if at < 0 {
		p.usernameEnd, p.hostStart = userStart, userStart
		return stHost, nil
	}
	p.verr("invalid-credentials", p.i)
	at += p.i
	if at+1 == end {
		p.verr("host-missing", end)
		return stDone, p.fail(ErrHost, "host-missing", end)
	}
	user, pass, _ := strings.Cut(p.in[p.i:at], ":")
	if p.report != nil {
		p.checkUnits(p.in[p.i:at], p.i)
	}
	p.b = appendEncoded(p.b, user, UserinfoSet)
	p.usernameEnd = len(p.b)
	if pass != "" {
		p.b = append(p.b, ':')
		p.b = appendEncoded(p.b, pass, UserinfoSet)
	}
	if len(p.b) > userStart {
		p.b = append(p.b, '@')
	}
	p.hostStart = len(p.b)
	p.i = at + 1
	return stHost, nil
}

func (p *parser) hostState() (state, error) {
	in := p.in
	j := p.i + hostEnd(in[p.i:], p.special())
	h := in[p.i:j]
	if h == "" && (p.special() || j < len(in) && in[j] == ':') {
		p.verr("host-missing", p.i)
		return stDone, p.fail(ErrHost, "host-missing", p.i)
	}
	if err := p.parseHost(h, !p.special(), p.i); err != nil {
		return stDone, err
	}
	if j < len(in) && in[j] == ':' {
		p.i = j + 1
		return stPort, nil
	}
	p.i = j
	return stPathStart, nil
}

// hostEnd returns the length of the host that starts s in the host
// state (§4.4): up to a ":" outside brackets, "/", "?", "#", or "\" in a
// special URL.
func hostEnd(s string, special bool) int {
	inside := false
	for j := 0; j < len(s); j++ {
		switch s[j] {
		case ':':
			if !inside {
				return j
			}
		case '/', '?', '#':
			return j
		case '\\':
			if special {
				return j
			}
		case '[':
			inside = true
		case ']':
			inside = false
		}
	}
	return len(s)
}

func (p *parser) portState() (state, error) {
	in := p.in
	j := p.i
	for j < len(in) && isDigit(in[j]) {
		j++
	}
	if j < len(in) {
		switch c := in[j]; {
		case c == '/' || c == '?' || c == '#' || c == '\\' && p.special():
		default:
			p.verr("port-invalid", j)
			return stDone, p.fail(ErrPort, "port-invalid", j)
		}
	}
	if j > p.i {
		v := 0
		for k := p.i; k < j; k++ {
			v = v*10 + int(in[k]-'0')
			if v > 65535 {
				p.verr("port-out-of-range", p.i)
				return stDone, p.fail(ErrPort, "port-out-of-range", p.i)
			}
		}
		if v != p.scheme.defaultPort() {
			p.b = append(p.b, ':')
			p.b = strconv.AppendInt(p.b, int64(v), 10)
			p.port = v
		}
	}
	p.i = j
	return stPathStart, nil
}

func (p *parser) fileState() state {
	if len(p.b) == 0 {
		p.b = append(p.b, "file:"...)
		p.schemeEnd = 4
	}
	p.scheme = fileScheme
	p.b = append(p.b, '/', '/')
	p.usernameEnd, p.hostStart, p.hostEnd = len(p.b), len(p.b), len(p.b)
	p.hostKind = EmptyHost
	c := p.c()
	if c == '/' || c == '\\' {
		if c == '\\' {
			p.verr("invalid-reverse-solidus", p.i)
		}
		p.i++
		return stFileSlash
	}
	base := p.base
	if base.IsZero() || base.Scheme() != "file" {
		return stPath
	}
	p.copyFileHost()
	p.copyPath()
	if st, ok := p.afterBasePath(c); ok {
		return st
	}
	if !startsWithDriveLetter(p.in[p.i:]) {
		p.shortenPath()
	} else {
		p.verr("file-invalid-Windows-drive-letter", p.i)
		p.b = p.b[:p.pathStart]
	}
	return stPath
}

func (p *parser) copyFileHost() {
	p.b = append(p.b, p.base.Hostname()...)
	p.hostEnd = len(p.b)
	p.hostKind = p.base.hostKind
}

func (p *parser) fileSlashState() state {
	c := p.c()
	if c == '/' || c == '\\' {
		if c == '\\' {
			p.verr("invalid-reverse-solidus", p.i)
		}
		p.i++
		return stFileHost
	}
	if base := p.base; !base.IsZero() && base.Scheme() == "file" {
		p.copyFileHost()
		if !startsWithDriveLetter(p.in[p.i:]) {
			path := base.Pathname()
			if len(path) >= 3 && isNormalizedDriveLetter(path[1:3]) && (len(path) == 3 || path[3] == '/') {
				p.startPath()
				p.b = append(p.b, path[:3]...)
			}
		}
	}
	return stPath
}

func (p *parser) fileHostState() (state, error) {
	in := p.in
	j := p.i
	for j < len(in) && in[j] != '/' && in[j] != '\\' && in[j] != '?' && in[j] != '#' {
		j++
	}
	h := in[p.i:j]
	if isDriveLetter(h) {
		// The Standard's Windows drive letter quirk: the buffer goes
		// on to the path state, which reads it again here.
		p.verr("file-invalid-Windows-drive-letter-host", p.i)
		return stPath, nil
	}
	if h != "" {
		if err := p.parseHost(h, false, p.i); err != nil {
			return stDone, err
		}
		if string(p.b[p.hostStart:]) == "localhost" {
			p.b = p.b[:p.hostStart]
			p.hostEnd = p.hostStart
			p.hostKind = EmptyHost
		}
	}
	p.i = j
	return stPathStart, nil
}

// isDriveLetter: an ASCII alpha and ":" or "|" (URL Standard §4.3,
// Windows drive letter).
func isDriveLetter(s string) bool {
	return len(s) == 2 && isAlpha(s[0]) && (s[1] == ':' || s[1] == '|')
}

// isNormalizedDriveLetter: an ASCII alpha and ":".
func isNormalizedDriveLetter(s string) bool {
	return len(s) == 2 && isAlpha(s[0]) && s[1] == ':'
}

// startsWithDriveLetter: a Windows drive letter, alone or followed by
// "/", "\", "?" or "#" (URL Standard §4.3).
func startsWithDriveLetter(s string) bool {
	if len(s) < 2 || !isDriveLetter(s[:2]) {
		return false
	}
	if len(s) == 2 {
		return true
	}
	switch s[2] {
	case '/', '\\', '?', '#':
		return true
	}
	return false
}

func (p *parser) pathStartState() state {
	p.startPath()
	c := p.c()
	switch {
	case p.special():
		if c == '\\' {
			p.verr("invalid-reverse-solidus", p.i)
		}
		if c == '/' || c == '\\' {
			p.i++
		}
		return stPath
	case c == '?':
		p.startQuery()
		p.i++
		return stQuery
	case c == '#':
		p.startFragment()
		p.i++
		return stFragment
	case c >= 0:
		if c == '/' {
			p.i++
		}
		return stPath
	}
	return stDone
}

// pathPlain[c]: the byte c is copied as it is in the path state.
var pathPlain = func() (t [256]bool) {
	for c := 0; c < 256; c++ {
		t[c] = encodeTable[c]&PathSet == 0 && c != '/' && c != '\\' && c != '?' && c != '#' && c != '%'
	}
	return t
}()

// shortenPath removes the path's last segment, except a lone normalized
// Windows drive letter of a file URL (URL Standard §4.1, shorten).
func (p *parser) shortenPath() {
	path := p.b[p.pathStart:]
	if p.scheme == fileScheme && len(path) == 3 && isNormalizedDriveLetter(string(path[1:])) {
		return
	}
	for k := len(path) - 1; k >= 0; k-- {
		if path[k] == '/' {
			p.b = p.b[:p.pathStart+k]
			return
		}
	}
}

// pathState writes "/" and each segment; at the end of a segment it
// resolves "." and ".." and fixes a Windows drive letter.
func (p *parser) pathState() state {
	p.startPath()
	in := p.in
	special := p.special()
	p.b = append(p.b, '/')
	seg := len(p.b)
	for {
		j := p.i
		for j < len(in) && pathPlain[in[j]] {
			j++
		}
		if p.report != nil {
			p.checkUnits(in[p.i:j], p.i)
		}
		p.b = append(p.b, in[p.i:j]...)
		p.i = j
		if j == len(in) {
			p.endSegment(seg, false)
			return stDone
		}
		switch c := in[j]; {
		case c == '/' || c == '\\' && special:
			if c == '\\' {
				p.verr("invalid-reverse-solidus", j)
			}
			p.endSegment(seg, true)
			p.b = append(p.b, '/')
			seg = len(p.b)
			p.i++
		case c == '?' && !p.override:
			p.endSegment(seg, false)
			p.startQuery()
			p.i++
			return stQuery
		case c == '#' && !p.override:
			p.endSegment(seg, false)
			p.startFragment()
			p.i++
			return stFragment
		default:
			if p.report != nil {
				p.checkUnit(j)
			}
			if encodeTable[c]&PathSet != 0 {
				p.b = append(p.b, '%', upperhex[c>>4], upperhex[c&15])
			} else {
				p.b = append(p.b, c)
			}
			p.i++
		}
	}
}

func (p *parser) endSegment(seg int, slash bool) {
	s := p.b[seg:]
	switch {
	case isDoubleDot(s):
		p.b = p.b[:seg-1]
		p.shortenPath()
		if !slash {
			p.b = append(p.b, '/')
		}
	case isSingleDot(s):
		p.b = p.b[:seg-1]
		if !slash {
			p.b = append(p.b, '/')
		}
	case p.scheme == fileScheme && seg-1 == p.pathStart && isDriveLetter(string(s)):
		s[1] = ':'
	}
}

// isSingleDot: "." or "%2e" (URL Standard §4.1, single-dot URL path
// segment).
func isSingleDot(s []byte) bool {
	return len(s) == 1 && s[0] == '.' || len(s) == 3 && s[0] == '%' && s[1] == '2' && s[2]|0x20 == 'e'
}

// isDoubleDot: "..", ".%2e", "%2e." or "%2e%2e", any case.
func isDoubleDot(s []byte) bool {
	switch len(s) {
	case 2:
		return s[0] == '.' && s[1] == '.'
	case 4:
		return s[0] == '.' && isSingleDot(s[1:]) || s[3] == '.' && isSingleDot(s[:3])
	case 6:
		return isSingleDot(s[:3]) && isSingleDot(s[3:])
	}
	return false
}

func (p *parser) opaquePathState() state {
	p.startPath()
	p.opaque = true
	in := p.in
	for {
		j := p.i
		for j < len(in) && encodeTable[in[j]]&C0ControlSet == 0 && in[j] != '?' && in[j] != '#' && in[j] != ' ' {
			j++
		}
		if p.report != nil {
			p.checkUnits(in[p.i:j], p.i)
		}
		p.b = append(p.b, in[p.i:j]...)
		p.i = j
		if j == len(in) {
			return stDone
		}
		switch c := in[j]; c {
		case '?':
			p.startQuery()
			p.i++
			return stQuery
		case '#':
			p.startFragment()
			p.i++
			return stFragment
		case ' ':
			// A space before "?" or "#" is encoded so that the
			// serialization parses back to the same path.
			if j+1 < len(in) && (in[j+1] == '?' || in[j+1] == '#') {
				p.b = append(p.b, "%20"...)
			} else {
				p.b = append(p.b, ' ')
			}
			p.i++
		default:
			if p.report != nil {
				p.checkUnit(j)
			}
			p.b = append(p.b, '%', upperhex[c>>4], upperhex[c&15])
			p.i++
		}
	}
}

func (p *parser) queryState() state {
	in := p.in
	end := strings.IndexByte(in[p.i:], '#')
	if end < 0 {
		end = len(in)
	} else {
		end += p.i
	}
	q := in[p.i:end]
	if p.report != nil {
		p.checkUnits(q, p.i)
	}
	set := QuerySet
	if p.special() {
		set = SpecialQuerySet
	}
	if p.enc != nil && p.special() && p.scheme != wsScheme && p.scheme != wssScheme {
		p.b = appendEncodedIn(p.b, q, set, p.enc)
	} else {
		p.b = appendEncoded(p.b, q, set)
	}
	p.i = end
	if end < len(in) {
		p.startFragment()
		p.i++
		return stFragment
	}
	return stDone
}

func (p *parser) fragmentState() {
	if p.report != nil {
		p.checkUnits(p.in[p.i:], p.i)
	}
	p.b = appendEncoded(p.b, p.in[p.i:], FragmentSet)
	p.i = len(p.in)
}

// checkUnits reports invalid-URL-unit for each code point of s, at offset
// off in p.in, that is neither a URL code point nor a "%" followed by two
// hex digits (URL Standard §4.4).
func (p *parser) checkUnits(s string, off int) {
	for i := 0; i < len(s); {
		if !p.validUnit(off + i) {
			p.verr("invalid-URL-unit", off+i)
		}
		_, n := utf8.DecodeRuneInString(s[i:])
		i += n
	}
}

func (p *parser) checkUnit(i int) {
	if !p.validUnit(i) {
		p.verr("invalid-URL-unit", i)
	}
}

func (p *parser) validUnit(i int) bool {
	in := p.in
	c := in[i]
	if c == '%' {
		return i+2 < len(in) && isHex(in[i+1]) && isHex(in[i+2])
	}
	if c < 0x80 {
		return isAlpha(c) || isDigit(c) || strings.IndexByte("!$&'()*+,-./:;=?@_~", c) >= 0
	}
	r, _ := utf8.DecodeRuneInString(in[i:])
	// URL code points: U+00A0 to U+10FFFD without surrogates (never in
	// a Go string that is UTF-8) and noncharacters.
	return r >= 0xA0 && !(r >= 0xFDD0 && r <= 0xFDEF) && r&0xFFFE != 0xFFFE
}
