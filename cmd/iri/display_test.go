package main

import (
	"strings"
	"testing"
)

func TestDisplay(t *testing.T) {
	tests := []struct {
		args []string
		out  string
		code int
	}{
		// RFC 3987 §3.2, 3987bis-13 §4.2 step 7: readable.
		{[]string{"http://xn--rsum-bpad.example/caf%C3%A9"}, "http://résumé.example/café\n", 0},
		// RFC 3987 §4.4 example 8 (Hebrew): the segments that break §4.2 stay encoded.
		{[]string{"http://ab.cd.ef/\u05d6\u05d71/2\u05d8\u05d9/\u05db\u05dc.html"}, "http://ab.cd.ef/%D7%96%D7%971/2%D7%98%D7%99/\u05db\u05dc.html\n", 0},
		// RFC 3987 §8: a spoof host as its A-label.
		{[]string{"http://p\u0430ypal.com/"}, "http://xn--pypal-4ve.com/\n", 0},
		// RFC 3987 §4.1: wrapping.
		{[]string{"--wrap", "isolate", "http://x/\u05d0"}, "\u2066http://x/\u05d0\u2069\n", 0},
		{[]string{"--wrap=embed", "http://x/\u05d0"}, "\u202ahttp://x/\u05d0\u202c\n", 0},
		// 3987bis-13 §8.6: caller-defined scripts.
		{[]string{"--scripts", "Latin", "http://x/\u05d0/\u00e9"}, "http://x/%D7%90/\u00e9\n", 0},
		// Decisions, in the format of iri check.
		{[]string{"--explain", "http://x/a%E2%80%8Bb", "http://x/"}, "http://x/a%E2%80%8Bb\n" +
			"arg:1:10: warning INVISIBLE_CHARACTER: invisible character U+200B ZERO WIDTH SPACE (RFC 3987 §6.1 b, §8); kept percent-encoded\n" +
			"http://x/\n", 0},
		{[]string{"--json", "http://x/%E2%80%AE"}, `{"arg":1,"input":"http://x/%E2%80%AE","result":"http://x/%E2%80%AE"}` + "\n", 0},
		{[]string{"--json", "--explain", "http://x/%E9"}, `{"arg":1,"input":"http://x/%E9","result":{"display":"http://x/%E9","decisions":[{"offset":9,"length":3,"component":"path","severity":"warning","code":"PERCENT_NOT_UTF8","message":"percent-encoding \"%E9\" is not well-formed UTF-8; kept as it is (RFC 3987 §3.2 step 3, §6.4)"}]}}` + "\n", 0},
	}
	for _, tt := range tests {
		code, out, errOut := runCmd(t, "", append([]string{"display"}, tt.args...)...)
		if code != tt.code || out != tt.out || errOut != "" {
			t.Errorf("display %q: exit %d, stdout %q, stderr %q; want %d, %q", tt.args, code, out, errOut, tt.code, tt.out)
		}
	}
	for _, args := range [][]string{{"--wrap", "rtl"}, {"--scripts", "Latin,Klingon"}} {
		code, _, errOut := runCmd(t, "", append([]string{"display"}, args...)...)
		if code != 2 || !strings.Contains(errOut, "usage: iri display") {
			t.Errorf("display %q: exit %d, stderr %q", args, code, errOut)
		}
	}
}

// TestTopDomainsByDefault: display and check protect the browser's top
// domains unless --no-top-domains, beside --protected-names; DNS hosts are
// shown in lowercase.
func TestTopDomainsByDefault(t *testing.T) {
	spoof := "https://g\u043e\u043egle.com/"
	for _, tt := range []struct {
		args []string
		want bool
	}{
		{[]string{"display", "--explain", spoof}, true},
		{[]string{"check", spoof}, true},
		{[]string{"display", "--explain", "--no-top-domains", spoof}, false},
		{[]string{"check", "--no-top-domains", spoof}, false},
		{[]string{"check", "--no-top-domains", "--protected-names", "google.com", spoof}, true},
	} {
		_, out, _ := runCmd(t, "", tt.args...)
		if got := strings.Contains(out, "PROTECTED_NAME_LOOKALIKE"); got != tt.want {
			t.Errorf("%q: PROTECTED_NAME_LOOKALIKE %v, want %v:\n%s", tt.args, got, tt.want, out)
		}
		if strings.Contains(out, "\u043e") {
			t.Errorf("%q: the look-alike is quoted raw:\n%s", tt.args, out)
		}
	}
	if _, out, _ := runCmd(t, "", "display", "https://PayPaI.COM/"); out != "https://paypai.com/\n" {
		t.Errorf("display of an uppercase DNS host = %q, want it in lowercase", out)
	}
}
