package main

import (
	"os"
	"path/filepath"
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

// TestMatchRouter: iri match --router FILE picks the most specific
// template per reference and names its line; the options apply to every
// template; a bad template is an error at FILE:LINE.
func TestMatchRouter(t *testing.T) {
	dir := t.TempDir()
	file := filepath.Join(dir, "routes")
	if err := os.WriteFile(file, []byte("/users/{id}\n/users/me\n\n/search{?q,lang}\nfile:///{+path}\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	code, out, errOut := runCmd(t, "/users/42\n/users/me\n/search?lang=en&q=hot+dog\nfile:///home/a.txt\n/nope\n",
		"match", "--router", file, "--any-query-order", "--form-urlencoded")
	want := `{"template":{"line":1,"text":"/users/{id}"},"vars":{"id":"42"}}
{"template":{"line":2,"text":"/users/me"},"vars":{}}
{"template":{"line":4,"text":"/search{?q,lang}"},"vars":{"q":"hot dog","lang":"en"}}
{"template":{"line":5,"text":"file:///{+path}"},"vars":{"path":"home/a.txt"}}
`
	if code != 1 || out != want {
		t.Errorf("exit %d, stdout\n%s\nwant\n%s", code, out, want)
	}
	checkErrLines(t, errOut, []string{`-:5:0: reference "/nope" matches no template: no template of the router starts as the reference does (RFC 6570 §1.4)`})
	code, out, _ = runCmd(t, "", "match", "--json", "--router", file, "/users/7")
	if want := `{"arg":1,"input":"/users/7","result":{"template":{"line":1,"text":"/users/{id}"},"vars":{"id":"7"}}}` + "\n"; code != 0 || out != want {
		t.Errorf("--json: exit %d, %s", code, out)
	}
	// A repeated parameter is no match, naming the variable.
	code, _, errOut = runCmd(t, "", "match", "--router", file, "--any-query-order", "/search?q=1&q=2")
	if code != 1 || !strings.Contains(errOut, `variable "q": closest: line 4; parameter "q" is given 2 times`) {
		t.Errorf("repeated: exit %d, %q", code, errOut)
	}
	bad := filepath.Join(dir, "bad")
	os.WriteFile(bad, []byte("/a/{x}\n/b/{x\n"), 0o644)
	if code, _, errOut = runCmd(t, "", "match", "--router", bad, "/a/1"); code != 1 || !strings.HasPrefix(errOut, bad+":2:") {
		t.Errorf("bad template: exit %d, %q", code, errOut)
	}
}
