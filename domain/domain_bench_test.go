package domain

import (
	"testing"

	"golang.org/x/net/idna"
	"golang.org/x/net/publicsuffix"
)

// Registrable beside x/net's EffectiveTLDPlusOne, on the same hosts. x/net
// wants lowercase A-labels, so on a U-label host it is given
// idna.Lookup.ToASCII first, as a caller of it must. Run
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
				a, err := idna.Lookup.ToASCII(h)
				if err != nil {
					b.Fatal(err)
				}
				if _, err := publicsuffix.EffectiveTLDPlusOne(a); err != nil {
					b.Fatal(err)
				}
			}
		})
	}
}
