package iri

import (
	"errors"
	"slices"
	"strings"
	"testing"

	"golang.org/x/net/idna"
)

// TestFakeALabels runs each host through every path that touches IDNA:
// IRI → URI with IDNA, normalization with NormIDN (and Equivalent), URI →
// IRI with Unicode hosts, and Check. A label that starts with "xn--" is an
// A-label only if it decodes as Punycode to a non-ASCII, valid U-label that
// converts back to the same label (RFC 5890 §2.3.2.1, RFC 5891 §5.4).
func TestFakeALabels(t *testing.T) {
	for _, tt := range []struct {
		clause, in string
		off        int    // offset of the fault in the input, -1 for a genuine host
		msg        string // part of the HostError message
		decoded    string // the host a broken library would produce, compared with Equivalent
	}{
		{"RFC 5890 §2.3.2.1: decodes to all ASCII (trailing hyphen)", "http://xn--example-.com/", 7, `decodes to the ASCII label "example"`, "http://example.com/"},
		{"RFC 5890 §2.3.2.1: decodes to all ASCII, hyphens inside", "http://xn--andr--ep-.example.org/foo", 7, `"andr--ep"`, "http://andr--ep.example.org/foo"},
		{"RFC 5890 §2.3.2.1: uppercase ACE prefix", "http://XN--EXAMPLE-.com/", 7, `"example"`, "http://example.com/"},
		{"RFC 5890 §2.3.2.1: fullwidth ACE prefix", "http://\uff58\uff4e--example-.com/", 7, `"example"`, "http://example.com/"},
		{"RFC 5891 §5.4: one valid and one fake label", "http://xn--bcher-kva.xn--example-.com/", 21, `"xn--example-"`, "http://b\u00fccher.example.com/"},
		{"RFC 5891 §5.4: fake label first, valid label after", "http://xn--paypal-.xn--bcher-kva.com/", 7, `"xn--paypal-"`, "http://paypal.b\u00fccher.com/"},
		{"RFC 5890 §2.3.2.1: empty Punycode", "http://xn--.com/", 7, `"xn--"`, "http://.com/"},
		{"RFC 3492 §6.2: not Punycode", "http://www.xn--zz.example/", 11, "Punycode", ""},
		{"RFC 5891 §5.4: decodes to a character the mapping changes (U+00DC)", "http://xn--wca.example/", 7, "not a valid U-label", "http://\u00dc.example/"},
		{"RFC 5891 §5.4: a genuine uppercase A-label", "http://XN--BCHER-KVA.example/", -1, "", "http://b\u00fccher.example/"},
		{"RFC 1034 §3.1: label over 63 octets once encoded", "http://" + strings.Repeat("\u00fc", 60) + ".com/", 7, "63", ""},
		{"RFC 1034 §3.1: empty label from mapped dots (U+3002)", "http://a\u3002\u3002b/", 11, "empty label", ""},
		{"RFC 1034 §3.1: a label that maps to nothing (U+00AD)", "http://a.\u00ad.com/", 9, "empty once mapped", ""},
		{"RFC 1034 §3.1: name over 253 octets once encoded", "http://" + strings.Repeat("\u00fc\u00fc.", 40) + "com/", 7, "253", ""},
		{"RFC 1034 §3.1: empty label from mapped dots (U+FF0E, U+FF61)", "http://\u00fc\uff0e\uff61b/", 12, "empty label", ""},
	} {
		x := MustParse(tt.in)
		u, err := ToURIOptions{IDNA: true}.ToURI(x)
		var he *HostError
		switch {
		case tt.off < 0 && err != nil:
			t.Errorf("%s: ToURI(%q): %v", tt.clause, tt.in, err)
		case tt.off >= 0 && !errors.As(err, &he):
			t.Errorf("%s: ToURI(%q) = %q, %v; want a *HostError", tt.clause, tt.in, u, err)
		case tt.off >= 0 && (he.Offset != tt.off || !strings.Contains(err.Error(), tt.msg) || u != IRI{}):
			t.Errorf("%s: ToURI(%q) = %q, offset %d (want %d), %v", tt.clause, tt.in, u, he.Offset, tt.off, err)
		}
		vs := x.Check()
		var idn *Violation
		for i := range vs {
			if vs[i].Code == CodeIDNInvalid {
				idn = &vs[i]
				break
			}
		}
		switch {
		case tt.off < 0 && idn != nil:
			t.Errorf("%s: Check(%q) = %v", tt.clause, tt.in, vs)
		case tt.off >= 0 && idn == nil:
			t.Errorf("%s: Check(%q) = %v, want IDN_INVALID", tt.clause, tt.in, vs)
		}
		if tt.off < 0 {
			continue
		}
		n := x.Normalize(SchemeBased | NormIDN)
		if want := x.Normalize(SchemeBased); n != want {
			t.Errorf("%s: Normalize(%q, NormIDN) = %q, want the host unchanged: %q", tt.clause, tt.in, n, want)
		}
		if tt.decoded != "" {
			if d, err := Parse(tt.decoded); err == nil && Equivalent(x, d, SchemeBased|NormIDN|NormNFC) {
				t.Errorf("%s: Equivalent(%q, %q) = true", tt.clause, tt.in, tt.decoded)
			}
		}
		c := ToIRIOptions{IDNA: true}.ToIRI(x)
		if strings.Contains(tt.in, "xn--") && !strings.Contains(c.Host(), tt.in[idnLabelStart(tt.in, tt.off):tt.off+4]) {
			t.Errorf("%s: ToIRIOptions.ToIRI(%q) = %q, want the fake label kept", tt.clause, tt.in, c)
		}
	}
}

// idnLabelStart returns off: the rows give the offset of the label itself.
func idnLabelStart(_ string, off int) int { return off }

// TestIDNAFaultOffsets: the same fault has the same offset and reason
// whatever profile maps the host.
func TestIDNAFaultOffsets(t *testing.T) {
	profiles := map[string]*idna.Profile{
		"default":      nil,
		"Lookup":       idna.Lookup,
		"no STD3":      idna.New(idna.MapForLookup(), idna.Transitional(false)),
		"Registration": idna.Registration,
	}
	for _, tt := range []struct {
		in  string
		off int
		msg string
	}{
		{"http://a_b.example/", 8, "'_' (U+005F)"},
		{"http://www.a_b.example/", 12, "'_' (U+005F)"},
		{"http://a%2Fb.example/", 8, "U+002F"},
		{"http://xn--example-.com/", 7, "not an A-label"},
		{"http://-abc.example/", 7, "hyphen"},
	} {
		for name, p := range profiles {
			_, err := ToURIOptions{IDNA: true, IDNAProfile: p}.ToURI(MustParse(tt.in))
			var he *HostError
			if !errors.As(err, &he) || he.Offset != tt.off || !strings.Contains(err.Error(), tt.msg) {
				t.Errorf("%s profile: ToURI(%q): %v; want offset %d and %q", name, tt.in, err, tt.off, tt.msg)
			}
			if err != nil && strings.Contains(err.Error(), "idna:") {
				t.Errorf("%s profile: ToURI(%q): x/net's wording leaks: %v", name, tt.in, err)
			}
		}
	}
}

// TestPunycodeDecode checks the decoder against RFC 3492 §7.1 samples and
// the round trip with golang.org/x/net/idna's encoder.
func TestPunycodeDecode(t *testing.T) {
	for _, tt := range []struct{ in, want string }{
		{"bcher-kva", "b\u00fccher"},              // RFC 3492 style basic + delta
		{"ihqwcrb4cv8a8dqg056pqjye", "他们为什么不说中文"}, // RFC 3492 §7.1 (B)
		{"4dbcagdahymbxekheh6e0a7fei0b", "\u05dc\u05de\u05d4\u05d4\u05dd\u05e4\u05e9\u05d5\u05d8\u05dc\u05d0\u05de\u05d3\u05d1\u05e8\u05d9\u05dd\u05e2\u05d1\u05e8\u05d9\u05ea"}, // §7.1 (D)
		{"example-", "example"},
		{"", ""},
	} {
		if got, ok := punycodeDecode(tt.in); !ok || got != tt.want {
			t.Errorf("punycodeDecode(%q) = %q, %v; want %q", tt.in, got, ok, tt.want)
		}
	}
	for _, bad := range []string{"zz", "99999999999", "-abc", "\u00fc-abc", "b!"} {
		if got, ok := punycodeDecode(bad); ok {
			t.Errorf("punycodeDecode(%q) = %q, want an error", bad, got)
		}
	}
}

// TestPunycodeLen checks the encoded length against golang.org/x/net/idna.
func TestPunycodeLen(t *testing.T) {
	for _, label := range []string{"b\u00fccher", "\u4ed6\u4eec\u4e3a\u4ec0\u4e48\u4e0d\u8bf4\u4e2d\u6587", "\u00fc",
		strings.Repeat("\u00fc", 20), "a\U0010fff0b", "\u05d0\u05d1\u05d2\u05d3\u05d4\u05d5\u05d6\u05d7\u05d8",
		strings.Repeat("\u00fc", 70), strings.Repeat("a", 70) + "\u00fc"} {
		a, err := idna.Punycode.ToASCII(label)
		if err != nil {
			t.Fatal(err)
		}
		want := len(a) - len("xn--")
		if want > maxLabelLen {
			want = maxLabelLen + 1
		}
		if got := punycodeLen(label); got != want {
			t.Errorf("punycodeLen(%q) = %d, want %d (%s)", label, got, want, a)
		}
	}
}

// TestAppendPunycode checks the encoder against golang.org/x/net/idna and
// RFC 3492 §7.1 (B).
func TestAppendPunycode(t *testing.T) {
	for _, label := range []string{"b\u00fccher", "\u4ed6\u4eec\u4e3a\u4ec0\u4e48\u4e0d\u8bf4\u4e2d\u6587", "\u00fc", "a-\u00fc-b",
		strings.Repeat("\u00fc", 20), "a\U0010fff0b", "\u05d0\u05d1\u05d2\u05d3\u05d4\u05d5\u05d6\u05d7\u05d8", "ελληνικά", "日本語", "0\u0660"} {
		a, err := idna.Punycode.ToASCII(label)
		if err != nil {
			t.Fatal(err)
		}
		if got := "xn--" + string(appendPunycode(nil, label)); got != a {
			t.Errorf("appendPunycode(%q) = %q, want %q", label, got, a)
		}
	}
	if got := string(appendPunycode(nil, "他们为什么不说中文")); got != "ihqwcrb4cv8a8dqg056pqjye" {
		t.Errorf("RFC 3492 §7.1 (B): appendPunycode = %q", got)
	}
}

// Hosts far beyond DNS limits never reach idna, whose cost grows faster
// than linearly with the input: the mapping fails (RFC 1034 §3.1, 253
// octets) and the conversion keeps the label (RFC 5890 §2.3.2.1, 63 octets).
func TestIDNALengthLimits(t *testing.T) {
	x := MustParse("http://" + strings.Repeat("é", 30000) + "/")
	if _, err := (ToURIOptions{IDNA: true}).ToURI(x); !errors.Is(err, ErrIDNA) {
		t.Errorf("ToURIOptions{IDNA}.ToURI(30000 × é): err = %v, want ErrIDNA", err)
	}
	long := "http://xn--" + strings.Repeat("a", 60000) + "/"
	if got := (ToIRIOptions{IDNA: true}).ToIRI(MustParse(long)); got.String() != long {
		t.Errorf("ToIRIOptions{IDNA}.ToIRI changed a 60000-octet label")
	}
}

// TestLabelSepAt: labelSepAt finds the four label separators of RFC 3490
// §3.1 where a decoder finds them, in valid and ill-formed UTF-8.
func TestLabelSepAt(t *testing.T) {
	for r := rune(0); r < 0x10000; r++ {
		s := string(r)
		want := 0
		if isLabelSeparator(r) {
			want = len(s)
		}
		if got := labelSepAt(s, 0); got != want {
			t.Errorf("labelSepAt(%q) = %d, want %d", s, got, want)
		}
	}
	for _, s := range []string{"\xe3\x80", "\xef\xbc", "\xe3\x80\x82", "\xff\xef\xbd\xa1"} {
		var want []int
		for i, r := range s {
			if isLabelSeparator(r) {
				want = append(want, i)
			}
		}
		var got []int
		for i := 0; i < len(s); i++ {
			if labelSepAt(s, i) > 0 {
				got = append(got, i)
			}
		}
		if !slices.Equal(got, want) {
			t.Errorf("labelSepAt over %q: %v, want %v", s, got, want)
		}
	}
}
