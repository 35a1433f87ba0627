package iri

import "strconv"

// Violations: the vocabulary of findings that Check (check.go, with the
// scheme rules of check_scheme.go) and Display (display.go) report: a
// stable Code with its name, severity and clause, and a Violation.

// Code identifies the rule that a [Violation] reports. A code's value and
// String name never change, new codes are only appended, and 0 is no code.
// Each constant lists String name, severity, clause (RTL: right-to-left) and
// finding, exact rules being in check.go and check_scheme.go; HTTP_NO_HOST to
// WS_FRAGMENT (WS_*: ws, wss) are the built-in [SchemeChecks]' codes.
type Code uint16

// The violation codes, in the order of their values; String gives each
// one's stable name, Severity and Spec the rest of its line.
const (
	_ Code = iota // the zero Code is not a code

	CodeBidiMixedDirection     // BIDI_MIXED_DIRECTION, error, RFC 3987 §4.2 rule 1: a component mixes RTL and LTR
	CodeBidiStartEnd           // BIDI_START_END, error, RFC 3987 §4.2 rule 2: an RTL component not starting and ending RTL
	CodeBidiDigitsNextToRTL    // BIDI_DIGITS_NEXT_TO_RTL, warning, RFC 3987 §4.4 example 10: digits next to an RTL component
	CodeBidiControl            // BIDI_CONTROL, error, RFC 3987 §4.1: U+061C, U+2066-U+2069, later bidi controls as harmful
	CodeNotNFC                 // NOT_NFC, warning, RFC 3987 §5.3.2.2: text not in NFC
	CodeNotNFKC                // NOT_NFKC, warning, RFC 3987 §5.3.2.2, §6.1 b: compatibility characters, if no other code
	CodeIDNInvalid             // IDN_INVALID, error, comparison-02 §4.3: an internationalized reg-name IDNA2008 lookup rejects
	CodeMixedScript            // MIXED_SCRIPT, warning, RFC 3987 §8: a host label beyond UTS #39 §5.2 "Highly Restrictive"
	CodeJoinerContext          // JOINER_CONTEXT, warning, 3987bis-13 §5.1 d: ZWNJ or ZWJ outside RFC 5892 Appendix A contexts
	CodeSyntaxLookalike        // SYNTAX_LOOKALIKE, warning, 3987bis-13 §5.1 c: a look-alike of "/", "?", "#", "@", ":" or "."
	CodeSpaceLookalike         // SPACE_LOOKALIKE, warning, RFC 3987 §6.1 b: a Zs, Zl or Zp character other than U+0020
	CodeInvisibleCharacter     // INVISIBLE_CHARACTER, warning, RFC 3987 §6.1 b: a character that renders as nothing
	CodeUserinfoPassword       // USERINFO_PASSWORD, warning, RFC 3986 §7.5: the deprecated "user:password" form
	CodeUserinfoLooksLikeHost  // USERINFO_LOOKS_LIKE_HOST, warning, RFC 3986 §7.6: "http://www.example.com@evil.example/"
	CodeRareIPv4Form           // RARE_IPV4_FORM, warning, RFC 3986 §7.4: a reg-name read as hex, octal, short or integer IPv4
	CodePercentNotUTF8         // PERCENT_NOT_UTF8, warning, RFC 3987 §6.4: non-UTF-8 octets in a reg-name or Scheme.UTF8 scheme
	CodeHTTPNoHost             // HTTP_NO_HOST, error, RFC 9110 §4.2.1: http(s) without "//" authority, or an empty host
	CodeHTTPUserinfo           // HTTP_USERINFO, warning, RFC 9110 §4.2.4: http(s) with userinfo, deprecated
	CodePortEmpty              // PORT_EMPTY, warning, RFC 3986 §3.2.3: any scheme, ":" with an empty port
	CodePortDefault            // PORT_DEFAULT, warning, RFC 3986 §3.2.3: any scheme, its Scheme.DefaultPort written out
	CodeURNNID                 // URN_NID, error, RFC 8141 §2: no NID of 2-32 letters, digits, inner hyphens
	CodeURNInformalNID         // URN_INFORMAL_NID, error, RFC 8141 §5.2: "urn-" not followed by a number
	CodeURNReservedNID         // URN_RESERVED_NID, warning, RFC 8141 §5.1: "urn", or "x-", "xy-" prefixes
	CodeURNNSS                 // URN_NSS, error, RFC 8141 §2: no NSS, or one starting with "/"
	CodeURNComponents          // URN_COMPONENTS, error, RFC 8141 §2: a query not "?+" r- / "?=" q-component
	CodeURNUUID                // URN_UUID, error, RFC 9562 §4: urn:uuid: not 8-4-4-4-12 hex digits
	CodeURNUUIDCase            // URN_UUID_CASE, warning, RFC 9562 §4: urn:uuid: uppercase hex digits
	CodeURNOID                 // URN_OID, error, RFC 3061 §2: urn:oid: not dot-separated numbers
	CodeMailtoAddress          // MAILTO_ADDRESS, error, RFC 6068 §2: an address that is not an addr-spec
	CodeMailtoHfield           // MAILTO_HFIELD, error, RFC 6068 §2: a header field not hfname "=" hfvalue
	CodeFileForm               // FILE_FORM, error, RFC 8089 §2: userinfo, a port, or no absolute path
	CodeFileLocalhost          // FILE_LOCALHOST, warning, RFC 8089 §2: host "localhost", same as none
	CodeFileDriveLetter        // FILE_DRIVE_LETTER, warning, RFC 8089 Appendix E.2: "c:" or "c%7C"
	CodeDataSyntax             // DATA_SYNTAX, error, RFC 2397 §3: no "," before the data
	CodeDataMediaType          // DATA_MEDIA_TYPE, error, RFC 2397 §3: a malformed media type
	CodeDataBase64             // DATA_BASE64, error, RFC 2397 §3: ";base64" data that is not base64
	CodeTagSyntax              // TAG_SYNTAX, error, RFC 4151 §2.1: no tagging entity "name,date:"
	CodeDIDMethod              // DID_METHOD, error, DID Core §3.1: no method of lowercase letters and digits
	CodeDIDID                  // DID_ID, error, DID Core §3.1: a method-specific-id not of idchars
	CodeWSNoHost               // WS_NO_HOST, error, RFC 6455 §3
	CodeWSUserinfo             // WS_USERINFO, error, RFC 6455 §3
	CodeWSFragment             // WS_FRAGMENT, error, RFC 6455 §3
	CodeSchemeError            // SCHEME_ERROR, error, RFC 3986 §3.1: a rule of a caller's SchemeCheck, named by the Message
	CodeSchemeWarning          // SCHEME_WARNING, warning, RFC 3986 §3.1: advice of a caller's SchemeCheck, named likewise
	CodeNotDisplayable         // NOT_DISPLAYABLE, warning, 3987bis-13 §8.6: Display's unassigned, private-use, noncharacter or not Scripts
	CodeWholeScriptConfusable  // WHOLE_SCRIPT_CONFUSABLE, warning, UTS #39 §4: a one-script host label that reads as one in another script
	CodeMixedScriptConfusable  // MIXED_SCRIPT_CONFUSABLE, warning, UTS #39 §4: a label whose part in one script reads as another of its scripts
	CodeDigitLookalike         // DIGIT_LOOKALIKE, warning, UTS #39 §4, §5.3: non-ASCII digits that read as an ASCII label
	CodeMixedNumbers           // MIXED_NUMBERS, warning, UTS #39 §5.3: a host label with digits of two numbering systems
	CodeIdentifierRestricted   // IDENTIFIER_RESTRICTED, warning, UTS #39 §5: a host label character not Identifier_Status=Allowed
	CodeCombiningMark          // COMBINING_MARK, warning, UTS #39 §5.4: a repeated, stacked or hidden combining mark in a host label
	CodeIDNADeviation          // IDNA_DEVIATION, warning, UTS #46 §1.3.2: ZWJ, ZWNJ, or ß or ς outside the TLDs of their languages
	CodeLetterOutsideTLD       // LETTER_OUTSIDE_TLD, warning, Chromium IDN policy: a letter such as þ, ð or ə outside its TLDs
	CodeHyphenLookalike        // HYPHEN_LOOKALIKE, warning, UTS #39 §4: a host label character that reads as "-"
	CodeCJKLookalike           // CJK_LOOKALIKE, warning, Chromium IDN policy: kana or Han that reads as Latin or "/" or "-", next to non-CJK
	CodeProtectedNameLookalike // PROTECTED_NAME_LOOKALIKE, warning, UTS #39 §4: a host confusable with a name the caller protects
	CodeUserinfoHidden         // USERINFO_HIDDEN, warning, RFC 3986 §3.2.1, §7.6: Display left the userinfo out
	CodeApostropheLookalike    // APOSTROPHE_LOOKALIKE, warning, Chromium IDN policy: a host label character that reads as an apostrophe
	CodeMiddleDot              // MIDDLE_DOT, warning, Chromium IDN policy: U+00B7 in a host label but between two "l" under .cat
	CodeNonASCIILatinMixed     // NON_ASCII_LATIN_MIXED, warning, Chromium IDN policy: an accented Latin letter beside another script
	CodeKanaMark               // KANA_MARK, warning, Chromium IDN policy: a kana mark or look-alike kana out of its context
	CodeEmbeddedIPv4           // EMBEDDED_IPV4, warning, RFC 4291 §2.5.5: an IPv6 address that embeds an IPv4 one, such as ::ffff:127.0.0.1
	CodePercentEncodedHost     // PERCENT_ENCODED_HOST, warning, RFC 3986 §3.2.2: a reg-name with a percent-encoded ASCII character
	CodeBidiControlEncoded     // BIDI_CONTROL_ENCODED, warning, RFC 3987 §4.1: a percent-encoded bidi formatting character
	// New codes go here, and only here.
	chkNumCodes
)

// chkCodeTable gives each code its stable name, severity and clause.
var chkCodeTable = [chkNumCodes]struct {
	name string
	sev  Severity
	spec string
}{
	CodeBidiMixedDirection:     {"BIDI_MIXED_DIRECTION", SeverityError, "RFC 3987 §4.2 rule 1"},
	CodeBidiStartEnd:           {"BIDI_START_END", SeverityError, "RFC 3987 §4.2 rule 2"},
	CodeBidiDigitsNextToRTL:    {"BIDI_DIGITS_NEXT_TO_RTL", SeverityWarning, "RFC 3987 §4.4 example 10"},
	CodeBidiControl:            {"BIDI_CONTROL", SeverityError, "RFC 3987 §4.1"},
	CodeNotNFC:                 {"NOT_NFC", SeverityWarning, "RFC 3987 §5.3.2.2"},
	CodeNotNFKC:                {"NOT_NFKC", SeverityWarning, "RFC 3987 §5.3.2.2, §6.1 b"},
	CodeIDNInvalid:             {"IDN_INVALID", SeverityError, "comparison-02 §4.3"},
	CodeMixedScript:            {"MIXED_SCRIPT", SeverityWarning, "RFC 3987 §8"},
	CodeJoinerContext:          {"JOINER_CONTEXT", SeverityWarning, "3987bis-13 §5.1 d"},
	CodeSyntaxLookalike:        {"SYNTAX_LOOKALIKE", SeverityWarning, "3987bis-13 §5.1 c"},
	CodeSpaceLookalike:         {"SPACE_LOOKALIKE", SeverityWarning, "RFC 3987 §6.1 b"},
	CodeInvisibleCharacter:     {"INVISIBLE_CHARACTER", SeverityWarning, "RFC 3987 §6.1 b"},
	CodeUserinfoPassword:       {"USERINFO_PASSWORD", SeverityWarning, "RFC 3986 §7.5"},
	CodeUserinfoLooksLikeHost:  {"USERINFO_LOOKS_LIKE_HOST", SeverityWarning, "RFC 3986 §7.6"},
	CodeRareIPv4Form:           {"RARE_IPV4_FORM", SeverityWarning, "RFC 3986 §7.4"},
	CodePercentNotUTF8:         {"PERCENT_NOT_UTF8", SeverityWarning, "RFC 3987 §6.4"},
	CodeHTTPNoHost:             {"HTTP_NO_HOST", SeverityError, "RFC 9110 §4.2.1"},
	CodeHTTPUserinfo:           {"HTTP_USERINFO", SeverityWarning, "RFC 9110 §4.2.4"},
	CodePortEmpty:              {"PORT_EMPTY", SeverityWarning, "RFC 3986 §3.2.3"},
	CodePortDefault:            {"PORT_DEFAULT", SeverityWarning, "RFC 3986 §3.2.3"},
	CodeURNNID:                 {"URN_NID", SeverityError, "RFC 8141 §2"},
	CodeURNInformalNID:         {"URN_INFORMAL_NID", SeverityError, "RFC 8141 §5.2"},
	CodeURNReservedNID:         {"URN_RESERVED_NID", SeverityWarning, "RFC 8141 §5.1"},
	CodeURNNSS:                 {"URN_NSS", SeverityError, "RFC 8141 §2"},
	CodeURNComponents:          {"URN_COMPONENTS", SeverityError, "RFC 8141 §2"},
	CodeURNUUID:                {"URN_UUID", SeverityError, "RFC 9562 §4"},
	CodeURNUUIDCase:            {"URN_UUID_CASE", SeverityWarning, "RFC 9562 §4"},
	CodeURNOID:                 {"URN_OID", SeverityError, "RFC 3061 §2"},
	CodeMailtoAddress:          {"MAILTO_ADDRESS", SeverityError, "RFC 6068 §2"},
	CodeMailtoHfield:           {"MAILTO_HFIELD", SeverityError, "RFC 6068 §2"},
	CodeFileForm:               {"FILE_FORM", SeverityError, "RFC 8089 §2"},
	CodeFileLocalhost:          {"FILE_LOCALHOST", SeverityWarning, "RFC 8089 §2"},
	CodeFileDriveLetter:        {"FILE_DRIVE_LETTER", SeverityWarning, "RFC 8089 Appendix E.2"},
	CodeDataSyntax:             {"DATA_SYNTAX", SeverityError, "RFC 2397 §3"},
	CodeDataMediaType:          {"DATA_MEDIA_TYPE", SeverityError, "RFC 2397 §3"},
	CodeDataBase64:             {"DATA_BASE64", SeverityError, "RFC 2397 §3"},
	CodeTagSyntax:              {"TAG_SYNTAX", SeverityError, "RFC 4151 §2.1"},
	CodeDIDMethod:              {"DID_METHOD", SeverityError, "DID Core §3.1"},
	CodeDIDID:                  {"DID_ID", SeverityError, "DID Core §3.1"},
	CodeWSNoHost:               {"WS_NO_HOST", SeverityError, "RFC 6455 §3"},
	CodeWSUserinfo:             {"WS_USERINFO", SeverityError, "RFC 6455 §3"},
	CodeWSFragment:             {"WS_FRAGMENT", SeverityError, "RFC 6455 §3"},
	CodeSchemeError:            {"SCHEME_ERROR", SeverityError, "RFC 3986 §3.1"},
	CodeSchemeWarning:          {"SCHEME_WARNING", SeverityWarning, "RFC 3986 §3.1"},
	CodeNotDisplayable:         {"NOT_DISPLAYABLE", SeverityWarning, "3987bis-13 §8.6"},
	CodeWholeScriptConfusable:  {"WHOLE_SCRIPT_CONFUSABLE", SeverityWarning, "UTS #39 §4"},
	CodeMixedScriptConfusable:  {"MIXED_SCRIPT_CONFUSABLE", SeverityWarning, "UTS #39 §4"},
	CodeDigitLookalike:         {"DIGIT_LOOKALIKE", SeverityWarning, "UTS #39 §4, §5.3"},
	CodeMixedNumbers:           {"MIXED_NUMBERS", SeverityWarning, "UTS #39 §5.3"},
	CodeIdentifierRestricted:   {"IDENTIFIER_RESTRICTED", SeverityWarning, "UTS #39 §5"},
	CodeCombiningMark:          {"COMBINING_MARK", SeverityWarning, "UTS #39 §5.4"},
	CodeIDNADeviation:          {"IDNA_DEVIATION", SeverityWarning, "UTS #46 §1.3.2"},
	CodeLetterOutsideTLD:       {"LETTER_OUTSIDE_TLD", SeverityWarning, "Chromium IDN policy"},
	CodeHyphenLookalike:        {"HYPHEN_LOOKALIKE", SeverityWarning, "UTS #39 §4"},
	CodeCJKLookalike:           {"CJK_LOOKALIKE", SeverityWarning, "Chromium IDN policy"},
	CodeProtectedNameLookalike: {"PROTECTED_NAME_LOOKALIKE", SeverityWarning, "UTS #39 §4"},
	CodeUserinfoHidden:         {"USERINFO_HIDDEN", SeverityWarning, "RFC 3986 §3.2.1, §7.6"},
	CodeApostropheLookalike:    {"APOSTROPHE_LOOKALIKE", SeverityWarning, "Chromium IDN policy"},
	CodeMiddleDot:              {"MIDDLE_DOT", SeverityWarning, "Chromium IDN policy"},
	CodeNonASCIILatinMixed:     {"NON_ASCII_LATIN_MIXED", SeverityWarning, "Chromium IDN policy"},
	CodeKanaMark:               {"KANA_MARK", SeverityWarning, "Chromium IDN policy"},
	CodeEmbeddedIPv4:           {"EMBEDDED_IPV4", SeverityWarning, "RFC 4291 §2.5.5"},
	CodePercentEncodedHost:     {"PERCENT_ENCODED_HOST", SeverityWarning, "RFC 3986 §3.2.2"},
	CodeBidiControlEncoded:     {"BIDI_CONTROL_ENCODED", SeverityWarning, "RFC 3987 §4.1"},
}

func (c Code) valid() bool { return c > 0 && c < chkNumCodes }

// String returns the stable name, like "BIDI_MIXED_DIRECTION", or "Code(N)".
func (c Code) String() string {
	if c.valid() {
		return chkCodeTable[c].name
	}
	return "Code(" + strconv.Itoa(int(c)) + ")"
}

// Severity returns the code's severity, or 0 for a value that is not a code.
func (c Code) Severity() Severity {
	if c.valid() {
		return chkCodeTable[c].sev
	}
	return 0
}

// Spec returns the clause behind the code, such as "RFC 3987 §4.2 rule 1".
func (c Code) Spec() string {
	if c.valid() {
		return chkCodeTable[c].spec
	}
	return ""
}

// MarshalText implements encoding.TextMarshaler with the String name.
func (c Code) MarshalText() ([]byte, error) {
	if !c.valid() {
		return nil, &Error{Input: c.String(), Err: ErrUnknownCode, Rule: "Code"}
	}
	return []byte(c.String()), nil
}

// UnmarshalText implements encoding.TextUnmarshaler for String names.
func (c *Code) UnmarshalText(text []byte) error {
	for k := Code(1); k < chkNumCodes; k++ {
		if chkCodeTable[k].name == string(text) {
			*c = k
			return nil
		}
	}
	return &Error{Input: string(text), Err: ErrUnknownCode, Rule: "Code"}
}

// Severity says how serious a [Violation] is.
type Severity uint8

// The severities, from the lesser.
const (
	SeverityWarning Severity = iota + 1 // advice (SHOULD rules, security considerations, redundancy): usable
	// SeverityError: valid, but ambiguous when displayed (the bidi rules of RFC 3987 §4),
	// unresolvable (IDN, comparison-02 §4.3) or no IRI of its scheme (its MUST rules,
	// such as RFC 9110 §4.2.1).
	SeverityError
)

// String returns "warning" or "error".
func (s Severity) String() string {
	switch s {
	case SeverityWarning:
		return "warning"
	case SeverityError:
		return "error"
	}
	return "Severity(" + strconv.Itoa(int(s)) + ")"
}

// Violation is one finding of [CheckOptions.Check]: a Code, where (Component;
// x.String()[Offset:Offset+Len], Len ≥ 1) and a Message naming the clause.
type Violation struct {
	Code      Code      // the rule broken
	Component Component // where
	Offset    int       // byte offset of the finding in the IRI's string
	Len       int       // its length in bytes, at least 1
	Message   string    // what is wrong, quoting the text, with the clause in parentheses
}

// String formats the violation as "OFFSET: SEVERITY CODE: MESSAGE", as
// "iri check" prints it after the line number.
func (v Violation) String() string {
	return strconv.Itoa(v.Offset) + ": " + v.Code.Severity().String() + " " + v.Code.String() + ": " + v.Message
}
