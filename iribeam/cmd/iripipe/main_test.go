package main

import (
	"bytes"
	"context"
	"errors"
	"fmt"
	"net"
	"os"
	"os/exec"
	"path/filepath"
	"slices"
	"strings"
	"testing"
	"time"

	"github.com/go-iri/iri/iribeam/internal/beamtest"
)

// The tests run iripipe as a child process, so that each run has fresh
// flags and its own exit status: the test binary is iripipe when
// IRIPIPE_TEST_MAIN is set, which spares a second link of a 180 MB binary.
func TestMain(m *testing.M) {
	if os.Getenv("IRIPIPE_TEST_MAIN") == "1" {
		os.Exit(iripipe(os.Args[1:], os.Stdout, os.Stderr))
	}
	os.Exit(m.Run())
}

// result is what one run of iripipe did.
type result struct {
	code           int
	stdout, stderr string
}

// runIripipe runs iripipe with args.
func runIripipe(t *testing.T, args ...string) result {
	t.Helper()
	cmd := exec.Command(os.Args[0], args...)
	cmd.Env = append(os.Environ(), "IRIPIPE_TEST_MAIN=1")
	var stdout, stderr bytes.Buffer
	cmd.Stdout, cmd.Stderr = &stdout, &stderr
	err := cmd.Run()
	code := 0
	if ee, ok := err.(*exec.ExitError); ok {
		code = ee.ExitCode()
	} else if err != nil {
		t.Fatalf("iripipe %s: %v", strings.Join(args, " "), err)
	}
	return result{code, stdout.String(), stderr.String()}
}

// mixed holds valid references, two that normalize alike, bad syntax (a
// space, a bidi control U+202E that RFC 3987 §4.1 excludes),
// ill-formed UTF-8, a fake A-label that IDNA rejects (RFC 5891 §5.4), a
// relative reference and tag characters that only 3987bis allows.
const mixed = "http://example.com/a\n" +
	"HTTP://Example.COM/./a\n" +
	"http://ex ample.com/\n" +
	"http://example.com/\xff\n" +
	"http://xn--example-.com/\n" +
	"../b?q=ü\n" +
	"http://résumé.example.org/\n" +
	"http://example.com/?tag=\U000E0041\n" +
	"http://example.com/a\u202Eb\n"

// inputDir writes the test input, mixed and the core module's testdata
// intl.txt and bench-mix.txt, as three files in a new directory, and
// returns the directory.
func inputDir(t *testing.T) string {
	t.Helper()
	dir := t.TempDir()
	if err := os.WriteFile(filepath.Join(dir, "mixed.txt"), []byte(mixed), 0o644); err != nil {
		t.Fatal(err)
	}
	for _, name := range []string{"intl.txt", "bench-mix.txt"} {
		b, err := os.ReadFile(filepath.Join("..", "..", "..", "testdata", name))
		if err != nil {
			t.Fatal(err)
		}
		if err := os.WriteFile(filepath.Join(dir, name), b, 0o644); err != nil {
			t.Fatal(err)
		}
	}
	return dir
}

// oneLine fails the test unless s is exactly one line.
func oneLine(t *testing.T, what, s string) {
	t.Helper()
	if strings.Count(s, "\n") != 1 || !strings.HasSuffix(s, "\n") {
		t.Errorf("%s: want one line, got %q", what, s)
	}
}

func TestUsageErrors(t *testing.T) {
	dir := inputDir(t)
	in := filepath.Join(dir, "*.txt")
	out := filepath.Join(t.TempDir(), "out")
	// An earlier run's dead letters stay until a run starts.
	if err := os.WriteFile(out+".dead", []byte("{}\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	for _, tc := range []struct {
		args []string
		want string // in the message
	}{
		{[]string{"--input", in, "--output", out}, "--op is required"},
		{[]string{"--op", "parse", "--output", out}, "--input is required"},
		{[]string{"--op", "parse", "--input", in}, "--output is required"},
		{[]string{"--op", "frob", "--input", in, "--output", out}, `--op "frob": want parse, resolve, touri, normalize, dedupe, check, columns`},
		{[]string{"--op", "parse", "--input", filepath.Join(dir, "nothing*.txt"), "--output", out}, "matches no file"},
		{[]string{"--op", "parse", "--input", "/nonexistent", "--output", out}, `--input "/nonexistent" matches no file`},
		{[]string{"--op", "parse", "--input", in, "--output", "/nonexistent/out"}, `no directory "/nonexistent"`},
		{[]string{"--op", "parse", "--input", in, "--output", dir}, "is a directory"},
		{[]string{"--op", "parse", "--input", dir + "*", "--output", out}, "matches the directory"},
		{[]string{"--op", "parse", "--input", in, "--output", out, "--runner=universal"}, "--runner=universal needs --endpoint=HOST:PORT"},
		{[]string{"--op", "parse", "--input", in, "--output", out, "--runner=flink", "--endpoint=localhost:1"}, "--endpoint=localhost:1: no job service answers"},
		{[]string{"--op", "parse", "--frob", "--input", in, "--output", out}, "flag provided but not defined: --frob"},
		{[]string{"--op", "parse", "--input", in, "--output", out, "extra"}, `unexpected argument "extra"`},
		{[]string{"--op", "normalize", "--base", "http://a/", "--input", in, "--output", out}, "--base applies to --op resolve, not normalize"},
		{[]string{"--op", "parse", "--idna", "--input", in, "--output", out}, "--idna applies to --op touri, normalize, dedupe, not parse"},
		{[]string{"--op", "resolve", "--input", in, "--output", out}, "--base is required"},
		{[]string{"--op", "resolve", "--base", "rel/", "--input", in, "--output", out}, `--base "rel/" is not an absolute IRI`},
		{[]string{"--op", "parse", "--grammar", "bis", "--input", in, "--output", out}, `--grammar "bis": want rfc3987 or rfc3987bis`},
		{[]string{"--op", "normalize", "--level", "x", "--input", in, "--output", out}, `--level "x": want syntax or scheme`},
		{[]string{"--op", "touri", "--query-encoding", "nope", "--input", in, "--output", out}, `unknown query encoding "nope"`},
		{[]string{"--op", "check", "--ignore", "NOPE", "--input", in, "--output", out}, "--ignore"},
		{[]string{"--op", "parse", "--output-format", "csv", "--input", in, "--output", out}, `--output-format "csv": want text or parquet`},
		{[]string{"--op", "dedupe", "--output-format", "parquet", "--input", in, "--output", out}, "--output-format applies to --op parse, resolve, touri, normalize, check, columns, not dedupe"},
		{[]string{"--op", "columns", "--json", "--output-format", "parquet", "--input", in, "--output", out}, "--json applies to --output-format text"},
		{[]string{"--op", "normalize", "--json", "--input", in, "--output", out}, "--json applies to --op columns, not normalize"},
	} {
		r := runIripipe(t, tc.args...)
		if r.code != 2 {
			t.Errorf("%v: exit %d, want 2 (stderr %q)", tc.args, r.code, r.stderr)
		}
		oneLine(t, fmt.Sprint(tc.args), r.stderr)
		if !strings.HasPrefix(r.stderr, "iripipe: ") || !strings.Contains(r.stderr, tc.want) {
			t.Errorf("%v: stderr %q, want iripipe: ...%s...", tc.args, r.stderr, tc.want)
		}
		if r.stdout != "" {
			t.Errorf("%v: stdout %q, want nothing", tc.args, r.stdout)
		}
	}
	if _, err := os.Stat(out); err == nil {
		t.Errorf("a usage error wrote %s", out)
	}
	if _, err := os.Stat(out + ".dead"); err != nil {
		t.Errorf("a usage error removed the earlier %s.dead", out)
	}
}

func TestHelp(t *testing.T) {
	r := runIripipe(t, "--help")
	if r.code != 0 || r.stderr != "" {
		t.Fatalf("--help: exit %d, stderr %q", r.code, r.stderr)
	}
	if !strings.HasPrefix(r.stdout, "usage: iripipe --op OPERATION --input GLOB --output FILE") {
		t.Errorf("--help starts %q", r.stdout[:min(80, len(r.stdout))])
	}
	for _, o := range own {
		if !strings.Contains(r.stdout, "\n  --"+o.name) {
			t.Errorf("--help does not list --%s", o.name)
		}
	}
	for _, beamFlag := range []string{"--runner", "--project", "--environment_type"} {
		if strings.Contains(r.stdout, "\n  "+beamFlag) {
			t.Errorf("--help lists %s, a runner flag", beamFlag)
		}
	}
	if !strings.Contains(r.stdout, "iripipe --help-runner") {
		t.Error("--help does not say how to list the runners' flags")
	}
	if n := strings.Count(r.stdout, "\n"); n > 80 {
		t.Errorf("--help is %d lines", n)
	}
	r = runIripipe(t, "--help-runner")
	if r.code != 0 {
		t.Fatalf("--help-runner: exit %d, stderr %q", r.code, r.stderr)
	}
	for _, beamFlag := range []string{"--runner", "--endpoint", "--environment_type", "--project"} {
		if !strings.Contains(r.stdout, "\n  "+beamFlag) {
			t.Errorf("--help-runner does not list %s", beamFlag)
		}
	}
	if strings.Contains(r.stdout, "\n  --input") || strings.Contains(r.stdout, "--test.") {
		t.Error("--help-runner lists iripipe's or the test's flags")
	}
}

// operations are the runs the job-service test compares, one per
// operation, with options that make each do its particular work.
var operations = [][]string{
	{"--op", "parse", "--grammar", "rfc3987bis"},
	{"--op", "resolve", "--base", "http://a/b/c/d;p?q"},
	{"--op", "touri", "--idna", "--dns-schemes", "http,https,mailto"},
	{"--op", "normalize", "--level", "scheme", "--nfc"},
	{"--op", "dedupe", "--level", "scheme", "--exclude-fragment"},
	{"--op", "check", "--ignore", "NOT_NFKC", "--whole-components"},
	{"--op", "columns"},
	{"--op", "columns", "--json"},
}

// TestSummary checks the summary line and exit status of a run with dead
// letters and of a clean one, on the in-process runner.
func TestSummary(t *testing.T) {
	dir := inputDir(t)
	out := filepath.Join(t.TempDir(), "out")
	r := runIripipe(t, "--op", "parse", "--input", filepath.Join(dir, "mixed.txt"), "--output", out)
	want := fmt.Sprintf("iripipe: 9 lines read, 5 results, 4 dead letters (in %s.dead)\n", out)
	if r.code != 1 || r.stderr != want {
		t.Errorf("parse mixed.txt: exit %d, stderr %q; want 1, %q", r.code, r.stderr, want)
	}
	if got := beamtest.ReadLines(t, out+".dead"); len(got) != 4 {
		t.Errorf("%d dead letters in %s.dead, want 4", len(got), out)
	}
	r = runIripipe(t, "--op", "normalize", "--input", filepath.Join(dir, "bench-mix.txt"), "--output", out)
	want = "iripipe: 20 lines read, 20 results, 0 dead letters\n"
	if r.code != 0 || r.stderr != want {
		t.Errorf("normalize bench-mix.txt: exit %d, stderr %q; want 0, %q", r.code, r.stderr, want)
	}
	if _, err := os.Stat(out + ".dead"); err == nil {
		t.Errorf("a clean run left the earlier run's %s.dead", out)
	}
}

// TestRuntimeFailure checks that a pipeline that fails while it runs is
// one line on stderr and exit 1: /proc/self/mem passes the checks (a
// file) and fails to read (EIO at offset 0).
func TestRuntimeFailure(t *testing.T) {
	if _, err := os.Stat("/proc/self/mem"); err != nil {
		t.Skip("no /proc/self/mem")
	}
	r := runIripipe(t, "--op", "parse", "--input", "/proc/self/mem", "--output", filepath.Join(t.TempDir(), "out"))
	want := "iripipe: the pipeline failed: readChunksFn: read /proc/self/mem: "
	if r.code != 1 || !strings.HasPrefix(r.stderr, want) {
		t.Errorf("exit %d, stderr %q; want 1, %q...", r.code, r.stderr, want)
	}
	oneLine(t, "stderr", r.stderr)
}

// TestJobService starts Prism as a job service in a process of its own,
// submits each operation to it with --runner=universal and the LOOPBACK
// environment (the path Flink's and Spark's job servers take), and
// compares results, dead letters, summary line and exit status with the
// in-process run's, line for line after sorting (a runner's output order
// is not specified).
func TestJobService(t *testing.T) {
	if testing.Short() {
		t.Skip("builds and starts Prism")
	}
	endpoint := startPrism(t)
	dir := inputDir(t)
	in := filepath.Join(dir, "*.txt")
	// The same lines as a Parquet file in the shape of Common Crawl's
	// columnar index, the URL in column "url".
	var urls []string
	for _, name := range []string{"mixed.txt", "intl.txt", "bench-mix.txt"} {
		urls = append(urls, beamtest.ReadLines(t, filepath.Join(dir, name))...)
	}
	pqDir := t.TempDir()
	beamtest.WriteCommonCrawlParquet(t, filepath.Join(pqDir, "cc-index.parquet"), urls)
	pqIn := filepath.Join(pqDir, "*.parquet")
	outDir := t.TempDir()
	run := func(name string, args []string) {
		local := filepath.Join(outDir, name+".local")
		remote := filepath.Join(outDir, name+".remote")
		lr := runIripipe(t, append(args, "--output", local)...)
		rr := runIripipe(t, append(args, "--output", remote,
			"--runner=universal", "--endpoint="+endpoint, "--environment_type=LOOPBACK")...)
		if lr.code != rr.code {
			t.Errorf("%s: exit %d in-process, %d through the job service (stderr %q)", name, lr.code, rr.code, rr.stderr)
		}
		if l, r := strings.ReplaceAll(lr.stderr, local, "OUT"), strings.ReplaceAll(rr.stderr, remote, "OUT"); l != r {
			t.Errorf("%s: stderr\n%s in-process,\n%s through the job service", name, l, r)
		}
		oneLine(t, name+" in-process stderr", lr.stderr)
		for _, suffix := range []string{"", ".dead"} {
			var l, r []string
			if suffix == "" && slices.Contains(args, "parquet") {
				l, r = beamtest.ParquetRows(t, local+"-*.parquet"), beamtest.ParquetRows(t, remote+"-*.parquet")
			} else {
				l, r = beamtest.ReadLines(t, local+suffix), beamtest.ReadLines(t, remote+suffix)
			}
			slices.Sort(l)
			slices.Sort(r)
			if !slices.Equal(l, r) {
				t.Errorf("%s%s: %d lines in-process, %d through the job service, not the same", name, suffix, len(l), len(r))
			}
			if suffix == "" && len(l) == 0 && args[1] != "check" {
				t.Errorf("%s: no results", name)
			}
		}
		t.Logf("%s: %s", name, strings.TrimSpace(lr.stderr))
	}
	for i, args := range operations {
		run(fmt.Sprintf("%s-%d", args[1], i), append(args, "--input", in))
	}
	for i, args := range operations {
		// From Parquet, and to Parquet where the operation writes it.
		args = append(args, "--input", pqIn, "--input-column", "url")
		if args[1] != "dedupe" && !slices.Contains(args, "--json") {
			args = append(args, "--output-format", "parquet")
		}
		run(fmt.Sprintf("%s-%d-parquet", args[1], i), args)
	}
}

// startPrism builds Prism from the module's Beam SDK version, starts it as
// a job service on a free loopback port and returns its endpoint; the
// process is killed when the test ends.
func startPrism(t *testing.T) string {
	t.Helper()
	goCmd, err := exec.LookPath("go")
	if err != nil {
		t.Skip("no go command to build Prism")
	}
	bin := filepath.Join(t.TempDir(), "prism")
	build := exec.Command(goCmd, "build", "-o", bin, "github.com/apache/beam/sdks/v2/go/cmd/prism")
	if out, err := build.CombinedOutput(); err != nil {
		t.Fatalf("go build prism: %v\n%s", err, out)
	}
	l, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		t.Fatal(err)
	}
	port := l.Addr().(*net.TCPAddr).Port
	l.Close()
	ctx, cancel := context.WithCancel(context.Background())
	prism := exec.CommandContext(ctx, bin, "--job_port", fmt.Sprint(port), "--serve_http=false",
		"--idle_shutdown_timeout=10m", "--log_level=warn")
	var log bytes.Buffer
	prism.Stdout, prism.Stderr = &log, &log
	if err := prism.Start(); err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() {
		cancel()
		_ = prism.Wait()
		if t.Failed() {
			t.Logf("Prism's log:\n%s", log.String())
		}
	})
	endpoint := fmt.Sprintf("localhost:%d", port)
	for deadline := time.Now().Add(30 * time.Second); ; {
		c, err := net.Dial("tcp", endpoint)
		if err == nil {
			c.Close()
			return endpoint
		}
		if time.Now().After(deadline) {
			t.Fatalf("Prism does not listen on %s: %v", endpoint, err)
		}
		time.Sleep(50 * time.Millisecond)
	}
}

// TestRootCause checks the one line a runner's failure comes down to, on
// the error Prism gave when a file could not be read.
func TestRootCause(t *testing.T) {
	err := errors.New("job job-001 failed:\nbundle inst002 stage-002 failed:process bundle failed for instruction inst002 using plan stage-002 : while executing Process for Plan[stage-002]:\n" +
		"1: DataSource[S[stage-002_source@localhost:43985], i0] Out:20 Coder:W;cwv_n3<string;c2>!GWC \n" +
		"20: ParDo[beam.readLinesFn] Out:[19] Sig: func(context.Context, string, func(iribeam.Line)) error, SideInputs: []\n" +
		"\tcaused by:\nsource failed processing data\n\tcaused by:\n" +
		"DoFn[UID:20, PID:e5, Name: github.com/go-iri/iri/iribeam.readLinesFn] failed:\nread dirin/sub.txt: is a directory")
	if got, want := rootCause(err), "readLinesFn: read dirin/sub.txt: is a directory"; got != want {
		t.Errorf("rootCause = %q, want %q", got, want)
	}
	if got, want := rootCause(errors.New("no job service at localhost:1")), "no job service at localhost:1"; got != want {
		t.Errorf("rootCause = %q, want %q", got, want)
	}
}
