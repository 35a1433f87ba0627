package main

// Flags: one table, one parser and one help writer for every command.
//
// Each flag is a *flagSpec declared once, as a package variable: below,
// the flags that several commands share; in a command's file, the flags
// only it takes. Its name is the library's word for the option it sets, in
// kebab case (--idna for IDNA, --grammar for Grammar, --non-strict for
// NonStrict). A command lists the flags it takes in the flags field of its
// registration; run parses them and "iri help COMMAND" prints them from
// that list, so a flag is spelled, described and checked in one place and
// means the same in every command that takes it.
//
// A new command declares its flags in a few lines, for example:
//
//	var flagForm = &flagSpec{name: "form", value: "FORM", choices: []string{"iri", "uri"},
//		def: "iri", usage: "which form to print: iri or uri"}
//
//	func init() {
//		register(command{name: "expand", usage: "TEMPLATE [VARS...]",
//			summary: "expand a URI Template (RFC 6570)", help: `...`,
//			flags: withOutputFlags(flagForm, flagGrammar), run: runExpand})
//	}
//
//	func runExpand(inv *invocation) int {
//		form := inv.string(flagForm)
//		return inv.filter(1, inv.output(), func(dst []byte, l *line) ([]byte, error) { ... })
//	}
//
// withOutputFlags adds --json, --on-error and --line-buffered, which every
// command that reads references takes; inv.filter reads the references
// after the first argBase arguments (or standard input) and writes the
// results and errors in the common formats. inv.bool, inv.string,
// inv.list and inv.choice (the index of the value in choices) read the
// flags; parseArgs has already rejected unknown flags and values not in
// choices, with the usage error. A flag that a second command takes moves
// to the shared block below (as --form, which the vocabulary gives to
// every command that prints either form, would): a name is one flag, with
// one meaning, in every command (TestOneNamePerFlag).

import (
	"io"
	"slices"
	"strconv"
	"strings"
)

// A flagSpec declares one flag.
type flagSpec struct {
	// name is the word after "--": the library's option name in kebab
	// case, where the flag sets an option.
	name string
	// value is the placeholder for the flag's value in help, such as
	// "LIST"; "" for a boolean flag, which takes no value (but accepts
	// "=true" and "=false").
	value string
	// choices, if set, are the only values the flag accepts; help shows
	// them instead of value.
	choices []string
	// def is the value of a flag that is not given, shown in help.
	def string
	// usage says what the flag does, in a sentence or two, for help.
	usage string
	// repeat says that the flag may be given more than once, each value
	// counting, in order (see invocation.values); help shows "...".
	repeat bool
}

// A flagValue is one occurrence of a flag on the command line.
type flagValue struct {
	flag  *flagSpec
	value string
}

// flagFormURLEncoded is the form reading of queries, which "iri query" and
// "iri match" take.
var flagFormURLEncoded = &flagSpec{name: "form-urlencoded",
	usage: "the form reading of queries (application/x-www-form-urlencoded): \"+\" is a space; query: in the keys compared, and spaces in new keys and values are written \"+\" (else \"%20\"); match: in the parameters --any-query-order matches, where a name without \"=\" has the empty value"}

// The output flags: every command that reads references takes them.
var (
	flagJSON = &flagSpec{name: "json",
		usage: "print JSON, one object per result, valid or not: {\"line\":N,\"input\":…,\"result\":…} or {…,\"error\":{…}} per reference (compare: one object)"}
	flagOnError = &flagSpec{name: "on-error", value: "MODE", choices: onErrorNames[:], def: "skip",
		usage: "what an invalid reference writes in text mode: skip (nothing), empty (an empty record, so that output stays aligned with input) or stop (nothing, and stop there)"}
	flagLineBuffered = &flagSpec{name: "line-buffered",
		usage: "write each result at once (the default when standard output is a terminal)"}
)

// outputFlagList lists the output flags.
var outputFlagList = []*flagSpec{flagJSON, flagOnError, flagLineBuffered}

// withOutputFlags returns flags followed by the output flags.
func withOutputFlags(flags ...*flagSpec) []*flagSpec {
	return slices.Concat(flags, outputFlagList)
}

// The flags that several commands share, with one meaning each.
var (
	flagGrammar = &flagSpec{name: "grammar", value: "GRAMMAR", choices: []string{"rfc3987", "rfc3987bis"}, def: "rfc3987",
		usage: "the IRI grammar: rfc3987, or rfc3987bis (draft-ietf-iri-3987bis-13), which allows tag characters (U+E0000-U+E0FFF) in the query"}
	flagIDNA = &flagSpec{name: "idna",
		usage: "run IDNA (RFC 5891, UTS #46) on the hosts of DNS schemes (see --dns-schemes): A-labels in a URI, U-labels in an IRI"}
	flagDNSSchemes = &flagSpec{name: "dns-schemes", value: "LIST",
		usage: "comma-separated schemes whose host is a DNS name, for --idna (empty: the default, http,https,ws,wss,ftp)"}
	flagLevel = &flagSpec{name: "level", value: "LEVEL", choices: []string{"simple", "syntax", "scheme"}, def: "syntax",
		usage: "the rung of the comparison ladder (RFC 3987 §5.3): simple (no normalization), syntax or scheme"}
	flagNFC = &flagSpec{name: "nfc",
		usage: "put the text in Unicode Normalization Form C: user input first (RFC 3987 §3.1 step 1a), or as a rung of the ladder (§5.3.2.2)"}
	flagNFKC = &flagSpec{name: "nfkc",
		usage: "put the text in Unicode Normalization Form KC, as a rung of the ladder (RFC 3987 §5.3.2.2)"}
	flagExcludeFragment = &flagSpec{name: "exclude-fragment",
		usage: "leave the fragment out (RFC 3987 §5.1)"}
	flagBase = &flagSpec{name: "base", value: "BASE",
		usage: "resolve the references against the absolute IRI BASE first (RFC 3987 §5.1)"}
	flagScripts = &flagSpec{name: "scripts", value: "SCRIPTS",
		usage: "comma-separated scripts the display can render, such as Latin,Hebrew (3987bis-13 §8.6); default every script"}
	flagForm = &flagSpec{name: "form", value: "FORM", choices: []string{"iri", "uri"}, def: "iri",
		usage: "which form to print: iri or uri (RFC 3987 §3.1). expand: iri is RFC 3987 §3.2 applied to the expansion, as RFC 6570 §1.1 says, uri the expansion exactly as RFC 6570 defines it; extract: iri is each IRI as written, uri its URI"}
	flagNoTopDomains = &flagSpec{name: "no-top-domains",
		usage: "do not protect the browser's top domains (package topdomains, 4,989 names), which are protected by default beside --protected-names"}
	flagProtectedNames = &flagSpec{name: "protected-names", value: "NAMES",
		usage: "comma-separated host names to protect, such as example.com,bücher.de: a host confusable with one but not it is shown with A-labels and reported (PROTECTED_NAME_LOOKALIKE, UTS #39 §4)"}
)

// An invocation is a command with its parsed arguments and its I/O.
type invocation struct {
	cmd *command
	// args are the positional arguments, in order.
	args []string
	// set holds the flags given, with their values ("true" or "false"
	// for a boolean flag).
	set map[*flagSpec]string
	// order holds every flag given, with its value, in command-line order.
	order  []flagValue
	stdin  io.Reader
	stdout io.Writer
	stderr io.Writer
}

// given reports whether f was given.
func (inv *invocation) given(f *flagSpec) bool {
	inv.check(f)
	_, ok := inv.set[f]
	return ok
}

// bool returns the value of the boolean flag f.
func (inv *invocation) bool(f *flagSpec) bool {
	inv.check(f)
	return inv.set[f] == "true"
}

// string returns the value of f, or its default.
func (inv *invocation) string(f *flagSpec) string {
	inv.check(f)
	if v, ok := inv.set[f]; ok {
		return v
	}
	return f.def
}

// choice returns the index in f.choices of the value of f.
func (inv *invocation) choice(f *flagSpec) int {
	v := inv.string(f)
	for i, c := range f.choices {
		if c == v {
			return i
		}
	}
	panic("iri: flag --" + f.name + ": default " + strconv.Quote(v) + " is not a choice")
}

// values returns the occurrences of the flags fs, repeatable ones, in
// command-line order.
func (inv *invocation) values(fs ...*flagSpec) []flagValue {
	for _, f := range fs {
		inv.check(f)
	}
	var vs []flagValue
	for _, v := range inv.order {
		if slices.Contains(fs, v.flag) {
			vs = append(vs, v)
		}
	}
	return vs
}

// list returns the items of the list flag f (see splitList).
func (inv *invocation) list(f *flagSpec) []string {
	return splitList(inv.string(f))
}

// check panics when the command reads a flag it did not declare, a
// programming error that would otherwise read the default silently.
func (inv *invocation) check(f *flagSpec) {
	if inv.cmd.lookup(f.name) != f {
		panic("iri " + inv.cmd.name + ": reads the undeclared flag --" + f.name)
	}
}

// output returns the output flags for filter.
func (inv *invocation) output() *outputFlags {
	return &outputFlags{
		json:         inv.bool(flagJSON),
		onError:      onErrorMode(inv.choice(flagOnError)),
		lineBuffered: inv.bool(flagLineBuffered),
	}
}

// filter runs fn over the references after the first argBase positional
// arguments, or over standard input: see the function filter.
func (inv *invocation) filter(argBase int, of *outputFlags, fn lineFunc) int {
	return filter(inv.args[argBase:], argBase, inv.stdin, inv.stdout, inv.stderr, of, fn)
}

// usageError writes "iri NAME: msg" and the command's synopsis to stderr
// and returns 2, the exit status of a usage error.
func (inv *invocation) usageError(msg string) int {
	return usageError(inv.stderr, inv.cmd, msg)
}

// lookup returns the flag of c named name, or nil.
func (c *command) lookup(name string) *flagSpec {
	for _, f := range c.flags {
		if f.name == name {
			return f
		}
	}
	return nil
}

// parseArgs parses the arguments after the command's name: an argument
// that starts with "-" (other than "-" itself, standard input) is a flag,
// wherever it stands, written "--name" (or "-name"), with its value after
// "=" or in the next argument unless it is a boolean flag; "--" ends the
// flags. On success it returns the invocation and ok == true. Otherwise
// the command should return code at once: 0 after -h, -help or --help
// (the command's help written to stdout), 2 after a bad flag (message and
// synopsis written to stderr).
func (c *command) parseArgs(args []string, stdin io.Reader, stdout, stderr io.Writer) (inv *invocation, code int, ok bool) {
	inv = &invocation{cmd: c, set: map[*flagSpec]string{}, stdin: stdin, stdout: stdout, stderr: stderr}
	for i := 0; i < len(args); i++ {
		a := args[i]
		if a == "--" {
			inv.args = append(inv.args, args[i+1:]...)
			break
		}
		if len(a) < 2 || a[0] != '-' {
			inv.args = append(inv.args, a)
			continue
		}
		name, val, hasVal := strings.Cut(strings.TrimPrefix(a[1:], "-"), "=")
		if name == "h" || name == "help" {
			writeCommandUsage(stdout, c, true)
			return nil, 0, false
		}
		f := c.lookup(name)
		switch {
		case f == nil:
			msg := "unknown flag --" + name
			if near := c.nearestFlag(name); near != "" {
				msg += " (did you mean --" + near + "?)"
			}
			return nil, usageError(stderr, c, msg), false
		case f.value == "" && f.choices == nil:
			if hasVal {
				b, err := strconv.ParseBool(val)
				if err != nil {
					return nil, usageError(stderr, c, "invalid value "+strconv.Quote(val)+" for --"+name+": want true or false"), false
				}
				val = strconv.FormatBool(b)
			} else {
				val = "true"
			}
		case !hasVal:
			if i+1 == len(args) {
				return nil, usageError(stderr, c, "--"+name+" needs a value ("+f.placeholder()+")"), false
			}
			i++
			val = args[i]
		}
		if f.choices != nil && !slices.Contains(f.choices, val) {
			return nil, usageError(stderr, c, "invalid value "+strconv.Quote(val)+" for --"+name+": want "+orList(f.choices)), false
		}
		inv.set[f] = val
		inv.order = append(inv.order, flagValue{f, val})
	}
	return inv, 0, true
}

// nearestFlag returns the name of c's flag within two edits of name, or "".
func (c *command) nearestFlag(name string) string {
	best, bestDist := "", 3
	for _, f := range c.flags {
		if d := editDistance(strings.ToLower(name), f.name); d < bestDist {
			best, bestDist = f.name, d
		}
	}
	return best
}

// placeholder returns what help shows for f's value: its choices joined
// by "|", or its value name.
func (f *flagSpec) placeholder() string {
	if f.choices != nil {
		return strings.Join(f.choices, "|")
	}
	return f.value
}

// synopsis returns the flags part of c's usage line, such as
// "[--idna] [--dns-schemes LIST] [output flags]".
func (c *command) synopsis() string {
	var parts []string
	outputs := 0
	for _, f := range c.flags {
		if slices.Contains(outputFlagList, f) {
			outputs++
		}
	}
	for _, f := range c.flags {
		switch {
		case outputs == len(outputFlagList) && f == outputFlagList[0]:
			parts = append(parts, "[output flags]")
		case outputs == len(outputFlagList) && slices.Contains(outputFlagList, f):
		case f.value == "" && f.choices == nil:
			parts = append(parts, "[--"+f.name+"]")
		case f.repeat:
			parts = append(parts, "[--"+f.name+" "+f.placeholder()+"]...")
		default:
			parts = append(parts, "[--"+f.name+" "+f.placeholder()+"]")
		}
	}
	return strings.Join(parts, " ")
}

// writeFlagHelp writes c's flags, one "--name VALUE (default D)" line
// each with its description indented below, wrapped at 72 columns.
func (c *command) writeFlagHelp(b *strings.Builder) {
	for _, f := range c.flags {
		b.WriteString("  --")
		b.WriteString(f.name)
		if p := f.placeholder(); p != "" {
			b.WriteString(" " + p)
		}
		if f.repeat {
			b.WriteString(" ...")
		}
		if f.def != "" {
			b.WriteString(" (default " + f.def + ")")
		}
		b.WriteString("\n")
		line := 0
		for _, w := range strings.Fields(f.usage) {
			if line > 0 && line+1+len([]rune(w)) > 64 {
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
			line += len([]rune(w))
		}
		b.WriteString("\n")
	}
}

// orList joins words as "a, b or c".
func orList(words []string) string {
	if len(words) < 2 {
		return strings.Join(words, "")
	}
	return strings.Join(words[:len(words)-1], ", ") + " or " + words[len(words)-1]
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
