// Package beamtest holds the test helpers that the beam module's
// packages share: the Common Crawl references of the core module's
// testdata, and the lines of a file a pipeline wrote.
package beamtest

import (
	"encoding/csv"
	"os"
	"strings"
	"testing"
)

// CommonCrawlRefs returns both columns of the 10,000 Common Crawl pairs in
// the CSV file at path, one reference per field, without the fields that
// hold a line break; fewer than 20,000 fails the test.
func CommonCrawlRefs(t testing.TB, path string) []string {
	t.Helper()
	f, err := os.Open(path)
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	r := csv.NewReader(f)
	r.FieldsPerRecord = -1
	r.LazyQuotes = true
	recs, err := r.ReadAll()
	if err != nil {
		t.Fatal(err)
	}
	var refs []string
	for _, rec := range recs {
		for _, field := range rec {
			if !strings.ContainsAny(field, "\r\n") {
				refs = append(refs, field)
			}
		}
	}
	if len(refs) < 20000 {
		t.Fatalf("%d references in the Common Crawl pairs, want 20,000", len(refs))
	}
	return refs
}

// ReadLines returns the lines of a file textio.Write wrote, or none if it
// wrote no file (an empty PCollection).
func ReadLines(t testing.TB, path string) []string {
	t.Helper()
	b, err := os.ReadFile(path)
	if os.IsNotExist(err) {
		return nil
	}
	if err != nil {
		t.Fatal(err)
	}
	s := strings.TrimSuffix(string(b), "\n")
	if s == "" {
		return nil
	}
	return strings.Split(s, "\n")
}
