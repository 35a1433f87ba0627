// The IRI viewer: reads the controls, asks go-iri (goIRIView, WebAssembly)
// for what to show, and renders it. All the IRI work is in Go; this file
// only builds the DOM, always through textContent, never innerHTML.
"use strict";

(function () {
  const $ = (id) => document.getElementById(id);

  // The state: one key per control, in the URL fragment as short keys.
  const fields = [
    // [fragment key, element id, kind, default]
    ["v", null, "view", "parse"],
    ["i", "input", "text", "https://user@例え.テスト:8080/パス/./a/../b?q=値&x=#frag"],
    ["g", "grammar", "select", "3987"],
    ["e", "entry", "select", "strict"],
    ["sp", "spaces", "select", "encode"],
    ["bs", "backslash", "select", "encode"],
    ["pc", "percent", "select", "reject"],
    ["nfc", "nfc", "check", false],
    ["o", "other", "text", "HTTPS://user@xn--r8jz45g.xn--zckzah:8080/%E3%83%91%E3%82%B9/b?q=%E5%80%A4&x=#frag"],
    ["cb", "cmpbase", "text", ""],
    ["xf", "exclfrag", "check", false],
    ["b", "base", "text", "http://a/b/c/d;p?q"],
    ["ns", "nonstrict", "check", false],
    ["w", "wrap", "select", "none"],
    ["wc", "whole", "check", false],
    ["nsc", "noschemechecks", "check", false],
    ["t", "template", "text", "https://{user}@{host}:{port}{/path*}{?params*}{#frag}"],
    ["tv", "vars", "text", '{\n  "user": "user",\n  "host": "例え.テスト",\n  "port": 8080,\n  "path": ["パス", "b"],\n' +
      '  "params": {"q": "値", "x": "", "page": 2},\n  "frag": "frag"\n}'],
    ["aq", "anyqueryorder", "check", false],
  ];
  const names = {
    v: "view", i: "input", g: "grammar", e: "entry", sp: "spaces", bs: "backslash", pc: "percent", nfc: "nfc",
    o: "other", cb: "cmpbase", xf: "exclfrag", b: "base", ns: "nonstrict", w: "wrap", wc: "whole", nsc: "noschemechecks",
    t: "template", tv: "vars", aq: "anyqueryorder",
  };
  const views = ["parse", "map", "normalize", "resolve", "display", "templates", "readings"];
  let view = "parse";

  // Timings the browser tests read (web/browser).
  const stats = { start: performance.now(), readyMs: -1, updates: 0, lastMs: 0, maxMs: 0, totalMs: 0 };
  window.iriViewerStats = stats;

  function readFragment() {
    const p = new URLSearchParams(location.hash.replace(/^#/, ""));
    for (const [key, id, kind, def] of fields) {
      const v = p.has(key) ? p.get(key) : null;
      if (kind === "view") {
        view = views.includes(v) ? v : def;
      } else if (kind === "check") {
        $(id).checked = v === null ? def : v === "1";
      } else {
        $(id).value = v === null ? def : v;
        if (kind === "select" && $(id).selectedIndex < 0) $(id).value = def;
      }
    }
  }

  function state() {
    const s = {};
    for (const [key, id, kind] of fields) {
      if (kind === "view") s.view = view;
      else if (kind === "check") s[names[key]] = $(id).checked;
      else s[names[key]] = $(id).value;
    }
    return s;
  }

  function writeFragment() {
    const p = new URLSearchParams();
    for (const [key, id, kind, def] of fields) {
      let v;
      if (kind === "view") v = view;
      else if (kind === "check") v = $(id).checked;
      else v = $(id).value;
      if (v === def) continue;
      p.set(key, kind === "check" ? (v ? "1" : "0") : v);
    }
    const frag = "#" + p.toString();
    if (location.hash !== frag && !(frag === "#" && location.hash === "")) {
      history.replaceState(null, "", frag === "#" ? location.pathname + location.search : frag);
    }
  }

  // --- DOM helpers ---

  function el(tag, attrs, ...kids) {
    const e = document.createElement(tag);
    for (const k in attrs || {}) {
      if (k === "class") e.className = attrs[k];
      else if (k === "text") e.textContent = attrs[k];
      else e.setAttribute(k, attrs[k]);
    }
    for (const k of kids) {
      if (k === null || k === undefined || k === false) continue;
      e.append(k instanceof Node ? k : String(k));
    }
    return e;
  }

  function srOnly(text) {
    return el("span", { class: "sr-only", text: text });
  }

  // code renders a string as code, its invisible characters made visible:
  // a string from the library may hold bidi controls and spaces.
  function code(s, cls) {
    return el("code", { class: "iri " + (cls || ""), dir: "ltr" }, s === "" ? el("span", { class: "empty", text: "(empty)" }) : s);
  }

  // pieces renders the pieces of a string (view.Piece): classes give the
  // colours, labels the tooltip and a screen-reader text for marks.
  function pieces(ps, opts) {
    const box = el("code", { class: "iri pieces", dir: "ltr" });
    for (const p of ps || []) {
      if (!p.c) {
        box.append(p.t);
        continue;
      }
      const mark = p.c === "err" || p.c === "v" || p.c === "changed";
      const e = el(mark ? "mark" : "span", { class: "p-" + p.c });
      if (p.l) e.title = p.l;
      if (p.t === "") e.classList.add("at-end");
      e.append(p.t === "" ? "\u00a0" : p.t);
      if (mark && p.l) e.append(srOnly(" (" + p.l + ")"));
      box.append(e);
    }
    if (opts && opts.id) box.id = opts.id;
    return box;
  }

  function table(caption, head, rows) {
    const t = el("table", {});
    t.append(el("caption", { text: caption }));
    const thead = el("thead", {}, el("tr", {}, ...head.map((h) => el("th", { scope: "col", text: h }))));
    const tbody = el("tbody");
    for (const r of rows) {
      const tr = el("tr");
      r.forEach((c, i) => tr.append(i === 0 ? el("th", { scope: "row" }, c) : el("td", {}, c)));
      tbody.append(tr);
    }
    t.append(thead, tbody);
    return el("div", { class: "scroll" }, t);
  }

  function dl(pairs) {
    const d = el("dl");
    for (const [k, v] of pairs) {
      if (v === undefined || v === null || v === "") continue;
      d.append(el("dt", { text: k }), el("dd", {}, v));
    }
    return d;
  }

  function errorBlock(e, what) {
    const box = el("div", { class: "error", role: "group", "aria-label": what + " error" });
    box.append(el("p", { class: "err-title" }, el("strong", { text: what + ": " }), e.message));
    if (e.pieces) box.append(pieces(e.pieces));
    box.append(dl([
      ["Kind", e.kind],
      ["Component", e.component],
      ["Rule", e.rule],
      ["Offset (bytes)", e.offset >= 0 ? String(e.offset) : ""],
      ["Character", e.char],
      ["Expression", e.expr],
      ["Variable", e.var],
      ["Detail", e.detail],
    ]));
    if (e.expansion) {
      box.append(el("p", { text: "The URI expansion, marked at offset " + e.expansionOffset + " where the parser rejects it:" }));
      box.append(pieces(e.expansion));
    }
    return box;
  }

  function yes(b) {
    return b ? "yes" : "no";
  }

  // --- The views ---

  function renderParse(out, p) {
    if (!p.ok) {
      out.append(errorBlock(p.error, "Not a valid IRI reference"));
      return;
    }
    out.append(el("p", { class: "ok" }, "Valid ", p.absolute ? "absolute IRI" : "relative reference",
      " (" + p.bytes + " bytes)."));
    out.append(el("p", { class: "echo-label", text: "Components, coloured in the reference:" }));
    out.append(pieces(p.pieces, { id: "parse-echo" }));
    if (p.changed) {
      out.append(el("p", { class: "note" }, "The entry point rewrote the input; offsets below are in the parsed reference ",
        code(p.iri), "."));
    }
    const rows = p.components.map((c) => [
      el("span", { class: "swatch p-" + c.name, text: c.name }),
      c.present ? (c.value === "" ? "present, empty" : "present") : "absent",
      c.present ? code(c.value) : "",
      c.present ? el("span", { class: "nowrap", text: "[" + c.start + ", " + c.end + ")" }) : "",
    ]);
    out.append(table("Components (RFC 3986 §3, RFC 3987 §2.2); byte spans [start, end)",
      ["Component", "Presence", "Value", "Bytes"], rows));
    if (p.hostKind) {
      out.append(dl([["Host kind", p.hostKind], ["IP address", p.addr]]));
    }
  }

  function renderMap(out, m) {
    const rows = [
      ["x.ToURI()", pieces(m.uriPieces), ""],
      ["ToIRI of that URI", code(m.back), m.backSame ? "round trip: the same IRI" : "round trip: differs from the input"],
    ];
    if (m.idnaErr) {
      rows.push(["ToURIOptions{IDNA: true}", errorBlock(m.idnaErr, "IDNA"), ""]);
    } else {
      rows.push(["ToURIOptions{IDNA: true}", pieces(m.uriIdnaPieces), ""]);
      rows.push(["ToIRIOptions{IDNA: true} of that URI", code(m.backIdna),
        m.backIdnaSame ? "round trip: the same IRI" : "round trip: differs from the input"]);
    }
    out.append(table("IRI → URI → IRI (what changed is marked)", ["Operation", "Result", "Round trip"], rows));
  }

  function renderNormalize(out, n) {
    if (n.otherErr) out.append(errorBlock(n.otherErr, "Second reference"));
    if (n.baseErr) out.append(errorBlock(n.baseErr, "Comparison base"));
    const head = ["Rung (cumulative)", "Clause", "Result (this rung's changes marked)"];
    if (n.compared) head.push("Compare", "Equivalent");
    const rows = n.rungs.map((r) => {
      const row = [r.name, r.clause, r.cmpErr && !r.comparison ? el("span", { class: "bad", text: r.cmpErr }) : pieces(r.pieces)];
      if (n.compared) {
        row.push(el("span", { class: "cmp cmp-" + r.comparison.replace(/[^a-z]+/g, "-") },
          r.comparison, r.cmpErr ? el("span", { class: "why", text: " — " + r.cmpErr }) : ""));
        row.push(yes(r.equivalent));
      }
      return row;
    });
    let cap = "The comparison ladder (RFC 3987 §5.3, comparison-02 §4)";
    if (n.compared) cap += "; compared with " + n.other;
    out.append(table(cap, head, rows));
  }

  function renderResolve(out, r, parse) {
    if (r.baseErr) {
      out.append(errorBlock(r.baseErr, "Base"));
      return;
    }
    if (r.refErr) {
      out.append(el("p", { class: "bad", text: "The reference does not parse: see the Parse view." }));
      return;
    }
    if (r.err) {
      out.append(errorBlock(r.err, "Resolution"));
      return;
    }
    out.append(el("p", {}, "Target T:"));
    out.append(pieces(r.targetPieces, { id: "resolve-target" }));
    if (r.schemeDropped) {
      out.append(el("p", { class: "note", text: "NonStrict: R.scheme equals Base.scheme, so it was undefined first (RFC 3986 §5.2.2)." }));
    }
    const rows = r.parts.map((p) => [
      "T." + p.name,
      p.defined ? code(p.value) : el("span", { class: "empty", text: "undefined" }),
      p.from,
      el("code", { text: p.rule }),
    ]);
    out.append(table("RFC 3986 §5.2.2: where each component of T came from", ["Component", "Value", "From", "Pseudo-code"], rows));
    if (r.dotSteps && r.dotSteps.length) {
      const steps = [[ "1", el("span", { class: "empty", text: "" }), code(r.dotInput)]].concat(
        r.dotSteps.map((s) => [s.Rule, code(s.Output), code(s.Input)]));
      out.append(table("RFC 3986 §5.2.4: remove_dot_segments, step by step (input buffer before each step)",
        ["Step", "Output buffer", "Input buffer"], steps));
    } else if (r.parts[2] && r.parts[2].from === "Base") {
      out.append(el("p", { class: "note", text: "T.path is Base.path as it is: remove_dot_segments does not run." }));
    }
    if (r.slashDot) {
      out.append(el("p", { class: "note", text: "T.path starts with “//” and T has no authority: the path is written “/.//…” so that it stays a path." }));
    }
  }

  function renderReadings(out, r) {
    out.append(el("p", { class: r.agree ? "ok" : "bad", id: "readings-verdict",
      text: r.agree ? "The readers agree." : "The readers differ: " + r.differ.join(", ") + "." }));
    const rows = r.rows.map((x) => x.err
      ? [x.reader, el("span", { class: "bad", text: "rejects: " + x.err }), "", "", "", "", ""]
      : [x.reader, code(x.scheme), code(x.userinfo), code(x.host), x.addr, code(x.port),
        el("span", {}, code(x.path), x.validation ? el("span", { class: "note", text: " URL Standard validation errors: " + x.validation.join(", ") }) : "")]);
    out.append(table("How each reader reads the input", ["Reader", "Scheme", "Userinfo", "Host", "Address", "Port", "Path"], rows));
  }

  const rtlBefore = "ראו את הכתובת ";
  const rtlAfter = " למידע נוסף.";

  function renderDisplay(out, d) {
    out.append(el("p", {}, "Display form:"));
    out.append(code(d.display, "display-form"));
    const wraps = { "\u2066": "U+2066 LEFT-TO-RIGHT ISOLATE … U+2069 POP DIRECTIONAL ISOLATE",
      "\u202a": "U+202A LEFT-TO-RIGHT EMBEDDING … U+202C POP DIRECTIONAL FORMATTING" };
    if (wraps[d.display[0]]) {
      out.append(el("p", { class: "note", text: "Wrapped in " + wraps[d.display[0]] + " (invisible): remove them before parsing." }));
    }
    out.append(el("p", {}, "The reference, with the spans of the findings marked:"));
    out.append(pieces(d.pieces, { id: "display-spans" }));
    const all = d.decisions.map((v) => ["Display", v]).concat(d.violations.map((v) => ["Check", v]));
    if (all.length === 0) {
      out.append(el("p", { class: "ok", text: "No display decision and no violation." }));
    } else {
      const rows = all.map(([src, v]) => [String(v.n), src, v.code, v.severity, v.clause, v.component,
        String(v.offset), String(v.len), code(v.text), v.message]);
      out.append(table("Display decisions and Check violations", ["#", "From", "Code", "Severity", "Clause", "Component",
        "Offset", "Length", "Text", "Message"], rows));
    }
    const demo = el("div", { class: "bidi" });
    demo.append(el("h3", { text: "Inside right-to-left text (RFC 3987 §4)" }));
    demo.append(el("p", { class: "note", text: "The same display form in a Hebrew sentence, “see the address … for more information”." }));
    const row = (label, node, id) => {
      const f = el("figure", { id: id });
      f.append(el("figcaption", { text: label }), node);
      return f;
    };
    demo.append(row("Logical order (the characters as stored, left to right)",
      el("p", { dir: "ltr", class: "sentence" }, el("bdo", { dir: "ltr" }, d.plain)), "bidi-logical"));
    demo.append(row("In a right-to-left paragraph, as it is",
      el("p", { dir: "rtl", lang: "he", class: "sentence" }, rtlBefore + d.plain + rtlAfter), "bidi-bare"));
    demo.append(row("In a right-to-left paragraph, wrapped in LRI … PDI (U+2066 … U+2069)",
      el("p", { dir: "rtl", lang: "he", class: "sentence" }, rtlBefore + d.isolated + rtlAfter), "bidi-isolated"));
    out.append(demo);
  }

  function renderTemplates(out, tv, parse) {
    const st = $("tpl-status");
    $("template").setAttribute("aria-invalid", tv.templateErr ? "true" : "false");
    $("vars").setAttribute("aria-invalid", tv.varsErr ? "true" : "false");
    if (tv.templateErr) {
      st.textContent = tv.templateErr.message;
      st.className = "bad";
      out.append(errorBlock(tv.templateErr, "Not a valid template"));
      return;
    }
    const said = [];
    out.append(el("h3", { text: "Variables" }));
    if (tv.varsErr) {
      said.push("The variables cannot be read.");
      out.append(errorBlock(tv.varsErr, "Variables"));
    }
    if (tv.vars.length) {
      const rows = tv.vars.map((v) => [
        el("code", { text: v.name }),
        v.given || v.inTemplate ? v.kind : "",
        v.defined ? el("code", { class: "iri", text: v.value }) : el("span", { class: "empty", text: "undefined" }),
        v.note || "",
      ]);
      out.append(el("div", { id: "tpl-vars" }, table("The template's variables, then the others of the JSON object, as values of RFC 6570 §2.3 (written as in §3.2)",
        ["Variable", "Kind", "Value", "Note"], rows)));
    } else {
      out.append(el("p", { class: "note", text: "The template has no variables." }));
    }
    out.append(el("h3", { text: "Expansions" }));
    if (tv.expandErr) {
      said.push("Expansion failed.");
      out.append(errorBlock(tv.expandErr, "Expansion (" + tv.expandForm + ")"));
    } else if (tv.expanded) {
      said.push("Expands to " + (tv.iri === "" ? "the empty reference" : tv.iri) + ".");
      out.append(table("The expansions, components coloured", ["Form", "Result"], [
        ["IRI: t.Expand(vars)", pieces(tv.iriPieces, { id: "tpl-iri" })],
        ["URI: t.ExpandURI(vars)", pieces(tv.uriPieces, { id: "tpl-uri" })],
        ["What ToIRI decoded from the URI", pieces(tv.decoded, { id: "tpl-decoded" })],
      ]));
    } else {
      out.append(el("p", { class: "note", text: "No expansion without variables that can be read." }));
    }
    out.append(el("h3", { text: "Match of the reference" }));
    if (tv.refErr) {
      said.push("The reference does not parse.");
      out.append(el("p", { class: "bad", text: "The reference does not parse: see the Parse view." }));
      out.append(errorBlock(parse.error, "Not a valid IRI reference"));
    } else if (tv.matchErr) {
      said.push("The reference does not match.");
      out.append(errorBlock(tv.matchErr, "No match"));
    } else if (tv.matched) {
      said.push("The reference matches.");
      out.append(el("p", { class: "ok" }, "The reference ", code(tv.ref), " matches."));
      if (tv.matchVars.length) {
        out.append(el("div", { id: "tpl-match" }, table("Values that expand to the reference (Template.Match), in the template's order",
          ["Variable", "Kind", "Value (JSON)"], tv.matchVars.map((v) => [el("code", { text: v.name }), v.kind,
            el("code", { class: "iri", text: v.jsonText })]))));
      } else {
        out.append(el("p", { class: "note", text: "No variable is defined." }));
      }
      out.append(el("p", { text: "As a JSON object, ready to paste as the variables:" }));
      out.append(el("code", { class: "iri pieces json", id: "tpl-match-json", dir: "ltr", text: tv.matchJSON }));
      if (tv.backErr) {
        out.append(errorBlock(tv.backErr, "Expanding the values"));
      } else {
        out.append(el("p", {}, "Expanding these values gives (what differs from the reference after ToIRI marked): "));
        out.append(pieces(tv.backPieces, { id: "tpl-back" }));
        out.append(el("p", { class: tv.backSame ? "ok" : "note",
          text: tv.backSame ? "The same as the reference (after ToIRI)." : "Not the same string: Match compares after ToIRI's decoding and ignores the case of hex digits; with AnyQueryOrder, also the order of the query parameters and those the template does not name." }));
      }
    }
    st.textContent = "Template valid. " + said.join(" ");
    st.className = tv.varsErr || tv.expandErr || tv.matchErr || tv.refErr ? "bad" : "ok";
  }

  // --- The update loop ---

  let ready = false;
  let pending = false;

  function update() {
    pending = false;
    if (!ready) return;
    writeFragment();
    const t0 = performance.now();
    const resp = JSON.parse(goIRIView(JSON.stringify(state())));
    const out = $("out-" + view);
    const frag = document.createDocumentFragment();
    const status = $("status");
    if (resp.internal) {
      status.textContent = resp.internal;
      status.className = "bad";
      out.replaceChildren(el("p", { class: "bad", text: resp.internal }));
      return;
    }
    const p = resp.parse;
    if (p.ok && p.shown) {
      // Display keeps something encoded: say what a person is shown, and
      // why, in the warning colour.
      status.textContent = "Valid " + (p.absolute ? "absolute IRI" : "relative reference") + ", " + p.bytes +
        " bytes; shown as " + p.shown + " because " + p.because.join(", ") + ".";
      status.className = "warn";
    } else if (p.ok) {
      status.textContent = "Valid " + (p.absolute ? "absolute IRI" : "relative reference") + ", " + p.bytes + " bytes.";
      status.className = "ok";
    } else {
      status.textContent = p.error.message;
      status.className = "bad";
    }
    $("input").setAttribute("aria-invalid", p.ok ? "false" : "true");
    switch (view) {
      case "parse": renderParse(frag, p); break;
      case "map": if (resp.map) renderMap(frag, resp.map); break;
      case "normalize": if (resp.normalize) renderNormalize(frag, resp.normalize); break;
      case "resolve": if (resp.resolve) renderResolve(frag, resp.resolve, p); break;
      case "display": if (resp.display) renderDisplay(frag, resp.display); break;
      case "templates": if (resp.templates) renderTemplates(frag, resp.templates, p); break;
      case "readings": if (resp.readings) renderReadings(frag, resp.readings); break;
    }
    if (!p.ok && view !== "parse" && view !== "resolve" && view !== "templates" && view !== "readings") {
      frag.append(el("p", { class: "bad", text: "The reference does not parse: see the Parse view." }));
      frag.append(errorBlock(p.error, "Not a valid IRI reference"));
    }
    out.replaceChildren(frag);
    const ms = performance.now() - t0;
    stats.updates++;
    stats.lastMs = ms;
    stats.totalMs += ms;
    stats.maxMs = Math.max(stats.maxMs, ms);
    document.documentElement.dataset.updates = String(stats.updates);
  }

  function schedule() {
    if (!pending) {
      pending = true;
      requestAnimationFrame(update);
    }
  }

  // --- Tabs (WAI-ARIA tabs pattern: arrows, Home, End) ---

  const tabs = Array.from(document.querySelectorAll('[role="tab"]'));

  function selectView(v, focus) {
    view = v;
    for (const t of tabs) {
      const on = t.dataset.view === v;
      t.setAttribute("aria-selected", on ? "true" : "false");
      t.tabIndex = on ? 0 : -1;
      $(t.getAttribute("aria-controls")).hidden = !on;
      if (on && focus) t.focus();
    }
    schedule();
  }

  for (const t of tabs) {
    t.addEventListener("click", () => selectView(t.dataset.view, false));
    t.addEventListener("keydown", (ev) => {
      const i = tabs.indexOf(t);
      let j = -1;
      if (ev.key === "ArrowRight") j = (i + 1) % tabs.length;
      else if (ev.key === "ArrowLeft") j = (i - 1 + tabs.length) % tabs.length;
      else if (ev.key === "Home") j = 0;
      else if (ev.key === "End") j = tabs.length - 1;
      if (j >= 0) {
        ev.preventDefault();
        selectView(tabs[j].dataset.view, true);
      }
    });
  }

  function syncPolicies() {
    $("user-policies").hidden = $("entry").value !== "user";
    $("grammar").disabled = $("entry").value !== "strict";
  }

  for (const [, id] of fields) {
    if (!id) continue;
    $(id).addEventListener("input", () => { syncPolicies(); schedule(); });
    $(id).addEventListener("change", () => { syncPolicies(); schedule(); });
  }

  window.addEventListener("hashchange", () => {
    readFragment();
    syncPolicies();
    selectView(view, false);
  });

  $("copy-link").addEventListener("click", async () => {
    writeFragment();
    const st = $("copy-status");
    try {
      await navigator.clipboard.writeText(location.href);
      st.textContent = "Link copied.";
    } catch (e) {
      st.textContent = "Copy this link: " + location.href;
    }
  });

  readFragment();
  syncPolicies();
  selectView(view, false);

  // --- Loading go-iri ---

  window.goIRIReady = () => {
    ready = true;
    stats.readyMs = performance.now(); // since navigation started
    document.documentElement.dataset.ready = "1";
    $("load-info").textContent = "go-iri loaded in " + Math.round(stats.readyMs) + " ms.";
    update();
  };

  async function load() {
    const go = new Go();
    let result;
    if (location.protocol === "file:") {
      // fetch cannot read files; iri.wasm.js holds the module in base64.
      await new Promise((resolve, reject) => {
        const s = document.createElement("script");
        s.src = "iri.wasm.js";
        s.onload = resolve;
        s.onerror = () => reject(new Error("cannot load iri.wasm.js next to this page"));
        document.body.append(s);
      });
      const bin = Uint8Array.from(atob(window.goIRIWasmBase64), (c) => c.charCodeAt(0));
      delete window.goIRIWasmBase64;
      result = await WebAssembly.instantiate(bin, go.importObject);
    } else if (WebAssembly.instantiateStreaming) {
      result = await WebAssembly.instantiateStreaming(fetch("iri.wasm"), go.importObject);
    } else {
      const buf = await (await fetch("iri.wasm")).arrayBuffer();
      result = await WebAssembly.instantiate(buf, go.importObject);
    }
    go.run(result.instance);
  }

  load().catch((e) => {
    $("status").textContent = "go-iri did not load: " + e.message;
    $("status").className = "bad";
  });
})();
