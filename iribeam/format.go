package iribeam

import (
	"encoding/json"
	"strconv"
	"unicode/utf8"

	"github.com/apache/beam/sdks/v2/go/pkg/beam/register"
)

func init() {
	register.Function1x1[Line, string](FormatLine)
	register.Function1x1[Resolved, string](FormatResolved)
	register.Function1x1[Mapped, string](FormatMapped)
	register.Function1x1[Normalized, string](FormatNormalized)
	register.Function1x1[Group, string](FormatGroup)
	register.Function1x1[Finding, string](FormatFinding)
	register.Function1x1[DeadLetter, string](FormatDeadLetter)
}

// The Format functions turn records into the lines that cmd/iripipe writes;
// each is the text form `iri` prints for the same operation, so that the
// outputs of the two can be compared line by line.

// FormatLine returns the line's text (parse: the valid references).
func FormatLine(l Line) string { return l.Text }

// FormatResolved returns the resolved reference.
func FormatResolved(r Resolved) string { return r.Result }

// FormatMapped returns the URI.
func FormatMapped(m Mapped) string { return m.URI }

// FormatNormalized returns the normal form.
func FormatNormalized(n Normalized) string { return n.Key }

// FormatGroup returns "COUNT<TAB>NORMAL FORM<TAB>SPELLING".
func FormatGroup(g Group) string {
	return strconv.FormatInt(g.Count, 10) + "\t" + g.Key + "\t" + g.Spelling
}

// FormatFinding returns a violation in the form `iri check` prints:
// "SOURCE:LINE:OFFSET: SEVERITY CODE: message".
func FormatFinding(f Finding) string {
	return location(f.Line.Source, f.Line.Number, f.Offset) + " " + f.Severity + " " + f.Code + ": " + f.Message
}

// FormatDeadLetter returns a dead letter as one JSON object with the fields
// source, line, input, op, offset, component, rule and message, like the
// error records of `iri --json`. JSON strings hold only Unicode, so an
// input with ill-formed UTF-8 shows U+FFFD in input, and its original bytes
// are kept, base64-encoded, in input_bytes (present only then), so that no
// line is lost; offset counts bytes of the original line.
func FormatDeadLetter(d DeadLetter) string {
	var raw []byte
	if !utf8.ValidString(d.Text) {
		raw = []byte(d.Text)
	}
	b, _ := json.Marshal(struct {
		Source     string `json:"source"`
		Line       int64  `json:"line"`
		Input      string `json:"input"`
		InputBytes []byte `json:"input_bytes,omitempty"`
		Op         string `json:"op"`
		Offset     int    `json:"offset"`
		Component  string `json:"component,omitempty"`
		Rule       string `json:"rule,omitempty"`
		Message    string `json:"message"`
	}{d.Source, d.Number, d.Text, raw, d.Op, d.Offset, d.Component, d.Rule, d.Message})
	return string(b)
}

// location is "SOURCE:LINE:OFFSET", with "-" for a line without a source.
func location(source string, line int64, offset int) string {
	if source == "" {
		source = "-"
	}
	return source + ":" + strconv.FormatInt(line, 10) + ":" + strconv.Itoa(offset) + ":"
}
