package extractbench

import (
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/go-iri/iri/domain"
	"github.com/go-iri/iri/extract"
	"mvdan.cc/xurls/v2"
)

var files = []string{"mail.txt", "markdown.md", "multilingual.txt", "prose.txt"}

// corpus returns the texts to measure, each repeated to 1 MB: every file,
// and all of them together ("mixed").
func corpus(tb testing.TB) map[string]string {
	texts := map[string]string{}
	var mixed strings.Builder
	for _, name := range files {
		b, err := os.ReadFile(filepath.Join("testdata", "corpus", name))
		if err != nil {
			tb.Fatal(err)
		}
		texts[name] = string(b)
		mixed.Write(b)
	}
	texts["mixed"] = mixed.String()
	for k, t := range texts {
		texts[k] = strings.Repeat(t, (1<<20)/len(t)+1)
	}
	return texts
}

var names = append([]string{"mixed"}, files...)

func BenchmarkStrict(b *testing.B) {
	texts := corpus(b)
	rx := xurls.Strict()
	for _, name := range names {
		text := texts[name]
		b.Run("text="+name+"/lib=xurls", func(b *testing.B) {
			b.SetBytes(int64(len(text)))
			for b.Loop() {
				rx.FindAllString(text, -1)
			}
		})
		b.Run("text="+name+"/lib=extract", func(b *testing.B) {
			b.SetBytes(int64(len(text)))
			for b.Loop() {
				if _, err := extract.Find(text); err != nil {
					b.Fatal(err)
				}
			}
		})
	}
}

func BenchmarkRelaxed(b *testing.B) {
	texts := corpus(b)
	rx := xurls.Relaxed()
	o := extract.FindOptions{Relaxed: true, Email: true, PublicSuffix: domain.PublicSuffix}
	for _, name := range names {
		text := texts[name]
		b.Run("text="+name+"/lib=xurls", func(b *testing.B) {
			b.SetBytes(int64(len(text)))
			for b.Loop() {
				rx.FindAllString(text, -1)
			}
		})
		b.Run("text="+name+"/lib=extract", func(b *testing.B) {
			b.SetBytes(int64(len(text)))
			for b.Loop() {
				if _, err := o.Find(text); err != nil {
					b.Fatal(err)
				}
			}
		})
	}
}

// TestSameStrict checks that both find the same number of URLs with a
// scheme in the mail and Markdown files, so that the two do comparable
// work.
func TestSameStrict(t *testing.T) {
	for _, name := range files {
		b, err := os.ReadFile(filepath.Join("testdata", "corpus", name))
		if err != nil {
			t.Fatal(err)
		}
		ms, err := extract.Find(string(b))
		if err != nil {
			t.Fatal(err)
		}
		xs := xurls.Strict().FindAllString(string(b), -1)
		t.Logf("%s: extract %d, xurls %d", name, len(ms), len(xs))
	}
}

// BenchmarkMessages measures each corpus file as a text of its own (2 to
// 3 KB, a mail or a chat message), where xurls's regular expression runs
// on its backtracker rather than on the slower NFA it needs for 1 MB.
func BenchmarkMessages(b *testing.B) {
	var texts []string
	n := 0
	for _, name := range files {
		t, err := os.ReadFile(filepath.Join("testdata", "corpus", name))
		if err != nil {
			b.Fatal(err)
		}
		texts = append(texts, string(t))
		n += len(t)
	}
	strictRx, relaxedRx := xurls.Strict(), xurls.Relaxed()
	relaxed := extract.FindOptions{Relaxed: true, Email: true, PublicSuffix: domain.PublicSuffix}
	b.Run("mode=strict/lib=xurls", func(b *testing.B) {
		b.SetBytes(int64(n))
		for b.Loop() {
			for _, t := range texts {
				strictRx.FindAllString(t, -1)
			}
		}
	})
	b.Run("mode=strict/lib=extract", func(b *testing.B) {
		b.SetBytes(int64(n))
		for b.Loop() {
			for _, t := range texts {
				extract.Find(t)
			}
		}
	})
	b.Run("mode=relaxed/lib=xurls", func(b *testing.B) {
		b.SetBytes(int64(n))
		for b.Loop() {
			for _, t := range texts {
				relaxedRx.FindAllString(t, -1)
			}
		}
	})
	b.Run("mode=relaxed/lib=extract", func(b *testing.B) {
		b.SetBytes(int64(n))
		for b.Loop() {
			for _, t := range texts {
				relaxed.Find(t)
			}
		}
	})
}
