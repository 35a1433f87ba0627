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
//	query      edit the query pairs of IRI references, keeping the others' bytes
//	expand     expand IRI templates (RFC 6570)
//	match      match references against an IRI template (RFC 6570) and print the variables
//	extract    find IRIs in running text: mail, chat, Markdown (RFC 3987 §7.3)
//	key        print lookup keys: SURT, SSURT, Safe Browsing, crawl (package keys)
//	readings   show how RFC 3987, the URL Standard and net/url read each URL, and where they differ
//	columns    print Common Crawl's URL index columns (package columns)
//	version    print the version of iri
//
// "iri help COMMAND" describes each command and its flags in full.
//
// # Input
//
// Every command that takes references works on its arguments, or, when
// given none, reads one reference per line from standard input, so that it
// serves as a filter over large files. An argument "-" stands for the
// lines of standard input, there among the other arguments, as in cat(1);
// write "./-" for the relative reference "-". Only the line terminator
// ("\n" or "\r\n") is removed from each line, and a UTF-8 byte order mark
// at the very start of standard input; nothing else is trimmed, so an
// empty line is the empty reference "" (which is valid) and surrounding
// spaces make a line invalid. Lines may be of any length.
//
// Flags may come before or after the references, as with most GNU tools:
// "iri touri http://ü/ --idna" is "iri touri --idna http://ü/". A flag
// with a value takes it after "=" or as the next argument ("--level=scheme"
// or "--level scheme"). "--" ends the flags; everything after it is a
// reference, so that a reference that starts with "-" can be given. An
// unknown flag is a usage error; nothing that starts with "-" (but "-"
// itself) before "--" is ever taken as data.
//
// A flag has one name and one meaning in every command that takes it, the
// name of the library option it sets: --idna (ToURIOptions.IDNA,
// ToIRIOptions.IDNA, NormIDN) runs IDNA on the hosts of the schemes that
// --dns-schemes names; --grammar rfc3987|rfc3987bis chooses the IRI
// grammar; --uri says the input is a URI; --base is the base of resolution;
// --json, --on-error and --line-buffered choose the output. Flags are
// written with two dashes, in help and in messages alike (one dash is
// accepted too).
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
// input, the component it lies in, the rule that is broken and the message
// printed on standard error in text mode. The rule is an ABNF rule name
// ("ipchar", "port", "IPv6address") or the identifier of a specification
// clause ("RFC 5891 §4.2.3.1", "3987bis-13 §3.5"), never prose, so that it
// can be matched exactly; "" when none applies (a read error). In JSON mode errors are not repeated on standard
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
//	SOURCE:N:OFFSET: message
//
// SOURCE:N is "-:N" for line N of standard input or "arg:N" for the Nth
// argument (counted from 1 among the arguments that are not flags).
// OFFSET is the byte offset (from 0) of the first offending byte in the
// reference as given, whatever the options. The message is the library's,
// quoting the reference as given:
//
//	-:3:10: invalid character U+0020 in path: "http://x/a b" (ipchar)
//	arg:2:11: invalid character U+0067 'g' in port: "http://x:80g/" (port = *DIGIT)
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
	"io"
	"os"
	"runtime"
	"runtime/debug"
	"sort"
	"strings"
)

// command is one subcommand. Each command lives in its own file and
// registers itself from an init function (flags.go shows a whole one):
//
//	func init() {
//		register(command{name: "resolve", usage: "BASE [REF...]",
//			summary: "resolve references against a base",
//			flags: withOutputFlags(flagNonStrict), run: runResolve})
//	}
type command struct {
	// name is the word after "iri".
	name string
	// usage is the synopsis of the positional arguments, such as
	// "[REF...]"; the flags come from flags.
	usage string
	// summary is one line for the command list of "iri help".
	summary string
	// help is an optional longer description for "iri help <name>" and
	// "iri <name> -h"; it may span lines.
	help string
	// flags are the flags the command takes, in the order help lists them.
	flags []*flagSpec
	// run runs the command and returns the exit status: 0 success, 1
	// failure, 2 usage error. It must do all I/O through inv.
	run func(inv *invocation) int
}

// commands holds the registered commands, keyed by name.
var commands = map[string]*command{}

// commandOrder is the order of the command list in the usage message;
// commands not named here follow in alphabetical order.
var commandOrder = []string{"parse", "resolve", "touri", "toiri", "normalize", "compare", "check", "display", "query", "expand", "match", "extract", "key", "columns", "readings"}

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
			writeCommandUsage(stdout, c, true)
			return 0
		}
		writeUsage(stdout)
		return 0
	case "-version", "--version":
		name = "version"
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
	inv, code, ok := c.parseArgs(args[1:], stdin, stdout, stderr)
	if !ok {
		return code
	}
	return c.run(inv)
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

func runVersion(inv *invocation) int {
	if len(inv.args) > 0 {
		return inv.usageError("unexpected argument " + quoteArg(inv.args[0]))
	}
	io.WriteString(inv.stdout, versionString()+"\n")
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
the start of the input): surrounding spaces make a line invalid. A REF of
"-" stands for the lines of standard input. Flags may come before or after
the references; "--" ends the flags, so that a reference may start with
"-". A flag has the same name and meaning in every command that takes it:
--idna runs IDNA on the hosts of the schemes --dns-schemes names, and
--grammar chooses rfc3987 or rfc3987bis.

Flags of every command that reads references:

	--json           one JSON object per reference, valid or not, in order
	--on-error MODE  what an invalid reference writes in text mode:
	                 skip   nothing (the default)
	                 empty  an empty record, so that output line N is input line N
	                 stop   nothing, and stop there
	--line-buffered  write each result at once (the default on a terminal)

Each error is one line on standard error, in one format for every kind:

	SOURCE:N:OFFSET: message

where SOURCE:N is "-:N" (line N of standard input) or "arg:N" (the Nth
argument), and OFFSET the byte offset, from 0, of the first offending byte
in the reference as given:

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

In JSON records "arg":N replaces "line":N for arguments, "rule" is an ABNF
rule name or a clause identifier ("RFC 5891 §4.2.3.1"), and errors are not
repeated on standard error.

Exit status: 0 if every reference was processed, 1 if any was invalid or
input or output failed, 2 for usage errors. "iri compare" exits like
cmp(1): 0 equivalent, 1 different, 2 error, and 3 when equivalence cannot
be determined (a relative reference without --base, a host that fails
IDNA, an octet that is not UTF-8).

More examples:

	iri parse 'http://例え.テスト/パス?q=1'
	iri touri --idna < iris.txt > uris.txt
	iri toiri --idna 'http://xn--r8jz45g.xn--zckzah/%E3%83%91%E3%82%B9'
	iri normalize --level scheme --idna < urls.txt | sort -u
	iri resolve http://example.com/a/ ../first - < more-refs.txt
	iri resolve http://a/b/c/d -- ../g -g
	iri check --json < iris.txt | jq 'select(.result != [])'
	iri compare --level scheme --base http://example.com/a/ ../b http://example.com/b
	iri display --wrap isolate --explain 'http://xn--pypal-4ve.com/%E2%80%AE'

Use "iri help <command>" for more about a command.
`

// writeCommandUsage writes the usage message of c; long adds the
// command's help text and its flags.
func writeCommandUsage(w io.Writer, c *command, long bool) {
	var b strings.Builder
	b.WriteString("usage: iri " + c.name)
	for _, part := range []string{c.synopsis(), c.usage} {
		if part != "" {
			b.WriteString(" " + part)
		}
	}
	b.WriteString("\n")
	if long && c.help != "" {
		b.WriteString("\n")
		b.WriteString(strings.TrimRight(c.help, "\n"))
		b.WriteString("\n")
	}
	if long && len(c.flags) > 0 {
		b.WriteString("\nFlags (before or after the references; \"--\" ends them):\n\n")
		c.writeFlagHelp(&b)
	}
	if long && c.lookup(flagOnError.name) != nil {
		b.WriteString(commonFlagsHelp)
	}
	if !long {
		b.WriteString("Run \"iri help " + c.name + "\" for details.\n")
	}
	io.WriteString(w, b.String())
}

// commonFlagsHelp ends the help of every command that reads references.
const commonFlagsHelp = `
A REF of "-" stands for the lines of standard input. Errors are printed on
standard error as SOURCE:N:OFFSET: message, where SOURCE:N is "-:N" for
line N of standard input or "arg:N" for the Nth argument; see "iri help"
for the JSON records, --on-error and the exit status.
`

// usageError writes "iri NAME: msg" and c's synopsis to stderr and
// returns 2, the exit status of a usage error.
func usageError(stderr io.Writer, c *command, msg string) int {
	io.WriteString(stderr, "iri "+c.name+": "+msg+"\n")
	writeCommandUsage(stderr, c, false)
	return 2
}

// quoteArg quotes a command-line word for a message when it needs it.
func quoteArg(s string) string {
	if needsQuote(s) {
		return string(appendValue(nil, s))
	}
	return s
}
