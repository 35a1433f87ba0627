package iri

import (
	"errors"
	"testing"
)

func TestFromURLNil(t *testing.T) {
	if _, err := FromURL(nil); !errors.Is(err, ErrNilURL) {
		t.Errorf("FromURL(nil) = %v, want ErrNilURL", err)
	}
}
