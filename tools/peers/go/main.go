// Command peers-go is the Go half of the side-by-side timing of go-iri against the Rust peers
// (oxiri, iri-string, fluent-uri); ../rust/src/main.rs is its twin. See ../README.md.
//
//	peers-go prepare -out DIR -cc CSV -mix TXT [-list NAME=FILE ...]
//	peers-go check DIR                 (after peers-rs filter: go-iri accepts all, outputs compared)
//	peers-go bench DIR GROUP [ITEMS_PER_BLOCK [BLOCKS]]
//	peers-go allocs DIR
//	peers-go summarize [-md] RESULTS_DIR
//	peers-go table RESULTS_DIR         (the README's table: go-iri beside the fastest peer)
//	peers-go bar RESULTS_DIR           (prints the perf-vs-oxiri line; exit 1 if go-iri is slower)
//
// A bench prints lines "R <group> <bench> <dataset> <n> <ns_per_item>": the best of BLOCKS
// blocks of ceil(ITEMS_PER_BLOCK/n) passes over the list, after one warm-up block, exactly as
// the Rust harness does.
package main

import (
	"bufio"
	"errors"
	"flag"
	"fmt"
	"math"
	"net/url"
	"os"
	"path/filepath"
	"runtime"
	"slices"
	"sort"
	"strconv"
	"strings"
	"testing"
	"time"
	"unicode/utf8"

	"github.com/go-iri/iri"
)

func main() {
	if len(os.Args) < 2 {
		usage()
	}
	var err error
	switch os.Args[1] {
	case "prepare":
		err = prepare(os.Args[2:])
	case "check":
		err = check(arg(2))
	case "bench":
		items, blocks := 200000, 5
		if len(os.Args) > 4 {
			items, _ = strconv.Atoi(os.Args[4])
		}
		if len(os.Args) > 5 {
			blocks, _ = strconv.Atoi(os.Args[5])
		}
		err = bench(arg(2), arg(3), items, blocks)
	case "allocs":
		err = allocs(arg(2))
	case "summarize":
		md := len(os.Args) > 3 && os.Args[2] == "-md"
		err = summarize(os.Args[len(os.Args)-1], md)
	case "table":
		err = table(arg(2))
	case "bar":
		var ok bool
		ok, err = bar(arg(2))
		if err == nil && !ok {
			os.Exit(1)
		}
	default:
		usage()
	}
	if err != nil {
		fmt.Fprintln(os.Stderr, "peers-go:", err)
		os.Exit(2)
	}
}

func usage() {
	fmt.Fprintln(os.Stderr, "usage: peers-go prepare|check|bench|allocs|summarize|table|bar ... (see the source)")
	os.Exit(2)
}

func arg(i int) string {
	if len(os.Args) <= i {
		usage()
	}
	return os.Args[i]
}

func readLines(p string) ([]string, error) {
	b, err := os.ReadFile(p)
	if err != nil {
		return nil, err
	}
	s := string(b)
	if s == "" {
		return nil, nil
	}
	return strings.Split(strings.TrimSuffix(s, "\n"), "\n"), nil
}

func writeLines(p string, lines []string) error {
	var b strings.Builder
	for _, l := range lines {
		b.WriteString(l)
		b.WriteByte('\n')
	}
	return os.WriteFile(p, []byte(b.String()), 0o644)
}

// files returns the datasets of dir whose file name starts with prefix, sorted by name.
func files(dir, prefix string) [][2]string {
	m, _ := filepath.Glob(filepath.Join(dir, prefix+"*"))
	var out [][2]string
	for _, p := range m {
		name := filepath.Base(p)
		if !strings.HasSuffix(name, ".txt") && !strings.HasSuffix(name, ".tsv") {
			continue
		}
		out = append(out, [2]string{name[len(prefix) : len(name)-4], p})
	}
	sort.Slice(out, func(i, j int) bool { return out[i][0] < out[j][0] })
	return out
}

func isASCII(s string) bool {
	for i := 0; i < len(s); i++ {
		if s[i] >= 0x80 {
			return false
		}
	}
	return true
}

// ---------------------------------------------------------------------------------------------
// prepare: read the sources, keep what go-iri accepts, write the per-operation files.

type listFlag []string

func (l *listFlag) String() string     { return strings.Join(*l, ",") }
func (l *listFlag) Set(v string) error { *l = append(*l, v); return nil }

func prepare(args []string) error {
	fs := flag.NewFlagSet("prepare", flag.ExitOnError)
	out := fs.String("out", "", "output directory")
	cc := fs.String("cc", "", "Common Crawl base,relative CSV (header row)")
	mix := fs.String("mix", "", "bench-mix.txt")
	var lists listFlag
	fs.Var(&lists, "list", "NAME=FILE: a list of absolute URLs, one per line (repeatable)")
	fs.Parse(args)
	if *out == "" {
		return errors.New("prepare: -out is required")
	}
	if err := os.MkdirAll(*out, 0o755); err != nil {
		return err
	}
	var nonASCII []string
	seen := map[string]bool{}
	addNonASCII := func(s string) {
		if !isASCII(s) && !seen[s] {
			if _, err := iri.Parse(s); err == nil {
				seen[s] = true
				nonASCII = append(nonASCII, s)
			}
		}
	}
	report := func(what string, in, kept int) {
		fmt.Printf("prepare %s: %d read, %d accepted by go-iri\n", what, in, kept)
	}

	if *cc != "" {
		lines, err := readLines(*cc)
		if err != nil {
			return err
		}
		var refs, pairs, bases []string
		for _, l := range lines[1:] {
			b, r, ok := strings.Cut(l, ",")
			if !ok {
				continue
			}
			b, r = strings.TrimSpace(b), strings.TrimSpace(r)
			addNonASCII(b)
			addNonASCII(r)
			rx, rerr := iri.Parse(r)
			if rerr == nil && r != "" {
				refs = append(refs, r)
			}
			bx, berr := iri.Parse(b)
			if berr == nil && bx.IsAbs() {
				bases = append(bases, b)
			}
			if berr == nil && rerr == nil && bx.IsAbs() && !bx.HasFragment() {
				if _, err := bx.Resolve(rx); err == nil {
					pairs = append(pairs, b+"\t"+r)
				}
			}
		}
		report("cc refs (parse)", len(lines)-1, len(refs))
		report("cc pairs (resolve; base absolute without fragment)", len(lines)-1, len(pairs))
		report("cc bases (normalize)", len(lines)-1, len(bases))
		if err := writeLines(filepath.Join(*out, "parse-ref-cc.txt"), refs); err != nil {
			return err
		}
		if err := writeLines(filepath.Join(*out, "resolve-cc.tsv"), pairs); err != nil {
			return err
		}
		if err := writeLines(filepath.Join(*out, "normalize-ccbase.txt"), bases); err != nil {
			return err
		}
		if err := writeLines(filepath.Join(*out, "touri-ccref.txt"), refs); err != nil {
			return err
		}
	}
	if *mix != "" {
		lines, err := readLines(*mix)
		if err != nil {
			return err
		}
		var refs, abs []string
		for _, l := range lines {
			l = strings.TrimSpace(l)
			if l == "" {
				continue
			}
			addNonASCII(l)
			if x, err := iri.Parse(l); err == nil {
				refs = append(refs, l)
				if x.IsAbs() {
					abs = append(abs, l)
				}
			}
		}
		report("bench-mix", len(lines), len(refs))
		if err := writeLines(filepath.Join(*out, "parse-ref-mix.txt"), refs); err != nil {
			return err
		}
		if err := writeLines(filepath.Join(*out, "normalize-mix.txt"), abs); err != nil {
			return err
		}
	}
	for _, nv := range lists {
		name, p, ok := strings.Cut(nv, "=")
		if !ok {
			return fmt.Errorf("prepare: -list %q: want NAME=FILE", nv)
		}
		lines, err := readLines(p)
		if err != nil {
			return err
		}
		var abs []string
		for _, l := range lines {
			l = strings.TrimSpace(l)
			if l == "" {
				continue
			}
			addNonASCII(l)
			if x, err := iri.Parse(l); err == nil && x.IsAbs() {
				abs = append(abs, l)
			}
		}
		report(name, len(lines), len(abs))
		if err := writeLines(filepath.Join(*out, "parse-abs-"+name+".txt"), abs); err != nil {
			return err
		}
		if err := writeLines(filepath.Join(*out, "normalize-"+name+".txt"), abs); err != nil {
			return err
		}
	}
	report("non-ASCII items of all sources (touri)", len(nonASCII), len(nonASCII))
	return writeLines(filepath.Join(*out, "touri-nonascii.txt"), nonASCII)
}

// ---------------------------------------------------------------------------------------------
// check: after the Rust filter, every line must still be accepted by go-iri; count how often
// the outputs of the transforming operations differ from each peer's.

func check(dir string) error {
	for _, pre := range []string{"parse-abs-", "parse-ref-", "normalize-", "touri-"} {
		for _, f := range files(dir, pre) {
			lines, err := readLines(f[1])
			if err != nil {
				return err
			}
			for _, l := range lines {
				x, err := iri.Parse(l)
				if err != nil || ((pre == "parse-abs-" || pre == "normalize-") && !x.IsAbs()) {
					return fmt.Errorf("%s: go-iri rejects %q", f[1], l)
				}
			}
			fmt.Printf("check %s%s: %d items\n", pre, f[0], len(lines))
		}
	}
	compare := func(op, ds string, ours []string) error {
		for _, lib := range []string{"oxiri", "iri-string", "fluent-uri"} {
			theirs, err := readLines(filepath.Join(dir, "out-"+op+"-"+ds+"."+lib))
			if errors.Is(err, os.ErrNotExist) {
				continue
			}
			if err != nil {
				return err
			}
			if len(theirs) != len(ours) {
				return fmt.Errorf("out-%s-%s.%s: %d lines, want %d", op, ds, lib, len(theirs), len(ours))
			}
			diff, ex := 0, ""
			for i := range ours {
				if ours[i] != theirs[i] {
					if diff < 2 {
						ex += fmt.Sprintf(" [go-iri %q, %s %q]", ours[i], lib, theirs[i])
					}
					diff++
				}
			}
			fmt.Printf("check %s %s: go-iri and %s differ on %d of %d%s\n", op, ds, lib, diff, len(ours), ex)
		}
		return nil
	}
	for _, f := range files(dir, "resolve-") {
		lines, err := readLines(f[1])
		if err != nil {
			return err
		}
		var ours []string
		for _, l := range lines {
			b, r, _ := strings.Cut(l, "\t")
			res, err := iri.MustParse(b).Resolve(iri.MustParse(r))
			if err != nil {
				return err
			}
			ours = append(ours, res.String())
		}
		fmt.Printf("check resolve-%s: %d pairs\n", f[0], len(lines))
		if err := compare("resolve", f[0], ours); err != nil {
			return err
		}
	}
	for _, f := range files(dir, "normalize-") {
		lines, _ := readLines(f[1])
		var ours []string
		for _, l := range lines {
			ours = append(ours, iri.MustParse(l).Normalize(iri.SyntaxBased).String())
		}
		if err := compare("normalize", f[0], ours); err != nil {
			return err
		}
	}
	for _, f := range files(dir, "touri-") {
		lines, _ := readLines(f[1])
		var ours []string
		for _, l := range lines {
			ours = append(ours, iri.MustParse(l).ToURI().String())
		}
		if err := compare("touri", f[0], ours); err != nil {
			return err
		}
	}
	return nil
}

// ---------------------------------------------------------------------------------------------
// timing

// The timed loops store every result in these package-level variables, so that the compiler
// cannot drop the work; nothing reads them (hence the U1000 exceptions).
var (
	//lint:ignore U1000 a sink
	sinkIRI iri.IRI
	//lint:ignore U1000 a sink
	sinkURL *url.URL
	//lint:ignore U1000 a sink
	sinkStr string
	//lint:ignore U1000 a sink
	sinkBool bool
	//lint:ignore U1000 a sink
	sinkN int
)

type timer struct {
	items, blocks int
	group         string
}

// run times pass (one pass over n items): one warm-up block, then the best of t.blocks blocks
// of the same number of passes.
func (t timer) run(bench, ds string, n int, pass func()) {
	if n == 0 {
		return
	}
	passes := (t.items + n - 1) / n
	runtime.GC()
	best := time.Duration(math.MaxInt64)
	for b := 0; b <= t.blocks; b++ {
		t0 := time.Now()
		for p := 0; p < passes; p++ {
			pass()
		}
		if el := time.Since(t0); b > 0 && el < best {
			best = el
		}
	}
	ns := float64(best.Nanoseconds()) / float64(passes*n)
	fmt.Printf("R\t%s\t%s\t%s\t%d\t%.2f\n", t.group, bench, ds, n, ns)
}

type benchFn struct {
	group, bench, ds string
	n                int
	pass             func()
}

// benches returns the timed loops of a group, in a fixed order. The "bar" group is the subset
// that the perf-vs-oxiri bar runs.
func benches(dir, group string) ([]benchFn, error) {
	var out []benchFn
	add := func(g, b, ds string, n int, f func()) { out = append(out, benchFn{g, b, ds, n, f}) }
	want := func(g string) bool { return group == g || group == "all" }

	barSets := map[string]bool{"cc": true, "kasztp": true}
	for _, pre := range []string{"parse-abs-", "parse-ref-"} {
		for _, f := range files(dir, pre) {
			items, err := readLines(f[1])
			if err != nil {
				return nil, err
			}
			ds := f[0]
			parse := func() {
				for _, s := range items {
					x, err := iri.Parse(s)
					if err != nil {
						panic(err)
					}
					sinkIRI = x
				}
			}
			if want("parse") {
				add("parse", "go-iri-Parse", ds, len(items), parse)
				add("parse", "go-utf8.ValidString", ds, len(items), func() {
					for _, s := range items {
						sinkBool = utf8.ValidString(s)
					}
				})
				add("parse", "go-net/url.Parse", ds, len(items), func() {
					for _, s := range items {
						u, _ := url.Parse(s)
						sinkURL = u
					}
				})
			}
			if group == "bar" && barSets[ds] {
				add("bar", "go-iri-Parse", ds, len(items), parse)
			}
		}
	}
	for _, f := range files(dir, "resolve-") {
		lines, err := readLines(f[1])
		if err != nil {
			return nil, err
		}
		ds := f[0]
		type pair struct {
			b, r string
			bx   iri.IRI
			bu   *url.URL
		}
		pairs := make([]pair, len(lines))
		for i, l := range lines {
			b, r, _ := strings.Cut(l, "\t")
			bu, _ := url.Parse(b)
			pairs[i] = pair{b, r, iri.MustParse(b), bu}
		}
		// Base parsed once, outside the timing (as oxiri's own benchmark does).
		resolve := func() {
			for i := range pairs {
				p := &pairs[i]
				r, err := iri.Parse(p.r)
				if err != nil {
					panic(err)
				}
				x, err := p.bx.Resolve(r)
				if err != nil {
					panic(err)
				}
				sinkStr = x.String()
			}
		}
		if group == "bar" {
			add("bar", "go-iri-resolve", ds, len(pairs), resolve)
		}
		if !want("resolve") {
			continue
		}
		add("resolve", "go-iri-resolve", ds, len(pairs), resolve)
		// Into a reused buffer, as oxiri's resolve_into.
		add("resolve", "go-iri-append_resolve", ds, len(pairs), func() {
			var buf []byte
			for i := range pairs {
				p := &pairs[i]
				r, err := iri.Parse(p.r)
				if err != nil {
					panic(err)
				}
				buf, err = p.bx.AppendResolve(buf[:0], r)
				if err != nil {
					panic(err)
				}
				sinkN += len(buf)
			}
		})
		add("resolve", "go-net/url-resolve", ds, len(pairs), func() {
			for i := range pairs {
				p := &pairs[i]
				r, err := url.Parse(p.r)
				if err != nil {
					continue
				}
				sinkStr = p.bu.ResolveReference(r).String()
			}
		})
		// Base parsed inside the timing too.
		add("resolve", "go-iri-resolve+base", ds, len(pairs), func() {
			for i := range pairs {
				p := &pairs[i]
				b, err := iri.Parse(p.b)
				if err != nil {
					panic(err)
				}
				r, err := iri.Parse(p.r)
				if err != nil {
					panic(err)
				}
				x, err := b.Resolve(r)
				if err != nil {
					panic(err)
				}
				sinkStr = x.String()
			}
		})
		add("resolve", "go-net/url-resolve+base", ds, len(pairs), func() {
			for i := range pairs {
				p := &pairs[i]
				b, err := url.Parse(p.b)
				if err != nil {
					continue
				}
				r, err := url.Parse(p.r)
				if err != nil {
					continue
				}
				sinkStr = b.ResolveReference(r).String()
			}
		})
	}
	if want("normalize") {
		for _, f := range files(dir, "normalize-") {
			lines, err := readLines(f[1])
			if err != nil {
				return nil, err
			}
			xs := make([]iri.IRI, len(lines))
			for i, l := range lines {
				xs[i] = iri.MustParse(l)
			}
			add("normalize", "go-iri-Normalize", f[0], len(xs), func() {
				for _, x := range xs {
					sinkStr = x.Normalize(iri.SyntaxBased).String()
				}
			})
		}
	}
	if want("touri") {
		for _, f := range files(dir, "touri-") {
			lines, err := readLines(f[1])
			if err != nil {
				return nil, err
			}
			xs := make([]iri.IRI, len(lines))
			for i, l := range lines {
				xs[i] = iri.MustParse(l)
			}
			add("touri", "go-iri-ToURI", f[0], len(xs), func() {
				for _, x := range xs {
					sinkStr = x.ToURI().String()
				}
			})
		}
	}
	return out, nil
}

func bench(dir, group string, items, blocks int) error {
	bs, err := benches(dir, group)
	if err != nil {
		return err
	}
	for _, b := range bs {
		timer{items, blocks, b.group}.run(b.bench, b.ds, b.n, b.pass)
	}
	return nil
}

// allocs prints, for each go-iri loop, the allocations and bytes per item of one pass.
func allocs(dir string) error {
	bs, err := benches(dir, "all")
	if err != nil {
		return err
	}
	for _, b := range bs {
		if !strings.HasPrefix(b.bench, "go-iri") {
			continue
		}
		a := testing.AllocsPerRun(3, b.pass)
		var m0, m1 runtime.MemStats
		runtime.ReadMemStats(&m0)
		b.pass()
		runtime.ReadMemStats(&m1)
		fmt.Printf("A\t%s\t%s\t%s\t%d\t%.3f\t%.1f\n", b.group, b.bench, b.ds, b.n,
			a/float64(b.n), float64(m1.TotalAlloc-m0.TotalAlloc)/float64(b.n))
	}
	return nil
}

// ---------------------------------------------------------------------------------------------
// summarize: RESULTS_DIR holds files "<round>-<side>-<group>.txt" with R lines (and "allocs.txt"
// with A lines). For each figure: the median over rounds of the per-round best, the range, and
// the ratio peer_ns / go-iri_ns (paired by round: > 1 means go-iri is faster).

type key struct{ group, bench, ds string }

type results struct {
	ns     map[key]map[int]float64 // round -> ns/item
	n      map[key]int
	order  []key
	allocs map[key][2]float64
}

func load(dir string) (*results, error) {
	res := &results{ns: map[key]map[int]float64{}, n: map[key]int{}, allocs: map[key][2]float64{}}
	m, _ := filepath.Glob(filepath.Join(dir, "*.txt"))
	sort.Strings(m)
	for _, p := range m {
		round := -1
		if i := strings.IndexByte(filepath.Base(p), '-'); i > 0 {
			round, _ = strconv.Atoi(filepath.Base(p)[:i])
		}
		f, err := os.Open(p)
		if err != nil {
			return nil, err
		}
		sc := bufio.NewScanner(f)
		for sc.Scan() {
			fl := strings.Split(sc.Text(), "\t")
			switch {
			case fl[0] == "R" && len(fl) == 6:
				k := key{fl[1], fl[2], fl[3]}
				v, _ := strconv.ParseFloat(fl[5], 64)
				if res.ns[k] == nil {
					res.ns[k] = map[int]float64{}
					res.order = append(res.order, k)
				}
				res.ns[k][round] = v
				res.n[k], _ = strconv.Atoi(fl[4])
			case fl[0] == "A" && len(fl) == 7:
				a, _ := strconv.ParseFloat(fl[5], 64)
				b, _ := strconv.ParseFloat(fl[6], 64)
				res.allocs[key{fl[1], fl[2], fl[3]}] = [2]float64{a, b}
			}
		}
		f.Close()
	}
	return res, nil
}

func stats(v []float64) (med, lo, hi float64) {
	if len(v) == 0 {
		return math.NaN(), math.NaN(), math.NaN()
	}
	s := append([]float64(nil), v...)
	sort.Float64s(s)
	if len(s)%2 == 1 {
		med = s[len(s)/2]
	} else {
		med = (s[len(s)/2-1] + s[len(s)/2]) / 2
	}
	return med, s[0], s[len(s)-1]
}

// goRef names the go-iri figure that a peer's figure is compared with.
func goRef(k key) key {
	switch k.group {
	case "parse", "bar":
		if strings.Contains(k.bench, "resolve") {
			return key{k.group, "go-iri-resolve", k.ds}
		}
		return key{k.group, "go-iri-Parse", k.ds}
	case "resolve":
		if strings.HasSuffix(k.bench, "+base") {
			return key{k.group, "go-iri-resolve+base", k.ds}
		}
		if strings.HasSuffix(k.bench, "resolve_into") {
			return key{k.group, "go-iri-append_resolve", k.ds}
		}
		return key{k.group, "go-iri-resolve", k.ds}
	case "normalize":
		return key{k.group, "go-iri-Normalize", k.ds}
	case "touri":
		return key{k.group, "go-iri-ToURI", k.ds}
	}
	return key{}
}

// ratio returns the median, min and max over rounds of ns(k)/ns(goRef(k)), paired by round.
func (r *results) ratio(k key) (float64, float64, float64, int) {
	g := r.ns[goRef(k)]
	var v []float64
	for round, x := range r.ns[k] {
		if y, ok := g[round]; ok && y > 0 {
			v = append(v, x/y)
		}
	}
	a, b, c := stats(v)
	return a, b, c, len(v)
}

func (r *results) figure(k key) (float64, float64, float64, int) {
	var v []float64
	for _, x := range r.ns[k] {
		v = append(v, x)
	}
	a, b, c := stats(v)
	return a, b, c, len(v)
}

func summarize(dir string, md bool) error {
	r, err := load(dir)
	if err != nil {
		return err
	}
	ks := append([]key(nil), r.order...)
	groupRank := map[string]int{"parse": 0, "resolve": 1, "normalize": 2, "touri": 3, "bar": 4}
	sort.SliceStable(ks, func(i, j int) bool {
		a, b := ks[i], ks[j]
		if a.group != b.group {
			return groupRank[a.group] < groupRank[b.group]
		}
		if a.ds != b.ds {
			return a.ds < b.ds
		}
		return false
	})
	if md {
		fmt.Println("| op | dataset (n) | library: operation | ns/item median | min–max | rounds | peer ÷ go-iri (median, min–max) | go-iri allocs/item, B/item |")
		fmt.Println("|---|---|---|---:|---|---:|---|---|")
	}
	for _, k := range ks {
		med, lo, hi, n := r.figure(k)
		rat := "—"
		if gk := goRef(k); gk != k && !strings.HasPrefix(k.bench, "go-iri") {
			if _, ok := r.ns[gk]; ok {
				a, b, c, _ := r.ratio(k)
				rat = fmt.Sprintf("%.2fx (%.2f–%.2f)", a, b, c)
			}
		}
		al := ""
		if a, ok := r.allocs[k]; ok {
			al = fmt.Sprintf("%.3f, %.0f", a[0], a[1])
		}
		if md {
			fmt.Printf("| %s | %s (%d) | %s | %.1f | %.1f–%.1f | %d | %s | %s |\n", k.group, k.ds, r.n[k], k.bench, med, lo, hi, n, rat, al)
		} else {
			fmt.Printf("%-9s %-14s %-36s %9.1f ns  [%7.1f – %7.1f] x%-2d  %-22s %s\n", k.group, fmt.Sprintf("%s(%d)", k.ds, r.n[k]), k.bench, med, lo, hi, n, rat, al)
		}
	}
	return nil
}

// bar prints the perf-vs-oxiri summary line: for each figure the median over rounds of
// oxiri_ns/go-iri_ns (paired by round). ok is false when any ratio is below 1.
func bar(dir string) (bool, error) {
	r, err := load(dir)
	if err != nil {
		return false, err
	}
	type fig struct {
		label string
		k     key
	}
	figs := []fig{
		{"cc", key{"bar", "oxiri-IriRef::parse", "cc"}},
		{"kasztp", key{"bar", "oxiri-Iri::parse", "kasztp"}},
		{"resolve", key{"bar", "oxiri-resolve", "cc"}},
	}
	ok := true
	var parts []string
	for _, f := range figs {
		if _, found := r.ns[f.k]; !found {
			return false, fmt.Errorf("bar: no figure %v", f.k)
		}
		a, lo, hi, n := r.ratio(f.k)
		om, _, _, _ := r.figure(f.k)
		gm, _, _, _ := r.figure(goRef(f.k))
		fmt.Printf("%-8s oxiri %7.1f ns/item  go-iri %7.1f ns/item  oxiri/go-iri %.2fx (%.2f–%.2f over %d rounds)\n", f.label, om, gm, a, lo, hi, n)
		if n == 0 || !(a >= 1.0) {
			ok = false
		}
		parts = append(parts, fmt.Sprintf("%s=%.2fx", f.label, a))
	}
	if k := (key{"bar", "oxiri-resolve_into", "cc"}); r.ns[k] != nil {
		a, lo, hi, n := r.ratio(k)
		fmt.Printf("(info, not gated) oxiri resolve_into with a reused buffer / go-iri resolve: %.2fx (%.2f–%.2f over %d rounds)\n", a, lo, hi, n)
	}
	fmt.Printf("oxiri/go-iri parse %s %s %s\n", parts[0], parts[1], parts[2])
	return ok, nil
}

// ---------------------------------------------------------------------------------------------
// table: the README's table. One row per operation and kind of list; each cell is the median
// over rounds, and each ratio the median of the per-round ratios peer ÷ go-iri of the peer
// that is fastest by median on that list (> 1: go-iri faster).

// adaLists are the lists from ada-url's url-various-datasets: real-world URLs, reported in
// one row with the Common Crawl references (userbait only when EXTRA_LISTS names it). Other
// lists (bench-mix, intl, the rest of EXTRA_LISTS) go in a row of their own.
var adaLists = []string{"kasztp", "userbait", "node_files", "isaacs_files"}

// peerLibs are the Rust libraries, by the prefix of their figures' names.
var peerLibs = []string{"oxiri", "iri-string", "fluent-uri"}

func peerLib(bench string) string {
	for _, l := range peerLibs {
		if strings.HasPrefix(bench, l+"-") {
			return l
		}
	}
	return ""
}

// cell is one figure of the table: a median in ns per item and, for a peer, the median of
// its per-round ratios to go-iri.
type cell struct {
	k     key
	ns    float64
	ratio float64
}

// fastest returns the peer figure among benches (of group, on ds) with the lowest median,
// or false if there is none.
func (r *results) fastest(group, ds string, benches ...string) (cell, bool) {
	var best cell
	found := false
	for _, b := range benches {
		k := key{group, b, ds}
		if r.ns[k] == nil {
			continue
		}
		med, _, _, _ := r.figure(k)
		if !found || med < best.ns {
			rat, _, _, _ := r.ratio(k)
			best, found = cell{k, med, rat}, true
		}
	}
	return best, found
}

// peers returns every peer figure among benches, fastest first.
func (r *results) peers(group, ds string, benches ...string) []cell {
	var out []cell
	for _, b := range benches {
		k := key{group, b, ds}
		if r.ns[k] == nil {
			continue
		}
		med, _, _, _ := r.figure(k)
		rat, _, _, _ := r.ratio(k)
		out = append(out, cell{k, med, rat})
	}
	sort.Slice(out, func(i, j int) bool { return out[i].ns < out[j].ns })
	return out
}

func (r *results) goNS(group, bench, ds string) (float64, bool) {
	k := key{group, bench, ds}
	if r.ns[k] == nil {
		return 0, false
	}
	med, _, _, _ := r.figure(k)
	return med, true
}

// datasets returns the datasets of group that have a figure named bench, sorted.
func (r *results) datasets(group, bench string) []string {
	var out []string
	for k := range r.ns {
		if k.group == group && k.bench == bench {
			out = append(out, k.ds)
		}
	}
	sort.Strings(out)
	return out
}

// callName names a peer's resolve figure by the call it times.
var callName = map[string]string{
	"oxiri-resolve":      "oxiri `resolve`",
	"oxiri-resolve_into": "oxiri `resolve_into`",
	"iri-string-resolve": "iri-string `resolve_against`",
	"fluent-uri-resolve": "fluent-uri `resolve_against`",
}

func dsLabel(ds string) string {
	switch ds {
	case "cc", "ccref":
		return "Common Crawl references"
	case "ccbase":
		return "Common Crawl bases"
	case "nonascii":
		return "non-ASCII items"
	case "mix":
		return "bench-mix"
	}
	return ds
}

func resolveLabel(ds string) string {
	if ds == "cc" {
		return "Common Crawl"
	}
	return ds
}

func table(dir string) error {
	r, err := load(dir)
	if err != nil {
		return err
	}
	isAda := map[string]bool{}
	for _, a := range adaLists {
		isAda[a] = true
	}
	f1 := func(v float64) string { return strconv.FormatFloat(v, 'f', 1, 64) }
	f2 := func(v float64) string { return strconv.FormatFloat(v, 'f', 2, 64) }
	var rows [][4]string
	// notes lists, per operation, how many items each list holds.
	notes := map[string][]string{}

	// Parse: one row for the real-world lists (Common Crawl references first, then the ada
	// lists in the order of adaLists), one for the project's own (bench-mix first).
	parsePeers := []string{"oxiri-Iri::parse", "oxiri-IriRef::parse", "iri-string-IriReferenceStr::new", "fluent-uri-IriRef::parse"}
	parseSets := r.datasets("parse", "go-iri-Parse")
	var real, own []string
	if slices.Contains(parseSets, "cc") {
		real = append(real, "cc")
	}
	for _, a := range adaLists {
		if slices.Contains(parseSets, a) {
			real = append(real, a)
		}
	}
	for _, ds := range []string{"mix", "intl"} {
		if slices.Contains(parseSets, ds) {
			own = append(own, ds)
		}
	}
	for _, ds := range parseSets {
		if ds != "cc" && ds != "mix" && ds != "intl" && !isAda[ds] {
			own = append(own, ds)
		}
	}
	parseRow := func(sets []string) {
		var names, gos, ps, rats []string
		libs := map[string]bool{}
		var cells []cell
		for _, ds := range sets {
			g, ok := r.goNS("parse", "go-iri-Parse", ds)
			c, ok2 := r.fastest("parse", ds, parsePeers...)
			if !ok || !ok2 {
				continue
			}
			names = append(names, dsLabel(ds))
			gos = append(gos, f1(g))
			cells = append(cells, c)
			libs[peerLib(c.k.bench)] = true
			rats = append(rats, f2(c.ratio))
			notes["Parse"] = append(notes["Parse"], dsLabel(ds)+" "+thousands(r.n[c.k]))
		}
		if len(cells) == 0 {
			return
		}
		for i, c := range cells {
			v := f1(c.ns)
			if len(libs) > 1 || i == 0 {
				v = peerLib(c.k.bench) + " " + v
			}
			ps = append(ps, v)
		}
		rows = append(rows, [4]string{"Parse, " + strings.Join(names, " / "), strings.Join(gos, " / "),
			strings.Join(ps, " / "), strings.Join(rats, " / ") + "×"})
	}
	parseRow(real)
	parseRow(own)

	// Resolve: the Common Crawl pairs, base parsed once outside the timing.
	for _, ds := range r.datasets("resolve", "go-iri-resolve") {
		if g, ok := r.goNS("resolve", "go-iri-resolve", ds); ok {
			if c, ok := r.fastest("resolve", ds, "oxiri-resolve", "iri-string-resolve", "fluent-uri-resolve"); ok {
				rows = append(rows, [4]string{"Resolve (parse the reference, resolve, `String`; base parsed once), " + resolveLabel(ds),
					f1(g), callName[c.k.bench] + " " + f1(c.ns), f2(c.ratio) + "×"})
				notes["Resolve"] = append(notes["Resolve"], resolveLabel(ds)+" "+thousands(r.n[c.k])+" pairs")
			}
		}
		if g, ok := r.goNS("resolve", "go-iri-append_resolve", ds); ok {
			if c, ok := r.fastest("resolve", ds, "oxiri-resolve_into"); ok {
				rows = append(rows, [4]string{"`AppendResolve` into a reused buffer, " + resolveLabel(ds),
					f1(g), callName[c.k.bench] + " " + f1(c.ns), f2(c.ratio) + "×"})
			}
		}
	}

	// Normalize: the real-world lists and bench-mix as one row of ranges; the project's other
	// lists (intl, EXTRA_LISTS) a row each.
	normPeers := []string{"iri-string-normalize", "fluent-uri-normalize"}
	var rangeSets, single []string
	for _, ds := range r.datasets("normalize", "go-iri-Normalize") {
		if ds == "ccbase" || ds == "mix" || isAda[ds] {
			rangeSets = append(rangeSets, ds)
		} else {
			single = append(single, ds)
		}
	}
	rank := func(ds string) int {
		if ds == "ccbase" {
			return -1
		}
		if i := slices.Index(adaLists, ds); i >= 0 {
			return i
		}
		return len(adaLists)
	}
	sort.SliceStable(rangeSets, func(i, j int) bool { return rank(rangeSets[i]) < rank(rangeSets[j]) })
	if len(rangeSets) > 0 {
		gLo, gHi, pLo, pHi, rLo, rHi := math.Inf(1), math.Inf(-1), math.Inf(1), math.Inf(-1), math.Inf(1), math.Inf(-1)
		libs := map[string]bool{}
		var libOrder, names []string
		for _, ds := range rangeSets {
			g, ok := r.goNS("normalize", "go-iri-Normalize", ds)
			c, ok2 := r.fastest("normalize", ds, normPeers...)
			if !ok || !ok2 {
				continue
			}
			gLo, gHi = math.Min(gLo, g), math.Max(gHi, g)
			pLo, pHi = math.Min(pLo, c.ns), math.Max(pHi, c.ns)
			rLo, rHi = math.Min(rLo, c.ratio), math.Max(rHi, c.ratio)
			if l := peerLib(c.k.bench); !libs[l] {
				libs[l] = true
				libOrder = append(libOrder, l)
			}
			names = append(names, dsLabel(ds))
			notes["Normalize"] = append(notes["Normalize"], dsLabel(ds)+" "+thousands(r.n[c.k]))
		}
		if len(names) > 0 {
			rows = append(rows, [4]string{fmt.Sprintf("Normalize (SyntaxBased), %d lists", len(names)),
				fmt.Sprintf("%.0f–%.0f", gLo, gHi), fmt.Sprintf("%s %.0f–%.0f", strings.Join(libOrder, "/"), pLo, pHi),
				fmt.Sprintf("%.1f–%.1f×", rLo, rHi)})
		}
	}
	sort.SliceStable(single, func(i, j int) bool { return single[i] == "intl" && single[j] != "intl" })
	for _, ds := range single {
		g, ok := r.goNS("normalize", "go-iri-Normalize", ds)
		if c, ok2 := r.fastest("normalize", ds, normPeers...); ok && ok2 {
			notes["Normalize"] = append(notes["Normalize"], dsLabel(ds)+" "+thousands(r.n[c.k]))
			rows = append(rows, [4]string{"Normalize (SyntaxBased), " + dsLabel(ds), f1(g),
				peerLib(c.k.bench) + " " + f1(c.ns), f2(c.ratio) + "×"})
		}
	}

	// ToURI: every peer, fastest first.
	for _, ds := range []string{"nonascii", "ccref"} {
		g, ok := r.goNS("touri", "go-iri-ToURI", ds)
		cs := r.peers("touri", ds, "iri-string-encode_to_uri", "fluent-uri-to_uri_ref")
		if !ok || len(cs) == 0 {
			continue
		}
		label := fmt.Sprintf("ToURI, non-ASCII items of all lists (%s)", thousands(r.n[cs[0].k]))
		if ds == "ccref" {
			label = "ToURI, Common Crawl references (mostly ASCII)"
		}
		notes["ToURI"] = append(notes["ToURI"], dsLabel(ds)+" "+thousands(r.n[cs[0].k]))
		var ps, rats []string
		for _, c := range cs {
			ps = append(ps, peerLib(c.k.bench)+" "+f1(c.ns))
			rats = append(rats, f2(c.ratio)+"×")
		}
		rows = append(rows, [4]string{label, f1(g), strings.Join(ps, ", "), strings.Join(rats, ", ")})
	}

	if len(rows) == 0 {
		return errors.New("table: no figures in " + dir)
	}
	fmt.Println("| operation, list | go-iri | fastest peer | ratio |")
	fmt.Println("|---|---|---|---|")
	for _, row := range rows {
		fmt.Printf("| %s | %s | %s | %s |\n", row[0], row[1], row[2], row[3])
	}
	fmt.Println()
	var parts []string
	for _, op := range []string{"Parse", "Resolve", "Normalize", "ToURI"} {
		if len(notes[op]) > 0 {
			parts = append(parts, op+": "+strings.Join(notes[op], ", "))
		}
	}
	fmt.Println("Items (those that go-iri and every peer accept): " + strings.Join(parts, "; ") + ".")
	return nil
}

// thousands writes n with a comma between groups of three digits, as the README does.
func thousands(n int) string {
	s := strconv.Itoa(n)
	for i := len(s) - 3; i > 0; i -= 3 {
		s = s[:i] + "," + s[i:]
	}
	return s
}
