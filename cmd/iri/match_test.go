package main

import (
	"strings"
	"testing"
)

func TestMatchArgs(t *testing.T) {
	code, out, errOut := runCmd(t, "", "match", "https://api.example.com/repos/{owner}/{repo}/issues{/number}{?state,labels}",
		"https://api.example.com/repos/go-iri/iri/issues/30?state=open&labels=bug,help%20wanted",
		"https://api.example.com/repos/a/b/issues")
	if code != 0 || errOut != "" {
		t.Fatalf("exit %d, stderr %q", code, errOut)
	}
	want := `{"owner":"go-iri","repo":"iri","number":"30","state":"open","labels":["bug","help wanted"]}
{"owner":"a","repo":"b"}
`
	if out != want {
		t.Errorf("stdout\n%s\nwant\n%s", out, want)
	}
}

func TestMatchDecodesAsToIRI(t *testing.T) {
	code, out, _ := runCmd(t, "/caf%C3%A9/x\n/café/x\n", "match", "/{name}/{+rest}")
	if want := "{\"name\":\"café\",\"rest\":\"x\"}\n{\"name\":\"café\",\"rest\":\"x\"}\n"; code != 0 || out != want {
		t.Errorf("exit %d, stdout %q, want %q", code, out, want)
	}
	code, out, _ = runCmd(t, "", "match", "{?keys*}", "?semi=%3B&dot=.")
	if want := "{\"keys\":{\"semi\":\";\",\"dot\":\".\"}}\n"; code != 0 || out != want {
		t.Errorf("exit %d, stdout %q, want %q", code, out, want)
	}
}

func TestMatchErrors(t *testing.T) {
	code, out, errOut := runCmd(t, "/a/1\n/b/2\na b\n/a/3\n", "match", "--on-error=empty", "/a/{x}")
	if code != 1 {
		t.Errorf("exit %d, want 1", code)
	}
	if out != "{\"x\":\"1\"}\n\n\n{\"x\":\"3\"}\n" {
		t.Errorf("stdout %q", out)
	}
	checkErrLines(t, errOut, []string{
		`-:2:1: reference "/b/2" does not match template "/a/{x}": expected "a/" (RFC 6570 §1.4)`,
		`-:3:1: invalid character U+0020`,
	})
	code, out, _ = runCmd(t, "", "match", "--json", "/a/{x}", "/b")
	want := `{"arg":2,"input":"/b","error":{"offset":1,"component":"input","rule":"RFC 6570 §1.4","message":"reference \"/b\" does not match template \"/a/{x}\": expected \"a/\" (RFC 6570 §1.4)"}}` + "\n"
	if code != 1 || out != want {
		t.Errorf("--json: exit %d, stdout\n%s\nwant\n%s", code, out, want)
	}
	code, _, errOut = runCmd(t, "", "match", "{x", "y")
	if code != 1 || !strings.HasPrefix(errOut, "arg:1:2: invalid template: unexpected end of input") {
		t.Errorf("bad template: exit %d, %q", code, errOut)
	}
	if code, _, errOut = runCmd(t, "", "match"); code != 2 || !strings.Contains(errOut, "missing TEMPLATE") {
		t.Errorf("no template: exit %d, %q", code, errOut)
	}
}

func TestMatchAnyQueryOrder(t *testing.T) {
	code, out, _ := runCmd(t, "", "match", "--any-query-order", "/search{?q,lang}", "/search?utm=1&lang=fr&q=chien")
	if want := "{\"q\":\"chien\",\"lang\":\"fr\"}\n"; code != 0 || out != want {
		t.Errorf("exit %d, stdout %q, want %q", code, out, want)
	}
	if code, _, _ := runCmd(t, "", "match", "/search{?q,lang}", "/search?lang=fr&q=chien"); code != 1 {
		t.Errorf("in order: exit %d, want 1", code)
	}
}
