package template

import (
	"errors"
	"github.com/go-iri/iri"
	"strconv"
	"strings"
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
		tm, err := Parse(r.tmpl)
		if err != nil {
			t.Errorf("%s: Parse(%q): %v", r.sec, r.tmpl, err)
			continue
		}
		u, err := tm.ExpandURI(rfcVars)
		if err != nil || u.String() != r.want {
			t.Errorf("%s: %q.ExpandURI = %q, %v; want %q", r.sec, r.tmpl, u, err, r.want)
			continue
		}
		x, err := tm.Expand(rfcVars)
		if want := iri.MustParse(r.want).ToIRI().String(); err != nil || x.String() != want {
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

// iriRows are IRI expansions of our own: Unicode literals and values,
// right-to-left values, values holding reserved characters, and the
// characters that ToIRI keeps percent-encoded (RFC 3987 §3.2, §4.1, §6.1).
var iriRows = []struct {
	name     string
	tmpl     string
	vars     Vars
	uri, iri string
}{
	{"Unicode value, RFC 6570 §1.6: UTF-8 octets", "http://example.org/{name}",
		Vars{{"name", StringValue("drücken")}}, "http://example.org/dr%C3%BCcken", "http://example.org/drücken"},
	{"Unicode literal, RFC 6570 §2.1, §3.1", "http://例え.テスト/{+p}",
		Vars{{"p", StringValue("パス")}}, "http://%E4%BE%8B%E3%81%88.%E3%83%86%E3%82%B9%E3%83%88/%E3%83%91%E3%82%B9",
		"http://例え.テスト/パス"},
	{"prefix counts characters, RFC 6570 §2.4.1", "{greek:1}",
		Vars{{"greek", StringValue("αβγ")}}, "%CE%B1", "α"},
	{"prefix of an astral character", "{e:2}",
		Vars{{"e", StringValue("😀😁😂")}}, "%F0%9F%98%80%F0%9F%98%81", "😀😁"},
	{"prefix keeps a triplet whole in {+}", "{+p:3}",
		Vars{{"p", StringValue("a%C3%A9bc")}}, "a%C3%A9b", "aéb"},
	{"prefix keeps a lone triplet whole in {+}", "{+p:2}",
		Vars{{"p", StringValue("%2Fxy")}}, "%2Fx", "%2Fx"},
	{"right-to-left value", "https://ar.example/{+path}{?q}",
		Vars{{"path", StringValue("wiki/مصر")}, {"q", StringValue("القاهرة")}},
		"https://ar.example/wiki/%D9%85%D8%B5%D8%B1?q=%D8%A7%D9%84%D9%82%D8%A7%D9%87%D8%B1%D8%A9",
		"https://ar.example/wiki/مصر?q=القاهرة"},
	{"Hebrew label", "http://example.org{/seg}",
		Vars{{"seg", StringValue("שלום")}}, "http://example.org/%D7%A9%D7%9C%D7%95%D7%9D", "http://example.org/שלום"},
	{"bidi control stays encoded, RFC 3987 §4.1", "http://example.org/{v}",
		Vars{{"v", StringValue("a\u202Eb")}}, "http://example.org/a%E2%80%AEb", "http://example.org/a%E2%80%AEb"},
	{"space look-alike stays encoded, RFC 3987 §6.1", "http://example.org/{v}",
		Vars{{"v", StringValue("a\u00A0b\u3000c")}}, "http://example.org/a%C2%A0b%E3%80%80c", "http://example.org/a%C2%A0b%E3%80%80c"},
	{"private use decoded in the query only, RFC 3987 §2.2", "http://example.org/{v}{?v}",
		Vars{{"v", StringValue("\uE000")}}, "http://example.org/%EE%80%80?v=%EE%80%80", "http://example.org/%EE%80%80?v=\uE000"},
	{"reserved characters encoded in {v}", "http://example.org/search?q={v}",
		Vars{{"v", StringValue("a&b=c/d?#[]")}}, "http://example.org/search?q=a%26b%3Dc%2Fd%3F%23%5B%5D",
		"http://example.org/search?q=a%26b%3Dc%2Fd%3F%23%5B%5D"},
	{"reserved characters kept in {+v}", "http://example.org{+v}",
		Vars{{"v", StringValue("/a/b?c=d&e#f")}}, "http://example.org/a/b?c=d&e#f", "http://example.org/a/b?c=d&e#f"},
	{"triplets in {+v} pass through and ToIRI decodes them", "http://example.org/{+v}",
		Vars{{"v", StringValue("caf%c3%a9/%7Euser/%2F")}}, "http://example.org/caf%c3%a9/%7Euser/%2F",
		"http://example.org/café/~user/%2F"},
	{"a triplet split between a literal and a value, decoded as one", "http://example.org/%C3{+v}",
		Vars{{"v", StringValue("%A9")}}, "http://example.org/%C3%A9", "http://example.org/é"},
	{"ill-formed UTF-8 triplets stay", "http://example.org/{+v}",
		Vars{{"v", StringValue("%C3%28")}}, "http://example.org/%C3%28", "http://example.org/%C3%28"},
	{"Unicode keys of an associative array", "http://example.org/{?k*}",
		Vars{{"k", AssocValue(Pair{Name: "ville", Value: "Zürich"}, Pair{Name: "市", Value: "東京"})}},
		"http://example.org/?ville=Z%C3%BCrich&%E5%B8%82=%E6%9D%B1%E4%BA%AC", "http://example.org/?ville=Zürich&市=東京"},
	{"undefined pairs left out, RFC 6570 §3.2.1", "{?k*}",
		Vars{{"k", AssocValue(Pair{Name: "a", Value: "1"}, Pair{Name: "b", Undefined: true})}}, "?a=1", "?a=1"},
	{"all pairs undefined is undefined, RFC 6570 §2.3", "x{?k*}",
		Vars{{"k", AssocValue(Pair{Name: "b", Undefined: true})}}, "x", "x"},
	{"empty list is undefined, RFC 6570 §2.3", "x{/l*}",
		Vars{{"l", ListValue()}}, "x", "x"},
	{"empty explode pair: name alone outside form style, RFC 6570 §3.2.1", "{/k*}{;k*}{?k*}",
		Vars{{"k", AssocValue(Pair{Name: "a", Value: ""})}}, "/a;a?a=", "/a;a?a="},
	{"pct-encoded varname, RFC 6570 §2.3", "{?a%20b}",
		Vars{{"a%20b", StringValue("1")}}, "?a%20b=1", "?a%20b=1"},
	{"dotted varname", "{;a.b}", Vars{{"a.b", StringValue("x")}}, ";a.b=x", ";a.b=x"},
	{"JSON-LD Hydra IriTemplate", "http://api.example.com/issues{?q,page}",
		Vars{{"q", StringValue("données ouvertes")}, {"page", StringValue("2")}},
		"http://api.example.com/issues?q=donn%C3%A9es%20ouvertes&page=2", "http://api.example.com/issues?q=données%20ouvertes&page=2"},
}

func TestTemplateIRI(t *testing.T) {
	for _, r := range iriRows {
		tm, err := Parse(r.tmpl)
		if err != nil {
			t.Errorf("%s: %v", r.name, err)
			continue
		}
		u, err := tm.ExpandURI(r.vars)
		if err != nil || u.String() != r.uri {
			t.Errorf("%s: ExpandURI = %q, %v; want %q", r.name, u, err, r.uri)
		}
		x, err := tm.Expand(r.vars)
		if err != nil || x.String() != r.iri {
			t.Errorf("%s: Expand = %q, %v; want %q", r.name, x, err, r.iri)
		}
		if err == nil {
			if want := iri.MustParse(r.uri).ToIRI().String(); x.String() != want {
				t.Errorf("%s: Expand = %q, ToIRI of ExpandURI = %q", r.name, x, want)
			}
		}
	}
}

// badTemplates are templates the grammar of RFC 6570 §2 rejects, with the
// offset and rule of the error.
var badTemplates = []struct {
	sec, tmpl string
	off       int
	rule      string
	err       error
}{
	{"§2.1 literals: SP", "a b", 1, "literals", ErrInvalidTemplate},
	{"§2.1 literals: DQUOTE", `a"b`, 1, "literals", ErrInvalidTemplate},
	{"§2.1 literals: '", "a'b", 1, "literals", ErrInvalidTemplate},
	{"§2.1 literals: <", "<a>", 0, "literals", ErrInvalidTemplate},
	{"§2.1 literals: >", "a>", 1, "literals", ErrInvalidTemplate},
	{"§2.1 literals: \\", `a\b`, 1, "literals", ErrInvalidTemplate},
	{"§2.1 literals: ^", "a^", 1, "literals", ErrInvalidTemplate},
	{"§2.1 literals: `", "a`", 1, "literals", ErrInvalidTemplate},
	{"§2.1 literals: |", "a|b", 1, "literals", ErrInvalidTemplate},
	{"§2.1 literals: }", "a}b", 1, "literals", ErrInvalidTemplate},
	{"§2.1 literals: CTL", "a\x00b", 1, "literals", ErrInvalidTemplate},
	{"§2.1 literals: DEL", "a\x7Fb", 1, "literals", ErrInvalidTemplate},
	{"§2.1 literals: C1 control", "a\u0085b", 1, "literals", ErrInvalidTemplate},
	{"§2.1 literals: noncharacter U+FFFE", "a\uFFFEb", 1, "literals", ErrInvalidTemplate},
	{"§2.1 literals: ill-formed UTF-8", "a\xC3(", 1, "literals", iri.ErrInvalidUTF8},
	{"§2.1 pct-encoded: lone %", "50%", 2, "pct-encoded", ErrInvalidTemplate},
	{"§2.1 pct-encoded: %G0", "a%G0", 1, "pct-encoded", ErrInvalidTemplate},
	{"§2.1 pct-encoded: %4", "a%4", 1, "pct-encoded", ErrInvalidTemplate},
	{"§2.2 expression: unclosed", "a{b", 3, "expression", ErrInvalidTemplate},
	{"§2.2 expression: unclosed after {", "a{", 2, "expression", ErrInvalidTemplate},
	{"§2.2 expression: empty", "{}", 1, "varname", ErrInvalidTemplate},
	{"§2.2 expression: operator alone", "{+}", 2, "varname", ErrInvalidTemplate},
	{"§3.2 expressions cannot nest", "{a{b}}", 2, "variable-list", ErrInvalidTemplate},
	{"§2.2 op-reserve =", "{=a}", 1, "op-reserve", ErrInvalidTemplate},
	{"§2.2 op-reserve ,", "{,a}", 1, "op-reserve", ErrInvalidTemplate},
	{"§2.2 op-reserve !", "{!a}", 1, "op-reserve", ErrInvalidTemplate},
	{"§2.2 op-reserve @", "{@a}", 1, "op-reserve", ErrInvalidTemplate},
	{"§2.2 op-reserve |", "{|a}", 1, "op-reserve", ErrInvalidTemplate},
	{"§2.2 $ is excluded", "{$a}", 1, "varname", ErrInvalidTemplate},
	{"§2.2 ( is excluded", "{a(b)}", 2, "variable-list", ErrInvalidTemplate},
	{"§2.3 varname: hyphen", "{a-b}", 2, "variable-list", ErrInvalidTemplate},
	{"§2.3 varname: space", "{a b}", 2, "variable-list", ErrInvalidTemplate},
	{"§2.3 varname: leading dot", "{.}", 2, "varname", ErrInvalidTemplate},
	{"§2.3 varname: double dot", "{a..b}", 3, "varname", ErrInvalidTemplate},
	{"§2.3 varname: trailing dot", "{a.}", 3, "varname", ErrInvalidTemplate},
	{"§2.3 varname: bad triplet", "{a%2}", 2, "pct-encoded", ErrInvalidTemplate},
	{"§2.3 varname: non-ASCII", "{é}", 1, "varname", ErrInvalidTemplate},
	{"§2.3 variable-list: empty varspec", "{a,}", 3, "varname", ErrInvalidTemplate},
	{"§2.3 variable-list: leading comma after operator", "{+,a}", 2, "varname", ErrInvalidTemplate},
	{"§2.4.1 max-length: 0", "{a:0}", 3, "max-length", ErrInvalidTemplate},
	{"§2.4.1 max-length: leading zero", "{a:01}", 3, "max-length", ErrInvalidTemplate},
	{"§2.4.1 max-length: 10000", "{a:10000}", 7, "max-length", ErrInvalidTemplate},
	{"§2.4.1 max-length: missing", "{a:}", 3, "max-length", ErrInvalidTemplate},
	{"§2.4.1 max-length: not a digit", "{a:x}", 3, "max-length", ErrInvalidTemplate},
	{"§2.4 both modifiers", "{a:3*}", 4, "variable-list", ErrInvalidTemplate},
	{"§2.4 explode twice", "{a**}", 3, "variable-list", ErrInvalidTemplate},
	{"§2.4 explode then prefix", "{a*:3}", 3, "variable-list", ErrInvalidTemplate},
}

func TestParseTemplateErrors(t *testing.T) {
	for _, r := range badTemplates {
		_, err := Parse(r.tmpl)
		var te *Error
		if !errors.As(err, &te) {
			t.Errorf("%s: Parse(%q) = %v, want a *Error", r.sec, r.tmpl, err)
			continue
		}
		if te.Offset != r.off || te.Rule != r.rule || !errors.Is(err, r.err) || te.Input != r.tmpl {
			t.Errorf("%s: Parse(%q): offset %d rule %q err %v; want %d %q %v", r.sec, r.tmpl, te.Offset, te.Rule, te.Err, r.off, r.rule, r.err)
		}
		if msg := err.Error(); !strings.HasPrefix(msg, "template: ") || !strings.Contains(msg, strconv.Quote(r.tmpl)) || !strings.HasSuffix(msg, "("+r.rule+")") {
			t.Errorf("%s: message %q", r.sec, msg)
		}
	}
}

// goodTemplates parse: literals and varnames at the edges of the grammar.
var goodTemplates = []string{
	"", "abc", "%2A", "{a}", "{a:9999}", "{a:1}", "{a_b.c9%20}", "{_}", "{0}",
	"!#$&()*+,-./:;=?@[]_~", "é\uE000\U000F0000", "{+a,b*,c:3}", "{a}{b}", "}}"[:0],
}

func TestParseTemplateValid(t *testing.T) {
	for _, s := range goodTemplates {
		tm, err := Parse(s)
		if err != nil {
			t.Errorf("Parse(%q): %v", s, err)
			continue
		}
		if tm.String() != s {
			t.Errorf("String() = %q, want %q", tm, s)
		}
	}
	if got := MustParse("{a}{/b,a}{?c*}").Names(); strings.Join(got, " ") != "a b c" {
		t.Errorf("Names() = %q", got)
	}
}

func TestTemplateErrorMessages(t *testing.T) {
	for _, r := range []struct {
		tmpl string
		vars Variables
		want string
		is   error
	}{
		{"{a|b}", nil, `template: invalid template: character U+007C '|' at offset 2: "{a|b}" (variable-list)`, ErrInvalidTemplate},
		{"{a", nil, `template: invalid template: unexpected end of input at offset 2: "{a" (expression)`, ErrInvalidTemplate},
		{"a\xFF", nil, `template: invalid template: invalid UTF-8 byte 0xFF at offset 1: "a\xff" (literals)`, iri.ErrInvalidUTF8},
		{"http://x/{+v}", Vars{{"v", StringValue("[")}},
			`template: expansion of expression "{+v}" at offset 9 of "http://x/{+v}" is not a valid reference: "http://x/[" at offset 9 (`, ErrInvalidExpansion},
		{"http://x:{+p}/", Vars{{"p", StringValue("8a")}},
			`template: expansion of expression "{+p}" at offset 9 of "http://x:{+p}/" is not a valid reference: "http://x:8a/" at offset 10 (`, ErrInvalidExpansion},
		{"{s}:x", Vars{{"s", StringValue("1a")}},
			`template: expansion of expression "{s}" at offset 0 of "{s}:x" is not a valid reference: "1a:x" at offset 0 (`, ErrInvalidExpansion},
		{"{v}", Vars{{"v", StringValue("\xFF")}},
			`template: invalid UTF-8 in the value of variable "v" in expression "{v}" at offset 0 of "{v}" (RFC 6570 §1.6)`, iri.ErrInvalidUTF8},
		{"{keys:1}", rfcVars,
			`template: invalid value of variable "keys" in expression "{keys:1}" at offset 0 of "{keys:1}": a prefix modifier does not apply to an associative array (RFC 6570 §2.4.1)`, ErrInvalidValue},
		{"x{+list:1}", rfcVars,
			`template: invalid value of variable "list" in expression "{+list:1}" at offset 1 of "x{+list:1}": a prefix modifier does not apply to a list (RFC 6570 §2.4.1)`, ErrInvalidValue},
		{"x{?v}", VarMap{"v": true},
			`template: invalid value of variable "v" in expression "{?v}" at offset 1 of "x{?v}": unsupported type bool (RFC 6570 §2.3)`, ErrInvalidValue},
	} {
		tm, err := Parse(r.tmpl)
		if err == nil {
			_, err = tm.Expand(r.vars)
		}
		// The rule of an invalid expansion is the parser's.
		if err == nil || !(err.Error() == r.want || strings.HasSuffix(r.want, "(") && strings.HasPrefix(err.Error(), r.want)) || !errors.Is(err, r.is) {
			t.Errorf("%q: error %v\n want %s", r.tmpl, err, r.want)
		}
		if err != nil && tm.String() == r.tmpl {
			if _, err2 := tm.AppendExpand(nil, r.vars); err2 == nil || err2.Error() != err.Error() {
				t.Errorf("%q: AppendExpand error %v, Expand's %v", r.tmpl, err2, err)
			}
		}
	}
}

// Sinks of the allocation tests, so that the results escape.
var (
	noallocBytes []byte
	noallocErr   error
)

// TestTemplateNoAllocs: the append forms allocate nothing once the buffer
// is large enough, for values given as a VarMap of strings and lists, or
// as Vars converted to Variables once (a slice converted to an interface
// at each call would be boxed at each call).
func TestTemplateNoAllocs(t *testing.T) {
	var vars Variables = Vars{
		{"user", StringValue("octocat")}, {"repo", StringValue("hello-wörld")},
		{"q", StringValue("a b&c")}, {"page", StringValue("2")}, {"path", StringValue("/a/%C3%A9/b")},
		{"list", ListValue("red", "green")}, {"keys", AssocValue(Pair{Name: "k", Value: "v"})},
		{"bidi", StringValue("a\u202Eb")},
	}
	m := VarMap{"user": "octocat", "repo": "hello-wörld", "q": "a b&c", "page": "2", "path": "/a/%C3%A9/b",
		"list": []string{"red", "green"}, "keys": []Pair{{Name: "k", Value: "v"}}, "bidi": "a\u202Eb"}
	for _, s := range []string{
		"https://api.example.com/repos/{user}/{repo}/issues{?q,page}",
		"http://example.org{+path}{/list*}{;keys*}{#bidi}",
		"http://例え.テスト/{repo:5}{&list}",
	} {
		tm := MustParse(s)
		buf := make([]byte, 0, 512)
		for _, f := range []struct {
			name string
			fn   func([]byte, Variables) ([]byte, error)
		}{{"AppendExpand", tm.AppendExpand}, {"AppendExpandURI", tm.AppendExpandURI}} {
			if n := testing.AllocsPerRun(100, func() { noallocBytes, noallocErr = f.fn(buf[:0], vars) }); n != 0 || noallocErr != nil {
				t.Errorf("%s(%q, Vars): %v allocations, %v", f.name, s, n, noallocErr)
			}
			if n := testing.AllocsPerRun(100, func() { noallocBytes, noallocErr = f.fn(buf[:0], m) }); n != 0 || noallocErr != nil {
				t.Errorf("%s(%q, VarMap): %v allocations, %v", f.name, s, n, noallocErr)
			}
		}
	}
}

// TestTemplateValuesAndNames: values of the kinds other processors' suites
// use (numbers, numeric and dotted names, empty composites, Unicode pair
// names), through VarMap.
func TestTemplateValuesAndNames(t *testing.T) {
	vars := VarMap{
		"long": 37.76, "lat": -122.427, "n": 6, "big": 1e21, "small": 0.0000001,
		"id": []string{"person", "albums"}, "last.name": "Doe", "Some%20Thing": "foo",
		"42": "The answer, 42", "1337": []any{"leet", "as", nil, 3},
		"german":     []Pair{{Name: "11", Value: "elf"}, {Name: "12", Value: "zwölf"}},
		"empty_list": []string{}, "empty_assoc": []Pair{}, "nulls": map[string]any{"a": nil},
		"sorted": map[string]string{"b": "2", "a": "1"},
	}
	for _, r := range [][2]string{
		{"{?long,lat}", "?long=37.76&lat=-122.427"},
		{"{n}{;n}", "6;n=6"},
		{"{big},{small}", "1e%2B21,1e-7"},
		{"{+big}", "1e+21"},
		{"{/id*}{?last.name}", "/person/albums?last.name=Doe"},
		{"/test{/Some%20Thing}", "/test/foo"},
		{"{?42}", "?42=The%20answer%2C%2042"},
		{"{?1337*}", "?1337=leet&1337=as&1337=3"},
		{"{?german*}", "?11=elf&12=zw%C3%B6lf"},
		{"x{/empty_list}{/empty_list*}{?empty_list}{?empty_list*}", "x"},
		{"x{?empty_assoc}{?empty_assoc*}{;nulls*}", "x"},
		{"{?sorted*}", "?a=1&b=2"},
	} {
		u, err := MustParse(r[0]).ExpandURI(vars)
		if err != nil || u.String() != r[1] {
			t.Errorf("%q: %q, %v; want %q", r[0], u, err, r[1])
		}
	}
}

// TestExpandVarsLookup checks that expansion with Vars, which finds a
// template's variables in one pass (resolve), reads the first variable of
// each name as Vars.Get does (RFC 6570 §2.3: a variable has one value),
// with names that share a length and a first byte, empty names, repeated
// varnames, and more distinct names than one pass holds.
func TestExpandVarsLookup(t *testing.T) {
	many := "/"
	var manyVars Vars
	want := "/"
	for i := range maxSlots + 4 {
		n := "v" + strconv.Itoa(i)
		many += "{" + n + "}"
		manyVars = append(manyVars, Var{Name: n, Value: StringValue(strconv.Itoa(i))})
		want += strconv.Itoa(i)
	}
	tests := []struct {
		tmpl string
		vars Vars
		want string
	}{
		{"/{ab}{ac}", Vars{{Name: "ac", Value: StringValue("2")}, {Name: "ab", Value: StringValue("1")}}, "/12"},
		{"/{a}", Vars{{Name: "a", Value: StringValue("1")}, {Name: "a", Value: StringValue("2")}}, "/1"},
		{"/{a}{b}", Vars{{Name: "", Value: StringValue("x")}, {Name: "b", Value: StringValue("2")}}, "/2"},
		{"/{a}{b}{a}", Vars{{Name: "b", Value: StringValue("2")}, {Name: "a", Value: StringValue("1")}, {Name: "a", Value: StringValue("3")}}, "/121"},
		{"/{a}", Vars{{Name: "a"}, {Name: "a", Value: StringValue("2")}}, "/"}, // the first is undefined
		{"/{a}", nil, "/"},
		{many, manyVars, want},
		{many, manyVars[1:], "/" + want[2:]},
	}
	for _, tt := range tests {
		for _, vars := range []Variables{tt.vars, lookupFunc(tt.vars.Get)} {
			x, err := MustParse(tt.tmpl).ExpandURI(vars)
			if err != nil || x.String() != tt.want {
				t.Errorf("%q with %v (%T): %q, %v; want %q", tt.tmpl, tt.vars, vars, x, err, tt.want)
			}
		}
	}
}

// lookupFunc is a Variables of the caller's.
type lookupFunc func(string) Value

func (f lookupFunc) Lookup(name string) (Value, error) { return f(name), nil }
