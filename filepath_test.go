package iri

import (
	"errors"
	"strings"
	"testing"
)

// Rows from RFC 8089: Appendix B (example URIs), Appendix D (POSIX and
// Windows systems), Appendix E.2 (drive letters), E.2.2 (vertical line),
// E.3.1 and E.3.2 (UNC), and §4 (names encoded as UTF-8, here kept as IRI
// characters).
func TestFromFilePath(t *testing.T) {
	tests := []struct {
		path  string
		style PathStyle
		want  string
	}{
		{"/path/to/file", PathPOSIX, "file:///path/to/file"}, // Appendix B
		{"/", PathPOSIX, "file:///"},
		{"/etc/fstab", PathPOSIX, "file:///etc/fstab"},
		{"/home/user/résumé.txt", PathPOSIX, "file:///home/user/résumé.txt"},                                         // §4: kept as IRI characters
		{"/tmp/a b#c?d%e", PathPOSIX, "file:///tmp/a%20b%23c%3Fd%25e"},                                               // what the grammar forbids
		{"/tmp/back\\slash", PathPOSIX, "file:///tmp/back%5Cslash"},                                                  // "\" is a name character
		{"/tmp/\xff\xfe", PathPOSIX, "file:///tmp/%FF%FE"},                                                           // bytes that are not UTF-8
		{"/tmp/\u202Ebidi", PathPOSIX, "file:///tmp/%E2%80%AEbidi"},                                                  // RFC 3987 §4.1: kept encoded
		{"/a/./b/../c", PathPOSIX, "file:///a/./b/../c"},                                                             // dot segments stay
		{"//net/x", PathPOSIX, "file:////net/x"},                                                                     // POSIX keeps "//"
		{"/dir/", PathPOSIX, "file:///dir/"},                                                                         // a trailing "/"
		{"/a:b@c;d=e", PathPOSIX, "file:///a:b@c;d=e"},                                                               // pchar
		{`C:\path\to\file`, PathWindows, "file:///C:/path/to/file"},                                                  // Appendix E.2
		{`c:/path/to/file`, PathWindows, "file:///c:/path/to/file"},                                                  // Appendix E.2
		{`C:\`, PathWindows, "file:///C:/"},                                                                          // the root of a drive
		{`C:\Users\Zoë\日記.txt`, PathWindows, "file:///C:/Users/Zoë/日記.txt"},                                          // §4
		{`C:\a b\x#1`, PathWindows, "file:///C:/a%20b/x%231"},                                                        //
		{`\\host.example.com\Share\path\to\file.txt`, PathWindows, "file://host.example.com/Share/path/to/file.txt"}, // E.3.1
		{`\\localhost\share\f`, PathWindows, "file:////localhost/share/f"},                                           // E.3.2, so that it stays UNC
		{`\\?\C:\very\long`, PathWindows, "file:///C:/very/long"},                                                    // the Win32 file namespace
		{`\\?\UNC\server\share\x`, PathWindows, "file://server/share/x"},                                             // the Win32 file namespace
		{`\\a b:c\share`, PathWindows, "file://a%20b%3Ac/share"},                                                     // what an ireg-name may not hold
		{`\\サーバー\共有\f`, PathWindows, "file://サーバー/共有/f"},                                                             // an IDN server name
	}
	for _, tt := range tests {
		x, err := FromFilePath(tt.path, tt.style)
		if err != nil || x.String() != tt.want {
			t.Errorf("FromFilePath(%q, %v) = %q, %v; want %q", tt.path, tt.style, x, err, tt.want)
		}
	}
}

func TestFromFilePathErrors(t *testing.T) {
	tests := []struct {
		path  string
		style PathStyle
		err   error
		at    int
	}{
		{"", PathPOSIX, ErrRelativePath, 0},
		{"a/b", PathPOSIX, ErrRelativePath, 0},
		{"/a\x00b", PathPOSIX, ErrInvalidChar, 2},
		{`a\b`, PathWindows, ErrRelativePath, 0},
		{`\rooted\no\drive`, PathWindows, ErrRelativePath, 0},
		{`C:relative`, PathWindows, ErrRelativePath, 0},
		{`C:`, PathWindows, ErrRelativePath, 0},
		{`\\server`, PathWindows, ErrRelativePath, 0},
		{`\\server\`, PathWindows, ErrRelativePath, 0},
		{`\\\share`, PathWindows, ErrRelativePath, 0},
		{`\\.\COM1`, PathWindows, ErrRelativePath, 0},
		{`\\?\UNC\.\share\x`, PathWindows, ErrRelativePath, 6},
		{`\\?\UNC\?\share\x`, PathWindows, ErrRelativePath, 6},
		{"/x", 0, ErrRelativePath, 0},
	}
	for _, tt := range tests {
		x, err := FromFilePath(tt.path, tt.style)
		var fe *Error
		if !errors.As(err, &fe) || !errors.Is(err, tt.err) || fe.Offset != tt.at || x != (IRI{}) {
			t.Errorf("FromFilePath(%q, %v) = %q, %v; want %v at %d", tt.path, tt.style, x, err, tt.err, tt.at)
		}
	}
}

func TestFilePath(t *testing.T) {
	tests := []struct {
		in    string
		style PathStyle
		want  string
	}{
		{"file:///path/to/file", PathPOSIX, "/path/to/file"},          // Appendix B
		{"file:/path/to/file", PathPOSIX, "/path/to/file"},            // Appendix B, the minimal form
		{"file://localhost/path/to/file", PathPOSIX, "/path/to/file"}, // §2: "localhost"
		{"file://LocalHost/x", PathPOSIX, "/x"},
		{"FILE:///x", PathPOSIX, "/x"},
		{"file:///tmp/a%20b%23c%3Fd%25e", PathPOSIX, "/tmp/a b#c?d%e"},
		{"file:///tmp/%FF", PathPOSIX, "/tmp/\xff"},
		{"file:///home/r%C3%A9sum%C3%A9", PathPOSIX, "/home/résumé"},
		{"file:///c:/path/to/file", PathPOSIX, "/c:/path/to/file"},
		{"file:///c:/path/to/file", PathWindows, `c:\path\to\file`},   // Appendix E.2
		{"file:/c:/path/to/file", PathWindows, `c:\path\to\file`},     // Appendix E.2
		{"file:c:/path/to/file", PathWindows, `c:\path\to\file`},      // Appendix E.2
		{"file:///c%7C/path/to/file", PathWindows, `c:\path\to\file`}, // Appendix E.2.2
		{"file:/c%7C/path/to/file", PathWindows, `c:\path\to\file`},   // Appendix E.2.2
		{"file:c%7C/path/to/file", PathWindows, `c:\path\to\file`},    // Appendix E.2.2
		{"file://localhost/C:/x", PathWindows, `C:\x`},                // §2
		{"file:///C:/", PathWindows, `C:\`},
		{"file://host.example.com/Share/path/to/file.txt", PathWindows, `\\host.example.com\Share\path\to\file.txt`},    // E.3.1
		{"file:////host.example.com/Share/path/to/file.txt", PathWindows, `\\host.example.com\Share\path\to\file.txt`},  // E.3.2
		{"file://///host.example.com/Share/path/to/file.txt", PathWindows, `\\host.example.com\Share\path\to\file.txt`}, // E.3.2
		{"file:///C:/Users/Zo%C3%AB/a%20b", PathWindows, `C:\Users\Zoë\a b`},
	}
	for _, tt := range tests {
		got, err := MustParse(tt.in).FilePath(tt.style)
		if err != nil || got != tt.want {
			t.Errorf("FilePath(%q, %v) = %q, %v; want %q", tt.in, tt.style, got, err, tt.want)
		}
	}
}

func TestFilePathErrors(t *testing.T) {
	tests := []struct {
		in    string
		style PathStyle
		err   error
		at    int
	}{
		{"http://h/x", PathPOSIX, ErrNotFileIRI, 0},
		{"/x", PathPOSIX, ErrNotFileIRI, 0},
		{"file:///x?q", PathPOSIX, ErrNotFileIRI, 9},
		{"file:///x#f", PathPOSIX, ErrNotFileIRI, 9},
		{"file://u@localhost/x", PathPOSIX, ErrNotFileIRI, 7},
		{"file://localhost:1/x", PathPOSIX, ErrNotFileIRI, 16},
		{"file://host.example.com/x", PathPOSIX, ErrNonLocalHost, 7}, // §2: non-local
		{"file://[::1]/x", PathWindows, ErrNonLocalHost, 7},
		{"file:///a%2Fb", PathPOSIX, ErrEncodedSeparator, 9},
		{"file:///a%2fb", PathWindows, ErrRelativePath, 8}, // no drive
		{"file:///C:/a%2fb", PathWindows, ErrEncodedSeparator, 12},
		{"file:///C:/a%5Cb", PathWindows, ErrEncodedSeparator, 12},
		{"file:///a%00", PathPOSIX, ErrInvalidChar, 9},
		{"file://0%00000/000", PathWindows, ErrInvalidChar, 7}, // found by FuzzFileIRI
		{"file:////a%00/s/x", PathWindows, ErrInvalidChar, 9},
		{"file:x/y", PathPOSIX, ErrRelativePath, 5},
		{"file://", PathPOSIX, ErrRelativePath, 7},
		{"file:///etc/x", PathWindows, ErrRelativePath, 8},
		{"file:///C:", PathWindows, ErrRelativePath, 8},
		{"file://server", PathWindows, ErrRelativePath, 13},
		{"file://server/", PathWindows, ErrRelativePath, 13},
		{"file:////server", PathWindows, ErrRelativePath, 9},
		{"file:///x", 0, ErrNotFileIRI, 0},
	}
	for _, tt := range tests {
		got, err := MustParse(tt.in).FilePath(tt.style)
		var fe *Error
		if !errors.As(err, &fe) || !errors.Is(err, tt.err) || fe.Offset != tt.at || got != "" {
			t.Errorf("FilePath(%q, %v) = %q, %v; want %v at %d", tt.in, tt.style, got, err, tt.err, tt.at)
		}
	}
	_, err := MustParse("file://example.org/x").FilePath(PathPOSIX)
	if want := `iri: file IRI names another host at offset 7: "file://example.org/x" (RFC 8089 §2)`; err == nil || err.Error() != want {
		t.Errorf("got %v, want %s", err, want)
	}
}

// canonicalPath is the path FilePath gives back for a path FromFilePath
// accepts: Windows separators as "\", without the "\\?\" prefix.
func canonicalPath(p string, style PathStyle) string {
	if style != PathWindows {
		return p
	}
	p = strings.ReplaceAll(p, "/", `\`)
	if strings.HasPrefix(p, `\\?\`) {
		p = p[4:]
		if len(p) >= 4 && strings.EqualFold(p[:4], `UNC\`) {
			p = `\\` + p[4:]
		}
	}
	return p
}

// checkPathRoundTrip is the property of FuzzFilePath: a path that
// FromFilePath accepts comes back from FilePath in canonical form, and
// that path gives the same IRI.
func checkPathRoundTrip(t *testing.T, p string, style PathStyle) {
	x, err := FromFilePath(p, style)
	if err != nil {
		return
	}
	if y, err := Parse(x.String()); err != nil || y != x {
		t.Fatalf("FromFilePath(%q, %v) = %q, which does not parse to itself: %v", p, style, x, err)
	}
	back, err := x.FilePath(style)
	if err != nil || back != canonicalPath(p, style) {
		t.Fatalf("FromFilePath(%q, %v) = %q; FilePath = %q, %v; want %q", p, style, x, back, err, canonicalPath(p, style))
	}
	if y, err := FromFilePath(back, style); err != nil || y != x {
		t.Fatalf("FromFilePath(%q, %v) = %q, %v; want %q", back, style, y, err, x)
	}
}

func TestFilePathRoundTrip(t *testing.T) {
	for _, p := range []string{"/", "/a/b", "//a", "/a//b/", "/%41", "/\xff", "/a b/ü/\u200f", "/./..", "/a:b"} {
		checkPathRoundTrip(t, p, PathPOSIX)
	}
	for _, p := range []string{`C:\`, `c:/a\b`, `\\s\sh`, `\\s\sh\`, `\\localhost\s\x`, `\\?\D:\x y`, `\\?\unc\s\t\u`, `Z:\a%2F\ü`} {
		checkPathRoundTrip(t, p, PathWindows)
	}
}

func TestLocalPathStyle(t *testing.T) {
	if s := LocalPathStyle(); s != PathPOSIX && s != PathWindows {
		t.Errorf("LocalPathStyle() = %v", s)
	}
	if PathPOSIX.String() != "posix" || PathWindows.String() != "windows" || PathStyle(9).String() != "PathStyle(9)" {
		t.Error("PathStyle.String")
	}
}

// The Win32 namespaces are not UNC servers (found by FuzzFileIRI).
func TestFilePathNamespaces(t *testing.T) {
	for _, s := range []string{"file://./0000000", "file://%3F/a/b", "file:////./a/b", "file:////%3f/a/b"} {
		if p, err := MustParse(s).FilePath(PathWindows); !errors.Is(err, ErrInvalidHost) {
			t.Errorf("FilePath(%q) = %q, %v; want ErrInvalidHost", s, p, err)
		}
	}
}
