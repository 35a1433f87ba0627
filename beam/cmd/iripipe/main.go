// Command iripipe runs one go-iri operation over text files as an Apache
// Beam pipeline: it reads every line of the files that --input matches,
// applies --op, and writes the results to --output and the lines that fail
// to --output.dead, one JSON object per line. Every input line ends up in
// exactly one of the two (one line per violation, or none, for check).
//
// It runs on the local runner (Prism) by default; --runner picks another
// (flink, spark, dataflow, ...), with that runner's own flags. See the
// module's README.
//
//	go run ./cmd/iripipe --input '../testdata/bench-mix.txt' --op normalize --output /tmp/out
//
// Operations: parse (the valid lines), resolve (against --base), touri
// (IRI → URI, --idna, --query-charset), normalize (--level syntax|scheme,
// --idn, --nfc, --nfkc, --exclude-fragment), dedupe (normalize, then one
// "COUNT<TAB>NORMAL FORM<TAB>SPELLING" line per normal form) and check
// (violations as `iri check` prints them; --ignore, --no-scheme-checks).
package main

import (
	"context"
	"flag"
	"fmt"
	"os"
	"strings"

	"github.com/apache/beam/sdks/v2/go/pkg/beam"
	"github.com/apache/beam/sdks/v2/go/pkg/beam/io/textio"
	"github.com/apache/beam/sdks/v2/go/pkg/beam/log"
	"github.com/apache/beam/sdks/v2/go/pkg/beam/x/beamx"

	"github.com/go-iri/iri"
	iribeam "github.com/go-iri/iri/beam"
)

var (
	input     = flag.String("input", "", "files to read, a glob on any Beam file system (required)")
	output    = flag.String("output", "", "results file; dead letters go to OUTPUT.dead (required)")
	op        = flag.String("op", "parse", "operation: parse, resolve, touri, normalize, dedupe or check")
	bis       = flag.Bool("bis", false, "parse: the 3987bis grammar")
	base      = flag.String("base", "", "resolve: the absolute base IRI")
	idnaFlag  = flag.Bool("idna", false, "touri: map DNS hosts with IDNA")
	charset   = flag.String("query-charset", "", "touri: IANA name of a legacy query charset")
	level     = flag.String("level", "syntax", "normalize, dedupe: syntax or scheme")
	idn       = flag.Bool("idn", false, "normalize, dedupe: add NormIDN")
	nfc       = flag.Bool("nfc", false, "normalize, dedupe: add NormNFC")
	nfkc      = flag.Bool("nfkc", false, "normalize, dedupe: add NormNFKC")
	noFrag    = flag.Bool("exclude-fragment", false, "normalize, dedupe: drop fragments first")
	ignore    = flag.String("ignore", "", "check: comma-separated codes not to report")
	noSchemes = flag.Bool("no-scheme-checks", false, "check: no scheme-specific checks")
)

func main() {
	flag.Parse()
	beam.Init()
	if err := run(context.Background()); err != nil {
		fmt.Fprintln(os.Stderr, "iripipe:", err)
		os.Exit(1)
	}
}

func run(ctx context.Context) error {
	if *input == "" || *output == "" {
		return fmt.Errorf("--input and --output are required")
	}
	p := beam.NewPipeline()
	s := p.Root()
	lines := iribeam.ReadLines(s, *input)
	results, dead, err := build(s, lines)
	if err != nil {
		return err
	}
	textio.Write(s, *output, results)
	textio.Write(s, *output+".dead", beam.ParDo(s, iribeam.FormatDeadLetter, dead))
	if err := beamx.Run(ctx, p); err != nil {
		log.Exitf(ctx, "pipeline failed: %v", err)
	}
	return nil
}

// build applies --op to lines and returns the formatted results and the
// dead letters.
func build(s beam.Scope, lines beam.PCollection) (results, dead beam.PCollection, err error) {
	switch *op {
	case "parse":
		valid, d := iribeam.Parse(s, lines, *bis)
		return beam.ParDo(s, iribeam.FormatLine, valid), d, nil
	case "resolve":
		b, err := iri.Parse(*base)
		if err != nil || !b.IsAbs() {
			return results, dead, fmt.Errorf("--base %q is not an absolute IRI", *base)
		}
		r, d := iribeam.Resolve(s, *base, lines)
		return beam.ParDo(s, iribeam.FormatResolved, r), d, nil
	case "touri":
		m, d := iribeam.ToURI(s, iribeam.ToURIConfig{IDNA: *idnaFlag, QueryEncoding: *charset}, lines)
		return beam.ParDo(s, iribeam.FormatMapped, m), d, nil
	case "normalize", "dedupe":
		flags := iri.SyntaxBased
		switch *level {
		case "syntax":
		case "scheme":
			flags = iri.SchemeBased
		default:
			return results, dead, fmt.Errorf("--level %q: want syntax or scheme", *level)
		}
		if *idn {
			flags |= iri.NormIDN
		}
		if *nfc {
			flags |= iri.NormNFC
		}
		if *nfkc {
			flags |= iri.NormNFKC
		}
		n, d := iribeam.Normalize(s, flags, *noFrag, lines)
		if *op == "dedupe" {
			return beam.ParDo(s, iribeam.FormatGroup, iribeam.Dedupe(s, n)), d, nil
		}
		return beam.ParDo(s, iribeam.FormatNormalized, n), d, nil
	case "check":
		cfg := iribeam.CheckConfig{NoSchemeChecks: *noSchemes}
		for _, c := range strings.Split(*ignore, ",") {
			if c = strings.TrimSpace(c); c != "" {
				cfg.Ignore = append(cfg.Ignore, c)
			}
		}
		f, d := iribeam.Check(s, cfg, lines)
		return beam.ParDo(s, iribeam.FormatFinding, f), d, nil
	}
	return results, dead, fmt.Errorf("--op %q: want parse, resolve, touri, normalize, dedupe or check", *op)
}
