package iribeam

import (
	"context"
	"fmt"
	"hash/fnv"
	"io"
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
	register.DoFn3x1[context.Context, int, func(*partFile) bool, error](&concatPartsFn{})
	register.Emitter1[partFile]()
	register.Iter1[partFile]()
}

// WriteResults writes the texts of results, a PCollection of Results, to
// the file output, one line each: the results of each Results in their
// order, the Results in the order of their source and first line number,
// so that the file follows the input whatever the runner's order. Each
// Results is written where it is made, to a part file of its own under
// output+".parts/" (named after its source and first line, so that a
// retried bundle writes the same part again); only the part names cross
// the shuffle, and one worker joins the parts into output and removes
// them. Without results it writes no file, as textio.Write does.
func WriteResults(s beam.Scope, results beam.PCollection, output string) {
	s = s.Scope("iribeam.WriteResults")
	parts := beam.ParDo(s, &writePartFn{Output: output}, results)
	grouped := beam.GroupByKey(s, beam.AddFixedKey(s, parts))
	beam.ParDo0(s, &concatPartsFn{Output: output}, grouped)
}

// partFile is one part file of WriteResults, and where its lines start.
type partFile struct {
	Source string
	First  int64
	Path   string
}

type writePartFn struct {
	Output string
	buf    []byte
}

func (fn *writePartFn) ProcessElement(ctx context.Context, r Results, emit func(partFile)) error {
	if len(r.Text) == 0 {
		return nil
	}
	h := fnv.New64a()
	io.WriteString(h, r.Source)
	p := partFile{Source: r.Source, First: r.Numbers[0]}
	p.Path = fmt.Sprintf("%s.parts/%016x-%012d", fn.Output, h.Sum64(), p.First)
	fn.buf = fn.buf[:0]
	for _, t := range r.Text {
		fn.buf = append(append(fn.buf, t...), '\n')
	}
	if err := writeFile(ctx, p.Path, fn.buf); err != nil {
		return err
	}
	emit(p)
	return nil
}

// writeFile writes b to the file path, making its local directory.
func writeFile(ctx context.Context, path string, b []byte) error {
	if !strings.Contains(path, "://") {
		if err := os.MkdirAll(filepath.Dir(path), 0o755); err != nil {
			return err
		}
	}
	fs, err := filesystem.New(ctx, path)
	if err != nil {
		return err
	}
	defer fs.Close()
	w, err := fs.OpenWrite(ctx, path)
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

func (fn *concatPartsFn) ProcessElement(ctx context.Context, _ int, iter func(*partFile) bool) error {
	var parts []partFile
	var p partFile
	for iter(&p) {
		parts = append(parts, p)
	}
	slices.SortFunc(parts, func(a, b partFile) int {
		if c := strings.Compare(a.Source, b.Source); c != 0 {
			return c
		}
		return int(a.First - b.First)
	})
	fs, err := filesystem.New(ctx, fn.Output)
	if err != nil {
		return err
	}
	defer fs.Close()
	w, err := fs.OpenWrite(ctx, fn.Output)
	if err != nil {
		return err
	}
	for _, p := range parts {
		r, err := fs.OpenRead(ctx, p.Path)
		if err != nil {
			w.Close()
			return err
		}
		// Local to local, io.Copy copies in the kernel (copy_file_range).
		_, err = io.Copy(w, r)
		r.Close()
		if err != nil {
			w.Close()
			return err
		}
	}
	if err := w.Close(); err != nil {
		return err
	}
	if !strings.Contains(fn.Output, "://") {
		return os.RemoveAll(fn.Output + ".parts")
	}
	if rm, ok := fs.(filesystem.Remover); ok {
		for _, p := range parts {
			if err := rm.Remove(ctx, p.Path); err != nil {
				return err
			}
		}
	}
	return nil
}
