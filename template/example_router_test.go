package template_test

import (
	"fmt"

	"github.com/go-iri/iri"
	"github.com/go-iri/iri/template"
)

// A router picks the most specific template: "/users/me" has more literal
// text than "/users/{id}".
func ExampleNewRouter() {
	r := template.NewRouter(
		template.MustParse("/users/{id}"),
		template.MustParse("/users/me"),
		template.MustParse("/users/{id}/repos{/name}"),
	)
	for _, s := range []string{"/users/42", "/users/me", "/users/42/repos/iri", "/teams/7"} {
		i, vars, err := r.Match(iri.MustParse(s))
		fmt.Println(s, i, vars, err != nil)
	}
	// Output:
	// /users/42 0 [{id 42}] false
	// /users/me 1 [] false
	// /users/42/repos/iri 2 [{id 42} {name iri}] false
	// /teams/7 -1 [] true
}

// The options a server needs: query parameters in any order, as HTML
// forms write them ("+" for a space), and the fragment of a link ignored.
func ExampleMatchOptions_NewRouter() {
	o := template.MatchOptions{AnyQueryOrder: true, FormURLEncoded: true, IgnoreFragment: true}
	r := o.NewRouter(template.MustParse("/search{?q,lang}"))
	_, vars, err := r.Match(iri.MustParse("/search?lang=en&q=hot+dog#results"))
	fmt.Println(vars.Get("q"), vars.Get("lang"), err)
	// A parameter given twice to a variable that is not exploded is no
	// match, never a value dropped.
	_, _, err = r.Match(iri.MustParse("/search?q=a&q=b"))
	fmt.Println(err)
	// Output:
	// hot dog en <nil>
	// template: reference "/search?q=a&q=b" does not match template "/search{?q,lang}" at offset 15, in expression "{?q,lang}", variable "q": parameter "q" is given 2 times, and the variable is not exploded (RFC 6570 §1.4)
}

// MCP resource templates for files: "{+path}" keeps the "/" of a path,
// which "{path}" would need encoded.
func ExampleRouter_Match() {
	r := template.NewRouter(
		template.MustParse("file:///{+path}"),
		template.MustParse("file:///{path}"),
	)
	i, vars, _ := r.Match(iri.MustParse("file:///home/user/notes.txt"))
	fmt.Println(r.Template(i), vars.Get("path"))
	// Output: file:///{+path} home/user/notes.txt
}

func ExampleRouter_Len() {
	r := template.NewRouter(template.MustParse("/a/{x}"), template.MustParse("/b/{x}"))
	fmt.Println(r.Len())
	// Output: 2
}

func ExampleRouter_Template() {
	r := template.NewRouter(template.MustParse("/a/{x}"), template.MustParse("/b/{x}"))
	i, _, _ := r.Match(iri.MustParse("/b/1"))
	fmt.Println(i, r.Template(i))
	// Output: 1 /b/{x}
}

// "{path}" encodes "/", so a file template needs "{+path}".
func ExampleTemplate_Match_filePath() {
	ref := iri.MustParse("file:///home/user/notes.txt")
	for _, s := range []string{"file:///{path}", "file:///{path*}", "file:///{+path}"} {
		vars, err := template.MustParse(s).Match(ref)
		fmt.Println(s, vars, err == nil)
	}
	// Output:
	// file:///{path} [] false
	// file:///{path*} [] false
	// file:///{+path} [{path home/user/notes.txt}] true
}
