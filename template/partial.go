package template

// Partial expansion: the variables given expanded, the others left in
// the template.

import (
	"strconv"
	"strings"
)

// PartialExpand expands the variables that vars defines and returns the
// template of the rest: expanding the result with values for the other
// variables gives the expansion of t with all of them, in both forms.
// Variables that vars leaves undefined stay in the template.
//
// Some expressions cannot be split that way, and PartialExpand then
// returns a [*Error] wrapping [ErrPartialExpansion]: one whose
// operator joins its variables with "," ("{x,y}", "{+x,y}", "{#x,y}") and
// that has both given and remaining variables; a "{?...}" expression where
// a remaining variable comes before a given one (which of "?" and "&"
// the given one takes depends on the other); and an expansion holding
// "'", which RFC 6570 §2.1 keeps out of a template's literals.
func (t Template) PartialExpand(vars Variables) (Template, error) {
	var b strings.Builder
	for pi := range t.parts {
		p := &t.parts[pi]
		if p.op == 0 {
			b.WriteString(t.s[p.start:p.end])
			continue
		}
		given := make([]bool, len(p.vars))
		n := 0
		for vi := range p.vars {
			val, err := lookupDefined(vars, &p.vars[vi])
			if err != nil {
				return Template{}, t.valueError(p, &p.vars[vi], err)
			}
			if val.Defined() {
				given[vi] = true
				n++
			}
		}
		if n == 0 {
			b.WriteString(t.s[p.start:p.end])
			continue
		}
		if n < len(p.vars) {
			switch p.op {
			case '/', '.', ';', '&', '?':
				if p.op == '?' && !given[0] {
					return Template{}, t.partialError(p, "a remaining variable comes before a given one")
				}
			default:
				return Template{}, t.partialError(p, "its operator joins given and remaining variables with \",\"")
			}
		}
		// Runs of given variables are expanded; runs of remaining ones
		// become expressions of the same operator, or "&" after a given
		// variable of a "?" expression.
		for vi := 0; vi < len(p.vars); {
			vj := vi
			for vj < len(p.vars) && given[vj] == given[vi] {
				vj++
			}
			sub := tplPart{op: p.op, o: p.o, vars: p.vars[vi:vj], start: p.start, end: p.end}
			if p.op == '?' && vi > 0 {
				sub.op, sub.o = '&', opTable('&')
			}
			if given[vi] {
				out, err := t.appendExpr(nil, &sub, vars, &lookup{})
				if err != nil {
					return Template{}, err
				}
				if strings.IndexByte(string(out), '\'') >= 0 {
					return Template{}, t.partialError(p, "the expansion holds \"'\", which a template literal cannot (RFC 6570 §2.1)")
				}
				b.Write(out)
			} else {
				b.WriteByte('{')
				if sub.op != opSimple {
					b.WriteByte(sub.op)
				}
				for k, v := range sub.vars {
					if k > 0 {
						b.WriteByte(',')
					}
					writeVarspec(&b, v)
				}
				b.WriteByte('}')
			}
			vi = vj
		}
	}
	u, err := Parse(b.String())
	if err != nil {
		// Cannot happen: the pieces are the template's own or expansions.
		return Template{}, &Error{Input: t.s, Err: ErrPartialExpansion, Detail: err.Error()}
	}
	return u, nil
}

// lookupDefined looks the variable up in vars, which may be nil.
func lookupDefined(vars Variables, v *tplVar) (Value, error) {
	if vars == nil {
		return Value{}, nil
	}
	val, err := vars.Lookup(v.name)
	if err != nil {
		return Value{}, err
	}
	if val.Defined() {
		if err := val.check(); err != nil {
			return Value{}, err
		}
	}
	return val, nil
}

// writeVarspec writes the varspec as the template has it.
func writeVarspec(b *strings.Builder, v tplVar) {
	b.WriteString(v.name)
	switch {
	case v.explode:
		b.WriteByte('*')
	case v.prefix > 0:
		b.WriteByte(':')
		b.WriteString(strconv.Itoa(int(v.prefix)))
	}
}

func (t Template) partialError(p *tplPart, reason string) error {
	return &Error{Input: t.s, Offset: p.start, Err: ErrPartialExpansion, Rule: "RFC 6570 §3.2",
		Expr: t.s[p.start:p.end], Detail: reason}
}
