package iribeam_test

import (
	"context"
	"fmt"

	"github.com/apache/beam/sdks/v2/go/pkg/beam"
	"github.com/apache/beam/sdks/v2/go/pkg/beam/x/beamx"

	"github.com/go-iri/iri"
	"github.com/go-iri/iri/iribeam"
)

// The examples build pipelines over files, so they are compiled, not run.

func ExampleReadChunks() {
	p := beam.NewPipeline()
	s := p.Root()
	chunks := iribeam.ReadChunks(s, "/data/links/*.txt", 0)
	normal, dead := iribeam.Normalize(s, chunks, iribeam.NormalizeConfig{Flags: iri.SchemeBased})
	iribeam.WriteResults(s, normal, "/data/out/normal")
	iribeam.WriteResults(s, beam.ParDo(s, deadAsResults, dead), "/data/out/normal.dead")
	if err := beamx.Run(context.Background(), p); err != nil {
		fmt.Println(err)
	}
}

// deadAsResults puts a dead letter in Results of its own, for WriteResults.
func deadAsResults(d iribeam.DeadLetter) iribeam.Results {
	return iribeam.Results{Source: d.Source, Numbers: []int64{d.Number}, Input: []string{d.Text},
		Text: []string{iribeam.FormatDeadLetter(d)}}
}

func ExampleWriteResults() {
	p := beam.NewPipeline()
	s := p.Root()
	valid, _ := iribeam.Parse(s, iribeam.ReadChunks(s, "/data/links/*.txt", 0), iri.RFC3987)
	// The valid lines, in input order, in one file.
	iribeam.WriteResults(s, valid, "/data/out/valid")
	_ = beamx.Run(context.Background(), p)
}

func ExampleFormatResults() {
	r := iribeam.Results{Source: "f", Numbers: []int64{1, 3}, Input: []string{"HTTP://a/", "http://b/./c"},
		Text: []string{"http://a/", "http://b/c"}}
	fmt.Printf("%q\n", iribeam.FormatResults(r))
	// Output: "http://a/\nhttp://b/c"
}

func ExampleColumns() {
	p := beam.NewPipeline()
	s := p.Root()
	rows, _ := iribeam.Columns(s, iribeam.ReadChunks(s, "/data/links/*.txt", 0), iribeam.ColumnsConfig{})
	iribeam.WriteResults(s, rows, "/data/out/columns.tsv")
	_ = beamx.Run(context.Background(), p)
}

func ExampleReadParquet() {
	p := beam.NewPipeline()
	s := p.Root()
	// Common Crawl's columnar index: the URL is in column "url".
	urls := iribeam.ReadParquet(s, "/data/cc-index/subset=warc/*.parquet", "url", 0)
	rows, _ := iribeam.Columns(s, urls, iribeam.ColumnsConfig{JSON: true})
	iribeam.WriteParquet(s, rows, "/data/out/columns", iribeam.ParquetConfig{Columns: true})
	_ = beamx.Run(context.Background(), p)
}

func ExampleWriteParquet() {
	p := beam.NewPipeline()
	s := p.Root()
	uris, _ := iribeam.ToURI(s, iribeam.ReadChunks(s, "/data/links/*.txt", 0), iribeam.ToURIConfig{IDNA: true})
	// Columns source, line, input and result, a file per chunk.
	iribeam.WriteParquet(s, uris, "/data/out/uris", iribeam.ParquetConfig{})
	_ = beamx.Run(context.Background(), p)
}
