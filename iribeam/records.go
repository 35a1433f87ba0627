// Package iribeam runs go-iri's operations as Apache Beam transforms, so that
// IRIs can be parsed, resolved, mapped, normalized, deduplicated and checked
// at the scale of a crawl on any Beam runner: the Go direct runner or Prism
// locally, Flink, Spark or Dataflow in a cluster.
//
// Every transform takes a PCollection of [Line] (from [ReadLines] or
// [FromStrings]) and returns its results and a dead-letter PCollection of
// [DeadLetter]: each input line lands in exactly one of the two (one or more
// results for Check), so that nothing is dropped. The options of each
// transform are plain values that serialize with the DoFn, as a distributed
// runner needs; the DoFns, emitters and combiners are registered with the
// register package in init, so the transforms run on remote workers too.
//
// The module is separate from github.com/go-iri/iri so that the core keeps
// its two dependencies.
package iribeam

import (
	"errors"
	"strings"

	"github.com/go-iri/iri"
)

// Line is one input reference and where it came from.
type Line struct {
	Source string // the file name, or "" when the line came from memory
	Number int64  // the 1-based line number in Source, or 0 when unknown
	Text   string // the line, without its line ending
}

// DeadLetter is an input line that an operation rejected, with the reason.
// Offset, Component and Rule locate the fault the way *iri.ParseError and
// *iri.HostError do; Offset is -1 when the error has no position (a base that
// is not absolute, for example).
type DeadLetter struct {
	Source    string
	Number    int64
	Text      string
	Op        string // the operation: "parse", "resolve", "touri", "normalize", "check" or "columns"
	Offset    int
	Component string
	Rule      string
	Message   string
}

// Resolved is a reference resolved against a base.
type Resolved struct {
	Line   Line
	Base   string
	Result string
}

// Mapped is an IRI mapped to a URI.
type Mapped struct {
	Line Line
	URI  string
}

// Normalized is an IRI with its normal form at a ladder level.
type Normalized struct {
	Line Line
	Key  string
}

// Group is one normal form after Dedupe: how many input lines had it, and
// one spelling of them, the smallest as a byte string so that the choice
// does not depend on the order in which a runner delivers the lines.
type Group struct {
	Key      string
	Count    int64
	Spelling string
}

// Finding is one violation that Check reported for a line.
type Finding struct {
	Line      Line
	Code      string // the stable code, such as "IDN_INVALID"
	Severity  string // "error" or "warning"
	Component string
	Offset    int
	Len       int
	Message   string
}

// deadLetter describes err, returned by op for l, as a DeadLetter.
func deadLetter(op string, l Line, err error) DeadLetter {
	d := DeadLetter{Source: l.Source, Number: l.Number, Text: l.Text, Op: op, Offset: -1, Message: err.Error()}
	var pe *iri.ParseError
	var he *iri.HostError
	var re *iri.ResolveError
	switch {
	case errors.As(err, &pe):
		d.Offset, d.Component, d.Rule = pe.Offset, pe.Component.String(), pe.Rule
		if pe.Input != l.Text {
			// The error is about the base of a resolution.
			d.Component = "base " + d.Component
		}
	case errors.As(err, &he):
		d.Offset, d.Component, d.Rule = he.Offset, "host", he.Rule
	case errors.As(err, &re):
		d.Component = "reference"
	}
	d.Message = strings.TrimPrefix(d.Message, "iri: ")
	return d
}
