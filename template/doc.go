// Package template implements IRI templates, the URI Templates of RFC 6570
// whose literals and values may also be Unicode: [Parse] reads one,
// [Template.Expand] fills it in and returns an [iri.IRI] (the IRI that RFC
// 6570 §1.1 describes; [Template.ExpandURI] the URI), [Template.Match]
// does the inverse in time linear in the reference, and a [Router] picks
// the most specific of many templates for a reference, as servers route
// requests. Values are [Value]s (strings, lists, associative arrays) held
// in [Vars], a [VarMap] or any [Variables].
//
// Every error is an [*Error] wrapping one of the sentinels below (or the
// root package's [iri.ErrInvalidUTF8] and [iri.ErrTooLong]), with the
// caller's input, the offset of the fault in it, and the rule or clause.
package template
