package iribeam

import (
	"bufio"
	"bytes"
	"context"
	"fmt"
	"io"
	"reflect"
	"strings"

	"github.com/apache/beam/sdks/v2/go/pkg/beam"
	"github.com/apache/beam/sdks/v2/go/pkg/beam/io/filesystem"
	_ "github.com/apache/beam/sdks/v2/go/pkg/beam/io/filesystem/local" // local paths
	"github.com/apache/beam/sdks/v2/go/pkg/beam/register"
	"golang.org/x/text/encoding/ianaindex"

	"github.com/go-iri/iri"
)

func init() {
	register.DoFn3x1[context.Context, string, func(string), error](&expandGlobFn{})
	register.DoFn3x1[context.Context, string, func(Line), error](&readLinesFn{})
	register.Function2x0[string, func(Line)](fromString)
	register.DoFn3x0[Line, func(Line), func(DeadLetter)](&parseFn{})
	register.DoFn3x0[Line, func(Resolved), func(DeadLetter)](&resolveFn{})
	register.DoFn4x0[string, Line, func(Resolved), func(DeadLetter)](&resolveKVFn{})
	register.DoFn3x1[Line, func(Mapped), func(DeadLetter), error](&toURIFn{})
	register.DoFn3x0[Line, func(Normalized), func(DeadLetter)](&normalizeFn{})
	register.Function1x2[Normalized, string, Line](normalizedKV)
	register.Combiner3[groupAcc, Line, Group](&dedupeFn{})
	register.Function2x1[string, Group, Group](withKey)
	register.DoFn3x0[Line, func(Finding), func(DeadLetter)](&checkFn{})
	register.Emitter1[string]()
	register.Emitter1[Line]()
	register.Emitter1[DeadLetter]()
	register.Emitter1[Resolved]()
	register.Emitter1[Mapped]()
	register.Emitter1[Normalized]()
	register.Emitter1[Finding]()
}

// ReadLines reads the text files that glob matches, on any file system Beam
// has registered (local paths here; a program imports the gcs or s3
// packages of beam/io/filesystem for others, as cmd/iripipe does), and
// returns one Line per line with its file name and line number. Each file
// is read by one worker, in order, so that line numbers are known; files
// are spread over workers, so a large input in several files is read in
// parallel and one large file is not. A UTF-8 byte order mark at the start
// of a file and the "\r" of a CRLF line ending are dropped, as `iri` does
// on standard input. The lines read are counted in the Beam counter
// "iribeam"/"lines_read", for a program that reports it from the
// pipeline's metrics, as cmd/iripipe does.
func ReadLines(s beam.Scope, glob string) beam.PCollection {
	s = s.Scope("iribeam.ReadLines")
	files := beam.ParDo(s, &expandGlobFn{}, beam.Create(s, glob))
	files = beam.Reshuffle(s, files)
	return beam.ParDo(s, &readLinesFn{}, files)
}

// FromStrings turns a PCollection of strings into Lines without a source.
func FromStrings(s beam.Scope, col beam.PCollection) beam.PCollection {
	return beam.ParDo(s.Scope("iribeam.FromStrings"), fromString, col)
}

// Parse validates each Line as an IRI reference of grammar (iri.RFC3987,
// the zero value, or iri.RFC3987bis): the valid lines come out unchanged in
// the first PCollection, the others as DeadLetters with the offset,
// component and rule of the *iri.ParseError. Given a PCollection of Chunk,
// it returns a Results per chunk, whose texts are the valid lines.
func Parse(s beam.Scope, lines beam.PCollection, grammar iri.Grammar) (valid, dead beam.PCollection) {
	if isChunks(lines) {
		return beam.ParDo2(s.Scope("iribeam.Parse"), &parseChunkFn{Grammar: grammar}, lines)
	}
	return beam.ParDo2(s.Scope("iribeam.Parse"), &parseFn{Grammar: grammar}, lines)
}

// Resolve resolves each Line against base (RFC 3986 §5.2 on IRIs); base must
// be an absolute IRI, and the pipeline fails to build otherwise. Given a
// PCollection of Chunk, it returns a Results per chunk, whose texts are
// the resolved references.
func Resolve(s beam.Scope, lines beam.PCollection, base string) (resolved, dead beam.PCollection) {
	if _, err := iri.Parse(base); err != nil {
		panic(fmt.Sprintf("iribeam.Resolve: base %q: %v", base, err))
	}
	if isChunks(lines) {
		return beam.ParDo2(s.Scope("iribeam.Resolve"), &resolveChunkFn{Base: base}, lines)
	}
	return beam.ParDo2(s.Scope("iribeam.Resolve"), &resolveFn{Base: base}, lines)
}

// ResolvePerElement resolves each reference against its own base: the input
// is a PCollection of KV<string, Line>, the base as key. A base that is not
// an absolute IRI sends its reference to the dead letters.
func ResolvePerElement(s beam.Scope, pairs beam.PCollection) (resolved, dead beam.PCollection) {
	return beam.ParDo2(s.Scope("iribeam.ResolvePerElement"), &resolveKVFn{}, pairs)
}

// ToURIConfig is the serializable form of iri.ToURIOptions.
type ToURIConfig struct {
	IDNA          bool   // map DNS hosts with IDNA (ToURIOptions.IDNA)
	QueryEncoding string // the IANA name of the legacy query charset, or "" for UTF-8
	// DNSSchemes, unless empty, are the schemes whose host is a DNS name
	// (the only ones IDNA maps), in place of those of iri.DefaultSchemes.
	DNSSchemes []string
}

// Validate reports an error if QueryEncoding names no charset that
// golang.org/x/text knows, which would make ToURI panic.
func (c ToURIConfig) Validate() error {
	_, err := c.options()
	return err
}

// ToURI maps each Line to a URI (RFC 3987 §3.1, 3987bis-13 §3); an unknown
// QueryEncoding makes the pipeline fail to build (a panic; see
// [ToURIConfig.Validate]). Given a PCollection of Chunk, it returns a
// Results per chunk, whose texts are the URIs.
func ToURI(s beam.Scope, lines beam.PCollection, cfg ToURIConfig) (mapped, dead beam.PCollection) {
	if _, err := cfg.options(); err != nil {
		panic("iribeam.ToURI: " + err.Error())
	}
	if isChunks(lines) {
		return beam.ParDo2(s.Scope("iribeam.ToURI"), &toURIChunkFn{Config: cfg}, lines)
	}
	return beam.ParDo2(s.Scope("iribeam.ToURI"), &toURIFn{Config: cfg}, lines)
}

// NormalizeConfig is the serializable form of iri.NormalizeOptions.
type NormalizeConfig struct {
	Flags           iri.Normalization // the rungs of the comparison ladder (RFC 3987 §5.3)
	ExcludeFragment bool              // drop the fragment first (RFC 3987 §5.1)
}

// Normalize puts each Line in its normal form at the rungs cfg.Flags of the
// comparison ladder (RFC 3987 §5.3). Given a PCollection of Chunk, it
// returns a Results per chunk, whose texts are the normal forms.
func Normalize(s beam.Scope, lines beam.PCollection, cfg NormalizeConfig) (normalized, dead beam.PCollection) {
	if isChunks(lines) {
		return beam.ParDo2(s.Scope("iribeam.Normalize"), &normalizeChunkFn{Flags: uint(cfg.Flags), ExcludeFragment: cfg.ExcludeFragment}, lines)
	}
	return beam.ParDo2(s.Scope("iribeam.Normalize"), &normalizeFn{Flags: uint(cfg.Flags), ExcludeFragment: cfg.ExcludeFragment}, lines)
}

// Dedupe groups Normalized values by their normal form and returns one Group
// per form: the number of lines that had it and the smallest of their
// spellings, whatever the order of arrival. Given the Results of Normalize
// on Chunks, it groups the forms of each bundle first (at most 65,536
// forms at a time), so that a form repeated in a bundle crosses the
// shuffle once.
func Dedupe(s beam.Scope, normalized beam.PCollection) beam.PCollection {
	s = s.Scope("iribeam.Dedupe")
	if normalized.Type().Type() == reflect.TypeOf(Results{}) {
		kv := beam.ParDo(s, &precombineFn{}, normalized)
		return beam.ParDo(s, toGroup, beam.CombinePerKey(s, &mergeGroupsFn{}, kv))
	}
	kv := beam.ParDo(s, normalizedKV, normalized)
	groups := beam.CombinePerKey(s, &dedupeFn{}, kv)
	return beam.ParDo(s, withKey, groups)
}

// CheckConfig is the serializable form of iri.CheckOptions, with the grammar
// the lines are parsed with.
type CheckConfig struct {
	Grammar        iri.Grammar // iri.RFC3987 (the zero value) or iri.RFC3987bis
	Ignore         []string    // codes not to report, by name
	NoSchemeChecks bool        // turn the scheme-specific checks off
	// WholeComponents applies the bidi rules to whole components
	// (iri.CheckOptions.WholeComponents).
	WholeComponents bool
}

// Validate reports an error if Ignore names an unknown code, which would
// make Check panic.
func (c CheckConfig) Validate() error {
	_, err := c.checker()
	return err
}

// Check reports the violations of each Line (iri.CheckOptions): one Finding per
// violation, nothing for a clean line, and a DeadLetter for a line that is
// not an IRI reference. Unknown code names make the pipeline fail to build
// (a panic; see [CheckConfig.Validate]). Given a PCollection of Chunk, it
// returns a Results per chunk, whose texts are the findings as
// FormatFinding writes them.
func Check(s beam.Scope, lines beam.PCollection, cfg CheckConfig) (findings, dead beam.PCollection) {
	if _, err := cfg.checker(); err != nil {
		panic("iribeam.Check: " + err.Error())
	}
	if isChunks(lines) {
		return beam.ParDo2(s.Scope("iribeam.Check"), &checkChunkFn{Config: cfg}, lines)
	}
	return beam.ParDo2(s.Scope("iribeam.Check"), &checkFn{Config: cfg}, lines)
}

// --- DoFns -------------------------------------------------------------------

type expandGlobFn struct{}

func (expandGlobFn) ProcessElement(ctx context.Context, glob string, emit func(string)) error {
	fs, err := filesystem.New(ctx, glob)
	if err != nil {
		return err
	}
	defer fs.Close()
	files, err := fs.List(ctx, glob)
	if err != nil {
		return err
	}
	if len(files) == 0 {
		return fmt.Errorf("iribeam.ReadLines: no file matches %q", glob)
	}
	for _, f := range files {
		emit(f)
	}
	return nil
}

// linesRead counts the lines ReadLines emits.
var linesRead = beam.NewCounter("iribeam", "lines_read")

type readLinesFn struct{}

func (readLinesFn) ProcessElement(ctx context.Context, name string, emit func(Line)) error {
	f, err := openRead(ctx, name)
	if err != nil {
		return err
	}
	defer f.Close()
	n, err := scanLines(name, f, emit)
	// One increment per file: a counter update per line would cost a
	// metrics-store look-up per line.
	linesRead.Inc(ctx, n)
	return err
}

// scanLines emits the lines of r, numbered from 1, and returns how many.
func scanLines(name string, r io.Reader, emit func(Line)) (int64, error) {
	lr := newLineReader(r)
	for {
		line, err := lr.next()
		if err != nil {
			if err == io.EOF {
				err = nil
			}
			return lr.n, err
		}
		emit(Line{Source: name, Number: lr.n, Text: string(line)})
	}
}

// bom is the UTF-8 byte order mark, dropped at the start of a file.
const bom = "\uFEFF"

// readBufSize is the size of a lineReader's buffer: a line that fits is
// read in place, a longer one is gathered piece by piece.
const readBufSize = 1 << 20

// lineReader splits text into lines as `iri` splits standard input: a line
// ends at "\n", which is removed with a "\r" before it, and a UTF-8 byte
// order mark at the start of the first line is dropped; nothing else is.
type lineReader struct {
	r    *bufio.Reader
	n    int64  // the number of lines next has returned
	long []byte // a line longer than r's buffer
}

func newLineReader(r io.Reader) *lineReader {
	return &lineReader{r: bufio.NewReaderSize(r, readBufSize)}
}

// next returns the next line, which is valid until the next call, or
// io.EOF after the last line (a last line without "\n" is a line).
func (lr *lineReader) next() ([]byte, error) {
	line, err := lr.r.ReadSlice('\n')
	if err == bufio.ErrBufferFull {
		lr.long = append(lr.long[:0], line...)
		for err == bufio.ErrBufferFull {
			line, err = lr.r.ReadSlice('\n')
			lr.long = append(lr.long, line...)
		}
		line = lr.long
	}
	switch {
	case err == io.EOF && len(line) == 0:
		return nil, io.EOF
	case err != nil && err != io.EOF:
		return nil, err
	}
	if k := len(line); line[k-1] == '\n' {
		line = line[:k-1]
		if k := len(line); k > 0 && line[k-1] == '\r' {
			line = line[:k-1]
		}
	}
	lr.n++
	if lr.n == 1 {
		line = bytes.TrimPrefix(line, []byte(bom))
	}
	return line, nil
}

func fromString(s string, emit func(Line)) { emit(Line{Text: s}) }

// The bodies of the operations, one line at a time, shared by the DoFns
// of Lines below and those of Chunks in chunks.go.

// parseText returns t when it is an IRI reference of grammar g.
func parseText(g iri.Grammar, t string) (string, error) {
	if _, err := (iri.ParseOptions{Grammar: g}).Parse(t); err != nil {
		return "", err
	}
	return t, nil
}

// resolveText returns t resolved against base.
func resolveText(base iri.IRI, t string) (string, error) {
	r, err := base.ResolveString(t)
	if err != nil {
		return "", err
	}
	return r.String(), nil
}

// toURIText returns the URI that o maps the IRI t to.
func toURIText(o *iri.ToURIOptions, t string) (string, error) {
	x, err := iri.Parse(t)
	if err == nil {
		x, err = o.ToURI(x)
	}
	if err != nil {
		return "", err
	}
	return x.String(), nil
}

// normalizeText returns the normal form of the IRI t at the rungs flags.
func normalizeText(flags uint, excludeFragment bool, t string) (string, error) {
	x, err := iri.Parse(t)
	if err != nil {
		return "", err
	}
	return iri.NormalizeOptions{Flags: iri.Normalization(flags), ExcludeFragment: excludeFragment}.Normalize(x).String(), nil
}

// checkLine emits a Finding for each violation that o reports in l, parsed
// with grammar g.
func checkLine(g iri.Grammar, o *iri.CheckOptions, l Line, emit func(Finding)) error {
	x, err := iri.ParseOptions{Grammar: g}.Parse(l.Text)
	if err != nil {
		return err
	}
	for _, v := range o.Check(x) {
		emit(Finding{Line: l, Code: v.Code.String(), Severity: v.Code.Severity().String(),
			Component: v.Component.String(), Offset: v.Offset, Len: v.Len, Message: v.Message})
	}
	return nil
}

type parseFn struct{ Grammar iri.Grammar }

func (fn *parseFn) ProcessElement(l Line, ok func(Line), bad func(DeadLetter)) {
	if _, err := parseText(fn.Grammar, l.Text); err != nil {
		bad(deadLetter("parse", l, err))
		return
	}
	ok(l)
}

type resolveFn struct {
	Base string
	base iri.IRI
}

func (fn *resolveFn) Setup() error {
	b, err := iri.Parse(fn.Base)
	fn.base = b
	return err
}

func (fn *resolveFn) ProcessElement(l Line, ok func(Resolved), bad func(DeadLetter)) {
	r, err := resolveText(fn.base, l.Text)
	if err != nil {
		bad(deadLetter("resolve", l, err))
		return
	}
	ok(Resolved{Line: l, Base: fn.Base, Result: r})
}

type resolveKVFn struct{}

func (resolveKVFn) ProcessElement(base string, l Line, ok func(Resolved), bad func(DeadLetter)) {
	b, err := iri.Parse(base)
	var r string
	if err == nil {
		r, err = resolveText(b, l.Text)
	}
	if err != nil {
		bad(deadLetter("resolve", l, err))
		return
	}
	ok(Resolved{Line: l, Base: base, Result: r})
}

func (c ToURIConfig) options() (iri.ToURIOptions, error) {
	o := iri.ToURIOptions{IDNA: c.IDNA}
	if len(c.DNSSchemes) > 0 {
		o.Schemes = iri.DefaultSchemes()
		for k, v := range o.Schemes {
			v.DNSHost = false
			o.Schemes[k] = v
		}
		for _, name := range c.DNSSchemes {
			k := strings.ToLower(name)
			v := o.Schemes[k]
			v.DNSHost = true
			o.Schemes[k] = v
		}
	}
	if c.QueryEncoding != "" {
		e, err := ianaindex.IANA.Encoding(c.QueryEncoding)
		if err != nil || e == nil {
			return o, fmt.Errorf("unknown query encoding %q", c.QueryEncoding)
		}
		o.QueryEncoding = e
	}
	return o, nil
}

type toURIFn struct {
	Config ToURIConfig
	opts   iri.ToURIOptions
}

func (fn *toURIFn) Setup() error {
	var err error
	fn.opts, err = fn.Config.options()
	return err
}

func (fn *toURIFn) ProcessElement(l Line, ok func(Mapped), bad func(DeadLetter)) error {
	u, err := toURIText(&fn.opts, l.Text)
	if err != nil {
		bad(deadLetter("touri", l, err))
		return nil
	}
	ok(Mapped{Line: l, URI: u})
	return nil
}

type normalizeFn struct {
	Flags           uint
	ExcludeFragment bool
}

func (fn *normalizeFn) ProcessElement(l Line, ok func(Normalized), bad func(DeadLetter)) {
	n, err := normalizeText(fn.Flags, fn.ExcludeFragment, l.Text)
	if err != nil {
		bad(deadLetter("normalize", l, err))
		return
	}
	ok(Normalized{Line: l, Key: n})
}

func normalizedKV(n Normalized) (string, Line) { return n.Key, n.Line }

// groupAcc accumulates one Group.
type groupAcc struct {
	Count    int64
	Spelling string
}

type dedupeFn struct{}

func (dedupeFn) CreateAccumulator() groupAcc { return groupAcc{} }

func (dedupeFn) AddInput(a groupAcc, l Line) groupAcc {
	return dedupeFn{}.MergeAccumulators(a, groupAcc{Count: 1, Spelling: l.Text})
}

func (dedupeFn) MergeAccumulators(a, b groupAcc) groupAcc {
	switch {
	case a.Count == 0:
		return b
	case b.Count == 0:
		return a
	}
	if b.Spelling < a.Spelling {
		a.Spelling = b.Spelling
	}
	a.Count += b.Count
	return a
}

func (dedupeFn) ExtractOutput(a groupAcc) Group { return Group{Count: a.Count, Spelling: a.Spelling} }

func withKey(key string, g Group) Group { g.Key = key; return g }

func (c CheckConfig) checker() (iri.CheckOptions, error) {
	ch := iri.CheckOptions{NoSchemeChecks: c.NoSchemeChecks, WholeComponents: c.WholeComponents}
	for _, name := range c.Ignore {
		var code iri.Code
		if err := code.UnmarshalText([]byte(name)); err != nil {
			return ch, err
		}
		ch.Ignore = append(ch.Ignore, code)
	}
	return ch, nil
}

type checkFn struct {
	Config  CheckConfig
	checker iri.CheckOptions
}

func (fn *checkFn) Setup() error {
	var err error
	fn.checker, err = fn.Config.checker()
	return err
}

func (fn *checkFn) ProcessElement(l Line, ok func(Finding), bad func(DeadLetter)) {
	if err := checkLine(fn.Config.Grammar, &fn.checker, l, ok); err != nil {
		bad(deadLetter("check", l, err))
	}
}
