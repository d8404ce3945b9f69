// Codes of the lint rules (family L). Each code belongs to exactly one rule in Lint/Rules/;
// the rule's doc comment is the code's user documentation (docs/lint-rules.md).
extension DiagnosticCode {
  // Conformance: what the card's vCard version requires.
  /// Card has no FN, which vCard 3.0 and 4.0 require.
  ///
  /// `L001` (warning), lint rule `missing-fn`, conformance, on by default.
  /// RFC 2426 §3.1.1 and RFC 6350 §6.2.1 make the formatted name mandatory: it is what every client
  /// shows.
  public static let lintMissingFN = DiagnosticCode("L001", .warning, "card has no FN, which vCard 3.0 and 4.0 require")
  /// Card has no N, which vCard 2.1 and 3.0 require.
  ///
  /// `L002` (warning), lint rule `missing-n`, conformance, on by default.
  /// vCard 2.1 §2.2.2 and RFC 2426 §3.1.2 (and §5: "the N type MUST be present") make the
  /// structured name mandatory; RFC 2426's own examples famously leave it out.
  public static let lintMissingN = DiagnosticCode("L002", .warning, "card has no N, which vCard 2.1 and 3.0 require")
  /// Property allowed once appears more than once.
  ///
  /// `L003` (warning), lint rule `repeated-property`, conformance, on by default.
  /// RFC 6350 §6 gives each property a cardinality; N, BDAY, ANNIVERSARY, GENDER, KIND, UID, REV,
  /// PRODID, BIRTHPLACE, DEATHPLACE and DEATHDATE may appear at most once (as may the 3.0-only
  /// SORT-STRING, CLASS, PROFILE, NAME and MAILER), and before vCard 4.0 FN too.
  public static let lintRepeatedProperty = DiagnosticCode("L003", .warning, "property allowed once appears more than once")
  /// Structured value has the wrong number of components (N 5, ADR 7).
  ///
  /// `L004` (warning), lint rule `component-count`, conformance, on by default.
  /// The structured values are positional: N is family; given; additional; prefixes; suffixes (RFC
  /// 6350 §6.2.2) and ADR is post office box; extended address; street; locality; region; postal
  /// code; country (§6.3.1).
  public static let lintComponentCount = DiagnosticCode("L004", .warning, "structured value has the wrong number of components (N 5, ADR 7)")
  /// Property name not written in its canonical upper case.
  ///
  /// `L005` (info), lint rule `name-case`, conformance, off by default (`--enable name-case`).
  /// Property names are case-insensitive (RFC 6350 §3.3), so `fn:` is valid; but some strict
  /// consumers (sabre/vobject's validator among them) reject lower-case names, and mixed case makes
  /// files harder to grep.
  public static let lintNameCase = DiagnosticCode("L005", .info, "property name not written in its canonical upper case")
  /// Property is neither a vCard property nor an X- extension.
  ///
  /// `L006` (warning), lint rule `unknown-property`, conformance, on by default.
  /// Every property must be registered (RFC 6350 §6, its later additions in the IANA vCard
  /// registry, and the 2.1/3.0-only AGENT, LABEL, MAILER, CLASS, NAME, PROFILE, SORT-STRING and RFC
  /// 2739's CAPURI) or an experimental `X-` name (§6.10).
  public static let lintUnknownProperty = DiagnosticCode("L006", .warning, "property is neither a vCard property nor an X- extension")
  /// Property is not defined in the card's vCard version.
  ///
  /// `L007` (warning), lint rule `property-version`, conformance, on by default.
  /// Each version has its own set: NICKNAME, CATEGORIES, PRODID and IMPP came with 3.0; KIND,
  /// GENDER, ANNIVERSARY, LANG, MEMBER, RELATED and CLIENTPIDMAP with 4.0; LABEL, AGENT and MAILER
  /// were dropped from 4.0, and NAME, PROFILE, CLASS and SORT-STRING exist only in 3.0.
  public static let lintPropertyVersion = DiagnosticCode("L007", .warning, "property is not defined in the card's vCard version")
  /// Property group differs from the group the whole card carries.
  ///
  /// `L008` (warning), lint rule `group-mismatch`, conformance, on by default.
  /// Some writers put one group on every line of a card, `BEGIN` and `END` included
  /// (`TEST.BEGIN:VCARD`, `TEST.FN:…`, RFC 2425 §5.8.2 allows a group on any line).
  public static let lintGroupMismatch = DiagnosticCode("L008", .warning, "property group differs from the group the whole card carries")
  /// Parameter name has characters outside A-Z, 0-9 and '-'.
  ///
  /// `L009` (error), lint rule `parameter-name`, conformance, on by default.
  /// A parameter name is an IANA token or an `X-` name (RFC 6350 §3.3): letters, digits and hyphens
  /// only.
  public static let lintParameterName = DiagnosticCode("L009", .error, "parameter name has characters outside A-Z, 0-9 and '-'")
  /// Parameter is neither a vCard parameter nor an X- extension.
  ///
  /// `L010` (warning), lint rule `unknown-parameter`, conformance, on by default.
  /// Parameters are registered (RFC 6350 §5, RFC 6715, RFC 8605, RFC 9554, and ENCODING, CHARSET
  /// and RFC 2425's CONTEXT for the older versions) or experimental `X-` names.
  public static let lintUnknownParameter = DiagnosticCode("L010", .warning, "parameter is neither a vCard parameter nor an X- extension")
  /// Parameter is not defined in the card's vCard version.
  ///
  /// `L011` (warning), lint rule `parameter-version`, conformance, on by default.
  /// PREF, ALTID, PID, SORT-AS, MEDIATYPE, CALSCALE, GEO, TZ, LABEL, INDEX, LEVEL, CC and the RFC
  /// 9554 parameters exist only in vCard 4.0; a 3.0 reader ignores them (3.0 says "preferred" with
  /// `TYPE=pref`).
  public static let lintParameterVersion = DiagnosticCode("L011", .warning, "parameter is not defined in the card's vCard version")
  /// TYPE value not defined for this property in this vCard version.
  ///
  /// `L012` (warning), lint rule `type-value`, conformance, on by default.
  /// Each version lists the TYPE values of each property (vCard 2.1 §2, RFC 2426 §3, RFC 4770, RFC
  /// 6350 §5.6): `TEL;TYPE=pcs` is 3.0, `TYPE=text` and `textphone` are 4.0, 4.0 has no `TYPE=pref`
  /// (it uses PREF=1), and 3.0 gives EMAIL only `internet`, `x400` and `pref` (so Apple's
  /// `EMAIL;TYPE=HOME` is 4.0 usage, and 2.1's mail services such as `AOL` are 2.1 usage).
  public static let lintTypeValue = DiagnosticCode("L012", .warning, "TYPE value not defined for this property in this vCard version")
  /// PREF is not an integer from 1 to 100.
  ///
  /// `L013` (error), lint rule `pref-value`, conformance, on by default.
  /// vCard 4.0's PREF parameter (RFC 6350 §5.3) ranks values from 1 (most preferred) to 100.
  public static let lintPrefValue = DiagnosticCode("L013", .error, "PREF is not an integer from 1 to 100")
  /// ENCODING value not valid in this vCard version.
  ///
  /// `L014` (warning), lint rule `encoding`, conformance, on by default.
  /// vCard 2.1 allows `QUOTED-PRINTABLE`, `BASE64`, `8BIT` and `7BIT`; 3.0 allows only `b` (RFC
  /// 2426 §5.7; `BASE64` is a common mistake there); vCard 4.0 has no ENCODING at all: text is
  /// UTF-8 and binary data is a `data:` URI (RFC 6350 §6.2.4). sabre/vobject rejects these cards.
  public static let lintEncoding = DiagnosticCode("L014", .warning, "ENCODING value not valid in this vCard version")
  /// CHARSET outside vCard 2.1, or a legacy character set.
  ///
  /// `L015` (warning), lint rule `charset`, conformance, on by default.
  /// Only vCard 2.1 has a per-property CHARSET; in 3.0 the character set is the MIME entity's and
  /// in 4.0 it is always UTF-8 (RFC 6350 §3.1), so a CHARSET there is ignored or misread.
  public static let lintCharset = DiagnosticCode("L015", .warning, "CHARSET outside vCard 2.1, or a legacy character set")
  /// VALUE type unknown, or not allowed for this property and version.
  ///
  /// `L016` (warning), lint rule `value-type`, conformance, on by default.
  /// `VALUE=` names the value's type: 2.1 knows INLINE, CONTENT-ID (CID) and URL; 3.0 the RFC 2426
  /// types (uri, date, date-time, binary, text, utc-offset, …); 4.0 the RFC 6350 §4 types.
  public static let lintValueType = DiagnosticCode("L016", .warning, "VALUE type unknown, or not allowed for this property and version")
  /// Parameter value malformed.
  ///
  /// `L017` (warning), lint rule `parameter-value`, conformance, on by default.
  /// Several parameters have a syntax of their own: LANGUAGE is a language tag (`en`, `de-CH`, not
  /// `en-`; RFC 5646), PID is `n` or `n.n` (RFC 6350 §5.5), INDEX a positive integer (RFC 6715),
  /// MEDIATYPE `type/subtype`, CALSCALE `gregorian` or an X- name, CC a two-letter country code
  /// (RFC 8605), LEVEL `beginner`, `average`, `expert` (EXPERTISE) or `low`, `medium`, `high`
  /// (HOBBY, INTEREST), and GEO a `geo:` URI.
  public static let lintParameterValue = DiagnosticCode("L017", .warning, "parameter value malformed")
  /// Date, time or timestamp that does not exist or is malformed.
  ///
  /// `L018` (warning), lint rule `date-time`, conformance, on by default.
  /// BDAY, ANNIVERSARY and DEATHDATE hold dates (with an optional time), REV and CREATED a
  /// timestamp (RFC 6350 §4.3; vCard 2.1 and 3.0 use ISO 8601, and a REV may be a date).
  public static let lintDateTime = DiagnosticCode("L018", .warning, "date, time or timestamp that does not exist or is malformed")
  /// Date form defined only in vCard 4.0.
  ///
  /// `L019` (warning), lint rule `date-form`, conformance, on by default.
  /// vCard 4.0 allows dates without a year (`--0415`), reduced accuracy (`1985`, `1985-04`) and
  /// text (`VALUE=text`, "circa 1800") for BDAY, ANNIVERSARY and DEATHDATE (RFC 6350 §4.3.1). vCard
  /// 2.1 and 3.0 have only complete dates, so a 3.0 `BDAY:--04-15` (written by Android) is
  /// unreadable to a strict 3.0 reader: ez-vcard cannot parse it.
  public static let lintDateForm = DiagnosticCode("L019", .warning, "date form defined only in vCard 4.0")
  /// Time zone or UTC offset malformed or out of range.
  ///
  /// `L020` (warning), lint rule `utc-offset`, conformance, on by default.
  /// TZ is a UTC offset in vCard 2.1 and, unless `VALUE=text`, in 3.0 (`-05:00`, `+0530`); in 4.0
  /// it is text (`America/New_York`) unless `VALUE=utc-offset` says it is an offset (RFC 6350
  /// §6.5.1).
  public static let lintUTCOffset = DiagnosticCode("L020", .warning, "time zone or UTC offset malformed or out of range")
  /// GEO is not a latitude and longitude in range.
  ///
  /// `L021` (warning), lint rule `geo`, conformance, on by default.
  /// GEO is two decimal numbers, latitude (−90 to 90) then longitude (−180 to 180): separated by
  /// `;` in vCard 3.0 (RFC 2426 §3.4.2) and by `,` or `;` in 2.1, and as a `geo:` URI in 4.0
  /// (`geo:37.386,-122.083`, RFC 5870). ez-vcard reports a missing latitude or longitude the same
  /// way.
  public static let lintGeo = DiagnosticCode("L021", .warning, "GEO is not a latitude and longitude in range")
  /// Value is not a URI.
  ///
  /// `L022` (warning), lint rule `uri`, conformance, on by default.
  /// URL, SOURCE, FBURL, CALURI, CALADRURI, CAPURI, IMPP, ORG-DIRECTORY, CONTACT-URI and
  /// SOCIALPROFILE are URIs (RFC 3986), as are MEMBER and (unless `VALUE=text`)
  public static let lintURI = DiagnosticCode("L022", .warning, "value is not a URI")
  /// Email address malformed.
  ///
  /// `L023` (warning), lint rule `email`, conformance, on by default.
  /// An EMAIL value is an address (`local@domain`, RFC 5322 §3.4.1 with RFC 6531's UTF-8): one `@`,
  /// a local part and a domain of letters, digits and hyphens between dots, no spaces.
  public static let lintEmail = DiagnosticCode("L023", .warning, "email address malformed")
  /// MEMBER on a card whose KIND is not group.
  ///
  /// `L024` (warning), lint rule `kind-member`, conformance, on by default.
  /// RFC 6350 §6.6.5: "The MEMBER property MUST NOT be present unless the value of the KIND
  /// property is `group`." Apple's group cards say the same with `X-ADDRESSBOOKSERVER-KIND:group`
  /// and `X-ADDRESSBOOKSERVER-MEMBER`, which CardKit reads as KIND and MEMBER.
  public static let lintKindMember = DiagnosticCode("L024", .warning, "MEMBER on a card whose KIND is not group")
  /// DEL or C1 control character in a value, or a control character in a parameter.
  ///
  /// `L025` (warning), lint rule `control-characters`, conformance, on by default.
  /// Text may not hold control characters (RFC 6350 §3.3: `VALUE-CHAR` excludes them).
  public static let lintControlCharacters = DiagnosticCode("L025", .warning, "DEL or C1 control character in a value, or a control character in a parameter")
  /// Line longer than 75 octets.
  ///
  /// `L026` (info), lint rule `line-length`, conformance, on by default.
  /// Lines SHOULD be folded so that none is longer than 75 octets, line break excluded (RFC 6350
  /// §3.2, RFC 2425 §5.8.1); some mail gateways and old phones cut longer lines.
  public static let lintLineLength = DiagnosticCode("L026", .info, "line longer than 75 octets")
  /// Line not ended by CRLF.
  ///
  /// `L027` (warning), lint rule `line-ending`, conformance, on by default.
  /// vCard lines end with CR LF (RFC 6350 §3.2, RFC 2426 §4).
  public static let lintLineEnding = DiagnosticCode("L027", .warning, "line not ended by CRLF")
  /// PHOTO, LOGO, SOUND or KEY value does not match its encoding.
  ///
  /// `L028` (warning), lint rule `media-value`, conformance, on by default.
  /// Media values are either inline data or a reference, and each version says how to tell: in
  /// vCard 2.1 inline data carries `ENCODING=BASE64` and a reference `VALUE=URL` (or CONTENT-ID);
  /// in 3.0 inline data carries `ENCODING=b` and a reference `VALUE=uri`, since the default is
  /// binary (RFC 2426 §3.1.4); in 4.0 the value is always a URI, inline data a `data:` URI (RFC
  /// 6350 §6.2.4).
  public static let lintMediaValue = DiagnosticCode("L028", .warning, "PHOTO, LOGO, SOUND or KEY value does not match its encoding")
  /// PROFILE, KIND or GENDER value outside its set.
  ///
  /// `L029` (warning), lint rule `enumerated-value`, conformance, on by default.
  /// Some properties take one of a few values: PROFILE must be `VCARD` (RFC 2426 §2.1.1); KIND is
  /// `individual`, `group`, `org`, `location` (RFC 6350 §6.1.4), `application` (RFC 6473), `device`
  /// (RFC 6869) or an X- name; the first component of GENDER is `M`, `F`, `O`, `N`, `U` or empty
  /// (§6.2.7).
  public static let lintEnumeratedValue = DiagnosticCode("L029", .warning, "PROFILE, KIND or GENDER value outside its set")
  // Hygiene: what makes a book hard to use, whatever its format.
  /// Card has no name.
  ///
  /// `L030` (warning), lint rule `nameless`, hygiene, on by default.
  /// A card with no N, ORG or NICKNAME, and an FN that is empty or just repeats the card's email
  /// address or phone number, has nothing to file or find it by: the Address Book shows the email,
  /// the phone number, or "No Name", and sorts it apart from everyone else.
  public static let lintNameless = DiagnosticCode("L030", .warning, "card has no name")
  /// Card has no phone number.
  ///
  /// `L031` (info), lint rule `no-phone`, hygiene, on by default.
  /// A contact without any TEL cannot be called or texted; in a book meant for a phone (or an
  /// emergency list) it is dead weight or a mistake of an export.
  public static let lintNoPhone = DiagnosticCode("L031", .info, "card has no phone number")
  /// Label is empty, unprintable or noise.
  ///
  /// `L032` (warning), lint rule `garbage-label`, hygiene, on by default.
  /// A phone, email, address or URL label that says nothing (an empty `X-ABLabel`, `_$!<>!$_`,
  /// `(null)`, `x-123`, `TYPE=asdf`, a lone control or zero-width character) is shown as garbage by
  /// some apps and crashed the original Emergency List picker.
  public static let lintGarbageLabel = DiagnosticCode("L032", .warning, "label is empty, unprintable or noise")
  /// Phone number has no label.
  ///
  /// `L033` (info), lint rule `unlabeled-phone`, hygiene, on by default.
  /// A TEL with no TYPE and no label (or only `VOICE`, `pref` and the like) shows as "other" or
  /// "phone"; with several numbers on a card nobody can tell which is the mobile.
  public static let lintUnlabeledPhone = DiagnosticCode("L033", .info, "phone number has no label")
  /// Phone number is not valid for its region.
  ///
  /// `L034` (warning), lint rule `invalid-phone`, hygiene, on by default.
  /// Each TEL is parsed and validated with libphonenumber: with the region given by `--region XX`,
  /// or with `--region auto` (the default) with the card's own address country, else the book's
  /// dominant country (most international numbers and addresses); a number written with `+` and a
  /// country code needs no region.
  public static let lintInvalidPhone = DiagnosticCode("L034", .warning, "phone number is not valid for its region")
  /// National phone number and no region to check it with.
  ///
  /// `L035` (info), lint rule `phone-region`, hygiene, on by default.
  /// A number written without a country code (`(517) 321-7871`) means different numbers in
  /// different countries; libphonenumber needs a region to read it.
  public static let lintPhoneRegion = DiagnosticCode("L035", .info, "national phone number and no region to check it with")
  /// The same phone number is on several cards.
  ///
  /// `L036` (info), lint rule `shared-number`, hygiene, on by default.
  /// Numbers are compared as libphonenumber reads them (E.164 with any extension), so `(415)
  /// 555-0123` and `+1 415-555-0123` are the same number.
  public static let lintSharedNumber = DiagnosticCode("L036", .info, "the same phone number is on several cards")
  /// The same value with the same labels appears twice on a card.
  ///
  /// `L037` (warning), lint rule `duplicate-value`, hygiene, on by default.
  /// Two identical TEL, EMAIL, ADR, URL, IMPP, NOTE, … values (same text, types, label and
  /// parameters; Apple item groups aside), or two identical other properties, are the trace of a
  /// merge or a sync gone round twice; apps list the number twice.
  public static let lintDuplicateValue = DiagnosticCode("L037", .warning, "the same value with the same labels appears twice on a card")
  /// Property has an empty value.
  ///
  /// `L038` (warning), lint rule `empty-value`, hygiene, on by default.
  /// A line such as `TEL:`, `EMAIL;TYPE=work:`, `FN:` or `ADR:;;;;;;` holds nothing: apps show an
  /// empty row, and ez-vcard reports "property has no value".
  public static let lintEmptyValue = DiagnosticCode("L038", .warning, "property has an empty value")
  /// Inline image or sound larger than the limit.
  ///
  /// `L039` (warning), lint rule `large-photo`, hygiene, on by default.
  /// A PHOTO, LOGO, SOUND or KEY held inline above `--max-inline-size` bytes (default 256 KiB)
  /// bloats the book: CardDAV servers refuse large cards (iCloud and Google limit a contact's
  /// size), phones slow down, and every sync moves the bytes again.
  public static let lintLargePhoto = DiagnosticCode("L039", .warning, "inline image or sound larger than the limit")
  /// Card has no UID.
  ///
  /// `L040` (info), lint rule `missing-uid`, hygiene, on by default.
  /// A UID (RFC 6350 §6.7.6) is what CardDAV servers, sync services and merge tools use to
  /// recognise a card across edits and devices; without one, a card re-imported or synced twice
  /// becomes two cards.
  public static let lintMissingUID = DiagnosticCode("L040", .info, "card has no UID")
  /// Standard label written in a non-standard way.
  ///
  /// `L041` (info), lint rule `label-spelling`, hygiene, on by default.
  /// A phone, email, address or URL label that means a standard label but is spelled another way:
  /// `TEL;TYPE=mobile` or `TYPE=Handy` for CELL, `homefax` for HOME,FAX, Apple's `_$!<Mobile>!$_`
  /// item label, Google's `* Mobile`, Android's `携帯`.
  public static let lintLabelSpelling = DiagnosticCode("L041", .info, "standard label written in a non-standard way")
  /// The same UID is on several cards.
  ///
  /// `L042` (warning), lint rule `shared-uid`, hygiene, on by default.
  /// A UID identifies one contact (RFC 6350 §6.7.6); CardDAV servers and sync services keep one
  /// card per UID, so the second card with the same UID overwrites the first or is refused.
  public static let lintSharedUID = DiagnosticCode("L042", .warning, "the same UID is on several cards")
  // Conformance, added later.
  /// BEGIN or END line with more than BEGIN:VCARD or END:VCARD.
  ///
  /// `L043` (warning), lint rule `begin-end-line`, conformance, on by default.
  /// The delimiter lines are exactly `BEGIN:VCARD` and `END:VCARD` (RFC 6350 §6.1.1–2, in any case,
  /// optionally after a group).
  public static let lintBeginEndLine = DiagnosticCode("L043", .warning, "BEGIN or END line with more than BEGIN:VCARD or END:VCARD")
  // Hygiene, added later.
  /// `L044` (warning), lint rule `likely-duplicate`, hygiene, on by default.
  /// Cards the duplicate finder of `cardkit dedupe` clusters at its `normal` threshold: a shared
  /// UID, number or email with names that agree, or a nameless card sharing one.
  public static let lintLikelyDuplicate = DiagnosticCode("L044", .warning, "cards that are likely the same person")

  static let lintCodes: [DiagnosticCode] = [
    lintMissingFN, lintMissingN, lintRepeatedProperty, lintComponentCount, lintNameCase,
    lintUnknownProperty, lintPropertyVersion, lintGroupMismatch, lintParameterName,
    lintUnknownParameter, lintParameterVersion, lintTypeValue, lintPrefValue, lintEncoding,
    lintCharset, lintValueType, lintParameterValue, lintDateTime, lintDateForm, lintUTCOffset,
    lintGeo, lintURI, lintEmail, lintKindMember, lintControlCharacters, lintLineLength,
    lintLineEnding, lintMediaValue, lintEnumeratedValue, lintNameless, lintNoPhone,
    lintGarbageLabel, lintUnlabeledPhone, lintInvalidPhone, lintPhoneRegion, lintSharedNumber,
    lintDuplicateValue, lintEmptyValue, lintLargePhoto, lintMissingUID, lintLabelSpelling,
    lintSharedUID, lintBeginEndLine, lintLikelyDuplicate,
  ]
}
