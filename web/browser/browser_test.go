// Package browser tests the IRI viewer in headless Chromium, driven through
// the DevTools protocol by chromedp: the tests type into the page and read
// what it shows. Without a browser they skip, saying how to install one,
// except where CI=true, where a missing browser fails the run.
package browser

import (
	"context"
	"encoding/json"
	"flag"
	"fmt"
	"net/http/httptest"
	"net/url"
	"os"
	"os/exec"
	"path/filepath"
	"sort"
	"strings"
	"sync"
	"testing"
	"time"
	"unicode/utf8"

	"github.com/chromedp/chromedp"
	"github.com/chromedp/chromedp/kb"

	"github.com/go-iri/iri/web/site"
)

var screenshots = flag.String("screenshots", "", "directory to write a screenshot of each view to")

// installHint is how to get the browser these tests drive.
const installHint = "apt-get install -y chromium (Debian's package), or set CHROME to a Chromium or Chrome binary"

var env struct {
	once    sync.Once
	err     error
	skip    string
	dir     string
	info    site.Info
	srv     *httptest.Server
	browser context.Context
}

// setup builds the site, serves it and starts the browser, once for all
// tests; it skips t (or fails it under CI=true) when there is no browser.
func setup(t *testing.T) {
	t.Helper()
	env.once.Do(func() {
		chrome := os.Getenv("CHROME")
		if chrome == "" {
			for _, name := range []string{"chromium", "chromium-browser", "google-chrome", "google-chrome-stable"} {
				if p, err := exec.LookPath(name); err == nil {
					chrome = p
					break
				}
			}
		}
		if chrome == "" {
			env.skip = "no Chromium found: " + installHint
			return
		}
		dir, err := os.MkdirTemp("", "iri-viewer-")
		if err != nil {
			env.err = err
			return
		}
		env.dir = dir
		if env.info, env.err = site.Build(filepath.Join(dir, "site")); env.err != nil {
			return
		}
		env.srv = httptest.NewServer(site.Handler(env.info.Dir))
		opts := []chromedp.ExecAllocatorOption{
			chromedp.ExecPath(chrome),
			chromedp.NoFirstRun,
			chromedp.NoDefaultBrowserCheck,
			chromedp.Headless,
			chromedp.NoSandbox,
			chromedp.DisableGPU,
			chromedp.UserDataDir(filepath.Join(dir, "profile")),
			chromedp.Flag("disable-quic", true),
			chromedp.Flag("disable-background-networking", true),
			chromedp.Flag("disable-component-update", true),
			chromedp.Flag("disable-sync", true),
			chromedp.Flag("disable-extensions", true),
			chromedp.Flag("disable-dev-shm-usage", true),
			chromedp.Flag("allow-file-access-from-files", true),
			chromedp.WindowSize(1100, 900),
		}
		actx, _ := chromedp.NewExecAllocator(context.Background(), opts...)
		bctx, _ := chromedp.NewContext(actx)
		if err := chromedp.Do(bctx); err != nil {
			env.err = fmt.Errorf("starting %s: %v", chrome, err)
			return
		}
		env.browser = bctx
	})
	switch {
	case env.skip != "" && os.Getenv("CI") == "true":
		t.Fatalf("CI=true and %s", env.skip)
	case env.skip != "":
		t.Skip(env.skip)
	case env.err != nil:
		t.Fatal(env.err)
	}
}

func TestMain(m *testing.M) {
	flag.Parse()
	code := m.Run()
	if env.browser != nil {
		chromedp.Cancel(env.browser)
	}
	if env.srv != nil {
		env.srv.Close()
	}
	if env.dir != "" {
		os.RemoveAll(env.dir)
	}
	os.Exit(code)
}

// page opens a new tab on the viewer with the state in frag (URL fragment
// keys, as the page writes them) and waits until go-iri has loaded.
func page(t *testing.T, frag url.Values) context.Context {
	t.Helper()
	ctx, cancel := chromedp.NewContext(env.browser)
	t.Cleanup(cancel)
	ctx, cancel2 := context.WithTimeout(ctx, 90*time.Second)
	t.Cleanup(cancel2)
	u := env.srv.URL + "/index.html"
	if len(frag) > 0 {
		u += "#" + frag.Encode()
	}
	if err := chromedp.Do(ctx, chromedp.Navigate(u), waitReady()); err != nil {
		t.Fatalf("loading %s: %v", u, err)
	}
	return ctx
}

func waitReady() chromedp.Action[chromedp.Void] {
	return chromedp.Poll[chromedp.Void](`document.documentElement.dataset.ready === "1" && document.documentElement.dataset.updates !== undefined`,
		chromedp.WithPollingTimeout(60*time.Second))
}

// typeInto replaces the text of the input sel by typing text into it,
// key by key, and waits for the page to update.
func typeInto(sel, text string) chromedp.Action[chromedp.Void] {
	return chromedp.Func(func(ctx context.Context, t *chromedp.Target) error {
		before, err := chromedp.Run(ctx, chromedp.Evaluate[string](`document.documentElement.dataset.updates`))
		if err != nil {
			return err
		}
		if err := chromedp.Do(ctx,
			chromedp.Focus(chromedp.CSS(sel)),
			setValue(sel, ""),
			chromedp.SendKeys(chromedp.CSS(sel), text),
		); err != nil {
			return err
		}
		return chromedp.Do(ctx, chromedp.Poll[chromedp.Void](fmt.Sprintf(`document.querySelector(%q).value === %s && document.documentElement.dataset.updates !== %q`,
			sel, jsString(text), before), chromedp.WithPollingTimeout(30*time.Second)))
	})
}

// setValue sets the value of the input sel without events, as a paste
// that the page has not yet seen.
func setValue(sel, v string) chromedp.Action[chromedp.Void] {
	return chromedp.Func(func(ctx context.Context, t *chromedp.Target) error {
		_, err := chromedp.Run(ctx, chromedp.Evaluate[bool](fmt.Sprintf(`(() => { document.querySelector(%q).value = %s; return true; })()`, sel, jsString(v))))
		return err
	})
}

// settle waits until the page has drawn the last input (its update runs in
// an animation frame).
func settle() chromedp.Action[chromedp.Void] {
	return chromedp.Func(func(ctx context.Context, t *chromedp.Target) error {
		_, err := chromedp.Run(ctx, chromedp.Evaluate[bool](`new Promise(r => requestAnimationFrame(() => requestAnimationFrame(() => r(true))))`,
			chromedp.EvalAwaitPromise))
		return err
	})
}

func jsString(s string) string {
	b, _ := json.Marshal(s)
	return string(b)
}

// facts evaluates a JS expression that returns an object of strings.
func facts(ctx context.Context, t *testing.T, expr string) map[string]string {
	t.Helper()
	if err := chromedp.Do(ctx, settle()); err != nil {
		t.Fatal(err)
	}
	m, err := chromedp.Run(ctx, chromedp.Evaluate[map[string]string](expr))
	if err != nil {
		t.Fatalf("evaluating %s: %v", expr, err)
	}
	return m
}

// eval evaluates a JS expression of type T.
func eval[T any](ctx context.Context, t *testing.T, expr string) T {
	t.Helper()
	v, err := chromedp.Run(ctx, chromedp.Evaluate[T](expr))
	if err != nil {
		t.Fatalf("evaluating %s: %v", expr, err)
	}
	return v
}

// text is the JS for the text of the first element matching a selector.
func text(sel string) string {
	return fmt.Sprintf(`((e) => e ? e.textContent : "<no %s>")(document.querySelector(%q))`, strings.ReplaceAll(sel, `"`, `'`), sel)
}

// TestViews types the inputs of a table into the page and checks what each
// view shows.
func TestViews(t *testing.T) {
	setup(t)
	tests := []struct {
		name  string
		frag  url.Values // the state before typing: view, other inputs
		input string     // typed into the reference field
		facts string     // JS returning an object of strings
		want  map[string]string
	}{{
		name:  "valid IRI: components with spans",
		frag:  url.Values{"v": {"parse"}},
		input: "http://例え.jp/パス?q=1#f",
		facts: `({status: ` + text("#status") + `,
			host: ` + text("#parse-echo .p-host") + `,
			path: ` + text("#parse-echo .p-path") + `,
			rows: Array.from(document.querySelectorAll("#out-parse tbody tr")).map(r => Array.from(r.cells).map(c => c.textContent).join("|")).join("\n"),
			kind: ` + text("#out-parse dl dd") + `})`,
		want: map[string]string{
			"status": "Valid absolute IRI, 29 bytes.",
			"host":   "例え.jp",
			"path":   "/パス",
			"rows": "scheme|present|http|[0, 4)\nuserinfo|absent||\nhost|present|例え.jp|[7, 16)\nport|absent||\n" +
				"path|present|/パス|[16, 23)\nquery|present|q=1|[24, 27)\nfragment|present|f|[28, 29)",
			"kind": "reg-name",
		},
	}, {
		name:  "empty query: present, empty",
		frag:  url.Values{"v": {"parse"}},
		input: "foo:bar?",
		facts: `({query: Array.from(document.querySelectorAll("#out-parse tbody tr")).find(r => r.cells[0].textContent === "query").cells[1].textContent,
			frag: Array.from(document.querySelectorAll("#out-parse tbody tr")).find(r => r.cells[0].textContent === "fragment").cells[1].textContent})`,
		want: map[string]string{"query": "present, empty", "frag": "absent"},
	}, {
		name:  "error at its offset, highlighted",
		frag:  url.Values{"v": {"parse"}},
		input: "http://example.org/a b",
		facts: `({status: ` + text("#status") + `,
			mark: ` + text("#out-parse mark.p-err") + `,
			before: document.querySelector("#out-parse mark.p-err").previousSibling.textContent,
			title: document.querySelector("#out-parse mark.p-err").title,
			invalid: document.getElementById("input").getAttribute("aria-invalid"),
			rule: Array.from(document.querySelectorAll("#out-parse dt")).map(d => d.textContent + "=" + d.nextSibling.textContent).join(";")})`,
		want: map[string]string{
			"status":  `iri: invalid character U+0020 in path at offset 20: "http://example.org/a b" (ipchar)`,
			"mark":    "  (offset 20, path)", // the space, then the screen-reader text
			"before":  "http://example.org/a",
			"title":   "offset 20, path",
			"invalid": "true",
			"rule":    "Kind=invalid character;Component=path;Rule=ipchar;Offset (bytes)=20;Character=U+0020",
		},
	}, {
		name:  "IDNA host: ToURI with and without IDNA, and back",
		frag:  url.Values{"v": {"map"}},
		input: "http://Bücher.example/ä",
		facts: `(() => { const rows = Array.from(document.querySelectorAll("#out-map tbody tr")).map(r => Array.from(r.cells).map(c => c.querySelector("code") ? c.querySelector("code").textContent.replace(/ \(changed\)/g, "") : c.textContent));
			return {touri: rows[0][1], back: rows[1][1] + " / " + rows[1][2], idna: rows[2][1], backIdna: rows[3][1] + " / " + rows[3][2],
				marked: Array.from(document.querySelectorAll("#out-map tbody tr:nth-child(3) mark")).map(m => m.firstChild.textContent).join(",")}; })()`,
		want: map[string]string{
			"touri":    "http://B%C3%BCcher.example/%C3%A4",
			"back":     "http://Bücher.example/ä / round trip: the same IRI",
			"idna":     "http://xn--bcher-kva.example/%C3%A4",
			"backIdna": "http://bücher.example/ä / round trip: differs from the input",
			"marked":   "xn--b,-kva,%C3%A4",
		},
	}, {
		name:  "bidi, RFC 3987 §4.4 example 8: digits at the ends of RTL segments",
		frag:  url.Values{"v": {"display"}},
		input: "http://ab.cd.ef/גה1/2יא/כל.html",
		facts: `({codes: Array.from(document.querySelectorAll("#out-display tbody tr")).filter(r => r.cells[1].textContent === "Check").map(r => r.cells[2].textContent + "@" + r.cells[6].textContent).join(","),
			clause: Array.from(document.querySelectorAll("#out-display tbody tr")).filter(r => r.cells[1].textContent === "Check").map(r => r.cells[4].textContent)[0],
			spans: Array.from(document.querySelectorAll("#display-spans mark")).length > 0 ? "marked" : "none"})`,
		want: map[string]string{
			"codes":  "BIDI_START_END@16,BIDI_START_END@22",
			"clause": "RFC 3987 §4.2 rule 2",
			"spans":  "marked",
		},
	}, {
		name:  "display form wrapped in LRI … PDI",
		frag:  url.Values{"v": {"display"}, "w": {"isolate"}},
		input: "http://ab.אבגדהו.ij/kl/mn/op.html",
		facts: `({form: ` + text("#out-display code.display-form") + `,
			note: document.querySelector("#out-display code.display-form").nextSibling.textContent})`,
		want: map[string]string{
			"form": "\u2066http://ab.אבגדהו.ij/kl/mn/op.html\u2069",
			"note": "Wrapped in U+2066 LEFT-TO-RIGHT ISOLATE … U+2069 POP DIRECTIONAL ISOLATE (invisible): remove them before parsing.",
		},
	}, {
		name:  "resolution with the RFC 3986 §5.2.2 trace",
		frag:  url.Values{"v": {"resolve"}, "b": {"http://a/b/c/d;p?q"}},
		input: "../g?y#s",
		facts: `({target: ` + text("#resolve-target") + `,
			parts: Array.from(document.querySelectorAll("#out-resolve table")[0].tBodies[0].rows).map(r => r.cells[0].textContent + "<-" + r.cells[2].textContent).join(","),
			path: document.querySelectorAll("#out-resolve table")[0].tBodies[0].rows[2].cells[3].textContent,
			steps: Array.from(document.querySelectorAll("#out-resolve table")[1].tBodies[0].rows).map(r => r.cells[0].textContent + ":" + r.cells[1].textContent).join(",")})`,
		want: map[string]string{
			"target": "http://a/b/g?y#s",
			"parts":  "T.scheme<-Base,T.authority<-Base,T.path<-merge,T.query<-R,T.fragment<-R",
			"path":   "T.path = remove_dot_segments(merge(Base.path, R.path))",
			"steps":  "1:,2E:/b,2E:/b/c,2C:/b,2E:/b/g",
		},
	}, {
		name:  "comparison along the ladder",
		frag:  url.Values{"v": {"normalize"}, "o": {"http://example.com/a/c"}},
		input: "HTTP://Example.COM:80/a/./b/../c",
		facts: `({rows: Array.from(document.querySelectorAll("#out-normalize tbody tr")).map(r => r.cells[0].textContent + "=" + r.cells[3].textContent).join("\n"),
			changed: Array.from(document.querySelectorAll("#out-normalize tbody tr:nth-child(2) mark")).map(m => m.firstChild.textContent).join(",")})`,
		want: map[string]string{
			"rows": "simple string comparison=different\nNormCase=different\nNormPercent=different\n" +
				"NormDotSegments (= SyntaxBased)=different\nNormPort=equivalent\nNormEmptyPath (= SchemeBased)=equivalent\n" +
				"NormIDN=equivalent\nNormNFC=equivalent\nNormNFKC (instead of NFC)=equivalent",
			"changed": "http,e,com",
		},
	}, {
		name:  "LEIRI entry point: offsets in the parsed reference",
		frag:  url.Values{"v": {"parse"}, "e": {"leiri"}},
		input: "http://h/a b",
		facts: `({status: ` + text("#status") + `, path: ` + text("#parse-echo .p-path") + `})`,
		want:  map[string]string{"status": "Valid absolute IRI, 14 bytes.", "path": "/a%20b"},
	}}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			ctx := page(t, tt.frag)
			if err := chromedp.Do(ctx, typeInto("#input", tt.input)); err != nil {
				t.Fatal(err)
			}
			got := facts(ctx, t, tt.facts)
			for k, want := range tt.want {
				if got[k] != want {
					t.Errorf("%s:\n got %q\nwant %q", k, got[k], want)
				}
			}
		})
	}
}

// TestTemplates types a template, its variables and a reference into the
// templates view and checks the expansions, the errors at their offsets
// and the match.
func TestTemplates(t *testing.T) {
	setup(t)
	// rows is the JS for the rows of the table inside the element sel,
	// cells joined by "|".
	rows := func(sel string) string {
		return `Array.from(document.querySelectorAll("` + sel + ` tbody tr")).map(r => Array.from(r.cells).map(c => c.textContent).join("|")).join("\n")`
	}
	tests := []struct {
		name               string
		frag               url.Values
		template, vars, in string // typed, in this order; "" leaves the field as the fragment has it
		facts              string
		want               map[string]string
	}{{
		// RFC 6570 §3.2: a list, a number and an associative array in
		// the object's order; §1.1: the IRI keeps Unicode, the URI
		// percent-encodes it as UTF-8.
		name:     "both expansions and a match",
		frag:     url.Values{"v": {"templates"}},
		template: "http://example.com/{dir}{/list*}{?q,n}{&keys*}",
		vars:     `{"dir": "données", "list": ["a", "b"], "q": "x y", "n": 2, "keys": {"z": "1", "m": null, "a": "3"}}`,
		in:       "http://example.com/données/a/b?q=x%20y&n=2",
		facts: `({iri: ` + text("#tpl-iri") + `, uri: ` + text("#tpl-uri") + `,
			decoded: Array.from(document.querySelectorAll("#tpl-decoded mark")).map(m => m.firstChild.textContent).join(","),
			keys: ` + rows("#tpl-vars") + `.split("\n")[4],
			match: ` + text("#tpl-match-json") + `, back: ` + text("#tpl-back") + `,
			status: ` + text("#tpl-status") + `})`,
		want: map[string]string{
			"iri":     "http://example.com/données/a/b?q=x%20y&n=2&z=1&a=3",
			"uri":     "http://example.com/donn%C3%A9es/a/b?q=x%20y&n=2&z=1&a=3",
			"decoded": "é",
			"keys":    `keys|associative array|[("z", "1"), ("m", undef), ("a", "3")]|`,
			// Template.Match's rule (each variable defined if it can
			// be, with the fewest characters): "{?q,n}" takes q alone,
			// and "{&keys*}" the rest.
			"match":  `{"dir": "données", "list": ["a", "b"], "q": "x y", "keys": {"n": "2"}}`,
			"back":   "http://example.com/données/a/b?q=x%20y&n=2",
			"status": "Template valid. Expands to http://example.com/données/a/b?q=x%20y&n=2&z=1&a=3. The reference matches.",
		},
	}, {
		// RFC 6570 §2.2: "|" is reserved for extensions.
		name:     "template error at its offset",
		frag:     url.Values{"v": {"templates"}},
		template: "http://h/{a|b}",
		facts: `({mark: document.querySelector("#out-templates mark.p-err").firstChild.textContent,
			title: document.querySelector("#out-templates mark.p-err").title,
			invalid: document.getElementById("template").getAttribute("aria-invalid"),
			rule: Array.from(document.querySelectorAll("#out-templates dt")).map(d => d.textContent + "=" + d.nextSibling.textContent).join(";"),
			status: ` + text("#tpl-status") + `})`,
		want: map[string]string{
			"mark":    "|",
			"title":   "offset 11, template",
			"invalid": "true",
			"rule":    "Kind=invalid template;Component=template;Rule=variable-list;Offset (bytes)=11;Character=U+007C |",
			"status":  `template: invalid template: character U+007C '|' at offset 11: "http://h/{a|b}" (variable-list)`,
		},
	}, {
		// A "+" expansion keeps "[" (RFC 6570 §3.2.3), which no path
		// allows: the expression is marked in the template, the byte in
		// the expansion.
		name:     "invalid expansion",
		frag:     url.Values{"v": {"templates"}},
		template: "http://h/{+p}",
		vars:     `{"p": "a[1]"}`,
		facts: `({marks: Array.from(document.querySelector("#out-templates .error").querySelectorAll("mark.p-err")).map(m => m.firstChild.textContent + "@" + m.title).join(","),
			expr: Array.from(document.querySelectorAll("#out-templates dt")).filter(d => d.textContent === "Expression").map(d => d.nextSibling.textContent).join()})`,
		want: map[string]string{"marks": "{+p}@offset 9, expression {+p},[@offset 10, the parser stops here", "expr": "{+p}"},
	}, {
		name:     "variables that are not JSON",
		frag:     url.Values{"v": {"templates"}},
		template: "/{x}",
		vars:     `{"x": tru}`,
		facts: `({mark: document.querySelector("#out-templates mark.p-err").title,
			invalid: document.getElementById("vars").getAttribute("aria-invalid")})`,
		want: map[string]string{"mark": "offset 9, variables", "invalid": "true"},
	}, {
		name:     "no match, at its offset in the reference",
		frag:     url.Values{"v": {"templates"}},
		template: "/find{?q}",
		vars:     `{}`,
		in:       "/search?q=a",
		facts: `({mark: document.querySelector("#out-templates mark.p-err").firstChild.textContent,
			title: document.querySelector("#out-templates mark.p-err").title, iri: ` + text("#tpl-iri") + `})`,
		want: map[string]string{"mark": "s", "title": "offset 1, matched up to here", "iri": "/find"},
	}, {
		name:     "query parameters in any order",
		frag:     url.Values{"v": {"templates"}, "aq": {"1"}},
		template: "/s{?a,b}",
		vars:     `{"a": 1}`,
		in:       "/s?b=2&c=3&a=1",
		facts:    `({match: ` + text("#tpl-match-json") + `, rows: ` + rows("#tpl-match") + `, checked: String(document.getElementById("anyqueryorder").checked)})`,
		want:     map[string]string{"match": `{"a": "1", "b": "2"}`, "rows": "a|string|\"1\"\nb|string|\"2\"", "checked": "true"},
	}}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			ctx := page(t, tt.frag)
			for _, f := range []struct{ sel, text string }{{"#template", tt.template}, {"#vars", tt.vars}, {"#input", tt.in}} {
				if f.text == "" {
					continue
				}
				if err := chromedp.Do(ctx, typeInto(f.sel, f.text)); err != nil {
					t.Fatal(err)
				}
			}
			got := facts(ctx, t, tt.facts)
			for k, want := range tt.want {
				if got[k] != want {
					t.Errorf("%s:\n got %q\nwant %q", k, got[k], want)
				}
			}
		})
	}
	// The state is in the fragment: a new tab on it shows the same match.
	ctx := page(t, url.Values{"v": {"templates"}})
	if err := chromedp.Do(ctx, typeInto("#template", "/u/{id}"), typeInto("#vars", `{"id": 7}`), typeInto("#input", "/u/42"),
		chromedp.Click(chromedp.CSS("#anyqueryorder")), settle()); err != nil {
		t.Fatal(err)
	}
	loc, err := chromedp.Run(ctx, chromedp.Location())
	if err != nil {
		t.Fatal(err)
	}
	u, _ := url.Parse(loc)
	frag, _ := url.ParseQuery(u.Fragment)
	if frag.Get("t") != "/u/{id}" || frag.Get("tv") != `{"id": 7}` || frag.Get("aq") != "1" || frag.Get("v") != "templates" {
		t.Fatalf("fragment %q does not hold the state", u.Fragment)
	}
	got := facts(page(t, frag), t, `({iri: `+text("#tpl-iri")+`, match: `+text("#tpl-match-json")+`})`)
	if got["iri"] != "/u/7" || got["match"] != `{"id": "42"}` {
		t.Errorf("from the link: %v", got)
	}
}

// TestBidiReordering: RFC 3987 §4.4 example 1 inside a right-to-left
// paragraph. Bare, the bidi algorithm puts "http://ab." to the right of
// ".ij/…" (the runs of an RTL paragraph go right to left); inside LRI … PDI
// the IRI reads left to right, its Hebrew label reversed, as the RFC's
// visual representation "http://ab.HGFEDC.ij/kl/mn/op.html".
func TestBidiReordering(t *testing.T) {
	setup(t)
	ctx := page(t, url.Values{"v": {"display"}})
	if err := chromedp.Do(ctx, typeInto("#input", "http://ab.אבגדהו.ij/kl/mn/op.html")); err != nil {
		t.Fatal(err)
	}
	// x returns the left edge of the first occurrence of s in the
	// paragraph of the figure id.
	got := facts(ctx, t, `(() => {
		const x = (id, s) => { const w = document.createTreeWalker(document.querySelector("#" + id + " p"), NodeFilter.SHOW_TEXT);
			let n; while ((n = w.nextNode()) && !n.textContent.includes(s)) {}
			if (!n) return -1; const i = n.textContent.indexOf(s); const r = document.createRange();
			r.setStart(n, i); r.setEnd(n, i + s.length); return r.getBoundingClientRect().left; };
		const order = (id) => x(id, "http") < x(id, "ij/kl") ? "http first" : "ij first";
		return {logical: order("bidi-logical"), bare: order("bidi-bare"), isolated: order("bidi-isolated"),
			wrapped: String(document.querySelector("#bidi-isolated p").textContent.includes("\u2066http://ab.אבגדהו.ij/kl/mn/op.html\u2069"))};
	})()`)
	want := map[string]string{"logical": "http first", "bare": "ij first", "isolated": "http first", "wrapped": "true"}
	for k, w := range want {
		if got[k] != w {
			t.Errorf("%s: got %q, want %q", k, got[k], w)
		}
	}
	if *screenshots != "" {
		// The README's picture: the input and the display view, at a
		// narrower width, without the header and footer.
		if err := chromedp.Do(ctx, chromedp.EmulateViewport(900, 900), settle()); err != nil {
			t.Fatal(err)
		}
		png, err := chromedp.Run(ctx, chromedp.Screenshot(chromedp.CSS("main")))
		if err != nil {
			t.Fatal(err)
		}
		write(t, "bidi.png", png)
	}
}

// TestShareByLink: the state is in the URL fragment, and a new tab on that
// URL shows the same view.
func TestShareByLink(t *testing.T) {
	setup(t)
	ctx := page(t, url.Values{"v": {"resolve"}})
	if err := chromedp.Do(ctx,
		typeInto("#base", "http://example.org/dir/file"),
		typeInto("#input", "../x?q"),
		chromedp.Click(chromedp.CSS("#tab-normalize")),
		chromedp.Click(chromedp.CSS("#tab-resolve")),
		settle(),
	); err != nil {
		t.Fatal(err)
	}
	loc, err := chromedp.Run(ctx, chromedp.Location())
	if err != nil {
		t.Fatal(err)
	}
	u, err := url.Parse(loc)
	if err != nil {
		t.Fatal(err)
	}
	frag, _ := url.ParseQuery(u.Fragment)
	if frag.Get("v") != "resolve" || frag.Get("i") != "../x?q" || frag.Get("b") != "http://example.org/dir/file" {
		t.Fatalf("fragment %q does not hold the state", u.Fragment)
	}
	ctx2 := page(t, frag)
	got := facts(ctx2, t, `({target: `+text("#resolve-target")+`, input: document.getElementById("input").value,
		selected: document.querySelector('[aria-selected="true"]').id})`)
	want := map[string]string{"target": "http://example.org/x?q", "input": "../x?q", "selected": "tab-resolve"}
	for k, w := range want {
		if got[k] != w {
			t.Errorf("%s: got %q, want %q", k, got[k], w)
		}
	}
}

// TestOpenedFromDisk: the page works from a file: URL, where it reads the
// module from iri.wasm.js.
func TestOpenedFromDisk(t *testing.T) {
	setup(t)
	ctx, cancel := chromedp.NewContext(env.browser)
	defer cancel()
	ctx, cancel2 := context.WithTimeout(ctx, 90*time.Second)
	defer cancel2()
	u := "file://" + filepath.ToSlash(filepath.Join(env.info.Dir, "index.html")) + "#i=" + url.QueryEscape("urn:isbn:0451450523")
	if err := chromedp.Do(ctx, chromedp.Navigate(u), waitReady(), settle()); err != nil {
		t.Fatalf("%s: %v", u, err)
	}
	status := eval[string](ctx, t, `document.getElementById("status").textContent`)
	if status != "Valid absolute IRI, 19 bytes." {
		t.Errorf("status %q", status)
	}
}

// TestKeyboardAndLabels: every control has a label; Tab reaches the input
// first and the tabs after the controls; arrow keys move between tabs.
func TestKeyboardAndLabels(t *testing.T) {
	setup(t)
	ctx := page(t, nil)
	got := facts(ctx, t, `(() => {
		const unlabelled = Array.from(document.querySelectorAll("input, select, button, textarea")).filter(e =>
			!(e.labels && e.labels.length) && !e.getAttribute("aria-label") && !e.textContent.trim()).map(e => e.id || e.tagName);
		return {unlabelled: unlabelled.join(","), lang: document.documentElement.lang,
			panels: Array.from(document.querySelectorAll('[role="tabpanel"]')).every(p => document.getElementById(p.getAttribute("aria-labelledby"))) ? "labelled" : "not"};
	})()`)
	if got["unlabelled"] != "" || got["lang"] != "en" || got["panels"] != "labelled" {
		t.Errorf("accessibility: %v", got)
	}
	// The focus order: the header link, then the input.
	var order []string
	for range 6 {
		if err := chromedp.Do(ctx, chromedp.KeyEvent(kb.Tab)); err != nil {
			t.Fatal(err)
		}
		order = append(order, eval[string](ctx, t, `document.activeElement.id || document.activeElement.tagName`))
	}
	if strings.Join(order, ",") != "A,input,entry,grammar,tab-parse,panel-parse" {
		t.Errorf("Tab order %v", order)
	}
	if err := chromedp.Do(ctx,
		chromedp.Focus(chromedp.CSS("#tab-parse")),
		chromedp.KeyEvent(kb.ArrowRight),
		chromedp.KeyEvent(kb.ArrowRight),
		settle(),
	); err != nil {
		t.Fatal(err)
	}
	sel := eval[string](ctx, t, `document.querySelector('[aria-selected="true"]').id`)
	focused := eval[string](ctx, t, `document.activeElement.id`)
	hidden := eval[bool](ctx, t, `document.getElementById("panel-normalize").hidden`)
	if sel != "tab-normalize" || focused != "tab-normalize" || hidden {
		t.Errorf("after two ArrowRight: selected %s, focused %s, panel hidden %v", sel, focused, hidden)
	}
}

// TestContrast: in every view, each text has a contrast ratio of at least
// 4.5:1 with its background (WCAG 2.1 success criterion 1.4.3), computed
// from the colours the browser resolved.
func TestContrast(t *testing.T) {
	setup(t)
	for _, v := range []string{"parse", "map", "normalize", "resolve", "display", "templates"} {
		ctx := page(t, url.Values{"v": {v}, "i": {"http://ab.cd.ef/גה1/2יא/כל.html?q=%41"}})
		low := eval[[]string](ctx, t, `(() => {
			const rgb = (c) => { const m = c.match(/[\d.]+/g).map(Number); return {r: m[0], g: m[1], b: m[2], a: m.length > 3 ? m[3] : 1}; };
			const lum = (c) => { const f = (x) => { x /= 255; return x <= 0.03928 ? x / 12.92 : Math.pow((x + 0.055) / 1.055, 2.4); };
				return 0.2126 * f(c.r) + 0.7152 * f(c.g) + 0.0722 * f(c.b); };
			const bg = (e) => { for (; e; e = e.parentElement) { const c = rgb(getComputedStyle(e).backgroundColor); if (c.a > 0) return c; } return {r: 255, g: 255, b: 255, a: 1}; };
			const out = [];
			const w = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
			for (let n; (n = w.nextNode());) {
				const e = n.parentElement;
				if (!n.textContent.trim() || !e.offsetParent || e.closest(".sr-only") || e.closest("[hidden]")) continue;
				const st = getComputedStyle(e);
				if (e.disabled || e.closest("select:disabled")) continue;
				const l1 = lum(rgb(st.color)), l2 = lum(bg(e));
				const ratio = (Math.max(l1, l2) + 0.05) / (Math.min(l1, l2) + 0.05);
				if (ratio < 4.5) out.push(ratio.toFixed(2) + " " + e.tagName + "." + e.className + ": " + n.textContent.trim().slice(0, 30));
			}
			return out;
		})()`)
		for _, l := range low {
			t.Errorf("%s view: contrast %s", v, l)
		}
	}
}

// TestPhoneWidth: at 360 CSS pixels the page does not scroll sideways (wide
// tables scroll inside their own box).
func TestPhoneWidth(t *testing.T) {
	setup(t)
	for _, v := range []string{"parse", "map", "normalize", "resolve", "display", "templates"} {
		ctx := page(t, url.Values{"v": {v}})
		if err := chromedp.Do(ctx, chromedp.EmulateViewport(360, 740, chromedp.EmulateScale(2), chromedp.EmulateMobile), settle()); err != nil {
			t.Fatal(err)
		}
		w := eval[int](ctx, t, `document.documentElement.clientWidth`)
		sw := eval[int](ctx, t, `document.documentElement.scrollWidth`)
		if sw > w {
			t.Errorf("%s view at 360px: the page is %d px wide", v, sw)
		}
		if *screenshots != "" && v == "parse" {
			shoot(t, ctx, "phone-parse.png")
		}
	}
}

// TestLoadAndTyping measures the load (the WebAssembly module's size, and
// the time from navigation to go-iri's first answer) and how long the page
// takes to update per key typed at the end of a 2 KB reference. The
// numbers are logged; the bound is loose, to catch a page that stops
// responding, not to time the machine.
func TestLoadAndTyping(t *testing.T) {
	setup(t)
	t.Logf("iri.wasm: %d bytes, %d gzipped (%.1f MB, %.1f MB)", env.info.WasmSize, env.info.WasmGzip,
		float64(env.info.WasmSize)/1e6, float64(env.info.WasmGzip)/1e6)
	var loads []float64
	for range 3 {
		ctx := page(t, nil)
		ms := eval[float64](ctx, t, `window.iriViewerStats.readyMs`)
		loads = append(loads, ms)
	}
	sort.Float64s(loads)
	t.Logf("load to first answer (served on localhost, gzip): median %.0f ms of %v", loads[1], loads)

	for _, v := range []string{"parse", "normalize", "display", "templates"} {
		ctx := page(t, url.Values{"v": {v}})
		long := "http://example.org/" + strings.Repeat("seg/ü/", 2048/7+1)
		for len(long) > 2048-20 {
			_, n := utf8.DecodeLastRuneInString(long)
			long = long[:len(long)-n]
		}
		if err := chromedp.Do(ctx, setValue("#input", long)); err != nil {
			t.Fatal(err)
		}
		eval[int](ctx, t, `(() => { const s = window.iriViewerStats; s.maxMs = 0; s.totalMs = 0; s.updates = 0; return 0; })()`)
		start := time.Now()
		keys := "abcdefghijklmnopqrst"
		if err := chromedp.Do(ctx,
			chromedp.SendKeys(chromedp.CSS("#input"), keys),
			chromedp.Poll[chromedp.Void](fmt.Sprintf(`document.getElementById("input").value.endsWith(%q)`, keys)),
			settle(),
		); err != nil {
			t.Fatal(err)
		}
		elapsed := time.Since(start)
		type stats struct {
			Updates        int
			MaxMs, TotalMs float64
		}
		st := eval[stats](ctx, t, `({Updates: window.iriViewerStats.updates, MaxMs: window.iriViewerStats.maxMs, TotalMs: window.iriViewerStats.totalMs})`)
		if st.Updates == 0 {
			t.Fatalf("%s: no update while typing", v)
		}
		t.Logf("%s view, %d-byte reference: %d keys typed in %v, %d updates, %.1f ms mean, %.1f ms max per update",
			v, len(long)+len(keys), len(keys), elapsed.Round(time.Millisecond), st.Updates, st.TotalMs/float64(st.Updates), st.MaxMs)
		if st.MaxMs > 1000 {
			t.Errorf("%s: an update took %.0f ms on a 2 KB reference", v, st.MaxMs)
		}
	}
}

// TestScreenshots writes a screenshot of each view, with -screenshots=DIR.
func TestScreenshots(t *testing.T) {
	if *screenshots == "" {
		t.Skip("pass -screenshots=DIR to write them")
	}
	setup(t)
	shots := []struct {
		name  string
		frag  url.Values
		input string
	}{
		{"parse.png", url.Values{"v": {"parse"}}, "https://user@例え.テスト:8080/パス/./a/../b?q=値&x=#frag"},
		{"parse-error.png", url.Values{"v": {"parse"}}, "http://example.org/a b"},
		{"map.png", url.Values{"v": {"map"}}, "http://Bücher.example/ä?q=ü"},
		{"normalize.png", url.Values{"v": {"normalize"}, "o": {"http://example.com/a/c"}}, "HTTP://Example.COM:80/a/./b/../c"},
		{"resolve.png", url.Values{"v": {"resolve"}}, "../g;x/./y/../z?q#s"},
		{"display.png", url.Values{"v": {"display"}}, "http://ab.אבגדהו.ij/kl/mn/op.html"},
		{"templates.png", url.Values{"v": {"templates"}}, "https://user@例え.テスト:8080/パス/./a/../b?q=値&x=#frag"},
	}
	for _, s := range shots {
		ctx := page(t, s.frag)
		if err := chromedp.Do(ctx, typeInto("#input", s.input)); err != nil {
			t.Fatal(err)
		}
		shoot(t, ctx, s.name)
	}
}

func shoot(t *testing.T, ctx context.Context, name string) {
	t.Helper()
	if err := chromedp.Do(ctx, settle()); err != nil {
		t.Fatal(err)
	}
	png, err := chromedp.Run(ctx, chromedp.FullScreenshot(100))
	if err != nil {
		t.Fatal(err)
	}
	write(t, name, png)
}

func write(t *testing.T, name string, png []byte) {
	t.Helper()
	if err := os.MkdirAll(*screenshots, 0o755); err != nil {
		t.Fatal(err)
	}
	p := filepath.Join(*screenshots, name)
	if err := os.WriteFile(p, png, 0o644); err != nil {
		t.Fatal(err)
	}
	t.Logf("wrote %s (%d bytes)", p, len(png))
}
