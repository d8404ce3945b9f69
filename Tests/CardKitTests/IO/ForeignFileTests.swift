import Foundation
import Testing

@testable import CardKit

/// Files that are not address books are recognised by their first bytes, and nothing an
/// address book can start with is taken for one.
@Suite struct ForeignFileTests {
  static func bytes(_ text: String) -> [UInt8] { Array(text.utf8) }

  static let foreign: [(name: String, head: [UInt8], what: String, advice: String?)] = [
    ("ZIP", [0x50, 0x4B, 0x03, 0x04, 0x14, 0x00] + bytes("Takeout/Contacts/All Contacts.vcf"), "a ZIP archive",
     "unpack it first (unzip 'book.x') and give the .vcf or .csv inside"),
    ("ZIP of a folder named xl", [0x50, 0x4B, 0x03, 0x04, 0x14, 0x00] + bytes("Pixl/contacts.vcf"), "a ZIP archive",
     "unpack it first (unzip 'book.x') and give the .vcf or .csv inside"),
    ("empty ZIP", [0x50, 0x4B, 0x05, 0x06] + [UInt8](repeating: 0, count: 18), "a ZIP archive",
     "unpack it first (unzip 'book.x') and give the .vcf or .csv inside"),
    ("xlsx", [0x50, 0x4B, 0x03, 0x04, 0x14, 0x00] + bytes("[Content_Types].xml") + [0, 1] + bytes("xl/workbook.xml"),
     "an Excel workbook (.xlsx)", "save it as CSV from the spreadsheet (File > Save As, CSV UTF-8) and give that file"),
    ("ods", [0x50, 0x4B, 0x03, 0x04, 0x14, 0x00] + bytes("mimetypeapplication/vnd.oasis.opendocument.spreadsheet"),
     "an OpenDocument spreadsheet (.ods)", "save it as CSV from the spreadsheet (File > Save As, CSV UTF-8) and give that file"),
    ("gzip", [0x1F, 0x8B, 0x08, 0x00], "gzip-compressed", "decompress it first (gunzip -k 'book.x') and give the .vcf or .csv inside"),
    ("bzip2", bytes("BZh91AY&SY") + [0x00], "bzip2-compressed", "decompress it first (bunzip2 -k 'book.x') and give the .vcf or .csv inside"),
    ("xz", [0xFD, 0x37, 0x7A, 0x58, 0x5A, 0x00, 0x00], "xz-compressed", "decompress it first (unxz -k 'book.x') and give the .vcf or .csv inside"),
    ("zstd", [0x28, 0xB5, 0x2F, 0xFD, 0x04], "zstd-compressed", "decompress it first (unzstd 'book.x') and give the .vcf or .csv inside"),
    ("7z", [0x37, 0x7A, 0xBC, 0xAF, 0x27, 0x1C, 0x00], "a 7-Zip archive", "decompress it first (7z x 'book.x') and give the .vcf or .csv inside"),
    ("SQLite", bytes("SQLite format 3") + [0x00, 0x10], "an SQLite database (such as the macOS Contacts store or Android's contacts2.db)",
     "export the contacts as vCard from the app that keeps them (macOS Contacts: File > Export > Export vCard)"),
    ("OLE2", [0xD0, 0xCF, 0x11, 0xE0, 0xA1, 0xB1, 0x1A, 0xE1, 0x00], "an old Microsoft Office file (.xls, .doc or .msg)",
     "save or export it as CSV or vCard first"),
    ("PST", bytes("!BDN") + [0x00, 0x01], "an Outlook data file (.pst)", "export the contacts from Outlook as CSV (File > Open & Export > Import/Export)"),
    ("PDF", bytes("%PDF-1.7\n"), "a PDF document", nil),
    ("PNG", [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A, 0x00], "a PNG image", nil),
    ("JPEG", [0xFF, 0xD8, 0xFF, 0xE0], "a JPEG image", nil),
    ("GIF", bytes("GIF89a") + [0x01, 0x00], "a GIF image", nil),
  ]

  @Test(arguments: foreign.indices)
  func recognised(_ i: Int) throws {
    let c = Self.foreign[i]
    let found = try #require(ForeignFile.identify(c.head, name: "book.x"), "\(c.name)")
    #expect(found.what == c.what, "\(c.name)")
    #expect(found.advice == c.advice, "\(c.name)")
  }

  /// On standard input there is no file name to put in the command.
  @Test func standardInputAdviceNamesNoFile() throws {
    let found = try #require(ForeignFile.identify([0x1F, 0x8B, 0x08], name: "<stdin>"))
    #expect(found.advice == "decompress it first (gunzip -k on the file) and give the .vcf or .csv inside")
  }

  static let books: [(name: String, head: [UInt8])] = [
    ("vCard", bytes("BEGIN:VCARD\r\nVERSION:3.0\r\nFN:Ann\r\nEND:VCARD\r\n")),
    ("vCard with a UTF-8 BOM", [0xEF, 0xBB, 0xBF] + bytes("BEGIN:VCARD\r\n")),
    ("vCard in UTF-16 LE", [0xFF, 0xFE] + bytes("BEGIN:VCARD").flatMap { [$0, 0] }),
    ("vCard in UTF-16 BE", [0xFE, 0xFF] + bytes("BEGIN:VCARD").flatMap { [0, $0] }),
    ("jCard", bytes("[\"vcard\",[[\"version\",{},\"text\",\"4.0\"]]]")),
    ("CSV", bytes("First Name,Last Name,Phone 1 - Value\r\nAnn,Lee,+1 555 0100\r\n")),
    ("CSV that starts like bzip2", bytes("BZh,Name\r\n1,Ann\r\n")),
    ("CSV that starts like GIF", bytes("GIF,Name\r\n")),
    ("CSV that starts with PK", bytes("PK,Name\r\n7,Ann\r\n")),
    ("Shift_JIS vCard", bytes("BEGIN:VCARD\r\nN;CHARSET=SHIFT_JIS:") + [0x8E, 0x52, 0x93, 0x63]),
    ("empty", []),
  ]

  @Test(arguments: books.indices)
  func addressBooksAreNotForeign(_ i: Int) {
    #expect(ForeignFile.identify(Self.books[i].head, name: "book.x") == nil, "\(Self.books[i].name)")
  }

  /// Binary data that no signature names (what is left for CSV) is told from text by its
  /// control bytes; UTF-16 text the sniffing did not recognise has its zero bytes at one parity.
  @Test func binaryDataIsToldFromText() throws {
    var state: UInt64 = 7
    let random: [UInt8] = (0..<4096).map { _ in
      state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
      return UInt8(truncatingIfNeeded: state >> 33)
    }
    #expect(BookReader.binaryControlBytes(random) != nil)
    #expect(BookReader.binaryControlBytes(Array(random.prefix(40))) == nil, "too little to tell")
    let csv = Array(String(repeating: "Name,Phone\r\n\tAnn Lee,+1 555 0100\r\n", count: 20).utf8) + [0x1A]
    #expect(BookReader.binaryControlBytes(csv) == nil)
    let windows1252: [UInt8] = Array(String(repeating: "Nom,T\u{E9}l\u{E9}phone\r\n", count: 10).unicodeScalars.map { UInt8($0.value) })
    #expect(BookReader.binaryControlBytes(windows1252) == nil)
    let utf16 = Array("名前,電話\n山田,+81 90 1234 5678\n".utf16).flatMap { [UInt8($0 & 0xFF), UInt8($0 >> 8)] }
    #expect(BookReader.binaryControlBytes(utf16 + utf16 + utf16) == nil)
    // UTF-16 whose CJK characters' low bytes are control bytes one time in eight, with or
    // without a byte order mark: still text.
    let cjk = (0..<600).map { Character(Unicode.Scalar(0x4E00 + $0)!) }
    let names = stride(from: 0, to: cjk.count, by: 30).map { String(cjk[$0..<($0 + 30)]) + ",1\r\n" }.joined()
    let heavy = Array(("Name,Phone\r\n" + names).utf16).flatMap { [UInt8($0 & 0xFF), UInt8($0 >> 8)] }
    let controls = heavy.filter { $0 < 0x20 && ![0x09, 0x0A, 0x0B, 0x0C, 0x0D, 0x1A].contains($0) }.count
    #expect(controls * 20 > heavy.count, "the case has the control bytes of binary data")
    #expect(BookReader.binaryControlBytes([0xFF, 0xFE] + heavy) == nil)
    #expect(BookReader.binaryControlBytes(Array(heavy.dropFirst(24))) == nil)
    // The file is opened as the CSV it is (the check once ran on every other byte of it).
    let url = FileManager.default.temporaryDirectory.appendingPathComponent("cardkit-cjk-\(UInt32.random(in: 0...UInt32.max)).csv")
    defer { try? FileManager.default.removeItem(at: url) }
    #expect(FileManager.default.createFile(atPath: url.path, contents: Data([0xFF, 0xFE] + heavy)))
    #expect(try BookReader(path: url.path).format == .csv)
  }
}
