package main

import (
	"bytes"
	"encoding/json"
	"strconv"
	"strings"
	"testing"

	"github.com/go-iri/iri"
	"golang.org/x/net/idna"
)

// TestIDNAErrorFormat checks the IDNA error in the one format: the offset
// is that of the offending character in the reference as given, the same
// with every option of touri, and the same from the library under every
// IDNA profile.
func TestIDNAErrorFormat(t *testing.T) {
	const ref = "http://a_b.example/"
	const loc = "-:1:8: " // the offending character, '_'

	var first string
	for _, args := range [][]string{
		{"touri", "--idna"},
		{"touri", "--idna", "--leiri"},
		{"touri", "--idna", "--dns-schemes", "http,foo"},
		{"touri", "--idna", "--query-encoding", "shift_jis"},
		{"touri", "--idna", "--json"},
	} {
		_, out, errOut := runCmd(t, ref+"\n", args...)
		msg := errOut
		if args[len(args)-1] == "--json" {
			var obj struct {
				Error struct {
					Offset  int
					Rule    string
					Message string
				}
			}
			if err := json.Unmarshal([]byte(out), &obj); err != nil {
				t.Fatalf("%q: %v: %s", args, err, out)
			}
			msg = "-:1:" + strconv.Itoa(obj.Error.Offset) + ": " + obj.Error.Message + "\n"
			if obj.Error.Rule != "RFC 3987 §3.1" {
				t.Errorf("%q: rule %q", args, obj.Error.Rule)
			}
		}
		if !strings.HasPrefix(msg, loc) || strings.Count(msg, "\n") != 1 || !strings.Contains(msg, `"a_b.example"`) {
			t.Errorf("%q: %q, want one line starting %q quoting the host", args, msg, loc)
		}
		if strings.Contains(msg, "idna:") {
			t.Errorf("%q: x/net's wording leaks: %q", args, msg)
		}
		if first == "" {
			first = msg
		} else if msg != first {
			t.Errorf("%q: %q, not the same as %q", args, msg, first)
		}
	}

	// --leiri: offsets and quotes are about what the user typed, not the
	// percent-encoded form.
	_, _, errOut := runCmd(t, "http://exa mple.com/\n", "touri", "--leiri", "--idna")
	if !strings.HasPrefix(errOut, "-:1:10: ") || strings.Contains(errOut, "%20") || !strings.Contains(errOut, `"exa mple.com"`) {
		t.Errorf("--leiri: %q", errOut)
	}

	// Every IDNA profile gives the same offset.
	x := iri.MustParse(ref)
	var want string
	for _, p := range []*idna.Profile{nil, idna.Lookup, idna.Registration, idna.Display,
		idna.New(idna.MapForLookup(), idna.BidiRule(), idna.StrictDomainName(false))} {
		_, err := iri.ToURIOptions{IDNA: true, IDNAProfile: p}.ToURI(x)
		if err == nil {
			t.Errorf("profile %v accepts %q", p, ref)
			continue
		}
		var b bytes.Buffer
		reportError(&b, "-", 1, err)
		got := b.String()[:len(loc)]
		if want == "" {
			want = got
		} else if got != want {
			t.Errorf("profile %v: %q, want %q", p, got, want)
		}
	}
}
