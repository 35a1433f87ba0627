package templatebench

import (
	"runtime"
	"strconv"
	"testing"
	"time"

	"github.com/go-iri/iri"
	"github.com/go-iri/iri/template"
	"github.com/yosida95/uritemplate/v3"
)

// templates are the inputs, from the examples of RFC 6570 and the link
// templates of common APIs.
var templates = []string{
	"http://example.com/~{username}/",
	"http://example.com/dictionary/{term:1}/{term}",
	"http://example.com/search{?q,lang}",
	"https://api.github.com/repos/{owner}/{repo}/issues{/number}{?state,labels,page,per_page}",
	"{/list*,path:4}{;keys*}{?list*}{&keys*}",
	"{+base}index{#hello}",
	"http://example.org/{lang}/wiki/{title}{?action,oldid}",
}

// values are the variables, as each package takes them.
var (
	goiriVars template.Variables = template.Vars{
		{Name: "username", Value: template.StringValue("fred")},
		{Name: "term", Value: template.StringValue("dictionary")},
		{Name: "q", Value: template.StringValue("cat food")},
		{Name: "lang", Value: template.StringValue("en")},
		{Name: "owner", Value: template.StringValue("go-iri")},
		{Name: "repo", Value: template.StringValue("iri")},
		{Name: "number", Value: template.StringValue("30")},
		{Name: "state", Value: template.StringValue("open")},
		{Name: "labels", Value: template.StringValue("bug,help wanted")},
		{Name: "page", Value: template.StringValue("2")},
		{Name: "per_page", Value: template.StringValue("100")},
		{Name: "list", Value: template.ListValue("red", "green", "blue")},
		{Name: "keys", Value: template.AssocValue(template.Pair{Name: "semi", Value: ";"}, template.Pair{Name: "dot", Value: "."}, template.Pair{Name: "comma", Value: ","})},
		{Name: "path", Value: template.StringValue("/foo/bar")},
		{Name: "base", Value: template.StringValue("http://example.com/home/")},
		{Name: "hello", Value: template.StringValue("Hello World!")},
		{Name: "title", Value: template.StringValue("Zurich")},
		{Name: "action", Value: template.StringValue("history")},
	}
	yosidaVars = uritemplate.Values{
		"username": uritemplate.String("fred"),
		"term":     uritemplate.String("dictionary"),
		"q":        uritemplate.String("cat food"),
		"lang":     uritemplate.String("en"),
		"owner":    uritemplate.String("go-iri"),
		"repo":     uritemplate.String("iri"),
		"number":   uritemplate.String("30"),
		"state":    uritemplate.String("open"),
		"labels":   uritemplate.String("bug,help wanted"),
		"page":     uritemplate.String("2"),
		"per_page": uritemplate.String("100"),
		"list":     uritemplate.List("red", "green", "blue"),
		"keys":     uritemplate.KV("semi", ";", "dot", ".", "comma", ","),
		"path":     uritemplate.String("/foo/bar"),
		"base":     uritemplate.String("http://example.com/home/"),
		"hello":    uritemplate.String("Hello World!"),
		"title":    uritemplate.String("Zurich"),
		"action":   uritemplate.String("history"),
	}
)

// TestSameOutput checks that both packages expand the templates alike, so
// that the benchmarks compare the same work.
func TestSameOutput(t *testing.T) {
	for _, s := range templates {
		want, err := uritemplate.MustNew(s).Expand(yosidaVars)
		if err != nil {
			t.Fatal(err)
		}
		got, err := template.MustParse(s).ExpandURI(goiriVars)
		if err != nil || got.String() != want {
			t.Errorf("%q: go-iri %q, %v; yosida95 %q", s, got, err, want)
		}
	}
}

// TestKnownDifference records where yosida95 departs from RFC 6570 §1.6:
// it percent-encodes non-ASCII by code point ("%FC"), not as UTF-8. The
// benchmark values are ASCII, so that both do the same work.
func TestKnownDifference(t *testing.T) {
	const s = "/wiki/{title}"
	y, _ := uritemplate.MustNew(s).Expand(uritemplate.Values{"title": uritemplate.String("Zürich")})
	g, _ := template.MustParse(s).ExpandURI(template.VarMap{"title": "Zürich"})
	if g.String() != "/wiki/Z%C3%BCrich" {
		t.Errorf("go-iri: %q", g)
	}
	t.Logf("yosida95: %q, go-iri: %q", y, g)
}

var (
	sinkString string
	sinkBytes  []byte
	sinkIRI    iri.IRI
	sinkErr    error
)

func BenchmarkParse(b *testing.B) {
	b.Run("impl=goiri", func(b *testing.B) {
		b.ReportAllocs()
		for b.Loop() {
			for _, s := range templates {
				_, sinkErr = template.Parse(s)
			}
		}
	})
	b.Run("impl=yosida95", func(b *testing.B) {
		b.ReportAllocs()
		for b.Loop() {
			for _, s := range templates {
				_, sinkErr = uritemplate.New(s)
			}
		}
	})
}

// BenchmarkExpand expands to a string (the URI form, what yosida95
// returns); AppendURI and AppendIRI expand into a reused buffer, and IRI
// is the default Expand (the IRI form, parsed).
func BenchmarkExpand(b *testing.B) {
	var gt []template.Template
	var yt []*uritemplate.Template
	for _, s := range templates {
		gt = append(gt, template.MustParse(s))
		yt = append(yt, uritemplate.MustNew(s))
	}
	b.Run("impl=goiri", func(b *testing.B) {
		b.ReportAllocs()
		for b.Loop() {
			for _, t := range gt {
				sinkIRI, sinkErr = t.ExpandURI(goiriVars)
			}
		}
	})
	b.Run("impl=yosida95", func(b *testing.B) {
		b.ReportAllocs()
		for b.Loop() {
			for _, t := range yt {
				sinkString, sinkErr = t.Expand(yosidaVars)
			}
		}
	})
	b.Run("impl=goiri-AppendURI", func(b *testing.B) {
		b.ReportAllocs()
		buf := make([]byte, 0, 256)
		for b.Loop() {
			for _, t := range gt {
				sinkBytes, sinkErr = t.AppendExpandURI(buf[:0], goiriVars)
			}
		}
	})
	b.Run("impl=goiri-AppendIRI", func(b *testing.B) {
		b.ReportAllocs()
		buf := make([]byte, 0, 256)
		for b.Loop() {
			for _, t := range gt {
				sinkBytes, sinkErr = t.AppendExpand(buf[:0], goiriVars)
			}
		}
	})
	b.Run("impl=goiri-IRI", func(b *testing.B) {
		b.ReportAllocs()
		for b.Loop() {
			for _, t := range gt {
				sinkIRI, sinkErr = t.Expand(goiriVars)
			}
		}
	})
}

// BenchmarkMatch matches each template's expansion.
func BenchmarkMatch(b *testing.B) {
	var gt []template.Template
	var yt []*uritemplate.Template
	var refs []string
	var xs []iri.IRI
	for _, s := range templates {
		t := template.MustParse(s)
		gt = append(gt, t)
		yt = append(yt, uritemplate.MustNew(s))
		u, _ := t.ExpandURI(goiriVars)
		refs = append(refs, u.String())
		xs = append(xs, u)
	}
	b.Run("impl=goiri", func(b *testing.B) {
		b.ReportAllocs()
		for b.Loop() {
			for i, t := range gt {
				_, sinkErr = t.Match(xs[i])
			}
		}
	})
	b.Run("impl=yosida95", func(b *testing.B) {
		b.ReportAllocs()
		for b.Loop() {
			for i, t := range yt {
				_ = t.Match(refs[i])
			}
		}
	})
}

// routerTemplates returns n templates of distinct leading literals, the
// shape of a REST API or of an MCP server's resource templates, and refs
// that match ten of them, spread over the list.
func routerTemplates(n int) (ts []string, refs []string) {
	for i := range n {
		ts = append(ts, "/svc"+strconv.Itoa(i)+"/items/{id}/{name}")
	}
	for k := range 10 {
		i := k * n / 10
		refs = append(refs, "/svc"+strconv.Itoa(i)+"/items/42/notes")
	}
	return ts, refs
}

// TestRouterSameAnswers checks that the four ways of routing that
// BenchmarkRouter compares give the same template for every reference.
func TestRouterSameAnswers(t *testing.T) {
	ts, refs := routerTemplates(100)
	var gt []template.Template
	var yt []*uritemplate.Template
	for _, s := range ts {
		gt = append(gt, template.MustParse(s))
		yt = append(yt, uritemplate.MustNew(s))
	}
	r := template.NewRouter(gt...)
	for _, ref := range refs {
		i, vars, err := r.Match(iri.MustParse(ref))
		if err != nil || vars.Get("id").String() != "42" {
			t.Fatalf("%q: %d %v %v", ref, i, vars, err)
		}
		if j := yosidaFirst(yt, ref); j != i {
			t.Errorf("%q: yosida95 %d, router %d", ref, j, i)
		}
		if j := mcpFirst(ts, ref); j != i {
			t.Errorf("%q: compile per call %d, router %d", ref, j, i)
		}
		if j := loopFirst(gt, iri.MustParse(ref)); j != i {
			t.Errorf("%q: loop %d, router %d", ref, j, i)
		}
	}
}

// yosidaFirst is routing with yosida95 templates compiled once: the first
// whose Match returns values.
func yosidaFirst(yt []*uritemplate.Template, ref string) int {
	for i, t := range yt {
		if t.Match(ref) != nil {
			return i
		}
	}
	return -1
}

// mcpFirst is the Go MCP SDK's way: each template compiled to a yosida95
// regexp on every request, which answers only yes or no.
func mcpFirst(ts []string, ref string) int {
	for i, s := range ts {
		t, err := uritemplate.New(s)
		if err != nil {
			continue
		}
		if t.Regexp().MatchString(ref) {
			return i
		}
	}
	return -1
}

// loopFirst is routing with go-iri templates without a Router: Match on
// each in turn.
func loopFirst(gt []template.Template, x iri.IRI) int {
	for i, t := range gt {
		if _, err := t.Match(x); err == nil {
			return i
		}
	}
	return -1
}

// BenchmarkRouter routes one reference among 10, 100 and 1,000 templates:
// go-iri's Router, go-iri's Match in a loop, yosida95 compiled once, and
// the MCP SDK's compile per call.
func BenchmarkRouter(b *testing.B) {
	for _, n := range []int{10, 100, 1000} {
		ts, refs := routerTemplates(n)
		var gt []template.Template
		var yt []*uritemplate.Template
		var xs []iri.IRI
		for _, s := range ts {
			gt = append(gt, template.MustParse(s))
			yt = append(yt, uritemplate.MustNew(s))
		}
		for _, ref := range refs {
			xs = append(xs, iri.MustParse(ref))
		}
		r := template.NewRouter(gt...)
		b.Run("n="+strconv.Itoa(n)+"/impl=goiri-Router", func(b *testing.B) {
			b.ReportAllocs()
			k := 0
			for b.Loop() {
				_, _, sinkErr = r.Match(xs[k%len(xs)])
				k++
			}
		})
		b.Run("n="+strconv.Itoa(n)+"/impl=goiri-loop", func(b *testing.B) {
			b.ReportAllocs()
			k := 0
			for b.Loop() {
				sinkInt = loopFirst(gt, xs[k%len(xs)])
				k++
			}
		})
		b.Run("n="+strconv.Itoa(n)+"/impl=yosida95", func(b *testing.B) {
			b.ReportAllocs()
			k := 0
			for b.Loop() {
				sinkInt = yosidaFirst(yt, refs[k%len(refs)])
				k++
			}
		})
		b.Run("n="+strconv.Itoa(n)+"/impl=mcp-compile-per-call", func(b *testing.B) {
			b.ReportAllocs()
			k := 0
			for b.Loop() {
				sinkInt = mcpFirst(ts, refs[k%len(refs)])
				k++
			}
		})
	}
}

var sinkInt int

// BenchmarkExpandPaired times each go-iri expansion function and
// yosida95's Expand alternately, a pass over the templates each, in the
// same loop, and reports the ratio of their times (speedup, yosida95's
// time over go-iri's): on a shared machine a burst of load slows both
// alike, so the ratio is steadier than the times of separate benchmarks.
func BenchmarkExpandPaired(b *testing.B) {
	benchmarkPaired(b, func() time.Duration { return time.Duration(time.Now().UnixNano()) }, 1, false)
}

// benchmarkPaired runs the pairs of BenchmarkExpandPaired, timed by clock,
// passes passes over the templates at a time; with lock, each
// sub-benchmark's goroutine keeps its thread, as a thread's clock needs.
func benchmarkPaired(b *testing.B, clock func() time.Duration, passes int, lock bool) {
	var gt []template.Template
	var yt []*uritemplate.Template
	for _, s := range templates {
		gt = append(gt, template.MustParse(s))
		yt = append(yt, uritemplate.MustNew(s))
	}
	buf := make([]byte, 0, 256)
	fns := []struct {
		name string
		f    func(t template.Template)
	}{
		{"ExpandURI", func(t template.Template) { sinkIRI, sinkErr = t.ExpandURI(goiriVars) }},
		{"Expand", func(t template.Template) { sinkIRI, sinkErr = t.Expand(goiriVars) }},
		{"AppendExpandURI", func(t template.Template) { sinkBytes, sinkErr = t.AppendExpandURI(buf[:0], goiriVars) }},
		{"AppendExpand", func(t template.Template) { sinkBytes, sinkErr = t.AppendExpand(buf[:0], goiriVars) }},
	}
	for _, fn := range fns {
		b.Run("fn="+fn.name, func(b *testing.B) {
			if lock {
				runtime.LockOSThread()
				defer runtime.UnlockOSThread()
			}
			var g, y time.Duration
			for b.Loop() {
				t0 := clock()
				for range passes {
					for _, t := range gt {
						fn.f(t)
					}
				}
				t1 := clock()
				for range passes {
					for _, t := range yt {
						sinkString, sinkErr = t.Expand(yosidaVars)
					}
				}
				t2 := clock()
				g += t1 - t0
				y += t2 - t1
			}
			n := float64(b.N * passes)
			b.ReportMetric(float64(y)/float64(g), "speedup")
			b.ReportMetric(float64(g)/n, "goiri-ns/op")
			b.ReportMetric(float64(y)/n, "yosida95-ns/op")
		})
	}
}
