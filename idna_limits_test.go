package iri

import (
	"errors"
	"strings"
	"testing"
)

// Hosts far beyond DNS limits never reach idna, whose cost grows faster
// than linearly with the input: the mapping fails (RFC 1034 §3.1, 253
// octets) and the conversion keeps the label (RFC 5890 §2.3.2.1, 63 octets).
func TestIDNALengthLimits(t *testing.T) {
	x := MustParse("http://" + strings.Repeat("é", 30000) + "/")
	if _, err := (ToURIOptions{IDNA: true}).ToURI(x); !errors.Is(err, ErrIDNA) {
		t.Errorf("ToURIOptions{IDNA}.ToURI(30000 × é): err = %v, want ErrIDNA", err)
	}
	long := "http://xn--" + strings.Repeat("a", 60000) + "/"
	if got := (ToIRIOptions{IDNA: true}).ToIRI(MustParse(long)); got.String() != long {
		t.Errorf("ToIRIOptions{IDNA}.ToIRI changed a 60000-octet label")
	}
}
