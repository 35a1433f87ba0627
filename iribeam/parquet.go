package iribeam

import (
	"bytes"
	"context"
	"encoding/json"
	"fmt"
	"hash/fnv"
	"io"
	"os"
	"path/filepath"
	"strconv"
	"strings"

	"github.com/apache/beam/sdks/v2/go/pkg/beam"
	"github.com/apache/beam/sdks/v2/go/pkg/beam/register"
	"github.com/xitongsys/parquet-go/common"
	"github.com/xitongsys/parquet-go/reader"
	"github.com/xitongsys/parquet-go/source"
	"github.com/xitongsys/parquet-go/writer"

	"github.com/go-iri/iri/columns"
)

func init() {
	register.DoFn3x1[context.Context, string, func(Chunk), error](&readParquetFn{})
	register.DoFn2x1[context.Context, Results, error](&writeParquetFn{})
}

// ReadParquet reads the column named column (a string column, such as
// "url" in Common Crawl's columnar index) of the Parquet files that glob
// matches and returns it as Chunks of size rows (DefaultChunkSize when
// size is 0): the Source of a Chunk is the file, First the number of its
// first row (from 1), and a null value is the empty string. Only that
// column is read, a chunk at a time; a local file is read where it lies,
// a file on another file system is read into memory first, since Parquet
// needs random access. The rows read are counted in the counter
// "iribeam"/"lines_read".
func ReadParquet(s beam.Scope, glob, column string, size int) beam.PCollection {
	s = s.Scope("iribeam.ReadParquet")
	if size <= 0 {
		size = DefaultChunkSize
	}
	files := beam.ParDo(s, &expandGlobFn{}, beam.Create(s, glob))
	files = beam.Reshuffle(s, files)
	return beam.ParDo(s, &readParquetFn{Column: column, Size: size}, files)
}

type readParquetFn struct {
	Column string
	Size   int
}

func (fn *readParquetFn) ProcessElement(ctx context.Context, name string, emit func(Chunk)) error {
	f, err := openParquet(ctx, name)
	if err != nil {
		return err
	}
	defer f.Close()
	pr, err := reader.NewParquetColumnReader(f, 1)
	if err != nil {
		return fmt.Errorf("%s: %v", name, err)
	}
	defer pr.ReadStop()
	path := pr.SchemaHandler.GetRootExName() + common.PAR_GO_PATH_DELIMITER + fn.Column
	rows := pr.GetNumRows()
	var n int64
	for n < rows {
		vals, _, _, err := pr.ReadColumnByPath(path, int64(fn.Size))
		if err != nil {
			return fmt.Errorf("%s: column %q: %v", name, fn.Column, err)
		}
		if len(vals) == 0 {
			break
		}
		c := Chunk{Source: name, First: n + 1, Lines: make([]string, len(vals))}
		for i, v := range vals {
			switch v := v.(type) {
			case nil:
			case string:
				c.Lines[i] = v
			default:
				return fmt.Errorf("%s: column %q holds %T, not strings", name, fn.Column, v)
			}
		}
		n += int64(len(vals))
		emit(c)
	}
	linesRead.Inc(ctx, n)
	return nil
}

// parquetFile is a source.ParquetFile for reading, on a Beam file system.
type parquetFile struct {
	ctx  context.Context
	name string
	rs   io.ReadSeeker
	c    io.Closer
}

// openParquet opens name for random access: a local file as it is, any
// other read into memory.
func openParquet(ctx context.Context, name string) (*parquetFile, error) {
	r, err := openRead(ctx, name)
	if err != nil {
		return nil, err
	}
	if rs, ok := r.(io.ReadSeeker); ok {
		return &parquetFile{ctx, name, rs, r}, nil
	}
	defer r.Close()
	b, err := io.ReadAll(r)
	if err != nil {
		return nil, err
	}
	return &parquetFile{ctx, name, bytes.NewReader(b), io.NopCloser(nil)}, nil
}

func (f *parquetFile) Read(p []byte) (int, error) { return f.rs.Read(p) }
func (f *parquetFile) Seek(off int64, whence int) (int64, error) {
	return f.rs.Seek(off, whence)
}
func (f *parquetFile) Write([]byte) (int, error) {
	return 0, fmt.Errorf("%s: opened for reading", f.name)
}
func (f *parquetFile) Close() error { return f.c.Close() }

// Open opens the file again, for a column reader of its own.
func (f *parquetFile) Open(string) (source.ParquetFile, error) { return openParquet(f.ctx, f.name) }
func (f *parquetFile) Create(string) (source.ParquetFile, error) {
	return nil, fmt.Errorf("%s: opened for reading", f.name)
}

// ParquetConfig says what WriteParquet writes.
type ParquetConfig struct {
	// Columns says that the Results are those of Columns with
	// ColumnsConfig.JSON: each row is written as the URL columns of
	// Common Crawl's index (url_port an INT32, the others strings; null
	// where the row has none). Otherwise the schema is source, line,
	// input and result, one row per result.
	Columns bool
}

// WriteParquet writes results, a PCollection of Results, as Parquet files,
// one per Results where it is made, named
// OUTPUT-SOURCEHASH-FIRSTLINE.parquet after the source and first line of
// the results (so that a retried bundle writes the same file again), with
// the schema cfg says (snappy compression). Nothing crosses a shuffle.
func WriteParquet(s beam.Scope, results beam.PCollection, output string, cfg ParquetConfig) {
	beam.ParDo0(s.Scope("iribeam.WriteParquet"), &writeParquetFn{Output: output, Columns: cfg.Columns}, results)
}

type writeParquetFn struct {
	Output  string
	Columns bool
}

// resultSchema is the Parquet schema of results other than columns.
var resultSchema = []string{
	"name=source, type=BYTE_ARRAY, convertedtype=UTF8",
	"name=line, type=INT64",
	"name=input, type=BYTE_ARRAY, convertedtype=UTF8",
	"name=result, type=BYTE_ARRAY, convertedtype=UTF8",
}

// columnsSchema is the Parquet schema of Common Crawl's URL columns, in
// the order of columns.Names.
var columnsSchema = func() []string {
	md := make([]string, len(columns.Names))
	for i, n := range columns.Names {
		switch n {
		case "url":
			md[i] = "name=url, type=BYTE_ARRAY, convertedtype=UTF8"
		case "url_port":
			md[i] = "name=url_port, type=INT32, repetitiontype=OPTIONAL"
		default:
			md[i] = "name=" + n + ", type=BYTE_ARRAY, convertedtype=UTF8, repetitiontype=OPTIONAL"
		}
	}
	return md
}()

func (fn *writeParquetFn) ProcessElement(ctx context.Context, r Results) error {
	if len(r.Text) == 0 {
		return nil
	}
	h := fnv.New64a()
	io.WriteString(h, r.Source)
	path := fmt.Sprintf("%s-%016x-%012d.parquet", fn.Output, h.Sum64(), r.Numbers[0])
	md := resultSchema
	if fn.Columns {
		md = columnsSchema
	}
	var buf bytes.Buffer
	pw, err := writer.NewCSVWriterFromWriter(md, &buf, 1)
	if err != nil {
		return err
	}
	rec := make([]*string, len(md))
	for i, t := range r.Text {
		if fn.Columns {
			if err := columnValues(rec, t); err != nil {
				return fmt.Errorf("%s:%d: %v", r.Source, r.Numbers[i], err)
			}
		} else {
			line := strconv.FormatInt(r.Numbers[i], 10)
			rec[0], rec[1], rec[2], rec[3] = &r.Source, &line, &r.Input[i], &r.Text[i]
		}
		if err := pw.WriteString(rec); err != nil {
			return err
		}
	}
	if err := pw.WriteStop(); err != nil {
		return err
	}
	if !strings.Contains(path, "://") {
		if err := os.MkdirAll(filepath.Dir(path), 0o755); err != nil {
			return err
		}
	}
	return writeFile(ctx, path, buf.Bytes())
}

// columnValues fills rec, in the order of columns.Names, from a row of
// Columns in JSON form; null stays nil.
func columnValues(rec []*string, row string) error {
	var m map[string]any
	if err := json.Unmarshal([]byte(row), &m); err != nil {
		return err
	}
	for i, n := range columns.Names {
		rec[i] = nil
		switch v := m[n].(type) {
		case string:
			rec[i] = &v
		case float64:
			s := strconv.FormatInt(int64(v), 10)
			rec[i] = &s
		}
	}
	return nil
}
