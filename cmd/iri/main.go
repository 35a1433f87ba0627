// Iri inspects and converts IRI references (RFC 3987) from the command
// line, one reference per argument or per input line.
//
// Usage:
//
//	iri <command> [flags] [args...]
//	iri help [command]
//
// The commands are:
//
//	parse [--json] [--uri] [--bis] [REF...]
//	      print the components of IRI references
//	resolve [--non-strict] BASE [REF...]
//	      resolve references against a base IRI (RFC 3986 §5.2)
//	touri [--punycode] [--dns-schemes LIST] [--query-charset NAME] [--leiri] [IRI...]
//	      map IRIs to URIs (RFC 3987 §3.1)
//	toiri [--unicode-hosts] [--dns-schemes LIST] [--keep-query] [--bis] [--decode-discouraged] [URI...]
//	      convert URIs to IRIs (RFC 3987 §3.2)
//	normalize [--level syntax|scheme] [--nfc|--nfkc] [--idn] [--exclude-fragment] [--uri] [IRI...]
//	      normalize IRIs for comparison (RFC 3987 §5.3)
//	compare [--level simple|syntax|scheme] [--nfc|--nfkc] [--idn] [--exclude-fragment] A B
//	      compare two IRIs: equivalent or different (RFC 3987 §5.3)
//	check [--bis] [--whole] [--ignore CODE,...] [IRI...]
//	      report bidi and security violations (RFC 3987 §4, §8)
//
// "iri help COMMAND" describes each command and its flags in full.
//
// # Filter mode
//
// Every command that takes references works on its arguments, or, when
// given none, reads one reference per line from standard input and writes
// its results to standard output, so it serves as a fast filter over large
// files. Only the line terminator ("\n" or "\r\n") is removed from each
// line; nothing else is trimmed, so an empty line is the empty reference ""
// (which is valid), and surrounding spaces make a line invalid. Lines may be
// of any length.
//
// An invalid reference produces no output; instead a message on standard
// error names where it came from, the byte offset of the first offending
// byte and the reason, and processing continues:
//
//	iri: line 3: offset 10: invalid character U+0020 in path: "http://x/a b" (ipchar)
//	iri: arg 2: offset 11: invalid character U+0067 'g' in port: "http://x:80g/" (port = *DIGIT)
//
// Lines and arguments are numbered from 1. Flags end at the first argument
// that does not start with "-"; use "--" before references that do.
//
// # Parse
//
// "iri parse" prints one block per reference, blocks separated by a blank
// line, with one line for each component that is present; the path is
// always present. A value is quoted (as a Go string) when it is empty or
// holds spaces or other non-printing characters. The host line also names
// the ABNF alternative it matched:
//
//	scheme:    http
//	userinfo:  user:pw
//	host:      [::1] (IPv6address)
//	port:      81
//	path:      /p
//	query:     q
//	fragment:  f
//
// With --json it prints exactly one JSON object per line instead, with the
// members "input", "scheme", "authority", "userinfo", "host", "hostKind",
// "port", "path", "query", "fragment" (each only when that component is
// present; "path" always) and "absolute" (true when there is a scheme):
//
//	{"input":"http://[::1]:81/p","scheme":"http","authority":"[::1]:81","host":"[::1]","hostKind":"IPv6address","port":"81","path":"/p","absolute":true}
//
// An invalid reference yields no output line, in either format, only the
// message on standard error; use the "input" member to match results to
// inputs. --uri parses RFC 3986 URI references (ASCII only) and --bis uses
// the grammar of draft-ietf-iri-3987bis.
//
// # Exit status
//
// 0 when every reference was processed, 1 when any was invalid or input or
// output failed, and 2 for usage errors (no command, unknown command, bad
// flags). "iri help" and -h print to standard output and exit 0.
package main

import (
	"errors"
	"flag"
	"io"
	"os"
	"sort"
	"strings"
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
var commandOrder = []string{"parse", "resolve", "touri", "toiri", "normalize", "compare", "check"}

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
	os.Exit(run(os.Args[1:], os.Stdin, os.Stdout, os.Stderr))
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
				io.WriteString(stderr, "iri help: unknown command "+quoteArg(args[1])+"\n")
				writeUsage(stderr)
				return 2
			}
			return c.run([]string{"-h"}, stdin, stdout, stderr)
		}
		writeUsage(stdout)
		return 0
	}
	c, ok := commands[name]
	if !ok {
		io.WriteString(stderr, "iri: unknown command "+quoteArg(name)+"\n")
		writeUsage(stderr)
		return 2
	}
	return c.run(args[1:], stdin, stdout, stderr)
}

// writeUsage writes the top-level usage message with the command list.
func writeUsage(w io.Writer) {
	var b strings.Builder
	b.WriteString("Iri inspects and converts IRI references (RFC 3987).\n\n")
	b.WriteString("Usage:\n\n\tiri <command> [flags] [args...]\n\tiri help [command]\n\n")
	b.WriteString("The commands are:\n\n")
	cs := sortedCommands()
	width := 0
	for _, c := range cs {
		if len(c.name) > width {
			width = len(c.name)
		}
	}
	for _, c := range cs {
		b.WriteString("\t")
		b.WriteString(c.name)
		b.WriteString(strings.Repeat(" ", width-len(c.name)+3))
		b.WriteString(c.summary)
		b.WriteString("\n")
	}
	b.WriteString("\nWith no args, a command reads one reference per line from standard input.\n")
	b.WriteString("Invalid references are reported on standard error and processing goes on;\n")
	b.WriteString("the exit status is 1 if any failed, 2 for usage errors.\n\n")
	b.WriteString("Use \"iri help <command>\" for more about a command.\n")
	io.WriteString(w, b.String())
}

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
	if hasFlags {
		b.WriteString("\nFlags:\n")
		fs.SetOutput(&b)
		fs.PrintDefaults()
		fs.SetOutput(io.Discard)
	}
	if !long {
		b.WriteString("\nRun \"iri help " + fs.Name() + "\" for details.\n")
	}
	io.WriteString(w, b.String())
}

// newFlagSet returns an empty flag set for the named command, to be
// filled by the command and passed to parseFlags.
func newFlagSet(name string) *flag.FlagSet {
	fs := flag.NewFlagSet(name, flag.ContinueOnError)
	// parseFlags reports errors itself, so that -h goes to stdout.
	fs.SetOutput(io.Discard)
	return fs
}

// parseFlags parses a command's flags from args. On success it returns the
// positional arguments and ok == true. Otherwise the command should return
// code at once: 0 after -h or -help (usage written to stdout), 2 after a
// bad flag (message and usage written to stderr).
func parseFlags(fs *flag.FlagSet, args []string, stdout, stderr io.Writer) (rest []string, code int, ok bool) {
	err := fs.Parse(args)
	switch {
	case err == nil:
		return fs.Args(), 0, true
	case errors.Is(err, flag.ErrHelp):
		writeCommandUsage(stdout, fs, true)
		return nil, 0, false
	default:
		io.WriteString(stderr, "iri "+fs.Name()+": "+err.Error()+"\n")
		writeCommandUsage(stderr, fs, false)
		return nil, 2, false
	}
}

// quoteArg quotes a command-line word for a message when it needs it.
func quoteArg(s string) string {
	if needsQuote(s) {
		return string(appendValue(nil, s))
	}
	return s
}
