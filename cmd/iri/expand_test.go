package main

import (
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// writeVars writes a variables file and returns its path.
func writeVars(t *testing.T, json string) string {
	t.Helper()
	p := filepath.Join(t.TempDir(), "vars.json")
	if err := os.WriteFile(p, []byte(json), 0o644); err != nil {
		t.Fatal(err)
	}
	return p
}

// rfcVarsJSON are the variables of RFC 6570 §3.2.
const rfcVarsJSON = `{
	"count": ["one", "two", "three"], "dom": ["example", "com"], "dub": "me/too",
	"hello": "Hello World!", "half": "50%", "var": "value", "who": "fred",
	"base": "http://example.com/home/", "path": "/foo/bar", "list": ["red", "green", "blue"],
	"keys": {"semi": ";", "dot": ".", "comma": ","}, "v": "6", "x": 1024, "y": "768",
	"empty": "", "empty_keys": {}, "undef": null
}`

func TestExpandRFC(t *testing.T) {
	vars := writeVars(t, rfcVarsJSON)
	// RFC 6570 §3.2.1-§3.2.9, one row per operator and modifier.
	rows := [][2]string{
		{"{count}", "one,two,three"},
		{"{/count*}", "/one/two/three"},
		{"{;count*}", ";count=one;count=two;count=three"},
		{"{hello}", "Hello%20World%21"},
		{"O{undef}X", "OX"},
		{"{+base}index", "http://example.com/home/index"},
		{"{+keys}", "semi,;,dot,.,comma,,"},
		{"foo{#empty}", "foo#"},
		{"X{.keys*}", "X.semi=%3B.dot=..comma=%2C"},
		{"X{.empty_keys}", "X"},
		{"{/list*,path:4}", "/red/green/blue/%2Ffoo"},
		{"{;v,empty,who}", ";v=6;empty;who=fred"},
		{"{?x,y,empty}", "?x=1024&y=768&empty="},
		{"?fixed=yes{&x}", "?fixed=yes&x=1024"},
	}
	var args, want []string
	for _, r := range rows {
		args = append(args, r[0])
		want = append(want, r[1])
	}
	code, out, errOut := runCmd(t, "", append([]string{"expand", "--form", "uri", "--vars", vars}, args...)...)
	if code != 0 || errOut != "" {
		t.Fatalf("exit %d, stderr %q", code, errOut)
	}
	if got := strings.Split(strings.TrimSuffix(out, "\n"), "\n"); strings.Join(got, "\n") != strings.Join(want, "\n") {
		t.Errorf("stdout:\n%s\nwant:\n%s", out, strings.Join(want, "\n"))
	}
}

func TestExpandIRIForm(t *testing.T) {
	vars := writeVars(t, `{"q": "données", "page": 2, "title": "مصر", "bidi": "a\u202Eb", "list": ["红", "绿"]}`)
	code, out, errOut := runCmd(t, "http://ex/wiki/{title}\n{/list*}\n", "expand", "--vars", vars,
		"http://ex/search{?q,page}", "-", "http://ex/{bidi}")
	if code != 0 || errOut != "" {
		t.Fatalf("exit %d, stderr %q", code, errOut)
	}
	want := "http://ex/search?q=données&page=2\nhttp://ex/wiki/مصر\n/红/绿\nhttp://ex/a%E2%80%AEb\n"
	if out != want {
		t.Errorf("stdout %q, want %q", out, want)
	}
	code, out, _ = runCmd(t, "", "expand", "--vars", vars, "--form=uri", "{?q}")
	if code != 0 || out != "?q=donn%C3%A9es\n" {
		t.Errorf("--form=uri: exit %d, %q", code, out)
	}
}

func TestExpandErrors(t *testing.T) {
	vars := writeVars(t, `{"v": "[", "p": "8a"}`)
	code, out, errOut := runCmd(t, "", "expand", "--vars", vars, "--on-error=empty",
		"{a|b}", "ok", "http://x/{+v}", "http://x:{+p}/", "{x:0}")
	if code != 1 {
		t.Errorf("exit %d, want 1", code)
	}
	if out != "\nok\n\n\n\n" {
		t.Errorf("stdout %q", out)
	}
	checkErrLines(t, errOut, []string{
		`arg:1:2: invalid template: character U+007C '|': "{a|b}" (variable-list)`,
		`arg:3:9: expansion of expression "{+v}" of "http://x/{+v}" is not a valid reference: "http://x/["`,
		`arg:4:9: expansion of expression "{+p}" of "http://x:{+p}/" is not a valid reference`,
		`arg:5:3: invalid template: character U+0030 '0': "{x:0}" (max-length)`,
	})
	code, out, _ = runCmd(t, "", "expand", "--vars", vars, "--json", "{a|b}", "x{v}")
	want := `{"arg":1,"input":"{a|b}","error":{"offset":2,"component":"template","rule":"variable-list","message":"invalid template: character U+007C '|': \"{a|b}\" (variable-list)"}}
{"arg":2,"input":"x{v}","result":"x%5B"}
`
	if code != 1 || out != want {
		t.Errorf("--json: exit %d, stdout\n%s\nwant\n%s", code, out, want)
	}
}

func TestExpandVarsFile(t *testing.T) {
	code, _, errOut := runCmd(t, "", "expand", "{x}")
	if code != 2 || !strings.Contains(errOut, "missing --vars FILE") {
		t.Errorf("no --vars: exit %d, %q", code, errOut)
	}
	code, _, errOut = runCmd(t, "", "expand", "--vars", filepath.Join(t.TempDir(), "none.json"), "{x}")
	if code != 1 || !strings.HasPrefix(errOut, "iri expand: ") {
		t.Errorf("missing file: exit %d, %q", code, errOut)
	}
	for _, r := range []struct{ json, want string }{
		{`[1]`, ":1:0: the variables must be a JSON object"},
		{"{\n \"a\": true}", ":2:6: the value of \"a\" must be"},
		{`{"a": [{}]}`, `:1:7: the members of list "a" must be strings`},
		{`{"a": {"k": []}}`, `:1:12: the values of associative array "a" must be strings, numbers or null`},
		{`{"a": "x", "a": "y"}`, `:1:11: variable "a" is given twice`},
		{`{"a": {"k": "1", "k": "2"}}`, `:1:17: name "k" appears twice in associative array "a"`},
		{`{"a": "x"`, ":1:9: unexpected end of the JSON text"},
		{`{"a": "x"} {}`, ":1:11: text after the JSON object"},
	} {
		p := writeVars(t, r.json)
		code, _, errOut := runCmd(t, "", "expand", "--vars", p, "{a}")
		if code != 1 || !strings.HasPrefix(errOut, p+r.want) {
			t.Errorf("%s: exit %d, stderr %q, want prefix %q", r.json, code, errOut, p+r.want)
		}
	}
	// --vars - reads the object from standard input; its errors are "-:LINE:OFFSET".
	if code, out, errOut := runCmd(t, `{"q": "données"}`, "expand", "--vars", "-", "/s{?q}"); code != 0 || out != "/s?q=données\n" {
		t.Errorf("--vars -: exit %d, %q, %q", code, out, errOut)
	}
	if code, _, errOut := runCmd(t, "{\n \"a\": true}", "expand", "--vars", "-", "{a}"); code != 1 || !strings.HasPrefix(errOut, "-:2:6: the value of \"a\" must be") {
		t.Errorf("--vars - with a bad object: exit %d, %q", code, errOut)
	}
	for _, args := range [][]string{{}, {"{a}", "-"}} {
		code, _, errOut := runCmd(t, `{"a": "x"}`, append([]string{"expand", "--vars", "-"}, args...)...)
		if code != 2 || !strings.Contains(errOut, "give the templates as arguments") {
			t.Errorf("--vars - %q: exit %d, %q", args, code, errOut)
		}
	}
	// A blank file is no variables: every variable is undefined.
	if code, out, _ := runCmd(t, " \n", "expand", "--vars", "-", "/s{?q}"); code != 0 || out != "/s\n" {
		t.Errorf("blank variables: exit %d, %q", code, out)
	}
	// Order of associative arrays is the file's; null members are undefined.
	p := writeVars(t, `{"k": {"z": "1", "a": null, "m": "2"}}`)
	if code, out, _ := runCmd(t, "", "expand", "--vars", p, "{?k*}"); code != 0 || out != "?z=1&m=2\n" {
		t.Errorf("order: exit %d, %q", code, out)
	}
}
