// Package iri parses, resolves, maps, converts, normalizes, compares, checks
// and displays Internationalized Resource Identifiers (IRIs) as defined by
// RFC 3987, with the generic syntax and algorithms of RFC 3986.
//
// # Overview
//
// [Parse] reads an IRI reference strictly, without allocating, into an [IRI]
// value; [ParseURI] reads a URI reference. Repairing what people and legacy
// systems write is a separate, explicit step: [ParseUserInput] follows the
// Guidelines for Implementers of Internationalized Resource Identifiers
// (draft-weber-iri-guidelines-01, "Weber" below), and [ParseLEIRI] and
// [ParseEncoded] read Legacy Extended IRIs and legacy charsets by §6 of
// Internationalized Resource Identifiers (IRIs) (draft-ietf-iri-3987bis-13,
// "3987bis-13" below). [IRI.Resolve] resolves a reference against a base
// (RFC 3986 §5) and [IRI.Relativize] finds the shortest reference back.
// [IRI.ToURI] maps an IRI to the URI that protocols send (RFC 3987 §3.1),
// with IDNA hosts and legacy query charsets through [ToURIOptions];
// [IRI.ToIRI] converts a URI back, decoding only what is safe to decode (RFC
// 3987 §3.2). [IRI.Normalize], [Equivalent] and [NormalizeOptions.Compare]
// normalize and compare at explicit levels, on the ladder of RFC 3987 §5.3
// and of Comparison, Equivalence and Canonicalization of Internationalized
// Resource Identifiers (draft-ietf-iri-comparison-02, "comparison-02"
// below). [IRI.Check] reports what the specifications say about a valid IRI
// beyond its grammar (bidi structure, spoofing, scheme rules) as
// [Violation] values, and [IRI.Display] shows an IRI to a person as safely
// as a browser shows a host. [FromParts], the With methods and [JoinPath]
// edit an IRI, [IRI.QueryPairs] reads its query, and the Escape functions
// encode data for one component.
//
// An [IRI] is an immutable value, like [net/netip.Addr]: the original string
// plus the offsets of its components. Accessors return substrings of the
// original: nothing is decoded or re-encoded behind the caller's back
// (comparison-02 §4.2.3), nor ever normalized implicitly (RFC 3987 §3.1
// step 1c, §5.3.2.2). Two IRI values are == exactly when their strings are
// equal, the simple string comparison of RFC 3987 §5.3.1.
//
// Each operation is a function or [IRI] method for the default and at most
// one options value, named after it (XxxOptions), for the rest; the zero
// options value is the default. Options share one vocabulary: Schemes is the
// scheme table ([Schemes]), IDNA is IDNA processing of DNS hosts in the
// operation's direction, IDNAProfile its profile, Grammar the IRI grammar;
// nil and empty slices or maps mean the same, and "none" is spelled
// explicitly. Every error type ([*ParseError], [*ResolveError],
// [*HostError], [*CharsetError], [*CompareError], [*CodeError]) has an Err
// field, one of the Err variables, that Unwrap returns, and a Rule, the ABNF
// rule or clause broken; each message starts with "iri:" and quotes the
// caller's input. No function returns a partial result with an error.
//
// # IDNA hosts
//
// [ToURIOptions.IDNA] maps the ireg-name host of a [Scheme.DNSHost] scheme to
// an ASCII DNS name with the IDNA2008 Domain Name Lookup of 3987bis-13 §3.4.2
// (RFC 5891 §5.3-5.5), as RFC 3987 §3.1 allows "to maximize interoperability
// with legacy URI resolvers". Percent-encodings are decoded first and must
// form well-formed UTF-8. An LDH host is only lowercased, unless a label has
// "--" in its third and fourth positions or an IDNAProfile is set; any other
// host goes through the profile's ToASCII. A label starting with "xn--" (in
// any case, also once mapped) must be a genuine A-label, Punycode of a
// non-ASCII U-label that converts back to it (RFC 5891 §5.4): "xn--example-"
// fails. The result must be an LDH name (RFC 3987 §3.1): no empty label but a
// trailing root ".", no label starting or ending with "-", labels of at most
// 63 octets, 253 in all (RFC 1034 §3.1); it is classified again, so full-width
// digits that map to "127.0.0.1" make an IPv4address. Any failure fails the
// whole mapping with a [*HostError]; no host is ever dropped or replaced. IP
// literals, empty hosts, relative references and other schemes are never
// touched, and domain names elsewhere are only percent-encoded (3987bis-13
// §3.4.3). The default profile, idna.Lookup, applies the UTS #46
// non-transitional mapping and the checks of RFC 5891 §5.4 (STD3, hyphen,
// CONTEXTJ, Bidi Rule), as browsers do; idna.Registration is strict IDNA2008.
//
// # What stays percent-encoded
//
// [IRI.ToIRI] (RFC 3987 §3.2) decodes a percent-encoding exactly when its
// octets are strictly well-formed UTF-8 of a character allowed literally in
// that component, or an unreserved ASCII character ("%7E" is "~");
// [NormPercent] decodes the same set, and the escape functions keep exactly
// these characters literal in IRI form. Kept encoded, always: "%25" and the
// reserved characters ":/?#[]@!$&'()*+,;=" (step 2); ASCII not allowed in URIs
// (controls, space, `"<>\^{|}` and "`"); octets that are not strictly
// well-formed UTF-8 (step 3: stray or truncated sequences, overlong forms, so
// "%C0%AF" never becomes "/", surrogates, code points above U+10FFFF), no
// legacy charset ever being guessed, so "r%E9sum%E9" stays (a MUST NOT);
// characters outside ucschar (RFC 3987 §2.2): U+0080-U+009F, U+FDD0-U+FDEF,
// U+FFF0-U+FFFF, every U+xFFFE and U+xFFFF, the tags U+E0000-U+E0FFF (decoded
// in the query under [RFC3987bis]), and private-use characters except in the
// query (step 4); the bidi controls U+200E, U+200F, U+202A-U+202E (RFC 3987
// §4.1) and, alike, U+061C and U+2066-U+2069. Kept encoded unless
// [ToIRIOptions.DecodeDiscouraged], as step 4 allows for characters "not
// appropriate according to [§]6.1", lest two IRIs that look the same map to
// different URIs: the space look-alikes U+00A0, U+1680, U+2000-U+200A, U+2028,
// U+2029, U+202F, U+205F, U+3000, and the invisible
// Default_Ignorable_Code_Point characters U+00AD, U+034F, U+115F, U+1160,
// U+17B4, U+17B5, U+180B-U+180F, U+200B-U+200D, U+2060-U+2065, U+206A-U+206F,
// U+3164, U+FE00-U+FE0F, U+FEFF, U+FFA0, U+1BCA0-U+1BCA3, U+1D173-U+1D17A.
// Look-alikes of ASCII delimiters such as U+FF0F are decoded (and flagged by
// [IRI.Check]).
//
// # Display
//
// [DisplayOptions.Display] shows an IRI to a person, readably: it decodes
// percent-encoded UTF-8 exactly where [IRI.ToIRI] does, and shows each label
// of a DNS host ([Scheme.DNSHost]) that maps to ASCII under IDNA as its
// U-label, the form IDNA maps it to (lowercase, NFC; 3987bis-13 §4.2 step 7).
// And safely (RFC 3987 §4, §6.4, §8): each [Code] of the following keeps what
// it reports percent-encoded, or in A-label form in such a host, and is
// reported as a [Violation]: BIDI_CONTROL, SPACE_LOOKALIKE, SYNTAX_LOOKALIKE,
// INVISIBLE_CHARACTER, JOINER_CONTEXT, NOT_DISPLAYABLE and PERCENT_NOT_UTF8
// (RFC 3987 §3.2 step 3) for characters; NOT_NFC for a component, lest it be
// read back in NFC; BIDI_MIXED_DIRECTION and BIDI_START_END for all of a
// component ("the whole component has to be mapped", RFC 3987 §4.2, example
// 9), components subdivided as [CheckOptions] does, so that examples 1-7 and 10 of
// §4.4 are shown and 8 and 9 are not. A DNS host is shown by the spoofing
// rules below; a host that fails IDNA, or of another scheme, is shown as
// text, percent-encoded where unsafe, a label of it that mixes scripts
// (MIXED_SCRIPT) showing none of its non-ASCII characters.
//
// The userinfo is left out, as browsers leave it out, and reported as
// USERINFO_HIDDEN: "http://bank.example.com@evil.example/" reads as a host it
// is not (RFC 3986 §7.6), and RFC 3986 §3.2.1 asks renderers to set the
// userinfo apart from the host. [DisplayOptions.KeepUserinfo] shows it, its
// dots percent-encoded where it reads as a host name
// (USERINFO_LOOKS_LIKE_HOST).
//
// ASCII is always shown as it is, up to the userinfo. The result is exact: a
// valid IRI reference whose [IRI.ToURI] is the input's up to the userinfo
// (left out by default, exactly the input's with KeepUserinfo) and up to the
// case of hex digits and percent-encoded unreserved characters (RFC 3986
// §6.2.2.1, §6.2.2.2), hosts compared in A-label form when the input's host
// maps to one.
//
// # Spoofing rules for host labels
//
// [DisplayOptions.Display] and [CheckOptions.Check] make one decision for the
// host of a [Scheme.DNSHost] scheme that maps under IDNA: a label is shown as
// its U-label only if it breaks none of the rules below, tried in this order;
// otherwise it is shown as its A-label and the first rule it breaks is
// reported, by Display as a decision and by Check as a violation, whether the
// input spells the label as a U-label or as an A-label. The data is Unicode
// 17.0.0's (UTS #39 IdentifierStatus.txt, IdentifierType.txt,
// confusables.txt; the UCD's Scripts.txt and ScriptExtensions.txt), generated
// into tables by "go generate". "Expected" scripts are those of the
// top-level domain's country (Cyrillic under .ru, .рф; Greek under .gr;
// Bengali under .bd, ...); Latin is expected everywhere.
//
//   - The characters of the whole IRI: BIDI_CONTROL, SPACE_LOOKALIKE,
//     SYNTAX_LOOKALIKE (also "。" and the other dots IDNA reads as "."),
//     INVISIBLE_CHARACTER.
//   - IDNA_DEVIATION (UTS #46 §1.3.2): ZWJ and ZWNJ, even in their valid
//     contexts, and ß and ς outside the TLDs of German-speaking countries and
//     of Greece and Cyprus: IDNA2003 deletes or maps them, so the label names
//     another host there ("youtuße.com").
//   - HYPHEN_LOOKALIKE and SYNTAX_LOOKALIKE (UTS #39 §4): a character whose
//     prototype in confusables.txt is "-" or ".", digits aside ("ex‐ample").
//   - COMBINING_MARK (UTS #39 §5.4): the same nonspacing mark twice in a row,
//     more than four in a row, a dot above on i, j, l or the dotless i and j,
//     a kana sound mark after a character that is not kana.
//   - IDENTIFIER_RESTRICTED (UTS #39 §5): a character outside the identifier
//     profile, Identifier_Status=Allowed ("♥", "ԛ", Yi, Tifinagh, Cherokee,
//     Canadian Syllabics, Vai).
//   - MIXED_SCRIPT (UTS #39 §5.2): the label is less restrictive than "Highly
//     Restrictive", by the resolved script sets of §5.1 (Script_Extensions,
//     Han with Japanese, Korean and Bopomofo): "pаypal", "gօօgle".
//   - MIXED_NUMBERS (UTS #39 §5.3): digits of two numbering systems ("क१2").
//   - LETTER_OUTSIDE_TLD (Chromium's IDN display policy): þ
//     outside .is, ð outside .is and .fo, ə outside .az, where they read as
//     other letters ("þ" as "p").
//   - MIXED_SCRIPT_CONFUSABLE (UTS #39 §4): in a label of several scripts,
//     every character of one script has a look-alike in another script of the
//     label ("g〇〇gle", Han zeros in Latin).
//   - CJK_LOOKALIKE (Chromium's IDN display policy): kana or Han that reads as
//     a Latin letter, "/" or "-" (ノ, 丿, 一, ー, 〇, ソ, ゾ, ン, ...) next to a
//     character that is not kana or Han, the prolonged sound mark after kana
//     aside ("aノb", but "ソニーstore").
//   - For a label not in a script the top-level domain expects, UTS #39 §4
//     skeletons: DIGIT_LOOKALIKE when the label has the skeleton of an ASCII
//     label and non-ASCII digits ("০৭০৭" reads as "o9o9"); ASCII_LOOKALIKE
//     for a Latin label with the skeleton of an ASCII one ("ıbm"; ı is
//     expected under .tr and .az); WHOLE_SCRIPT_CONFUSABLE for a label in one
//     script that reads as an ASCII label ("аррӏе", "ոսւօ") or whose every
//     letter has a look-alike in one other script ("ικα").
//   - NOT_DISPLAYABLE: a character outside [DisplayOptions.Scripts].
//   - NOT_NFC, BIDI_MIXED_DIRECTION, BIDI_START_END: as for components.
//   - PROTECTED_NAME_LOOKALIKE (UTS #39 §4): with
//     [DisplayOptions.ProtectedNames], a host whose last labels have the
//     skeleton of a protected name they are not, also once the marks of Latin
//     letters and their strokes are read away ("fóo.com" for "foo.com",
//     "ħello.com"), or a label whose Latin parts, read with dots between
//     them, spell one ("google丁com.com" for "google.com"). An ASCII
//     look-alike ("paypa1.com") is reported and shown as it is.
//
// The hyphen rule of RFC 5891 §4.2.3.1 is part of IDNA here: a U-label must
// not start or end with "-" nor have "--" as its third and fourth characters,
// so "ру--авто" and its A-label "xn-----8kci4dhsd" fail the mapping, the
// conversion, NormIDN and Check (IDN_INVALID), and Display shows them as
// written.
//
// IDNA itself is x/net/idna's, whose tables follow the Go toolchain (Unicode
// 15.0.0 under Go 1.26, 17.0.0 under Go 1.27): a character newer than the
// toolchain's IDNA tables never passes IDNA, so a host that holds one fails
// to map, Check reports IDN_INVALID, and Display shows it as text, the
// character percent-encoded (NOT_DISPLAYABLE); it never reaches the UTS #39
// rules and is never shown as part of a U-label.
//
// # Query pairs
//
// [IRI.SetQueryPair], [IRI.AddQueryPair], [IRI.DeleteQueryPairs] and
// [IRI.KeepQueryPairs] (and their Form twins) edit a query as key=value
// pairs, the convention of HTML forms (HTML 4.01 §17.13.4) that RFC 3986
// §3.4 leaves to applications. A pair is the text between two "&" (";" is
// not a separator); its key is the text before its first "=", all of it if
// there is none, compared after percent-decoding as [IRI.QueryPairs] reads
// it, or with "+" as a space as [IRI.FormQueryPairs] reads it in the Form
// variants. Unlike the iterators, editing keeps empty pieces ("a&&b") where
// they are; their key is "". Pairs an edit does not touch keep their bytes,
// their order and their separators. New keys and values are written by
// [EscapeQueryKey] and [EscapeQueryValue] (characters beyond ASCII stay),
// a space as "%20", or as "+" in the Form variants. Delete and Keep never
// add a query; Set and Add add one to an IRI without. An emptied query
// keeps its "?" until [IRI.WithoutEmptyQuery] drops it.
//
// A query that is not key=value pairs is never rewritten: an edit returns
// a [*QueryError] of [ErrQueryNotPairs] when a pair uses ";" as a separator
// ("a=1;b=2", HTML 4.01 §B.2.2), or when a piece without "=" holds more
// than unreserved characters, percent-encodings and characters beyond ASCII
// (the keywords of an isindex query "?a+b", the coordinates of a
// server-side image map "?12,34", a route "?/a/b"): such a piece is no key.
// A key without a value, such as "debug" in "?debug&a=1", is a pair. Each
// rule is about one piece, so what an edit leaves is pairs again.
package iri
