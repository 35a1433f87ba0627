package template

import (
	"errors"
	"fmt"
	"strings"
	"sync"
	"testing"

	"github.com/go-iri/iri"
)

// TestRouterPrecedence: the most specific template wins: the longest
// literal text, then the fewest expressions, then the order given.
func TestRouterPrecedence(t *testing.T) {
	r := NewRouter(
		MustParse("/{a}/{b}"),            // 0
		MustParse("/users/{id}"),         // 1
		MustParse("/users/me"),           // 2
		MustParse("/users/{id}/posts"),   // 3
		MustParse("/files{/path*}"),      // 4
		MustParse("{+any}"),              // 5
		MustParse("/users/{id}{/rest*}"), // 6
		MustParse("/users/{name}"),       // 7: same precedence as 1, given later
		MustParse("http://h/x{?q}"),      // 8
		MustParse("http://h/{+p}"),       // 9
		MustParse("/{a}/x"),              // 10
	)
	for _, r2 := range []struct {
		ref  string
		want int
		vars string
	}{
		{"/users/me", 2, ""},
		{"/users/42", 1, `id=42`},
		{"/users/42/posts", 3, `id=42`},
		{"/users/42/a/b", 6, `id=42 rest=("a", "b")`},
		{"/files/a/b.txt", 4, `path=("a", "b.txt")`},
		{"/x/y", 0, `a=x b=y`},
		{"/q/x", 10, `a=q`},
		{"anything%20at%20all", 5, `any=anything at all`},
		{"http://h/x?q=1", 8, `q=1`},
		{"http://h/y/z", 9, `p=y/z`},
	} {
		i, vars, err := r.Match(iri.MustParse(r2.ref))
		var parts []string
		for _, v := range vars {
			parts = append(parts, v.Name+"="+v.Value.String())
		}
		if i != r2.want || err != nil || strings.Join(parts, " ") != r2.vars {
			t.Errorf("%q: template %d, %s, %v; want %d, %s", r2.ref, i, strings.Join(parts, " "), err, r2.want, r2.vars)
		}
	}
	// Rule 2: the same literal text, the fewest expressions first,
	// whatever the order given.
	r2 := NewRouter(MustParse("/x/{a}{b}"), MustParse("/x/{a}"))
	if i, vars, err := r2.Match(iri.MustParse("/x/ab")); i != 1 || vars.Get("a").String() != "ab" || err != nil {
		t.Errorf("fewest expressions: %d %v %v", i, vars, err)
	}
	if r.Len() != 11 || r.Template(3).String() != "/users/{id}/posts" {
		t.Errorf("Len %d, Template(3) %q", r.Len(), r.Template(3))
	}
}

// TestRouterNoMatch: the error of the template that matched furthest, or
// one at offset 0 when no template starts as the reference does.
func TestRouterNoMatch(t *testing.T) {
	r := NewRouter(MustParse("/users/{id}"), MustParse("/files/{name}.txt"))
	_, _, err := r.Match(iri.MustParse("/files/notes.md"))
	var te *Error
	if !errors.As(err, &te) || te.Err != ErrNoMatch || te.Template != "/files/{name}.txt" || te.Offset != 15 {
		t.Errorf("%+v", err)
	}
	i, vars, err := r.Match(iri.MustParse("/nothing"))
	if !errors.As(err, &te) || i != -1 || vars != nil || te.Template != "" || te.Offset != 0 ||
		err.Error() != `template: reference "/nothing" matches no template at offset 0: no template of the router starts as the reference does (RFC 6570 §1.4)` {
		t.Errorf("%d %v %v", i, vars, err)
	}
}

// TestRouterOptions: what servers need (go-iri issue 39): form-encoded
// queries, repeated parameters never dropped, fragments ignored.
func TestRouterOptions(t *testing.T) {
	o := MatchOptions{AnyQueryOrder: true, FormURLEncoded: true, IgnoreFragment: true}
	r := o.NewRouter(MustParse("/search{?q,lang}"), MustParse("/tags{?tag*}"), MustParse("/p/{id}"))
	for _, c := range []struct{ ref, want string }{
		// application/x-www-form-urlencoded (URL Standard §5.1): "+" is
		// a space, a name alone has the empty value.
		{"/search?q=hot+dog&lang=en", `0 q="hot dog" lang="en"`},
		{"/search?q", `0 q=""`},
		{"/search?q=1#top", `0 q="1"`},
		{"/search?lang=fr&q=x", `0 q="x" lang="fr"`},
		{"/tags?tag=a&tag=b+c", `1 tag=("a", "b c")`},
		{"/p/7#section-2", `2 id="7"`},
	} {
		i, vars, err := r.Match(iri.MustParse(c.ref))
		got := fmt.Sprint(i)
		for _, v := range vars {
			got += " " + v.Name + "=" + v.Value.Notation()
		}
		if err != nil || got != c.want {
			t.Errorf("%q: %s, %v; want %s", c.ref, got, err, c.want)
		}
	}
	// A repeated parameter of a variable that is not exploded is no
	// match, and the error names it.
	_, _, err := r.Match(iri.MustParse("/search?lang=fr&q=x&q=y"))
	var te *Error
	if !errors.As(err, &te) || te.Var != "q" || te.Expr != "{?q,lang}" || !strings.Contains(te.Detail, `parameter "q" is given 2 times`) {
		t.Errorf("repeated: %+v", err)
	}
	// Without the options, the same references do not match.
	plain := MatchOptions{AnyQueryOrder: true}.NewRouter(MustParse("/search{?q,lang}"))
	for _, ref := range []string{"/search?q", "/search?q=1#top", "/search?q=hot+dog"} {
		if _, _, err := plain.Match(iri.MustParse(ref)); !errors.Is(err, ErrNoMatch) {
			t.Errorf("%q without options: %v", ref, err)
		}
	}
}

// TestRouterConcurrent: a Router is safe for concurrent use (run with
// -race).
func TestRouterConcurrent(t *testing.T) {
	var ts []Template
	for i := range 50 {
		ts = append(ts, MustParse(fmt.Sprintf("/r%d/{id}{?q}", i)))
	}
	r := MatchOptions{AnyQueryOrder: true}.NewRouter(ts...)
	var wg sync.WaitGroup
	for g := range 4 {
		wg.Add(1)
		go func() {
			defer wg.Done()
			for i := range 50 {
				k := (i + g) % 50
				j, vars, err := r.Match(iri.MustParse(fmt.Sprintf("/r%d/x%d?q=%d", k, i, g)))
				if err != nil || j != k || vars.Get("id").String() != fmt.Sprintf("x%d", i) {
					t.Errorf("%d: %d %v %v", k, j, vars, err)
				}
			}
		}()
	}
	wg.Wait()
}
