package resolvetrace_test

import (
	"fmt"

	"github.com/go-iri/iri"
	"github.com/go-iri/iri/resolvetrace"
)

func ExampleTrace() {
	base := iri.MustParse("http://a/b/c/d;p?q")
	st, err := resolvetrace.Trace(base, iri.MustParse("../g?y#s"))
	if err != nil {
		fmt.Println(err)
		return
	}
	for _, c := range []resolvetrace.Part{st.Scheme, st.Authority, st.Path, st.Query, st.Fragment} {
		fmt.Printf("%-58s %q\n", c.Rule, c.Value)
	}
	fmt.Println("remove_dot_segments of", st.DotInput)
	for _, s := range st.DotSteps {
		fmt.Printf("  %s: %-12s %s\n", s.Rule, s.Output, s.Input)
	}
	fmt.Println(st.Target)
	// Output:
	// T.scheme = Base.scheme                                     "http"
	// T.authority = Base.authority                               "a"
	// T.path = remove_dot_segments(merge(Base.path, R.path))     "/b/g"
	// T.query = R.query                                          "y"
	// T.fragment = R.fragment                                    "s"
	// remove_dot_segments of /b/c/../g
	//   2E: /b           /b/c/../g
	//   2E: /b/c         /c/../g
	//   2C: /b           /../g
	//   2E: /b/g         /g
	// http://a/b/g?y#s
}

func ExampleOptions_Trace() {
	base := iri.MustParse("http://a/b/c/d;p?q")
	st, _ := resolvetrace.Options{NonStrict: true}.Trace(base, iri.MustParse("http:g"))
	fmt.Println(st.SchemeDropped, st.Scheme.Rule, st.Path.From, st.Target)
	// Output:
	// true T.scheme = Base.scheme merge http://a/b/c/g
}
