package iri

import (
	"strconv"
	"testing"
	"unicode/utf8"
)

// The fast paths of the percent-decoding writer of writers.go (unhex,
// pctSeq, decodeRun, nzScan) against the simple definitions they replace.

// unhexRef is unhex by cases.
func unhexRef(c byte) byte {
	switch {
	case c <= '9':
		return c - '0'
	case c <= 'F':
		return c - 'A' + 10
	}
	return c - 'a' + 10
}

func TestUnhex(t *testing.T) {
	for c := 0; c < 256; c++ {
		if asciiClass[c]&cHex == 0 {
			continue
		}
		want, _ := strconv.ParseUint(string(rune(c)), 16, 8)
		if got := unhex(byte(c)); uint64(got) != want || unhexRef(byte(c)) != got {
			t.Errorf("unhex(%q) = %d, want %d", rune(c), got, want)
		}
	}
}

// pctSeqRef is pctSeq gathering the octets and decoding them with
// utf8.DecodeRune.
func pctSeqRef(s string, i, end int) (r rune, n int) {
	c := unhexRef(s[i+1])<<4 | unhexRef(s[i+2])
	if c < utf8.RuneSelf {
		return rune(c), 1
	}
	var q [utf8.UTFMax]byte
	q[0] = c
	n = utf8SeqLen(c)
	got := 1
	for got < n && i+3*got < end && s[i+3*got] == '%' {
		j := i + 3*got
		q[got] = unhexRef(s[j+1])<<4 | unhexRef(s[j+2])
		got++
	}
	if n == 0 || got < n {
		return 0, 0
	}
	r, size := utf8.DecodeRune(q[:n])
	if size != n {
		return 0, 0
	}
	return r, n
}

// TestPctSeq compares pctSeq with pctSeqRef on every lead octet followed
// by every second octet and a sample of third and fourth octets, in both
// hex cases, whole and cut short, and with a literal byte in place of a
// triplet.
func TestPctSeq(t *testing.T) {
	sample := []byte{0x00, 0x41, 0x7F, 0x80, 0x8F, 0x90, 0x9F, 0xA0, 0xBF, 0xC0, 0xFF}
	hexes := []string{"%02X", "%02x"}
	check := func(s string) {
		// Every end after the first triplet at the end of a unit
		// (a triplet or a literal byte), as the parser guarantees.
		for end := 3; end <= len(s); end++ {
			if end < len(s) && s[end] != '%' && s[end] != 'g' {
				continue
			}
			r, n := pctSeq(s, 0, end)
			wr, wn := pctSeqRef(s, 0, end)
			if r != wr || n != wn {
				t.Fatalf("pctSeq(%q, 0, %d) = %U, %d; want %U, %d", s, end, r, n, wr, wn)
			}
			// decodeRun, through nzScan, reads eight bytes at a time
			// where s has them: with and without bytes after end.
			for _, tail := range []string{"", "%C3%A9%C3%A9"} {
				got, want := nzScanOn(s+tail, end, false), nzScanOn(s+tail, end, true)
				if got != want {
					t.Fatalf("nzScan(%q, 0, %d) = %q, want %q", s+tail, end, got, want)
				}
			}
		}
	}
	for c0 := 0; c0 < 256; c0++ {
		for c1 := 0; c1 < 256; c1++ {
			for _, h := range hexes {
				pre := pctHex(h, byte(c0)) + pctHex(h, byte(c1))
				check(pre)
				check(pctHex(h, byte(c0)) + "g" + pctHex(h, byte(c1)))
				if c0 < 0xE0 {
					continue
				}
				for _, c2 := range sample {
					check(pre + pctHex(h, c2))
					for _, c3 := range sample {
						check(pre + pctHex(h, c2) + pctHex(h, c3))
					}
				}
			}
		}
	}
}

// nzScanOn returns s with s[:end] as normalized by nzScan, or by
// nzScanRef if ref is set, with NormPercent.
func nzScanOn(s string, end int, ref bool) string {
	w := u2iWriter{s: s, size: 2 * len(s)}
	if ref {
		w.nzScanRef(0, end, NormPercent, false, false)
	} else {
		nzScan(&w, 0, end, NormPercent, false, false)
	}
	if !w.dirty {
		return s
	}
	w.copyTo(len(s))
	return w.b.String()
}

func pctHex(format string, c byte) string {
	const lower, upper = "0123456789abcdef", "0123456789ABCDEF"
	d := upper
	if format == "%02x" {
		d = lower
	}
	return "%" + string(d[c>>4]) + string(d[c&15])
}

// TestDecodeRunLeads: a well-formed character whose lead octet is below
// 0xEE and not qKeep is a ucschar that ToIRI decodes (so decodeRun
// decodes it without a look-up), in every component.
func TestDecodeRunLeads(t *testing.T) {
	var u [utf8.UTFMax]byte
	for r := rune(0x80); r < 0xE000; r++ {
		if !utf8.ValidRune(r) {
			continue
		}
		utf8.EncodeRune(u[:], r)
		if u[0] >= 0xEE || nzQuickClass[u[0]]&qKeep != 0 {
			continue
		}
		if !isUcschar(r) || (keepSet{}).keepEncoded(r, false) || (keepSet{}).keepEncoded(r, true) {
			t.Fatalf("U+%04X: lead %#x, but not a ucschar that ToIRI decodes", r, u[0])
		}
	}
}

// nzScanRef is nzScan one byte at a time, every triplet decoded by
// pctSeqRef.
func (w *u2iWriter) nzScanRef(start, end int, f Normalization, query, lower bool) {
	s := w.s
	pct := f&NormPercent != 0
	hex := f&(NormCase|NormPercent) != 0
	for i := start; i < end; {
		c := s[i]
		switch {
		case c == '%':
			if !pct {
				if hex {
					w.keep(i, 1)
				}
				i += 3
				continue
			}
			r, n := pctSeqRef(s, i, end)
			switch {
			case n == 0:
				w.keep(i, 1)
				n = 1
			case r < utf8.RuneSelf:
				if asciiClass[r]&cUnreserved == 0 {
					w.keep(i, 1)
					break
				}
				if lower && 'A' <= r && r <= 'Z' {
					r += 'a' - 'A'
				}
				w.copyTo(i)
				w.b.WriteByte(byte(r))
				w.last = i + 3
			case w.set.keepEncoded(r, query):
				w.keep(i, n)
			default:
				w.copyTo(i)
				w.b.WriteRune(r)
				w.last = i + 3*n
			}
			i += 3 * n
		case c >= utf8.RuneSelf:
			r, size := utf8.DecodeRuneInString(s[i:end])
			if pct && isUcschar(r) && w.set.keepEncoded(r, query) {
				w.copyTo(i)
				w.writePercent(s[i : i+size])
				w.last = i + size
			}
			i += size
		case lower && 'A' <= c && c <= 'Z':
			w.copyTo(i)
			w.b.WriteByte(c + 'a' - 'A')
			w.last = i + 1
			i++
		default:
			i++
		}
	}
}

// checkNzScan compares nzScan with nzScanRef on every component of x, for
// every combination of the flags nzScan reads, both values of query and
// lower, and a ToIRIOptions that decodes the discouraged characters.
func checkNzScan(t *testing.T, x IRI) {
	t.Helper()
	s := x.s
	type span struct{ start, end int }
	spans := []span{{0, int(x.schemeEnd)}, {int(x.hostStart), int(x.hostEnd)},
		{int(x.pathStart), int(x.pathEnd)}, {0, len(s)}}
	if x.flags&flagUserinfo != 0 {
		spans = append(spans, span{int(x.authStart()), int(x.hostStart) - 1})
	}
	if x.flags&flagQuery != 0 {
		spans = append(spans, span{int(x.pathEnd) + 1, int(x.queryEnd)})
	}
	if x.flags&flagFragment != 0 {
		spans = append(spans, span{int(x.queryEnd) + 1, len(s)})
	}
	run := func(ref bool, conv ToIRIOptions, sp span, f Normalization, query, lower bool) string {
		w := u2iWriter{s: s, set: conv.keepSet(), size: len(s)}
		if ref {
			w.nzScanRef(sp.start, sp.end, f, query, lower)
		} else {
			nzScan(&w, sp.start, sp.end, f, query, lower)
		}
		if !w.dirty {
			return s
		}
		w.copyTo(len(s))
		return w.b.String()
	}
	for _, sp := range spans {
		for _, f := range []Normalization{0, NormCase, NormPercent, NormCase | NormPercent} {
			for _, conv := range []ToIRIOptions{{}, {DecodeDiscouraged: true}} {
				for _, query := range []bool{false, true} {
					for _, lower := range []bool{false, true} {
						if lower && f&NormCase == 0 {
							continue // as the callers: lower comes with NormCase
						}
						got := run(false, conv, sp, f, query, lower)
						want := run(true, conv, sp, f, query, lower)
						if got != want {
							t.Fatalf("nzScan(%q[%d:%d], %v, conv %+v, query %v, lower %v) = %q, want %q",
								s, sp.start, sp.end, f, conv, query, lower, got, want)
						}
					}
				}
			}
		}
	}
}

func TestNzScanRef(t *testing.T) {
	for _, s := range append(append(intlCorpus(t), nzCorpus...),
		"http://example.org/%ee%80%80?%ee%80%80\uE000#%ee%80%80",
		"http://h/%C3%A9%e2%80%8e%E3%80%80%F0%9F%98%80%ED%9F%BF%ED%A0%80%C0%80%E0%9F%BF%F4%90%80%80%F3%A0%80%81",
		"http://h/\u200e\u3000\u00a0%41%2e%2F%7e?\U000E0001%F3%A0%80%81\uF8FF%EF%A3%BF#%EF%B7%90",
	) {
		x, err := Parse(s)
		if err != nil {
			if x, err = ParseLEIRI(s); err != nil {
				continue
			}
		}
		checkNzScan(t, x)
	}
}

// TestMayKeep: mayKeep holds for every ucschar that is a bidi control or
// discouraged, and in the BMP for no other.
func TestMayKeep(t *testing.T) {
	for r := rune(0xA0); r <= utf8.MaxRune; r++ {
		if !isUcschar(r) {
			continue
		}
		kept := isBidiControl(r) || isDiscouraged(r)
		if got := mayKeep(r); got != kept && (kept || r < 0x10000) {
			t.Fatalf("mayKeep(U+%04X) = %v, want %v", r, got, kept)
		}
	}
	if len(keptMasks) > 256 {
		t.Fatalf("%d masks do not fit keptIndex", len(keptMasks))
	}
}

// TestNormalizeTail: the output of Normalize, whose boundaries after the
// first component that changed tailIRI maps as they are written, is the
// IRI that Parse gives, for changes in each component, with and without a
// scheme or an authority.
func TestNormalizeTail(t *testing.T) {
	for _, s := range []string{
		"http://h/a?%C3%A9", "http://h/%C3%A9#%C3%A9", "http://h#%C3%A9", "http://h?#%c3%a9",
		"http://h/%C3%A9?q#f", "http://u@h:81/%7E?%7e#%7E", "http://[::1]/%C3%A9",
		"foo:/.//%C3%A9", "foo:/a/..//%C3%A9", "urn:a:%C3%A9", "urn:%C3%A9?x", "mailto:a@%C3%A9",
		"//h/%C3%A9", "//h/a?%C3%A9", "a/%C3%A9", "a:b/%C3%A9", "/%C3%A9", "?%C3%A9", "#%C3%A9",
		"http://h:80/%C3%A9", "HTTP://h/%C3%A9", "http://H/%C3%A9", "http://h", "http://h/./a",
	} {
		x, err := Parse(s)
		if err != nil {
			t.Fatal(err)
		}
		for _, n := range []Normalization{SyntaxBased, SchemeBased, NormPercent, NormCase, NormDotSegments} {
			y := x.Normalize(n)
			if z, err := Parse(y.String()); err != nil || z != y {
				t.Errorf("Normalize(%q, %v) = %+v; Parse gives %+v, %v", s, n, y, z, err)
			}
		}
	}
}
