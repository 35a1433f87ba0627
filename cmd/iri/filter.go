package main

import (
	"bufio"
	"flag"
	"io"
	"strconv"
)

// A line is one reference handed to a lineFunc, with where it came from.
type line struct {
	// ref is the reference: an argument, or a line of standard input
	// without its line terminator (and without a leading byte order mark).
	ref string
	// src is "-" for standard input and "arg N" for the Nth argument.
	src string
	// n is the line number in standard input, from 1; 1 for an argument.
	n int
	// json asks for the result as one JSON value instead of text.
	json bool
}

// lineFunc processes one reference. In text mode it appends the text
// record of the result to dst, with its final newline (several lines, or
// none, are fine); in JSON mode (l.json) it appends one JSON value without
// a newline, which filter wraps as the "result" member of the line's
// record. It returns the extended slice, or an error saying why the
// reference has no result; anything appended then is discarded, but the
// slice should still be returned so that its storage is reused. The error
// is reported by filter: see describe for what makes a good one.
//
// filter passes a fresh string for every line, so fn may retain l.ref.
type lineFunc func(dst []byte, l *line) ([]byte, error)

// outputFlags are the flags of every command that reads references, which
// tell filter how to write results and errors. Add them with
// addOutputFlags before parseFlags.
type outputFlags struct {
	json         bool
	onError      onErrorMode
	lineBuffered bool
	// emptyRecord, if set, appends the text record that
	// --on-error=empty writes for an invalid reference; the default is an
	// empty line. Commands whose text records are not single lines set it.
	emptyRecord func(dst []byte, l *line) []byte
}

// onErrorMode is the value of --on-error.
type onErrorMode uint8

const (
	onErrorSkip onErrorMode = iota
	onErrorEmpty
	onErrorStop
)

var onErrorNames = [...]string{"skip", "empty", "stop"}

func (m onErrorMode) String() string { return onErrorNames[m] }

func (m *onErrorMode) Set(s string) error {
	for i, name := range onErrorNames {
		if s == name {
			*m = onErrorMode(i)
			return nil
		}
	}
	return errBadOnError
}

var errBadOnError = stringError("want skip, empty or stop")

type stringError string

func (e stringError) Error() string { return string(e) }

// addOutputFlags defines --json, --on-error and --line-buffered on fs.
func addOutputFlags(fs *flag.FlagSet) *outputFlags {
	of := new(outputFlags)
	fs.BoolVar(&of.json, "json", false, "print one JSON object per reference, valid or not: {\"line\":N,\"input\":…,\"result\":…} or {…,\"error\":{…}}")
	fs.Var(&of.onError, "on-error", "what an invalid reference prints in text mode: skip (nothing), empty (an empty record, keeping output aligned with input) or stop")
	fs.BoolVar(&of.lineBuffered, "line-buffered", false, "write each result at once (the default when standard output is a terminal)")
	return of
}

// Buffer sizes for filter mode. Lines longer than readBufSize are
// gathered into a growing slice, so there is no limit on line length.
const (
	readBufSize  = 64 << 10
	writeBufSize = 64 << 10
)

// bom is the UTF-8 byte order mark, skipped at the start of standard input.
const bom = "\xEF\xBB\xBF"

// filter runs fn over references: the positional args if there are any,
// otherwise each line of stdin, with the trailing "\n" or "\r\n" removed
// (and nothing else, but a byte order mark at the very start). It writes
// the results to stdout as of says, reports each invalid reference in the
// one error format (see reportError) and goes on, unless --on-error=stop.
// It returns 1 if any reference failed or input or output failed, else 0.
//
// argBase is the number of positional arguments the command consumed
// before args (1 for "resolve BASE REF..."), so that "arg N" counts every
// positional argument of the command from 1.
func filter(args []string, argBase int, stdin io.Reader, stdout, stderr io.Writer, of *outputFlags, fn lineFunc) int {
	f := filterState{
		w:       bufio.NewWriterSize(stdout, writeBufSize),
		stderr:  stderr,
		of:      of,
		fn:      fn,
		flushes: of.lineBuffered || stdoutIsTerminal,
	}
	f.l.json = of.json

	if len(args) > 0 {
		for i, a := range args {
			f.l.ref, f.l.src, f.l.n = a, "arg "+strconv.Itoa(argBase+i+1), 1
			if !f.process() {
				break
			}
		}
	} else {
		f.l.src = "-"
		r := bufio.NewReaderSize(stdin, readBufSize)
		var long []byte // gathers lines longer than the read buffer
		for n := 1; ; n++ {
			// Flush before the read can block, so that a coprocess or a
			// slow producer sees every result it has asked for.
			if r.Buffered() == 0 && !f.flush() {
				break
			}
			line, err := r.ReadSlice('\n')
			if err == bufio.ErrBufferFull {
				long = append(long[:0], line...)
				for err == bufio.ErrBufferFull {
					line, err = r.ReadSlice('\n')
					long = append(long, line...)
				}
				line = long
			}
			if err != nil && err != io.EOF {
				f.failed = true
				f.report(&line1{src: "-", n: n}, readError{err})
				break
			}
			if len(line) == 0 { // io.EOF after the last newline
				break
			}
			if k := len(line); line[k-1] == '\n' {
				k--
				if k > 0 && line[k-1] == '\r' {
					k--
				}
				line = line[:k]
			}
			if n == 1 && len(line) >= len(bom) && string(line[:len(bom)]) == bom {
				line = line[len(bom):]
			}
			f.l.ref, f.l.n = string(line), n
			if !f.process() || err != nil {
				break
			}
		}
	}
	if !f.flush() {
		return 1
	}
	if f.failed {
		return 1
	}
	return 0
}

// line1 locates a report that has no reference, such as a read error.
type line1 struct {
	src string
	n   int
}

// readError is an error reading standard input.
type readError struct{ err error }

func (e readError) Error() string { return "cannot read standard input: " + e.err.Error() }

// filterState is the state of one filter run.
type filterState struct {
	w       *bufio.Writer
	stderr  io.Writer
	of      *outputFlags
	fn      lineFunc
	l       line
	out     []byte // reused output buffer for one reference
	rec     []byte // reused buffer for the JSON record around it
	flushes bool   // flush after every reference
	failed  bool   // some reference failed
	wfailed bool   // writing stdout failed (and was reported)
}

// process runs fn on f.l and writes its record. It returns false when
// processing should stop: writing stdout failed, or --on-error=stop.
func (f *filterState) process() bool {
	res, err := f.fn(f.out[:0], &f.l)
	if res != nil {
		f.out = res
	}
	if err != nil {
		f.failed = true
	}
	switch {
	case err == nil && !f.of.json:
		f.write(res)
	case err == nil:
		f.rec = appendRecordStart(f.rec[:0], &f.l)
		f.rec = append(f.rec, `,"result":`...)
		f.write(f.rec)
		f.write(res)
		f.write([]byte("}\n"))
	case f.of.json:
		f.rec = appendRecordStart(f.rec[:0], &f.l)
		f.rec = append(f.rec, `,"error":`...)
		f.rec = describe(err).appendJSON(f.rec)
		f.rec = append(f.rec, "}\n"...)
		f.write(f.rec)
	default:
		f.report(&line1{f.l.src, f.l.n}, err)
		if f.of.onError == onErrorEmpty {
			if f.of.emptyRecord != nil {
				f.out = f.of.emptyRecord(f.out[:0], &f.l)
				f.write(f.out)
			} else {
				f.write([]byte("\n"))
			}
		}
	}
	if f.wfailed || err != nil && f.of.onError == onErrorStop {
		return false
	}
	if f.flushes {
		return f.flush()
	}
	return true
}

// write writes b to the buffered stdout; after a failure it reports the
// error once and does nothing more.
func (f *filterState) write(b []byte) {
	if f.wfailed {
		return
	}
	if _, err := f.w.Write(b); err != nil {
		f.writeFailed(err)
	}
}

func (f *filterState) writeFailed(err error) {
	f.wfailed = true
	io.WriteString(f.stderr, "iri: cannot write standard output: "+err.Error()+"\n")
}

// appendRecordStart appends the start of l's JSON record, up to the input.
func appendRecordStart(b []byte, l *line) []byte {
	if l.src == "-" {
		b = append(b, `{"line":`...)
		b = strconv.AppendInt(b, int64(l.n), 10)
	} else {
		b = append(b, `{"arg":`...)
		b = append(b, l.src[len("arg "):]...)
	}
	b = append(b, `,"input":`...)
	return appendJSONString(b, l.ref)
}

// report writes err, which happened at where, to stderr in the one error
// format, after flushing stdout so that "2>&1" keeps the order of input.
func (f *filterState) report(where *line1, err error) {
	f.flush()
	reportError(f.stderr, where.src, where.n, err)
}

// flush writes out buffered results. It returns false, after reporting
// the error once, when writing failed.
func (f *filterState) flush() bool {
	if f.wfailed {
		return false
	}
	if err := f.w.Flush(); err != nil {
		f.writeFailed(err)
		return false
	}
	return true
}

// appendString appends a result that is one string: in text mode the
// string and a newline, in JSON mode a JSON string.
func appendString(dst []byte, l *line, s string) []byte {
	if l.json {
		return appendJSONString(dst, s)
	}
	dst = append(dst, s...)
	return append(dst, '\n')
}
