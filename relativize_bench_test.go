package iri

import (
	"net/url"
	"strings"
	"testing"
)

// Relativize on bench-mix.txt: each line is resolved against the RFC 3986
// §5.4 base, and the target is relativized back against that base.
//
//	go test -run '^$' -bench 'RelativizeBenchMix' -benchmem -count 5 | benchstat -
//
// net/url has no relativizer. The reference point is urlRelativize below,
// a minimal one written with net/url, the kind of helper a net/url user
// writes by hand; "url.ResolveReference+String", the inverse operation
// on the references go-iri produced, is shown as a second point of scale.
// On these inputs urlRelativize gives the same references as Relativize,
// except that String percent-encodes non-ASCII. Most lines have another
// scheme or host than the base, so this measures the candidates that
// Relativize tries first (target, network path) more than path arithmetic;
// BenchmarkRelativize covers same-host pairs from Common Crawl.

// urlRelativize returns a reference r such that base.ResolveReference(r)
// is t, trying the same candidates as Relativize for the common cases:
// another scheme gives t itself, another authority a network-path
// reference, the same path a same-document or query reference, otherwise
// the shorter of a relative path ("../x") and an absolute one. It works
// on the escaped path and ignores the corner cases that Relativize covers
// (dot segments in the base, empty paths, "//" at the start of a path).
func urlRelativize(base, t *url.URL) string {
	if t.Scheme != base.Scheme || t.Opaque != "" || base.Opaque != "" {
		return t.String()
	}
	if t.Host != base.Host || t.User.String() != base.User.String() {
		n := *t
		n.Scheme = ""
		return n.String()
	}
	var qsep, q, fsep, f string
	if t.ForceQuery || t.RawQuery != "" {
		qsep, q = "?", t.RawQuery
	}
	if t.Fragment != "" {
		fsep, f = "#", t.EscapedFragment()
	}
	bp, tp := base.EscapedPath(), t.EscapedPath()
	if bp == tp {
		if t.RawQuery == base.RawQuery && t.ForceQuery == base.ForceQuery {
			return fsep + f // "" or "#f"
		}
		if qsep != "" {
			return qsep + q + fsep + f
		}
	}
	// Strip the directories that base and target share, climb out of the
	// rest of the base directory.
	dir := bp[:strings.LastIndexByte(bp, '/')+1]
	k := 0
	for i := 0; i < len(dir) && i < len(tp) && dir[i] == tp[i]; i++ {
		if dir[i] == '/' {
			k = i + 1
		}
	}
	ups, rem := strings.Count(dir[k:], "/"), tp[k:]
	var dot string
	if seg, _, _ := strings.Cut(rem, "/"); ups == 0 && (rem == "" || strings.IndexByte(seg, ':') >= 0) {
		dot = "./" // "" would be the base itself; "a:b" would be a scheme
	}
	var sb strings.Builder
	if n := len(dot) + 3*ups + len(rem); len(tp) < n && strings.HasPrefix(tp, "/") {
		sb.Grow(len(tp) + len(qsep) + len(q) + len(fsep) + len(f))
		sb.WriteString(tp)
	} else {
		sb.Grow(n + len(qsep) + len(q) + len(fsep) + len(f))
		sb.WriteString(dot)
		for range ups {
			sb.WriteString("../")
		}
		sb.WriteString(rem)
	}
	sb.WriteString(qsep)
	sb.WriteString(q)
	sb.WriteString(fsep)
	sb.WriteString(f)
	return sb.String()
}

// BenchmarkRelativizeBenchMix measures Relativize of each resolved
// bench-mix line against the RFC 3986 §5.4 base, beside urlRelativize on
// the same url.URL values, and url.ResolveReference+String (the inverse).
func BenchmarkRelativizeBenchMix(b *testing.B) {
	base := MustParse(rfc3986Base)
	ubase, _ := url.Parse(rfc3986Base)
	var targets []IRI
	var utargets, urefs []*url.URL
	n := 0
	for _, s := range benchMix(b) {
		t, err := base.Resolve(MustParse(s))
		if err != nil {
			b.Fatal(err)
		}
		r, err := base.Relativize(t)
		if err != nil {
			b.Fatal(err)
		}
		ut, err1 := url.Parse(t.String())
		ur, err2 := url.Parse(r.String())
		if err1 != nil || err2 != nil {
			continue // both sides get the same inputs
		}
		// The hand-written relativizer must be right on these inputs, or
		// the comparison means nothing.
		if got := urlRelativize(ubase, ut); ubase.ResolveReference(mustURL(b, got)).String() != ut.String() {
			b.Fatalf("urlRelativize(%s) = %q, does not resolve back", ut, got)
		}
		targets, utargets, urefs = append(targets, t), append(utargets, ut), append(urefs, ur)
		n += len(rfc3986Base) + len(t.String())
	}
	size := int64(n / len(targets))
	b.Run("iri.Relativize", func(b *testing.B) {
		benchEach(b, targets, size, func(t IRI) { sinkIRI, _ = base.Relativize(t) })
	})
	b.Run("url.relativize", func(b *testing.B) {
		benchEach(b, utargets, size, func(t *url.URL) { sinkString = urlRelativize(ubase, t) })
	})
	b.Run("url.ResolveReference+String", func(b *testing.B) {
		benchEach(b, urefs, size, func(r *url.URL) { sinkString = ubase.ResolveReference(r).String() })
	})
}

func mustURL(tb testing.TB, s string) *url.URL {
	tb.Helper()
	u, err := url.Parse(s)
	if err != nil {
		tb.Fatal(err)
	}
	return u
}

// BenchmarkRelativizeCommonCrawl measures Relativize on the Common Crawl
// pairs (testdata/oxiri): each reference is
// resolved against its base and the target relativized back, beside
// urlRelativize on the same pairs as url.URL values. Pairs where
// urlRelativize does not resolve back (its corner cases) are left out on
// both sides, so both see the same inputs.
func BenchmarkRelativizeCommonCrawl(b *testing.B) {
	type iriPair struct{ base, target IRI }
	type urlPair struct{ base, target *url.URL }
	var in []iriPair
	var uin []urlPair
	n, dropped := 0, 0
	for _, p := range resolvePairs(commonCrawl(b)) {
		base := MustParse(p[0])
		t, err := base.Resolve(MustParse(p[1]))
		if err != nil {
			b.Fatal(err)
		}
		ub, err1 := url.Parse(base.String())
		ut, err2 := url.Parse(t.String())
		if err1 != nil || err2 != nil {
			continue
		}
		r, err := url.Parse(urlRelativize(ub, ut))
		if err != nil || ub.ResolveReference(r).String() != ut.String() {
			dropped++
			continue
		}
		in, uin = append(in, iriPair{base, t}), append(uin, urlPair{ub, ut})
		n += len(base.String()) + len(t.String())
	}
	if len(in) == 0 {
		b.Skip("no pairs")
	}
	b.Logf("%d pairs, %d left out (urlRelativize cannot relativize them)", len(in), dropped)
	size := int64(n / len(in))
	b.Run("iri.Relativize", func(b *testing.B) {
		benchEach(b, in, size, func(p iriPair) { sinkIRI, _ = p.base.Relativize(p.target) })
	})
	b.Run("url.relativize", func(b *testing.B) {
		benchEach(b, uin, size, func(p urlPair) { sinkString = urlRelativize(p.base, p.target) })
	})
}
