package topdomains

import (
	_ "embed"
	"maps"
	"strings"
	"sync"

	"github.com/go-iri/iri"
)

//go:embed testdata/domains.list
var list string

// topBucketEnd is the marker line that ends the top bucket.
const topBucketEnd = "###END_TOP_BUCKET###"

// Names returns the domains of the list in its order, the top bucket
// first, lowercase ASCII (the list holds no U-labels).
func Names() []string {
	var out []string
	for _, l := range strings.Split(strings.TrimSuffix(list, "\n"), "\n") {
		if !strings.HasPrefix(l, "###") {
			out = append(out, l)
		}
	}
	return out
}

// TopBucket returns the domains of the list's top bucket, its most
// popular, in its order.
func TopBucket() []string {
	top, _, _ := strings.Cut(list, topBucketEnd+"\n")
	return strings.Split(strings.TrimSuffix(top, "\n"), "\n")
}

// Protected returns a new map of the list's domains, each keyed by its
// iri.Skeleton, for iri.HostOptions.ProtectedNames; the domains of the
// top bucket are keyed also by the skeleton without its dots and hyphens,
// as the browser compares them, so that "goo-glé.com" imitates google.com.
// The caller may add its own names to the map.
func Protected() map[string]string {
	protectedOnce.Do(func() {
		m := make(map[string]string, 5500)
		for _, n := range Names() {
			if _, dup := m[iri.Skeleton(n)]; !dup {
				m[iri.Skeleton(n)] = n
			}
		}
		for _, n := range TopBucket() {
			k := strings.NewReplacer(".", "", "-", "").Replace(iri.Skeleton(n))
			if _, dup := m[k]; !dup {
				m[k] = n
			}
		}
		protected = m
	})
	return maps.Clone(protected)
}

var (
	protectedOnce sync.Once
	protected     map[string]string
)
