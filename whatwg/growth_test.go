package whatwg

import (
	"strings"
	"testing"
)

// BenchmarkGrowth shows that untrusted input costs linear time: each shape
// at 1×, 10× and 100× its size should keep its MB/s. The shapes are the
// parser's loops that go back or go over the input more than once: ".."
// segments that shorten the path, tabs removed (and their validation
// errors mapped back to offsets), the last "@" of a long authority, an
// IDNA host, percent-encoding.
func BenchmarkGrowth(b *testing.B) {
	shapes := []struct {
		name   string
		unit   string
		prefix string
		report bool
	}{
		{"dotdot", "aaaaaaa/../", "http://x/", false},
		{"tabs-reported", "a\tb\n%zz", "http://x/", true},
		{"at-signs", "u@", "http://", false},
		{"idna-host", "bücher.", "http://", false},
		{"encoded-query", "ä \"<>", "http://x/?", false},
		{"file-drive-dotdot", "../", "file:///C:/", false},
	}
	for _, s := range shapes {
		for _, n := range []int{100, 1000, 10000} {
			in := s.prefix + strings.Repeat(s.unit, n)
			if s.name == "at-signs" {
				in += "x/"
			}
			o := ParseOptions{}
			if s.report {
				o.Report = func(ValidationError) {}
			}
			b.Run(s.name+"/"+itoa(n), func(b *testing.B) {
				b.SetBytes(int64(len(in)))
				for b.Loop() {
					o.Parse(in)
				}
			})
		}
	}
}
