package main

import (
	"bufio"
	"bytes"
	"io"
	"strconv"
	"strings"
	"unsafe"
)

// A line is one reference handed to a lineFunc, with where it came from.
type line struct {
	// ref is the reference: an argument, or a line of standard input
	// without its line terminator (and without a leading byte order mark).
	ref string
	// src is "-" for standard input and "arg" for an argument.
	src string
	// n is the line number in standard input, or the argument's number,
	// from 1: "src:n" is where the reference came from.
	n int
	// json asks for the result as one JSON value instead of text.
	json bool
}

// lineFunc processes one reference. In text mode it appends the text
// record of the result to dst, with its final newline (several lines, or
// none, are fine); in JSON mode (l.json) it appends one JSON value without
// a newline, which filter wraps as the "result" member of the line's
// record. It returns the extended slice, or an error saying why the
// reference has no result (anything appended is then discarded). The
// error is reported by filter: see describe for what makes a good one.
//
// l.ref is valid only during the call: it may share memory with the read
// buffer, which the next read overwrites. fn must not keep it, nor
// anything that holds it (an IRI parsed from it, an error quoting it),
// beyond the call; strings.Clone makes a copy to keep.
type lineFunc func(dst []byte, l *line) ([]byte, error)

// outputFlags tell filter how to write results and errors: the output
// flags of a command (see invocation.output), and its empty record.
type outputFlags struct {
	json         bool
	onError      onErrorMode
	lineBuffered bool
	// emptyRecord, if set, appends the text record that
	// --on-error=empty writes for an invalid reference; the default is an
	// empty line. Commands whose text records are not single lines set it.
	emptyRecord func(dst []byte, l *line) []byte
}

// onErrorMode is the value of --on-error, an index in onErrorNames.
type onErrorMode uint8

const (
	onErrorSkip onErrorMode = iota
	onErrorEmpty
	onErrorStop
)

// onErrorNames are the values of --on-error, in onErrorMode order.
var onErrorNames = [...]string{"skip", "empty", "stop"}

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
// (and nothing else, but a byte order mark at the very start). An
// argument "-" stands for the lines of stdin, read from where the last
// "-" left off. It writes the results to stdout as of says, reports each
// invalid reference in the one error format (see reportError) and goes
// on, unless --on-error=stop. It returns 1 if any reference failed or
// input or output failed, else 0.
//
// argBase is the number of positional arguments the command consumed
// before args (1 for "resolve BASE REF..."), so that "arg:N" counts every
// positional argument of the command from 1.
func filter(args []string, argBase int, stdin io.Reader, stdout, stderr io.Writer, of *outputFlags, fn lineFunc) int {
	f := filterState{
		stdout:  stdout,
		buf:     make([]byte, 0, writeBufSize+minAvailable),
		stderr:  stderr,
		of:      of,
		fn:      fn,
		flushes: of.lineBuffered || stdoutIsTerminal,
	}
	f.l.json = of.json

	if len(args) == 0 {
		args = []string{"-"}
	}
	var in *bufio.Reader
	stdinLine := 1
	for i, a := range args {
		if a != "-" {
			f.l.ref, f.l.src, f.l.n = a, "arg", argBase+i+1
			if !f.process() {
				break
			}
			continue
		}
		if in == nil {
			in = bufio.NewReaderSize(stdin, readBufSize)
		}
		f.l.src = "-"
		if stdinLine = f.readLines(in, stdinLine); stdinLine < 0 {
			break
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

// readLines runs process on each line of r, numbering them from first. It
// returns the number of the next line, or -1 when processing should stop.
// The lines that the read buffer holds whole are handed to process in
// place, as strings that share the buffer's memory (hence the lifetime
// rule of lineFunc): this saves a third of the cost of reading, splitting
// and writing, which matters beside a parser that runs at about 1 GB/s. A
// line that the buffer does not hold whole is read on its own, as a copy.
func (f *filterState) readLines(r *bufio.Reader, first int) int {
	var long []byte // gathers lines longer than the read buffer
	for n := first; ; {
		// Flush before a read that can block, so that a coprocess or a
		// slow producer sees every result it has asked for.
		if r.Buffered() == 0 {
			if !f.flush() {
				return -1
			}
			r.Peek(1) // an error comes again from ReadSlice below
		}
		buf, _ := r.Peek(r.Buffered())
		if bytes.IndexByte(buf, '\n') >= 0 {
			// Nothing writes to buf until the next Peek or ReadSlice,
			// after these lines are done. A line that buf holds only the
			// start of is read again in the next round.
			chunk, used := unsafe.String(&buf[0], len(buf)), 0
			for {
				i := strings.IndexByte(chunk[used:], '\n')
				if i < 0 {
					break
				}
				ok := f.processLine(n, chunk[used:used+i], true)
				used += i + 1
				n++
				if !ok {
					return -1
				}
			}
			r.Discard(used)
			continue
		}
		// No complete line in the buffer: read one, however long.
		if !f.flush() {
			return -1
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
			f.report("-", n, readError{err})
			return -1
		}
		if len(line) == 0 { // io.EOF after the last newline
			return n
		}
		nl := line[len(line)-1] == '\n'
		if nl {
			line = line[:len(line)-1]
		}
		if !f.processLine(n, string(line), nl) {
			return -1
		}
		if err != nil { // io.EOF after a last line without "\n"
			return n + 1
		}
		n++
	}
}

// processLine processes line n of standard input, without its "\n" (nl
// says whether it had one): it removes a "\r" before the "\n" and, on
// line 1, a byte order mark.
func (f *filterState) processLine(n int, line string, nl bool) bool {
	if k := len(line); nl && k > 0 && line[k-1] == '\r' {
		line = line[:k-1]
	}
	if n == 1 {
		line = strings.TrimPrefix(line, bom)
	}
	f.l.ref, f.l.n = line, n
	return f.process()
}

// readError is an error reading standard input.
type readError struct{ err error }

func (e readError) Error() string { return "cannot read standard input: " + e.err.Error() }

// filterState is the state of one filter run.
type filterState struct {
	stdout  io.Writer
	buf     []byte // results not yet written to stdout
	stderr  io.Writer
	of      *outputFlags
	fn      lineFunc
	l       line
	flushes bool // flush after every reference
	failed  bool // some reference failed
	wfailed bool // writing stdout failed (and was reported)
}

// minAvailable is the room that the output buffer keeps free beyond
// writeBufSize, so that most results fit without growing it.
const minAvailable = 4 << 10

// process runs fn on f.l and adds its record to the output buffer. It
// returns false when processing should stop: writing stdout failed, or
// --on-error=stop.
//
// fn appends to the output buffer itself, so that a result is not copied
// once more; on error the buffer is cut back to where it was.
func (f *filterState) process() bool {
	mark := len(f.buf)
	dst := f.buf
	if f.of.json {
		dst = appendRecordStart(dst, &f.l)
		dst = append(dst, `,"result":`...)
	}
	res, err := f.fn(dst, &f.l)
	switch {
	case err == nil && f.of.json:
		f.buf = append(res, "}\n"...)
	case err == nil:
		f.buf = res
	case f.of.json:
		// f.buf[:mark] is intact: appends write beyond len only.
		b := appendRecordStart(f.buf[:mark], &f.l)
		b = append(b, `,"error":`...)
		b = describe(err).appendJSON(b)
		f.buf = append(b, "}\n"...)
	default:
		f.buf = f.buf[:mark]
		f.report(f.l.src, f.l.n, err)
		if f.of.onError == onErrorEmpty {
			if f.of.emptyRecord != nil {
				f.buf = f.of.emptyRecord(f.buf, &f.l)
			} else {
				f.buf = append(f.buf, '\n')
			}
		}
	}
	if err != nil {
		f.failed = true
		if f.of.onError == onErrorStop {
			return false
		}
	}
	if f.flushes || len(f.buf) >= writeBufSize {
		return f.flush()
	}
	return !f.wfailed
}

func (f *filterState) writeFailed(err error) {
	f.wfailed = true
	io.WriteString(f.stderr, "iri: cannot write standard output: "+err.Error()+"\n")
}

// appendRecordStart appends the start of l's JSON record, up to the input.
func appendRecordStart(b []byte, l *line) []byte {
	if l.src == "-" {
		b = append(b, `{"line":`...)
	} else {
		b = append(b, `{"arg":`...)
	}
	b = strconv.AppendInt(b, int64(l.n), 10)
	b = append(b, `,"input":`...)
	return appendJSONString(b, l.ref)
}

// report writes err, about line n of src, to stderr in the one error
// format, after flushing stdout so that "2>&1" keeps the order of input.
func (f *filterState) report(src string, n int, err error) {
	f.flush()
	reportError(f.stderr, src, n, err)
}

// flush writes out buffered results. It returns false, after reporting
// the error once, when writing failed.
func (f *filterState) flush() bool {
	if f.wfailed {
		return false
	}
	if len(f.buf) == 0 {
		return true
	}
	_, err := f.stdout.Write(f.buf)
	f.buf = f.buf[:0]
	if err != nil {
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
