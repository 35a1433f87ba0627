package iri

import (
	"bufio"
	"compress/gzip"
	"encoding/json"
	"flag"
	"fmt"
	"math/rand/v2"
	"os"
	"strings"
	"testing"
	"unicode/utf8"
)

// The standing corpus: testdata/peers/corpus.txt.gz holds, for 200,000+
// cases of the four operations, the answers of oxiri, iri-string and
// fluent-uri as tools/peers-oracle computed them. TestPeersCorpus checks
// go-iri against them with the comparison of the FuzzPeers targets
// (peersDiff and its documented differences), so the differential check
// runs in every clone without cargo. testdata/peers/README.md says how the
// set is made; regenerate it with
//
//	VENDOR=registry tools/peers-oracle/build.sh
//	go test -run '^TestPeersCorpus$' -peers.regen .

var peersRegen = flag.Bool("peers.regen", false, "regenerate testdata/peers/corpus.txt.gz with tools/peers-oracle")

const peersCorpusFile = "testdata/peers/corpus.txt.gz"

func TestPeersCorpus(t *testing.T) {
	if *peersRegen {
		writePeersCorpus(t)
	}
	f, err := os.Open(peersCorpusFile)
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	zr, err := gzip.NewReader(f)
	if err != nil {
		t.Fatal(err)
	}
	sc := bufio.NewScanner(zr)
	sc.Buffer(nil, 1<<20)
	counts := map[string]int{}
	failed := 0
	doc0 := peersDocumented.Load()
	for n := 0; sc.Scan(); n++ {
		if raceEnabled && n%16 != 0 {
			// Under the race detector a sixteenth keeps the test in seconds.
			continue
		}
		op, args, ans, err := parsePeersCorpusLine(sc.Text())
		if err != nil {
			t.Fatalf("line %d: %v", n+1, err)
		}
		counts[op]++
		for _, d := range peersDiff(op, args, ans) {
			failed++
			if failed <= 50 {
				t.Errorf("%s line %d: %s %q: %s", peersCorpusFile, n+1, op, args, d)
			}
		}
	}
	if err := sc.Err(); err != nil {
		t.Fatal(err)
	}
	total := 0
	for _, c := range counts {
		total += c
	}
	if total == 0 {
		t.Fatalf("%s: no cases", peersCorpusFile)
	}
	t.Logf("%d cases checked (parse %d, resolve %d, normalize %d, touri %d); %d library answers differ by a documented difference; %d disagreements outside them",
		total, counts["parse"], counts["resolve"], counts["normalize"], counts["touri"], peersDocumented.Load()-doc0, failed)
}

// parsePeersCorpusLine splits a corpus line: the oracle's request line, a
// tab, and its answer.
func parsePeersCorpusLine(l string) (op string, args []string, a peerAnswer, err error) {
	fields := strings.Split(l, "\t")
	if len(fields) < 3 {
		return "", nil, a, fmt.Errorf("want op, arguments and answer, got %q", l)
	}
	op = fields[0]
	for _, q := range fields[1 : len(fields)-1] {
		var s string
		if err := json.Unmarshal([]byte(q), &s); err != nil {
			return "", nil, a, fmt.Errorf("argument %s: %v", q, err)
		}
		args = append(args, s)
	}
	var raw map[string]json.RawMessage
	if err := json.Unmarshal([]byte(fields[len(fields)-1]), &raw); err != nil {
		return "", nil, a, fmt.Errorf("answer: %v", err)
	}
	prev := json.RawMessage("null")
	for _, l := range []struct {
		name string
		dst  **peerResult
	}{{"oxiri", &a.Oxiri}, {"iri-string", &a.IRIString}, {"fluent-uri", &a.Fluent}} {
		v := raw[l.name]
		if string(v) == `"="` {
			v = prev // the same answer as the library before
		}
		if err := json.Unmarshal(v, l.dst); err != nil {
			return "", nil, a, fmt.Errorf("answer of %s: %v", l.name, err)
		}
		if string(v) != "null" {
			prev = v
		}
	}
	return op, args, a, nil
}

// compactPeersAnswer writes a library's answer that repeats the one before
// it (null answers skipped) as "=", which keeps the corpus file small.
func compactPeersAnswer(resp string) (string, error) {
	var raw map[string]json.RawMessage
	if err := json.Unmarshal([]byte(resp), &raw); err != nil {
		return "", fmt.Errorf("answer %q: %v", resp, err)
	}
	var b strings.Builder
	b.WriteByte('{')
	prev := ""
	for i, name := range []string{"oxiri", "iri-string", "fluent-uri"} {
		v := string(raw[name])
		if v == "" {
			return "", fmt.Errorf("answer %q: no %s", resp, name)
		}
		if i > 0 {
			b.WriteByte(',')
		}
		fmt.Fprintf(&b, "%q:", name)
		if v != "null" && v == prev {
			b.WriteString(`"="`)
		} else {
			b.WriteString(v)
		}
		if v != "null" {
			prev = v
		}
	}
	b.WriteByte('}')
	return b.String(), nil
}

// writePeersCorpus generates the cases, asks the oracle and writes the
// corpus file.
func writePeersCorpus(t *testing.T) {
	p := startPeers(t)
	cases := peersCorpusCases(t)
	f, err := os.Create(peersCorpusFile)
	if err != nil {
		t.Fatal(err)
	}
	zw, err := gzip.NewWriterLevel(f, gzip.BestCompression)
	if err != nil {
		t.Fatal(err)
	}
	w := bufio.NewWriter(zw)
	for _, c := range cases {
		line, err := peersLine(c[0], c[1:])
		if err != nil {
			t.Fatal(err)
		}
		p.mu.Lock()
		resp, err := p.roundTrip(line)
		p.mu.Unlock()
		if err != nil {
			t.Fatal(err)
		}
		resp, err = compactPeersAnswer(strings.TrimSuffix(resp, "\n"))
		if err != nil {
			t.Fatal(err)
		}
		w.WriteString(line)
		w.WriteByte('\t')
		w.WriteString(resp)
		w.WriteByte('\n')
	}
	if err := w.Flush(); err != nil {
		t.Fatal(err)
	}
	if err := zw.Close(); err != nil {
		t.Fatal(err)
	}
	if err := f.Close(); err != nil {
		t.Fatal(err)
	}
	t.Logf("wrote %d cases to %s", len(cases), peersCorpusFile)
}

// peersCorpusCases returns the corpus cases, {op, args...}, from fixed
// seeds: the Common Crawl pairs as they are and mutated, the benchmark mix,
// and IRIs generated from the ABNF (genIRIRef). Inputs that are not valid
// UTF-8 or hold NUL are left out (the peers take &str).
func peersCorpusCases(tb testing.TB) [][]string {
	tb.Helper()
	rng := rand.New(rand.NewPCG(21, 3987))
	pairs := commonCrawlPairs(tb)
	var singles []string
	for _, p := range pairs {
		singles = append(singles, p[0], p[1])
	}
	singles = append(singles, benchMix(tb)...)
	var cases [][]string
	add := func(c ...string) {
		for _, s := range c[1:] {
			if !utf8.ValidString(s) || strings.Contains(s, "\x00") {
				return
			}
		}
		cases = append(cases, c)
	}
	for _, op := range []string{"parse", "normalize", "touri"} {
		for _, s := range singles {
			add(op, s)
		}
		for range 15000 {
			add(op, mutateIRI(rng, singles[rng.IntN(len(singles))]))
		}
		for range 16000 {
			add(op, genIRIRef(rng, op == "normalize" || rng.IntN(3) == 0))
		}
	}
	for _, p := range pairs {
		add("resolve", p[0], p[1])
	}
	for range 21000 {
		p := pairs[rng.IntN(len(pairs))]
		add("resolve", mutateIRI(rng, p[0]), mutateIRI(rng, p[1]))
	}
	for range 21000 {
		add("resolve", genIRIRef(rng, true), genIRIRef(rng, false))
	}
	return cases
}

// mutateIRI applies one to three random edits to s: insert a token where
// implementations tend to differ, delete a run of characters, or swap in
// a generated component.
func mutateIRI(rng *rand.Rand, s string) string {
	tokens := []string{"%", "%2e", "%2E%2e", "/./", "/../", "/.", "/..", "#", "?", "[", "]", ":", "@", "//",
		"%C3%A9", "é", "\u3000", "\u00a0", "\u200e", "%25", "%zz", " ", "\ue000", "日本", ":80", ":", "[::1]", "%41"}
	r := []rune(s)
	for n := 1 + rng.IntN(3); n > 0; n-- {
		i := rng.IntN(len(r) + 1)
		switch rng.IntN(4) {
		case 0, 1:
			tok := []rune(tokens[rng.IntN(len(tokens))])
			r = append(r[:i], append(tok, r[i:]...)...)
		case 2:
			if i < len(r) {
				j := min(len(r), i+1+rng.IntN(4))
				r = append(r[:i], r[j:]...)
			}
		default:
			tok := []rune(genChars(rng, "path", 1, 4))
			r = append(r[:i], append(tok, r[i:]...)...)
		}
	}
	return string(r)
}

// TestPeersDocumentedDifferences holds one row per documented difference:
// a peer's actual answer that peersDiff must accept, with the clause
// go-iri follows; the last rows are disagreements it must report.
func TestPeersDocumentedDifferences(t *testing.T) {
	ok := func(v string) *peerResult { return &peerResult{OK: true, V: v} }
	fail := func(e string) *peerResult { return &peerResult{Err: e} }
	tests := []struct {
		clause, op string
		args       []string
		lib        string
		r          *peerResult
		reported   bool
	}{
		{"RFC 3987 §4.1: no bidi formatting characters", "parse", []string{"http://a/\u200e"}, "oxiri",
			&peerResult{OK: true, Abs: true, C: []*string{ptr("http"), ptr("a"), ptr("/\u200e"), nil, nil}}, false},
		{"RFC 3986 §5.2.2: T.path = Base.path", "resolve", []string{"http://a/bb/ccc/./d;p?q", "?y"}, "oxiri", ok("http://a/bb/ccc/d;p?y"), false},
		{"RFC 3986 §5.2.2: remove_dot_segments(R.path)", "resolve", []string{"http://a/b", "x:../../y"}, "oxiri", ok("x:../../y"), false},
		{"RFC 3986 §5.2.2: remove_dot_segments(R.path)", "resolve", []string{"http://a/b", "x:../../y"}, "fluent-uri", ok("x:../../y"), false},
		{"RFC 3986 §5.2.4: %2e is not a dot segment", "resolve", []string{"http://a/b/c", "%2e%2e/g"}, "iri-string", ok("http://a/g"), false},
		{"RFC 3986 §5.2.3: the base path merged as is", "resolve", []string{"http://a/b/%2e%2e/c", "d"}, "fluent-uri", ok("http://a/d"), false},
		{"RFC 3986 §5.1, §5.2.2: the base fragment is ignored", "resolve", []string{"http://a/b#f", "c"}, "fluent-uri", fail("base should not have fragment"), false},
		{"RFC 3986 §5.2.3: merge with a rootless base", "resolve", []string{"mailto:a", "b"}, "fluent-uri", fail("rootless base"), false},
		{"RFC 3986 §3.3: the /. prefix", "resolve", []string{"s:/a", "/.//b"}, "oxiri", fail("An IRI path is not allowed to start with //"), false},
		{"RFC 3987 §3.2 step 4, §6.1: U+3000 stays encoded", "normalize", []string{"http://a/%E3%80%80"}, "iri-string", ok("http://a/\u3000"), false},
		{"RFC 3987 §5.3.3: default port is scheme-based", "normalize", []string{"http://a:80/"}, "fluent-uri", ok("http://a/"), false},
		{"RFC 3986 §6.2.3: empty port is scheme-based", "normalize", []string{"http://a:/"}, "iri-string", ok("http://a/"), false},
		{"RFC 3986 §6.2.2.3: dot segments of a rootless path", "normalize", []string{"mailto:%2e"}, "fluent-uri", ok("mailto:."), false},
		{"RFC 3987 §5.3.2.1: only a US-ASCII host is lowercased", "normalize", []string{"http://X%C3%A9Y/"}, "fluent-uri", ok("http://xéy/"), false},
		{"RFC 5952 is not syntax-based normalization", "normalize", []string{"http://[0:0::1]/"}, "fluent-uri", ok("http://[::1]/"), false},
		{"reported: a wrong merge", "resolve", []string{rfc3986Base, "g"}, "iri-string", ok("http://a/b/c/h"), true},
		{"reported: a wrong verdict", "parse", []string{"http://a/b c"}, "oxiri", &peerResult{OK: true, Abs: true}, true},
		{"reported: a wrong URI", "touri", []string{"http://a/é"}, "fluent-uri", ok("http://a/é"), true},
	}
	for _, tt := range tests {
		var a peerAnswer
		switch tt.lib {
		case "oxiri":
			a.Oxiri = tt.r
		case "iri-string":
			a.IRIString = tt.r
		default:
			a.Fluent = tt.r
		}
		d := peersDiff(tt.op, tt.args, a)
		if (len(d) > 0) != tt.reported {
			t.Errorf("%s: %s %q, %s answers %+v: peersDiff = %q, want reported=%v", tt.clause, tt.op, tt.args, tt.lib, *tt.r, d, tt.reported)
		}
	}
}

func ptr(s string) *string { return &s }
