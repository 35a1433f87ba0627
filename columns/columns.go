package columns

import (
	"errors"
	"strconv"
	"strings"

	"github.com/go-iri/iri"
	"github.com/go-iri/iri/domain"
	"github.com/go-iri/iri/keys"
)

// Names are the names of the columns, in the order AppendTSV writes them:
// the input URL, then Common Crawl's URL columns.
var Names = []string{
	"url", "url_surtkey", "url_host_name", "url_host_tld",
	"url_host_2nd_last_part", "url_host_3rd_last_part", "url_host_4th_last_part", "url_host_5th_last_part",
	"url_host_registry_suffix", "url_host_registered_domain",
	"url_host_private_suffix", "url_host_private_domain",
	"url_host_name_reversed", "url_protocol", "url_port", "url_path", "url_query",
}

// Row holds the URL columns of one URL. A column that has no value for
// the URL (no fifth-last label, a host that no rule of the list covers, no
// port, no query) is the empty string, and Port is -1; the JSON form
// writes them as null, as Common Crawl's index holds them.
type Row struct {
	URL     string // the input
	SURTKey string // keys.SURT of the input, the urlkey of CDX indexes

	// HostName is the host of the URI the URL maps to: lowercase, its
	// labels A-labels (UTS #46 nontransitional); HostLastParts are its
	// last five labels, the top-level domain first.
	HostName      string
	HostLastParts [5]string

	// RegistrySuffix is the public suffix by the ICANN section of the
	// list, and RegisteredDomain that suffix with one more label;
	// PrivateSuffix and PrivateDomain are the same by the whole list,
	// private section included ("blogspot.com").
	RegistrySuffix, RegisteredDomain string
	PrivateSuffix, PrivateDomain     string

	HostNameReversed string // the labels of HostName in reverse order, joined by "."
	Protocol         string // the scheme, lowercase
	Port             int    // the port as written, or -1 when there is none
	Path             string // the URI's path
	Query            string // the URI's query, without "?"
	HasQuery         bool   // whether there is a query, even an empty one
}

// The sentinels of [Error.Err], for errors.Is.
var (
	// ErrNotAbsolute: a reference without a scheme.
	ErrNotAbsolute = errors.New("not an absolute URL")
	// ErrPort: a port above 65535.
	ErrPort = errors.New("port above 65535")
)

// Error is why a URL has no columns, when the URL is an IRI: Input is the
// caller's input, Offset the byte offset in Input of the fault, Rule the
// rule it breaks and Err one of the sentinels ErrXxx.
type Error struct {
	Input  string
	Offset int
	Rule   string
	Err    error
}

// Error returns the message: one line, quoting the input with non-ASCII
// characters as code points, ending with the rule.
func (e *Error) Error() string {
	return "columns: " + e.Err.Error() + " at offset " + strconv.Itoa(e.Offset) +
		" in " + strconv.QuoteToASCII(e.Input) + " (" + e.Rule + ")"
}

// Unwrap returns e.Err.
func (e *Error) Unwrap() error { return e.Err }

// Of returns the URL columns of s, an absolute IRI. The errors are
// *iri.ParseError for a string that is not an IRI, *iri.HostError for a
// host that IDNA rejects, *keys.Error from the SURT, and *Error with
// ErrNotAbsolute or ErrPort.
func Of(s string) (Row, error) {
	x, err := iri.Parse(s)
	if err != nil {
		return Row{}, err
	}
	if !x.IsAbs() {
		return Row{}, &Error{Input: s, Offset: 0, Rule: "absolute-IRI", Err: ErrNotAbsolute}
	}
	u, err := iri.ToURIOptions{IDNA: true}.ToURI(x)
	if err != nil {
		return Row{}, err
	}
	r := Row{URL: s, Port: -1, Protocol: strings.ToLower(u.Scheme()), Path: u.Path(), Query: u.Query(), HasQuery: u.HasQuery()}
	if u.HasPort() && u.Port() != "" {
		p, err := strconv.Atoi(u.Port())
		if err != nil || p > 65535 {
			return Row{}, &Error{Input: s, Offset: strings.LastIndex(s, u.Port()), Rule: "RFC 6335 §6", Err: ErrPort}
		}
		r.Port = p
	}
	if r.SURTKey, err = keys.SURT(s); err != nil {
		return Row{}, err
	}
	r.HostName = strings.ToLower(u.Host())
	if u.HostKind() != iri.HostRegName || r.HostName == "" {
		return r, nil
	}
	name := strings.TrimSuffix(r.HostName, ".")
	labels := strings.Split(name, ".")
	for i := range r.HostLastParts {
		if i < len(labels) {
			r.HostLastParts[i] = labels[len(labels)-1-i]
		}
	}
	rev := make([]string, len(labels))
	for i, l := range labels {
		rev[len(labels)-1-i] = l
	}
	r.HostNameReversed = strings.Join(rev, ".")
	// The ICANN section alone answers with the prevailing rule "*" when
	// none of its rules matches (icann false): no registry suffix then.
	icannSuffix, icann, err := domain.RegistrableOptions{ICANNOnly: true}.PublicSuffix(name)
	if err != nil {
		return r, nil
	}
	if icann {
		r.RegistrySuffix, r.RegisteredDomain = icannSuffix, plusOne(name, icannSuffix)
	}
	// The whole list: a private rule gives a longer suffix than the
	// ICANN section's; the same suffix without an ICANN match is the
	// prevailing rule.
	suffix, _, err := domain.PublicSuffix(name)
	if err == nil && (icann || suffix != icannSuffix) {
		r.PrivateSuffix, r.PrivateDomain = suffix, plusOne(name, suffix)
	}
	return r, nil
}

// plusOne returns suffix with the label of name before it, or "" when
// name is the suffix itself.
func plusOne(name, suffix string) string {
	if len(name) <= len(suffix) {
		return ""
	}
	rest := name[:len(name)-len(suffix)-1]
	return rest[strings.LastIndexByte(rest, '.')+1:] + "." + suffix
}
