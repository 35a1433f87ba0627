// Iri inspects and converts IRI references (RFC 3987), the Unicode form of
// web addresses, from the command line: one reference per argument or per
// line of standard input, one result per reference.
//
// Usage:
//
//	iri <command> [flags] [REF...]
//	iri help [command]
//	iri version
//
// The commands are:
//
//	parse      print the components of IRI references (RFC 3987 §2.2)
//	resolve    resolve references against a base IRI (RFC 3986 §5.2)
//	touri      map IRIs to URIs (RFC 3987 §3.1)
//	toiri      convert URIs to IRIs (RFC 3987 §3.2)
//	normalize  normalize IRIs for comparison (RFC 3987 §5.3)
//	compare    compare two IRIs: equivalent, different or cannot be determined (RFC 3987 §5.3)
//	check      report bidi, security and scheme violations (RFC 3987 §4, §8; scheme RFCs)
//	display    show IRIs to a person: readable, and safe from spoofing (RFC 3987 §4, §8)
//	version    print the version of iri
//
// "iri help COMMAND" describes each command and its flags in full.
//
// # Input
//
// Every command that takes references works on its arguments, or, when
// given none, reads one reference per line from standard input, so that it
// serves as a filter over large files. Only the line terminator ("\n" or
// "\r\n") is removed from each line, and a UTF-8 byte order mark at the
// very start of standard input; nothing else is trimmed, so an empty line is
// the empty reference "" (which is valid) and surrounding spaces make a
// line invalid. Lines may be of any length.
//
// Flags may come before or after the references, as with most GNU tools:
// "iri touri http://ü/ --punycode" is "iri touri --punycode http://ü/".
// "--" ends the flags; everything after it is a reference, so that a
// reference that starts with "-" can be given. An unknown flag is a usage
// error; nothing that starts with "-" before "--" is ever taken as data.
//
// # Output that lines up
//
// By default (text output) each command writes one result per valid
// reference on standard output, in input order. What an invalid reference
// puts there is chosen with --on-error:
//
//	--on-error=skip   nothing (the default); the message on standard error
//	                  is the only trace
//	--on-error=empty  an empty record in its place (an empty line for the
//	                  commands that print one line per reference), so that
//	                  output line N belongs to input line N ("paste in out")
//	--on-error=stop   stop at the first invalid reference (exit status 1)
//
// With --json every command writes exactly one JSON object per reference
// instead, valid or not, on one line, in input order. For example, with
// in.txt holding the three lines "http://ü/", "http://x/a b" and
// "http://x/":
//
//	$ iri touri --on-error=empty < in.txt | paste in.txt -
//	-:2:10: invalid character U+0020 in path: "http://x/a b" (ipchar)
//	http://ü/	http://%C3%BC/
//	http://x/a b
//	http://x/	http://x/
//	$ iri touri --json < in.txt
//	{"line":1,"input":"http://ü/","result":"http://%C3%BC/"}
//	{"line":2,"input":"http://x/a b","error":{"offset":10,"component":"path","rule":"ipchar","message":"invalid character U+0020 in path: \"http://x/a b\" (ipchar)"}}
//	{"line":3,"input":"http://x/","result":"http://x/"}
//
// "line" is the line number in standard input ("arg" the argument number
// instead for arguments), "input" the reference as read (ill-formed UTF-8
// replaced by U+FFFD, as JSON requires), "result" the command's result (a
// string, or an object or array as each command's help says) and "error"
// why there is none: the byte offset of the first offending byte in the
// input, the component it lies in, the ABNF rule or specification clause
// that is broken ("" when none applies) and the message printed on standard
// error in text mode. In JSON mode errors are not repeated on standard
// error; --on-error=stop stops after the first error object.
//
// # Streaming
//
// When standard output is a terminal, or with --line-buffered (as in grep),
// each result is written as soon as it is ready, so that iri can be used
// interactively or as a coprocess. Otherwise output is block-buffered for
// throughput, and flushed whenever the input runs dry and before each
// message on standard error, so that "2>&1" keeps results and errors in
// input order.
//
// # Errors
//
// Every error about a reference, whatever its kind (syntax, ill-formed
// UTF-8, an IDNA host, a legacy query charset, resolution), is one line on
// standard error in the style of compilers, which editors and "grep -n"
// users read:
//
//	SOURCE:LINE:OFFSET: message
//
// SOURCE is "-" for standard input, with LINE its line number, or "arg N"
// for the Nth argument, with LINE 1. OFFSET is the byte offset (from 0) of
// the first offending byte in the reference as given, whatever the options.
// The message is the library's, quoting the reference as given:
//
//	-:3:10: invalid character U+0020 in path: "http://x/a b" (ipchar)
//	arg 2:1:11: invalid character U+0067 'g' in port: "http://x:80g/" (port = *DIGIT)
//
// Processing goes on after an error (unless --on-error=stop). Usage errors
// are one line naming the command, followed by its synopsis.
//
// # Exit status
//
// 0 when every reference was processed, 1 when any was invalid or input or
// output failed, and 2 for usage errors (no command, unknown command, bad
// flags). "iri compare" and "iri check" refine this; see their help: "iri
// compare" exits with 0 for equivalent, 1 for different, 2 for an error and
// 3 when equivalence cannot be determined. "iri help" and -h print to
// standard output and exit 0.
package main

import (
	"errors"
	"flag"
	"io"
	"os"
	"runtime"
	"runtime/debug"
	"sort"
	"strings"
	"unicode/utf8"
)

// command is one subcommand. Each command lives in its own file and
// registers itself from an init function:
//
//	func init() {
//		register(command{name: "resolve", usage: "BASE [REF...]",
//			summary: "resolve references against a base", run: runResolve})
//	}
type command struct {
	// name is the word after "iri".
	name string
	// usage is the synopsis after the name, such as "[--json] [REF...]".
	usage string
	// summary is one line for the command list of "iri help".
	summary string
	// help is an optional longer description for "iri help <name>" and
	// "iri <name> -h"; it may span lines.
	help string
	// run runs the command with the arguments after its name and returns
	// the exit status: 0 success, 1 failure, 2 usage error. It must do all
	// I/O through its parameters.
	run func(args []string, stdin io.Reader, stdout, stderr io.Writer) int
}

// commands holds the registered commands, keyed by name.
var commands = map[string]*command{}

// commandOrder is the order of the command list in the usage message;
// commands not named here follow in alphabetical order.
var commandOrder = []string{"parse", "resolve", "touri", "toiri", "normalize", "compare", "check", "display"}

// register adds c to the commands. It panics on a duplicate or incomplete
// registration, which is a programming error.
func register(c command) {
	if c.name == "" || c.run == nil {
		panic("iri: register: command without name or run function")
	}
	if _, dup := commands[c.name]; dup {
		panic("iri: register: duplicate command " + c.name)
	}
	commands[c.name] = &c
}

// sortedCommands returns the commands in usage-message order.
func sortedCommands() []*command {
	rank := func(name string) int {
		for i, n := range commandOrder {
			if n == name {
				return i
			}
		}
		return len(commandOrder)
	}
	cs := make([]*command, 0, len(commands))
	for _, c := range commands {
		cs = append(cs, c)
	}
	sort.Slice(cs, func(i, j int) bool {
		ri, rj := rank(cs[i].name), rank(cs[j].name)
		if ri != rj {
			return ri < rj
		}
		return cs[i].name < cs[j].name
	})
	return cs
}

func main() {
	stdoutIsTerminal = isTerminal(os.Stdout)
	os.Exit(run(os.Args[1:], os.Stdin, os.Stdout, os.Stderr))
}

// stdoutIsTerminal makes filter line-buffered, as if --line-buffered were
// given. main sets it when standard output is a terminal.
var stdoutIsTerminal bool

// isTerminal reports whether f is a terminal: a character device other
// than the null device (without x/term, which the module does not depend
// on; a serial line or another character device counts as a terminal,
// where flushing each line is what one wants anyway).
func isTerminal(f *os.File) bool {
	fi, err := f.Stat()
	if err != nil || fi.Mode()&os.ModeCharDevice == 0 {
		return false
	}
	null, err := os.Stat(os.DevNull)
	return err != nil || !os.SameFile(fi, null)
}

// run runs the iri command line args (without the program name) and
// returns the exit status.
func run(args []string, stdin io.Reader, stdout, stderr io.Writer) int {
	if len(args) == 0 {
		writeUsage(stderr)
		return 2
	}
	name := args[0]
	switch name {
	case "help", "-h", "-help", "--help":
		if name == "help" && len(args) > 1 {
			c, ok := commands[args[1]]
			if !ok {
				io.WriteString(stderr, "iri help: unknown command "+quoteArg(args[1])+"; run \"iri help\" for the list of commands\n")
				return 2
			}
			return c.run([]string{"-h"}, stdin, stdout, stderr)
		}
		writeUsage(stdout)
		return 0
	case "-version", "--version":
		return runVersion(nil, stdin, stdout, stderr)
	}
	c, ok := commands[name]
	if !ok {
		msg := "iri: unknown command " + quoteArg(name)
		if strings.HasPrefix(name, "-") {
			msg = "iri: flag " + quoteArg(name) + " before the command"
		} else if near := nearestCommand(name); near != "" {
			msg += " (did you mean " + near + "?)"
		}
		io.WriteString(stderr, msg+"; run \"iri help\" for the list of commands\n")
		return 2
	}
	return c.run(args[1:], stdin, stdout, stderr)
}

// nearestCommand returns the command whose name is within two edits of
// name (insertions, deletions, substitutions, swaps of neighbours), or "".
func nearestCommand(name string) string {
	best, bestDist := "", 3
	for _, c := range sortedCommands() {
		if d := editDistance(strings.ToLower(name), c.name); d < bestDist {
			best, bestDist = c.name, d
		}
	}
	return best
}

// editDistance is the optimal string alignment distance between a and b,
// by bytes.
func editDistance(a, b string) int {
	d := make([][]int, len(a)+1)
	for i := range d {
		d[i] = make([]int, len(b)+1)
		d[i][0] = i
	}
	for j := range d[0] {
		d[0][j] = j
	}
	for i := 1; i <= len(a); i++ {
		for j := 1; j <= len(b); j++ {
			cost := 1
			if a[i-1] == b[j-1] {
				cost = 0
			}
			d[i][j] = min(d[i-1][j]+1, d[i][j-1]+1, d[i-1][j-1]+cost)
			if i > 1 && j > 1 && a[i-1] == b[j-2] && a[i-2] == b[j-1] {
				d[i][j] = min(d[i][j], d[i-2][j-2]+1)
			}
		}
	}
	return d[len(a)][len(b)]
}

func init() {
	register(command{
		name:    "version",
		usage:   "",
		summary: "print the version of iri",
		help: `Version prints the module version of iri (a release tag such as v0.1.0,
or "(devel)" for a build from a working copy), the version of Go it was
built with and, when the build recorded them, the commit and whether the
working copy had changes. "iri --version" does the same.`,
		run: runVersion,
	})
}

func runVersion(args []string, stdin io.Reader, stdout, stderr io.Writer) int {
	fs := newFlagSet("version")
	pos, code, ok := parseFlags(fs, args, stdout, stderr)
	if !ok {
		return code
	}
	if len(pos) > 0 {
		return usageError(stderr, fs, "unexpected argument "+quoteArg(pos[0]))
	}
	io.WriteString(stdout, versionString()+"\n")
	return 0
}

// versionString returns "iri VERSION (GOVERSION[, commit HASH[, modified]])"
// from the build information the Go toolchain embeds in the binary.
func versionString() string {
	version, extra := "(unknown)", []string{runtime.Version()}
	if bi, ok := debug.ReadBuildInfo(); ok {
		if bi.Main.Version != "" {
			version = bi.Main.Version
		}
		var rev, modified string
		for _, s := range bi.Settings {
			switch s.Key {
			case "vcs.revision":
				rev = s.Value
			case "vcs.modified":
				modified = s.Value
			}
		}
		if len(rev) > 12 {
			rev = rev[:12]
		}
		// A pseudo-version such as v0.0.0-20261123060228-fb3b45a50921
		// names the commit already.
		if rev != "" && !strings.HasSuffix(version, rev) {
			extra = append(extra, "commit "+rev)
			if modified == "true" {
				extra = append(extra, "modified")
			}
		}
	}
	return "iri " + version + " (" + strings.Join(extra, ", ") + ")"
}

// writeUsage writes the top-level usage message with the command list.
func writeUsage(w io.Writer) {
	var b strings.Builder
	b.WriteString("Iri inspects and converts IRI references (RFC 3987): web addresses in Unicode.\n\n")
	b.WriteString("Usage:\n\n\tiri <command> [flags] [REF...]\n\tiri help [command]\n\n")
	b.WriteString("The commands are:\n\n")
	cs := sortedCommands()
	width := 0
	for _, c := range cs {
		width = max(width, len(c.name))
	}
	for _, c := range cs {
		b.WriteString("\t")
		b.WriteString(c.name)
		b.WriteString(strings.Repeat(" ", width-len(c.name)+3))
		b.WriteString(c.summary)
		b.WriteString("\n")
	}
	b.WriteString(usageBody)
	io.WriteString(w, b.String())
}

// usageBody is the part of "iri help" after the command list: what every
// command has in common.
const usageBody = `
Each command works on its REF arguments or, with none, on each line of
standard input, and writes one result per reference to standard output.
Only "\n" or "\r\n" is removed from a line (and a UTF-8 byte order mark at
the start of the input): surrounding spaces make a line invalid. Flags may
come before or after the references; "--" ends the flags, so that a
reference may start with "-".

Flags of every command that reads references:

	--json           one JSON object per reference, valid or not, in order
	--on-error MODE  what an invalid reference writes in text mode:
	                 skip   nothing (the default)
	                 empty  an empty record, so that output line N is input line N
	                 stop   nothing, and stop there
	--line-buffered  write each result at once (the default on a terminal)

Each error is one line on standard error, in one format for every kind:

	SOURCE:LINE:OFFSET: message

where SOURCE is "-" (standard input) or "arg N", and OFFSET the byte offset,
from 0, of the first offending byte in the reference as given:

	$ printf 'http://ü/\nhttp://x/a b\nhttp://x/\n' > in.txt
	$ iri touri --on-error=empty < in.txt | paste in.txt -
	-:2:10: invalid character U+0020 in path: "http://x/a b" (ipchar)
	http://ü/	http://%C3%BC/
	http://x/a b
	http://x/	http://x/
	$ iri touri --json < in.txt
	{"line":1,"input":"http://ü/","result":"http://%C3%BC/"}
	{"line":2,"input":"http://x/a b","error":{"offset":10,"component":"path","rule":"ipchar","message":"invalid character U+0020 in path: \"http://x/a b\" (ipchar)"}}
	{"line":3,"input":"http://x/","result":"http://x/"}

In JSON records "arg":N replaces "line":N for arguments, and errors are not
repeated on standard error.

Exit status: 0 if every reference was processed, 1 if any was invalid or
input or output failed, 2 for usage errors. "iri compare" exits like
cmp(1): 0 equivalent, 1 different, 2 error, and 3 when equivalence cannot
be determined (a relative reference without --base, a host that fails
IDNA, an octet that is not UTF-8).

More examples:

	iri parse 'http://例え.テスト/パス?q=1'
	iri touri --punycode < iris.txt > uris.txt
	iri toiri --unicode-hosts 'http://xn--r8jz45g.xn--zckzah/%E3%83%91%E3%82%B9'
	iri normalize --level scheme --idn < urls.txt | sort -u
	iri resolve http://a/b/c/d -- ../g -g
	iri check --json < iris.txt | jq 'select(.result != [])'
	iri compare --level scheme --base http://example.com/a/ ../b http://example.com/b
	iri display --wrap isolate --explain 'http://xn--pypal-4ve.com/%E2%80%AE'

Use "iri help <command>" for more about a command.
`

// writeCommandUsage writes the usage message of the command whose flags
// are fs; long adds the command's help text.
func writeCommandUsage(w io.Writer, fs *flag.FlagSet, long bool) {
	var b strings.Builder
	b.WriteString("usage: iri ")
	b.WriteString(fs.Name())
	c := commands[fs.Name()]
	if c != nil && c.usage != "" {
		b.WriteString(" ")
		b.WriteString(c.usage)
	}
	b.WriteString("\n")
	if long && c != nil && c.help != "" {
		b.WriteString("\n")
		b.WriteString(strings.TrimRight(c.help, "\n"))
		b.WriteString("\n")
	}
	hasFlags := false
	fs.VisitAll(func(*flag.Flag) { hasFlags = true })
	if long && hasFlags {
		b.WriteString("\nFlags (before or after the references; \"--\" ends them):\n\n")
		writeFlags(&b, fs)
	}
	if long && fs.Lookup("on-error") != nil {
		b.WriteString(commonFlagsHelp)
	}
	if !long {
		b.WriteString("Run \"iri help " + fs.Name() + "\" for details.\n")
	}
	io.WriteString(w, b.String())
}

// writeFlags writes the flags of fs, one "--name VALUE" line each with its
// description indented below, in the "--" form that the help texts use
// (the flag package accepts "-name" too).
func writeFlags(b *strings.Builder, fs *flag.FlagSet) {
	fs.VisitAll(func(f *flag.Flag) {
		name, usage := flag.UnquoteUsage(f)
		b.WriteString("  --")
		b.WriteString(f.Name)
		if name != "" {
			b.WriteString(" ")
			b.WriteString(name)
		}
		if def := f.DefValue; def != "" && def != "false" {
			b.WriteString(" (default " + def + ")")
		}
		b.WriteString("\n")
		// Wrap the description at 72 columns, indented by a tab.
		line := 0
		for _, w := range strings.Fields(usage) {
			if line > 0 && line+1+utf8.RuneCountInString(w) > 64 {
				b.WriteString("\n")
				line = 0
			}
			if line == 0 {
				b.WriteString("\t")
			} else {
				b.WriteString(" ")
				line++
			}
			b.WriteString(w)
			line += utf8.RuneCountInString(w)
		}
		b.WriteString("\n")
	})
}

// commonFlagsHelp ends the help of every command that reads references.
const commonFlagsHelp = `
Errors are printed on standard error as SOURCE:LINE:OFFSET: message, where
SOURCE is "-" for standard input or "arg N"; see "iri help" for the JSON
records, --on-error and the exit status.
`

// usageError writes "iri NAME: msg" and the command's synopsis to stderr
// and returns 2, the exit status of a usage error.
func usageError(stderr io.Writer, fs *flag.FlagSet, msg string) int {
	io.WriteString(stderr, "iri "+fs.Name()+": "+msg+"\n")
	writeCommandUsage(stderr, fs, false)
	return 2
}

// newFlagSet returns an empty flag set for the named command, to be
// filled by the command and passed to parseFlags.
func newFlagSet(name string) *flag.FlagSet {
	fs := flag.NewFlagSet(name, flag.ContinueOnError)
	// parseFlags reports errors itself, so that -h goes to stdout.
	fs.SetOutput(io.Discard)
	return fs
}

// parseFlags parses a command's flags from args, wherever they stand: an
// argument that starts with "-" (other than "-" itself) is a flag, with
// its value in the next argument unless it is a boolean flag or has
// "=value"; "--" ends the flags. On success it returns the other
// arguments, in order, and ok == true. Otherwise the command should return
// code at once: 0 after -h or -help (usage written to stdout), 2 after a
// bad flag (message and usage written to stderr).
func parseFlags(fs *flag.FlagSet, args []string, stdout, stderr io.Writer) (rest []string, code int, ok bool) {
	var flags []string
	for i := 0; i < len(args); i++ {
		a := args[i]
		if a == "--" {
			rest = append(rest, args[i+1:]...)
			break
		}
		if len(a) < 2 || a[0] != '-' {
			rest = append(rest, a)
			continue
		}
		flags = append(flags, a)
		name := strings.TrimPrefix(a[1:], "-")
		if strings.Contains(name, "=") {
			continue
		}
		if f := fs.Lookup(name); f != nil && !isBoolFlag(f) && i+1 < len(args) {
			i++
			flags = append(flags, args[i])
		}
	}
	err := fs.Parse(flags)
	switch {
	case err == nil:
		return rest, 0, true
	case errors.Is(err, flag.ErrHelp):
		writeCommandUsage(stdout, fs, true)
		return nil, 0, false
	default:
		return nil, usageError(stderr, fs, err.Error()), false
	}
}

// isBoolFlag reports whether f needs no value, as the flag package decides.
func isBoolFlag(f *flag.Flag) bool {
	b, ok := f.Value.(interface{ IsBoolFlag() bool })
	return ok && b.IsBoolFlag()
}

// splitList splits a comma-separated flag value into its trimmed, non-empty
// items. Every list flag goes through it, so that "", "," and " " all mean
// the empty list, whatever the command.
func splitList(s string) []string {
	var items []string
	for _, it := range strings.Split(s, ",") {
		if it = strings.TrimSpace(it); it != "" {
			items = append(items, it)
		}
	}
	return items
}

// quoteArg quotes a command-line word for a message when it needs it.
func quoteArg(s string) string {
	if needsQuote(s) {
		return string(appendValue(nil, s))
	}
	return s
}
