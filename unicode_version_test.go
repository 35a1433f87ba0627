package iri

import (
	"testing"
	"unicode"

	"golang.org/x/net/idna"
	"golang.org/x/text/secure/precis"
	"golang.org/x/text/unicode/bidi"
	"golang.org/x/text/unicode/norm"
	"golang.org/x/text/width"
)

// TestUnicodeVersionsAgree checks that every Unicode table the package
// consults is of one version under the running toolchain: the standard
// library's unicode (scripts, White_Space, Default_Ignorable_Code_Point),
// x/net/idna (UTS #46 mapping and validity), x/text's norm (NFC, NFKC),
// bidi (RFC 3987 §4.2 bidi classes), width and precis. x/net and x/text
// select their tables by Go release (go1.27 build tags), so the version is
// 15.0.0 under Go 1.26 and 17.0.0 under Go 1.27; README.md, "Go versions
// and Unicode", states it.
func TestUnicodeVersionsAgree(t *testing.T) {
	versions := []struct{ name, v string }{
		{"unicode.Version", unicode.Version},
		{"idna.UnicodeVersion", idna.UnicodeVersion},
		{"norm.Version", norm.Version},
		{"bidi.UnicodeVersion", bidi.UnicodeVersion},
		{"width.UnicodeVersion", width.UnicodeVersion},
		{"precis.UnicodeVersion", precis.UnicodeVersion},
	}
	for _, v := range versions[1:] {
		if v.v != versions[0].v {
			t.Errorf("%s = %s, but %s = %s: the package's Unicode tables disagree under this toolchain",
				v.name, v.v, versions[0].name, versions[0].v)
		}
	}
	switch versions[0].v {
	case "15.0.0", "17.0.0":
	default:
		t.Errorf("unicode.Version = %s: README.md's table names 15.0.0 (Go 1.26) and 17.0.0 (Go 1.27) only; update it", versions[0].v)
	}
}
