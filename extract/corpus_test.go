package extract_test

import (
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// corpusFiles are the files of testdata/corpus (see testdata/PROVENANCE.md).
var corpusFiles = []string{"mail.txt", "markdown.md", "multilingual.txt", "prose.txt"}

// readCorpus returns the text of a corpus file; a missing file fails the test.
func readCorpus(tb testing.TB, name string) string {
	tb.Helper()
	b, err := os.ReadFile(filepath.Join("testdata", "corpus", name))
	if err != nil {
		tb.Fatal(err)
	}
	return string(b)
}

// TestCorpus checks what relaxed mode with e-mail addresses finds in each
// corpus file against its .golden file, one match as written per line,
// each reviewed by hand; strict mode finds the ones with a scheme.
func TestCorpus(t *testing.T) {
	for _, name := range corpusFiles {
		text := readCorpus(t, name)
		golden := readCorpus(t, name+".golden")
		ms, err := mail.Find(text)
		if err != nil {
			t.Fatal(err)
		}
		var got, withScheme strings.Builder
		for _, m := range ms {
			checkMatch(t, mail, text, m)
			got.WriteString(m.Text + "\n")
			if m.IRI.String() == m.Text {
				withScheme.WriteString(m.Text + "\n")
			}
		}
		if got.String() != golden {
			t.Errorf("%s: found\n%s\nwant\n%s", name, got.String(), golden)
		}
		checkScanner(t, mail, text, ms)
		sms, _ := strict.Find(text)
		var gotStrict strings.Builder
		for _, m := range sms {
			gotStrict.WriteString(m.Text + "\n")
		}
		if gotStrict.String() != withScheme.String() {
			t.Errorf("%s: strict mode found\n%s\nwant\n%s", name, gotStrict.String(), withScheme.String())
		}
	}
}
