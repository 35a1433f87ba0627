package main

import (
	"bufio"
	"bytes"
	"encoding/csv"
	"io"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/go-iri/iri"
)

// The throughput of the built command beside the library's own loop over
// the same strings, in MB/s of input:
//
//	go test -run '^$' -bench Throughput -benchtime 3x -count 5 ./cmd/iri
//
// Each op runs over throughputLines (the references and bases of the
// Common Crawl pairs and the lines of bench-mix.txt, repeated to 500,500
// lines, 27.7 MB): "cmd" is the iri binary reading the file on standard
// input and writing to /dev/null, "lib" the library calls the command
// makes, in a loop over the strings in memory. The command-line overhead
// (starting, reading, splitting, formatting and writing) is cmd / lib - 1.
//
// Besides wall time, each reports cpu-ms/op, the CPU time of the process
// (the child's for cmd, this one's for lib; garbage collection included),
// which a machine shared with other work disturbs less.

// Paths of the corpora, relative to this package.
const (
	commonCrawlCSV = "../../testdata/oxiri/relative_urls_cc_10k.csv"
	benchMixTxt    = "../../testdata/bench-mix.txt"
)

// throughputRepeat repeats the corpus to reach hundreds of thousands of
// lines, so that process start-up does not count.
const throughputRepeat = 25

// throughputCommands are the commands measured, each with the library
// calls it makes for one line with its default options.
var throughputCommands = []struct {
	name string
	lib  func(s string) bool
}{
	{"parse", func(s string) bool {
		_, err := iri.ParseOptions{}.Parse(s)
		return err == nil
	}},
	{"touri", func(s string) bool {
		x, err := iri.Parse(s)
		if err != nil {
			return false
		}
		_, err = iri.ToURIOptions{}.ToURI(x)
		return err == nil
	}},
	{"normalize", func(s string) bool {
		x, err := iri.Parse(s)
		return err == nil && iri.NormalizeOptions{Flags: iri.SyntaxBased}.Normalize(x).String() != ""
	}},
	{"check", func(s string) bool {
		x, err := iri.ParseOptions{}.Parse(s)
		return err == nil && iri.CheckOptions{}.Check(x) == nil
	}},
}

func BenchmarkThroughput(b *testing.B) {
	lines := throughputLines(b)
	file := filepath.Join(tempDir(b), "throughput.txt")
	data := []byte(strings.Join(lines, "\n") + "\n")
	if err := os.WriteFile(file, data, 0o644); err != nil {
		b.Fatal(err)
	}
	bin := iriBinary(b)
	for _, c := range throughputCommands {
		b.Run(c.name+"/cmd", func(b *testing.B) {
			b.SetBytes(int64(len(data)))
			var cpu time.Duration
			for i := 0; i < b.N; i++ {
				f, err := os.Open(file)
				if err != nil {
					b.Fatal(err)
				}
				cmd := exec.Command(bin, c.name)
				cmd.Stdin = f // nil Stdout: /dev/null, as the benchmark wants
				var stderr bytes.Buffer
				cmd.Stderr = &stderr
				err = cmd.Run()
				f.Close()
				// Exit status 1 says that some reference failed (or, for
				// check, had an error-level violation): fine here.
				if err != nil && cmd.ProcessState.ExitCode() != 1 {
					b.Fatal(err, stderr.String())
				}
				cpu += cmd.ProcessState.UserTime() + cmd.ProcessState.SystemTime()
			}
			b.ReportMetric(float64(cpu.Milliseconds())/float64(b.N), "cpu-ms/op")
		})
		b.Run(c.name+"/lib", func(b *testing.B) {
			b.SetBytes(int64(len(data)))
			cpu := processCPUTime()
			for i := 0; i < b.N; i++ {
				for _, s := range lines {
					c.lib(s)
				}
			}
			if cpu := processCPUTime() - cpu; cpu > 0 {
				b.ReportMetric(float64(cpu.Milliseconds())/float64(b.N), "cpu-ms/op")
			}
		})
	}
}

// throughputLines returns the corpus of BenchmarkThroughput.
func throughputLines(tb testing.TB) []string {
	f, err := os.Open(commonCrawlCSV)
	if err != nil {
		tb.Fatal(err)
	}
	defer f.Close()
	r := csv.NewReader(f)
	r.FieldsPerRecord = -1
	r.LazyQuotes = true
	var corpus []string
	for first := true; ; first = false {
		rec, err := r.Read()
		if err == io.EOF {
			break
		}
		if err != nil {
			tb.Fatal(err)
		}
		if !first { // the header
			corpus = append(corpus, rec...)
		}
	}
	mix, err := os.ReadFile(benchMixTxt)
	if err != nil {
		tb.Fatal(err)
	}
	corpus = append(corpus, strings.Split(strings.TrimSuffix(string(mix), "\n"), "\n")...)
	var lines []string
	for range throughputRepeat {
		lines = append(lines, corpus...)
	}
	return lines
}

var (
	tempOnce sync.Once
	tempPath string
	tempErr  error

	binOnce sync.Once
	binPath string
	binErr  error
)

func TestMain(m *testing.M) {
	code := m.Run()
	if tempPath != "" {
		os.RemoveAll(tempPath)
	}
	os.Exit(code)
}

// tempDir returns a directory for the test binary's files, removed by
// TestMain.
func tempDir(tb testing.TB) string {
	tempOnce.Do(func() { tempPath, tempErr = os.MkdirTemp("", "iri-cmd-test-") })
	if tempErr != nil {
		tb.Fatal(tempErr)
	}
	return tempPath
}

// iriBinary builds the iri command once and returns its path.
func iriBinary(tb testing.TB) string {
	dir := tempDir(tb)
	binOnce.Do(func() {
		binPath = filepath.Join(dir, "iri")
		out, err := exec.Command("go", "build", "-o", binPath, ".").CombinedOutput()
		if err != nil {
			binErr = &buildError{err, out}
		}
	})
	if binErr != nil {
		tb.Fatal(binErr)
	}
	return binPath
}

type buildError struct {
	err error
	out []byte
}

func (e *buildError) Error() string { return "go build: " + e.err.Error() + "\n" + string(e.out) }

// TestInteractive runs the built command as a coprocess: it writes one
// line at a time to its standard input through a pipe and reads each
// result before writing the next line and before closing standard input.
func TestInteractive(t *testing.T) {
	if testing.Short() {
		t.Skip("builds the command")
	}
	cmd := exec.Command(iriBinary(t), "touri", "--line-buffered", "--idna")
	stdin, err := cmd.StdinPipe()
	if err != nil {
		t.Fatal(err)
	}
	stdout, err := cmd.StdoutPipe()
	if err != nil {
		t.Fatal(err)
	}
	cmd.Stderr = cmd.Stdout // as with 2>&1: one stream, in order
	if err := cmd.Start(); err != nil {
		t.Fatal(err)
	}
	defer cmd.Process.Kill()
	rd := bufio.NewReader(stdout)
	for _, tt := range []struct{ in, want string }{
		{"http://b\u00fccher.example/\n", "http://xn--bcher-kva.example/\n"},
		{"http://a_b.example/\n", "-:2:8: cannot map host \"a_b.example\" with IDNA: character '_' (U+005F) is not a letter, digit or hyphen"},
		{"http://x/\u00e9\n", "http://x/%C3%A9\n"},
	} {
		if _, err := io.WriteString(stdin, tt.in); err != nil {
			t.Fatal(err)
		}
		got := make(chan string, 1)
		go func() {
			s, _ := rd.ReadString('\n')
			got <- s
		}()
		select {
		case s := <-got:
			if !strings.HasPrefix(s, tt.want) {
				t.Errorf("%q: got %q, want %q", tt.in, s, tt.want)
			}
		case <-time.After(30 * time.Second):
			t.Fatalf("no result for %q before the end of input", tt.in)
		}
	}
	stdin.Close()
	if err := cmd.Wait(); err == nil || cmd.ProcessState.ExitCode() != 1 {
		t.Errorf("exit: %v, want status 1", err)
	}
}
