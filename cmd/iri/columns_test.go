package main

import (
	"strings"
	"testing"
)

// TestColumns: Common Crawl's URL columns, as TSV and JSON, in the filter
// shape of the other commands.
func TestColumns(t *testing.T) {
	code, out, errOut := runCmd(t, "", "columns", "--header", "https://www.Example.co.uk:8443/a?q")
	want := "url\turl_surtkey\turl_host_name\turl_host_tld\turl_host_2nd_last_part\turl_host_3rd_last_part\turl_host_4th_last_part\turl_host_5th_last_part\turl_host_registry_suffix\turl_host_registered_domain\turl_host_private_suffix\turl_host_private_domain\turl_host_name_reversed\turl_protocol\turl_port\turl_path\turl_query\n" +
		"https://www.Example.co.uk:8443/a?q\tuk,co,example:8443)/a?q\twww.example.co.uk\tuk\tco\texample\twww\t\tco.uk\texample.co.uk\tco.uk\texample.co.uk\tuk.co.example.www\thttps\t8443\t/a\tq\n"
	if code != 0 || out != want || errOut != "" {
		t.Errorf("--header: %d, %q, %q; want %q", code, out, errOut, want)
	}
	code, out, _ = runCmd(t, "http://faß.de\n/rel\n", "columns", "--json")
	want = `{"line":1,"input":"http://faß.de","result":{"url":"http://faß.de","url_surtkey":"de,fass)/","url_host_name":"xn--fa-hia.de","url_host_tld":"de","url_host_2nd_last_part":"xn--fa-hia","url_host_3rd_last_part":null,"url_host_4th_last_part":null,"url_host_5th_last_part":null,"url_host_registry_suffix":"de","url_host_registered_domain":"xn--fa-hia.de","url_host_private_suffix":"de","url_host_private_domain":"xn--fa-hia.de","url_host_name_reversed":"de.xn--fa-hia","url_protocol":"http","url_port":null,"url_path":"","url_query":null}}` + "\n" +
		`{"line":2,"input":"/rel","error":{"offset":0,"component":"scheme","rule":"absolute-IRI","message":"not an absolute URL in \"/rel\" (absolute-IRI)"}}` + "\n"
	if code != 1 || out != want {
		t.Errorf("--json: %d\n%s\nwant\n%s", code, out, want)
	}
	code, _, errOut = runCmd(t, "http://a:99999/\n", "columns")
	if code != 1 || errOut != "-:1:9: port above 65535 in \"http://a:99999/\" (RFC 6335 §6)\n" {
		t.Errorf("port: %d, %q", code, errOut)
	}
	if code, _, errOut = runCmd(t, "", "columns", "--header", "--json", "http://a/"); code != 2 || !strings.Contains(errOut, "--header applies to TSV") {
		t.Errorf("--header --json: %d, %q", code, errOut)
	}
}
