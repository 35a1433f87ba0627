// Command iripipe runs one go-iri operation over text files as an Apache
// Beam pipeline: it reads every line of the files that --input matches,
// applies --op, and writes the results to --output and the lines that fail
// to OUTPUT.dead, one JSON object per line. Every input line ends up in
// exactly one of the two (one line per violation, or none, for check).
//
//	go run ./cmd/iripipe --op normalize --input '../testdata/bench-mix.txt' --output /tmp/out
//
// Operations: parse (the valid lines; --grammar), resolve (against --base),
// touri (IRI → URI; --idna, --dns-schemes, --query-encoding), normalize
// (--level syntax|scheme, --idna, --nfc, --nfkc, --exclude-fragment), dedupe
// (normalize, then one "COUNT<TAB>NORMAL FORM<TAB>SPELLING" line per normal
// form) and check (violations as `iri check` prints them; --grammar,
// --ignore, --no-scheme-checks, --whole-components) and columns (Common
// Crawl's URL index columns, TSV or --json). The flags have the names and
// meanings of the same options of `iri`. --input-column NAME reads a
// column of Parquet files instead of text lines; --output-format parquet
// writes Parquet files.
//
// The flags are checked before the pipeline starts: a missing or unknown
// flag, a flag of another operation, an unknown operation or an input glob
// that matches no file is one line on standard error and exit status 2.
// After the run, one summary line on standard error gives the lines read,
// the results and the dead letters, from the pipeline's metrics; the exit
// status is 1 when there is a dead letter or the pipeline fails, 0
// otherwise.
//
// It runs on the local runner (Prism, in-process) by default; --runner
// picks another (universal for any job service, flink, spark, dataflow),
// with that runner's own flags, which --help-runner lists. The gcs and s3
// file systems are linked in, so gs:// and s3:// globs work without code
// changes. See the module's README.
package main

import (
	"context"
	"errors"
	"flag"
	"fmt"
	"io"
	"log/slog"
	"net"
	"os"
	"path/filepath"
	"runtime/pprof"
	"sort"
	"strings"
	"time"

	"github.com/apache/beam/sdks/v2/go/pkg/beam"
	"github.com/apache/beam/sdks/v2/go/pkg/beam/io/filesystem"
	_ "github.com/apache/beam/sdks/v2/go/pkg/beam/io/filesystem/gcs" // gs:// paths
	_ "github.com/apache/beam/sdks/v2/go/pkg/beam/io/filesystem/s3"  // s3:// paths
	"github.com/apache/beam/sdks/v2/go/pkg/beam/register"
	"github.com/apache/beam/sdks/v2/go/pkg/beam/x/beamx"

	"github.com/go-iri/iri"
	iribeam "github.com/go-iri/iri/iribeam"
)

func init() {
	register.DoFn3x0[context.Context, iribeam.Group, func(iribeam.Results)](&batchGroupsFn{})
	register.DoFn3x0[context.Context, iribeam.DeadLetter, func(iribeam.Results)](&batchDeadFn{})
}

// ops are the operations, in the order the help lists them.
var ops = []string{"parse", "resolve", "touri", "normalize", "dedupe", "check", "columns"}

// own are iripipe's flags, in the order --help lists them, with the
// operations each applies to (nil: every operation).
var own []ownFlag

type ownFlag struct {
	name string
	ops  []string
}

// def registers an iripipe flag on the command line's flag set (where
// Beam's flags are too, since beam.Init reads them from there) and notes
// which operations it applies to.
func def[T any](f func(name string, value T, usage string) *T, name string, value T, ops []string, usage string) *T {
	own = append(own, ownFlag{name, ops})
	return f(name, value, usage)
}

var (
	normOps = []string{"normalize", "dedupe"}
	mapOps  = []string{"parse", "resolve", "touri", "normalize", "check", "columns"}

	op        = def(flag.String, "op", "", nil, "the `OPERATION`: "+strings.Join(ops, ", ")+" (required)")
	input     = def(flag.String, "input", "", nil, "the files to read, a `GLOB` on a local path, gs:// or s3:// (required)")
	output    = def(flag.String, "output", "", nil, "the results `FILE`; dead letters go to FILE.dead, one JSON object per line (required)")
	inColumn  = def(flag.String, "input-column", "", nil, "read the string column `NAME` of Parquet files (Common Crawl's index: url) instead of text lines")
	outFormat = def(flag.String, "output-format", "text", mapOps, "`FORMAT` of the results: text (FILE) or parquet (FILE-SOURCE-LINE.parquet, a file per chunk)")
	grammar   = def(flag.String, "grammar", "rfc3987", []string{"parse", "check"}, "the `GRAMMAR` of the input: rfc3987 or rfc3987bis (draft-ietf-iri-3987bis, tag characters in the query)")
	base      = def(flag.String, "base", "", []string{"resolve"}, "resolve against the absolute IRI `BASE` (RFC 3986 §5.2; required)")
	idnaFlag  = def(flag.Bool, "idna", false, []string{"touri", "normalize", "dedupe"}, "touri: map hosts of DNS schemes to A-labels (3987bis-13 §3.4.2); normalize, dedupe: write IDN hosts of DNS schemes as U-labels (RFC 3987 §5.3.3)")
	charset   = def(flag.String, "query-encoding", "", []string{"touri"}, "encode http(s) queries in this legacy `CHARSET` (3987bis-13 §3.5)")
	dnsList   = def(flag.String, "dns-schemes", "", []string{"touri"}, "comma-separated `LIST` of schemes whose host is a DNS name, for --idna (empty: the default, http,https,ws,wss,ftp)")
	level     = def(flag.String, "level", "syntax", normOps, "`LEVEL` of the comparison ladder: syntax or scheme (RFC 3987 §5.3)")
	nfc       = def(flag.Bool, "nfc", false, normOps, "also apply Unicode Normalization Form C (RFC 3987 §5.3.2.2)")
	nfkc      = def(flag.Bool, "nfkc", false, normOps, "also apply Unicode Normalization Form KC (RFC 3987 §5.3.2.2)")
	noFrag    = def(flag.Bool, "exclude-fragment", false, normOps, "leave the fragment out (RFC 3987 §5.1)")
	ignore    = def(flag.String, "ignore", "", []string{"check"}, "comma-separated `CODES` not to report, such as NOT_NFKC,USERINFO_PASSWORD")
	noSchemes = def(flag.Bool, "no-scheme-checks", false, []string{"check"}, "do not report the rules of the schemes, only the generic ones")
	whole     = def(flag.Bool, "whole-components", false, []string{"check"}, "apply the bidi rules to whole components (RFC 3987 §4.2 without subdivisions)")
	jsonRows  = def(flag.Bool, "json", false, []string{"columns"}, "write each row as a JSON object instead of tab-separated values")
	cpuProf   = def(flag.String, "cpuprofile", "", nil, "write a CPU profile of the iripipe process (with the in-process runner: the whole run) to `FILE`, for go tool pprof")
	verbose   = def(flag.Bool, "verbose", false, nil, "show the runner's log (by default iripipe prints only its summary, or the failure in one line)")
	helpBeam  = def(flag.Bool, "help-runner", false, nil, "list the runners' flags (--runner, --endpoint, --environment_type, Dataflow's, ...) and exit")
)

// Exit statuses, as `iri` uses them.
const (
	exitOK    = 0
	exitFail  = 1 // dead letters, or a failed pipeline
	exitUsage = 2
)

func main() {
	os.Exit(iripipe(os.Args[1:], os.Stdout, os.Stderr))
}

// iripipe runs the command with args and returns its exit status.
func iripipe(args []string, stdout, stderr io.Writer) int {
	// Flag errors are one line, not the flag package's message followed
	// by a hundred lines of usage.
	flag.CommandLine.Init("iripipe", flag.ContinueOnError)
	flag.CommandLine.SetOutput(io.Discard)
	if err := flag.CommandLine.Parse(args); err != nil {
		if errors.Is(err, flag.ErrHelp) {
			writeUsage(stdout)
			return exitOK
		}
		return usageError(stderr, "%s", strings.Replace(err.Error(), " -", " --", 1))
	}
	if *helpBeam {
		writeRunnerFlags(stdout)
		return exitOK
	}
	if flag.NArg() > 0 {
		return usageError(stderr, "unexpected argument %q: the input is --input", flag.Arg(0))
	}
	// In worker mode (Dataflow, or --environment_type=PROCESS), beam.Init
	// runs the SDK harness and does not return; the job's flags arrive
	// through --options then, not on the command line.
	beam.Init()
	if !*verbose {
		// The runner's log (the SDK's, and Prism's when it runs in this
		// process) goes through slog's default logger, which beam.Init
		// has just set up. iripipe reports a failure itself, in one line.
		slog.SetDefault(slog.New(slog.DiscardHandler))
	}

	ctx := context.Background()
	p, err := build(ctx)
	if err != nil {
		return usageError(stderr, "%v", err)
	}
	if *cpuProf != "" {
		f, err := os.Create(*cpuProf)
		if err != nil {
			return usageError(stderr, "--cpuprofile: %v", err)
		}
		defer f.Close()
		if err := pprof.StartCPUProfile(f); err != nil {
			return usageError(stderr, "--cpuprofile: %v", err)
		}
		defer pprof.StopCPUProfile()
	}
	res, err := beamx.RunWithMetrics(ctx, p)
	if err != nil {
		fmt.Fprintf(stderr, "iripipe: the pipeline failed: %s%s\n", rootCause(err), verboseHint())
		return exitFail
	}
	return summarize(stderr, res)
}

// rootCause returns the last cause in a runner's error, on one line: the
// error of the DoFn that failed, without the plan of the bundle and the
// chain of wrappers that the runner puts before it.
func rootCause(err error) string {
	msg := err.Error()
	if i := strings.LastIndex(msg, "caused by:"); i >= 0 {
		msg = msg[i+len("caused by:"):]
	}
	msg = strings.Join(strings.Fields(msg), " ")
	// "DoFn[UID:20, PID:e5, Name: .../beam.readLinesFn] failed: read x: is a directory"
	if strings.HasPrefix(msg, "DoFn[") {
		if i := strings.Index(msg, "] failed: "); i >= 0 {
			name := msg[:i]
			name = name[strings.LastIndexAny(name, " ./")+1:]
			msg = name + ": " + msg[i+len("] failed: "):]
		}
	}
	return msg
}

// verboseHint is what a failure message ends with: where to see more.
func verboseHint() string {
	if *verbose {
		return ""
	}
	return " (--verbose shows the runner's log)"
}

// usageError writes "iripipe: MESSAGE (iripipe --help lists the flags)" and
// returns the exit status of a usage error.
func usageError(stderr io.Writer, format string, args ...any) int {
	fmt.Fprintf(stderr, "iripipe: "+format+" (iripipe --help lists the flags)\n", args...)
	return exitUsage
}

// build checks the flags and builds the pipeline; its errors are usage
// errors, found before anything runs.
func build(ctx context.Context) (*beam.Pipeline, error) {
	switch {
	case *op == "":
		return nil, errors.New("--op is required: " + strings.Join(ops, ", "))
	case !contains(ops, *op):
		return nil, fmt.Errorf("--op %q: want %s", *op, strings.Join(ops, ", "))
	case *input == "":
		return nil, errors.New("--input is required")
	case *output == "":
		return nil, errors.New("--output is required")
	}
	var misplaced error
	flag.Visit(func(f *flag.Flag) {
		for _, o := range own {
			if o.name == f.Name && o.ops != nil && !contains(o.ops, *op) && misplaced == nil {
				misplaced = fmt.Errorf("--%s applies to --op %s, not %s", f.Name, strings.Join(o.ops, ", "), *op)
			}
		}
	})
	if misplaced != nil {
		return nil, misplaced
	}
	if err := checkEndpoint(); err != nil {
		return nil, err
	}
	if err := checkInput(ctx, *input); err != nil {
		return nil, err
	}
	if err := checkOutput(*output); err != nil {
		return nil, err
	}

	p := beam.NewPipeline()
	s := p.Root()
	var lines beam.PCollection
	if *inColumn != "" {
		lines = iribeam.ReadParquet(s, *input, *inColumn, 0)
	} else {
		lines = iribeam.ReadChunks(s, *input, 0)
	}
	parquet := false
	switch *outFormat {
	case "text":
	case "parquet":
		if *jsonRows {
			return nil, errors.New("--json applies to --output-format text")
		}
		parquet = true
		*jsonRows = *op == "columns" // the Parquet writer reads the rows' JSON form
	default:
		return nil, fmt.Errorf("--output-format %q: want text or parquet", *outFormat)
	}
	results, dead, err := apply(s, lines)
	if err != nil {
		return nil, err
	}
	if parquet {
		iribeam.WriteParquet(s, results, *output, iribeam.ParquetConfig{Columns: *op == "columns"})
	} else {
		iribeam.WriteResults(s, results, *output)
	}
	iribeam.WriteResults(s, beam.ParDo(s.Scope("batch dead letters"), &batchDeadFn{}, dead), *output+".dead")
	// The dead letters of an earlier run go, so that a run without any
	// leaves no stale file (WriteResults writes none for an empty
	// collection); only now that every flag has passed.
	if !strings.Contains(*output, "://") {
		if err := os.Remove(*output + ".dead"); err != nil && !os.IsNotExist(err) {
			return nil, fmt.Errorf("--output %q: %v", *output, err)
		}
	}
	return p, nil
}

// jobServiceRunners are the names of the runners that submit to a job
// service at --endpoint (all universal.Execute in the Go SDK).
var jobServiceRunners = []string{"universal", "portable", "PortableRunner", "flink", "FlinkRunner", "spark", "SparkRunner"}

// checkEndpoint reports an error when a runner that submits to a job
// service has no --endpoint, or nothing listens there: the SDK would wait
// for it without end.
func checkEndpoint() error {
	r, e := flag.Lookup("runner"), flag.Lookup("endpoint")
	if r == nil || e == nil || !contains(jobServiceRunners, r.Value.String()) {
		return nil
	}
	endpoint := e.Value.String()
	if endpoint == "" {
		return fmt.Errorf("--runner=%s needs --endpoint=HOST:PORT, the address of a job service", r.Value.String())
	}
	c, err := net.DialTimeout("tcp", endpoint, 10*time.Second)
	if err != nil {
		return fmt.Errorf("--endpoint=%s: no job service answers (%v)", endpoint, err)
	}
	c.Close()
	return nil
}

// checkInput reports an error unless glob matches at least one file.
func checkInput(ctx context.Context, glob string) error {
	fs, err := filesystem.New(ctx, glob)
	if err != nil {
		return fmt.Errorf("--input %q: %v", glob, err)
	}
	defer fs.Close()
	files, err := fs.List(ctx, glob)
	if err != nil {
		return fmt.Errorf("--input %q: %v", glob, err)
	}
	if len(files) == 0 {
		return fmt.Errorf("--input %q matches no file", glob)
	}
	for _, f := range files {
		if st, err := os.Stat(f); err == nil && st.IsDir() {
			// A local directory; remote file systems list objects.
			return fmt.Errorf("--input %q matches the directory %q", glob, f)
		}
	}
	return nil
}

// checkOutput reports an error when a local output's directory does not
// exist, or the output or its .dead file is a directory: the pipeline
// would fail only at its last step.
func checkOutput(out string) error {
	if strings.Contains(out, "://") {
		return nil
	}
	dir := filepath.Dir(out)
	if st, err := os.Stat(dir); err != nil || !st.IsDir() {
		return fmt.Errorf("--output %q: no directory %q", out, dir)
	}
	for _, f := range []string{out, out + ".dead"} {
		if st, err := os.Stat(f); err == nil && st.IsDir() {
			return fmt.Errorf("--output %q: %q is a directory", out, f)
		}
	}
	return nil
}

// apply applies --op to lines, Chunks, and returns the results (Results,
// counted as "iribeam"/"results"; for dedupe, of groups formatted by
// FormatGroup, counted as "iripipe"/"groups") and the dead letters.
func apply(s beam.Scope, lines beam.PCollection) (results, dead beam.PCollection, err error) {
	g := iri.RFC3987
	switch *grammar {
	case "rfc3987":
	case "rfc3987bis":
		g = iri.RFC3987bis
	default:
		return results, dead, fmt.Errorf("--grammar %q: want rfc3987 or rfc3987bis", *grammar)
	}
	switch *op {
	case "parse":
		valid, d := iribeam.Parse(s, lines, g)
		return valid, d, nil
	case "resolve":
		if *base == "" {
			return results, dead, errors.New("--base is required with --op resolve")
		}
		if b, err := iri.Parse(*base); err != nil || !b.IsAbs() {
			return results, dead, fmt.Errorf("--base %q is not an absolute IRI", *base)
		}
		r, d := iribeam.Resolve(s, lines, *base)
		return r, d, nil
	case "touri":
		cfg := iribeam.ToURIConfig{IDNA: *idnaFlag, QueryEncoding: *charset, DNSSchemes: splitList(*dnsList)}
		if err := cfg.Validate(); err != nil {
			return results, dead, fmt.Errorf("--query-encoding: %v", err)
		}
		m, d := iribeam.ToURI(s, lines, cfg)
		return m, d, nil
	case "normalize", "dedupe":
		flags := iri.SyntaxBased
		switch *level {
		case "syntax":
		case "scheme":
			flags = iri.SchemeBased
		default:
			return results, dead, fmt.Errorf("--level %q: want syntax or scheme", *level)
		}
		if *idnaFlag {
			flags |= iri.NormIDN
		}
		if *nfc {
			flags |= iri.NormNFC
		}
		if *nfkc {
			flags |= iri.NormNFKC
		}
		n, d := iribeam.Normalize(s, lines, iribeam.NormalizeConfig{Flags: flags, ExcludeFragment: *noFrag})
		if *op == "dedupe" {
			return beam.ParDo(s.Scope("batch groups"), &batchGroupsFn{}, iribeam.Dedupe(s, n)), d, nil
		}
		return n, d, nil
	case "columns":
		rows, d := iribeam.Columns(s, lines, iribeam.ColumnsConfig{JSON: *jsonRows})
		return rows, d, nil
	default: // check
		cfg := iribeam.CheckConfig{Grammar: g, Ignore: splitList(*ignore), NoSchemeChecks: *noSchemes, WholeComponents: *whole}
		if err := cfg.Validate(); err != nil {
			return results, dead, fmt.Errorf("--ignore: %v", err)
		}
		f, d := iribeam.Check(s, lines, cfg)
		return f, d, nil
	}
}

// joinedLines is the number of lines a batch holds.
const joinedLines = 4096

// batch gathers lines into Results of up to joinedLines lines for
// WriteResults, so that they cross no shuffle one by one, and counts them
// in the counter "iripipe"/name at the end of the bundle: an update per
// line would cost a metrics-store look-up per line.
type batch struct {
	n int64
	r iribeam.Results
}

func (b *batch) start() { b.n, b.r = 0, iribeam.Results{} }

// add adds the line text, made of line number of source (0 when unknown),
// whose text was input.
func (b *batch) add(source string, number int64, input, text string, emit func(iribeam.Results)) {
	b.n++
	if len(b.r.Text) == 0 {
		// WriteResults names the part after the first line.
		b.r.Source = source
	}
	b.r.Numbers = append(b.r.Numbers, number)
	b.r.Input = append(b.r.Input, input)
	b.r.Text = append(b.r.Text, text)
	if len(b.r.Text) == joinedLines {
		emit(b.r)
		b.r = iribeam.Results{}
	}
}

func (b *batch) finish(ctx context.Context, name string, emit func(iribeam.Results)) {
	if len(b.r.Text) > 0 {
		emit(b.r)
		b.r = iribeam.Results{}
	}
	beam.NewCounter("iripipe", name).Inc(ctx, b.n)
}

// batchGroupsFn gathers the groups of Dedupe, as FormatGroup writes them,
// into Results, counted as "groups". A group comes from no one line: its
// number is 0 and its input the spelling.
type batchGroupsFn struct{ b batch }

func (fn *batchGroupsFn) StartBundle(context.Context, func(iribeam.Results)) { fn.b.start() }

func (fn *batchGroupsFn) ProcessElement(_ context.Context, g iribeam.Group, emit func(iribeam.Results)) {
	fn.b.add("", 0, g.Spelling, iribeam.FormatGroup(g), emit)
}

func (fn *batchGroupsFn) FinishBundle(ctx context.Context, emit func(iribeam.Results)) {
	fn.b.finish(ctx, "groups", emit)
}

// batchDeadFn gathers the dead letters of a bundle, as FormatDeadLetter
// writes them, into Results, counted as "dead_letters".
type batchDeadFn struct{ b batch }

func (fn *batchDeadFn) StartBundle(context.Context, func(iribeam.Results)) { fn.b.start() }

func (fn *batchDeadFn) ProcessElement(_ context.Context, d iribeam.DeadLetter, emit func(iribeam.Results)) {
	fn.b.add(d.Source, d.Number, d.Text, iribeam.FormatDeadLetter(d), emit)
}

func (fn *batchDeadFn) FinishBundle(ctx context.Context, emit func(iribeam.Results)) {
	fn.b.finish(ctx, "dead_letters", emit)
}

// summarize writes the summary line from the pipeline's counters and
// returns the exit status.
func summarize(stderr io.Writer, res beam.PipelineResult) int {
	got := map[string]int64{}
	if res != nil {
		for _, c := range res.Metrics().AllMetrics().Counters() {
			got[c.Namespace()+"/"+c.Name()] += c.Result()
		}
	}
	read, okRead := got["iribeam/lines_read"]
	results := got["iribeam/results"]
	if *op == "dedupe" {
		results = got["iripipe/groups"]
	}
	dead := got["iripipe/dead_letters"]
	if !okRead {
		// A runner that reports no metrics: say so rather than print zeros.
		fmt.Fprintln(stderr, "iripipe: done; the runner reported no counters, see --output and its .dead file")
		return exitOK
	}
	fmt.Fprintf(stderr, "iripipe: %d lines read, %d results, %d dead letters", read, results, dead)
	if dead > 0 {
		fmt.Fprintf(stderr, " (in %s.dead)\n", *output)
		return exitFail
	}
	fmt.Fprintln(stderr)
	return exitOK
}

// writeUsage writes iripipe's help: its own flags, then how to list the
// runners'.
func writeUsage(w io.Writer) {
	var b strings.Builder
	b.WriteString(`usage: iripipe --op OPERATION --input GLOB --output FILE [flags] [runner flags]

Iripipe runs one go-iri operation over the lines of text files as an Apache
Beam pipeline, on the local runner (Prism, in-process) unless --runner says
otherwise. Results go to FILE, the lines that fail to FILE.dead (one JSON
object per line, as "iri --json" describes errors); one summary line on
standard error gives the lines read, the results and the dead letters.

Operations:
  parse      the valid lines (--grammar)
  resolve    each reference resolved against --base
  touri      IRIs mapped to URIs (--idna, --dns-schemes, --query-encoding)
  normalize  the normal form of each IRI (--level, --idna, --nfc, --nfkc, --exclude-fragment)
  dedupe     normalize, then "COUNT<TAB>NORMAL FORM<TAB>SPELLING" per normal form
  check      violations as "iri check" prints them (--grammar, --ignore, --no-scheme-checks, --whole-components)
  columns    Common Crawl's URL index columns as TSV (--json: JSON objects), as "iri columns" prints them


Flags:

`)
	for _, o := range own {
		f := flag.Lookup(o.name)
		name, usage := flag.UnquoteUsage(f)
		b.WriteString("  --" + f.Name)
		if name != "" {
			b.WriteString(" " + name)
		}
		if f.DefValue != "" && f.DefValue != "false" {
			b.WriteString(" (default " + f.DefValue + ")")
		}
		b.WriteString("\n\t" + usage + "\n")
	}
	b.WriteString(`
Exit status: 0 when no line is a dead letter, 1 when some are or the
pipeline failed, 2 for a usage error (a missing or unknown flag, an unknown
operation, an input that matches no file, no job service at --endpoint),
found before the pipeline starts.

Runners: --runner=universal --endpoint=HOST:PORT --environment_type=LOOPBACK
submits to a Beam job service (Flink's or Spark's job server, or a Prism
started on its own); "iripipe --help-runner" lists the runners' flags.
`)
	io.WriteString(w, b.String())
}

// writeRunnerFlags lists the flags that are not iripipe's: Beam's and its
// runners'.
func writeRunnerFlags(w io.Writer) {
	mine := map[string]bool{}
	for _, o := range own {
		mine[o.name] = true
	}
	var names []string
	flag.VisitAll(func(f *flag.Flag) {
		if !mine[f.Name] && !strings.HasPrefix(f.Name, "test.") {
			names = append(names, f.Name)
		}
	})
	sort.Strings(names)
	var b strings.Builder
	b.WriteString("The flags of Beam and its runners (see https://beam.apache.org/documentation/runners/):\n\n")
	for _, n := range names {
		f := flag.Lookup(n)
		name, usage := flag.UnquoteUsage(f)
		b.WriteString("  --" + n)
		if name != "" {
			b.WriteString(" " + name)
		}
		b.WriteString("\n\t" + strings.ReplaceAll(usage, "\n", "\n\t") + "\n")
	}
	io.WriteString(w, b.String())
}

// splitList returns the non-empty, trimmed items of a comma-separated
// list.
func splitList(list string) []string {
	var items []string
	for _, x := range strings.Split(list, ",") {
		if x = strings.TrimSpace(x); x != "" {
			items = append(items, x)
		}
	}
	return items
}

func contains(list []string, s string) bool {
	for _, x := range list {
		if x == s {
			return true
		}
	}
	return false
}
