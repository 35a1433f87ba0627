package keys

import (
	"strings"
	"unicode/utf8"

	"golang.org/x/net/idna"
)

// nameprep stands for the nameprep of IDNA 2003 (RFC 3491), which
// Python's "idna" codec runs and x/net/idna does not have: UTS #46 with
// transitional processing is the mapping designed to agree with IDNA 2003
// ("ß" becomes "ss", case and width fold, joiners go), without its
// Unicode 3.2 limit (characters assigned since then are accepted where
// IDNA 2003 rejects them as unassigned) and without STD3 rules.
var nameprep = idna.New(idna.MapForLookup(), idna.Transitional(true),
	idna.StrictDomainName(false), idna.CheckHyphens(false), idna.VerifyDNSLength(false))

// idna2003 converts host, which holds a byte above 0x7F, to ASCII as
// Python's "idna" codec does after the reference decodes the host as UTF-8
// dropping ill-formed bytes: labels split at "." and the three ideographic
// full stops, one trailing empty label allowed, ASCII labels kept as they
// are (case included), others mapped and Punycode-encoded, every label 1
// to 63 bytes. It reports false on any error, when the reference keeps the
// host's bytes.
func idna2003(host string) (string, bool) {
	if !utf8.ValidString(host) {
		host = strings.ToValidUTF8(host, "")
	}
	var b strings.Builder
	for rest := host; ; {
		label, sep := rest, -1
		for i, r := range rest {
			if r == '.' || r == '\u3002' || r == '\uff0e' || r == '\uff61' {
				label, sep = rest[:i], i+utf8.RuneLen(r)
				break
			}
		}
		a, ok := labelToASCII(label)
		if !ok {
			return "", false
		}
		b.WriteString(a)
		if sep < 0 {
			break
		}
		rest = rest[sep:]
		if rest == "" { // one trailing empty label is allowed
			b.WriteByte('.')
			break
		}
		b.WriteByte('.')
	}
	return b.String(), true
}

// labelToASCII is ToASCII (RFC 3490 §4.1) of one label, with nameprep.
func labelToASCII(label string) (string, bool) {
	ascii := true
	for i := 0; i < len(label); i++ {
		if label[i] >= utf8.RuneSelf {
			ascii = false
			break
		}
	}
	if !ascii {
		a, err := nameprep.ToASCII(label)
		if err != nil || strings.Contains(a, ".") {
			return "", false
		}
		label = a
	}
	return label, 0 < len(label) && len(label) < 64
}
