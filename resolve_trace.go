package iri

// The resolution trace: how Resolve reached its result, in the terms of
// the pseudo-code of RFC 3986 §5.2.2-§5.2.4. The trace runs the same plan
// and the same remove_dot_segments as Resolve; dotRemover calls a hook
// before each segment, and the trace reads the output buffer there.

import (
	"strconv"
	"strings"
)

// ResolveSteps is the record of one resolution that [IRI.ResolveTrace] returns:
// the result, where each component of the target T came from (RFC 3986
// §5.2.2), the path given to remove_dot_segments and its steps (§5.2.4).
type ResolveSteps struct {
	Target IRI // the result, == what Resolve returns

	// SchemeDropped is set when [ResolveOptions.NonStrict] undefined R.scheme,
	// equal to Base.scheme, before the steps below (RFC 3986 §5.2.2).
	SchemeDropped bool

	// The components of T, each with the line of the pseudo-code that set it.
	Scheme, Authority, Path, Query, Fragment ResolvePart

	// DotInput is the input of remove_dot_segments: R.path, or
	// merge(Base.path, R.path) (RFC 3986 §5.2.3) for a relative path; it is
	// empty, as DotSteps is, when T.path is Base.path as it is.
	DotInput string
	// DotSteps are the steps of the loop of RFC 3986 §5.2.4, in order.
	DotSteps []DotStep

	// SlashDot is set when T.path starts with "//" and T has no authority,
	// so the result writes the path "/.//…" (see [IRI.Resolve]).
	SlashDot bool
}

// ResolvePart is one component of the target of a resolution: whether it is
// defined, its value without delimiters, where it came from, and the line
// of RFC 3986 §5.2.2 that set it, such as "T.query = Base.query".
type ResolvePart struct {
	From    ResolveSource // where the component came from: R, Base or the merge
	Defined bool          // whether T has the component
	Value   string        // the component without its delimiters
	Rule    string        // the line of RFC 3986 §5.2.2 that set it, such as "T.query = Base.query"
}

// ResolveSource says where a component of a resolution's target came from.
type ResolveSource uint8

const (
	ResolveFromRef   ResolveSource = iota + 1 // the reference R
	ResolveFromBase                           // the base
	ResolveFromMerge                          // merge(Base.path, R.path), RFC 3986 §5.2.3 (T.path only)
)

// String returns "R", "Base" or "merge", the names of RFC 3986 §5.2.2.
func (s ResolveSource) String() string {
	switch s {
	case ResolveFromRef:
		return "R"
	case ResolveFromBase:
		return "Base"
	case ResolveFromMerge:
		return "merge"
	}
	return "ResolveSource(" + strconv.Itoa(int(s)) + ")"
}

// DotStep is one pass of the loop of remove_dot_segments (RFC 3986 §5.2.4):
// the rule that applied ("2A" to "2E"), the input buffer before it and the
// output buffer after it, as in the RFC's worked examples.
type DotStep struct {
	Rule   string // the step of RFC 3986 §5.2.4 that applied, "2A" to "2E"
	Input  string // the input buffer before the step
	Output string // the output buffer after the step
}

// ResolveTrace resolves ref against base as [IRI.Resolve] does, with the same
// result and errors, and records how: the branch of RFC 3986 §5.2.2 that set
// each component of the target, the merged path (§5.2.3), and each step of
// remove_dot_segments (§5.2.4). It is for explaining a resolution, to a
// person or a test; it allocates for every step.
func (base IRI) ResolveTrace(ref IRI) (ResolveSteps, error) {
	return base.resolveTrace(ref, false)
}

// ResolveTrace is [IRI.ResolveTrace] with o's options: the trace of
// o.Resolve(base, ref).
func (o ResolveOptions) ResolveTrace(base, ref IRI) (ResolveSteps, error) {
	if o.NonStrict && ref.schemeEnd > 0 && base.schemeEnd > 0 &&
		strings.EqualFold(ref.s[:ref.schemeEnd], base.s[:base.schemeEnd]) {
		return base.resolveTrace(stripScheme(ref), true)
	}
	return base.ResolveTrace(ref)
}

// resolveTrace is ResolveTrace; dropped records that the non-strict
// branch took ref's scheme off.
func (base IRI) resolveTrace(ref IRI, dropped bool) (ResolveSteps, error) {
	if base.schemeEnd == 0 {
		return ResolveSteps{}, &ResolveError{Base: base.s, Ref: ref.s, Input: base.s, Err: ErrNotAbsolute, Rule: "RFC 3986 §5.2.1"}
	}
	var p plan
	tr := dotTrace{d: &p.path}
	p.path.step = tr.step
	changed := p.init(base, ref)
	tr.flush()
	st := ResolveSteps{SchemeDropped: dropped, DotSteps: tr.steps}
	switch {
	case changed:
		n := p.len()
		if n > MaxLength {
			return ResolveSteps{}, &ResolveError{Base: base.s, Ref: ref.s, Input: ref.s, Err: ErrTooLong, Rule: "MaxLength"}
		}
		st.Target = p.build(n)
		st.SlashDot = p.slashDot
	case ref.schemeEnd > 0:
		st.Target = ref
	default:
		st.Target = base
		st.Target.s = base.s[:base.queryEnd]
		st.Target.flags &^= flagFragment
	}
	if tr.ran {
		st.DotInput = p.path.p1 + p.path.p2
	}
	st.describe(base, ref)
	return st, nil
}

// describe fills in the components of T, following the branches of the
// pseudo-code of RFC 3986 §5.2.2 that plan.init takes.
func (st *ResolveSteps) describe(base, ref IRI) {
	t := st.Target
	st.Scheme = ResolvePart{ResolveFromBase, true, t.Scheme(), "T.scheme = Base.scheme"}
	st.Authority = ResolvePart{ResolveFromBase, t.HasAuthority(), t.Authority(), "T.authority = Base.authority"}
	st.Path = ResolvePart{ResolveFromRef, true, t.Path(), "T.path = remove_dot_segments(R.path)"}
	st.Query = ResolvePart{ResolveFromRef, t.HasQuery(), t.Query(), "T.query = R.query"}
	st.Fragment = ResolvePart{ResolveFromRef, t.HasFragment(), t.Fragment(), "T.fragment = R.fragment"}
	if st.SlashDot {
		st.Path.Value = st.Path.Value[2:] // "/.//…" is how the path "//…" is written
	}
	rp := ref.s[ref.pathStart:ref.pathEnd]
	switch {
	case ref.schemeEnd > 0:
		st.Scheme.From, st.Scheme.Rule = ResolveFromRef, "T.scheme = R.scheme"
		st.Authority.From, st.Authority.Rule = ResolveFromRef, "T.authority = R.authority"
	case ref.flags&flagAuthority != 0:
		st.Authority.From, st.Authority.Rule = ResolveFromRef, "T.authority = R.authority"
	case rp == "":
		st.Path.From, st.Path.Rule = ResolveFromBase, "T.path = Base.path"
		if ref.flags&flagQuery == 0 {
			st.Query.From, st.Query.Rule = ResolveFromBase, "T.query = Base.query"
		}
	case rp[0] == '/':
	default:
		st.Path.From, st.Path.Rule = ResolveFromMerge, "T.path = remove_dot_segments(merge(Base.path, R.path))"
	}
}

// dotTrace records the steps of a dotRemover's run through its step hook.
type dotTrace struct {
	d       *dotRemover
	ran     bool // run was called (verbatim calls no hook)
	steps   []DotStep
	pending DotStep // the step being taken, if hasStep: its Output is read at the next
	hasStep bool
	final   bool // the pending step is a final "/." or "/.."
}

// step is the dotRemover hook: the segment [i, ce) of the path, whose text
// starts at cs, is about to be processed.
func (t *dotTrace) step(i, cs, ce int, leading bool) {
	t.flush()
	t.ran = true
	d := t.d
	p := d.p1 + d.p2
	seg := p[cs:ce]
	dots := seg == "." || seg == ".."
	last := ce == len(p)
	switch {
	case leading && cs == ce:
		// The empty segment after the leading "../" and "./" of a
		// relative path: in the RFC's loop, nothing (2A took its "/").
		return
	case leading && dots && last:
		t.pending = DotStep{Rule: "2D", Input: p[cs:]}
	case leading && dots:
		t.pending = DotStep{Rule: "2A", Input: p[cs:]}
	case leading:
		t.pending = DotStep{Rule: "2E", Input: p[cs:]}
	case dots && seg == ".":
		t.pending = DotStep{Rule: "2B", Input: p[i:]}
	case dots:
		t.pending = DotStep{Rule: "2C", Input: p[i:]}
	default:
		t.pending = DotStep{Rule: "2E", Input: p[i:]}
	}
	t.hasStep = true
	t.final = dots && last && !leading
}

// flush completes the pending step with the output buffer as it is now.
func (t *dotTrace) flush() {
	if !t.hasStep {
		return
	}
	out := t.d.String()
	s := t.pending
	t.hasStep = false
	if !t.final {
		s.Output = out
		t.steps = append(t.steps, s)
		return
	}
	// A final "/." or "/.." becomes "/" in the input buffer (2B, 2C),
	// which the next pass moves to the output (2E); dotRemover does both
	// at once.
	s.Output = strings.TrimSuffix(out, "/")
	t.steps = append(t.steps, s, DotStep{Rule: "2E", Input: "/", Output: out})
}
