package view

import "github.com/go-iri/iri/readings"

// Readings is the readings view: how RFC 3987, the URL Standard and
// net/url read the input, and whether they agree (package readings).
type Readings struct {
	Agree  bool         `json:"agree"`
	Differ []string     `json:"differ"`
	Rows   []ReadingRow `json:"rows"`
}

// ReadingRow is one reader's reading, or its rejection in Err.
type ReadingRow struct {
	Reader     string   `json:"reader"`
	Err        string   `json:"err,omitempty"`
	Scheme     string   `json:"scheme"`
	Userinfo   string   `json:"userinfo"`
	Host       string   `json:"host"`
	Addr       string   `json:"addr"`
	Port       string   `json:"port"`
	Path       string   `json:"path"`
	Validation []string `json:"validation,omitempty"`
}

// readingsOf reads the input as typed, whatever the entry point: the
// readers are the point of the view.
func readingsOf(input string) *Readings {
	v := readings.Read(input)
	out := &Readings{Agree: v.Agree(), Differ: v.Differ}
	if out.Differ == nil {
		out.Differ = []string{}
	}
	for _, r := range v.Readings {
		row := ReadingRow{Reader: r.Reader}
		if r.Err != nil {
			row.Err = r.Err.Error()
		} else {
			row.Scheme, row.Userinfo, row.Host, row.Port, row.Path = r.Scheme, r.Userinfo, r.Host, r.Port, r.Path
			if r.Addr.IsValid() {
				row.Addr = r.Addr.String()
			}
			for _, e := range r.Validation {
				row.Validation = append(row.Validation, e.Code)
			}
		}
		out.Rows = append(out.Rows, row)
	}
	return out
}
