package main

import (
	"bufio"
	"fmt"
	"os"
	"path/filepath"
	"strconv"
	"testing"

	"github.com/go-iri/iri/iribeam/internal/beamtest"
)

// TestWriteScaleInput writes the input of the scaling measurement
// (scale.sh): the 20,002 Common Crawl references of the core module's
// testdata/oxiri/relative_urls_cc_10k.csv, repeated to
// IRIPIPE_SCALE_LINES lines (default 1,000,000), in IRIPIPE_SCALE_SHARDS
// files (default 8) under IRIPIPE_SCALE_DIR, so that the pipeline's
// workers each read files of their own. It does nothing unless
// IRIPIPE_SCALE_DIR is set: the data is made at measurement time, never
// committed.
func TestWriteScaleInput(t *testing.T) {
	dir := os.Getenv("IRIPIPE_SCALE_DIR")
	if dir == "" {
		t.Skip("IRIPIPE_SCALE_DIR is not set (see scale.sh)")
	}
	total, shards := envInt(t, "IRIPIPE_SCALE_LINES", 1000000), envInt(t, "IRIPIPE_SCALE_SHARDS", 8)
	refs := beamtest.CommonCrawlRefs(t, filepath.Join("..", "..", "..", "testdata", "oxiri", "relative_urls_cc_10k.csv"))
	n := 0
	for i := range shards {
		f, err := os.Create(filepath.Join(dir, fmt.Sprintf("cc-%02d.txt", i)))
		if err != nil {
			t.Fatal(err)
		}
		w := bufio.NewWriter(f)
		for end := total * (i + 1) / shards; n < end; n++ {
			w.WriteString(refs[n%len(refs)])
			w.WriteByte('\n')
		}
		if err := w.Flush(); err != nil {
			t.Fatal(err)
		}
		if err := f.Close(); err != nil {
			t.Fatal(err)
		}
	}
	t.Logf("%d lines in %d files under %s", n, shards, dir)
}

func envInt(t *testing.T, name string, def int) int {
	s := os.Getenv(name)
	if s == "" {
		return def
	}
	n, err := strconv.Atoi(s)
	if err != nil || n <= 0 {
		t.Fatalf("%s=%q: want a positive number", name, s)
	}
	return n
}
