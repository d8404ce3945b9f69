import Testing

@testable import CardKit

/// The version conversion rules, one row each: a card in one version, the lines it must give in
/// another, the lines it must not give, the `C…` findings that say what changed, and whether
/// converting back restores the property as it was read.
@Suite struct ConversionRuleTests {
  struct Rule: CustomTestStringConvertible, Sendable {
    var name: String
    var from: VCardVersion
    /// The card's lines between `VERSION` and `END`.
    var lines: [String]
    var to: VCardVersion
    var wanted: [String]
    var unwanted: [String] = []
    var codes: [String] = []
    /// Whether converting back gives the card as read (not when the target respells a word).
    var roundTrips = true
    var testDescription: String { "\(name) (\(from.rawValue) -> \(to.rawValue))" }
  }

  /// Every card has an N: 3.0 and 2.1 require one, and the writer adds an empty one otherwise.
  static let rules: [Rule] = [
    // Properties a target does not define become their X- counterparts, and back.
    Rule(
      name: "GENDER", from: .v4_0, lines: ["FN:Ann", "N:;Ann;;;", "GENDER:F"], to: .v3_0,
      wanted: ["X-GENDER:F"], unwanted: ["\r\nGENDER"], codes: ["C001"]),
    Rule(
      name: "ANNIVERSARY", from: .v4_0, lines: ["FN:Ann", "N:;Ann;;;", "ANNIVERSARY:20010203"], to: .v3_0,
      wanted: ["X-ANNIVERSARY:2001-02-03", "item1.X-ABDATE:2001-02-03", "item1.X-ABLabel:_$!<Anniversary>!$_"],
      codes: ["C001"]),
    Rule(name: "X-ANNIVERSARY back", from: .v3_0, lines: ["FN:Ann", "N:;Ann;;;", "X-ANNIVERSARY:2001-02-03"], to: .v4_0, wanted: ["ANNIVERSARY:20010203"]),
    Rule(
      name: "NICKNAME", from: .v3_0, lines: ["FN:Ann", "N:;Ann;;;", "NICKNAME:Annie"], to: .v2_1,
      wanted: ["X-NICKNAME:Annie"], unwanted: ["\r\nNICKNAME"], codes: ["C001"]),
    // Properties 4.0 removed are kept as X- properties.
    Rule(
      name: "MAILER", from: .v3_0, lines: ["FN:Ann", "N:;Ann;;;", "MAILER:PMail"], to: .v4_0,
      wanted: ["X-MAILER:PMail"], unwanted: ["\r\nMAILER"], codes: ["C002"]),
    Rule(
      name: "CLASS", from: .v3_0, lines: ["FN:Ann", "N:;Ann;;;", "CLASS:PUBLIC"], to: .v4_0,
      wanted: ["X-CLASS:PUBLIC"], codes: ["C002"]),
    // 3.0 LABEL becomes the LABEL parameter of a 4.0 ADR (sabre/vobject's rule).
    Rule(
      name: "LABEL", from: .v3_0, lines: ["FN:Ann", "N:;Ann;;;", "LABEL;TYPE=HOME:1 Main St"], to: .v4_0,
      wanted: ["ADR;TYPE=home;LABEL=\"1 Main St\":;;;;;;"]),
    // A LABEL with a comma written bare (the reader splits a list there) keeps all its text.
    Rule(
      name: "LABEL with a bare comma", from: .v4_0, lines: ["FN:Ann", "ADR;LABEL=1 Main St,Town:;;1 Main St;Town;;;"], to: .v3_0,
      wanted: ["LABEL:1 Main St\\,Town"], roundTrips: false),
    Rule(
      name: "LABEL with a bare comma in 4.0", from: .v4_0, lines: ["FN:Ann", "ADR;LABEL=1 Main St,Town:;;1 Main St;Town;;;"], to: .v4_0,
      wanted: ["ADR;LABEL=\"1 Main St,Town\":;;1 Main St;Town;;;"], roundTrips: false),
    // RFC 6350's own LABEL example writes its line breaks as text escapes (§6.3.1): lines.
    Rule(
      name: "LABEL with RFC 6350's \\n", from: .v4_0, lines: ["FN:Ann", "ADR;LABEL=\"Mail Drop: TNE QB\\n123 Main Street\":;;123 Main Street;;;;"],
      to: .v3_0, wanted: ["LABEL:Mail Drop: TNE QB\\n123 Main Street"], unwanted: ["\\\\n"], roundTrips: false),
    // A backslash of the label itself is doubled in the parameter, which the reader reads so.
    Rule(
      name: "LABEL with a backslash", from: .v3_0, lines: ["FN:Ann", "N:;Ann;;;", "LABEL;TYPE=HOME:C:\\\\new"], to: .v4_0,
      wanted: ["ADR;TYPE=home;LABEL=\"C:\\\\new\":;;;;;;"]),
    // A parameter value with RFC 6868 caret escapes is quoted, as the RFC's examples are:
    // sabre/vobject 2.1 (Debian's) refuses a card with a bare `^`.
    Rule(
      name: "caret escapes quoted", from: .v3_0, lines: ["FN:Ann", "N:;Ann;;;", "LABEL;TYPE=HOME:Main\\nTown", "X-A;X-P=a^^b:v"], to: .v4_0,
      wanted: ["ADR;TYPE=home;LABEL=\"Main^nTown\":;;;;;;", "X-A;X-P=\"a^^b\":v"], unwanted: ["=Main^n", "=a^^"]),
    // Group cards: KIND and MEMBER as Apple writes them.
    Rule(
      name: "KIND group", from: .v4_0, lines: ["FN:Team", "N:;Ann;;;", "KIND:group", "MEMBER:urn:uuid:1234"], to: .v3_0,
      wanted: ["X-ADDRESSBOOKSERVER-KIND:group", "X-ADDRESSBOOKSERVER-MEMBER:urn:uuid:1234"], unwanted: ["\r\nKIND", "\r\nMEMBER"],
      codes: ["C004", "C004"]),
    Rule(name: "KIND org", from: .v4_0, lines: ["FN:Acme", "N:;Ann;;;", "KIND:org"], to: .v3_0, wanted: ["X-ABShowAs:COMPANY"], codes: ["C004"]),
    // Dates: yearless as Apple writes them, others in the target's form.
    Rule(
      name: "yearless BDAY", from: .v4_0, lines: ["FN:Ann", "N:;Ann;;;", "BDAY:--0412"], to: .v3_0,
      wanted: ["BDAY;X-APPLE-OMIT-YEAR=1604:1604-04-12"], codes: ["C006"]),
    Rule(
      name: "yearless BDAY in 2.1", from: .v4_0, lines: ["FN:Ann", "N:;Ann;;;", "BDAY:--0412"], to: .v2_1,
      wanted: ["BDAY;X-APPLE-OMIT-YEAR=1604:1604-04-12"], codes: ["C006"]),
    Rule(name: "Apple yearless back", from: .v3_0, lines: ["FN:Ann", "N:;Ann;;;", "BDAY;X-APPLE-OMIT-YEAR=1604:1604-04-12"], to: .v4_0, wanted: ["BDAY:--0412"]),
    Rule(name: "year-only BDAY", from: .v4_0, lines: ["FN:Ann", "N:;Ann;;;", "BDAY:1985"], to: .v3_0, wanted: ["BDAY:1985"], codes: ["C006"]),
    // A BDAY that is text has no text form in 3.0 and 2.1 (VALUE=text is not among its value
    // types there): it is written as it stands and read back as text. X-ANNIVERSARY may say
    // VALUE=text.
    Rule(
      name: "text BDAY", from: .v4_0, lines: ["FN:Ann", "N:;Ann;;;", "BDAY;VALUE=text:circa 1800"], to: .v3_0,
      wanted: ["BDAY:circa 1800"], unwanted: ["VALUE=text"], codes: ["C006"]),
    Rule(
      name: "text BDAY in 2.1", from: .v4_0, lines: ["FN:Ann", "N:;Ann;;;", "BDAY;VALUE=text:circa 1800"], to: .v2_1,
      wanted: ["BDAY:circa 1800"], unwanted: ["VALUE=text"], codes: ["C006"]),
    // 2.1 has no `text` value type, and its values are text anyway: VALUE=text goes, another
    // type listed with it stays.
    Rule(
      name: "VALUE=text in 2.1", from: .v4_0,
      lines: ["FN;VALUE=text:Ann", "N:;Ann;;;", "NOTE;VALUE=TEXT:hello", "TITLE;VALUE=text,x-rich:Boss"], to: .v2_1,
      wanted: ["FN:Ann", "NOTE:hello", "TITLE;VALUE=x-rich:Boss"], unwanted: ["VALUE=text", "VALUE=TEXT"], roundTrips: false),
    // A type the target has no name for, which the property's value has there anyway, goes:
    // 2.1 names only INLINE, URL and CONTENT-ID. Sabre writes `REV;VALUE=DATE`, ical.js a TEL
    // of type phone-number. An X- property keeps its type; so does a text BDAY (above).
    Rule(
      name: "2.1 has no date or phone-number type", from: .v3_0,
      lines: ["FN:Ann", "N:;Ann;;;", "REV;VALUE=DATE:20250822", "TEL;VALUE=phone-number:+1 555 0100", "X-DAY;VALUE=date:2020-01-01"], to: .v2_1,
      wanted: ["REV:20250822", "TEL:+1 555 0100", "X-DAY;VALUE=date:2020-01-01"], unwanted: ["VALUE=DATE", "VALUE=phone-number"], roundTrips: false),
    Rule(
      name: "2.1 has no binary type", from: .v3_0,
      lines: ["FN:Ann", "N:;Ann;;;", "KEY;VALUE=binary;ENCODING=b;TYPE=X509:AAEC"], to: .v2_1,
      wanted: ["KEY;X509;ENCODING=BASE64:AAEC"], unwanted: ["VALUE"], roundTrips: false),
    Rule(
      name: "4.0 has no phone-number type", from: .v3_0, lines: ["FN:Ann", "N:;Ann;;;", "TEL;VALUE=phone-number:+1 555 0100"], to: .v4_0,
      wanted: ["TEL:+1 555 0100"], unwanted: ["VALUE"], roundTrips: false),
    Rule(
      name: "phone-number in 3.0", from: .v3_0, lines: ["FN:Ann", "N:;Ann;;;", "TEL;VALUE=phone-number:+1 555 0100"], to: .v3_0,
      wanted: ["TEL;VALUE=phone-number:+1 555 0100"]),
    Rule(
      name: "VALUE=text in 3.0", from: .v4_0, lines: ["FN:Ann", "N:;Ann;;;", "NOTE;VALUE=text:hello"], to: .v3_0,
      wanted: ["NOTE;VALUE=text:hello"]),
    Rule(
      name: "text ANNIVERSARY", from: .v4_0, lines: ["FN:Ann", "N:;Ann;;;", "ANNIVERSARY;VALUE=text:long ago"], to: .v3_0,
      wanted: ["X-ANNIVERSARY;VALUE=text:long ago", "item1.X-ABDATE:long ago"], codes: ["C001"]),
    Rule(name: "full BDAY", from: .v4_0, lines: ["FN:Ann", "N:;Ann;;;", "BDAY:19850412"], to: .v3_0, wanted: ["BDAY:1985-04-12"]),
    // Types: 3.0 upper case lists, 4.0 lower case, 2.1 bare; PREF as a type or a parameter.
    Rule(
      name: "TEL and EMAIL types", from: .v3_0, lines: ["FN:Ann", "N:;Ann;;;", "TEL;TYPE=CELL,VOICE:+1 555 0100", "EMAIL;TYPE=INTERNET,PREF:a@example.com"],
      to: .v4_0, wanted: ["TEL;TYPE=cell,voice:+1 555 0100", "EMAIL;PREF=1:a@example.com"], unwanted: ["internet"], roundTrips: false),
    // 3.0's default email type is no 4.0 type; x400 is kept.
    Rule(
      name: "EMAIL internet and home", from: .v3_0, lines: ["FN:Ann", "N:;Ann;;;", "EMAIL;TYPE=INTERNET;TYPE=HOME:a@example.com", "EMAIL;TYPE=X400:c=US"],
      to: .v4_0, wanted: ["EMAIL;TYPE=home:a@example.com", "EMAIL;TYPE=x400:c=US"], unwanted: ["internet"], roundTrips: false),
    Rule(
      name: "EMAIL internet in 3.0", from: .v3_0, lines: ["FN:Ann", "N:;Ann;;;", "EMAIL;TYPE=INTERNET:a@example.com"], to: .v3_0,
      wanted: ["EMAIL;TYPE=INTERNET:a@example.com"]),
    Rule(
      name: "2.1 bare types", from: .v3_0, lines: ["FN:Ann", "N:;Ann;;;", "TEL;TYPE=CELL,VOICE:+1 555 0100"], to: .v2_1,
      wanted: ["TEL;CELL;VOICE:+1 555 0100"]),
    // An AGENT that is a card line by line is nested in 2.1; text that only starts like one
    // (a card folded into one line by a broken writer) is text, quoted-printable for its
    // line break: nested, its lines were no content lines, and reading it back changed it.
    Rule(
      name: "nested AGENT in 2.1", from: .v3_0,
      lines: ["FN:Ann", "N:;Ann;;;", "AGENT:BEGIN:VCARD\\nVERSION:3.0\\nFN:Sub\\nN:\\;Sub\\;\\;\\;\\nEND:VCARD"], to: .v2_1,
      wanted: ["AGENT:", "BEGIN:VCARD", "FN:Sub", "END:VCARD"]),
    Rule(
      name: "AGENT text that starts like a card", from: .v3_0,
      lines: ["FN:Ann", "N:;Ann;;;", "AGENT:BEGIN:VCARDFN:X\\nB\\, C"], to: .v2_1,
      wanted: ["AGENT;ENCODING=QUOTED-PRINTABLE;CHARSET=UTF-8:BEGIN:VCARDFN:X=0D=0AB\\, C"], unwanted: ["\r\nB"]),
    // Longer, its quoted-printable has soft line breaks, which reading it back does not take
    // for the lines of a nested card (the round trip checks it).
    Rule(
      name: "long AGENT text that starts like a card", from: .v3_0,
      lines: ["FN:Ann", "N:;Ann;;;", "AGENT:BEGIN:VCARDVERSION:3.0N:Gump\\;ForrestFN:Forrest GumpORG:Bubba Gump Shrimp Co.TITLE:Shrimp Man\\nBaytown\\, LA"],
      to: .v2_1, wanted: [], unwanted: ["\r\nBaytown"]),
    // A type that is no 2.1 word (a space, a byte beyond ASCII) is TYPE=, not bare.
    Rule(
      name: "2.1 types that are no words", from: .v3_0,
      lines: ["FN:Ann", "N:;Ann;;;", "ADR;TYPE=\"Both work and home\",POSTAL:;;x;;;;", "TEL;TYPE=X-Büro,CELL:+1 555 0100"], to: .v2_1,
      wanted: ["ADR;TYPE=Both work and home;POSTAL:;;x;;;;", "TEL;TYPE=X-Büro;CELL:+1 555 0100"], unwanted: [";Both", ";X-Büro"]),
    // Media: 3.0 inline base64 is a 4.0 data URI, written without text escaping.
    Rule(
      name: "PHOTO inline", from: .v3_0, lines: ["FN:Ann", "N:;Ann;;;", "PHOTO;ENCODING=b;TYPE=JPEG:/9j/4AAQ"], to: .v4_0,
      wanted: ["PHOTO:data:image/jpeg;base64,/9j/4AAQ"], unwanted: ["\\;", "\\,"]),
    // A quoted TYPE list (Apple) names the format as the same list unquoted does, so the
    // output, which writes the list unquoted, reads back the same (repair twice agrees).
    Rule(
      name: "PHOTO quoted TYPE list", from: .v3_0, lines: ["FN:Ann", "N:;Ann;;;", "PHOTO;ENCODING=b;TYPE=\"JPEG,pref\":/9j/4AAQ"], to: .v4_0,
      wanted: ["PHOTO;PREF=1:data:image/jpeg;base64,/9j/4AAQ"], unwanted: ["TYPE"]),
    Rule(
      name: "PHOTO data URI", from: .v4_0, lines: ["FN:Ann", "N:;Ann;;;", "PHOTO:data:image/png;base64,iVBORw0K"], to: .v3_0,
      wanted: ["PHOTO;TYPE=PNG;ENCODING=b:iVBORw0K"]),
    Rule(
      name: "PHOTO reference", from: .v4_0, lines: ["FN:Ann", "N:;Ann;;;", "PHOTO:http://example.com/a.jpg"], to: .v2_1,
      wanted: ["PHOTO;VALUE=URL:http://example.com/a.jpg"]),
    // Base64 without its ENCODING is inline data when it decodes to a picture's or a sound's
    // bytes (Thunderbird's tests have such 3.0 photos); other text stays text.
    Rule(
      name: "PHOTO base64 without ENCODING", from: .v3_0, lines: ["FN:Ann", "N:;Ann;;;", "PHOTO:/9j/4AAQSkZJRgABAQEASABI"], to: .v4_0,
      wanted: ["PHOTO:data:image/jpeg;base64,/9j/4AAQSkZJRgABAQEASABI"]),
    Rule(
      name: "2.1 PHOTO base64 without ENCODING", from: .v2_1, lines: ["FN:Ann", "N:;Ann;;;", "PHOTO;PNG:iVBORw0KGgoAAAANSUhEUgAA"], to: .v3_0,
      wanted: ["PHOTO;TYPE=PNG;ENCODING=b:iVBORw0KGgoAAAANSUhEUgAA"]),
    Rule(
      name: "PHOTO text that is no picture", from: .v3_0, lines: ["FN:Ann", "N:;Ann;;;", "PHOTO:QUJDREVGR0hJSktMTU5PUA"], to: .v4_0,
      wanted: ["PHOTO:QUJDREVGR0hJSktMTU5PUA"]),
    // A location TYPE on a 3.0 media value (`LOGO;TYPE=WORK`) is a type, not a format: no
    // `application/x-work` media type; beside a format, the format is found wherever it stands.
    Rule(
      name: "LOGO work reference", from: .v3_0, lines: ["FN:Ann", "N:;Ann;;;", "LOGO;TYPE=WORK;VALUE=uri:http://example.com/l.png"],
      to: .v4_0, wanted: ["LOGO;TYPE=work:http://example.com/l.png"], unwanted: ["x-work", "MEDIATYPE"]),
    Rule(
      name: "PHOTO home inline", from: .v3_0, lines: ["FN:Ann", "N:;Ann;;;", "PHOTO;ENCODING=b;TYPE=HOME,PNG:iVBORw0K"], to: .v4_0,
      wanted: ["PHOTO;TYPE=home:data:image/png;base64,iVBORw0K"], unwanted: ["x-home"]),
    Rule(
      name: "LOGO work inline", from: .v3_0, lines: ["FN:Ann", "N:;Ann;;;", "LOGO;ENCODING=b;TYPE=WORK:iVBORw0K"], to: .v4_0,
      wanted: ["LOGO;TYPE=work:data:application/octet-stream;base64,iVBORw0K"], unwanted: ["x-work"]),
    // URI values take no text escaping in any version.
    Rule(
      name: "URL", from: .v3_0, lines: ["FN:Ann", "N:;Ann;;;", "URL:http://example.com/a,b?x=1;y=2"], to: .v4_0,
      wanted: ["URL:http://example.com/a,b?x=1;y=2"], unwanted: ["\\;", "\\,"]),
    Rule(
      name: "MEMBER", from: .v4_0, lines: ["FN:Team", "N:;Ann;;;", "KIND:group", "MEMBER:http://example.com/p?a=1,2"], to: .v4_0,
      wanted: ["MEMBER:http://example.com/p?a=1,2"], unwanted: ["\\,"]),
    Rule(name: "UID URI", from: .v4_0, lines: ["FN:Ann", "N:;Ann;;;", "UID:http://example.com/u?a=1,2"], to: .v3_0, wanted: ["UID:http://example.com/u?a=1,2"]),
    // A line break cannot be in a URI: such a value (from a messy file) stays escaped text.
    Rule(
      name: "URL with a line break", from: .v3_0, lines: ["FN:Ann", "N:;Ann;;;", "URL:http://example.com/a\\nb"], to: .v4_0,
      wanted: ["URL:http://example.com/a\\nb"]),
    // A data URI or base64 is inline data in every version: a VALUE kept from the input would
    // contradict the target's spelling (`ENCODING=b;VALUE=URI` reads as a URI elsewhere).
    Rule(
      name: "PHOTO data URI with VALUE=uri", from: .v3_0, lines: ["FN:Ann", "N:;Ann;;;", "PHOTO;VALUE=URI:data:image/jpeg;base64,/9j/4AAQ"],
      to: .v3_0, wanted: ["PHOTO;TYPE=JPEG;ENCODING=b:/9j/4AAQ"], unwanted: ["VALUE"]),
    Rule(
      name: "PHOTO VALUE=binary", from: .v3_0, lines: ["FN:Ann", "N:;Ann;;;", "PHOTO;ENCODING=b;VALUE=binary;TYPE=JPEG:/9j/4AAQ"],
      to: .v4_0, wanted: ["PHOTO:data:image/jpeg;base64,/9j/4AAQ"], unwanted: ["VALUE"]),
    // GEO: latitude;longitude in 3.0 and 2.1 (2.1 writers also use a comma), a geo: URI in 4.0.
    Rule(
      name: "GEO", from: .v3_0, lines: ["FN:Ann", "N:;Ann;;;", "GEO:37.386013;-122.082932"], to: .v4_0,
      wanted: ["GEO:geo:37.386013,-122.082932"]),
    Rule(
      name: "GEO URI", from: .v4_0, lines: ["FN:Ann", "N:;Ann;;;", "GEO:geo:37.386013,-122.082932"], to: .v3_0,
      wanted: ["GEO:37.386013;-122.082932"], unwanted: ["geo:"]),
    Rule(
      name: "GEO URI with an escaped comma", from: .v4_0, lines: ["FN:Ann", "N:;Ann;;;", "GEO:geo:37.38\\,-122.08"], to: .v3_0,
      wanted: ["GEO:37.38;-122.08"]),
    Rule(
      name: "GEO with a comma", from: .v2_1, lines: ["FN:Ann", "N:;Ann;;;", "GEO:+37.24,-17.87"], to: .v4_0, wanted: ["GEO:geo:+37.24,-17.87"]),
    Rule(
      name: "GEO URI with uncertainty", from: .v4_0, lines: ["FN:Ann", "N:;Ann;;;", "GEO:geo:37.786971,-122.399677;u=35"], to: .v3_0,
      wanted: ["GEO:geo:37.786971,-122.399677;u=35"]),
    // TZ: an offset is 3.0's default and 4.0's VALUE=utc-offset; a zone name is 4.0's default.
    Rule(name: "TZ offset", from: .v3_0, lines: ["FN:Ann", "N:;Ann;;;", "TZ:-05:00"], to: .v4_0, wanted: ["TZ;VALUE=utc-offset:-0500"]),
    Rule(
      name: "TZ utc-offset", from: .v4_0, lines: ["FN:Ann", "N:;Ann;;;", "TZ;VALUE=utc-offset:+0530"], to: .v3_0, wanted: ["TZ:+05:30"],
      unwanted: ["VALUE"]),
    Rule(
      name: "TZ utc-offset in 2.1", from: .v4_0, lines: ["FN:Ann", "N:;Ann;;;", "TZ;VALUE=utc-offset:-0500"], to: .v2_1, wanted: ["TZ:-05:00"],
      unwanted: ["VALUE"]),
    Rule(
      name: "TZ zone name", from: .v4_0, lines: ["FN:Ann", "N:;Ann;;;", "TZ:America/New_York"], to: .v3_0,
      wanted: ["TZ;VALUE=text:America/New_York"]),
    Rule(
      name: "TZ zone name back", from: .v3_0, lines: ["FN:Ann", "N:;Ann;;;", "TZ;VALUE=text:America/New_York"], to: .v4_0,
      wanted: ["TZ:America/New_York"], unwanted: ["VALUE"]),
    Rule(
      name: "X- property in base64", from: .v2_1, lines: ["FN:Ann", "N:;Ann;;;", "X-MS-CARDPICTURE;TYPE=JPEG;ENCODING=BASE64:/9j/4AAQ"],
      to: .v3_0, wanted: ["X-MS-CARDPICTURE;TYPE=JPEG;ENCODING=b:/9j/4AAQ"]),
    // REV: VALUE=timestamp (4.0) on a complete time is 3.0's default date-time.
    Rule(
      name: "REV VALUE=timestamp", from: .v4_0, lines: ["FN:Ann", "N:;Ann;;;", "REV;VALUE=timestamp:20161119T174422Z"], to: .v3_0,
      wanted: ["REV:2016-11-19T17:44:22Z"], unwanted: ["VALUE"]),
    // A 4.0 REV is a timestamp: a date alone is the day's start in UTC; a VALUE that only
    // describes a complete timestamp is not kept.
    Rule(
      name: "REV date", from: .v3_0, lines: ["FN:Ann", "N:;Ann;;;", "REV;VALUE=date:1997-11-15"], to: .v4_0,
      wanted: ["REV:19971115T000000Z"], unwanted: ["VALUE"], codes: ["C006"], roundTrips: false),
    Rule(
      name: "REV VALUE=date-and-or-time", from: .v4_0, lines: ["FN:Ann", "N:;Ann;;;", "REV;VALUE=DATE-AND-OR-TIME:20201227T103553Z"],
      to: .v4_0, wanted: ["REV:20201227T103553Z"], unwanted: ["VALUE"]),
    Rule(name: "REV date in 3.0", from: .v3_0, lines: ["FN:Ann", "N:;Ann;;;", "REV:1997-11-15"], to: .v3_0, wanted: ["REV:1997-11-15"]),
    // 2.1 parameters have no quoting, but a `:` or `;` written bare would end them: such a
    // value is quoted (CardKit reads it back whole) and reported.
    Rule(
      name: "2.1 parameter with a colon", from: .v4_0, lines: ["FN:Ann", "N:;Ann;;;", "ADR;GEO=\"geo:51.5,0.15\":;;1 Main St;Town;;;"],
      to: .v2_1, wanted: ["ADR;X-GEO=\"geo:51.5,0.15\":;;1 Main St;Town;;;"], codes: ["C003", "C005"]),
    Rule(
      name: "2.1 type that is not a word", from: .v3_0, lines: ["FN:Ann", "N:;Ann;;;", "TEL;TYPE=\"a:b\",CELL:+1 555 0100"], to: .v2_1,
      wanted: ["TEL;TYPE=\"a:b\";CELL:+1 555 0100"], codes: ["C003"]),
    // The preferred mark of a property written with its parameters as read: TYPE=pref in 2.1
    // and 3.0, PREF=1 in 4.0 (Apple marks its anniversary so).
    Rule(
      name: "Apple anniversary marked pref", from: .v3_0,
      lines: ["FN:Ann", "N:;Ann;;;", "item2.X-ABDATE;type=pref:1967-07-17", "item2.X-ABLabel:_$!<Anniversary>!$_"], to: .v4_0,
      wanted: ["ANNIVERSARY;PREF=1:19670717"], unwanted: ["TYPE"]),
    Rule(
      name: "ANNIVERSARY PREF=1", from: .v4_0, lines: ["FN:Ann", "N:;Ann;;;", "ANNIVERSARY;PREF=1:20010203"], to: .v3_0,
      wanted: ["X-ANNIVERSARY;TYPE=pref:2001-02-03"], unwanted: ["PREF="], codes: ["C001"]),
    Rule(
      name: "raw property with a pref type", from: .v3_0, lines: ["FN:Ann", "N:;Ann;;;", "X-SOCIAL;TYPE=work,pref:https://example.com/ann"],
      to: .v4_0, wanted: ["X-SOCIAL;TYPE=work;PREF=1:https://example.com/ann"]),
    Rule(
      name: "raw property with PREF=1 in 2.1", from: .v4_0, lines: ["FN:Ann", "N:;Ann;;;", "X-SOCIAL;PREF=1:https://example.com/ann"],
      to: .v2_1, wanted: ["X-SOCIAL;PREF:https://example.com/ann"]),
    Rule(
      name: "raw property with PREF=2", from: .v4_0, lines: ["FN:Ann", "N:;Ann;;;", "X-SOCIAL;PREF=2:https://example.com/ann"],
      to: .v3_0, wanted: ["X-SOCIAL;X-PREF=2:https://example.com/ann"], codes: ["C005"]),
    // Labelled values (TEL, EMAIL, ADR, …): the most preferred is TYPE=pref (its rank is read
    // back as 1), as is any other at rank 1; another rank is X-PREF, as for a raw property,
    // and PREF again in 4.0.
    Rule(
      name: "ranked phones", from: .v4_0,
      lines: ["FN:Ann", "N:;Ann;;;", "TEL;PREF=1;TYPE=cell:+1 555 0101", "TEL;PREF=2;TYPE=work:+1 555 0102", "TEL;PREF=3:+1 555 0103"],
      to: .v3_0, wanted: ["TEL;TYPE=CELL,PREF:+1 555 0101", "TEL;TYPE=WORK;X-PREF=2:+1 555 0102", "TEL;X-PREF=3:+1 555 0103"],
      codes: ["C005", "C005"]),
    Rule(
      name: "ranked emails", from: .v4_0, lines: ["FN:Ann", "N:;Ann;;;", "EMAIL;PREF=5:a@example.com", "EMAIL;PREF=7:b@example.com"],
      to: .v2_1, wanted: ["EMAIL;PREF:a@example.com", "EMAIL;X-PREF=7:b@example.com"], codes: ["C005"],
      roundTrips: false),
    Rule(
      name: "two values at rank 1", from: .v4_0,
      lines: ["FN:Ann", "N:;Ann;;;", "ADR;PREF=1:;;1 Main St;Town;;;", "ADR;PREF=1;TYPE=work:;;2 High St;Town;;;"], to: .v3_0,
      wanted: ["ADR;TYPE=PREF:;;1 Main St;Town;;;", "ADR;TYPE=WORK,PREF:;;2 High St;Town;;;"], unwanted: ["X-PREF"]),
    // 3.0 gives NOTE no TYPE (TYPE=pref there is a lint warning); Apple marks URLs so all the same.
    Rule(
      name: "preferred note", from: .v4_0, lines: ["FN:Ann", "N:;Ann;;;", "NOTE;PREF=1:first", "NOTE;PREF=2:second"], to: .v3_0,
      wanted: ["NOTE;X-PREF=1:first", "NOTE;X-PREF=2:second"], unwanted: ["TYPE"], codes: ["C005", "C005"]),
    Rule(
      name: "Apple preferred URL", from: .v3_0, lines: ["FN:Ann", "N:;Ann;;;", "URL;type=pref:https://example.com/ann"], to: .v3_0,
      wanted: ["URL;TYPE=PREF:https://example.com/ann"]),
    // Apple writes no 2.1, where URL takes no TYPE either: X-PREF, as for a note.
    Rule(
      name: "preferred URL in 2.1", from: .v4_0, lines: ["FN:Ann", "N:;Ann;;;", "URL;PREF=1:https://example.com/ann"], to: .v2_1,
      wanted: ["URL;X-PREF=1:https://example.com/ann"], unwanted: ["PREF:", ";PREF"], codes: ["C005"]),
    // Back in 3.0, the phone is the most preferred one (the lowest rank): TYPE=pref.
    Rule(
      name: "X-PREF of a phone back in 4.0", from: .v3_0, lines: ["FN:Ann", "N:;Ann;;;", "TEL;TYPE=WORK;X-PREF=2:+1 555 0102"],
      to: .v4_0, wanted: ["TEL;TYPE=work;PREF=2:+1 555 0102"], roundTrips: false),
    // A parameter only 4.0 defines is its X- counterpart in 3.0 and 2.1 (valid there, and
    // ignored by readers as the 4.0 name would be); 4.0 gives it its name back.
    Rule(
      name: "PID and SORT-AS", from: .v4_0, lines: ["FN:Ann Lee", "N;SORT-AS=\"Lee,Ann\":Lee;Ann;;;", "TEL;PID=1.1:+1 555 0100"], to: .v3_0,
      wanted: ["N;X-SORT-AS=\"Lee,Ann\":Lee;Ann;;;", "TEL;X-PID=1.1:+1 555 0100"], unwanted: [";PID", ";SORT-AS"], codes: ["C005", "C005"]),
    Rule(
      name: "MEDIATYPE of FBURL", from: .v4_0, lines: ["FN:Ann", "N:;Ann;;;", "FBURL;MEDIATYPE=text/calendar:http://example.com/busy"],
      to: .v3_0, wanted: ["FBURL;X-MEDIATYPE=text/calendar:http://example.com/busy"], codes: ["C005"]),
    Rule(
      name: "ADR GEO and TZ", from: .v4_0, lines: ["FN:Ann", "N:;Ann;;;", "ADR;GEO=\"geo:51.5,0.1\";TZ=-0500:;;1 Main St;Town;;;"],
      to: .v3_0, wanted: ["ADR;X-GEO=\"geo:51.5,0.1\";X-TZ=-0500:;;1 Main St;Town;;;"], codes: ["C005", "C005"]),
    Rule(
      name: "X- parameter back in 4.0", from: .v3_0, lines: ["FN:Ann", "N:;Ann;;;", "X-SOCIAL;X-PREF=2;X-SERVICE-TYPE=Mastodon:https://example.com/@ann"],
      to: .v4_0, wanted: ["X-SOCIAL;PREF=2;X-SERVICE-TYPE=Mastodon:https://example.com/@ann"]),
    // X-GENDER's word is 4.0's letter; other free text is 4.0's second component.
    Rule(name: "X-GENDER male", from: .v3_0, lines: ["FN:Ann", "N:;Ann;;;", "X-GENDER:Male"], to: .v4_0, wanted: ["GENDER:M"], roundTrips: false),
    Rule(name: "X-GENDER female", from: .v3_0, lines: ["FN:Ann", "N:;Ann;;;", "X-GENDER:female"], to: .v4_0, wanted: ["GENDER:F"], roundTrips: false),
    Rule(
      name: "X-GENDER free text", from: .v3_0, lines: ["FN:Ann", "N:;Ann;;;", "X-GENDER:it's complicated"], to: .v4_0,
      wanted: ["GENDER:;it's complicated"], roundTrips: false),
    Rule(name: "GENDER letter", from: .v3_0, lines: ["FN:Ann", "N:;Ann;;;", "X-GENDER:F;grrrl"], to: .v4_0, wanted: ["GENDER:F;grrrl"]),
    // Text escaping per version: 2.1 escapes no comma, 3.0 and 4.0 do.
    // A repeat only 4.0 allows (an ALTID alternative, a second FN) of a property 3.0 and 2.1
    // allow once is written as its X- counterpart there, and read back as the repeat.
    Rule(
      name: "N alternatives", from: .v4_0,
      lines: ["FN:Ann Lee", "N;ALTID=1;LANGUAGE=en:Lee;Ann;;;", "N;ALTID=1;LANGUAGE=ja:李;安;;;"], to: .v3_0,
      wanted: ["N;X-ALTID=1;LANGUAGE=en:Lee;Ann;;;", "X-N;X-ALTID=1;LANGUAGE=ja:李;安;;;"], unwanted: ["\r\nN;ALTID=1;LANGUAGE=ja"],
      codes: ["C005", "C003", "C005"]),
    Rule(
      name: "BDAY alternatives", from: .v4_0,
      lines: ["FN:Ann Lee", "N:Lee;Ann;;;", "BDAY;ALTID=1:20160801", "BDAY;ALTID=1;VALUE=text:early August"], to: .v3_0,
      wanted: ["BDAY;X-ALTID=1:2016-08-01", "X-BDAY;X-ALTID=1;VALUE=text:early August"], unwanted: ["\r\nBDAY;ALTID=1;VALUE=text"],
      codes: ["C005", "C003", "C005"]),
    Rule(
      name: "second FN", from: .v4_0, lines: ["FN:Ann Lee", "FN:Dr. Ann Lee", "N:Lee;Ann;;;"], to: .v2_1,
      wanted: ["FN:Ann Lee", "X-FN:Dr. Ann Lee"], unwanted: ["\r\nFN:Dr."], codes: ["C003"]),
    Rule(name: "NOTE in 3.0", from: .v4_0, lines: ["FN:Ann", "N:;Ann;;;", "NOTE:a\\, b\\; c\\nd"], to: .v3_0, wanted: ["NOTE:a\\, b\\; c\\nd"]),
    Rule(name: "NOTE in 2.1", from: .v4_0, lines: ["FN:Ann", "N:;Ann;;;", "NOTE:a\\, b"], to: .v2_1, wanted: ["NOTE:a, b"]),
  ]

  /// A second VERSION, or one CardKit does not know, is reported by the reader and never
  /// written back: the card would have two VERSION lines.
  @Test(arguments: [["VERSION:4.0", "VERSION:3.0"], ["VERSION:4"]])
  func versionLinesAreNotKept(_ versions: [String]) throws {
    let text = (["BEGIN:VCARD"] + versions + ["FN:Ann", "END:VCARD", ""]).joined(separator: "\r\n")
    let parsed = try #require(try read(bytes: Array(text.utf8)).first)
    #expect(parsed.diagnostics.map(\.code.rawValue) == [versions.count == 2 ? "V031" : "V016"])
    for version in [VCardVersion.v2_1, .v3_0, .v4_0] {
      let written = String(decoding: VCardWriter(version: version).write([parsed.card]).bytes, as: UTF8.self)
      #expect(written.split(separator: "\r\n").filter { $0.hasPrefix("VERSION") }.count == 1, "\(written)")
    }
  }

  /// KDE's legacy messaging properties read as IMPP, each address of the U+E000-separated list
  /// with the protocol as its scheme (KDE's own reference output of its test file); names that
  /// only look like them stay as they were read.
  @Test func kdeLegacyMessagingIsIMPP() throws {
    let lines = [
      "FN:Ann", "N:;Ann;;;", "X-messaging/xmpp-All:one@example.org\u{E000}two@example.org", "x-MESSAGING/IRC-all:konqui",
      "X-messaging/-All:nobody", "X-messaging/9p-All:nobody", "X-MESSAGING-XMPP-ALL:nobody",
    ]
    let text = (["BEGIN:VCARD", "VERSION:3.0"] + lines + ["END:VCARD", ""]).joined(separator: "\r\n")
    let card = try #require(try read(bytes: Array(text.utf8)).first).card
    #expect(card.instantMessaging.map(\.value) == ["xmpp:one@example.org", "xmpp:two@example.org", "irc:konqui"])
    #expect(card.extras.map(\.name.text) == ["X-messaging/-All", "X-messaging/9p-All", "X-MESSAGING-XMPP-ALL"])
    let four = String(decoding: VCardWriter(version: .v4_0).write([card]).bytes, as: UTF8.self)
    #expect(four.contains("\r\nIMPP:xmpp:one@example.org\r\nIMPP:xmpp:two@example.org\r\nIMPP:irc:konqui\r\n"), "\(four)")
  }

  /// RFC 9554's SERVICE-TYPE is Apple's X-SERVICE-TYPE in 3.0, and Apple's name stays as it is
  /// in 4.0, where address books know it (so this pair does not round-trip to the letter).
  @Test func serviceTypeIsApplesNameBefore4() throws {
    let four = Rule(name: "", from: .v4_0, lines: ["FN:Ann", "N:;Ann;;;", "IMPP;SERVICE-TYPE=Skype:skype:ann"], to: .v3_0, wanted: [])
    let parsed = try #require(try read(bytes: Array(Self.card(four).utf8)).first)
    let three = VCardWriter(version: .v3_0).write([parsed.card])
    #expect(String(decoding: three.bytes, as: UTF8.self).contains("\r\nIMPP;X-SERVICE-TYPE=Skype:skype:ann\r\n"))
    #expect(three.diagnostics.map(\.code.rawValue) == ["C005"])
    let back = try #require(try read(bytes: three.bytes).first)
    let again = String(decoding: VCardWriter(version: .v4_0).write([back.card]).bytes, as: UTF8.self)
    #expect(again.contains("\r\nIMPP;X-SERVICE-TYPE=Skype:skype:ann\r\n"), "\(again)")
  }

  static func card(_ rule: Rule) -> String {
    (["BEGIN:VCARD", "VERSION:\(rule.from.rawValue)"] + rule.lines + ["END:VCARD", ""]).joined(separator: "\r\n")
  }

  @Test(arguments: rules)
  func rule(_ rule: Rule) throws {
    let parsed = try #require(try read(bytes: Array(Self.card(rule).utf8)).first)
    #expect(parsed.diagnostics.filter { $0.severity >= .warning }.isEmpty, "\(parsed.diagnostics)")
    let written = VCardWriter(version: rule.to).write([parsed.card])
    let text = String(decoding: written.bytes, as: UTF8.self)
    for line in rule.wanted {
      #expect(text.contains("\r\n" + line + "\r\n"), "\(line) in\n\(text)")
    }
    for piece in rule.unwanted {
      #expect(!text.contains(piece), "\(piece) in\n\(text)")
    }
    #expect(written.diagnostics.map(\.code.rawValue) == rule.codes, "\(written.diagnostics)")
    // Back in the version it came from, the card is the one read (positions aside).
    guard rule.roundTrips else { return }
    let back = try #require(try read(bytes: written.bytes).first)
    let again = VCardWriter(version: rule.from).write([back.card]).bytes
    let original = VCardWriter(version: rule.from).write([parsed.card]).bytes
    #expect(String(decoding: again, as: UTF8.self) == String(decoding: original, as: UTF8.self))
  }
}
