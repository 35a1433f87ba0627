package iri

import (
	"os"
	"path/filepath"
	"strconv"
	"strings"
	"testing"
	"unicode"
	"unicode/utf8"

	"golang.org/x/text/unicode/norm"
)

// displayOnly are the codes of Display's own decisions, which Check does
// not report: the userinfo Display leaves out.
var displayOnly = map[Code]bool{CodeUserinfoHidden: true}

// checkDisplayDisagree returns the first decision Display reports on x that
// Check, with the same host options, does not report with the same code
// at the same offset (issue: Check and Display make one decision), or "".
func checkDisplayDisagree(x IRI, ho HostOptions, keepUserinfo bool) string {
	_, ds := DisplayOptions{HostOptions: ho, KeepUserinfo: keepUserinfo}.Display(x)
	if len(ds) == 0 {
		return ""
	}
	vs := CheckOptions{HostOptions: ho}.Check(x)
	for _, d := range ds {
		if displayOnly[d.Code] {
			continue
		}
		found := false
		for _, v := range vs {
			found = found || v.Code == d.Code && v.Offset == d.Offset
		}
		if !found {
			return "Display reports " + d.String() + "; Check reports " + strconv.Itoa(len(vs)) + ": " + violationsString(vs)
		}
	}
	return ""
}

func violationsString(vs []Violation) string {
	var b strings.Builder
	for _, v := range vs {
		b.WriteString("\n\t" + v.String())
	}
	return b.String()
}

// agreementInputs are the IRIs of the test tables and the fuzz corpus of
// FuzzDisplay and FuzzCheck.
func agreementInputs(t *testing.T) []string {
	var in []string
	for _, tc := range displayCases {
		in = append(in, tc.in)
	}
	for _, tc := range chkCases {
		in = append(in, tc.in)
	}
	in = append(in, chkClean...)
	for _, tc := range spoofCases {
		in = append(in, "http://"+tc.host+"/", "https://"+strings.ToUpper(tc.host[:1])+tc.host[1:]+"/x%E2%80%AEy")
	}
	in = append(in, newcomerCases...)
	for _, dir := range []string{"testdata/fuzz/FuzzDisplay", "testdata/fuzz/FuzzCheck"} {
		files, _ := filepath.Glob(filepath.Join(dir, "*"))
		for _, f := range files {
			b, err := os.ReadFile(f)
			if err != nil {
				t.Fatal(err)
			}
			for _, line := range strings.Split(string(b), "\n") {
				if s, ok := strings.CutPrefix(line, "string("); ok {
					if u, err := strconv.Unquote(strings.TrimSuffix(s, ")")); err == nil {
						in = append(in, u)
					}
				}
			}
		}
	}
	return in
}

// TestCheckDisplayAgree: every decision Display reports, Check reports
// with the same code at the same offset, paths included, for the same
// host options, over the test tables and the fuzz corpus; Check's scheme
// and syntax findings are its own.
func TestCheckDisplayAgree(t *testing.T) {
	hos := []HostOptions{{}, {Scripts: []*unicode.RangeTable{unicode.Latin, unicode.Hebrew}},
		{ProtectedNames: map[string]string{Skeleton("paypal.com"): "paypal.com", Skeleton("google.com"): "google.com", "googlecorn": "google.com"}}}
	for _, s := range agreementInputs(t) {
		x, err := Parse(s)
		if err != nil {
			continue
		}
		for i, ho := range hos {
			for _, keep := range []bool{false, true} {
				if why := checkDisplayDisagree(x, ho, keep); why != "" {
					t.Errorf("%q (options %d, KeepUserinfo %v): %s", s, i, keep, why)
				}
			}
		}
	}
}

// TestNotNFCAlone: the characters notNFC lists are those that are not in
// NFC by themselves (UAX #15 §9, NFC_Quick_Check=No: composition
// exclusions, singletons, non-starter decompositions), and no character
// above maxDecomposed has a canonical decomposition.
func TestNotNFCAlone(t *testing.T) {
	var b [utf8.UTFMax]byte
	for r := rune(0x80); r <= unicode.MaxRune; r++ {
		if !utf8.ValidRune(r) {
			continue
		}
		n := utf8.EncodeRune(b[:], r)
		decomposed := len(norm.NFC.Properties(b[:n]).Decomposition()) != 0
		if r >= maxDecomposed && decomposed {
			t.Fatalf("%U above maxDecomposed has a canonical decomposition", r)
		}
		if decomposed && notNFC(r) != !norm.NFC.IsNormal(b[:n]) {
			t.Fatalf("notNFC(%U) = %v", r, notNFC(r))
		}
	}
}
