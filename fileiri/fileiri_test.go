package fileiri

import (
	"errors"
	"strings"
	"testing"

	"github.com/go-iri/iri"
)

// Rows from RFC 8089: Appendix B (example URIs), Appendix D (POSIX and
// Windows systems), Appendix E.2 (drive letters), E.2.2 (vertical line),
// E.3.1 and E.3.2 (UNC), and §4 (names encoded as UTF-8, here kept as IRI
// characters).
func TestFromFilePath(t *testing.T) {
	tests := []struct {
		path  string
		style Style
		want  string
	}{
		{"/path/to/file", POSIX, "file:///path/to/file"}, // Appendix B
		{"/", POSIX, "file:///"},
		{"/etc/fstab", POSIX, "file:///etc/fstab"},
		{"/home/user/résumé.txt", POSIX, "file:///home/user/résumé.txt"},                                         // §4: kept as IRI characters
		{"/tmp/a b#c?d%e", POSIX, "file:///tmp/a%20b%23c%3Fd%25e"},                                               // what the grammar forbids
		{"/tmp/back\\slash", POSIX, "file:///tmp/back%5Cslash"},                                                  // "\" is a name character
		{"/tmp/\xff\xfe", POSIX, "file:///tmp/%FF%FE"},                                                           // bytes that are not UTF-8
		{"/tmp/\u202Ebidi", POSIX, "file:///tmp/%E2%80%AEbidi"},                                                  // RFC 3987 §4.1: kept encoded
		{"/a/./b/../c", POSIX, "file:///a/./b/../c"},                                                             // dot segments stay
		{"//net/x", POSIX, "file:////net/x"},                                                                     // POSIX keeps "//"
		{"/dir/", POSIX, "file:///dir/"},                                                                         // a trailing "/"
		{"/a:b@c;d=e", POSIX, "file:///a:b@c;d=e"},                                                               // pchar
		{`C:\path\to\file`, Windows, "file:///C:/path/to/file"},                                                  // Appendix E.2
		{`c:/path/to/file`, Windows, "file:///c:/path/to/file"},                                                  // Appendix E.2
		{`C:\`, Windows, "file:///C:/"},                                                                          // the root of a drive
		{`C:\Users\Zoë\日記.txt`, Windows, "file:///C:/Users/Zoë/日記.txt"},                                          // §4
		{`C:\a b\x#1`, Windows, "file:///C:/a%20b/x%231"},                                                        //
		{`\\host.example.com\Share\path\to\file.txt`, Windows, "file://host.example.com/Share/path/to/file.txt"}, // E.3.1
		{`\\localhost\share\f`, Windows, "file:////localhost/share/f"},                                           // E.3.2, so that it stays UNC
		{`\\?\C:\very\long`, Windows, "file:///C:/very/long"},                                                    // the Win32 file namespace
		{`\\?\UNC\server\share\x`, Windows, "file://server/share/x"},                                             // the Win32 file namespace
		{`\\a b:c\share`, Windows, "file://a%20b%3Ac/share"},                                                     // what an ireg-name may not hold
		{`\\サーバー\共有\f`, Windows, "file://サーバー/共有/f"},                                                             // an IDN server name
	}
	for _, tt := range tests {
		x, err := FromPath(tt.path, tt.style)
		if err != nil || x.String() != tt.want {
			t.Errorf("FromPath(%q, %v) = %q, %v; want %q", tt.path, tt.style, x, err, tt.want)
		}
	}
}

func TestFromFilePathErrors(t *testing.T) {
	tests := []struct {
		path  string
		style Style
		err   error
		at    int
	}{
		{"", POSIX, ErrRelativePath, 0},
		{"a/b", POSIX, ErrRelativePath, 0},
		{"/a\x00b", POSIX, iri.ErrInvalidChar, 2},
		{`a\b`, Windows, ErrRelativePath, 0},
		{`\rooted\no\drive`, Windows, ErrRelativePath, 0},
		{`C:relative`, Windows, ErrRelativePath, 0},
		{`C:`, Windows, ErrRelativePath, 0},
		{`\\server`, Windows, ErrRelativePath, 0},
		{`\\server\`, Windows, ErrRelativePath, 0},
		{`\\\share`, Windows, ErrRelativePath, 0},
		{`\\.\COM1`, Windows, ErrRelativePath, 0},
		{`\\?\UNC\.\share\x`, Windows, ErrRelativePath, 6},
		{`\\?\UNC\?\share\x`, Windows, ErrRelativePath, 6},
		{"/x", 0, ErrRelativePath, 0},
	}
	for _, tt := range tests {
		x, err := FromPath(tt.path, tt.style)
		var fe *iri.Error
		if !errors.As(err, &fe) || !errors.Is(err, tt.err) || fe.Offset != tt.at || x != (iri.IRI{}) {
			t.Errorf("FromPath(%q, %v) = %q, %v; want %v at %d", tt.path, tt.style, x, err, tt.err, tt.at)
		}
	}
}

func TestFilePath(t *testing.T) {
	tests := []struct {
		in    string
		style Style
		want  string
	}{
		{"file:///path/to/file", POSIX, "/path/to/file"},          // Appendix B
		{"file:/path/to/file", POSIX, "/path/to/file"},            // Appendix B, the minimal form
		{"file://localhost/path/to/file", POSIX, "/path/to/file"}, // §2: "localhost"
		{"file://LocalHost/x", POSIX, "/x"},
		{"FILE:///x", POSIX, "/x"},
		{"file:///tmp/a%20b%23c%3Fd%25e", POSIX, "/tmp/a b#c?d%e"},
		{"file:///tmp/%FF", POSIX, "/tmp/\xff"},
		{"file:///home/r%C3%A9sum%C3%A9", POSIX, "/home/résumé"},
		{"file:///c:/path/to/file", POSIX, "/c:/path/to/file"},
		{"file:///c:/path/to/file", Windows, `c:\path\to\file`},   // Appendix E.2
		{"file:/c:/path/to/file", Windows, `c:\path\to\file`},     // Appendix E.2
		{"file:c:/path/to/file", Windows, `c:\path\to\file`},      // Appendix E.2
		{"file:///c%7C/path/to/file", Windows, `c:\path\to\file`}, // Appendix E.2.2
		{"file:/c%7C/path/to/file", Windows, `c:\path\to\file`},   // Appendix E.2.2
		{"file:c%7C/path/to/file", Windows, `c:\path\to\file`},    // Appendix E.2.2
		{"file://localhost/C:/x", Windows, `C:\x`},                // §2
		{"file:///C:/", Windows, `C:\`},
		{"file://host.example.com/Share/path/to/file.txt", Windows, `\\host.example.com\Share\path\to\file.txt`},    // E.3.1
		{"file:////host.example.com/Share/path/to/file.txt", Windows, `\\host.example.com\Share\path\to\file.txt`},  // E.3.2
		{"file://///host.example.com/Share/path/to/file.txt", Windows, `\\host.example.com\Share\path\to\file.txt`}, // E.3.2
		{"file:///C:/Users/Zo%C3%AB/a%20b", Windows, `C:\Users\Zoë\a b`},
	}
	for _, tt := range tests {
		got, err := Path(iri.MustParse(tt.in), tt.style)
		if err != nil || got != tt.want {
			t.Errorf("FilePath(%q, %v) = %q, %v; want %q", tt.in, tt.style, got, err, tt.want)
		}
	}
}

func TestFilePathErrors(t *testing.T) {
	tests := []struct {
		in    string
		style Style
		err   error
		at    int
	}{
		{"http://h/x", POSIX, ErrNotFileIRI, 0},
		{"/x", POSIX, ErrNotFileIRI, 0},
		{"file:///x?q", POSIX, ErrNotFileIRI, 9},
		{"file:///x#f", POSIX, ErrNotFileIRI, 9},
		{"file://u@localhost/x", POSIX, ErrNotFileIRI, 7},
		{"file://localhost:1/x", POSIX, ErrNotFileIRI, 16},
		{"file://host.example.com/x", POSIX, ErrNonLocalHost, 7}, // §2: non-local
		{"file://[::1]/x", Windows, ErrNonLocalHost, 7},
		{"file:///a%2Fb", POSIX, ErrEncodedSeparator, 9},
		{"file:///a%2fb", Windows, ErrRelativePath, 8}, // no drive
		{"file:///C:/a%2fb", Windows, ErrEncodedSeparator, 12},
		{"file:///C:/a%5Cb", Windows, ErrEncodedSeparator, 12},
		{"file:///a%00", POSIX, iri.ErrInvalidChar, 9},
		{"file://0%00000/000", Windows, iri.ErrInvalidChar, 7}, // found by FuzzFileIRI
		{"file:////a%00/s/x", Windows, iri.ErrInvalidChar, 9},
		{"file:x/y", POSIX, ErrRelativePath, 5},
		{"file://", POSIX, ErrRelativePath, 7},
		{"file:///etc/x", Windows, ErrRelativePath, 8},
		{"file:///C:", Windows, ErrRelativePath, 8},
		{"file://server", Windows, ErrRelativePath, 13},
		{"file://server/", Windows, ErrRelativePath, 13},
		{"file:////server", Windows, ErrRelativePath, 9},
		{"file:///x", 0, ErrNotFileIRI, 0},
	}
	for _, tt := range tests {
		got, err := Path(iri.MustParse(tt.in), tt.style)
		var fe *iri.Error
		if !errors.As(err, &fe) || !errors.Is(err, tt.err) || fe.Offset != tt.at || got != "" {
			t.Errorf("FilePath(%q, %v) = %q, %v; want %v at %d", tt.in, tt.style, got, err, tt.err, tt.at)
		}
	}
	_, err := Path(iri.MustParse("file://example.org/x"), POSIX)
	if want := `fileiri: file IRI names another host at offset 7: "file://example.org/x" (RFC 8089 §2)`; err == nil || err.Error() != want {
		t.Errorf("got %v, want %s", err, want)
	}
}

// canonicalPath is the path FilePath gives back for a path FromFilePath
// accepts: Windows separators as "\", without the "\\?\" prefix.
func canonicalPath(p string, style Style) string {
	if style != Windows {
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
func checkPathRoundTrip(t *testing.T, p string, style Style) {
	x, err := FromPath(p, style)
	if err != nil {
		return
	}
	if y, err := iri.Parse(x.String()); err != nil || y != x {
		t.Fatalf("FromPath(%q, %v) = %q, which does not parse to itself: %v", p, style, x, err)
	}
	back, err := Path(x, style)
	if err != nil || back != canonicalPath(p, style) {
		t.Fatalf("FromPath(%q, %v) = %q; FilePath = %q, %v; want %q", p, style, x, back, err, canonicalPath(p, style))
	}
	if y, err := FromPath(back, style); err != nil || y != x {
		t.Fatalf("FromPath(%q, %v) = %q, %v; want %q", back, style, y, err, x)
	}
}

func TestFilePathRoundTrip(t *testing.T) {
	for _, p := range []string{"/", "/a/b", "//a", "/a//b/", "/%41", "/\xff", "/a b/ü/\u200f", "/./..", "/a:b"} {
		checkPathRoundTrip(t, p, POSIX)
	}
	for _, p := range []string{`C:\`, `c:/a\b`, `\\s\sh`, `\\s\sh\`, `\\localhost\s\x`, `\\?\D:\x y`, `\\?\unc\s\t\u`, `Z:\a%2F\ü`} {
		checkPathRoundTrip(t, p, Windows)
	}
}

func TestLocalStyle(t *testing.T) {
	if s := LocalStyle(); s != POSIX && s != Windows {
		t.Errorf("LocalStyle() = %v", s)
	}
	if POSIX.String() != "posix" || Windows.String() != "windows" || Style(9).String() != "fileiri.Style(9)" {
		t.Error("Style.String")
	}
}

// The Win32 namespaces are not UNC servers (found by FuzzFileIRI).
func TestFilePathNamespaces(t *testing.T) {
	for _, s := range []string{"file://./0000000", "file://%3F/a/b", "file:////./a/b", "file:////%3f/a/b"} {
		if p, err := Path(iri.MustParse(s), Windows); !errors.Is(err, iri.ErrInvalidHost) {
			t.Errorf("FilePath(%q) = %q, %v; want iri.ErrInvalidHost", s, p, err)
		}
	}
}

// FuzzFilePath checks the round trip of file paths: a path FromFilePath
// accepts comes back from FilePath in its canonical form, which gives the
// same IRI again.
func FuzzFilePath(f *testing.F) {
	for _, p := range []string{"/", "/a/b c/ü", "//x", "/a%2Fb", "/\xff", `C:\a\b`, `\\s\share\x`, `\\?\UNC\s\t`,
		`\\localhost\s\x`, `c:/x/../y`, `\\a b\s`} {
		f.Add(p, false)
		f.Add(p, true)
	}
	f.Fuzz(func(t *testing.T, p string, windows bool) {
		style := POSIX
		if windows {
			style = Windows
		}
		checkPathRoundTrip(t, p, style)
		if _, err := FromPath(p, style); err != nil {
			var fe *iri.Error
			if !errors.As(err, &fe) || fe.Offset < 0 || fe.Offset > len(p) {
				t.Fatalf("FromPath(%q, %v): %v", p, style, err)
			}
		}
	})
}

// FuzzFileIRI checks the other round trip: the path of a file IRI gives
// an IRI whose path is the same.
func FuzzFileIRI(f *testing.F) {
	for _, s := range []string{"file:///a/b", "file:/a", "file://localhost/x", "file://h/s/x", "file:////h/s/x",
		"file:///C:/x", "file:c%7C/x", "file:///a%2Fb", "file:///a%00", "file:///%E2%80%AE"} {
		f.Add(s, false)
		f.Add(s, true)
	}
	f.Fuzz(func(t *testing.T, s string, windows bool) {
		x, err := iri.Parse(s)
		if err != nil {
			return
		}
		style := POSIX
		if windows {
			style = Windows
		}
		p, err := Path(x, style)
		if err != nil {
			var fe *iri.Error
			if !errors.As(err, &fe) || fe.Offset < 0 || fe.Offset > len(s) || p != "" {
				t.Fatalf("FilePath(%q, %v) = %q, %v", s, style, p, err)
			}
			return
		}
		y, err := FromPath(p, style)
		if err != nil {
			t.Fatalf("FilePath(%q, %v) = %q, which FromFilePath rejects: %v", s, style, p, err)
		}
		if q, err := Path(y, style); err != nil || q != p {
			t.Fatalf("FilePath(%q) = %q; FromFilePath = %q; FilePath = %q, %v", s, p, y, q, err)
		}
	})
}
