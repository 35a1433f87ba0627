package iri

import (
	"runtime"
	"strconv"
	"strings"
)

// File paths and file IRIs: RFC 8089 §2 (the file-URI syntax), its
// Appendix D (POSIX and Windows) and Appendix E (drive letters, UNC).

// PathStyle is the syntax of a file path: which characters separate its
// segments and what makes it absolute. The caller names it, so that a
// program converts Windows paths the same way on every system.
type PathStyle uint8

const (
	// PathPOSIX paths are absolute when they begin with "/", which alone
	// separates segments; a name is any bytes but "/" and NUL.
	PathPOSIX PathStyle = iota + 1
	// PathWindows paths are absolute with a drive letter ("C:\dir") or as
	// UNC paths ("\\server\share\dir"), "\\?\" forms included; "\" and "/"
	// both separate segments, and "\" is written when converting back.
	PathWindows
)

// String returns "posix" or "windows".
func (s PathStyle) String() string {
	switch s {
	case PathPOSIX:
		return "posix"
	case PathWindows:
		return "windows"
	}
	return "PathStyle(" + strconv.Itoa(int(s)) + ")"
}

// LocalPathStyle returns the path style of the running system: PathWindows
// on Windows, PathPOSIX elsewhere.
func LocalPathStyle() PathStyle {
	if runtime.GOOS == "windows" {
		return PathWindows
	}
	return PathPOSIX
}

// FromFilePath returns the file IRI of the absolute path in the given style
// (RFC 8089 §2, Appendix D): "file://" and the path, each segment written
// by [EscapeSegment], so that characters beyond ASCII stay (RFC 8089 §4)
// and "%", "?", "#", spaces, controls, ill-formed UTF-8 and what an IRI
// may not hold literally are percent-encoded. A Windows drive path gives
// "file:///C:/dir/f" (Appendix E.2), a UNC path "file://server/share/f"
// (Appendix E.3.1), or "file:////localhost/share/f" (E.3.2) for a server
// named "localhost". Dot segments stay. A relative path, a Windows path
// without a drive letter or a drive-relative one ("C:f") is a
// [*Error] of [ErrRelativePath] (so is a style other than PathPOSIX
// and PathWindows); a NUL byte one of [ErrInvalidChar].
func FromFilePath(path string, style PathStyle) (IRI, error) {
	fail := func(at int, err error, rule string) (IRI, error) {
		return IRI{}, &Error{Input: path, Offset: at, Err: err, Rule: rule}
	}
	if i := strings.IndexByte(path, 0); i >= 0 {
		return fail(i, ErrInvalidChar, "RFC 8089 §4")
	}
	var b strings.Builder
	b.Grow(len(path) + len("file:///"))
	b.WriteString("file://")
	switch style {
	case PathPOSIX:
		if !strings.HasPrefix(path, "/") {
			return fail(0, ErrRelativePath, "path-absolute")
		}
		writeSegments(&b, path, "/")
	case PathWindows:
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
			host := EscapeUserinfo(server)
			if x, err := Parse("file://" + host + "/"); err != nil || x.Host() != host || x.HostKind() != HostRegName && x.HostKind() != HostIPv4 {
				return fail(start, ErrInvalidHost, "ireg-name")
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
		return fail(0, ErrRelativePath, "PathStyle")
	}
	x, err := Parse(b.String())
	if err != nil {
		if pe, ok := err.(*ParseError); ok && pe.Err == ErrTooLong {
			return fail(0, ErrTooLong, "MaxLength")
		}
		return fail(0, ErrInvalidChar, "RFC 8089 §4")
	}
	return x, nil
}

// FilePath returns the local file path that the file IRI x names, in the
// given style (RFC 8089 §2, Appendix D), each segment percent-decoded. The
// host must be empty or "localhost" (RFC 8089 §2), except in the Windows
// style, where another host gives a UNC path (Appendix E.3.1) as do
// "file:////server/share" and "file://///server/share" (E.3.2); a Windows
// path needs a drive letter, "file:///C:/f", "file:/C:/f", "file:C:/f"
// (E.2), or "file:///C%7C/f" (E.2.2: the "|" of "C|", encoded, as an IRI
// holds it). Errors, as a [*Error]:
// [ErrNotFileIRI] for another scheme, a userinfo, a port, a query or a
// fragment, none of which a file-URI has; [ErrNonLocalHost]; [ErrRelativePath]
// for a path without its root or drive; [ErrEncodedSeparator] for "%2F"
// (or, in the Windows style, "%5C") in a segment, which would split it;
// [ErrInvalidChar] for "%00"; [ErrNotFileIRI] for a style other than
// PathPOSIX and PathWindows.
func (x IRI) FilePath(style PathStyle) (string, error) {
	fail := func(at int32, err error, rule string) (string, error) {
		return "", &Error{Input: x.s, Offset: int(at), Err: err, Rule: rule}
	}
	switch {
	case style != PathPOSIX && style != PathWindows:
		return fail(0, ErrNotFileIRI, "PathStyle")
	case !strings.EqualFold(x.Scheme(), "file"):
		return fail(0, ErrNotFileIRI, "file-URI")
	case x.HasUserinfo():
		return fail(x.authStart(), ErrNotFileIRI, "file-auth")
	case x.HasPort():
		return fail(x.hostEnd, ErrNotFileIRI, "file-auth")
	case x.HasQuery():
		return fail(x.pathEnd, ErrNotFileIRI, "file-URI")
	case x.HasFragment():
		return fail(x.queryEnd, ErrNotFileIRI, "file-URI")
	}
	sep := "/"
	if style == PathWindows {
		sep = `\`
	}
	host, path, pathStart := x.Host(), x.Path(), x.pathStart
	local := host == "" || strings.EqualFold(host, "localhost")
	if !local && style == PathPOSIX {
		return fail(x.hostStart, ErrNonLocalHost, "RFC 8089 §2")
	}
	if !local {
		// UNC: \\server\share\path (RFC 8089 Appendix E.3.1).
		if x.hostKind != HostRegName && x.hostKind != HostIPv4 {
			return fail(x.hostStart, ErrNonLocalHost, "MS-DTYP §2.2.57")
		}
		host = decodeValid(host, false)
		if strings.ContainsAny(host, `\/`) {
			return fail(x.hostStart, ErrEncodedSeparator, "MS-DTYP §2.2.57")
		}
		if strings.IndexByte(host, 0) >= 0 {
			return fail(x.hostStart, ErrInvalidChar, "RFC 8089 §4")
		}
		if host == "." || host == "?" {
			// "\\.\" and "\\?\" begin the Win32 device and file namespaces.
			return fail(x.hostStart, ErrInvalidHost, "Win32 file namespace")
		}
		if len(path) < 2 || path[1] == '/' {
			return fail(pathStart, ErrRelativePath, "MS-DTYP §2.2.57")
		}
		return x.joinSegments(`\\`+host, path, pathStart, sep)
	}
	if style == PathPOSIX {
		if !strings.HasPrefix(path, "/") {
			return fail(pathStart, ErrRelativePath, "path-absolute")
		}
		return x.joinSegments("", path, pathStart, sep)
	}
	if strings.HasPrefix(path, "//") {
		// "file:////server/share" (RFC 8089 Appendix E.3.2).
		n := len(path) - len(strings.TrimLeft(path, "/"))
		rest := path[n:]
		at := pathStart + int32(n)
		i := strings.IndexByte(rest, '/')
		if i <= 0 || i+1 >= len(rest) || rest[i+1] == '/' || n > 3 {
			return fail(at, ErrRelativePath, "RFC 8089 Appendix E.3.2")
		}
		server := rest[:i]
		if strings.IndexByte(server, '%') >= 0 {
			if strings.Contains(server, "%2F") || strings.Contains(server, "%2f") || strings.Contains(server, "%5C") || strings.Contains(server, "%5c") {
				return fail(at, ErrEncodedSeparator, "MS-DTYP §2.2.57")
			}
			server = decodeValid(server, false)
		}
		if strings.IndexByte(server, 0) >= 0 {
			return fail(at, ErrInvalidChar, "RFC 8089 §4")
		}
		if server == "." || server == "?" {
			return fail(at, ErrInvalidHost, "Win32 file namespace")
		}
		return x.joinSegments(`\\`+server, rest[i:], at+int32(i), sep)
	}
	// A drive letter: "/C:/f", "/C|/f", or "C:/f" without the root.
	drive, at := path, pathStart
	if strings.HasPrefix(drive, "/") {
		drive, at = drive[1:], at+1
	}
	if len(drive) >= 5 && isAlpha(drive[0]) && strings.EqualFold(drive[1:4], "%7C") && drive[4] == '/' {
		// The vertical line, which an IRI holds encoded (RFC 8089
		// Appendix E.2.2).
		return x.joinSegments(drive[:1]+":", drive[4:], at+4, sep)
	}
	if len(drive) < 3 || !isAlpha(drive[0]) || drive[1] != ':' || drive[2] != '/' {
		return fail(at, ErrRelativePath, "RFC 8089 Appendix E.2")
	}
	return x.joinSegments(drive[:1]+":", drive[2:], at+2, sep)
}

// joinSegments returns head and the segments of path, which begins with
// "/" at offset start of x, each decoded and written after sep.
func (x IRI) joinSegments(head, path string, start int32, sep string) (string, error) {
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
				at := start + int32(i+1+k)
				switch {
				case c == 0:
					return "", &Error{Input: x.s, Offset: int(at), Err: ErrInvalidChar, Rule: "RFC 8089 §4"}
				case c == '/', c == '\\' && sep == `\`:
					return "", &Error{Input: x.s, Offset: int(at), Err: ErrEncodedSeparator, Rule: "RFC 8089 §2"}
				}
			}
			seg = decodeValid(seg, false)
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
		b.WriteString(EscapeSegment(p[:i]))
		p = p[i:]
	}
}

// isWinSep reports whether c separates segments of a Windows path.
func isWinSep(c byte) bool { return c == '\\' || c == '/' }

// isAlpha reports whether c is an ASCII letter.
func isAlpha(c byte) bool { return 'a' <= c|0x20 && c|0x20 <= 'z' }
