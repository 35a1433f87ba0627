package template_test

import (
	"errors"
	"fmt"

	"github.com/go-iri/iri"
	"github.com/go-iri/iri/template"
)

// A string value; the empty string is defined (RFC 6570 §2.3).
func ExampleStringValue() {
	t := template.MustParse("/search{?q,lang}")
	x, _ := t.Expand(template.Vars{{Name: "q", Value: template.StringValue("chien chaud")}, {Name: "lang", Value: template.StringValue("")}})
	fmt.Println(x)
	// Output: /search?q=chien%20chaud&lang=
}

// A list expands as its members joined by "," or, exploded, by the
// operator's separator (RFC 6570 §2.4.2).
func ExampleListValue() {
	vars := template.Vars{{Name: "path", Value: template.ListValue("docs", "ünïcode")}}
	for _, s := range []string{"{/path}", "{/path*}"} {
		x, _ := template.MustParse(s).Expand(vars)
		fmt.Println(x)
	}
	// Output:
	// /docs,ünïcode
	// /docs/ünïcode
}

// An associative array keeps the order of its pairs; an undefined pair is
// left out (RFC 6570 §3.2.1).
func ExampleAssocValue() {
	v := template.AssocValue(
		template.Pair{Name: "page", Value: "2"},
		template.Pair{Name: "draft", Undefined: true},
		template.Pair{Name: "sort", Value: "date"},
	)
	x, _ := template.MustParse("/posts{?params*}").Expand(template.Vars{{Name: "params", Value: v}})
	fmt.Println(x)
	// Output: /posts?page=2&sort=date
}

// An empty list and an associative array of undefined pairs are
// undefined: expansion leaves them out.
func ExampleValue_Defined() {
	for _, v := range []template.Value{template.StringValue(""), template.ListValue(), template.AssocValue(template.Pair{Name: "a", Undefined: true}), {}} {
		fmt.Println(v.Notation(), v.Defined())
	}
	// Output:
	// "" true
	// () false
	// [("a", undef)] false
	// undef false
}

// Values are equal when they are of one kind with the same members in the
// same order.
func ExampleValue_Equal() {
	a := template.ListValue("red", "green")
	fmt.Println(a.Equal(template.ListValue("red", "green")), a.Equal(template.ListValue("green", "red")), a.Equal(template.StringValue("red,green")))
	// Output: true false false
}

// Match returns each variable as the kind its text reads as.
func ExampleValue_Kind() {
	vars, _ := template.MustParse("/{a}/{b}{?c*}").Match(iri.MustParse("/x/y,z?k=1&l=2"))
	for _, v := range vars {
		fmt.Println(v.Name, v.Value.Kind())
	}
	// Output:
	// a string
	// b list
	// c associative array
}

func ExampleValue_List() {
	vars, _ := template.MustParse("/files{/path*}").Match(iri.MustParse("/files/2026/notes.txt"))
	fmt.Printf("%q\n", vars.Get("path").List())
	// Output: ["2026" "notes.txt"]
}

func ExampleValue_Pairs() {
	vars, _ := template.MustParse("/search{?q,params*}").Match(iri.MustParse("/search?q=go&page=2&sort=date"))
	for _, p := range vars.Get("params").Pairs() {
		fmt.Println(p.Name, p.Value)
	}
	// Output:
	// page 2
	// sort date
}

// Text is the string of a string value; a list has none, and says so.
func ExampleValue_Text() {
	vars, _ := template.MustParse("/{user}/{tags}").Match(iri.MustParse("/ana/go,iri"))
	s, err := vars.Get("user").Text()
	fmt.Println(s, err)
	_, err = vars.Get("tags").Text()
	fmt.Println(errors.Is(err, template.ErrInvalidValue))
	// Output:
	// ana <nil>
	// true
}

// Notation writes a value as RFC 6570 §3.2 writes the values of its
// examples.
func ExampleValue_Notation() {
	fmt.Println(template.StringValue("Hello World!").Notation())
	fmt.Println(template.ListValue("red", "green").Notation())
	fmt.Println(template.AssocValue(template.Pair{Name: "semi", Value: ";"}).Notation())
	// Output:
	// "Hello World!"
	// ("red", "green")
	// [("semi", ";")]
}

// String is the text of a string value, so that printing a variable shows
// its value as it is.
func ExampleValue_String() {
	vars, _ := template.MustParse("/repos/{owner}/{repo}").Match(iri.MustParse("/repos/go-iri/iri"))
	fmt.Println(vars.Get("repo"))
	fmt.Println(template.ListValue("a", "b"))
	// Output:
	// iri
	// ("a", "b")
}

func ExampleValueKind_String() {
	fmt.Println(template.KindString, template.KindList, template.KindAssoc, template.KindUndefined)
	// Output: string list associative array undefined
}

// A VarMap holds Go values, converted when a template looks them up.
func ExampleVarMap_Lookup() {
	m := template.VarMap{"page": 2, "tags": []string{"a", "b"}, "flag": true}
	for _, name := range []string{"page", "tags", "none", "flag"} {
		v, err := m.Lookup(name)
		fmt.Println(name, v.Notation(), err)
	}
	// Output:
	// page "2" <nil>
	// tags ("a", "b") <nil>
	// none undef <nil>
	// flag undef template: invalid value: unsupported type bool (RFC 6570 §2.3)
}

// Get returns the first variable of the name, or an undefined value.
func ExampleVars_Get() {
	vars := template.Vars{{Name: "id", Value: template.StringValue("42")}}
	fmt.Println(vars.Get("id"), vars.Get("missing").Defined())
	// Output: 42 false
}

// Lookup is Get as the Variables interface has it.
func ExampleVars_Lookup() {
	var vars template.Variables = template.Vars{{Name: "id", Value: template.StringValue("42")}}
	v, err := vars.Lookup("id")
	fmt.Println(v, err)
	// Output: 42 <nil>
}

// Names lists each variable once, in the order of first appearance.
func ExampleTemplate_Names() {
	fmt.Println(template.MustParse("/{owner}/{repo}{/path*}{?ref,owner}").Names())
	// Output: [owner repo path ref]
}

func ExampleTemplate_String() {
	fmt.Println(template.MustParse("/users/{id}{?fields}").String())
	// Output: /users/{id}{?fields}
}

func ExampleTemplate_MarshalText() {
	b, _ := template.MustParse("/users/{id}").MarshalText()
	fmt.Println(string(b))
	// Output: /users/{id}
}

func ExampleTemplate_UnmarshalText() {
	var t template.Template
	err := t.UnmarshalText([]byte("/users/{id}"))
	fmt.Println(t.Names(), err)
	err = t.UnmarshalText([]byte("/users/{id"))
	fmt.Println(t, err)
	// Output:
	// [id] <nil>
	// /users/{id} template: invalid template: unexpected end of input at offset 10: "/users/{id" (expression)
}

// The error says where and by which rule; errors.Is finds its sentinel.
func ExampleError() {
	_, err := template.Parse("/users/{id|name}")
	var te *template.Error
	if errors.As(err, &te) {
		fmt.Println(te.Offset, te.Rule, errors.Is(err, template.ErrInvalidTemplate))
	}
	fmt.Println(err)
	// Output:
	// 10 variable-list true
	// template: invalid template: character U+007C '|' at offset 10: "/users/{id|name}" (variable-list)
}
