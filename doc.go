// Package iri parses, resolves, maps, converts, normalizes and checks
// Internationalized Resource Identifiers (IRIs) as defined by RFC 3987,
// with the generic syntax and algorithms of RFC 3986.
//
// An [IRI] is an immutable value, like [net/netip.Addr]: the original string
// plus the offsets of its components. Parsing is strict, allocation-free and
// linear in the length of the input; every invalid input gets a
// [*ParseError] with the byte offset of the first offending byte and the rule
// it breaks. Accessors return substrings of the original: nothing is decoded
// or re-encoded behind the caller's back (comparison-02 §4.2.3). Two IRI
// values are == exactly when their strings are equal, the simple string
// comparison of RFC 3987 §5.3.1. The zero IRI is the empty relative
// reference "", a valid IRI reference.
//
// # Operations
//
// Each operation is a method on [IRI] (or a function) for the default, and
// at most one options value, named after the operation, for the rest; the
// zero options value is the default.
//
//   - Parsing: [Parse], [ParseURI], [Parser]; the lenient [ParseLEIRI],
//     [ParseUserInput] ([UserInput]) and [ParseEncoded].
//   - Resolution: [IRI.Resolve], [IRI.ResolveString], [IRI.Relativize];
//     [Resolver].
//   - IRI to URI: [IRI.ToURI]; [ToURIOptions] (IDNA hosts, legacy query
//     charsets, a *url.URL). URI to IRI: [IRI.ToIRI], [FromURI];
//     [ToIRIOptions].
//   - Normalization and comparison: [IRI.Normalize], [Equivalent] with
//     explicit [Normalization] rungs; [Normalizer], whose Compare has three
//     outcomes, a Base and a protocol-based rung ([Comparison]).
//   - Checks: [IRI.Check] and [Violation], with scheme rules (see "Scheme
//     checks"); [Checker], [SchemeChecks].
//   - Display: [IRI.Display]; [DisplayOptions] (see "Display" below).
//   - Construction: [FromParts], the With methods, [JoinPath], the escape
//     functions ([Escaper]), [IRI.QueryPairs].
//   - Interop: [IRI.URL], [FromURL], text and binary encodings,
//     database/sql ([NullIRI]) and log/slog ([IRI.LogValue]).
//
// Options share one vocabulary: Schemes is always the scheme table (see
// [Schemes]: one table says which schemes have DNS hosts, default ports,
// root paths and UTF-8 octets), IDNA always means IDNA processing of the
// hosts of DNS schemes in the operation's direction, IDNAProfile its
// profile, Grammar the IRI grammar. A nil and an empty slice or map always
// mean the same; "none" is spelled explicitly. Nothing is ever normalized
// implicitly (RFC 3987 §3.1 step 1c, §5.3.2.2). Errors are a [*ParseError],
// [*ResolveError], [*HostError] or [*CompareError], or wrap one of the Err
// variables; every
// message starts with "iri: " and quotes the caller's input. No function
// returns a partial result with an error.
//
// # Offsets in errors
//
// The input is split into components as RFC 3986 Appendix B does (the host
// ends at its first ":" unless it is an IP literal), then each component
// is validated against its RFC 3987 §2.2 rule, and the error reports the
// first byte that rule rejects: "1abc:def" fails in the scheme at offset 0,
// "http://h:1:2/" in the port at offset 10.
//
// # IDNA hosts
//
// [ToURIOptions.IDNA] maps the ireg-name host of a scheme with
// [Scheme.DNSHost] to an ASCII DNS name, with the IDNA2008 Domain Name
// Lookup of 3987bis-13 §3.4.2 (RFC 5891 §5.3-5.5; RFC 3987 §3.1 allows it
// "to maximize interoperability with legacy URI resolvers"):
//
//   - Percent-encodings are decoded first and must form well-formed UTF-8.
//   - An LDH host is only lowercased, unless a label has "--" in its third
//     and fourth positions or an IDNAProfile is set; any other host goes
//     through the profile's ToASCII.
//   - A label starting with "xn--" (in any case, also once mapped) must be
//     a genuine A-label: Punycode of a non-ASCII U-label that converts back
//     to it (RFC 5891 §5.4); x/net/idna alone turns "xn--example-" into
//     "example", another host.
//   - The result must be an LDH name (RFC 3987 §3.1): no empty label but a
//     trailing root ".", no label starting or ending with "-", labels of at
//     most 63 octets, 253 in all (RFC 1034 §3.1). It is classified again:
//     full-width digits that map to "127.0.0.1" make an IPv4address.
//
// Any failure fails the whole mapping with a [*HostError]; no host is ever
// dropped or replaced. IP literals, empty hosts, relative references and
// other schemes are never touched, and domain names elsewhere are only
// percent-encoded (3987bis-13 §3.4.3). The default profile, idna.Lookup,
// applies the UTS #46 non-transitional mapping and the checks of RFC 5891
// §5.4 (STD3, hyphen, CONTEXTJ, Bidi Rule), as browsers do;
// idna.Registration is strict IDNA2008. [NormIDN] takes the same steps and
// converts back to U-labels; [ToIRIOptions.IDNA] converts genuine A-labels.
//
// # Scheme checks
//
// RFC 3987 §5.3.3 and §7.1 leave each scheme's own syntax to its
// specification. [IRI.Check] reports the rules of these schemes by default,
// with the same [Violation] model as the generic checks; each code's
// clause is [Code.Spec], and its severity [Code.Severity]: errors where the
// scheme's specification says MUST (the IRI is not a valid IRI of that
// scheme), warnings for advice and redundancy.
//
//	http, https  HTTP_NO_HOST (error, RFC 9110 §4.2.1): no "//" authority or an empty host
//	             HTTP_USERINFO (warning, RFC 9110 §4.2.4): userinfo, deprecated
//	any scheme   PORT_EMPTY (warning, RFC 3986 §3.2.3): ":" with an empty port
//	             PORT_DEFAULT (warning, RFC 3986 §3.2.3): the [Scheme.DefaultPort] written out
//	urn          URN_NID (error, RFC 8141 §2): no NID of 2-32 letters, digits, inner hyphens
//	             URN_INFORMAL_NID (error, RFC 8141 §5.2): "urn-" not followed by a number
//	             URN_RESERVED_NID (warning, RFC 8141 §5.1): "urn", or "x-", "xy-" prefixes
//	             URN_NSS (error, RFC 8141 §2): no NSS, or one starting with "/"
//	             URN_COMPONENTS (error, RFC 8141 §2): a query not "?+" r- / "?=" q-component
//	urn:uuid     URN_UUID (error, RFC 9562 §4): not 8-4-4-4-12 hex digits
//	             URN_UUID_CASE (warning, RFC 9562 §4): uppercase hex digits
//	urn:oid      URN_OID (error, RFC 3061 §2): not dot-separated numbers
//	mailto       MAILTO_ADDRESS (error, RFC 6068 §2): an address that is not an addr-spec
//	             MAILTO_HFIELD (error, RFC 6068 §2): a header field not hfname "=" hfvalue
//	file         FILE_FORM (error, RFC 8089 §2): userinfo, a port, or no absolute path
//	             FILE_LOCALHOST (warning, RFC 8089 §2): host "localhost", same as none
//	             FILE_DRIVE_LETTER (warning, RFC 8089 Appendix E.2): "c:" or "c%7C"
//	data         DATA_SYNTAX (error, RFC 2397 §3): no "," before the data
//	             DATA_MEDIA_TYPE (error, RFC 2397 §3): a malformed media type
//	             DATA_BASE64 (error, RFC 2397 §3): ";base64" data that is not base64
//	tag          TAG_SYNTAX (error, RFC 4151 §2.1): no tagging entity "name,date:"
//	did          DID_METHOD (error, DID Core §3.1): no method of lowercase letters and digits
//	             DID_ID (error, DID Core §3.1): a method-specific-id not of idchars
//	ws, wss      WS_NO_HOST, WS_USERINFO, WS_FRAGMENT (errors, RFC 6455 §3)
//
// They are on by default, because a scheme's rules are part of what the
// specifications say about an IRI (a recipient must reject "http:foo", RFC
// 9110 §4.2.1). Each looks only at its own scheme and allocates nothing on
// a clean IRI; [Checker.Ignore] drops codes, [Checker.NoSchemeChecks] all of
// them, and [Checker.SchemeChecks] adds or replaces checks per Checker.
//
// # What stays percent-encoded
//
// [IRI.ToIRI] (RFC 3987 §3.2) decodes a percent-encoding exactly when its
// octets are strictly well-formed UTF-8 of a character allowed literally in
// that component, or an unreserved ASCII character ("%7E" is "~"). Kept
// encoded, always:
//
//   - "%25" and the reserved characters ":/?#[]@!$&'()*+,;=" (step 2);
//   - ASCII not allowed in URIs: controls, space, `"<>\^{|}` and "`";
//   - octets that are not strictly well-formed UTF-8: stray or truncated
//     sequences, overlong forms ("%C0%AF" never becomes "/"), surrogates,
//     code points above U+10FFFF (step 3); no legacy charset is ever
//     guessed, so "r%E9sum%E9" stays (RFC 3987 §3.2, MUST NOT);
//   - characters outside ucschar (RFC 3987 §2.2): U+0080-U+009F,
//     U+FDD0-U+FDEF, U+FFF0-U+FFFF, every U+xFFFE and U+xFFFF, the tags
//     U+E0000-U+E0FFF (decoded in the query under [RFC3987bis]); private-use
//     characters except in the query (step 4);
//   - the bidi controls U+200E, U+200F, U+202A-U+202E (RFC 3987 §4.1) and,
//     alike, U+061C and U+2066-U+2069.
//
// Kept encoded by default, as RFC 3987 §3.2 step 4 allows for characters
// "not appropriate according to [§]6.1", and decoded with
// [ToIRIOptions.DecodeDiscouraged]: the space look-alikes U+00A0, U+1680,
// U+2000-U+200A, U+2028, U+2029, U+202F, U+205F, U+3000, and the invisible
// Default_Ignorable_Code_Point characters U+00AD, U+034F, U+115F, U+1160,
// U+17B4, U+17B5, U+180B-U+180F, U+200B-U+200D, U+2060-U+2065,
// U+206A-U+206F, U+3164, U+FE00-U+FE0F, U+FEFF, U+FFA0, U+1BCA0-U+1BCA3,
// U+1D173-U+1D17A. These would make two IRIs that look the same map to
// different URIs. Look-alikes of ASCII delimiters such as U+FF0F are
// decoded: flagging them is [IRI.Check]'s job.
//
// [NormPercent] decodes the same set, and the escape functions keep exactly
// these characters literal in IRI form.
//
// # Display
//
// [DisplayOptions.Display] shows an IRI to a person. Readable: it decodes
// percent-encoded UTF-8 exactly where [IRI.ToIRI] does (RFC 3987 §3.2), and
// shows each label of a DNS host ([Scheme.DNSHost]) that maps to ASCII under
// IDNA as its U-label, the form IDNA maps it to (lowercase, NFC;
// 3987bis-13 §4.2 step 7). Safe: what follows stays percent-encoded, or in
// A-label form in such a host, each decision reported with its [Code]:
//
//   - bidi formatting characters (BIDI_CONTROL; RFC 3987 §4.1);
//   - characters that look like spaces (SPACE_LOOKALIKE) or like syntax
//     characters (SYNTAX_LOOKALIKE), invisible ones (INVISIBLE_CHARACTER)
//     and joiners outside the contexts of RFC 5892 Appendix A
//     (JOINER_CONTEXT): RFC 3987 §6.1 b, 3987bis-13 §5.1 c and d;
//   - unassigned, private-use and noncharacter code points, and characters
//     outside [DisplayOptions.Scripts] (NOT_DISPLAYABLE; 3987bis-13 §8.6);
//   - percent-encoded octets that are not UTF-8 (PERCENT_NOT_UTF8; RFC
//     3987 §3.2 step 3, §6.4);
//   - a component not in NFC, so that it is not read back as its NFC form
//     (NOT_NFC; RFC 3987 §5.3.2.2);
//   - a component that breaks the bidi rules of RFC 3987 §4.2
//     (BIDI_MIXED_DIRECTION, BIDI_START_END), all of it, as §4.2 says ("the
//     whole component has to be mapped", example 9); components are
//     subdivided as [Checker] does (host labels, path segments and their
//     extension, query names and values), so that examples 1-7 and 10 of
//     §4.4 are shown and 8 and 9 are not;
//   - a host label that mixes scripts beyond the "Highly Restrictive"
//     level of UTS #39 §5.2 (MIXED_SCRIPT; RFC 3987 §8): Latin with
//     Cyrillic "а" or Greek "ο" is shown as its A-label. This is the policy
//     of the browsers: Chromium shows such labels in punycode ("IDN in
//     Google Chrome", chromium.org/developers/design-documents/idn-in-google-chrome;
//     Chromium moved from "Moderately" to "Highly Restrictive" in 2017,
//     coordinated with Mozilla, bugzilla.mozilla.org 1399939); Firefox's
//     IDN display algorithm (wiki.mozilla.org/IDN_Display_Algorithm) is
//     built on the same UTS #39 restriction levels. Like Chromium, a label
//     written only in Cyrillic letters that look like Latin ones ("аррӏе",
//     a whole-script confusable, UTS #39 §4) is shown as its A-label unless
//     the top-level domain is for Cyrillic names; the other whole-script
//     confusables and the browsers' character blocklists are not modelled. A DNS label that breaks any rule of
//     this list is shown as its A-label; a host that fails IDNA keeps its
//     text, percent-encoded where unsafe.
//
// ASCII characters are always shown as they are. The result is exact: it
// is a valid IRI reference, and its [IRI.ToURI] is the input's up to the
// case of hex digits and percent-encoded unreserved characters (RFC 3986
// §6.2.2.1, §6.2.2.2), hosts compared in A-label form
// ([ToURIOptions.IDNA]) when the input's host maps to one.
package iri
