package extract

import (
	"bytes"
	"io"
	"unicode/utf8"
	"unsafe"
)

// A Scanner finds IRIs in the text of an [io.Reader], in constant memory:
// it holds at most about 2*[MaxLength] bytes of text, and finds what
// [FindOptions.Find] finds in the whole text. Its matches' offsets count
// from the start of the stream.
//
// Scanning stops at the first read error, or at the first byte that is not
// well-formed UTF-8 (after the matches before it): [Scanner.Err] then
// returns an [*Error] of [ErrInvalidUTF8] whose Input is the line that
// holds the byte.
type Scanner struct {
	r     io.Reader
	e     *engine
	err   error
	buf   []byte
	base  int   // stream offset of buf[0]
	pos   int   // where the search goes on, in buf
	floor int   // the end of the last match, in buf (0 if discarded)
	valid int   // buf[:valid] is well-formed UTF-8 and whole runes
	bad   int   // the index of the first ill-formed byte, or -1
	eof   bool  // r has no more
	skip  bool  // skipping the rest of a candidate longer than MaxLength
	nl    int   // buf[:nl] has had its line breaks counted
	lines int   // the line breaks before buf[nl]
	line  int   // the line of the match or of the error
	m     Match // the current match
}

// NewScanner returns a Scanner of the IRIs in r, in strict mode.
func NewScanner(r io.Reader) *Scanner { return FindOptions{}.NewScanner(r) }

// NewScanner returns a Scanner of the IRIs in r with o's options; options
// that are not valid make the first Scan fail, with the error in Err.
func (o FindOptions) NewScanner(r io.Reader) *Scanner {
	s := &Scanner{r: r, bad: -1}
	s.e, s.err = newEngine(o)
	return s
}

// bufSize holds lookback bytes, a candidate of MaxLength and what the
// engine reads past it, and as much again of new text.
const bufSize = lookback + 2*reach

// Scan advances to the next IRI, which Match returns; it reports false at
// the end of the text or at an error, which Err returns.
func (s *Scanner) Scan() bool {
	if s.err != nil {
		return false
	}
	if s.buf == nil {
		s.buf = make([]byte, 0, bufSize)
		s.fill()
	}
	for {
		w := unsafe.String(unsafe.SliceData(s.buf), s.valid)
		final := s.eof && s.valid == len(s.buf) || s.bad >= 0
		limit := len(w)
		if !final {
			limit = max(0, len(w)-reach)
		}
		if s.skip {
			s.pos = skipRun(w, s.pos, s.e.bis)
			s.skip = s.pos == len(w) && !final
		}
		if !s.skip && s.pos < limit {
			r := s.e.next(w, s.pos, s.floor, limit)
			switch r.kind {
			case found:
				s.countLines(r.start)
				s.m = s.e.match(r, w, true)
				s.m.Start += s.base
				s.m.End += s.base
				s.pos, s.floor = r.next, r.end
				return true
			case tooLong:
				s.pos, s.skip = r.next, true
				continue
			}
			s.pos = limit
		}
		if final {
			if s.bad >= 0 {
				s.fail()
			}
			return false
		}
		if s.err != nil {
			return false
		}
		s.fill()
	}
}

// Match returns the match that the last successful Scan found.
func (s *Scanner) Match() Match { return s.m }

// Line returns the line, from 1, on which the current match starts, or,
// after an error of [ErrInvalidUTF8], the line that holds the fault. Lines
// end with "\n".
func (s *Scanner) Line() int { return s.line }

// Err returns the error that ended the scan, or nil at the end of the text.
func (s *Scanner) Err() error { return s.err }

// countLines sets s.line to the line of buf[i], for i >= s.nl.
func (s *Scanner) countLines(i int) {
	if i > s.nl {
		s.lines += bytes.Count(s.buf[s.nl:i], []byte{'\n'})
		s.nl = i
	}
	s.line = s.lines + 1
}

// fill discards what the search no longer needs and reads until the
// buffer is full, the text ends or a read fails.
func (s *Scanner) fill() {
	keep := max(0, min(s.pos, s.valid)-lookback)
	if s.skip {
		keep = max(0, min(s.pos, s.valid)-8) // the skipped run holds nothing to look back at
	}
	if keep > 0 {
		s.countLines(keep)
		n := copy(s.buf, s.buf[keep:])
		s.buf = s.buf[:n]
		s.base += keep
		s.pos -= keep
		s.valid -= keep
		s.nl -= keep
		s.floor = max(0, s.floor-keep)
	}
	for empty := 0; len(s.buf) < cap(s.buf) && !s.eof; {
		n, err := s.r.Read(s.buf[len(s.buf):cap(s.buf)])
		s.buf = s.buf[:len(s.buf)+n]
		switch {
		case err == io.EOF:
			s.eof = true
		case err != nil:
			s.err = err
		case n == 0:
			if empty++; empty == 100 {
				s.err = io.ErrNoProgress
			}
		}
		if s.err != nil {
			break
		}
	}
	s.check()
}

// check extends s.valid over the well-formed UTF-8 read, leaving out a
// rune cut by the end of the buffer, and sets s.bad at an ill-formed byte.
func (s *Scanner) check() {
	end := len(s.buf)
	if !s.eof && s.err == nil {
		// A rune may be cut by the end of the buffer: leave it for later.
		for k := 1; k <= min(utf8.UTFMax-1, end-s.valid); k++ {
			if c := s.buf[end-k]; c >= 0xC0 {
				if !utf8.FullRune(s.buf[end-k:]) {
					end -= k
				}
				break
			} else if c < 0x80 {
				break
			}
		}
	}
	if utf8.Valid(s.buf[s.valid:end]) {
		s.valid = end
		return
	}
	w := unsafe.String(unsafe.SliceData(s.buf[s.valid:]), end-s.valid)
	s.bad = s.valid + firstInvalid(w)
	s.valid = s.bad
}

// fail sets s.err to the error of the ill-formed byte at buf[bad].
func (s *Scanner) fail() {
	start := bytes.LastIndexByte(s.buf[:s.bad], '\n') + 1
	end := bytes.IndexByte(s.buf[s.bad:], '\n')
	if end < 0 {
		end = len(s.buf)
	} else {
		end += s.bad
	}
	s.countLines(s.bad)
	s.err = &Error{Input: string(s.buf[start:end]), Offset: s.bad - start, Rule: "RFC 3629 §4", Err: ErrInvalidUTF8}
}
