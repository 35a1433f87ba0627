package iribeam

import (
	"encoding/json"
	"testing"
)

// TestFormatDeadLetterKeepsBytes checks that a dead letter's JSON form keeps
// the original line: as input when it is UTF-8, and in input_bytes when it is
// not (RFC 3987 §6.2: ill-formed UTF-8 is an error, so such lines do reach
// the dead letters, and JSON strings cannot hold them).
func TestFormatDeadLetterKeepsBytes(t *testing.T) {
	for _, text := range []string{"http://a/%zz", "http://a/\xff", "http://\xc3/b\xe2\x82"} {
		var got struct {
			Input      string `json:"input"`
			InputBytes []byte `json:"input_bytes"`
		}
		s := FormatDeadLetter(DeadLetter{Source: "f", Number: 1, Text: text, Op: "parse"})
		if err := json.Unmarshal([]byte(s), &got); err != nil {
			t.Fatalf("FormatDeadLetter(%q) = %s: %v", text, s, err)
		}
		orig := got.Input
		if got.InputBytes != nil {
			orig = string(got.InputBytes)
		}
		if orig != text {
			t.Errorf("FormatDeadLetter(%q) = %s: original line %q", text, s, orig)
		}
	}
}
