package main

import (
	"bufio"
	"bytes"
	"encoding/json"
	"errors"
	"io"
	"os"
	"strconv"
	"strings"
	"testing"
	"testing/iotest"

	"github.com/go-iri/iri"
	"github.com/go-iri/iri/domain"
)

// runCmd runs the iri command line args with the given stdin and returns
// the exit status, stdout and stderr.
func runCmd(t *testing.T, stdin string, args ...string) (int, string, string) {
	t.Helper()
	var stdout, stderr bytes.Buffer
	code := run(args, strings.NewReader(stdin), &stdout, &stderr)
	return code, stdout.String(), stderr.String()
}

func TestParseArgs(t *testing.T) {
	code, out, errOut := runCmd(t, "", "parse",
		"http://user:pw@[::1]:81/p?q#f", "http://x", "", "file:///etc", "http://x:/?#", "../a", "http://1.2.3.4/")
	if code != 0 || errOut != "" {
		t.Fatalf("exit %d, stderr %q", code, errOut)
	}
	want := `input:     http://user:pw@[::1]:81/p?q#f
scheme:    http
userinfo:  user:pw
host:      [::1] (IPv6address)
port:      81
path:      /p
query:     q
fragment:  f

input:     http://x
scheme:    http
host:      x (ireg-name)
path:      ""

input:     ""
path:      ""

input:     file:///etc
scheme:    file
host:      "" (ireg-name)
path:      /etc

input:     http://x:/?#
scheme:    http
host:      x (ireg-name)
port:      ""
path:      /
query:     ""
fragment:  ""

input:     ../a
path:      ../a

input:     http://1.2.3.4/
scheme:    http
host:      1.2.3.4 (IPv4address)
path:      /
`
	if out != want {
		t.Errorf("stdout:\n%s\nwant:\n%s", out, want)
	}
}

func TestParseStdin(t *testing.T) {
	// CRLF and LF endings, an empty line (the empty reference), and a last
	// line without a newline.
	in := "http://a/\r\nb?c\n\nd#e"
	code, out, errOut := runCmd(t, in, "parse")
	if code != 0 || errOut != "" {
		t.Fatalf("exit %d, stderr %q", code, errOut)
	}
	want := `input:     http://a/
scheme:    http
host:      a (ireg-name)
path:      /

input:     b?c
path:      b
query:     c

input:     ""
path:      ""

input:     d#e
path:      d
fragment:  e
`
	if out != want {
		t.Errorf("stdout:\n%s\nwant:\n%s", out, want)
	}
}

func TestOnlyLineEndingStripped(t *testing.T) {
	// "\r\r\n" leaves one "\r"; a lone "\r" at EOF stays; spaces stay.
	in := "a\r\r\n http://x/\nhttp://x/ \nb\r"
	code, out, errOut := runCmd(t, in, "parse")
	if code != 1 {
		t.Errorf("exit %d, want 1", code)
	}
	if out != "" {
		t.Errorf("stdout %q, want nothing", out)
	}
	wantErr := []string{
		"-:1:1: ",
		"-:2:0: ",
		"-:3:9: ",
		"-:4:1: ",
	}
	checkErrLines(t, errOut, wantErr)
}

// checkErrLines checks that stderr has one line per prefix, in order.
func checkErrLines(t *testing.T, errOut string, prefixes []string) {
	t.Helper()
	lines := strings.Split(strings.TrimSuffix(errOut, "\n"), "\n")
	if len(lines) != len(prefixes) {
		t.Fatalf("stderr has %d lines, want %d:\n%s", len(lines), len(prefixes), errOut)
	}
	for i, p := range prefixes {
		if !strings.HasPrefix(lines[i], p) {
			t.Errorf("stderr line %d = %q, want prefix %q", i+1, lines[i], p)
		}
	}
}

func TestInvalidLinesContinue(t *testing.T) {
	in := "http://a/\nhttp://x/a b\nb\nhttp://h:8x/\n%zz\nc\n"
	code, out, errOut := runCmd(t, in, "parse")
	if code != 1 {
		t.Errorf("exit %d, want 1", code)
	}
	want := `input:     http://a/
scheme:    http
host:      a (ireg-name)
path:      /

input:     b
path:      b

input:     c
path:      c
`
	if out != want {
		t.Errorf("stdout:\n%s\nwant:\n%s", out, want)
	}
	wantErr := `-:2:10: invalid character U+0020 in path: "http://x/a b" (ipchar)` + "\n"
	lines := strings.SplitAfter(errOut, "\n")
	if len(lines) != 4 || lines[0] != wantErr {
		t.Errorf("stderr:\n%s\nwant first line:\n%s", errOut, wantErr)
	}
	checkErrLines(t, errOut, []string{
		"-:2:10: ",
		"-:4:10: invalid character U+0078 'x' in port",
		"-:5:1: invalid percent-encoding",
	})
	if strings.Contains(errOut, "at offset") {
		t.Errorf("stderr repeats the offset:\n%s", errOut)
	}
}

func TestInvalidArgs(t *testing.T) {
	code, out, errOut := runCmd(t, "ignored\n", "parse", "a", "b c", "d")
	if code != 1 {
		t.Errorf("exit %d, want 1", code)
	}
	if n := strings.Count(out, "input:"); n != 2 {
		t.Errorf("stdout has %d lines, want 2:\n%s", n, out)
	}
	checkErrLines(t, errOut, []string{`arg:2:1: invalid character U+0020 in path: "b c" (ipchar)`})
}

func TestFilterArgBase(t *testing.T) {
	var stdout, stderr bytes.Buffer
	fn := func(dst []byte, l *line) ([]byte, error) {
		_, err := iri.Parse(l.ref)
		return append(dst, l.ref+"\n"...), err
	}
	code := filter([]string{"a", "%"}, 1, nil, &stdout, &stderr, &outputFlags{}, fn)
	if code != 1 || stdout.String() != "a\n" {
		t.Errorf("exit %d, stdout %q", code, stdout.String())
	}
	checkErrLines(t, stderr.String(), []string{"arg:3:1: "})

	// An error that is not a ParseError has no offset.
	stderr.Reset()
	code = filter([]string{"x"}, 0, nil, io.Discard, &stderr, &outputFlags{}, func(dst []byte, l *line) ([]byte, error) {
		return dst, errors.New("iri: base is not absolute")
	})
	if code != 1 || stderr.String() != "arg:1:0: base is not absolute\n" {
		t.Errorf("exit %d, stderr %q", code, stderr.String())
	}
}

func TestLongLines(t *testing.T) {
	long := "http://x/" + strings.Repeat("a", 2<<20)
	bad := "http://x/" + strings.Repeat("b", 3<<20) + " "
	in := "first\n" + long + "\r\n" + bad + "\n" + long + "\nlast"
	code, out, errOut := runCmd(t, in, "parse", "--json")
	if code != 1 {
		t.Errorf("exit %d, want 1", code)
	}
	if errOut != "" {
		t.Errorf("stderr in JSON mode: %.200q", errOut)
	}
	if !strings.Contains(out, `{"line":3,`) || !strings.Contains(out, `"error":{"offset":`+strconv.Itoa(len(bad)-1)+`,"component":"path"`) {
		t.Errorf("no error record for line 3")
	}
	sc := bufio.NewScanner(strings.NewReader(out))
	sc.Buffer(nil, 8<<20)
	var inputs []string
	for sc.Scan() {
		var obj struct {
			Input  string
			Result struct{ Path string }
			Error  any
		}
		if err := json.Unmarshal(sc.Bytes(), &obj); err != nil {
			t.Fatal(err)
		}
		if obj.Error != nil {
			continue
		}
		inputs = append(inputs, obj.Input)
		if obj.Input == long && obj.Result.Path != long[len("http://x"):] {
			t.Errorf("long line: path has %d bytes", len(obj.Result.Path))
		}
	}
	if err := sc.Err(); err != nil {
		t.Fatal(err)
	}
	if len(inputs) != 4 || inputs[0] != "first" || inputs[1] != long || inputs[2] != long || inputs[3] != "last" {
		t.Errorf("got %d results", len(inputs))
	}
}

func TestSmallReads(t *testing.T) {
	// Lines split across reads of one byte.
	in := "a\r\nb\n\nc"
	var stdout, stderr bytes.Buffer
	code := run([]string{"parse", "--json"}, iotest.OneByteReader(strings.NewReader(in)), &stdout, &stderr)
	if code != 0 || stderr.Len() != 0 {
		t.Fatalf("exit %d, stderr %q", code, stderr.String())
	}
	want := `{"line":1,"input":"a","result":{"path":"a","absolute":false}}
{"line":2,"input":"b","result":{"path":"b","absolute":false}}
{"line":3,"input":"","result":{"path":"","absolute":false}}
{"line":4,"input":"c","result":{"path":"c","absolute":false}}
`
	if stdout.String() != want {
		t.Errorf("stdout:\n%s\nwant:\n%s", stdout.String(), want)
	}
}

func TestReadError(t *testing.T) {
	r := io.MultiReader(strings.NewReader("a\nb"), iotest.ErrReader(errors.New("disk on fire")))
	var stdout, stderr bytes.Buffer
	code := run([]string{"parse", "--json"}, r, &stdout, &stderr)
	if code != 1 {
		t.Errorf("exit %d, want 1", code)
	}
	if stdout.String() != `{"line":1,"input":"a","result":{"path":"a","absolute":false}}`+"\n" {
		t.Errorf("stdout %q", stdout.String())
	}
	if stderr.String() != "-:2:0: cannot read standard input: disk on fire\n" {
		t.Errorf("stderr %q", stderr.String())
	}
}

type failWriter struct{ n int }

func (w *failWriter) Write(p []byte) (int, error) {
	w.n++
	return 0, errors.New("pipe closed")
}

func TestWriteError(t *testing.T) {
	in := strings.Repeat("http://example.com/\n", 100000)
	w := &failWriter{}
	var stderr bytes.Buffer
	code := run([]string{"parse"}, strings.NewReader(in), w, &stderr)
	if code != 1 || stderr.String() != "iri: cannot write standard output: pipe closed\n" {
		t.Errorf("exit %d, stderr %q", code, stderr.String())
	}
	if w.n != 1 {
		t.Errorf("%d writes after the first failure, want none", w.n-1)
	}
}

// jsonResult has a pointer for each optional member, to tell absent from
// empty.
type jsonResult struct {
	Scheme    *string `json:"scheme"`
	Authority *string `json:"authority"`
	Userinfo  *string `json:"userinfo"`
	Host      *string `json:"host"`
	HostKind  *string `json:"hostKind"`
	Port      *string `json:"port"`
	Path      *string `json:"path"`
	Query     *string `json:"query"`
	Fragment  *string `json:"fragment"`
	Absolute  *bool   `json:"absolute"`
	Origin    *string `json:"origin"`
	Domain    *string `json:"registrableDomain"`
}

func TestParseJSON(t *testing.T) {
	refs := []string{
		"http://user:pw@[::1]:81/p?q#f",
		"http://@x:/?#",
		"file:///etc/hosts",
		"mailto:José@example.com?subject=Olá",
		"http://例え.テスト/パス",
		"http://[v7.abc]/",
		"//example.net/other",
		"../../g?y#s",
		"#frag",
		"",
		"urn:isbn:0451450523",
		"http://x/?\uE000",
		"http://x/\u00a0",
		"https://www.bücher.example.co.uk:8443/",
		"HTTP://WWW.Example.COM:80/",
	}
	in := strings.Join(refs, "\n") + "\n"
	code, out, errOut := runCmd(t, in, "parse", "--json")
	if code != 0 || errOut != "" {
		t.Fatalf("exit %d, stderr %q", code, errOut)
	}
	lines := strings.Split(strings.TrimSuffix(out, "\n"), "\n")
	if len(lines) != len(refs) {
		t.Fatalf("%d lines of output, want %d:\n%s", len(lines), len(refs), out)
	}
	opt := func(has bool, v string) *string {
		if !has {
			return nil
		}
		return &v
	}
	for i, line := range lines {
		dec := json.NewDecoder(strings.NewReader(line))
		dec.DisallowUnknownFields()
		var rec struct {
			Line   int        `json:"line"`
			Input  string     `json:"input"`
			Result jsonResult `json:"result"`
		}
		if err := dec.Decode(&rec); err != nil {
			t.Errorf("line %d %q: %v", i+1, line, err)
			continue
		}
		if dec.More() {
			t.Errorf("line %d: more than one JSON value: %q", i+1, line)
		}
		if rec.Line != i+1 || rec.Input != refs[i] {
			t.Errorf("line %d: record of line %d, input %q", i+1, rec.Line, rec.Input)
		}
		got := rec.Result
		x := iri.MustParse(refs[i])
		abs := x.IsAbs()
		want := jsonResult{
			Scheme:    opt(x.IsAbs(), x.Scheme()),
			Authority: opt(x.HasAuthority(), x.Authority()),
			Userinfo:  opt(x.HasUserinfo(), x.Userinfo()),
			Host:      opt(x.HasAuthority(), x.Host()),
			HostKind:  opt(x.HasAuthority(), x.HostKind().String()),
			Port:      opt(x.HasPort(), x.Port()),
			Path:      opt(true, x.Path()),
			Query:     opt(x.HasQuery(), x.Query()),
			Fragment:  opt(x.HasFragment(), x.Fragment()),
			Absolute:  &abs,
		}
		if abs {
			o, err := x.Origin()
			want.Origin = opt(err == nil, o.String())
			d, err := domain.Registrable(x.Host())
			want.Domain = opt(err == nil && x.HostKind() == iri.HostRegName, d)
		}
		gotJ, _ := json.Marshal(got)
		wantJ, _ := json.Marshal(want)
		if !bytes.Equal(gotJ, wantJ) {
			t.Errorf("line %d:\n got %s\nwant %s", i+1, gotJ, wantJ)
		}
	}
}

func TestAppendJSONString(t *testing.T) {
	for _, s := range []string{
		"", "plain", `"quoted"`, `back\slash`, "tab\tnl\ncr\r", "\x00\x01\x1f\x7f",
		"<&>", "é日本\U0001F600", "\u2028\u2029", "bad\xffutf8\xc3", "\ue000\U000E0041",
	} {
		b := appendJSONString([]byte("x"), s)
		if b[0] != 'x' {
			t.Fatalf("prefix lost")
		}
		var got string
		if err := json.Unmarshal(b[1:], &got); err != nil {
			t.Errorf("%q: %s: %v", s, b[1:], err)
			continue
		}
		want := strings.ToValidUTF8(s, "\uFFFD")
		if got != want {
			t.Errorf("%q: decoded %q, want %q", s, got, want)
		}
		if std, _ := json.Marshal(s); bytes.ContainsAny(b[1:], "\u2028\u2029\n") != bytes.ContainsAny(std, "\u2028\u2029\n") {
			t.Errorf("%q: %s, encoding/json gives %s", s, b[1:], std)
		}
	}
}

func TestNeedsQuote(t *testing.T) {
	for s, want := range map[string]bool{
		"": true, "a": false, "a b": true, "a\tb": true, `"`: true, "\x7f": true,
		"é": false, "日本": false, "\u00a0": true, "\u200b": true, "\u3000": true, "\xff": true,
		"[::1]": false, "%20": false,
	} {
		if got := needsQuote(s); got != want {
			t.Errorf("needsQuote(%q) = %v, want %v", s, got, want)
		}
	}
	code, out, _ := runCmd(t, "", "parse", "http://x/\u00a0")
	if code != 0 || !strings.Contains(out, `path:      "/\u00a0"`) {
		t.Errorf("exit %d, stdout:\n%s", code, out)
	}
}

func TestParseFlags(t *testing.T) {
	// --uri: ASCII only.
	code, out, errOut := runCmd(t, "", "parse", "--uri", "http://x/é", "http://x/%C3%A9")
	if code != 1 || strings.Count(out, "scheme:") != 1 {
		t.Errorf("--uri: exit %d, stdout:\n%s", code, out)
	}
	checkErrLines(t, errOut, []string{"arg:1:9: "})

	// --bis: tag characters allowed in the query.
	tag := "http://x/?\U000E0041"
	if code, _, _ := runCmd(t, "", "parse", tag); code != 1 {
		t.Errorf("RFC 3987 accepted a tag character: exit %d", code)
	}
	if code, _, errOut := runCmd(t, "", "parse", "--grammar=rfc3987bis", tag); code != 0 {
		t.Errorf("--bis: exit %d, stderr %q", code, errOut)
	}

	// "--" ends the flags, so references may start with "-".
	code, out, _ = runCmd(t, "", "parse", "--", "-a")
	if code != 0 || out != "input:     -a\npath:      -a\n" {
		t.Errorf("--: exit %d, stdout %q", code, out)
	}
}

func TestUsage(t *testing.T) {
	for _, args := range [][]string{{"help"}, {"-h"}, {"--help"}, {"-help"}} {
		code, out, errOut := runCmd(t, "", args...)
		if code != 0 || errOut != "" {
			t.Errorf("%v: exit %d, stderr %q", args, code, errOut)
		}
		if !strings.Contains(out, "Usage:") || !strings.Contains(out, "\tparse ") {
			t.Errorf("%v: stdout:\n%s", args, out)
		}
	}

	code, out, errOut := runCmd(t, "")
	if code != 2 || out != "" || !strings.Contains(errOut, "\tparse ") {
		t.Errorf("no args: exit %d, stdout %q, stderr:\n%s", code, out, errOut)
	}

	// An unknown command is one line that points to "iri help".
	code, out, errOut = runCmd(t, "", "frobnicate", "x")
	if code != 2 || out != "" || errOut != "iri: unknown command frobnicate; run \"iri help\" for the list of commands\n" {
		t.Errorf("unknown command: exit %d, stdout %q, stderr:\n%s", code, out, errOut)
	}
	code, _, errOut = runCmd(t, "", "touir", "x")
	if code != 2 || errOut != "iri: unknown command touir (did you mean touri?); run \"iri help\" for the list of commands\n" {
		t.Errorf("near miss: exit %d, stderr:\n%s", code, errOut)
	}
	for _, tt := range []struct{ a, b string }{{"normalise", "normalize"}, {"Parse", "parse"}, {"chek", "check"}, {"to-uri", "touri"}, {"xyz", ""}} {
		if got := nearestCommand(tt.a); got != tt.b {
			t.Errorf("nearestCommand(%q) = %q, want %q", tt.a, got, tt.b)
		}
	}
	code, out, errOut = runCmd(t, "", "--json", "parse")
	if code != 2 || out != "" || errOut != "iri: flag --json before the command; run \"iri help\" for the list of commands\n" {
		t.Errorf("flag first: exit %d, stdout %q, stderr:\n%s", code, out, errOut)
	}

	code, _, errOut = runCmd(t, "", "help", "frobnicate")
	if code != 2 || errOut != "iri help: unknown command frobnicate; run \"iri help\" for the list of commands\n" {
		t.Errorf("help unknown: exit %d, stderr:\n%s", code, errOut)
	}
}

func TestCommandUsage(t *testing.T) {
	for _, args := range [][]string{{"help", "parse"}, {"parse", "-h"}, {"parse", "--help"}} {
		code, out, errOut := runCmd(t, "", args...)
		if code != 0 || errOut != "" {
			t.Errorf("%v: exit %d, stderr %q", args, code, errOut)
		}
		if !strings.HasPrefix(out, "usage: iri parse [--uri]") || !strings.Contains(out, "-json") ||
			!strings.Contains(out, "Parse parses") {
			t.Errorf("%v: stdout:\n%s", args, out)
		}
	}

	code, out, errOut := runCmd(t, "", "parse", "--nope", "x")
	if code != 2 || out != "" {
		t.Errorf("bad flag: exit %d, stdout %q", code, out)
	}
	if !strings.HasPrefix(errOut, "iri parse: unknown flag --nope\nusage: iri parse ") {
		t.Errorf("bad flag: stderr:\n%s", errOut)
	}
}

func TestRegister(t *testing.T) {
	for _, c := range sortedCommands() {
		if c.summary == "" || c.usage == "" && c.name != "version" {
			t.Errorf("command %s lacks a summary or usage", c.name)
		}
	}
	defer func() {
		if recover() == nil {
			t.Error("duplicate registration did not panic")
		}
	}()
	register(command{name: "parse", run: runParse})
}

func BenchmarkParseJSONFilter(b *testing.B) {
	benchFilter(b, "--json")
}

func BenchmarkParseTextFilter(b *testing.B) {
	benchFilter(b)
}

func benchFilter(b *testing.B, flags ...string) {
	data := strings.Repeat(strings.Join([]string{
		"http://www.example.com/",
		"https://user:pass@example.com:8443/a/b/c.html?x=1&y=2#top",
		"http://[2001:db8::1]:8080/index.html",
		"http://résumé.example.org/ñ?q=日本",
		"../../g?y#s",
	}, "\n")+"\n", 200)
	args := append([]string{"parse"}, flags...)
	b.SetBytes(int64(len(data)))
	b.ReportAllocs()
	for i := 0; i < b.N; i++ {
		if code := run(args, strings.NewReader(data), io.Discard, io.Discard); code != 0 {
			b.Fatal(code)
		}
	}
}

// TestDocListsCommands checks that the package doc lists every command
// with the summary that "iri help" prints.
func TestDocListsCommands(t *testing.T) {
	src, err := os.ReadFile("main.go")
	if err != nil {
		t.Fatal(err)
	}
	for _, c := range sortedCommands() {
		line := "//\t" + c.name + strings.Repeat(" ", 11-len(c.name)) + c.summary + "\n"
		if !bytes.Contains(src, []byte(line)) {
			t.Errorf("package doc lacks %q", line)
		}
	}
}

// TestHelpExample checks that the example of "iri help" and the package
// doc is what the command prints.
func TestHelpExample(t *testing.T) {
	in := "http://ü/\nhttp://x/a b\nhttp://x/\n"
	_, out, errOut := runCmd(t, in, "touri", "--on-error=empty")
	if out != "http://%C3%BC/\n\nhttp://x/\n" || errOut != `-:2:10: invalid character U+0020 in path: "http://x/a b" (ipchar)`+"\n" {
		t.Errorf("stdout %q, stderr %q", out, errOut)
	}
	_, out, _ = runCmd(t, in, "touri", "--json")
	_, help, _ := runCmd(t, "", "help")
	src, _ := os.ReadFile("main.go")
	for _, rec := range strings.SplitAfter(strings.TrimSuffix(out, "\n"), "\n") {
		rec = strings.TrimSuffix(rec, "\n")
		if !strings.Contains(help, "\t"+rec+"\n") {
			t.Errorf("iri help lacks %s", rec)
		}
		if !bytes.Contains(src, []byte("//\t"+rec+"\n")) {
			t.Errorf("package doc lacks %s", rec)
		}
	}
}
