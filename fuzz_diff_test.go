package iri

import (
	"bufio"
	"encoding/json"
	"fmt"
	"io"
	"math/rand/v2"
	"os"
	"os/exec"
	"strings"
	"sync"
	"sync/atomic"
	"testing"
	"time"
	"unicode/utf8"
)

// Differential fuzzing against oxiri, iri-string and fluent-uri.
//
// The four FuzzPeers targets send every input to tools/peers-oracle (a
// Rust program that links the three crates) and compare its answers with
// go-iri's. They skip when the program is not built; see
// tools/peers-oracle/README.md. TestPeersCorpus in peers_corpus_test.go
// applies the same comparison, peersDiff, to answers recorded in
// testdata/peers/, so the check runs without cargo too.

func FuzzPeersParse(f *testing.F) {
	p := startPeers(f)
	for _, s := range peersSeeds(f, 1) {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, s string) {
		checkPeers(t, p, "parse", s)
	})
}

func FuzzPeersResolve(f *testing.F) {
	p := startPeers(f)
	for _, pr := range peersPairs(f) {
		f.Add(pr[0], pr[1])
	}
	f.Fuzz(func(t *testing.T, base, ref string) {
		checkPeers(t, p, "resolve", base, ref)
	})
}

func FuzzPeersNormalize(f *testing.F) {
	p := startPeers(f)
	for _, s := range peersSeeds(f, 2) {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, s string) {
		checkPeers(t, p, "normalize", s)
	})
}

func FuzzPeersToURI(f *testing.F) {
	p := startPeers(f)
	for _, s := range peersSeeds(f, 3) {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, s string) {
		checkPeers(t, p, "touri", s)
	})
}

// checkPeers asks the oracle and reports every disagreement that is not a
// documented difference.
func checkPeers(t *testing.T, p *peerOracle, op string, args ...string) {
	t.Helper()
	for _, a := range args {
		if !utf8.ValidString(a) || strings.ContainsAny(a, "\x00") {
			// The Rust libraries take &str; go-iri rejects ill-formed UTF-8
			// (RFC 3987 §2.2 is over characters) and so do FuzzParse's checks.
			return
		}
	}
	ans, err := p.ask(op, args...)
	if err != nil {
		t.Fatal(err)
	}
	for _, d := range peersDiff(op, args, ans) {
		t.Errorf("%s %q: %s", op, args, d)
	}
}

// peerResult is one library's answer (tools/peers-oracle/README.md).
type peerResult struct {
	OK      bool      `json:"ok"`
	V       string    `json:"v,omitempty"`
	C       []*string `json:"c,omitempty"`
	Abs     bool      `json:"abs,omitempty"`
	RFC3986 *bool     `json:"rfc3986,omitempty"`
	Err     string    `json:"err,omitempty"`
	Panic   bool      `json:"panic,omitempty"`
}

// peerAnswer is the oracle's line for one case.
type peerAnswer struct {
	Oxiri     *peerResult `json:"oxiri"`
	IRIString *peerResult `json:"iri-string"`
	Fluent    *peerResult `json:"fluent-uri"`
	Error     string      `json:"error,omitempty"`
}

func (a peerAnswer) each(fn func(lib string, r *peerResult)) {
	for _, l := range []struct {
		name string
		r    *peerResult
	}{{"oxiri", a.Oxiri}, {"iri-string", a.IRIString}, {"fluent-uri", a.Fluent}} {
		if l.r != nil {
			fn(l.name, l.r)
		}
	}
}

// peerOracle is a running tools/peers-oracle process.
type peerOracle struct {
	mu   sync.Mutex
	cmd  *exec.Cmd
	in   io.WriteCloser
	out  *bufio.Reader
	dead error // set once the process is killed
}

// peersTimeout bounds one answer: a library that loops forever on an input
// is a finding, reported with the input, not a hung fuzzer.
const peersTimeout = 10 * time.Second

var (
	peersOnce sync.Once
	peersProc *peerOracle
	peersErr  error
)

// peersBinary returns the oracle's path: $IRI_PEERS_ORACLE, else the
// build.sh output, else "".
func peersBinary() string {
	if p := os.Getenv("IRI_PEERS_ORACLE"); p != "" {
		return p
	}
	const built = "tools/peers-oracle/target/release/peers-oracle"
	if _, err := os.Stat(built); err == nil {
		return built
	}
	return ""
}

// startPeers starts the oracle once per process, or skips tb when it is
// not built.
func startPeers(tb testing.TB) *peerOracle {
	tb.Helper()
	bin := peersBinary()
	if bin == "" {
		tb.Skip("tools/peers-oracle is not built (run VENDOR=registry tools/peers-oracle/build.sh, or set IRI_PEERS_ORACLE)")
	}
	peersOnce.Do(func() {
		cmd := exec.Command(bin)
		in, err := cmd.StdinPipe()
		if err != nil {
			peersErr = err
			return
		}
		out, err := cmd.StdoutPipe()
		if err != nil {
			peersErr = err
			return
		}
		cmd.Stderr = os.Stderr
		if err := cmd.Start(); err != nil {
			peersErr = err
			return
		}
		// The process ends when the test binary exits and closes its stdin.
		peersProc = &peerOracle{cmd: cmd, in: in, out: bufio.NewReaderSize(out, 1<<16)}
	})
	if peersErr != nil {
		tb.Fatalf("starting %s: %v", bin, peersErr)
	}
	return peersProc
}

// ask sends one case and reads its answer.
func (p *peerOracle) ask(op string, args ...string) (peerAnswer, error) {
	p.mu.Lock()
	defer p.mu.Unlock()
	line, err := peersLine(op, args)
	if err != nil {
		return peerAnswer{}, err
	}
	resp, err := p.roundTrip(line)
	if err != nil {
		return peerAnswer{}, err
	}
	var a peerAnswer
	if err := json.Unmarshal([]byte(resp), &a); err != nil {
		return peerAnswer{}, fmt.Errorf("peers-oracle answer %q: %v", resp, err)
	}
	if a.Error != "" {
		return peerAnswer{}, fmt.Errorf("peers-oracle: %s", a.Error)
	}
	return a, nil
}

// roundTrip sends one request line and returns the answer line; p.mu is
// held. After a timeout the process is killed and every later call fails.
func (p *peerOracle) roundTrip(line string) (string, error) {
	if p.dead != nil {
		return "", p.dead
	}
	if _, err := io.WriteString(p.in, line+"\n"); err != nil {
		return "", fmt.Errorf("peers-oracle: %v", err)
	}
	type result struct {
		s   string
		err error
	}
	ch := make(chan result, 1)
	go func() {
		s, err := p.out.ReadString('\n')
		ch <- result{s, err}
	}()
	select {
	case r := <-ch:
		if r.err != nil {
			return "", fmt.Errorf("peers-oracle: %v", r.err)
		}
		return r.s, nil
	case <-time.After(peersTimeout):
		p.cmd.Process.Kill()
		p.dead = fmt.Errorf("peers-oracle: no answer within %v to %s (killed)", peersTimeout, line)
		return "", p.dead
	}
}

// peersLine is the protocol line for one case.
func peersLine(op string, args []string) (string, error) {
	var b strings.Builder
	b.WriteString(op)
	for _, a := range args {
		q, err := json.Marshal(a)
		if err != nil {
			return "", err
		}
		b.WriteByte('\t')
		b.Write(q)
	}
	return b.String(), nil
}

// ---- the comparison and its documented differences ----

// peersDocumented counts the library answers that differed from go-iri's
// by a documented difference (reported by TestPeersCorpus).
var peersDocumented atomic.Int64

func documented(ok bool) bool {
	if ok {
		peersDocumented.Add(1)
	}
	return ok
}

// peersDiff returns the disagreements between go-iri and the answers a
// for one case, leaving out the documented differences.
func peersDiff(op string, args []string, a peerAnswer) []string {
	var diffs []string
	add := func(lib, format string, v ...any) {
		diffs = append(diffs, lib+": "+fmt.Sprintf(format, v...))
	}
	switch op {
	case "parse":
		s := args[0]
		x, err := Parse(s)
		a.each(func(lib string, r *peerResult) {
			if r.Panic {
				add(lib, "panic: %s", r.Err)
				return
			}
			if (err == nil) != r.OK {
				if documented(peersParseVerdictDiffers(s, err)) {
					return
				}
				add(lib, "accepts=%v, go-iri err=%v", r.OK, err)
				return
			}
			if err != nil {
				return
			}
			if r.Abs != x.IsAbs() {
				add(lib, "absolute=%v, go-iri %v", r.Abs, x.IsAbs())
			}
			if got, want := fmtComponents(r.C), fmtComponents(goComponents(x)); got != want {
				add(lib, "components %s, go-iri %s", got, want)
			}
		})
	case "resolve":
		base, ref := args[0], args[1]
		bx, berr := Parse(base)
		rx, rerr := Parse(ref)
		if berr != nil || rerr != nil || !bx.IsAbs() {
			// The verdicts are the parse comparison's business; RFC 3986 §5.2.1
			// wants an absolute base (the oxiri relative-base cases).
			return nil
		}
		want, err := bx.Resolve(rx)
		if err != nil {
			return []string{fmt.Sprintf("go-iri: Resolve: %v", err)}
		}
		a.each(func(lib string, r *peerResult) {
			if r.Panic {
				add(lib, "panic: %s", r.Err)
				return
			}
			if !r.OK {
				if documented(peersResolveRefuses(lib, bx, rx, want, r)) {
					return
				}
				add(lib, "error %q, go-iri %q", r.Err, want.String())
				return
			}
			if r.V != want.String() && !documented(peersResolveDiffers(lib, bx, rx, want, r)) {
				add(lib, "%q, go-iri %q", r.V, want.String())
			}
		})
	case "normalize":
		x, err := Parse(args[0])
		if err != nil || !x.IsAbs() {
			return nil
		}
		want := x.Normalize(SyntaxBased)
		a.each(func(lib string, r *peerResult) {
			if r.Panic {
				add(lib, "panic: %s", r.Err)
				return
			}
			if !r.OK {
				add(lib, "error %q, go-iri %q", r.Err, want.String())
				return
			}
			if r.V != want.String() && !documented(peersNormalizeDiffers(lib, x, want, r)) {
				add(lib, "%q, go-iri %q", r.V, want.String())
			}
		})
	case "touri":
		x, err := Parse(args[0])
		if err != nil {
			return nil
		}
		want := x.ToURI()
		a.each(func(lib string, r *peerResult) {
			if r.Panic {
				add(lib, "panic: %s", r.Err)
				return
			}
			if !r.OK {
				add(lib, "error %q, go-iri %q", r.Err, want.String())
				return
			}
			if r.V != want.String() && !documented(peersToURIDiffers(lib, x, want, r)) {
				add(lib, "%q, go-iri %q", r.V, want.String())
			}
		})
	default:
		diffs = append(diffs, "unknown operation "+op)
	}
	return diffs
}

// peersParseVerdictDiffers reports whether go-iri's verdict on s differs
// from a peer's for a documented reason: RFC 3987 §4.1 says an IRI MUST
// NOT contain the bidi formatting characters LRM, RLM, LRE, RLE, PDF, LRO
// and RLO, which are ucschar and so pass the ABNF of §2.2 that the peers
// apply. go-iri refuses them (ParseLEIRI takes them).
func peersParseVerdictDiffers(s string, err error) bool {
	if err == nil || !strings.ContainsFunc(s, isBidiFormatting) {
		return false
	}
	_, err = Parse(strings.Map(func(r rune) rune {
		if isBidiFormatting(r) {
			return 'a'
		}
		return r
	}, s))
	return err == nil
}

// peersResolveRefuses reports whether a peer's resolution error, where
// go-iri answers want, is a documented difference.
func peersResolveRefuses(lib string, base, ref, want IRI, r *peerResult) bool {
	if lib == "oxiri" && !want.HasAuthority() && (strings.HasPrefix(want.Path(), "/.//") ||
		strings.HasPrefix(base.Normalize(NormDotSegments).Path(), "/.//")) {
		// remove_dot_segments (RFC 3986 §5.2.4) can leave a path starting with
		// "//" and no authority, which RFC 3986 §3.3 forbids; go-iri writes it
		// with a "/." prefix (the "/." difference), oxiri refuses the result
		// (also when only its own removal of the base's dot segments, above,
		// makes one: "https:/..//x" + "#f").
		return true
	}
	if lib != "fluent-uri" {
		return false
	}
	if base.HasFragment() {
		// fluent-uri refuses a base with a fragment. RFC 3986 §5.2.2 never reads
		// Base.fragment (T.fragment = R.fragment), and §5.1 has the fragment
		// stripped, so go-iri ignores it.
		return true
	}
	if !base.HasAuthority() && !strings.HasPrefix(base.Path(), "/") {
		// fluent-uri refuses to merge with a rootless or empty base path
		// ("mailto:a", "https:"). RFC 3986 §5.2.3 defines the merge for every
		// base without authority: the reference path after the base's last "/",
		// or as is; go-iri resolves these.
		return true
	}
	return false
}

// peersResolveDiffers reports whether a peer's resolution r.V, where
// go-iri answers want, is a documented difference.
func peersResolveDiffers(lib string, base, ref, want IRI, r *peerResult) bool {
	resolves := func(b, x string, dots bool) bool {
		bx, err1 := Parse(b)
		rx, err2 := Parse(x)
		if err1 != nil || err2 != nil {
			return false
		}
		if dots {
			bx = bx.Normalize(NormDotSegments)
		}
		alt, err := bx.Resolve(rx)
		return err == nil && alt.String() == r.V
	}
	encDot := lib != "oxiri" && hasEncodedDot(base.Path()+"/"+ref.Path())
	// iri-string and fluent-uri treat "%2e" and "%2E%2e" segments as dot
	// segments. RFC 3986 §5.2.4 removes the literal segments "." and ".."
	// only; "%2e" is the same as "." only after percent-encoding
	// normalization (§6.2.2.2), which resolution does not do.
	if encDot && resolves(decodeDotSegments(base), decodeDotSegments(ref), false) {
		return true
	}
	emptyPath := !ref.IsAbs() && !ref.HasAuthority() && ref.Path() == ""
	if lib == "oxiri" && emptyPath || lib == "fluent-uri" && !ref.IsAbs() && !ref.HasAuthority() {
		// oxiri removes dot segments from the base path when the reference has
		// no path ("", "?y", "#s"); fluent-uri removes them (and "%2e" ones)
		// from the base path before every merge. RFC 3986 §5.2.2: T.path =
		// Base.path as is, and §5.2.3 merges the base path as is.
		if resolves(base.String(), ref.String(), true) ||
			encDot && resolves(decodeDotSegments(base), decodeDotSegments(ref), true) {
			return true
		}
	}
	if lib == "oxiri" && ref.IsAbs() && r.V == ref.String() {
		// oxiri returns a reference with a scheme unchanged. RFC 3986 §5.2.2:
		// T.path = remove_dot_segments(R.path), so "x:../../y" is "x:y".
		return true
	}
	if lib == "fluent-uri" && ref.IsAbs() && !ref.HasAuthority() && !strings.HasPrefix(ref.Path(), "/") && r.V == ref.String() {
		// fluent-uri removes dot segments from absolute paths only, so a
		// reference with a scheme and a rootless path ("x:../../y") comes back
		// unchanged. RFC 3986 §5.2.2: T.path = remove_dot_segments(R.path).
		return true
	}
	return false
}

// peersNormalizeDiffers reports whether a peer's normalization r.V of x,
// where go-iri answers want, is a documented difference.
func peersNormalizeDiffers(lib string, x, want IRI, r *peerResult) bool {
	// go-iri writes percent-encoded the characters that ToIRI keeps encoded
	// (package doc "What stays percent-encoded": the bidi controls, which RFC
	// 3987 §4.1 forbids, and the space look-alikes and invisible characters
	// that RFC 3987 §3.2 step 4 and §6.1 let it keep, such as U+3000); the
	// peers decode them. Compare with those characters decoded on both sides.
	got := decodeKeptEncoded(r.V)
	if got == decodeKeptEncoded(want.String()) {
		return true
	}
	if got == decodeKeptEncoded(encodePrivateUse(want.String())) {
		// RFC 3987 §2.2 allows private-use characters (iprivate) literally
		// in the query, so RFC 3987 §3.2 step 4 and NormPercent decode
		// "%EE%80%80" there; iri-string keeps them encoded.
		return true
	}
	if lib == "fluent-uri" && x.HostKind() == HostIPv6 {
		// fluent-uri writes IPv6 addresses in the RFC 5952 form; RFC 3986
		// §6.2.2 syntax-based normalization does not rewrite them.
		return true
	}
	// The peers go further than RFC 3987 §5.3.2 syntax-based normalization
	// (go-iri's SyntaxBased), or less far:
	flags := []Normalization{SyntaxBased}
	if x.HasPort() && (x.Port() == "" || lib == "fluent-uri") {
		// iri-string drops an empty port, fluent-uri an empty or default port:
		// scheme-based steps (RFC 3986 §6.2.3, RFC 3987 §5.3.3, go-iri NormPort);
		flags = append(flags, SyntaxBased|NormPort)
	}
	if lib == "fluent-uri" && !x.HasAuthority() && !strings.HasPrefix(x.Path(), "/") {
		// fluent-uri removes dot segments from absolute paths only; RFC 3986
		// §6.2.2.3 applies remove_dot_segments to "mailto:%2e" once decoded;
		flags = append(flags, NormCase|NormPercent)
	}
	// fluent-uri lowercases the ASCII letters of every host; RFC 3987
	// §5.3.2.1 lowercases only a host that is US-ASCII only.
	foldHost := lib == "fluent-uri" && !isASCIIString(netURLUnescape(x.Host()))
	for _, f := range flags {
		exp := x.Normalize(f)
		if got == decodeKeptEncoded(exp.String()) || foldHost && got == decodeKeptEncoded(lowerHost(exp)) {
			return true
		}
	}
	return false
}

// lowerHost returns x with the ASCII letters of its host lowercased, outside
// percent-encodings.
func lowerHost(x IRI) string {
	s := x.String()
	i := 0
	if x.IsAbs() {
		i = len(x.Scheme()) + 1
	}
	i += 2
	if x.HasUserinfo() {
		i += len(x.Userinfo()) + 1
	}
	h := []byte(x.Host())
	for j := 0; j < len(h); j++ {
		if h[j] == '%' {
			j += 2
		} else if 'A' <= h[j] && h[j] <= 'Z' {
			h[j] += 'a' - 'A'
		}
	}
	return s[:i] + string(h) + s[i+len(h):]
}

// peersToURIDiffers reports whether a peer's URI r.V for x, where go-iri
// answers want, is a documented difference.
func peersToURIDiffers(lib string, x, want IRI, r *peerResult) bool {
	return false
}

// hasEncodedDot reports whether a path has a segment made of "." and
// "%2e" with at least one "%2e".
func hasEncodedDot(p string) bool {
	for _, seg := range strings.Split(p, "/") {
		if d := strings.ReplaceAll(strings.ReplaceAll(seg, "%2e", "."), "%2E", "."); d != seg && (d == "." || d == "..") {
			return true
		}
	}
	return false
}

// decodeDotSegments returns x with each path segment that decodes to "."
// or ".." written as that literal.
func decodeDotSegments(x IRI) string {
	s, p := x.String(), x.Path()
	tail := len(s) - len(p)
	if x.HasQuery() {
		tail -= 1 + len(x.Query())
	}
	if x.HasFragment() {
		tail -= 1 + len(x.Fragment())
	}
	segs := strings.Split(p, "/")
	for i, seg := range segs {
		if d := strings.ReplaceAll(strings.ReplaceAll(seg, "%2e", "."), "%2E", "."); d == "." || d == ".." {
			segs[i] = d
		}
	}
	return s[:tail] + strings.Join(segs, "/") + s[tail+len(p):]
}

// decodeKeptEncoded decodes the percent-encoded UTF-8 of every bidi
// control, space look-alike and invisible character (isBidiControl,
// isDiscouraged), and nothing else.
func decodeKeptEncoded(s string) string {
	if !strings.Contains(s, "%") {
		return s
	}
	var b strings.Builder
	for i := 0; i < len(s); {
		if s[i] == '%' {
			var buf [4]byte
			n, j := 0, i
			for n < 4 && j+2 < len(s) && s[j] == '%' && isHex(s[j+1]) && isHex(s[j+2]) {
				buf[n] = unhex(s[j+1])<<4 | unhex(s[j+2])
				n, j = n+1, j+3
				if r, size := utf8.DecodeRune(buf[:n]); r != utf8.RuneError && size == n {
					if isBidiControl(r) || isDiscouraged(r) {
						b.WriteRune(r)
						i = j
					}
					break
				}
			}
			if i == j {
				continue
			}
		}
		b.WriteByte(s[i])
		i++
	}
	return b.String()
}

func isHex(c byte) bool {
	return '0' <= c && c <= '9' || 'a' <= c && c <= 'f' || 'A' <= c && c <= 'F'
}

func goComponents(x IRI) []*string {
	opt := func(has bool, v string) *string {
		if !has {
			return nil
		}
		return &v
	}
	path := x.Path()
	return []*string{opt(x.IsAbs(), x.Scheme()), opt(x.HasAuthority(), x.Authority()), &path,
		opt(x.HasQuery(), x.Query()), opt(x.HasFragment(), x.Fragment())}
}

func fmtComponents(c []*string) string {
	var b strings.Builder
	for i, v := range c {
		if i > 0 {
			b.WriteByte(' ')
		}
		if v == nil {
			b.WriteString("-")
		} else {
			fmt.Fprintf(&b, "%q", *v)
		}
	}
	return b.String()
}

// ---- inputs ----

// peersSeeds returns the fuzz seeds of a one-string target: the
// benchmark mix, every twentieth Common Crawl base and reference, and IRIs
// generated from the ABNF (seeded per target). The seeds are few, so that
// the fuzzer's baseline pass stays short; the standing corpus
// (TestPeersCorpus) holds the bulk.
func peersSeeds(tb testing.TB, seed uint64) []string {
	tb.Helper()
	out := benchMix(tb)
	for i, p := range commonCrawlPairs(tb) {
		if i%20 == 0 {
			out = append(out, p[0], p[1])
		}
	}
	rng := rand.New(rand.NewPCG(seed, 3987))
	for range 500 {
		out = append(out, genIRIRef(rng, rng.IntN(4) == 0))
	}
	return out
}

// peersPairs returns the resolve seeds: the Common Crawl pairs, the
// RFC 3986 §5.4 examples, and generated pairs.
func peersPairs(tb testing.TB) [][2]string {
	tb.Helper()
	var out [][2]string
	for i, p := range commonCrawlPairs(tb) {
		if i%20 == 0 {
			out = append(out, p)
		}
	}
	for _, tt := range rfc3986Examples {
		out = append(out, [2]string{rfc3986Base, tt.ref})
	}
	rng := rand.New(rand.NewPCG(5, 2))
	for range 500 {
		out = append(out, [2]string{genIRIRef(rng, true), genIRIRef(rng, false)})
	}
	return out
}

// commonCrawlPairs reads testdata/oxiri/relative_urls_cc_10k.csv: a base,
// a comma, a reference (the reference may hold commas), as oxiri's own
// benchmark splits it.
func commonCrawlPairs(tb testing.TB) [][2]string {
	tb.Helper()
	lines := readLines(tb, "testdata/oxiri/relative_urls_cc_10k.csv")
	out := make([][2]string, 0, len(lines))
	for i, l := range lines {
		if i == 0 && l == "base,relative" {
			continue
		}
		b, r, ok := strings.Cut(l, ",")
		if !ok {
			continue
		}
		out = append(out, [2]string{strings.TrimSpace(b), strings.TrimSpace(r)})
	}
	return out
}

// genIRIRef returns a random string built from the ABNF of RFC 3987 §2.2
// (IRI-reference), biased toward the places where implementations
// disagree: dot segments, empty components, percent-encodings, IP
// literals, non-ASCII and private-use characters, and now and then a
// character outside the grammar. abs asks for a scheme.
func genIRIRef(rng *rand.Rand, abs bool) string {
	pick := func(xs ...string) string { return xs[rng.IntN(len(xs))] }
	var b strings.Builder
	if abs || rng.IntN(3) == 0 {
		b.WriteString(pick("http", "https", "HTTP", "s", "a+b-c.d", "urn", "mailto", "file", "foo", "ftp", "x"))
		b.WriteByte(':')
	}
	hasAuth := rng.IntN(3) > 0
	if hasAuth {
		b.WriteString("//")
		if rng.IntN(5) == 0 {
			b.WriteString(genChars(rng, "userinfo", 0, 6))
			b.WriteByte('@')
		}
		switch rng.IntN(8) {
		case 0:
			fmt.Fprintf(&b, "%d.%d.%d.%d", rng.IntN(300), rng.IntN(256), rng.IntN(256), rng.IntN(256))
		case 1:
			b.WriteString(pick("[::1]", "[2001:db8::7]", "[::ffff:1.2.3.4]", "[v7.x:y]", "[V1f.a]", "[::]", "[1:2:3:4:5:6:7:8]", "[fe80::1%25en0]", "[::1:]", "[v.x]"))
		case 2:
			// empty host
		default:
			b.WriteString(genChars(rng, "host", 0, 10))
		}
		if rng.IntN(4) == 0 {
			b.WriteByte(':')
			b.WriteString(pick("", "80", "443", "8080", "0", "65536", "00080", "x"))
		}
	}
	segs := rng.IntN(6)
	if hasAuth || rng.IntN(2) == 0 {
		if segs > 0 || rng.IntN(2) == 0 {
			b.WriteByte('/')
		}
	}
	for i := 0; i < segs; i++ {
		if i > 0 {
			b.WriteByte('/')
		}
		switch rng.IntN(6) {
		case 0:
			b.WriteString(pick(".", "..", "%2e", "%2E%2e", ".%2e", "", "..."))
		default:
			b.WriteString(genChars(rng, "path", 0, 8))
		}
	}
	if rng.IntN(3) == 0 {
		b.WriteByte('?')
		b.WriteString(genChars(rng, "query", 0, 10))
	}
	if rng.IntN(3) == 0 {
		b.WriteByte('#')
		b.WriteString(genChars(rng, "fragment", 0, 8))
	}
	return b.String()
}

// genChars returns between lo and hi characters allowed in the component
// (RFC 3987 §2.2: iunreserved, pct-encoded, sub-delims, ":" and "@" as the
// rule allows, iprivate in the query), with one in fifty drawn from
// outside the grammar.
func genChars(rng *rand.Rand, comp string, lo, hi int) string {
	const unreserved = "abcXYZ019-._~"
	const subDelims = "!$&'()*+,;="
	pieces := []string{unreserved, unreserved, subDelims}
	switch comp {
	case "userinfo":
		pieces = append(pieces, ":")
	case "path":
		pieces = append(pieces, ":@")
	case "query", "fragment":
		pieces = append(pieces, ":@/?")
	}
	nonASCII := []string{"é", "ü", "日本", "\u00a0", "\u3000", "\ufeff", "\u200e", "\u202e", "\U0001f600", "\ufdd0", "\ufff0", "\U000e0001", "\u0130", "ß", "\u2028", "\u00ad", "ｆ", "\u0301"}
	private := []string{"\ue000", "\uf8ff", "\U000f0000", "\U00100000"}
	outside := []string{" ", "\"", "<", ">", "\\", "^", "`", "{", "|", "}", "%", "%g1", "[", "]", "\x7f", "\t"}
	n := lo + rng.IntN(hi-lo+1)
	var b strings.Builder
	for range n {
		switch r := rng.IntN(50); {
		case r == 0:
			b.WriteString(outside[rng.IntN(len(outside))])
		case r < 6:
			b.WriteString(nonASCII[rng.IntN(len(nonASCII))])
		case r < 8 && comp == "query":
			b.WriteString(private[rng.IntN(len(private))])
		case r < 13:
			const hex = "0123456789abcdefABCDEF"
			enc := []string{"%2F", "%25", "%41", "%7e", "%7E", "%20", "%C3%A9", "%c3%a9", "%E3%80%80", "%FF", "%2e", "%3A", "%40", "%e2%80%ae"}
			if rng.IntN(2) == 0 {
				b.WriteString(enc[rng.IntN(len(enc))])
			} else {
				b.WriteByte('%')
				b.WriteByte(hex[rng.IntN(len(hex))])
				b.WriteByte(hex[rng.IntN(len(hex))])
			}
		default:
			p := pieces[rng.IntN(len(pieces))]
			b.WriteByte(p[rng.IntN(len(p))])
		}
	}
	return b.String()
}

// encodePrivateUse percent-encodes the private-use characters of s
// (iprivate, RFC 3987 §2.2) as uppercase UTF-8 triplets.
func encodePrivateUse(s string) string {
	var b strings.Builder
	for _, r := range s {
		if !isIprivate(r, false) {
			b.WriteRune(r)
			continue
		}
		var buf [4]byte
		for _, c := range buf[:utf8.EncodeRune(buf[:], r)] {
			b.WriteString("%" + string(upperHex[c>>4]) + string(upperHex[c&15]))
		}
	}
	return b.String()
}
