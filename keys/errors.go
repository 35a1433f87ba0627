package keys

import (
	"errors"
	"strconv"
)

// The sentinels of [Error.Err], for errors.Is.
var (
	// ErrPort: a port that is not ASCII decimal digits, or above 65535.
	ErrPort = errors.New("port is not a number from 0 to 65535")
	// ErrEmpty: an input that is only whitespace, with no scheme to read.
	ErrEmpty = errors.New("nothing but whitespace")
	// ErrNoHost: a Safe Browsing URL whose host is empty.
	ErrNoHost = errors.New("empty host")
)

// Error is why an input has no key: Input is the caller's input, Offset
// the byte offset in Input of the fault, Rule the rule it breaks (an ABNF
// rule name or a clause) and Err one of the sentinels ErrXxx.
type Error struct {
	Input  string
	Offset int
	Rule   string
	Err    error
}

// Error returns the message: one line, quoting the input with
// non-ASCII characters as code points, ending with the rule.
func (e *Error) Error() string {
	return "keys: " + e.Err.Error() + " at offset " + strconv.Itoa(e.Offset) +
		" in " + strconv.QuoteToASCII(e.Input) + " (" + e.Rule + ")"
}

// Unwrap returns e.Err.
func (e *Error) Unwrap() error { return e.Err }
