package main

import (
	"errors"
	"flag"
	"io"

	"github.com/go-iri/iri"
)

func init() {
	register(command{
		name:    "normalize",
		usage:   "[--level syntax|scheme] [--nfc|--nfkc] [--idn] [--exclude-fragment] [--uri-key] [output flags] [IRI...]",
		summary: "normalize IRIs for comparison (RFC 3987 §5.3)",
		help: `Normalize parses each IRI (or each line of standard input) as an RFC 3987
IRI reference and prints its normal form at a level of the comparison
ladder of RFC 3987 §5.3, one per line. Two IRIs are equivalent at that level
exactly when their normal forms are the same string.

--level syntax (the default) is syntax-based normalization (§5.3.2):
lowercase scheme and US-ASCII host, uppercase hex digits in
percent-encodings, decode the percent-encodings of unreserved characters
and of UTF-8 characters an IRI may hold literally (as "iri toiri" does), and
remove dot segments from the path (RFC 3986 §5.2.4). --level scheme adds
scheme-based normalization (§5.3.3): drop an empty port and the scheme's
default port, and write an empty path after an authority as "/", for http,
https, ws, wss, ftp, gopher, coap and coaps.

--idn writes the host of http, https, ws, wss and ftp IRIs in one form, the
Unicode U-label form ("xn--rsum-bpad" becomes "résumé", "EXAMPLE" becomes
"example"), when it is a valid IDN (§5.3.3). --nfc or --nfkc puts the text
in Unicode Normalization Form C or KC; RFC 3987 §5.3.2.2 says IRIs should
be created normalized and not be normalized when compared, so these are
never on by default. --exclude-fragment drops the fragment (§5.1: for
comparisons that decide a network action). --uri-key prints the normal
form mapped to a URI (RFC 3987 §3.1), an ASCII key for caches and indexes.

Empty and missing components stay distinct: "http://example.com/?" keeps
its "?". The normal form is for local comparison; RFC 3987 §5.3.2.3 says
the original IRI must be passed on unchanged.

With --json the result is the normal form, a JSON string.`,
		run: runNormalize,
	})
}

// normFlags are the flags that normalize and compare share.
type normFlags struct {
	level           *string
	nfc, nfkc, idn  *bool
	excludeFragment *bool
}

// addNormFlags defines the shared flags on fs; levels lists the --level
// values, the first being the default.
func addNormFlags(fs *flag.FlagSet, levels string, def string) *normFlags {
	return &normFlags{
		level:           fs.String("level", def, "`LEVEL` of the comparison ladder: "+levels+" (RFC 3987 §5.3)"),
		nfc:             fs.Bool("nfc", false, "also apply Unicode Normalization Form C (RFC 3987 §5.3.2.2)"),
		nfkc:            fs.Bool("nfkc", false, "also apply Unicode Normalization Form KC (RFC 3987 §5.3.2.2)"),
		idn:             fs.Bool("idn", false, "write IDN hosts of DNS schemes in U-label form, so that punycode and Unicode hosts compare equal (RFC 3987 §5.3.3)"),
		excludeFragment: fs.Bool("exclude-fragment", false, "leave the fragment out (RFC 3987 §5.1)"),
	}
}

// normalizer returns the NormalizeOptions the flags select, or an error for a
// usage error.
func (f *normFlags) normalizer() (iri.NormalizeOptions, error) {
	var nz iri.NormalizeOptions
	switch *f.level {
	case "simple":
		nz.Flags = 0
	case "syntax":
		nz.Flags = iri.SyntaxBased
	case "scheme":
		nz.Flags = iri.SchemeBased
	default:
		return nz, errors.New("unknown --level " + quoteArg(*f.level))
	}
	if *f.nfc && *f.nfkc {
		return nz, errors.New("--nfc and --nfkc exclude each other")
	}
	if *f.nfc {
		nz.Flags |= iri.NormNFC
	}
	if *f.nfkc {
		nz.Flags |= iri.NormNFKC
	}
	if *f.idn {
		nz.Flags |= iri.NormIDN
	}
	nz.ExcludeFragment = *f.excludeFragment
	return nz, nil
}

func runNormalize(args []string, stdin io.Reader, stdout, stderr io.Writer) int {
	fs := newFlagSet("normalize")
	nf := addNormFlags(fs, "syntax or scheme", "syntax")
	uri := fs.Bool("uri-key", false, "print the normal form as a URI (RFC 3987 §3.1), a key for caches")
	of := addOutputFlags(fs)
	refs, code, ok := parseFlags(fs, args, stdout, stderr)
	if !ok {
		return code
	}
	nz, err := nf.normalizer()
	if err == nil && *nf.level == "simple" {
		err = errors.New("--level simple normalizes nothing; use syntax or scheme")
	}
	if err != nil {
		return usageError(stderr, fs, err.Error())
	}
	return filter(refs, 0, stdin, stdout, stderr, of, func(dst []byte, l *line) ([]byte, error) {
		x, err := iri.Parse(l.ref)
		if err != nil {
			return dst, err
		}
		if *uri {
			return appendString(dst, l, nz.URIKey(x)), nil
		}
		return appendString(dst, l, nz.Normalize(x).String()), nil
	})
}
