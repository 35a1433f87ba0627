package iribeam

import (
	"bytes"
	"os"
	"os/exec"
	"path/filepath"
	"slices"
	"strings"
	"testing"

	"github.com/go-iri/iri/iribeam/internal/beamtest"

	"github.com/apache/beam/sdks/v2/go/pkg/beam"
	"github.com/apache/beam/sdks/v2/go/pkg/beam/io/textio"
	"github.com/apache/beam/sdks/v2/go/pkg/beam/testing/ptest"

	"github.com/go-iri/iri"
)

// commonCrawlLines writes both columns of the 10,000 Common Crawl pairs of
// the core module's testdata to a file, one reference per line, and
// returns its path and the lines.
func commonCrawlLines(t *testing.T) (string, []string) {
	t.Helper()
	lines := beamtest.CommonCrawlRefs(t, "../testdata/oxiri/relative_urls_cc_10k.csv")
	path := filepath.Join(t.TempDir(), "cc.txt")
	if err := os.WriteFile(path, []byte(strings.Join(lines, "\n")+"\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	return path, lines
}

// TestCommonCrawlAgreesWithCLI runs normalize (scheme level) over the
// Common Crawl references with the pipeline and with `iri normalize
// --level scheme`: the sorted outputs must be the same, and the dead
// letters as many as the lines the command rejects.
func TestCommonCrawlAgreesWithCLI(t *testing.T) {
	if testing.Short() {
		t.Skip("builds cmd/iri and runs 20,000 lines through both")
	}
	goCmd, err := exec.LookPath("go")
	if err != nil {
		t.Skip("no go command to build cmd/iri")
	}
	in, lines := commonCrawlLines(t)
	dir := t.TempDir()
	bin := filepath.Join(dir, "iri")
	if out, err := exec.Command(goCmd, "build", "-o", bin, "github.com/go-iri/iri/cmd/iri").CombinedOutput(); err != nil {
		t.Fatalf("go build cmd/iri: %v\n%s", err, out)
	}
	cmd := exec.Command(bin, "normalize", "--level", "scheme")
	cmd.Stdin, _ = os.Open(in)
	var stdout, stderr bytes.Buffer
	cmd.Stdout, cmd.Stderr = &stdout, &stderr
	_ = cmd.Run() // exit 1 when a line is rejected
	cliOut := strings.Split(strings.TrimSuffix(stdout.String(), "\n"), "\n")
	cliErrs := strings.Count(stderr.String(), "\n")

	outPath, deadPath := filepath.Join(dir, "out"), filepath.Join(dir, "dead")
	p, s := beam.NewPipelineWithRoot()
	n, dead := Normalize(s, ReadLines(s, in), NormalizeConfig{Flags: iri.SchemeBased})
	textio.Write(s, outPath, beam.ParDo(s, FormatNormalized, n))
	textio.Write(s, deadPath, beam.ParDo(s, FormatDeadLetter, dead))
	ptest.RunAndValidate(t, p)

	pipeOut := beamtest.ReadLines(t, outPath)
	pipeDead := beamtest.ReadLines(t, deadPath)
	slices.Sort(cliOut)
	slices.Sort(pipeOut)
	if !slices.Equal(cliOut, pipeOut) {
		t.Errorf("pipeline and CLI outputs differ: %d and %d lines", len(pipeOut), len(cliOut))
	}
	if len(pipeDead) != cliErrs {
		t.Errorf("%d dead letters, the CLI rejected %d lines", len(pipeDead), cliErrs)
	}
	if len(pipeOut)+len(pipeDead) != len(lines) {
		t.Errorf("%d results + %d dead letters != %d lines", len(pipeOut), len(pipeDead), len(lines))
	}
	t.Logf("%d lines: %d normalized, %d dead letters; CLI: %d normalized, %d errors", len(lines), len(pipeOut), len(pipeDead), len(cliOut), cliErrs)
}
