package main

import (
	"bufio"
	"errors"
	"io"
	"os"
	"strconv"
	"strings"

	"github.com/go-iri/iri"
	"github.com/go-iri/iri/domain"
	"github.com/go-iri/iri/extract"
)

// The flags of "iri extract".
var (
	flagRelaxed = &flagSpec{name: "relaxed",
		usage: "also find names without a scheme: www. names, and names whose last label is a top-level domain of the Public Suffix List, followed by a path or the end (not README.md, setup.py, main.rs)"}
	flagEmail = &flagSpec{name: "email",
		usage: "also find e-mail addresses, as mailto: IRIs (with --form uri, or in JSON)"}
)

func init() {
	register(command{
		name:    "extract",
		usage:   "[FILE...]",
		flags:   []*flagSpec{flagRelaxed, flagEmail, flagForm, flagGrammar, flagJSON, flagLineBuffered},
		summary: "find IRIs in running text: mail, chat, Markdown (RFC 3987 §7.3)",
		help: `Extract finds the IRIs in the text of each FILE, or of standard input when
there is none, and prints each one exactly as it is written, one per
line, in order. Unlike the other commands, its arguments are files, as
grep's are; "-" is standard input. The text must be UTF-8 (decode other
encodings first, as RFC 3987 §7.3 says, for example with iconv).

An IRI is taken as a mail client or a chat application takes one (RFC
3987 §7.3, RFC 3986 Appendix C): a scheme followed by "//", or one of
mailto:, urn:, tel:, data:, magnet:, news:, sms:, sip:, sips:, xmpp:,
geo:, cid:, mid:, bitcoin: (so that "Note:" is no IRI); non-ASCII
letters do not end it, white space, bidi formatting characters and
punctuation such as 。、，）」 do, and trailing . , ; : ! ? and unbalanced
closing brackets are left out; "<...>" and quotes delimit it. A
candidate that is not a valid IRI is cut to its longest valid prefix.
With --relaxed, names without a scheme are found too (www.example.com,
go.dev/doc), and printed as written; --form uri prints them with
https://. With --email, e-mail addresses too.

With --json each IRI is one JSON object: the file ("-" for standard
input), the line (from 1), the byte offsets start and end in the file,
the text as written, the iri (with https:// or mailto: before a name or
an address found without a scheme) and, with --form uri, the uri:

	{"file":"notes.txt","line":3,"start":120,"end":144,"text":"https://例え.jp/パス","iri":"https://例え.jp/パス"}

A file that cannot be read, or whose text is not UTF-8, is an error
(FILE:LINE:OFFSET: message, with the offset in the line); the others are
still read. Exit status, as grep's: 0 when an IRI was found, 1 when none
was, 2 when there was an error.`,
		run: runExtract,
	})
}

func runExtract(inv *invocation) int {
	o := extract.FindOptions{Relaxed: inv.bool(flagRelaxed), Email: inv.bool(flagEmail)}
	if o.Relaxed || o.Email {
		o.PublicSuffix = domain.PublicSuffix
	}
	if inv.choice(flagGrammar) == 1 {
		o.Grammar = iri.RFC3987bis
	}
	x := &extractor{o: o, uri: inv.choice(flagForm) == 1, json: inv.bool(flagJSON),
		flush: inv.bool(flagLineBuffered) || stdoutIsTerminal,
		w:     bufio.NewWriterSize(inv.stdout, writeBufSize), stderr: inv.stderr}
	files := inv.args
	if len(files) == 0 {
		files = []string{"-"}
	}
	failed := false
	for _, name := range files {
		if !x.file(name, inv.stdin) {
			failed = true
		}
		if x.writeErr != nil {
			break
		}
	}
	if err := x.w.Flush(); err != nil && x.writeErr == nil {
		x.writeErr = err
	}
	switch {
	case x.writeErr != nil:
		io.WriteString(inv.stderr, "iri extract: "+x.writeErr.Error()+"\n")
		return 2
	case failed:
		return 2
	case x.found:
		return 0
	}
	return 1
}

// An extractor writes the IRIs of files.
type extractor struct {
	o        extract.FindOptions
	uri      bool // --form uri
	json     bool
	flush    bool // after each line
	w        *bufio.Writer
	stderr   io.Writer
	found    bool
	writeErr error
	b        []byte
}

// file writes the IRIs of the file name ("-" for stdin) and reports
// whether it was read to its end without error.
func (x *extractor) file(name string, stdin io.Reader) bool {
	r := stdin
	if name != "-" {
		f, err := os.Open(name)
		if err != nil {
			x.report(name, err)
			return false
		}
		defer f.Close()
		r = f
	}
	sc := x.o.NewScanner(r)
	for sc.Scan() {
		x.found = true
		x.write(name, sc.Line(), sc.Match())
		if x.writeErr != nil {
			return true
		}
	}
	err := sc.Err()
	if err == nil {
		return true
	}
	var e *extract.Error
	if errors.As(err, &e) {
		if err := x.w.Flush(); err != nil {
			x.writeErr = err
		}
		reportError(x.stderr, name, sc.Line(), &lineError{offset: e.Offset, component: "input", rule: e.Rule,
			message: dropOffset(strings.TrimPrefix(e.Error(), "extract: "), e.Offset)})
		return false
	}
	x.report(name, err)
	return false
}

// report writes a read error about the file name.
func (x *extractor) report(name string, err error) {
	if err := x.w.Flush(); err != nil {
		x.writeErr = err
	}
	if name == "-" {
		name = "standard input"
	}
	var pe *os.PathError
	if errors.As(err, &pe) {
		err = pe.Err
	}
	io.WriteString(x.stderr, "iri extract: "+quoteArg(name)+": "+err.Error()+"\n")
}

// write writes the match m, found on line n of the file name.
func (x *extractor) write(name string, n int, m extract.Match) {
	b := x.b[:0]
	if x.json {
		b = append(b, `{"file":`...)
		b = appendJSONString(b, name)
		b = append(b, `,"line":`...)
		b = strconv.AppendInt(b, int64(n), 10)
		b = append(b, `,"start":`...)
		b = strconv.AppendInt(b, int64(m.Start), 10)
		b = append(b, `,"end":`...)
		b = strconv.AppendInt(b, int64(m.End), 10)
		b = append(b, `,"text":`...)
		b = appendJSONString(b, m.Text)
		b = append(b, `,"iri":`...)
		b = appendJSONString(b, m.IRI.String())
		if x.uri {
			b = append(b, `,"uri":`...)
			b = appendJSONString(b, m.IRI.ToURI().String())
		}
		b = append(b, '}')
	} else if x.uri {
		b = append(b, m.IRI.ToURI().String()...)
	} else {
		b = append(b, m.Text...)
	}
	b = append(b, '\n')
	x.b = b
	if _, err := x.w.Write(b); err != nil {
		x.writeErr = err
		return
	}
	if x.flush {
		if err := x.w.Flush(); err != nil {
			x.writeErr = err
		}
	}
}
