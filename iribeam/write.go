package iribeam

import (
	"bufio"
	"cmp"
	"context"
	"fmt"
	"io"
	"math/rand/v2"
	"os"
	"path/filepath"
	"slices"
	"strings"

	"github.com/apache/beam/sdks/v2/go/pkg/beam"
	"github.com/apache/beam/sdks/v2/go/pkg/beam/io/filesystem"
	"github.com/apache/beam/sdks/v2/go/pkg/beam/register"
)

func init() {
	register.DoFn3x1[context.Context, Results, func(partFile), error](&writePartFn{})
	register.DoFn4x1[context.Context, int, func(*partFile) bool, func(string), error](&concatPartsFn{})
	register.Emitter1[partFile]()
	register.Iter1[partFile]()
}

// WriteResults writes the texts of results, a PCollection of Results, to
// the file output, one line each: the results of each Results in their
// order, the Results in the order of their source and first line number,
// so that the file follows the input whatever the runner's order. The
// Results of a bundle are written where they are made, one after the
// other, to a part file of the bundle's own under output+".parts/" (with a
// random name, so that a retried bundle never overwrites the part of
// another attempt); only where each Results lies in its part crosses the
// shuffle, and one worker joins the pieces into output and removes the
// parts. Without results it writes no file, as textio.Write does.
func WriteResults(s beam.Scope, results beam.PCollection, output string) {
	s = s.Scope("iribeam.WriteResults")
	parts := beam.ParDo(s, &writePartFn{Output: output}, results)
	grouped := beam.GroupByKey(s, beam.AddFixedKey(s, parts))
	written := beam.ParDo(s, &concatPartsFn{Output: output}, grouped)
	// The pipeline ends in a shuffle, which a runner does itself, rather
	// than in a DoFn without outputs: Prism's loop that waits for a stage
	// spins while a stage without outputs runs (the wait for its outputs is
	// over before it starts), and on one core the spinning slows the stage
	// down too, by some 0.15 s of CPU for a stage that has nothing to do.
	beam.GroupByKey(s, beam.AddFixedKey(s, written))
}

// partFile is where the results of one Results lie: Len bytes at Offset
// in the part file Path, and the line they start with.
type partFile struct {
	Source string
	First  int64
	Path   string
	Offset int64
	Len    int64
}

// writeBufSize is the size of the buffer writePartFn writes through.
const writeBufSize = 1 << 20

// writePartFn writes the Results of a bundle to a part file of its own
// and, once the part is closed, emits where each lies.
type writePartFn struct {
	Output string

	path  string // the bundle's part, "" until it has one
	w     io.WriteCloser
	bw    *bufio.Writer
	off   int64
	parts []partFile
}

func (fn *writePartFn) StartBundle(context.Context, func(partFile)) {
	if fn.w != nil {
		// The part of a bundle that failed, which no one reads.
		fn.w.Close()
	}
	fn.path, fn.w, fn.off, fn.parts = "", nil, 0, fn.parts[:0]
}

func (fn *writePartFn) ProcessElement(ctx context.Context, r Results, _ func(partFile)) error {
	if len(r.Text) == 0 {
		return nil
	}
	if fn.path == "" {
		if err := fn.open(ctx); err != nil {
			return err
		}
	}
	p := partFile{Source: r.Source, First: r.Numbers[0], Path: fn.path, Offset: fn.off}
	for _, t := range r.Text {
		fn.bw.WriteString(t)
		fn.bw.WriteByte('\n')
		p.Len += int64(len(t)) + 1
	}
	fn.off += p.Len
	fn.parts = append(fn.parts, p)
	// The writer keeps the first error, and Flush reports it.
	return nil
}

// open creates the bundle's part file.
func (fn *writePartFn) open(ctx context.Context) error {
	path := fmt.Sprintf("%s.parts/%016x", fn.Output, rand.Uint64())
	w, err := createFile(ctx, path)
	if err != nil {
		return err
	}
	fn.path, fn.w = path, w
	if fn.bw == nil {
		fn.bw = bufio.NewWriterSize(w, writeBufSize)
	} else {
		fn.bw.Reset(w)
	}
	return nil
}

func (fn *writePartFn) FinishBundle(_ context.Context, emit func(partFile)) error {
	if fn.path == "" {
		return nil
	}
	err := fn.bw.Flush()
	if cerr := fn.w.Close(); err == nil {
		err = cerr
	}
	fn.path, fn.w = "", nil
	if err != nil {
		return err
	}
	for _, p := range fn.parts {
		emit(p)
	}
	return nil
}

// createFile creates the file path for writing, making its local
// directory.
func createFile(ctx context.Context, path string) (io.WriteCloser, error) {
	if !strings.Contains(path, "://") {
		if err := os.MkdirAll(filepath.Dir(path), 0o755); err != nil {
			return nil, err
		}
	}
	fs, err := filesystem.New(ctx, path)
	if err != nil {
		return nil, err
	}
	defer fs.Close()
	return fs.OpenWrite(ctx, path)
}

// openRead opens the file name for reading.
func openRead(ctx context.Context, name string) (io.ReadCloser, error) {
	fs, err := filesystem.New(ctx, name)
	if err != nil {
		return nil, err
	}
	defer fs.Close()
	return fs.OpenRead(ctx, name)
}

// writeFile writes b to the file path, making its local directory.
func writeFile(ctx context.Context, path string, b []byte) error {
	w, err := createFile(ctx, path)
	if err != nil {
		return err
	}
	if _, err := w.Write(b); err != nil {
		w.Close()
		return err
	}
	return w.Close()
}

type concatPartsFn struct{ Output string }

func (fn *concatPartsFn) ProcessElement(ctx context.Context, _ int, iter func(*partFile) bool, emit func(string)) error {
	var parts []partFile
	var p partFile
	for iter(&p) {
		parts = append(parts, p)
	}
	slices.SortFunc(parts, func(a, b partFile) int {
		if c := strings.Compare(a.Source, b.Source); c != 0 {
			return c
		}
		return cmp.Compare(a.First, b.First)
	})
	// Pieces that follow each other in the output and in one part are
	// copied as one.
	var pieces []partFile
	for _, p := range parts {
		if n := len(pieces); n > 0 && pieces[n-1].Path == p.Path && pieces[n-1].Offset+pieces[n-1].Len == p.Offset {
			pieces[n-1].Len += p.Len
			continue
		}
		pieces = append(pieces, p)
	}
	fs, err := filesystem.New(ctx, fn.Output)
	if err != nil {
		return err
	}
	defer fs.Close()
	w, err := fs.OpenWrite(ctx, fn.Output)
	if err != nil {
		return err
	}
	for _, p := range pieces {
		if err := copyPiece(ctx, fs, w, p); err != nil {
			w.Close()
			return err
		}
	}
	if err := w.Close(); err != nil {
		return err
	}
	if err := removeParts(ctx, fs, fn.Output+".parts"); err != nil {
		return err
	}
	emit(fn.Output)
	return nil
}

// copyPiece copies p's bytes of its part file to w.
func copyPiece(ctx context.Context, fs filesystem.Interface, w io.Writer, p partFile) error {
	r, err := fs.OpenRead(ctx, p.Path)
	if err != nil {
		return err
	}
	defer r.Close()
	if s, ok := r.(io.Seeker); ok {
		_, err = s.Seek(p.Offset, io.SeekStart)
	} else {
		_, err = io.CopyN(io.Discard, r, p.Offset)
	}
	if err != nil {
		return fmt.Errorf("%s: %v", p.Path, err)
	}
	// Local to local, io.Copy copies in the kernel (copy_file_range).
	n, err := io.Copy(w, io.LimitReader(r, p.Len))
	if err == nil && n < p.Len {
		err = io.ErrUnexpectedEOF
	}
	if err != nil {
		return fmt.Errorf("%s: %v", p.Path, err)
	}
	return nil
}

// removeParts removes the part files under dir: those of the results and
// those of failed attempts alike.
func removeParts(ctx context.Context, fs filesystem.Interface, dir string) error {
	if !strings.Contains(dir, "://") {
		return os.RemoveAll(dir)
	}
	rm, ok := fs.(filesystem.Remover)
	if !ok {
		return nil
	}
	files, err := fs.List(ctx, dir+"/*")
	if err != nil {
		return err
	}
	for _, f := range files {
		if err := rm.Remove(ctx, f); err != nil {
			return err
		}
	}
	return nil
}
