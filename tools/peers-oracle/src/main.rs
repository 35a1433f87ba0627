//! peers-oracle: answers go-iri's differential fuzz targets with three Rust IRI libraries.
//!
//! Protocol (see README.md): one case per line on stdin, tab-separated, every field after
//! the operation a JSON string:
//!
//!   parse     "<iri-reference>"
//!   resolve   "<base>"  "<reference>"
//!   normalize "<iri-reference>"
//!   touri     "<iri-reference>"
//!
//! One JSON object per line on stdout, in the same order:
//!
//!   {"oxiri":R,"iri-string":R,"fluent-uri":R}
//!
//! where R is null (the library has no such operation) or
//!   {"ok":true,"v":"<result>", ...}  or  {"ok":false,"err":"<message>"}
//! parse adds "c":[scheme,authority,path,query,fragment] (absent components are null) and
//! "abs" (the absolute-IRI parser accepts it too). iri-string's resolve and normalize add
//! "rfc3986" (false when its output had to gain a "/." prefix that RFC 3986 does not write).
//! A panic inside a library is reported as {"ok":false,"panic":true,"err":"..."}.

use std::io::{self, BufRead, BufWriter, Write};
use std::panic::{self, AssertUnwindSafe};

use fluent_uri::{Iri as FIri, IriRef as FIriRef};
use iri_string::format::ToDedicatedString;
use iri_string::types::{IriReferenceStr, IriStr};
use oxiri::{Iri as OIri, IriRef as OIriRef};

fn main() {
    // Panics are answers, not crashes: keep stderr quiet and report them per library.
    panic::set_hook(Box::new(|_| {}));
    let stdin = io::stdin();
    let stdout = io::stdout();
    let mut out = BufWriter::new(stdout.lock());
    let mut line = String::new();
    let mut input = stdin.lock();
    loop {
        line.clear();
        match input.read_line(&mut line) {
            Ok(0) => break,
            Ok(_) => {}
            Err(e) => {
                eprintln!("peers-oracle: read: {e}");
                std::process::exit(2);
            }
        }
        let l = line.trim_end_matches(['\n', '\r']);
        let answer = match answer(l) {
            Ok(a) => a,
            Err(e) => format!("{{\"error\":{}}}", quote(&e)),
        };
        out.write_all(answer.as_bytes()).unwrap();
        out.write_all(b"\n").unwrap();
        // Flush per line: the Go side waits for each answer before sending the next case.
        out.flush().unwrap();
    }
}

fn answer(line: &str) -> Result<String, String> {
    let mut parts = line.split('\t');
    let op = parts.next().unwrap_or("");
    let args: Vec<String> = parts.map(unquote).collect::<Result<_, _>>()?;
    let want = |n: usize| {
        if args.len() == n {
            Ok(())
        } else {
            Err(format!("{op}: want {n} arguments, got {}", args.len()))
        }
    };
    let (o, i, f) = match op {
        "parse" => {
            want(1)?;
            let s = args[0].as_str();
            (
                guard(|| parse_oxiri(s)),
                guard(|| parse_iri_string(s)),
                guard(|| parse_fluent(s)),
            )
        }
        "resolve" => {
            want(2)?;
            let (b, r) = (args[0].as_str(), args[1].as_str());
            (
                guard(|| resolve_oxiri(b, r)),
                guard(|| resolve_iri_string(b, r)),
                guard(|| resolve_fluent(b, r)),
            )
        }
        "normalize" => {
            want(1)?;
            let s = args[0].as_str();
            (
                "null".to_string(),
                guard(|| normalize_iri_string(s)),
                guard(|| normalize_fluent(s)),
            )
        }
        "touri" => {
            want(1)?;
            let s = args[0].as_str();
            (
                "null".to_string(),
                guard(|| touri_iri_string(s)),
                guard(|| touri_fluent(s)),
            )
        }
        _ => return Err(format!("unknown operation {op:?}")),
    };
    Ok(format!("{{\"oxiri\":{o},\"iri-string\":{i},\"fluent-uri\":{f}}}"))
}

// Each library call runs under catch_unwind, so one panicking library does not hide the
// others' answers.
fn guard(f: impl FnOnce() -> String) -> String {
    match panic::catch_unwind(AssertUnwindSafe(f)) {
        Ok(s) => s,
        Err(p) => {
            let msg = if let Some(s) = p.downcast_ref::<&str>() {
                s.to_string()
            } else if let Some(s) = p.downcast_ref::<String>() {
                s.clone()
            } else {
                "panic".to_string()
            };
            format!("{{\"ok\":false,\"panic\":true,\"err\":{}}}", quote(&msg))
        }
    }
}

fn ok_value(v: &str) -> String {
    format!("{{\"ok\":true,\"v\":{}}}", quote(v))
}

fn err(e: impl std::fmt::Display) -> String {
    format!("{{\"ok\":false,\"err\":{}}}", quote(&e.to_string()))
}

fn components(c: [Option<&str>; 5], abs: bool) -> String {
    let parts: Vec<String> = c.iter().map(|x| x.map_or("null".to_string(), quote)).collect();
    format!("{{\"ok\":true,\"abs\":{abs},\"c\":[{}]}}", parts.join(","))
}

// ---- parse ----

fn parse_oxiri(s: &str) -> String {
    match OIriRef::parse(s) {
        Ok(x) => components(
            [x.scheme(), x.authority(), Some(x.path()), x.query(), x.fragment()],
            OIri::parse(s).is_ok(),
        ),
        Err(e) => err(e),
    }
}

fn parse_iri_string(s: &str) -> String {
    match IriReferenceStr::new(s) {
        Ok(x) => components(
            [
                x.scheme_str(),
                x.authority_str(),
                Some(x.path_str()),
                x.query_str(),
                x.fragment_str(),
            ],
            IriStr::new(s).is_ok(),
        ),
        Err(e) => err(e),
    }
}

fn parse_fluent(s: &str) -> String {
    match FIriRef::parse(s) {
        Ok(x) => components(
            [
                x.scheme().map(|v| v.as_str()),
                x.authority().map(|v| v.as_str()),
                Some(x.path().as_str()),
                x.query().map(|v| v.as_str()),
                x.fragment().map(|v| v.as_str()),
            ],
            FIri::parse(s).is_ok(),
        ),
        Err(e) => err(e),
    }
}

// ---- resolve ----

fn resolve_oxiri(b: &str, r: &str) -> String {
    let base = match OIri::parse(b) {
        Ok(x) => x,
        Err(e) => return err(format!("base: {e}")),
    };
    let rf = match OIriRef::parse(r) {
        Ok(x) => x,
        Err(e) => return err(format!("reference: {e}")),
    };
    match base.resolve(&rf) {
        Ok(x) => ok_value(x.as_str()),
        Err(e) => err(e),
    }
}

fn resolve_iri_string(b: &str, r: &str) -> String {
    let base = match IriStr::new(b) {
        Ok(x) => x,
        Err(e) => return err(format!("base: {e}")),
    };
    let rf = match IriReferenceStr::new(r) {
        Ok(x) => x,
        Err(e) => return err(format!("reference: {e}")),
    };
    // RFC 3986 §5.2.1: the base's fragment is ignored; iri-string wants it stripped.
    let res = rf.resolve_against(base.to_absolute());
    let rfc = res.ensure_rfc3986_normalizable().is_ok();
    format!(
        "{{\"ok\":true,\"v\":{},\"rfc3986\":{rfc}}}",
        quote(res.to_dedicated_string().as_str())
    )
}

fn resolve_fluent(b: &str, r: &str) -> String {
    let base = match FIri::parse(b) {
        Ok(x) => x,
        Err(e) => return err(format!("base: {e}")),
    };
    let rf = match FIriRef::parse(r) {
        Ok(x) => x,
        Err(e) => return err(format!("reference: {e}")),
    };
    match rf.resolve_against(&base) {
        Ok(x) => ok_value(x.as_str()),
        Err(e) => err(e),
    }
}

// ---- normalize ----

fn normalize_iri_string(s: &str) -> String {
    // iri-string normalizes absolute IRIs only.
    let x = match IriStr::new(s) {
        Ok(x) => x,
        Err(e) => return err(e),
    };
    let n = x.normalize();
    let rfc = n.ensure_rfc3986_normalizable().is_ok();
    format!(
        "{{\"ok\":true,\"v\":{},\"rfc3986\":{rfc}}}",
        quote(n.to_dedicated_string().as_str())
    )
}

fn normalize_fluent(s: &str) -> String {
    match FIriRef::parse(s) {
        Ok(x) => ok_value(x.normalize().as_str()),
        Err(e) => err(e),
    }
}

// ---- IRI → URI ----

fn touri_iri_string(s: &str) -> String {
    match IriReferenceStr::new(s) {
        Ok(x) => ok_value(x.encode_to_uri().to_dedicated_string().as_str()),
        Err(e) => err(e),
    }
}

fn touri_fluent(s: &str) -> String {
    match FIriRef::parse(s) {
        Ok(x) => ok_value(x.to_uri_ref().as_str()),
        Err(e) => err(e),
    }
}

// ---- JSON strings (just enough: the protocol carries nothing else) ----

fn quote(s: &str) -> String {
    let mut o = String::with_capacity(s.len() + 2);
    o.push('"');
    for c in s.chars() {
        match c {
            '"' => o.push_str("\\\""),
            '\\' => o.push_str("\\\\"),
            '\n' => o.push_str("\\n"),
            '\r' => o.push_str("\\r"),
            '\t' => o.push_str("\\t"),
            c if (c as u32) < 0x20 || c == '\u{7f}' => o.push_str(&format!("\\u{:04x}", c as u32)),
            c => o.push(c),
        }
    }
    o.push('"');
    o
}

fn unquote(f: &str) -> Result<String, String> {
    let inner = f
        .strip_prefix('"')
        .and_then(|x| x.strip_suffix('"'))
        .ok_or_else(|| format!("not a JSON string: {f:?}"))?;
    let mut o = String::with_capacity(inner.len());
    let mut it = inner.chars();
    while let Some(c) = it.next() {
        if c != '\\' {
            o.push(c);
            continue;
        }
        match it.next() {
            Some('"') => o.push('"'),
            Some('\\') => o.push('\\'),
            Some('/') => o.push('/'),
            Some('b') => o.push('\u{8}'),
            Some('f') => o.push('\u{c}'),
            Some('n') => o.push('\n'),
            Some('r') => o.push('\r'),
            Some('t') => o.push('\t'),
            Some('u') => {
                let hi = hex4(&mut it)?;
                let cp = if (0xD800..0xDC00).contains(&hi) {
                    if it.next() != Some('\\') || it.next() != Some('u') {
                        return Err("lone surrogate".into());
                    }
                    let lo = hex4(&mut it)?;
                    if !(0xDC00..0xE000).contains(&lo) {
                        return Err("bad surrogate pair".into());
                    }
                    0x10000 + ((hi - 0xD800) << 10) + (lo - 0xDC00)
                } else {
                    hi
                };
                o.push(char::from_u32(cp).ok_or("bad \\u escape")?);
            }
            _ => return Err(format!("bad escape in {f:?}")),
        }
    }
    Ok(o)
}

fn hex4(it: &mut std::str::Chars) -> Result<u32, String> {
    let mut v = 0;
    for _ in 0..4 {
        let d = it.next().and_then(|c| c.to_digit(16)).ok_or("bad \\u escape")?;
        v = v * 16 + d;
    }
    Ok(v)
}
