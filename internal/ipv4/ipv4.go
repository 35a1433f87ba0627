package ipv4

import "errors"

// The reasons Parse fails, named after the URL Standard's validation errors.
var (
	// ErrTooManyParts: more than four parts (IPv4-too-many-parts).
	ErrTooManyParts = errors.New("ipv4: more than four parts")
	// ErrNonNumericPart: a part that is empty or not a number in its
	// radix (IPv4-non-numeric-part).
	ErrNonNumericPart = errors.New("ipv4: a part is not a number")
	// ErrOutOfRange: a part other than the last is above 255, or the last
	// does not fit in the bytes that remain (IPv4-out-of-range-part).
	ErrOutOfRange = errors.New("ipv4: a part is out of range")
)

// Result is an address that Parse accepted, with the validation errors that
// did not make the parse fail.
type Result struct {
	Addr           [4]byte
	EmptyPart      bool // a trailing empty part ("1.2.3.4."): validation error ipv4-empty-part
	NonDecimalPart bool // a hex or octal part: validation error ipv4-non-decimal-part
}

// EndsInNumber is the URL Standard's "ends in a number checker" (§3.5):
// whether the last label of host, ignoring one trailing empty label, is all
// ASCII digits or a number the IPv4 number parser reads (such as "0x1f").
// The host parser hands such a host to the IPv4 parser, never to DNS.
func EndsInNumber(host string) bool {
	last := host
	if n := len(last); n > 0 && last[n-1] == '.' {
		if n == 1 {
			return false
		}
		last = last[:n-1]
	}
	for i := len(last) - 1; i >= 0; i-- {
		if last[i] == '.' {
			last = last[i+1:]
			break
		}
	}
	if last == "" {
		return false
	}
	digits := true
	for i := 0; i < len(last); i++ {
		if last[i] < '0' || last[i] > '9' {
			digits = false
			break
		}
	}
	if digits {
		return true
	}
	_, _, ok := number(last)
	return ok
}

// Parse is the URL Standard's IPv4 parser (§3.5): 1–4 parts, decimal,
// 0x/0X hex, leading-0 octal, the last part filling the remaining bytes.
// The error is one of ErrTooManyParts, ErrNonNumericPart and ErrOutOfRange.
func Parse(host string) (Result, error) {
	var r Result
	if n := len(host); n > 0 && host[n-1] == '.' {
		r.EmptyPart = true
		if n > 1 { // "If parts's size is greater than 1, then remove the last item"
			host = host[:n-1]
		}
	} else if n == 0 {
		r.EmptyPart = true
	}
	if parts(host) > 4 {
		return Result{}, ErrTooManyParts
	}
	var nums [4]uint64
	n := 0
	for start := 0; ; {
		end := start
		for end < len(host) && host[end] != '.' {
			end++
		}
		v, nonDecimal, ok := number(host[start:end])
		if !ok {
			return Result{}, ErrNonNumericPart
		}
		r.NonDecimalPart = r.NonDecimalPart || nonDecimal
		nums[n] = v
		n++
		if end == len(host) {
			break
		}
		start = end + 1
	}
	for i := 0; i < n-1; i++ {
		if nums[i] > 255 {
			return Result{}, ErrOutOfRange
		}
	}
	last := nums[n-1]
	if last >= 1<<(8*(5-n)) {
		return Result{}, ErrOutOfRange
	}
	var a uint32 = uint32(last)
	for i := 0; i < n-1; i++ {
		a += uint32(nums[i]) << (8 * (3 - i))
	}
	r.Addr = [4]byte{byte(a >> 24), byte(a >> 16), byte(a >> 8), byte(a)}
	return r, nil
}

// parts counts the dot-separated parts of s.
func parts(s string) int {
	c := 1
	for i := 0; i < len(s); i++ {
		if s[i] == '.' {
			c++
		}
	}
	return c
}

// saturate is above every value a part may take (256^4), so that long
// numbers stay out of range without overflowing.
const saturate = 1 << 40

// number is the URL Standard's IPv4 number parser (§3.5): the value of s,
// whether it was written in hexadecimal or octal, and false for failure.
func number(s string) (v uint64, nonDecimal, ok bool) {
	if s == "" {
		return 0, false, false
	}
	radix := uint64(10)
	if len(s) >= 2 && s[0] == '0' && (s[1] == 'x' || s[1] == 'X') {
		s, radix, nonDecimal = s[2:], 16, true
	} else if len(s) >= 2 && s[0] == '0' {
		s, radix, nonDecimal = s[1:], 8, true
	}
	for i := 0; i < len(s); i++ {
		c := s[i]
		var d uint64
		switch {
		case '0' <= c && c <= '9':
			d = uint64(c - '0')
		case 'a' <= c && c <= 'f':
			d = uint64(c-'a') + 10
		case 'A' <= c && c <= 'F':
			d = uint64(c-'A') + 10
		default:
			return 0, false, false
		}
		if d >= radix {
			return 0, false, false
		}
		if v < saturate {
			v = v*radix + d
		}
	}
	return v, nonDecimal, true
}
