// Package resolvetrace resolves an IRI reference against a base as
// [iri.IRI.Resolve] does and records how, step by step in the words of RFC
// 3986 §5.2: the line of the pseudo-code of §5.2.2 that set each component
// of the target T, the merged path of §5.2.3, and each pass of the loop of
// remove_dot_segments (§5.2.4), as the RFC's worked examples print them.
//
// It is for explaining a resolution, to a person or a test: the steps are a
// transcription of the RFC's pseudo-code, separate from the package iri's
// resolver, and its target is that resolver's result. It allocates for
// every step.
package resolvetrace

import (
	"strconv"
	"strings"

	"github.com/go-iri/iri"
)

// Steps is the record of one resolution.
type Steps struct {
	Target iri.IRI // the result, == what [iri.IRI.Resolve] returns

	// SchemeDropped is set when Options.NonStrict undefined R.scheme,
	// equal to Base.scheme, before the steps below (RFC 3986 §5.2.2).
	SchemeDropped bool

	// The components of T, each with the line of the pseudo-code that set it.
	Scheme, Authority, Path, Query, Fragment Part

	// DotInput is the input of remove_dot_segments: R.path, or
	// merge(Base.path, R.path) (RFC 3986 §5.2.3) for a relative path; it is
	// empty, as DotSteps is, when T.path is Base.path as it is.
	DotInput string
	// DotSteps are the passes of the loop of RFC 3986 §5.2.4, in order.
	DotSteps []DotStep

	// SlashDot is set when T.path starts with "//" and T has no authority,
	// so the result writes the path "/.//…" (see [iri.IRI.Resolve]).
	SlashDot bool
}

// Part is one component of the target of a resolution: whether it is
// defined, its value without delimiters, where it came from, and the line
// of RFC 3986 §5.2.2 that set it, such as "T.query = Base.query".
type Part struct {
	From    Source // where the component came from: R, Base or the merge
	Defined bool   // whether T has the component
	Value   string // the component without its delimiters
	Rule    string // the line of RFC 3986 §5.2.2 that set it, such as "T.query = Base.query"
}

// Source says where a component of a resolution's target came from.
type Source uint8

const (
	FromRef   Source = iota + 1 // the reference R
	FromBase                    // the base
	FromMerge                   // merge(Base.path, R.path), RFC 3986 §5.2.3 (T.path only)
)

// String returns "R", "Base" or "merge", the names of RFC 3986 §5.2.2.
func (s Source) String() string {
	switch s {
	case FromRef:
		return "R"
	case FromBase:
		return "Base"
	case FromMerge:
		return "merge"
	}
	return "resolvetrace.Source(" + strconv.Itoa(int(s)) + ")"
}

// DotStep is one pass of the loop of remove_dot_segments (RFC 3986 §5.2.4):
// the rule that applied ("2A" to "2E"), the input buffer before it and the
// output buffer after it, as in the RFC's worked examples.
type DotStep struct {
	Rule   string // the step of RFC 3986 §5.2.4 that applied, "2A" to "2E"
	Input  string // the input buffer before the step
	Output string // the output buffer after the step
}

// Options are the options of the resolution traced; the zero value is
// [Trace].
type Options struct {
	// NonStrict ignores a reference's scheme equal to the base's, as
	// [iri.ResolveOptions] NonStrict does (RFC 3986 §5.2.2).
	NonStrict bool
}

// Trace resolves ref against base as [iri.IRI.Resolve] does, with the same
// result and errors, and records how.
func Trace(base, ref iri.IRI) (Steps, error) {
	return Options{}.Trace(base, ref)
}

// Trace is [Trace] for the resolution of iri.ResolveOptions{NonStrict:
// o.NonStrict}.
func (o Options) Trace(base, ref iri.IRI) (Steps, error) {
	target, err := iri.ResolveOptions{NonStrict: o.NonStrict}.Resolve(base, ref)
	if err != nil {
		return Steps{}, err
	}
	st := Steps{Target: target}
	r := split(ref)
	if o.NonStrict && r.scheme.defined && strings.EqualFold(r.scheme.v, base.Scheme()) {
		// "if ((not strict) and (R.scheme == Base.scheme)) then undefine(R.scheme)"
		st.SchemeDropped = true
		r.scheme = comp{}
	}
	b := split(base)
	set := func(p *Part, from Source, c comp, rule string) {
		*p = Part{From: from, Defined: c.defined, Value: c.v, Rule: rule}
	}
	// The pseudo-code of RFC 3986 §5.2.2, line by line.
	path := ""
	switch {
	case r.scheme.defined:
		set(&st.Scheme, FromRef, r.scheme, "T.scheme = R.scheme")
		set(&st.Authority, FromRef, r.authority, "T.authority = R.authority")
		st.DotInput = r.path.v
		set(&st.Query, FromRef, r.query, "T.query = R.query")
	case r.authority.defined:
		set(&st.Authority, FromRef, r.authority, "T.authority = R.authority")
		st.DotInput = r.path.v
		set(&st.Query, FromRef, r.query, "T.query = R.query")
	case r.path.v == "":
		path = b.path.v
		set(&st.Path, FromBase, b.path, "T.path = Base.path")
		if r.query.defined {
			set(&st.Query, FromRef, r.query, "T.query = R.query")
		} else {
			set(&st.Query, FromBase, b.query, "T.query = Base.query")
		}
	case r.path.v[0] == '/':
		st.DotInput = r.path.v
		set(&st.Query, FromRef, r.query, "T.query = R.query")
	default:
		st.DotInput = merge(b, r.path.v)
		set(&st.Query, FromRef, r.query, "T.query = R.query")
	}
	if !r.scheme.defined {
		set(&st.Scheme, FromBase, b.scheme, "T.scheme = Base.scheme")
		if !r.authority.defined {
			set(&st.Authority, FromBase, b.authority, "T.authority = Base.authority")
		}
	}
	if st.Path.From == 0 {
		st.DotSteps = removeDotSegments(st.DotInput)
		if n := len(st.DotSteps); n > 0 {
			path = st.DotSteps[n-1].Output
		}
		if !r.scheme.defined && !r.authority.defined && r.path.v[0] != '/' {
			set(&st.Path, FromMerge, comp{true, path}, "T.path = remove_dot_segments(merge(Base.path, R.path))")
		} else {
			set(&st.Path, FromRef, comp{true, path}, "T.path = remove_dot_segments(R.path)")
		}
	}
	set(&st.Fragment, FromRef, r.fragment, "T.fragment = R.fragment")
	st.SlashDot = !st.Authority.Defined && strings.HasPrefix(path, "//")
	return st, nil
}

// comp is a component of RFC 3986 §5.2.1: defined or not, and its value.
type comp struct {
	defined bool
	v       string
}

// parts are the five components of a reference.
type parts struct{ scheme, authority, path, query, fragment comp }

// split returns the components of x.
func split(x iri.IRI) parts {
	return parts{
		scheme:    comp{x.IsAbs(), x.Scheme()},
		authority: comp{x.HasAuthority(), x.Authority()},
		path:      comp{true, x.Path()},
		query:     comp{x.HasQuery(), x.Query()},
		fragment:  comp{x.HasFragment(), x.Fragment()},
	}
}

// merge is the merge routine of RFC 3986 §5.2.3.
func merge(base parts, ref string) string {
	if base.authority.defined && base.path.v == "" {
		return "/" + ref
	}
	i := strings.LastIndexByte(base.path.v, '/')
	return base.path.v[:i+1] + ref
}

// removeDotSegments is the loop of RFC 3986 §5.2.4, recording each pass.
func removeDotSegments(in string) []DotStep {
	var steps []DotStep
	out := ""
	for in != "" {
		before := in
		var rule string
		switch {
		case strings.HasPrefix(in, "../"): // A
			rule, in = "2A", in[3:]
		case strings.HasPrefix(in, "./"): // A
			rule, in = "2A", in[2:]
		case strings.HasPrefix(in, "/./"): // B
			rule, in = "2B", "/"+in[3:]
		case in == "/.": // B
			rule, in = "2B", "/"
		case strings.HasPrefix(in, "/../"), in == "/..": // C
			rule, in = "2C", "/"+in[min(4, len(in)):]
			if i := strings.LastIndexByte(out, '/'); i >= 0 {
				out = out[:i]
			} else {
				out = ""
			}
		case in == "." || in == "..": // D
			rule, in = "2D", ""
		default: // E: the first segment, with its "/" if any
			i := strings.IndexByte(in[1:], '/') + 1
			if i == 0 {
				i = len(in)
			}
			rule, out, in = "2E", out+in[:i], in[i:]
		}
		steps = append(steps, DotStep{Rule: rule, Input: before, Output: out})
	}
	return steps
}
