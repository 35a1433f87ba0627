package ipv4

import (
	"errors"
	"testing"
)

func TestParse(t *testing.T) {
	for _, r := range []struct {
		clause, in string
		want       [4]byte
		empty, non bool
		err        error
	}{
		{"URL Standard §3.5 IPv4 parser: four decimal parts", "192.168.0.1", [4]byte{192, 168, 0, 1}, false, false, nil},
		{"URL Standard §3.5 IPv4 parser step 3: a trailing empty part is dropped (ipv4-empty-part)", "1.2.3.4.", [4]byte{1, 2, 3, 4}, true, false, nil},
		{"URL Standard §3.5 IPv4 parser step 4: five parts (ipv4-too-many-parts)", "1.2.3.4.5", [4]byte{}, false, false, ErrTooManyParts},
		{"URL Standard §3.5 IPv4 parser steps 3–4: only one trailing empty part is dropped", "1.2.3.4..", [4]byte{}, false, false, ErrTooManyParts},
		{"URL Standard §3.5 IPv4 parser step 4: too many parts is found before a non-numeric part", "a.1.2.3.4", [4]byte{}, false, false, ErrTooManyParts},
		{"URL Standard §3.5 IPv4 parser step 6: an empty middle part (ipv4-non-numeric-part)", "1..2", [4]byte{}, false, false, ErrNonNumericPart},
		{"URL Standard §3.5 IPv4 parser step 6: a letter (ipv4-non-numeric-part)", "1.2.3.a", [4]byte{}, false, false, ErrNonNumericPart},
		{"URL Standard §3.5 IPv4 parser step 6: the empty string", "", [4]byte{}, false, false, ErrNonNumericPart},
		{"URL Standard §3.5 IPv4 parser step 6: a lone dot", ".", [4]byte{}, false, false, ErrNonNumericPart},
		{"URL Standard §3.5 IPv4 number parser step 3: hexadecimal (ipv4-non-decimal-part)", "0x7f.1", [4]byte{127, 0, 0, 1}, false, true, nil},
		{"URL Standard §3.5 IPv4 number parser step 3: 0X", "0X7F000001", [4]byte{127, 0, 0, 1}, false, true, nil},
		{"URL Standard §3.5 IPv4 number parser step 5: 0x alone is zero", "0x.0x.0x.0x", [4]byte{0, 0, 0, 0}, false, true, nil},
		{"URL Standard §3.5 IPv4 number parser step 4: octal", "0177.0.0.01", [4]byte{127, 0, 0, 1}, false, true, nil},
		{"URL Standard §3.5 IPv4 number parser step 4: 00 is octal zero", "00.0.0.0", [4]byte{0, 0, 0, 0}, false, true, nil},
		{"URL Standard §3.5 IPv4 number parser step 6: 9 is no octal digit", "09.0.0.1", [4]byte{}, false, false, ErrNonNumericPart},
		{"URL Standard §3.5 IPv4 number parser step 6: g is no hex digit", "0xg", [4]byte{}, false, false, ErrNonNumericPart},
		{"URL Standard §3.5 IPv4 number parser: a lone 0 is decimal", "0", [4]byte{0, 0, 0, 0}, false, false, nil},
		{"URL Standard §3.5 IPv4 parser step 11: one part fills four bytes", "2130706433", [4]byte{127, 0, 0, 1}, false, false, nil},
		{"URL Standard §3.5 IPv4 parser step 11: two parts, the last fills three bytes", "127.1", [4]byte{127, 0, 0, 1}, false, false, nil},
		{"URL Standard §3.5 IPv4 parser step 11: three parts, the last fills two bytes", "10.1.258", [4]byte{10, 1, 1, 2}, false, false, nil},
		{"URL Standard §3.5 IPv4 parser step 11: 4294967295 is the largest", "4294967295", [4]byte{255, 255, 255, 255}, false, false, nil},
		{"URL Standard §3.5 IPv4 parser step 10: 4294967296 is out of range", "4294967296", [4]byte{}, false, false, ErrOutOfRange},
		{"URL Standard §3.5 IPv4 parser step 9: a part before the last above 255", "256.1", [4]byte{}, false, false, ErrOutOfRange},
		{"URL Standard §3.5 IPv4 parser step 10: the last part above 255 with four parts", "1.2.3.256", [4]byte{}, false, false, ErrOutOfRange},
		{"URL Standard §3.5 IPv4 parser step 10: a very long number stays out of range", "0x100000000000000000000000000000000", [4]byte{}, false, false, ErrOutOfRange},
		{"URL Standard §3.5 IPv4 parser: mixed radixes", "0xc0.0250.1", [4]byte{192, 168, 0, 1}, false, true, nil},
	} {
		got, err := Parse(r.in)
		if !errors.Is(err, r.err) {
			t.Errorf("%s: Parse(%q) error %v, want %v", r.clause, r.in, err, r.err)
			continue
		}
		if err != nil {
			if got != (Result{}) {
				t.Errorf("%s: Parse(%q) = %+v with an error", r.clause, r.in, got)
			}
			continue
		}
		want := Result{Addr: r.want, EmptyPart: r.empty, NonDecimalPart: r.non}
		if got != want {
			t.Errorf("%s: Parse(%q) = %+v, want %+v", r.clause, r.in, got, want)
		}
	}
}

func TestEndsInNumber(t *testing.T) {
	for _, r := range []struct {
		clause, in string
		want       bool
	}{
		{"URL Standard §3.5 ends in a number checker step 4: digits", "example.123", true},
		{"URL Standard §3.5 ends in a number checker step 2: one trailing empty label is ignored", "1.2.3.4.", true},
		{"URL Standard §3.5 ends in a number checker step 2: the empty string", "", false},
		{"URL Standard §3.5 ends in a number checker step 2: a lone dot", ".", false},
		{"URL Standard §3.5 ends in a number checker: two trailing dots leave an empty last label", "1.2..", false},
		{"URL Standard §3.5 ends in a number checker step 5: hexadecimal", "foo.0x1f", true},
		{"URL Standard §3.5 ends in a number checker step 5: 0x alone", "foo.0x", true},
		{"URL Standard §3.5 ends in a number checker step 6: a name", "example.com", false},
		{"URL Standard §3.5 ends in a number checker step 6: 09 is not octal but is all digits", "foo.09", true},
		{"URL Standard §3.5 ends in a number checker step 6: a digit then letters", "foo.1a", false},
		{"URL Standard §3.5 ends in a number checker step 6: 0xg", "foo.0xg", false},
	} {
		if got := EndsInNumber(r.in); got != r.want {
			t.Errorf("%s: EndsInNumber(%q) = %v, want %v", r.clause, r.in, got, r.want)
		}
	}
}

func FuzzParse(f *testing.F) {
	for _, s := range []string{"1.2.3.4", "0x7f.1", "0177.1", "1.2.3.4.", "4294967295", "1..2", ""} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, s string) {
		r, err := Parse(s)
		if err != nil {
			if r != (Result{}) {
				t.Fatalf("Parse(%q) = %+v with error %v", s, r, err)
			}
			return
		}
		// Property: the dotted-decimal form of an accepted address reads
		// back as itself, with no validation error, and ends in a number.
		a := r.Addr
		dd := itoa(a[0]) + "." + itoa(a[1]) + "." + itoa(a[2]) + "." + itoa(a[3])
		back, err := Parse(dd)
		if err != nil || back != (Result{Addr: a}) {
			t.Fatalf("Parse(%q) = %+v; its form %q gives %+v, %v", s, r, dd, back, err)
		}
		if !EndsInNumber(s) {
			t.Fatalf("Parse(%q) accepts, but EndsInNumber is false", s)
		}
	})
}

func itoa(b byte) string {
	if b < 10 {
		return string(rune('0' + b))
	}
	return itoa(b/10) + string(rune('0'+b%10))
}
