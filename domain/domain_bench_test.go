package domain

import (
	"strings"
	"testing"

	"golang.org/x/net/idna"
	"golang.org/x/net/publicsuffix"
)

// Registrable beside x/net's EffectiveTLDPlusOne, on the same hosts. x/net
// wants lowercase A-labels, so it is given what a caller of it must do
// first: nothing for a lowercase ASCII host, strings.ToLower for an
// uppercase one, idna.Lookup.ToASCII for U-labels. Run
//
//	go test -run X -bench . -count 8 ./domain | benchstat -col /impl -
var benchHosts = map[string]string{
	"ascii":  "www.example.co.uk",
	"upper":  "WWW.Example.COM",
	"ulabel": "www.bücher.example.de",
}

func BenchmarkRegistrable(b *testing.B) {
	for _, name := range []string{"ascii", "upper", "ulabel"} {
		h := benchHosts[name]
		b.Run("host="+name+"/impl=iri", func(b *testing.B) {
			b.ReportAllocs()
			for b.Loop() {
				if _, err := Registrable(h); err != nil {
					b.Fatal(err)
				}
			}
		})
		b.Run("host="+name+"/impl=x-net", func(b *testing.B) {
			b.ReportAllocs()
			for b.Loop() {
				a := h
				switch name {
				case "upper":
					a = strings.ToLower(h)
				case "ulabel":
					var err error
					if a, err = idna.Lookup.ToASCII(h); err != nil {
						b.Fatal(err)
					}
				}
				if _, err := publicsuffix.EffectiveTLDPlusOne(a); err != nil {
					b.Fatal(err)
				}
			}
		})
	}
}
