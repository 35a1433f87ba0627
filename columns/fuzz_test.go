package columns

import (
	"encoding/json"
	"strings"
	"testing"
)

// FuzzColumns: a row of Of is consistent with itself: its TSV form is one
// line of len(Names) fields, its JSON form is an object of the columns;
// the host's last parts, reversed name and domains are made of its labels;
// every domain ends with its suffix, one label longer.
func FuzzColumns(f *testing.F) {
	for _, s := range []string{"http://www.example.co.uk/a?b", "http://faß.de/", "http://a.blogspot.com./",
		"http://192.0.2.1/", "mailto:x@y", "http://[::1]:8080/", "http://a.b.c.d.e.f.g/"} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, s string) {
		r, err := Of(s)
		if err != nil {
			return
		}
		tsv := string(r.AppendTSV(nil))
		if strings.ContainsAny(tsv, "\n\r") || strings.Count(tsv, "\t") != len(Names)-1 {
			t.Fatalf("%q: TSV %q is not one line of %d fields", s, tsv, len(Names))
		}
		var m map[string]any
		if err := json.Unmarshal(r.AppendJSON(nil), &m); err != nil || len(m) != len(Names) {
			t.Fatalf("%q: JSON %s: %v", s, r.AppendJSON(nil), err)
		}
		name := strings.TrimSuffix(r.HostName, ".")
		if r.HostNameReversed != "" {
			labels := strings.Split(name, ".")
			for i, p := range r.HostLastParts {
				if i < len(labels) && p != labels[len(labels)-1-i] {
					t.Fatalf("%q: part %d is %q, want %q", s, i, p, labels[len(labels)-1-i])
				}
			}
			if !strings.HasPrefix(r.HostNameReversed, r.HostLastParts[0]) || len(r.HostNameReversed) != len(name) {
				t.Fatalf("%q: reversed %q of %q", s, r.HostNameReversed, name)
			}
		}
		for _, d := range [][2]string{{r.RegistrySuffix, r.RegisteredDomain}, {r.PrivateSuffix, r.PrivateDomain}} {
			if d[1] != "" && (!strings.HasSuffix(d[1], "."+d[0]) || strings.Count(d[1], ".") != strings.Count(d[0], ".")+1 ||
				!strings.HasSuffix(name, d[1]) || (name != d[1] && !strings.HasSuffix(name, "."+d[1]))) {
				t.Fatalf("%q: domain %q of suffix %q in %q", s, d[1], d[0], name)
			}
		}
	})
}
