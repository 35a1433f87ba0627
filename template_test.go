package iri

import (
	"testing"
)

// rfcVars are the variables of RFC 6570 §3.2 (which include those of §1.2,
// §2.4.1 and §2.4.2 under the same names and values), plus year and semi.
var rfcVars = Vars{
	{"count", ListValue("one", "two", "three")},
	{"dom", ListValue("example", "com")},
	{"dub", StringValue("me/too")},
	{"hello", StringValue("Hello World!")},
	{"half", StringValue("50%")},
	{"var", StringValue("value")},
	{"who", StringValue("fred")},
	{"base", StringValue("http://example.com/home/")},
	{"path", StringValue("/foo/bar")},
	{"list", ListValue("red", "green", "blue")},
	{"keys", AssocValue(Pair{Name: "semi", Value: ";"}, Pair{Name: "dot", Value: "."}, Pair{Name: "comma", Value: ","})},
	{"v", StringValue("6")},
	{"x", StringValue("1024")},
	{"y", StringValue("768")},
	{"empty", StringValue("")},
	{"empty_keys", AssocValue()},
	{"undef", Value{}},
	// §2.4.1 and §2.4.2
	{"semi", StringValue(";")},
	{"year", ListValue("1965", "2000", "2012")},
}

// rfcRow is one example of RFC 6570: the template and its expansion, as
// the RFC prints it (the URI form).
type rfcRow struct {
	sec, tmpl, want string
}

var rfcRows = []rfcRow{
	// §1.1
	{"§1.1", "http://example.com/~{who}/", "http://example.com/~fred/"},
	{"§1.1", "http://example.com/dictionary/{who:1}/{who}", "http://example.com/dictionary/f/fred"},
	{"§1.1", "http://www.example.com/foo{?x,y}", "http://www.example.com/foo?x=1024&y=768"},
	{"§1.1", "http://www.example.com/foo{?undef,y}", "http://www.example.com/foo?y=768"},
	{"§1.1", "http://www.example.com/foo{?undef,empty_keys}", "http://www.example.com/foo"},
	// §1.2 Level 1
	{"§1.2 level 1", "{var}", "value"},
	{"§1.2 level 1", "{hello}", "Hello%20World%21"},
	// §1.2 Level 2
	{"§1.2 level 2", "{+var}", "value"},
	{"§1.2 level 2", "{+hello}", "Hello%20World!"},
	{"§1.2 level 2", "{+path}/here", "/foo/bar/here"},
	{"§1.2 level 2", "here?ref={+path}", "here?ref=/foo/bar"},
	{"§1.2 level 2", "X{#var}", "X#value"},
	{"§1.2 level 2", "X{#hello}", "X#Hello%20World!"},
	// §1.2 Level 3
	{"§1.2 level 3", "map?{x,y}", "map?1024,768"},
	{"§1.2 level 3", "{x,hello,y}", "1024,Hello%20World%21,768"},
	{"§1.2 level 3", "{+x,hello,y}", "1024,Hello%20World!,768"},
	{"§1.2 level 3", "{+path,x}/here", "/foo/bar,1024/here"},
	{"§1.2 level 3", "{#x,hello,y}", "#1024,Hello%20World!,768"},
	{"§1.2 level 3", "{#path,x}/here", "#/foo/bar,1024/here"},
	{"§1.2 level 3", "X{.var}", "X.value"},
	{"§1.2 level 3", "X{.x,y}", "X.1024.768"},
	{"§1.2 level 3", "{/var}", "/value"},
	{"§1.2 level 3", "{/var,x}/here", "/value/1024/here"},
	{"§1.2 level 3", "{;x,y}", ";x=1024;y=768"},
	{"§1.2 level 3", "{;x,y,empty}", ";x=1024;y=768;empty"},
	{"§1.2 level 3", "{?x,y}", "?x=1024&y=768"},
	{"§1.2 level 3", "{?x,y,empty}", "?x=1024&y=768&empty="},
	{"§1.2 level 3", "?fixed=yes{&x}", "?fixed=yes&x=1024"},
	{"§1.2 level 3", "{&x,y,empty}", "&x=1024&y=768&empty="},
	// §1.2 Level 4
	{"§1.2 level 4", "{var:3}", "val"},
	{"§1.2 level 4", "{var:30}", "value"},
	{"§1.2 level 4", "{list}", "red,green,blue"},
	{"§1.2 level 4", "{list*}", "red,green,blue"},
	{"§1.2 level 4", "{keys}", "semi,%3B,dot,.,comma,%2C"},
	{"§1.2 level 4", "{keys*}", "semi=%3B,dot=.,comma=%2C"},
	{"§1.2 level 4", "{+path:6}/here", "/foo/b/here"},
	{"§1.2 level 4", "{+list}", "red,green,blue"},
	{"§1.2 level 4", "{+list*}", "red,green,blue"},
	{"§1.2 level 4", "{+keys}", "semi,;,dot,.,comma,,"},
	{"§1.2 level 4", "{+keys*}", "semi=;,dot=.,comma=,"},
	{"§1.2 level 4", "{#path:6}/here", "#/foo/b/here"},
	{"§1.2 level 4", "{#list}", "#red,green,blue"},
	{"§1.2 level 4", "{#list*}", "#red,green,blue"},
	{"§1.2 level 4", "{#keys}", "#semi,;,dot,.,comma,,"},
	{"§1.2 level 4", "{#keys*}", "#semi=;,dot=.,comma=,"},
	{"§1.2 level 4", "X{.var:3}", "X.val"},
	{"§1.2 level 4", "X{.list}", "X.red,green,blue"},
	{"§1.2 level 4", "X{.list*}", "X.red.green.blue"},
	{"§1.2 level 4", "X{.keys}", "X.semi,%3B,dot,.,comma,%2C"},
	{"§1.2 level 4", "X{.keys*}", "X.semi=%3B.dot=..comma=%2C"},
	{"§1.2 level 4", "{/var:1,var}", "/v/value"},
	{"§1.2 level 4", "{/list}", "/red,green,blue"},
	{"§1.2 level 4", "{/list*}", "/red/green/blue"},
	{"§1.2 level 4", "{/list*,path:4}", "/red/green/blue/%2Ffoo"},
	{"§1.2 level 4", "{/keys}", "/semi,%3B,dot,.,comma,%2C"},
	{"§1.2 level 4", "{/keys*}", "/semi=%3B/dot=./comma=%2C"},
	{"§1.2 level 4", "{;hello:5}", ";hello=Hello"},
	{"§1.2 level 4", "{;list}", ";list=red,green,blue"},
	{"§1.2 level 4", "{;list*}", ";list=red;list=green;list=blue"},
	{"§1.2 level 4", "{;keys}", ";keys=semi,%3B,dot,.,comma,%2C"},
	{"§1.2 level 4", "{;keys*}", ";semi=%3B;dot=.;comma=%2C"},
	{"§1.2 level 4", "{?var:3}", "?var=val"},
	{"§1.2 level 4", "{?list}", "?list=red,green,blue"},
	{"§1.2 level 4", "{?list*}", "?list=red&list=green&list=blue"},
	{"§1.2 level 4", "{?keys}", "?keys=semi,%3B,dot,.,comma,%2C"},
	{"§1.2 level 4", "{?keys*}", "?semi=%3B&dot=.&comma=%2C"},
	{"§1.2 level 4", "{&var:3}", "&var=val"},
	{"§1.2 level 4", "{&list}", "&list=red,green,blue"},
	{"§1.2 level 4", "{&list*}", "&list=red&list=green&list=blue"},
	{"§1.2 level 4", "{&keys}", "&keys=semi,%3B,dot,.,comma,%2C"},
	{"§1.2 level 4", "{&keys*}", "&semi=%3B&dot=.&comma=%2C"},
	// §2.4.1
	{"§2.4.1", "{var}", "value"},
	{"§2.4.1", "{var:20}", "value"},
	{"§2.4.1", "{var:3}", "val"},
	{"§2.4.1", "{semi}", "%3B"},
	{"§2.4.1", "{semi:2}", "%3B"},
	// §2.4.2
	{"§2.4.2", "find{?year*}", "find?year=1965&year=2000&year=2012"},
	{"§2.4.2", "www{.dom*}", "www.example.com"},
	// §3.2.1
	{"§3.2.1", "{count}", "one,two,three"},
	{"§3.2.1", "{count*}", "one,two,three"},
	{"§3.2.1", "{/count}", "/one,two,three"},
	{"§3.2.1", "{/count*}", "/one/two/three"},
	{"§3.2.1", "{;count}", ";count=one,two,three"},
	{"§3.2.1", "{;count*}", ";count=one;count=two;count=three"},
	{"§3.2.1", "{?count}", "?count=one,two,three"},
	{"§3.2.1", "{?count*}", "?count=one&count=two&count=three"},
	{"§3.2.1", "{&count*}", "&count=one&count=two&count=three"},
	// §3.2.2
	{"§3.2.2", "{var}", "value"},
	{"§3.2.2", "{hello}", "Hello%20World%21"},
	{"§3.2.2", "{half}", "50%25"},
	{"§3.2.2", "O{empty}X", "OX"},
	{"§3.2.2", "O{undef}X", "OX"},
	{"§3.2.2", "{x,y}", "1024,768"},
	{"§3.2.2", "{x,hello,y}", "1024,Hello%20World%21,768"},
	{"§3.2.2", "?{x,empty}", "?1024,"},
	{"§3.2.2", "?{x,undef}", "?1024"},
	{"§3.2.2", "?{undef,y}", "?768"},
	{"§3.2.2", "{var:3}", "val"},
	{"§3.2.2", "{var:30}", "value"},
	{"§3.2.2", "{list}", "red,green,blue"},
	{"§3.2.2", "{list*}", "red,green,blue"},
	{"§3.2.2", "{keys}", "semi,%3B,dot,.,comma,%2C"},
	{"§3.2.2", "{keys*}", "semi=%3B,dot=.,comma=%2C"},
	// §3.2.3
	{"§3.2.3", "{+var}", "value"},
	{"§3.2.3", "{+hello}", "Hello%20World!"},
	{"§3.2.3", "{+half}", "50%25"},
	{"§3.2.3", "{base}index", "http%3A%2F%2Fexample.com%2Fhome%2Findex"},
	{"§3.2.3", "{+base}index", "http://example.com/home/index"},
	{"§3.2.3", "O{+empty}X", "OX"},
	{"§3.2.3", "O{+undef}X", "OX"},
	{"§3.2.3", "{+path}/here", "/foo/bar/here"},
	{"§3.2.3", "here?ref={+path}", "here?ref=/foo/bar"},
	{"§3.2.3", "up{+path}{var}/here", "up/foo/barvalue/here"},
	{"§3.2.3", "{+x,hello,y}", "1024,Hello%20World!,768"},
	{"§3.2.3", "{+path,x}/here", "/foo/bar,1024/here"},
	{"§3.2.3", "{+path:6}/here", "/foo/b/here"},
	{"§3.2.3", "{+list}", "red,green,blue"},
	{"§3.2.3", "{+list*}", "red,green,blue"},
	{"§3.2.3", "{+keys}", "semi,;,dot,.,comma,,"},
	{"§3.2.3", "{+keys*}", "semi=;,dot=.,comma=,"},
	// §3.2.4
	{"§3.2.4", "{#var}", "#value"},
	{"§3.2.4", "{#hello}", "#Hello%20World!"},
	{"§3.2.4", "{#half}", "#50%25"},
	{"§3.2.4", "foo{#empty}", "foo#"},
	{"§3.2.4", "foo{#undef}", "foo"},
	{"§3.2.4", "{#x,hello,y}", "#1024,Hello%20World!,768"},
	{"§3.2.4", "{#path,x}/here", "#/foo/bar,1024/here"},
	{"§3.2.4", "{#path:6}/here", "#/foo/b/here"},
	{"§3.2.4", "{#list}", "#red,green,blue"},
	{"§3.2.4", "{#list*}", "#red,green,blue"},
	{"§3.2.4", "{#keys}", "#semi,;,dot,.,comma,,"},
	{"§3.2.4", "{#keys*}", "#semi=;,dot=.,comma=,"},
	// §3.2.5
	{"§3.2.5", "{.who}", ".fred"},
	{"§3.2.5", "{.who,who}", ".fred.fred"},
	{"§3.2.5", "{.half,who}", ".50%25.fred"},
	{"§3.2.5", "www{.dom*}", "www.example.com"},
	{"§3.2.5", "X{.var}", "X.value"},
	{"§3.2.5", "X{.empty}", "X."},
	{"§3.2.5", "X{.undef}", "X"},
	{"§3.2.5", "X{.var:3}", "X.val"},
	{"§3.2.5", "X{.list}", "X.red,green,blue"},
	{"§3.2.5", "X{.list*}", "X.red.green.blue"},
	{"§3.2.5", "X{.keys}", "X.semi,%3B,dot,.,comma,%2C"},
	{"§3.2.5", "X{.keys*}", "X.semi=%3B.dot=..comma=%2C"},
	{"§3.2.5", "X{.empty_keys}", "X"},
	{"§3.2.5", "X{.empty_keys*}", "X"},
	// §3.2.6
	{"§3.2.6", "{/who}", "/fred"},
	{"§3.2.6", "{/who,who}", "/fred/fred"},
	{"§3.2.6", "{/half,who}", "/50%25/fred"},
	{"§3.2.6", "{/who,dub}", "/fred/me%2Ftoo"},
	{"§3.2.6", "{/var}", "/value"},
	{"§3.2.6", "{/var,empty}", "/value/"},
	{"§3.2.6", "{/var,undef}", "/value"},
	{"§3.2.6", "{/var,x}/here", "/value/1024/here"},
	{"§3.2.6", "{/var:1,var}", "/v/value"},
	{"§3.2.6", "{/list}", "/red,green,blue"},
	{"§3.2.6", "{/list*}", "/red/green/blue"},
	{"§3.2.6", "{/list*,path:4}", "/red/green/blue/%2Ffoo"},
	{"§3.2.6", "{/keys}", "/semi,%3B,dot,.,comma,%2C"},
	{"§3.2.6", "{/keys*}", "/semi=%3B/dot=./comma=%2C"},
	// §3.2.7
	{"§3.2.7", "{;who}", ";who=fred"},
	{"§3.2.7", "{;half}", ";half=50%25"},
	{"§3.2.7", "{;empty}", ";empty"},
	{"§3.2.7", "{;v,empty,who}", ";v=6;empty;who=fred"},
	{"§3.2.7", "{;v,bar,who}", ";v=6;who=fred"},
	{"§3.2.7", "{;x,y}", ";x=1024;y=768"},
	{"§3.2.7", "{;x,y,empty}", ";x=1024;y=768;empty"},
	{"§3.2.7", "{;x,y,undef}", ";x=1024;y=768"},
	{"§3.2.7", "{;hello:5}", ";hello=Hello"},
	{"§3.2.7", "{;list}", ";list=red,green,blue"},
	{"§3.2.7", "{;list*}", ";list=red;list=green;list=blue"},
	{"§3.2.7", "{;keys}", ";keys=semi,%3B,dot,.,comma,%2C"},
	{"§3.2.7", "{;keys*}", ";semi=%3B;dot=.;comma=%2C"},
	// §3.2.8
	{"§3.2.8", "{?who}", "?who=fred"},
	{"§3.2.8", "{?half}", "?half=50%25"},
	{"§3.2.8", "{?x,y}", "?x=1024&y=768"},
	{"§3.2.8", "{?x,y,empty}", "?x=1024&y=768&empty="},
	{"§3.2.8", "{?x,y,undef}", "?x=1024&y=768"},
	{"§3.2.8", "{?var:3}", "?var=val"},
	{"§3.2.8", "{?list}", "?list=red,green,blue"},
	{"§3.2.8", "{?list*}", "?list=red&list=green&list=blue"},
	{"§3.2.8", "{?keys}", "?keys=semi,%3B,dot,.,comma,%2C"},
	{"§3.2.8", "{?keys*}", "?semi=%3B&dot=.&comma=%2C"},
	// §3.2.9
	{"§3.2.9", "{&who}", "&who=fred"},
	{"§3.2.9", "{&half}", "&half=50%25"},
	{"§3.2.9", "?fixed=yes{&x}", "?fixed=yes&x=1024"},
	{"§3.2.9", "{&x,y,empty}", "&x=1024&y=768&empty="},
	{"§3.2.9", "{&x,y,undef}", "&x=1024&y=768"},
	{"§3.2.9", "{&var:3}", "&var=val"},
	{"§3.2.9", "{&list}", "&list=red,green,blue"},
	{"§3.2.9", "{&list*}", "&list=red&list=green&list=blue"},
	{"§3.2.9", "{&keys}", "&keys=semi,%3B,dot,.,comma,%2C"},
	{"§3.2.9", "{&keys*}", "&semi=%3B&dot=.&comma=%2C"},
}

// TestTemplateRFC expands every example of RFC 6570 and checks the URI
// form against the RFC's text, the IRI form against ToIRI of it, and the
// append forms against both.
func TestTemplateRFC(t *testing.T) {
	for _, r := range rfcRows {
		tm, err := ParseTemplate(r.tmpl)
		if err != nil {
			t.Errorf("%s: ParseTemplate(%q): %v", r.sec, r.tmpl, err)
			continue
		}
		u, err := tm.ExpandURI(rfcVars)
		if err != nil || u.String() != r.want {
			t.Errorf("%s: %q.ExpandURI = %q, %v; want %q", r.sec, r.tmpl, u, err, r.want)
			continue
		}
		x, err := tm.Expand(rfcVars)
		if want := MustParse(r.want).ToIRI().String(); err != nil || x.String() != want {
			t.Errorf("%s: %q.Expand = %q, %v; want %q", r.sec, r.tmpl, x, err, want)
		}
		b, err := tm.AppendExpandURI([]byte("<"), rfcVars)
		if err != nil || string(b) != "<"+r.want {
			t.Errorf("%s: %q.AppendExpandURI = %q, %v", r.sec, r.tmpl, b, err)
		}
		b, err = tm.AppendExpand([]byte("<"), rfcVars)
		if err != nil || string(b) != "<"+x.String() {
			t.Errorf("%s: %q.AppendExpand = %q, %v", r.sec, r.tmpl, b, err)
		}
	}
}
