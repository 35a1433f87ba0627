package main

import (
	"bufio"
	"errors"
	"io"
	"strconv"
	"strings"

	"github.com/go-iri/iri"
)

// lineFunc processes one reference. It appends its output, including any
// final newline, to dst and returns the extended slice. On error the
// output is discarded and the error is reported; it should still return
// dst (extended or not) so that its storage is reused. filter passes a
// fresh string for every line, so fn may retain ref.
type lineFunc func(dst []byte, ref string) ([]byte, error)

// Buffer sizes for filter mode. Lines longer than readBufSize are
// gathered into a growing slice, so there is no limit on line length.
const (
	readBufSize  = 64 << 10
	writeBufSize = 64 << 10
)

// filter runs fn over references: the positional args if there are any,
// otherwise each line of stdin, with the trailing "\n" or "\r\n" removed
// (and nothing else). Output goes to stdout through one buffered writer,
// flushed at the end.
//
// For each failing reference it writes
//
//	iri: line N: offset O: reason
//
// to stderr ("arg N" for args; see reportError), and goes on. It returns 1
// if any reference failed or input or output failed, else 0.
//
// argBase is the number of positional arguments the command consumed
// before args (1 for "resolve BASE REF..."), so that "arg N" counts every
// positional argument of the command from 1.
func filter(args []string, argBase int, stdin io.Reader, stdout, stderr io.Writer, fn lineFunc) int {
	w := bufio.NewWriterSize(stdout, writeBufSize)
	var out []byte // reused output buffer for one reference
	failed := false

	// process runs fn on one reference; it returns false when writing
	// stdout failed and processing should stop.
	process := func(where string, n int, ref string) bool {
		res, err := fn(out[:0], ref)
		if res != nil {
			out = res
		}
		if err != nil {
			failed = true
			reportError(stderr, where, n, err)
			return true
		}
		if _, err := w.Write(res); err != nil {
			return false
		}
		return true
	}

	if len(args) > 0 {
		for i, a := range args {
			if !process("arg", argBase+i+1, a) {
				break
			}
		}
	} else {
		r := bufio.NewReaderSize(stdin, readBufSize)
		var long []byte // gathers lines longer than the read buffer
		for n := 1; ; n++ {
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
				failed = true
				io.WriteString(stderr, "iri: line "+strconv.Itoa(n)+": read error: "+err.Error()+"\n")
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
			if !process("line", n, string(line)) || err != nil {
				break
			}
		}
	}
	// After a failed Write, Flush returns the same (sticky) error.
	if err := w.Flush(); err != nil {
		io.WriteString(stderr, "iri: write error: "+err.Error()+"\n")
		return 1
	}
	if failed {
		return 1
	}
	return 0
}

// reportError writes "iri: WHERE N: offset O: reason" to stderr for a
// *iri.ParseError (found with errors.As), and "iri: WHERE N: message" for
// other errors. WHERE is "line" or "arg". A leading "iri: " in the error's
// message is dropped, and so is the parse error's own " at offset O".
// Commands that report errors outside filter should use it too.
func reportError(stderr io.Writer, where string, n int, err error) {
	b := make([]byte, 0, 128)
	b = append(b, "iri: "...)
	b = append(b, where...)
	b = append(b, ' ')
	b = strconv.AppendInt(b, int64(n), 10)
	b = append(b, ": "...)
	msg := strings.TrimPrefix(err.Error(), "iri: ")
	var pe *iri.ParseError
	if errors.As(err, &pe) {
		b = append(b, "offset "...)
		b = strconv.AppendInt(b, int64(pe.Offset), 10)
		b = append(b, ": "...)
		if pe, ok := err.(*iri.ParseError); ok {
			// The message repeats the offset; drop it there.
			at := " at offset " + strconv.Itoa(pe.Offset)
			if i := strings.Index(msg, at); i >= 0 {
				msg = msg[:i] + msg[i+len(at):]
			}
		}
	}
	b = append(b, msg...)
	b = append(b, '\n')
	stderr.Write(b)
}
