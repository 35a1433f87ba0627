package main

import (
	"errors"
	"io"
	"strings"

	"github.com/go-iri/iri/columns"
	"github.com/go-iri/iri/keys"
)

// flagHeader is the flag of "iri columns" that writes the column names.
var flagHeader = &flagSpec{name: "header", usage: "write the column names as a first line (TSV only)"}

func init() {
	register(command{
		name:    "columns",
		usage:   "[URL...]",
		flags:   withOutputFlags(flagHeader),
		summary: "print Common Crawl's URL index columns (package columns)",
		help: `Columns prints, for each absolute URL (or each line of standard input), the
URL columns of Common Crawl's columnar index, one line of tab-separated
values in this order:

  url, url_surtkey, url_host_name, url_host_tld, url_host_2nd_last_part,
  url_host_3rd_last_part, url_host_4th_last_part, url_host_5th_last_part,
  url_host_registry_suffix, url_host_registered_domain,
  url_host_private_suffix, url_host_private_domain, url_host_name_reversed,
  url_protocol, url_port, url_path, url_query

The host is mapped with UTS #46 (IDNA2008, nontransitional) to lowercase
A-labels; the registry suffix and registered domain come from the ICANN
section of the Public Suffix List, the private ones from the whole list;
the SURT key is "iri key"'s; path and query are those of the URI the URL
maps to. A column without a value (no fifth-last label, a host no rule of
the list covers, an IP address, no port, no query) is empty; a tab,
newline or backslash in a value is written "\t", "\n", "\\". --header
writes the names first.

With --json the result is an object with those names as keys, null for a
column without a value and url_port a number.`,
		run: runColumns,
	})
}

func runColumns(inv *invocation) int {
	of := inv.output()
	if inv.bool(flagHeader) {
		if of.json {
			return inv.usageError("--header applies to TSV output, not --json")
		}
		io.WriteString(inv.stdout, strings.Join(columns.Names, "\t")+"\n")
	}
	return inv.filter(0, of, func(dst []byte, l *line) ([]byte, error) {
		r, err := columns.Of(l.ref)
		if err != nil {
			return dst, columnsError(err)
		}
		if l.json {
			return r.AppendJSON(dst), nil
		}
		return append(r.AppendTSV(dst), '\n'), nil
	})
}

// columnsError describes the errors of columns.Of that are not the core
// package's in the one error format.
func columnsError(err error) error {
	var ce *columns.Error
	var ke *keys.Error
	switch {
	case errors.As(err, &ce):
		component := "scheme"
		if errors.Is(err, columns.ErrPort) {
			component = "port"
		}
		msg := dropOffset(strings.TrimPrefix(err.Error(), "columns: "), ce.Offset)
		return &lineError{offset: ce.Offset, component: component, rule: ce.Rule, message: msg}
	case errors.As(err, &ke):
		return keyError(err)
	}
	return err
}
