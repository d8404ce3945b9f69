/// Files that are plainly not address books, recognised by their first bytes: the archive a
/// contacts export comes in (Google Takeout's ZIP, a gzipped backup), a spreadsheet not yet
/// saved as CSV, a contacts database, a picture. Read as text they would give a page of
/// skipped lines (vCard) or thousands of empty cards (CSV); ``BookReader`` refuses them with
/// an ``InputError`` that says what the file is and what to do with it.
///
/// Only signatures no vCard, jCard or CSV file can start with are used: each begins with a
/// control character or a byte outside ASCII, or is a fixed text no contact export begins
/// with (`%PDF-`, `GIF89a`, `SQLite format 3` and a NUL).
enum ForeignFile {
  /// What the file is and what to do, or nil when it may be an address book. `name` is the
  /// input as shown to the user (`<stdin>` for standard input).
  static func identify(_ head: [UInt8], name: String) -> (what: String, advice: String?)? {
    let quoted = name == "<stdin>" ? nil : "'\(name)'"
    func starts(_ bytes: [UInt8]) -> Bool { head.starts(with: bytes) }
    func contains(_ text: String) -> Bool { head.firstRange(of: Array(text.utf8)) != nil }
    let saveAsCSV = "save it as CSV from the spreadsheet (File > Save As, CSV UTF-8) and give that file"
    func unpack(_ command: String) -> String {
      "decompress it first (\(command) \(quoted ?? "on the file")) and give the .vcf or .csv inside"
    }
    if starts([0x50, 0x4B, 0x03, 0x04]) || starts([0x50, 0x4B, 0x05, 0x06]) {
      // An Office Open XML package names its parts in the first entries; a workbook's are in xl/.
      if contains("[Content_Types].xml") && contains("xl/") { return ("an Excel workbook (.xlsx)", saveAsCSV) }
      if contains("application/vnd.oasis.opendocument.spreadsheet") { return ("an OpenDocument spreadsheet (.ods)", saveAsCSV) }
      return ("a ZIP archive", "unpack it first (unzip \(quoted ?? "on the file")) and give the .vcf or .csv inside")
    }
    if starts([0x1F, 0x8B]) { return ("gzip-compressed", unpack("gunzip -k")) }
    if starts([0x42, 0x5A, 0x68]), head.count >= 10, (0x31...0x39).contains(head[3]), head[4...9].elementsEqual([0x31, 0x41, 0x59, 0x26, 0x53, 0x59]) {
      return ("bzip2-compressed", unpack("bunzip2 -k"))
    }
    if starts([0xFD, 0x37, 0x7A, 0x58, 0x5A, 0x00]) { return ("xz-compressed", unpack("unxz -k")) }
    if starts([0x28, 0xB5, 0x2F, 0xFD]) { return ("zstd-compressed", unpack("unzstd")) }
    if starts([0x37, 0x7A, 0xBC, 0xAF, 0x27, 0x1C]) { return ("a 7-Zip archive", unpack("7z x")) }
    if starts(Array("SQLite format 3".utf8) + [0]) {
      return (
        "an SQLite database (such as the macOS Contacts store or Android's contacts2.db)",
        "export the contacts as vCard from the app that keeps them (macOS Contacts: File > Export > Export vCard)"
      )
    }
    if starts([0xD0, 0xCF, 0x11, 0xE0, 0xA1, 0xB1, 0x1A, 0xE1]) {
      return ("an old Microsoft Office file (.xls, .doc or .msg)", "save or export it as CSV or vCard first")
    }
    if starts(Array("!BDN".utf8)) {
      return ("an Outlook data file (.pst)", "export the contacts from Outlook as CSV (File > Open & Export > Import/Export)")
    }
    if starts(Array("%PDF-".utf8)) { return ("a PDF document", nil) }
    if starts([0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]) { return ("a PNG image", nil) }
    if starts([0xFF, 0xD8, 0xFF]) { return ("a JPEG image", nil) }
    if starts(Array("GIF87a".utf8)) || starts(Array("GIF89a".utf8)) { return ("a GIF image", nil) }
    return nil
  }
}
