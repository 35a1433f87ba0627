// Package fileiri converts between local file paths and file IRIs: RFC 8089
// §2 (the file-URI syntax), its Appendix D (POSIX and Windows) and Appendix
// E (drive letters, UNC).
//
// Errors are [*iri.Error] values whose Err is one of this package's
// sentinels or [iri.iri.ErrInvalidChar], [iri.iri.ErrInvalidHost] or
// [iri.iri.ErrTooLong]; Offset is a byte offset in the caller's path or IRI.
package fileiri

import (
	"errors"
	"runtime"
	"strconv"
	"strings"

	"github.com/go-iri/iri"
	"github.com/go-iri/iri/internal/abnf"
)

// The kinds of error, for [errors.Is].
var (
	// ErrRelativePath is a file path that is not absolute in its style (RFC 8089 §2).
	ErrRelativePath = errors.New("fileiri: not an absolute file path")
	// ErrNotFileIRI is an IRI that is not a file-URI of RFC 8089 §2 (another scheme, a query, a port).
	ErrNotFileIRI = errors.New("fileiri: not a file IRI")
	// ErrNonLocalHost is a file IRI naming a host other than the local one (RFC 8089 §2, §3).
	ErrNonLocalHost = errors.New("fileiri: file IRI names another host")
	// ErrEncodedSeparator is a percent-encoded path separator inside a segment of a file IRI.
	ErrEncodedSeparator = errors.New("fileiri: encoded path separator in a segment")
)

// Style is the syntax of a file path: which characters separate its
// segments and what makes it absolute. The caller names it, so that a
// program converts Windows paths the same way on every system.
type Style uint8

const (
	// POSIX paths are absolute when they begin with "/", which alone
	// separates segments; a name is any bytes but "/" and NUL.
	POSIX Style = iota + 1
	// Windows paths are absolute with a drive letter ("C:\dir") or as
	// UNC paths ("\\server\share\dir"), "\\?\" forms included; "\" and "/"
	// both separate segments, and "\" is written when converting back.
	Windows
)

// String returns "posix" or "windows".
func (s Style) String() string {
	switch s {
	case POSIX:
		return "posix"
	case Windows:
		return "windows"
	}
	return "fileiri.Style(" + strconv.Itoa(int(s)) + ")"
}

// LocalStyle returns the path style of the running system: Windows
// on Windows, POSIX elsewhere.
func LocalStyle() Style {
	if runtime.GOOS == "windows" {
		return Windows
	}
	return POSIX
}

// FromPath returns the file IRI of the absolute path in the given style
// (RFC 8089 §2, Appendix D): "file://" and the path, each segment written
// by [iri.EscapeSegment], so that characters beyond ASCII stay (RFC 8089 §4)
// and "%", "?", "#", spaces, controls, ill-formed UTF-8 and what an IRI
// may not hold literally are percent-encoded. A Windows drive path gives
// "file:///C:/dir/f" (Appendix E.2), a UNC path "file://server/share/f"
// (Appendix E.3.1), or "file:////localhost/share/f" (E.3.2) for a server
// named "localhost". Dot segments stay. A relative path, a Windows path
// without a drive letter or a drive-relative one ("C:f") is a
// [*iri.Error] of [ErrRelativePath] (so is a style other than POSIX
// and Windows); a NUL byte one of [iri.ErrInvalidChar].
func FromPath(path string, style Style) (iri.IRI, error) {
	fail := func(at int, err error, rule string) (iri.IRI, error) {
		return iri.IRI{}, &iri.Error{Input: path, Offset: at, Err: err, Rule: rule}
	}
	if i := strings.IndexByte(path, 0); i >= 0 {
		return fail(i, iri.ErrInvalidChar, "RFC 8089 §4")
	}
	var b strings.Builder
	b.Grow(len(path) + len("file:///"))
	b.WriteString("file://")
	switch style {
	case POSIX:
		if !strings.HasPrefix(path, "/") {
			return fail(0, ErrRelativePath, "path-absolute")
		}
		writeSegments(&b, path, "/")
	case Windows:
		rest, start := path, 0
		if len(path) >= 4 && isWinSep(path[0]) && isWinSep(path[1]) && (path[2] == '?' || path[2] == '.') && isWinSep(path[3]) {
			// The Win32 file namespace "\\?\C:\x", "\\?\UNC\server\share";
			// "\\.\" is the device namespace, not files.
			if path[2] == '.' {
				return fail(0, ErrRelativePath, "Win32 file namespace")
			}
			rest, start = path[4:], 4
			if len(rest) >= 4 && strings.EqualFold(rest[:3], "UNC") && isWinSep(rest[3]) {
				rest, start = `\\`+rest[4:], 6
			}
		}
		switch {
		case len(rest) >= 2 && isWinSep(rest[0]) && isWinSep(rest[1]):
			// UNC: \\server\share\path (MS-DTYP §2.2.57).
			server, tail := rest[2:], ""
			if i := strings.IndexAny(server, `\/`); i >= 0 {
				server, tail = server[:i], server[i:]
			}
			share := strings.TrimLeft(tail, `\/`)
			if i := strings.IndexAny(share, `\/`); i >= 0 {
				share = share[:i]
			}
			if server == "" || share == "" || len(tail) > 1 && isWinSep(tail[1]) {
				return fail(start, ErrRelativePath, "MS-DTYP §2.2.57")
			}
			if server == "." || server == "?" {
				return fail(start, ErrRelativePath, "Win32 file namespace")
			}
			if strings.EqualFold(server, "localhost") {
				// "file://localhost/" is the local host (RFC 8089 §2).
				b.WriteString("//")
			}
			// An ireg-name: what it may not hold is percent-encoded.
			host := iri.EscapeUserinfo(server)
			if x, err := iri.Parse("file://" + host + "/"); err != nil || x.Host() != host || x.HostKind() != iri.HostRegName && x.HostKind() != iri.HostIPv4 {
				return fail(start, iri.ErrInvalidHost, "ireg-name")
			}
			b.WriteString(host)
			writeSegments(&b, tail, `\/`)
		case len(rest) >= 2 && isAlpha(rest[0]) && rest[1] == ':':
			if len(rest) == 2 || !isWinSep(rest[2]) {
				return fail(start, ErrRelativePath, "RFC 8089 Appendix E.2")
			}
			b.WriteByte('/')
			b.WriteString(rest[:2])
			writeSegments(&b, rest[2:], `\/`)
		default:
			return fail(start, ErrRelativePath, "RFC 8089 Appendix E.2")
		}
	default:
		return fail(0, ErrRelativePath, "Style")
	}
	x, err := iri.Parse(b.String())
	if err != nil {
		if errors.Is(err, iri.ErrTooLong) {
			return fail(0, iri.ErrTooLong, "MaxLength")
		}
		return fail(0, iri.ErrInvalidChar, "RFC 8089 §4")
	}
	return x, nil
}

// Path returns the local file path that the file IRI x names, in the
// given style (RFC 8089 §2, Appendix D), each segment percent-decoded. The
// host must be empty or "localhost" (RFC 8089 §2), except in the Windows
// style, where another host gives a UNC path (Appendix E.3.1) as do
// "file:////server/share" and "file://///server/share" (E.3.2); a Windows
// path needs a drive letter, "file:///C:/f", "file:/C:/f", "file:C:/f"
// (E.2), or "file:///C%7C/f" (E.2.2: the "|" of "C|", encoded, as an IRI
// holds it). Errors, as a [*iri.Error]:
// [ErrNotFileIRI] for another scheme, a userinfo, a port, a query or a
// fragment, none of which a file-URI has; [ErrNonLocalHost]; [ErrRelativePath]
// for a path without its root or drive; [ErrEncodedSeparator] for "%2F"
// (or, in the Windows style, "%5C") in a segment, which would split it;
// [iri.ErrInvalidChar] for "%00"; [ErrNotFileIRI] for a style other than
// POSIX and Windows.
func Path(x iri.IRI, style Style) (string, error) {
	o := layout(x)
	fail := func(at int, err error, rule string) (string, error) {
		return "", &iri.Error{Input: x.String(), Offset: at, Err: err, Rule: rule}
	}
	switch {
	case style != POSIX && style != Windows:
		return fail(0, ErrNotFileIRI, "Style")
	case !strings.EqualFold(x.Scheme(), "file"):
		return fail(0, ErrNotFileIRI, "file-URI")
	case x.HasUserinfo():
		return fail(o.authStart, ErrNotFileIRI, "file-auth")
	case x.HasPort():
		return fail(o.hostEnd, ErrNotFileIRI, "file-auth")
	case x.HasQuery():
		return fail(o.pathEnd, ErrNotFileIRI, "file-URI")
	case x.HasFragment():
		return fail(o.queryEnd, ErrNotFileIRI, "file-URI")
	}
	sep := "/"
	if style == Windows {
		sep = `\`
	}
	host, path, pathStart := x.Host(), x.Path(), o.pathStart
	local := host == "" || strings.EqualFold(host, "localhost")
	if !local && style == POSIX {
		return fail(o.hostStart, ErrNonLocalHost, "RFC 8089 §2")
	}
	if !local {
		// UNC: \\server\share\path (RFC 8089 Appendix E.3.1).
		if x.HostKind() != iri.HostRegName && x.HostKind() != iri.HostIPv4 {
			return fail(o.hostStart, ErrNonLocalHost, "MS-DTYP §2.2.57")
		}
		host = unescape(host)
		if strings.ContainsAny(host, `\/`) {
			return fail(o.hostStart, ErrEncodedSeparator, "MS-DTYP §2.2.57")
		}
		if strings.IndexByte(host, 0) >= 0 {
			return fail(o.hostStart, iri.ErrInvalidChar, "RFC 8089 §4")
		}
		if host == "." || host == "?" {
			// "\\.\" and "\\?\" begin the Win32 device and file namespaces.
			return fail(o.hostStart, iri.ErrInvalidHost, "Win32 file namespace")
		}
		if len(path) < 2 || path[1] == '/' {
			return fail(pathStart, ErrRelativePath, "MS-DTYP §2.2.57")
		}
		return joinSegments(x, `\\`+host, path, pathStart, sep)
	}
	if style == POSIX {
		if !strings.HasPrefix(path, "/") {
			return fail(pathStart, ErrRelativePath, "path-absolute")
		}
		return joinSegments(x, "", path, pathStart, sep)
	}
	if strings.HasPrefix(path, "//") {
		// "file:////server/share" (RFC 8089 Appendix E.3.2).
		n := len(path) - len(strings.TrimLeft(path, "/"))
		rest := path[n:]
		at := pathStart + n
		i := strings.IndexByte(rest, '/')
		if i <= 0 || i+1 >= len(rest) || rest[i+1] == '/' || n > 3 {
			return fail(at, ErrRelativePath, "RFC 8089 Appendix E.3.2")
		}
		server := rest[:i]
		if strings.IndexByte(server, '%') >= 0 {
			if strings.Contains(server, "%2F") || strings.Contains(server, "%2f") || strings.Contains(server, "%5C") || strings.Contains(server, "%5c") {
				return fail(at, ErrEncodedSeparator, "MS-DTYP §2.2.57")
			}
			server = unescape(server)
		}
		if strings.IndexByte(server, 0) >= 0 {
			return fail(at, iri.ErrInvalidChar, "RFC 8089 §4")
		}
		if server == "." || server == "?" {
			return fail(at, iri.ErrInvalidHost, "Win32 file namespace")
		}
		return joinSegments(x, `\\`+server, rest[i:], at+i, sep)
	}
	// A drive letter: "/C:/f", "/C|/f", or "C:/f" without the root.
	drive, at := path, pathStart
	if strings.HasPrefix(drive, "/") {
		drive, at = drive[1:], at+1
	}
	if len(drive) >= 5 && isAlpha(drive[0]) && strings.EqualFold(drive[1:4], "%7C") && drive[4] == '/' {
		// The vertical line, which an IRI holds encoded (RFC 8089
		// Appendix E.2.2).
		return joinSegments(x, drive[:1]+":", drive[4:], at+4, sep)
	}
	if len(drive) < 3 || !isAlpha(drive[0]) || drive[1] != ':' || drive[2] != '/' {
		return fail(at, ErrRelativePath, "RFC 8089 Appendix E.2")
	}
	return joinSegments(x, drive[:1]+":", drive[2:], at+2, sep)
}

// joinSegments returns head and the segments of path, which begins with
// "/" at offset start of x, each decoded and written after sep.
func joinSegments(x iri.IRI, head, path string, start int, sep string) (string, error) {
	var b strings.Builder
	b.Grow(len(head) + len(path))
	b.WriteString(head)
	for i := 0; i < len(path); {
		// path[i] == '/'
		j := strings.IndexByte(path[i+1:], '/')
		if j < 0 {
			j = len(path)
		} else {
			j += i + 1
		}
		seg := path[i+1 : j]
		if k := strings.IndexByte(seg, '%'); k >= 0 {
			for ; k+2 < len(seg); k++ {
				if seg[k] != '%' {
					continue
				}
				c := unhex(seg[k+1])<<4 | unhex(seg[k+2])
				at := start + i + 1 + k
				switch {
				case c == 0:
					return "", &iri.Error{Input: x.String(), Offset: at, Err: iri.ErrInvalidChar, Rule: "RFC 8089 §4"}
				case c == '/', c == '\\' && sep == `\`:
					return "", &iri.Error{Input: x.String(), Offset: at, Err: ErrEncodedSeparator, Rule: "RFC 8089 §2"}
				}
			}
			seg = unescape(seg)
		}
		b.WriteString(sep)
		b.WriteString(seg)
		i = j
	}
	return b.String(), nil
}

// writeSegments writes the path p, which begins with a separator (one of
// seps) or is empty, with "/" between segments, each escaped.
func writeSegments(b *strings.Builder, p, seps string) {
	for len(p) > 0 {
		p = p[1:]
		i := strings.IndexAny(p, seps)
		if i < 0 {
			i = len(p)
		}
		b.WriteByte('/')
		b.WriteString(iri.EscapeSegment(p[:i]))
		p = p[i:]
	}
}

// isWinSep reports whether c separates segments of a Windows path.
func isWinSep(c byte) bool { return c == '\\' || c == '/' }

// isAlpha reports whether c is an ASCII letter.
func isAlpha(c byte) bool { return 'a' <= c|0x20 && c|0x20 <= 'z' }

// offsets are the byte offsets of the components of an IRI.
type offsets struct {
	authStart, hostStart, hostEnd, pathStart, pathEnd, queryEnd int
}

// layout returns where the components of x begin and end in x.String():
// scheme ":" ["//" [userinfo "@"] host [":" port]] path ["?" query]
// ["#" fragment] (RFC 3986 §3).
func layout(x iri.IRI) offsets {
	var o offsets
	if x.IsAbs() {
		o.authStart = len(x.Scheme()) + 1
	}
	if x.HasAuthority() {
		o.authStart += 2
	}
	o.hostStart = o.authStart
	if x.HasUserinfo() {
		o.hostStart += len(x.Userinfo()) + 1
	}
	o.hostEnd = o.hostStart + len(x.Host())
	o.pathStart = o.hostEnd
	if x.HasPort() {
		o.pathStart += 1 + len(x.Port())
	}
	o.pathEnd = o.pathStart + len(x.Path())
	o.queryEnd = o.pathEnd
	if x.HasQuery() {
		o.queryEnd += 1 + len(x.Query())
	}
	return o
}

// unescape decodes the "%HH" of s, a component of a valid IRI, whose "%"
// are all followed by two hex digits.
func unescape(s string) string {
	d, err := iri.Unescape(s)
	if err != nil {
		// Unreachable: every "%" of a valid IRI begins a triplet.
		return s
	}
	return d
}

// unhex returns the value of the hex digit c.
func unhex(c byte) byte { return abnf.Unhex(c) }
