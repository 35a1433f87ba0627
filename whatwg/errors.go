package whatwg

import (
	"errors"
	"strconv"
)

// The sentinels of Error.Err, for errors.Is.
var (
	// ErrMissingScheme: a relative reference without a base, or against
	// a base with an opaque path (missing-scheme-non-relative-URL).
	ErrMissingScheme = errors.New("no scheme and no usable base")
	// ErrHost: a host the host parser fails on (host-missing, the
	// IPv4, IPv6, domain-to-ASCII and invalid-code-point errors).
	ErrHost = errors.New("invalid host")
	// ErrPort: a port that is not digits or above 65535.
	ErrPort = errors.New("invalid port")
	// ErrInvalidUTF8: the input is not UTF-8. The Standard parses
	// scalar-value strings; a Go string that is not one is refused
	// rather than repaired.
	ErrInvalidUTF8 = errors.New("invalid UTF-8")
)

// Error is an input the basic URL parser fails on (URL Standard §4.4).
type Error struct {
	Input  string // the caller's input
	Offset int    // byte offset in Input of the fault
	Rule   string // the URL Standard's name of the validation error, such as "port-out-of-range"; "RFC 3629 §3" for invalid UTF-8
	Err    error  // one of the sentinels ErrMissingScheme, ErrHost, ErrPort, ErrInvalidUTF8
}

// Error is the message: "whatwg:", what is wrong, where, the input quoted
// with non-ASCII escaped, and the validation error's name in parentheses.
func (e *Error) Error() string {
	return "whatwg: " + e.Err.Error() + " at offset " + strconv.Itoa(e.Offset) + " in " + quote(e.Input) + " (" + e.Rule + ")"
}

// Unwrap returns the sentinel, for errors.Is.
func (e *Error) Unwrap() error { return e.Err }

// quote quotes s with every non-ASCII code point as an escape, so that
// look-alikes show as what they are ("p\u0430ypal.com").
func quote(s string) string { return strconv.QuoteToASCII(s) }

// ValidationError is one of the URL Standard's validation errors (§1.2)
// that did not make the parse fail: the parser went on, as browsers do.
type ValidationError struct {
	Code   string // the Standard's name, such as "invalid-reverse-solidus"
	Offset int    // byte offset in the input
}

// String is the code and the offset: "invalid-credentials at 7".
func (v ValidationError) String() string { return v.Code + " at " + strconv.Itoa(v.Offset) }
