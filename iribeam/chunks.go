package iribeam

import (
	"context"
	"io"
	"reflect"
	"strings"

	"github.com/apache/beam/sdks/v2/go/pkg/beam"
	"github.com/apache/beam/sdks/v2/go/pkg/beam/register"

	"github.com/go-iri/iri"
	"github.com/go-iri/iri/columns"
)

func init() {
	register.DoFn3x1[context.Context, string, func(Chunk), error](&readChunksFn{})
	register.DoFn4x0[context.Context, Chunk, func(Results), func(DeadLetter)](&parseChunkFn{})
	register.DoFn4x0[context.Context, Chunk, func(Results), func(DeadLetter)](&resolveChunkFn{})
	register.DoFn4x0[context.Context, Chunk, func(Results), func(DeadLetter)](&toURIChunkFn{})
	register.DoFn4x0[context.Context, Chunk, func(Results), func(DeadLetter)](&normalizeChunkFn{})
	register.DoFn4x0[context.Context, Chunk, func(Results), func(DeadLetter)](&checkChunkFn{})
	register.DoFn4x0[context.Context, Chunk, func(Results), func(DeadLetter)](&columnsChunkFn{})
	register.DoFn4x0[context.Context, Line, func(Results), func(DeadLetter)](&columnsLineFn{})
	register.DoFn2x0[Results, func(string, groupAcc)](&precombineFn{})
	register.Combiner1[groupAcc](&mergeGroupsFn{})
	register.Function2x1[string, groupAcc, Group](toGroup)
	register.Function1x1[Results, string](FormatResults)
	register.Emitter1[Chunk]()
	register.Emitter1[Results]()
	register.Emitter2[string, groupAcc]()
}

// Chunk is a run of consecutive lines of one source, the unit of work of
// the transforms in bundle form: Lines[i] is line First+i of Source.
// Handling a few thousand lines per DoFn call instead of one spares the
// runner's cost per element (a call through its plan, the encoding of
// every element it stores or sends), which is many times go-iri's own.
// The lines of a Chunk from ReadChunks share the memory of one string, so
// that reading costs an allocation per chunk rather than per line: a DoFn
// that keeps a few of them beyond its bundle should keep copies
// (strings.Clone) rather than hold the whole chunk's text.
type Chunk struct {
	Source string   // the file name, or "" when the lines came from memory
	First  int64    // the 1-based number of Lines[0] in Source, or 0 when unknown
	Lines  []string // the lines, without their line endings
}

// Results are what an operation made of one Chunk, in line order: Text[i]
// is a result of line Numbers[i] of Source, whose text is Input[i],
// formatted as the operation's Format function formats its record (a line
// has no result when it went to the dead letters; a line of Check has one
// per violation). The transforms on Chunks count the result lines they
// make in the Beam counter "iribeam"/"results".
type Results struct {
	Source  string
	Numbers []int64
	Input   []string
	Text    []string
}

// FormatResults returns the results' texts, one per line, joined with
// "\n" (no final newline: textio.Write adds it), so that one write covers
// the whole chunk.
func FormatResults(r Results) string { return strings.Join(r.Text, "\n") }

// DefaultChunkSize is the number of lines in a Chunk of ReadChunks when
// its size is 0.
const DefaultChunkSize = 4096

// ReadChunks reads the text files that glob matches as ReadLines does (the
// same file systems, line numbers, BOM and CRLF handling, and counter
// "iribeam"/"lines_read"), but returns Chunks of size lines (the last of a
// file shorter; DefaultChunkSize when size is 0), for the transforms'
// bundle form.
func ReadChunks(s beam.Scope, glob string, size int) beam.PCollection {
	s = s.Scope("iribeam.ReadChunks")
	if size <= 0 {
		size = DefaultChunkSize
	}
	files := beam.ParDo(s, &expandGlobFn{}, beam.Create(s, glob))
	files = beam.Reshuffle(s, files)
	return beam.ParDo(s, &readChunksFn{Size: size}, files)
}

type readChunksFn struct{ Size int }

func (fn *readChunksFn) ProcessElement(ctx context.Context, name string, emit func(Chunk)) error {
	f, err := openRead(ctx, name)
	if err != nil {
		return err
	}
	defer f.Close()
	n, err := scanChunks(name, f, fn.Size, emit)
	linesRead.Inc(ctx, n)
	return err
}

// scanChunks emits the lines of r in chunks of size lines and returns how
// many lines there were. The lines of a chunk are cut from one string.
func scanChunks(name string, r io.Reader, size int, emit func(Chunk)) (int64, error) {
	lr := newLineReader(r)
	var text []byte              // the chunk's lines, one after the other
	ends := make([]int, 0, size) // where each line ends in text
	first := int64(1)
	flush := func() {
		t := string(text)
		c := Chunk{Source: name, First: first, Lines: make([]string, len(ends))}
		start := 0
		for i, end := range ends {
			c.Lines[i], start = t[start:end], end
		}
		emit(c)
		text, ends, first = text[:0], ends[:0], lr.n+1
	}
	for {
		line, err := lr.next()
		if err != nil {
			if len(ends) > 0 {
				flush()
			}
			if err == io.EOF {
				err = nil
			}
			return lr.n, err
		}
		text = append(text, line...)
		ends = append(ends, len(text))
		if len(ends) == size {
			flush()
		}
	}
}

// isChunks reports whether col is a PCollection of Chunk.
func isChunks(col beam.PCollection) bool {
	return col.Type().Type() == reflect.TypeOf(Chunk{})
}

// resultsMade counts the result lines of the transforms on Chunks.
var resultsMade = beam.NewCounter("iribeam", "results")

// results gathers the Results of one chunk.
type results struct{ r Results }

func newResults(c Chunk) results {
	return results{Results{Source: c.Source, Numbers: make([]int64, 0, len(c.Lines)),
		Input: make([]string, 0, len(c.Lines)), Text: make([]string, 0, len(c.Lines))}}
}

func (rs *results) add(n int64, in, text string) {
	rs.r.Numbers = append(rs.r.Numbers, n)
	rs.r.Input = append(rs.r.Input, in)
	rs.r.Text = append(rs.r.Text, text)
}

// emit emits the Results, unless empty, and counts them.
func (rs *results) emit(ctx context.Context, ok func(Results)) {
	if len(rs.r.Text) > 0 {
		resultsMade.Inc(ctx, int64(len(rs.r.Text)))
		ok(rs.r)
	}
}

// line returns line i of c.
func (c Chunk) line(i int) Line {
	n := int64(0)
	if c.First > 0 {
		n = c.First + int64(i)
	}
	return Line{Source: c.Source, Number: n, Text: c.Lines[i]}
}

// deadLetter describes err, returned by op for line i of c, as a
// DeadLetter, with a copy of the line: dead letters are gathered beyond the
// chunk (cmd/iripipe batches them), which would otherwise keep the whole
// chunk's text alive for each.
func (c Chunk) deadLetter(op string, i int, err error) DeadLetter {
	l := c.line(i)
	l.Text = strings.Clone(l.Text)
	return deadLetter(op, l, err)
}

// mapChunk is the DoFn body of the operations that make one result of a
// line: it applies f to each line of c, emits the results as one Results
// and each line that f fails on as a DeadLetter of op.
func mapChunk(ctx context.Context, c Chunk, op string, f func(string) (string, error), ok func(Results), bad func(DeadLetter)) {
	rs := results{Results{Source: c.Source, Numbers: make([]int64, 0, len(c.Lines)), Text: make([]string, 0, len(c.Lines))}}
	// The inputs are c.Lines until a line fails, which most chunks never
	// do: a slice the less to make.
	failed := false
	for i, t := range c.Lines {
		out, err := f(t)
		if err != nil {
			if !failed {
				failed = true
				rs.r.Input = append(make([]string, 0, len(c.Lines)), c.Lines[:i]...)
			}
			bad(c.deadLetter(op, i, err))
			continue
		}
		if failed {
			rs.r.Input = append(rs.r.Input, t)
		}
		rs.r.Numbers = append(rs.r.Numbers, c.line(i).Number)
		rs.r.Text = append(rs.r.Text, out)
	}
	if !failed {
		rs.r.Input = c.Lines
	}
	rs.emit(ctx, ok)
}

type parseChunkFn struct{ Grammar iri.Grammar }

func (fn *parseChunkFn) ProcessElement(ctx context.Context, c Chunk, ok func(Results), bad func(DeadLetter)) {
	mapChunk(ctx, c, "parse", func(t string) (string, error) { return parseText(fn.Grammar, t) }, ok, bad)
}

type resolveChunkFn struct {
	Base string
	base iri.IRI
}

func (fn *resolveChunkFn) Setup() error {
	b, err := iri.Parse(fn.Base)
	fn.base = b
	return err
}

func (fn *resolveChunkFn) ProcessElement(ctx context.Context, c Chunk, ok func(Results), bad func(DeadLetter)) {
	mapChunk(ctx, c, "resolve", func(t string) (string, error) { return resolveText(fn.base, t) }, ok, bad)
}

type toURIChunkFn struct {
	Config ToURIConfig
	opts   iri.ToURIOptions
}

func (fn *toURIChunkFn) Setup() error {
	var err error
	fn.opts, err = fn.Config.options()
	return err
}

func (fn *toURIChunkFn) ProcessElement(ctx context.Context, c Chunk, ok func(Results), bad func(DeadLetter)) {
	mapChunk(ctx, c, "touri", func(t string) (string, error) { return toURIText(&fn.opts, t) }, ok, bad)
}

type normalizeChunkFn struct {
	Flags           uint
	ExcludeFragment bool
}

func (fn *normalizeChunkFn) ProcessElement(ctx context.Context, c Chunk, ok func(Results), bad func(DeadLetter)) {
	mapChunk(ctx, c, "normalize", func(t string) (string, error) { return normalizeText(fn.Flags, fn.ExcludeFragment, t) }, ok, bad)
}

type checkChunkFn struct {
	Config  CheckConfig
	checker iri.CheckOptions
}

func (fn *checkChunkFn) Setup() error {
	var err error
	fn.checker, err = fn.Config.checker()
	return err
}

func (fn *checkChunkFn) ProcessElement(ctx context.Context, c Chunk, ok func(Results), bad func(DeadLetter)) {
	rs := newResults(c)
	for i := range c.Lines {
		l := c.line(i)
		add := func(f Finding) { rs.add(l.Number, l.Text, FormatFinding(f)) }
		if err := checkLine(fn.Config.Grammar, &fn.checker, l, add); err != nil {
			bad(c.deadLetter("check", i, err))
		}
	}
	rs.emit(ctx, ok)
}

// ColumnsConfig says how Columns formats its rows.
type ColumnsConfig struct {
	JSON bool // one JSON object per row (columns.Row.AppendJSON) instead of TSV (AppendTSV)
}

// Columns computes Common Crawl's URL columns of each line (package
// columns: UTS #46 hosts, the Public Suffix List's ICANN and private
// sections, keys.SURT) and returns them as Results, one row per valid
// line formatted as cfg says, and a DeadLetter for each line that is not
// an absolute URL. lines is a PCollection of Chunk (one Results per chunk)
// or of Line (one Results per line).
func Columns(s beam.Scope, lines beam.PCollection, cfg ColumnsConfig) (rows, dead beam.PCollection) {
	s = s.Scope("iribeam.Columns")
	if isChunks(lines) {
		return beam.ParDo2(s, &columnsChunkFn{Config: cfg}, lines)
	}
	return beam.ParDo2(s, &columnsLineFn{Config: cfg}, lines)
}

type columnsChunkFn struct {
	Config ColumnsConfig
	buf    []byte
}

func (fn *columnsChunkFn) ProcessElement(ctx context.Context, c Chunk, ok func(Results), bad func(DeadLetter)) {
	mapChunk(ctx, c, "columns", fn.row, ok, bad)
}

// row returns the columns of t, formatted as fn.Config says.
func (fn *columnsChunkFn) row(t string) (string, error) {
	row, err := columns.Of(t)
	if err != nil {
		return "", err
	}
	if fn.Config.JSON {
		fn.buf = row.AppendJSON(fn.buf[:0])
	} else {
		fn.buf = row.AppendTSV(fn.buf[:0])
	}
	return string(fn.buf), nil
}

type columnsLineFn struct {
	Config ColumnsConfig
	fn     columnsChunkFn
}

func (fn *columnsLineFn) ProcessElement(ctx context.Context, l Line, ok func(Results), bad func(DeadLetter)) {
	fn.fn.Config = fn.Config
	fn.fn.ProcessElement(ctx, Chunk{Source: l.Source, First: l.Number, Lines: []string{l.Text}}, ok, bad)
}

// maxPrecombine is the number of distinct normal forms Dedupe holds per
// bundle before it passes them on: it bounds the memory of a bundle.
const maxPrecombine = 1 << 16

// precombineFn groups the normal forms of a bundle before the shuffle, so
// that a form repeated in the bundle crosses it once.
type precombineFn struct {
	groups map[string]groupAcc
}

func (fn *precombineFn) StartBundle(func(string, groupAcc)) {
	fn.groups = make(map[string]groupAcc)
}

func (fn *precombineFn) ProcessElement(r Results, emit func(string, groupAcc)) {
	for i, key := range r.Text {
		g, seen := fn.groups[key]
		if !seen {
			// Copies, not the chunk's text they may be cut from (see Chunk).
			fn.groups[strings.Clone(key)] = groupAcc{Count: 1, Spelling: strings.Clone(r.Input[i])}
			continue
		}
		g.Count++
		if s := r.Input[i]; s < g.Spelling {
			g.Spelling = strings.Clone(s)
		}
		fn.groups[key] = g
	}
	if len(fn.groups) >= maxPrecombine {
		fn.flush(emit)
	}
}

func (fn *precombineFn) FinishBundle(emit func(string, groupAcc)) { fn.flush(emit) }

func (fn *precombineFn) flush(emit func(string, groupAcc)) {
	for k, g := range fn.groups {
		emit(k, g)
	}
	clear(fn.groups)
}

// mergeGroupsFn merges the partial groups of a normal form.
type mergeGroupsFn struct{}

func (mergeGroupsFn) MergeAccumulators(a, b groupAcc) groupAcc {
	return dedupeFn{}.MergeAccumulators(a, b)
}

func toGroup(key string, a groupAcc) Group {
	return Group{Key: key, Count: a.Count, Spelling: a.Spelling}
}
