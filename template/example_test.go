package template_test

import (
	"encoding/json"
	"errors"
	"fmt"
	"github.com/go-iri/iri/template"

	"github.com/go-iri/iri"
)

// A Hydra IriTemplate in JSON-LD (hydra:IriTemplate, hydra:template): the
// template unmarshals into an template.Template and expands to an IRI, whose
// non-ASCII values stay readable.
func ExampleTemplate_Expand() {
	doc := []byte(`{
		"@context": "http://www.w3.org/ns/hydra/context.jsonld",
		"@type": "IriTemplate",
		"template": "http://api.example.com/issues{?q,page}",
		"variableRepresentation": "BasicRepresentation",
		"mapping": [
			{"@type": "IriTemplateMapping", "variable": "q", "property": "hydra:freetextQuery", "required": true},
			{"@type": "IriTemplateMapping", "variable": "page", "property": "hydra:pageIndex"}
		]
	}`)
	var search struct {
		Template template.Template `json:"template"`
	}
	if err := json.Unmarshal(doc, &search); err != nil {
		panic(err)
	}
	x, err := search.Template.Expand(template.VarMap{"q": "données ouvertes", "page": 2})
	if err != nil {
		panic(err)
	}
	fmt.Println(x)
	fmt.Println(x.Query())
	// Output:
	// http://api.example.com/issues?q=données%20ouvertes&page=2
	// q=données%20ouvertes&page=2
}

// The URI form is RFC 6570's own expansion, non-ASCII percent-encoded as
// UTF-8.
func ExampleTemplate_ExpandURI() {
	t := template.MustParse("http://example.com/{name}{?list*}")
	u, err := t.ExpandURI(template.VarMap{"name": "drücken", "list": []string{"red", "grün"}})
	fmt.Println(u, err)
	// Output: http://example.com/dr%C3%BCcken?list=red&list=gr%C3%BCn <nil>
}

// An API link template expanded into a reused buffer: no allocation once
// the buffer is large enough.
func ExampleTemplate_AppendExpand() {
	t := template.MustParse("https://api.example.com/repos/{owner}/{repo}/issues{?state,page}")
	var buf []byte
	for _, page := range []string{"1", "2"} {
		var err error
		buf, err = t.AppendExpand(buf[:0], template.VarMap{"owner": "go-iri", "repo": "iri", "state": "open", "page": page})
		if err != nil {
			panic(err)
		}
		fmt.Println(string(buf))
	}
	// Output:
	// https://api.example.com/repos/go-iri/iri/issues?state=open&page=1
	// https://api.example.com/repos/go-iri/iri/issues?state=open&page=2
}

func ExampleTemplate_AppendExpandURI() {
	t := template.MustParse("/wiki/{title}")
	b, err := t.AppendExpandURI([]byte("GET "), template.VarMap{"title": "مصر"})
	fmt.Println(string(b), err)
	// Output: GET /wiki/%D9%85%D8%B5%D8%B1 <nil>
}

// Matching an API link template: the values come back decoded, in the
// template's order.
func ExampleTemplate_Match() {
	t := template.MustParse("https://api.example.com/repos/{owner}/{repo}/issues{/number}{?state,labels}")
	vars, err := t.Match(iri.MustParse("https://api.example.com/repos/go-iri/iri/issues/30?state=open&labels=bug,help%20wanted"))
	if err != nil {
		panic(err)
	}
	for _, v := range vars {
		fmt.Println(v.Name, v.Value)
	}
	_, err = t.Match(iri.MustParse("https://api.example.com/users/go-iri"))
	fmt.Println(errors.Is(err, template.ErrNoMatch))
	// Output:
	// owner go-iri
	// repo iri
	// number 30
	// state open
	// labels ("bug", "help wanted")
	// true
}

// A server routing requests takes query parameters in any order and
// ignores those the template does not name.
func ExampleMatchOptions_Match() {
	t := template.MustParse("/search{?q,lang}")
	o := template.MatchOptions{AnyQueryOrder: true}
	vars, err := o.Match(t, iri.MustParse("/search?utm_source=x&lang=fr&q=chien"))
	fmt.Println(vars.Get("q"), vars.Get("lang"), err)
	// Output: chien fr <nil>
}

func ExampleTemplate_PartialExpand() {
	t := template.MustParse("https://api.example.com/repos/{owner}/{repo}/issues{?state,page}")
	p, err := t.PartialExpand(template.VarMap{"owner": "go-iri", "state": "open"})
	fmt.Println(p, err)
	x, _ := p.Expand(template.VarMap{"repo": "iri", "page": 3})
	fmt.Println(x)
	// Output:
	// https://api.example.com/repos/go-iri/{repo}/issues?state=open{&page} <nil>
	// https://api.example.com/repos/go-iri/iri/issues?state=open&page=3
}

func ExampleParse() {
	_, err := template.Parse("/users/{id}{?fields,}")
	fmt.Println(err)
	var te *template.Error
	fmt.Println(errors.As(err, &te), te.Offset, te.Rule, errors.Is(err, template.ErrInvalidTemplate))
	// Output:
	// template: invalid template: character U+007D '}' at offset 20: "/users/{id}{?fields,}" (varname)
	// true 20 varname true
}

func ExampleMustParse() {
	t := template.MustParse("{/segments*}{.ext}")
	fmt.Println(t.Names())
	// Output: [segments ext]
}

// Vars keeps the order of its variables and of associative arrays.
func ExampleVars() {
	t := template.MustParse("/map{?address*}")
	x, _ := t.Expand(template.Vars{
		{Name: "address", Value: template.AssocValue(
			template.Pair{Name: "city", Value: "Zürich"},
			template.Pair{Name: "street", Undefined: true},
			template.Pair{Name: "country", Value: "CH"},
		)},
	})
	fmt.Println(x)
	// Output: /map?city=Zürich&country=CH
}

func ExampleValueOf() {
	for _, v := range []any{"x", 42, 0.5, []any{"a", 1, nil}, map[string]string{"b": "2", "a": "1"}, nil, true} {
		val, err := template.ValueOf(v)
		fmt.Println(val.Notation(), val.Defined(), err)
	}
	// Output:
	// "x" true <nil>
	// "42" true <nil>
	// "0.5" true <nil>
	// ("a", "1") true <nil>
	// [("a", "1"), ("b", "2")] true <nil>
	// undef false <nil>
	// undef false template: invalid value: unsupported type bool (RFC 6570 §2.3)
}

// The kinds of value of RFC 6570 §2.3, and which are defined.
func ExampleValue() {
	for _, v := range []template.Value{
		template.StringValue(""),
		template.ListValue("red", "green"),
		template.ListValue(),
		template.AssocValue(template.Pair{Name: "semi", Value: ";"}),
		template.AssocValue(template.Pair{Name: "x", Undefined: true}),
		{},
	} {
		fmt.Println(v.Kind(), v.Notation(), v.Defined())
	}
	// Output:
	// string "" true
	// list ("red", "green") true
	// list () false
	// associative array [("semi", ";")] true
	// associative array [("x", undef)] false
	// undefined undef false
}
