package beamtest

import (
	"bytes"
	"fmt"
	"os"
	"path/filepath"
	"slices"
	"strconv"
	"strings"
	"testing"

	"github.com/xitongsys/parquet-go/reader"
	"github.com/xitongsys/parquet-go/source"
	"github.com/xitongsys/parquet-go/writer"
)

// ccSchema is the shape of Common Crawl's columnar URL index
// (cc-index-table): the URL columns around "url", and a few of the fetch
// and WARC columns, with their Parquet types.
var ccSchema = []string{
	"name=url_surtkey, type=BYTE_ARRAY, convertedtype=UTF8",
	"name=url, type=BYTE_ARRAY, convertedtype=UTF8",
	"name=url_host_name, type=BYTE_ARRAY, convertedtype=UTF8, repetitiontype=OPTIONAL",
	"name=url_host_tld, type=BYTE_ARRAY, convertedtype=UTF8, repetitiontype=OPTIONAL",
	"name=url_port, type=INT32, repetitiontype=OPTIONAL",
	"name=fetch_time, type=INT64",
	"name=fetch_status, type=INT32",
	"name=content_mime_type, type=BYTE_ARRAY, convertedtype=UTF8, repetitiontype=OPTIONAL",
	"name=warc_filename, type=BYTE_ARRAY, convertedtype=UTF8",
	"name=warc_record_offset, type=INT32",
	"name=warc_record_length, type=INT32",
	"name=subset, type=BYTE_ARRAY, convertedtype=UTF8",
}

// WriteCommonCrawlParquet writes urls to path as a Parquet file in the
// shape of Common Crawl's columnar index, the URL in column "url" and the
// other columns filled with plausible values (not computed from the URL).
func WriteCommonCrawlParquet(t testing.TB, path string, urls []string) {
	t.Helper()
	var buf bytes.Buffer
	w, err := writer.NewCSVWriterFromWriter(ccSchema, &buf, 1)
	if err != nil {
		t.Fatal(err)
	}
	for i, u := range urls {
		rec := []string{"com,example)/" + strconv.Itoa(i), u, "example.com", "com", "", "1700000000000", "200",
			"text/html", "crawl-data/CC-MAIN-2024-10/segments/x/warc/CC-MAIN-x.warc.gz", strconv.Itoa(i * 1000), "1000", "warc"}
		ptrs := make([]*string, len(rec))
		for j := range rec {
			if rec[j] != "" {
				ptrs[j] = &rec[j]
			}
		}
		if err := w.WriteString(ptrs); err != nil {
			t.Fatal(err)
		}
	}
	if err := w.WriteStop(); err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(path, buf.Bytes(), 0o644); err != nil {
		t.Fatal(err)
	}
}

// ParquetRows returns the rows of the Parquet files that glob matches,
// each as its values joined by tabs ("<nil>" for null), sorted.
func ParquetRows(t testing.TB, glob string) []string {
	t.Helper()
	files, err := filepath.Glob(glob)
	if err != nil {
		t.Fatal(err)
	}
	var rows []string
	for _, name := range files {
		rows = append(rows, parquetRows(t, name)...)
	}
	slices.Sort(rows)
	return rows
}

func parquetRows(t testing.TB, name string) []string {
	f, err := os.Open(name)
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	pr, err := reader.NewParquetColumnReader(file{f}, 1)
	if err != nil {
		t.Fatalf("%s: %v", name, err)
	}
	defer pr.ReadStop()
	n := pr.GetNumRows()
	rows := make([][]string, n)
	for c := range pr.SchemaHandler.GetColumnNum() {
		vals, _, _, err := pr.ReadColumnByIndex(c, n)
		if err != nil {
			t.Fatalf("%s: column %d: %v", name, c, err)
		}
		for i, v := range vals {
			rows[i] = append(rows[i], fmt.Sprint(v))
		}
	}
	out := make([]string, n)
	for i, r := range rows {
		out[i] = strings.Join(r, "\t")
	}
	return out
}

// file is a source.ParquetFile on an *os.File, for reading.
type file struct{ *os.File }

func (f file) Open(name string) (source.ParquetFile, error) {
	g, err := os.Open(f.Name())
	return file{g}, err
}

func (f file) Create(string) (source.ParquetFile, error) { return nil, os.ErrPermission }
