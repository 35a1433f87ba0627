package iri_test

import (
	"fmt"

	"github.com/go-iri/iri"
)

func ExampleUserInputOptions() {
	// Text pasted from a Windows document: browsers turn "\" into "/" in
	// web schemes, and a person writing "100%" means a percent sign. Both
	// repairs are outside RFC 3987, so they are options.
	u := iri.UserInputOptions{Backslash: iri.BackslashToSlash, Percent: iri.PercentEncode}
	x, err := u.Parse(" http:\\\\example.com\\reports\\100% done.html\n")
	fmt.Println(x, err)
	// Output:
	// http://example.com/reports/100%25%20done.html <nil>
}

func ExampleUserInputOptions_Parse() {
	// The same text under three space policies (Weber §4 step 2). Error
	// offsets refer to the text as given, whatever the options removed.
	in := "http://example.com/my file %zz"
	for _, u := range []iri.UserInputOptions{
		{}, // %20, as ParseUserInput
		{Spaces: iri.SpaceRemove, Percent: iri.PercentEncode},
		{Spaces: iri.SpaceReject},
	} {
		if x, err := u.Parse(in); err != nil {
			fmt.Println(err)
		} else {
			fmt.Println(x)
		}
	}
	// Text transcribed from paper is normalized to NFC (RFC 3987 §3.1 step 1a).
	x, _ := iri.UserInputOptions{NFC: true}.Parse("http://example.vn/Vie\u0302\u0323t")
	fmt.Printf("%+q\n", x.String())
	// Output:
	// iri: invalid percent-encoding: character U+007A 'z' in path at offset 28: "http://example.com/my file %zz" (pct-encoded = "%" HEXDIG HEXDIG)
	// http://example.com/myfile%25zz
	// iri: invalid character U+0020 in path at offset 21: "http://example.com/my file %zz" (ipchar)
	// "http://example.vn/Vi\u1ec7t"
}

func ExampleUserInputOptions_References() {
	// Where several references are allowed, runs of spaces separate them
	// (Weber §4 step 2); each comes with its offset in the text.
	text := "  http://a.example/x   mailto:joe@example.org %zz ../up "
	for r, err := range (iri.UserInputOptions{}).References(text) {
		if err != nil {
			fmt.Printf("%d %q: %v\n", r.Offset, r.Text, err)
			continue
		}
		fmt.Printf("%d %q: %s\n", r.Offset, r.Text, r.IRI)
	}
	// Output:
	// 2 "http://a.example/x": http://a.example/x
	// 23 "mailto:joe@example.org": mailto:joe@example.org
	// 46 "%zz": iri: invalid percent-encoding: character U+007A 'z' in path at offset 47: "  http://a.example/x   mailto:joe@example.org %zz ../up " (pct-encoded = "%" HEXDIG HEXDIG)
	// 50 "../up": ../up
}
