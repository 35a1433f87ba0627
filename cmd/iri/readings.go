package main

import (
	"strconv"
	"strings"

	"github.com/go-iri/iri/readings"
)

func init() {
	register(command{
		name:    "readings",
		usage:   "[URL...]",
		flags:   withOutputFlags(),
		summary: "show how RFC 3987, the URL Standard and net/url read each URL, and where they differ",
		help: `Readings reads each URL (or each line of standard input) as three readers
do and says whether they agree: RFC 3987 (the strict grammar of this
library, and its user-input reading where that differs), the WHATWG URL
Standard (browsers, Node, Deno, Cloudflare Workers) and Go's net/url
(what net/http connects to). For each it prints the scheme, the
userinfo, the host (and the address, for a host read as an IP address
in any form, such as 0x7f.1), the port and the path, or why it rejects
the URL.

The verdict compares the readers that accept the URL: the scheme; the
userinfo and the path percent-decoded (dot segments removed from the
path); the host as an address by its value, or as a name lowercased,
percent-decoded and mapped with IDNA; the port with the scheme's default
for none. Some readers rejecting what others accept is a difference too
("accept"); every reader rejecting it is agreement. A guard that checks
a URL with one parser while a client fetches it with another can be
fooled exactly where the readers differ: treat a difference as a
rejection.

The text output is a short table per URL, its first line the URL and the
verdict, "agree" or "differ:" and the components; the URL Standard's
validation errors follow its row. With --json the result is an object:
{"agree":BOOL,"differ":[COMPONENT...],"readings":[{"reader":NAME,
"scheme":S,"userinfo":S,"host":S,"addr":S,"port":S,"path":S,
"validation":[CODE...]} or {"reader":NAME,"error":MESSAGE}...]}.

Exit status: 0 when the readers agree on every URL (all rejecting one
counts as agreement), 1 when they disagree on any, 2 for usage errors.`,
		run: runReadings,
	})
}

func runReadings(inv *invocation) int {
	differ := false
	of := inv.output()
	of.emptyRecord = func(dst []byte, _ *line) []byte { return dst }
	code := inv.filter(0, of, func(dst []byte, l *line) ([]byte, error) {
		v := readings.Read(l.ref)
		if !v.Agree() {
			differ = true
		}
		if l.json {
			return appendVerdictJSON(dst, v), nil
		}
		return appendVerdict(dst, v), nil
	})
	if code == 0 && differ {
		code = 1
	}
	return code
}

// appendVerdict appends the text table of v.
func appendVerdict(b []byte, v readings.Verdict) []byte {
	b = append(b, strconv.QuoteToASCII(v.Input)...)
	b = append(b, "  "...)
	b = append(b, v.String()...)
	b = append(b, '\n')
	rows := [][]string{{"reader", "scheme", "userinfo", "host", "addr", "port", "path"}}
	for _, r := range v.Readings {
		if r.Err != nil {
			rows = append(rows, []string{r.Reader, "rejects: " + oneLine(r.Err.Error())})
			continue
		}
		addr := ""
		if r.Addr.IsValid() {
			addr = r.Addr.String()
		}
		rows = append(rows, []string{r.Reader, r.Scheme, r.Userinfo, r.Host, addr, r.Port, r.Path})
	}
	cell := func(j int, c string) string {
		if j == 0 {
			return c
		}
		return quoteCell(c)
	}
	var width [7]int
	for _, row := range rows {
		width[0] = max(width[0], len(row[0]))
		if len(row) < 7 {
			continue // a rejection: the message is not a column
		}
		for j, c := range row {
			width[j] = max(width[j], len(cell(j, c)))
		}
	}
	for i, row := range rows {
		start := len(b)
		b = append(b, "  "...)
		for j, c := range row {
			q := cell(j, c)
			if len(row) < 7 && j > 0 {
				q = c // the rejection message, whole
			}
			b = append(b, q...)
			if j < len(row)-1 {
				b = append(b, strings.Repeat(" ", width[j]-len(q)+2)...)
			}
		}
		for len(b) > start && b[len(b)-1] == ' ' {
			b = b[:len(b)-1]
		}
		b = append(b, '\n')
		if i > 0 && v.Readings[i-1].Reader == readings.URLStandard && len(v.Readings[i-1].Validation) > 0 {
			b = append(b, "    validation errors:"...)
			for _, e := range v.Readings[i-1].Validation {
				b = append(b, ' ')
				b = append(b, e.Code...)
			}
			b = append(b, '\n')
		}
	}
	return b
}

// quoteCell shows a cell as it is, unless it holds spaces, controls or
// non-ASCII, which it quotes with escapes.
func quoteCell(s string) string {
	for i := 0; i < len(s); i++ {
		if s[i] <= ' ' || s[i] >= 0x7f || s[i] == '"' {
			return strconv.QuoteToASCII(s)
		}
	}
	return s
}

func oneLine(s string) string { return strings.ReplaceAll(s, "\n", " ") }

// appendVerdictJSON appends v as a JSON object.
func appendVerdictJSON(b []byte, v readings.Verdict) []byte {
	b = append(b, `{"agree":`...)
	b = strconv.AppendBool(b, v.Agree())
	b = append(b, `,"differ":[`...)
	for i, d := range v.Differ {
		if i > 0 {
			b = append(b, ',')
		}
		b = appendJSONString(b, d)
	}
	b = append(b, `],"readings":[`...)
	for i, r := range v.Readings {
		if i > 0 {
			b = append(b, ',')
		}
		b = append(b, `{"reader":`...)
		b = appendJSONString(b, r.Reader)
		if r.Err != nil {
			b = append(b, `,"error":`...)
			b = appendJSONString(b, r.Err.Error())
			b = append(b, '}')
			continue
		}
		addr := ""
		if r.Addr.IsValid() {
			addr = r.Addr.String()
		}
		for _, f := range [...][2]string{{"scheme", r.Scheme}, {"userinfo", r.Userinfo}, {"host", r.Host}, {"addr", addr}, {"port", r.Port}, {"path", r.Path}} {
			b = append(b, ',', '"')
			b = append(b, f[0]...)
			b = append(b, `":`...)
			b = appendJSONString(b, f[1])
		}
		if r.Reader == readings.URLStandard {
			b = append(b, `,"validation":[`...)
			for j, e := range r.Validation {
				if j > 0 {
					b = append(b, ',')
				}
				b = appendJSONString(b, e.Code)
			}
			b = append(b, ']')
		}
		b = append(b, '}')
	}
	return append(b, "]}"...)
}
