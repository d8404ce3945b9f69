import Foundation
import Testing
@testable import CardKit

/// CSV records are mapped to cards on several threads and numbered afterwards; what a reader
/// hands out must not depend on how many threads mapped it or how the input was chunked.
@Suite struct CSVParallelMappingTests {
  /// A Google export with every per-record finding we make: unknown columns (kept raw, reported
  /// once per column, first seen far into the file), Google's system group, short and long
  /// rows, rows of spaces (no card), a field that is not UTF-8, a record over the field limit.
  static let book: [UInt8] = {
    var out = Array("First Name,Last Name,Labels,Phone 1 - Label,Phone 1 - Value,Shoe Size,Favourite Colour\r\n".utf8)
    for i in 0..<1500 {
      let shoe = i >= 700 && i % 3 == 0 ? "\(36 + i % 10)" : ""
      let colour = i >= 1200 && i % 5 == 0 ? "teal" : ""
      let labels = i >= 400 && i % 11 == 0 ? "* myContacts ::: Friends" : ""
      var row = Array("Given\(i),Family\(i),\(labels),Mobile,+1 555 01\(i % 100),\(shoe),\(colour)".utf8)
      if i % 97 == 5 { row = Array("Short\(i),Row".utf8) }
      if i % 89 == 3 { row += Array(",extra\(i),more".utf8) }
      if i % 101 == 7 { row = [0x52, 0xE9, 0x6D, 0x79] + Array(",Latin\(i),,,,,".utf8) }  // "Rémy" in Windows-1252
      if i % 301 == 11 { row = Array("Many\(i),Fields,,Mobile,+1 555 0100,,,x1,x2,x3,x4,x5,x6,x7".utf8) }
      out += row + [0x0D, 0x0A]
      if i % 150 == 0 { out += Array("   ,  , \r\n".utf8) }
    }
    return out
  }()

  struct Read {
    var cards: [ParsedCard] = []
    var fileFindings: [Diagnostic] = []
  }

  /// Reads the book as ``BookReader`` does; `readingAhead` reads the next chunks between
  /// batches (where BookReader does it while its workers transform the cards).
  static func read(threads: Int, maxRecords: Int, chunkSize: Int, readingAhead: Bool = false) throws -> Read {
    let reader = CSVReader(bytes: book, fileName: "p.csv", options: CSVReadOptions(chunkSize: chunkSize))
    reader.maxFieldsPerRecord = 10
    var read = Read()
    while let cards = try reader.nextCards(maxRecords: maxRecords, threads: threads) {
      read.cards += cards
      read.fileFindings += reader.drainDiagnostics()
      if readingAhead { reader.readAhead(maxRecords) }
    }
    read.fileFindings += reader.drainDiagnostics()
    return read
  }

  /// The cards handed out before a read error, and the error; `readingAhead` as in ``read``.
  /// `/proc/self/mem` opens, and every read of it from offset 0 fails (EIO): the prefix stands
  /// for what was read before the disk failed.
  static func readUntilFailure(readingAhead: Bool) throws -> (cards: [ParsedCard], error: InputError?) {
    // More than the 64 KiB sample the reader starts with, so the first cards come from it.
    var prefix = Array("First Name,Last Name,Phone 1 - Label,Phone 1 - Value\r\n".utf8)
    for i in 0..<3000 { prefix += Array("Given\(i),Family\(i),Mobile,+1 555 01\(i % 100)\r\n".utf8) }
    prefix = Array(prefix.prefix(72_000))  // ends inside a record
    try #require(prefix.count == 72_000)
    let file = try InputFile(path: "/proc/self/mem")
    let reader = CSVReader(file: file, alreadyRead: prefix, options: CSVReadOptions(chunkSize: 4096))
    var cards: [ParsedCard] = []
    do {
      while let batch = try reader.nextCards(maxRecords: 64, threads: 2) {
        cards += batch
        if readingAhead { reader.readAhead(64) }
      }
    } catch {
      return (cards, error)
    }
    return (cards, nil)
  }

  @Test func aReadErrorComesAfterTheCardsReadBeforeIt() throws {
    let direct = try Self.readUntilFailure(readingAhead: false)
    let ahead = try Self.readUntilFailure(readingAhead: true)
    #expect(direct.error != nil)
    #expect(ahead.error != nil)
    #expect(direct.error?.path == "/proc/self/mem")
    #expect(direct.cards.count > 64)
    #expect(ahead.cards.map(\.card) == direct.cards.map(\.card))
    #expect(ahead.cards.map(\.index) == Array(0..<direct.cards.count))
  }

  @Test func twoThreadsMapWhatOneMaps() throws {
    let one = try Self.read(threads: 1, maxRecords: 256, chunkSize: 1 << 20)
    #expect(one.cards.count == 1500)
    #expect(one.cards.map(\.index) == Array(0..<1500))
    let variants = [(2, 256, 1 << 20, false), (2, 100, 4096, false), (2, 64, 997, false), (1, 7, 333, false), (2, 100, 4096, true), (2, 64, 997, true)]
    for (threads, maxRecords, chunk, ahead) in variants {
      let other = try Self.read(threads: threads, maxRecords: maxRecords, chunkSize: chunk, readingAhead: ahead)
      #expect(other.cards.map(\.card) == one.cards.map(\.card), "threads \(threads), \(maxRecords) records, chunk \(chunk), ahead \(ahead)")
      #expect(other.cards.map(\.diagnostics) == one.cards.map(\.diagnostics), "threads \(threads), \(maxRecords) records, chunk \(chunk), ahead \(ahead)")
      #expect(other.fileFindings == one.fileFindings, "threads \(threads), \(maxRecords) records, chunk \(chunk), ahead \(ahead)")
    }
  }

  @Test func onceFindingsComeOnceAtTheirFirstRecord() throws {
    let read = try Self.read(threads: 2, maxRecords: 100, chunkSize: 4096)
    let all = read.cards.flatMap(\.diagnostics)
    let kept = all.filter { $0.code == .csvColumnKeptRaw }
    // Each column once, at the first card that has a value in it: the fields past the
    // header at records 3 and 11 (where the record is cut to 10 non-empty fields, so field
    // 14 is not read), the unknown columns at 702 and 1200.
    #expect(kept.map(\.location.cardIndex) == [3, 3, 11, 11, 11, 11, 702, 1200])
    #expect(
      kept.map { String($0.message.split(separator: " has no field")[0]) }
        == (8...13).map { "field \($0) beyond the header" } + ["column 'Shoe Size'", "column 'Favourite Colour'"])
    #expect(all.filter { $0.code == .tooManyProperties }.map(\.location.cardIndex) == [11, 312, 613, 914, 1215])
    let group = all.filter { $0.code == .csvSystemGroup }
    #expect(group.map(\.location.cardIndex) == [407])
    // Every finding of a card names that card.
    for card in read.cards {
      #expect(card.diagnostics.allSatisfy { $0.location.cardIndex == card.index })
    }
  }

  @Test func aRowWithoutContentIsAFindingOfTheFileNotOfTheNextCard() throws {
    let read = try Self.read(threads: 2, maxRecords: 100, chunkSize: 4096)
    let blank = read.fileFindings.filter { $0.code == .csvRaggedRow }
    #expect(blank.count == 10)  // a row of spaces after records 0, 150, …, 1350
    #expect(blank.allSatisfy { $0.location.cardIndex == nil })
    #expect(!read.cards.flatMap(\.diagnostics).contains { $0.code == .csvRaggedRow && $0.message.hasPrefix("record has 3 fields") })
  }
}

/// The same comparison (``ReadOracles/csvMappedInParallel(_:options:maxRecords:)``, which the
/// CSV fuzz target also runs) over every CSV file we have.
@Suite struct CSVParallelMappingCorpusTests {
  static let files: [URL] = {
    var files = Paths.files(in: Paths.corpora.appendingPathComponent("csv"), extensions: ["csv"])
    files += Paths.files(in: Paths.corpora.appendingPathComponent("fuzz/csv"), extensions: ["csv"])
    let external = (try? FileManager.default.subpathsOfDirectory(atPath: Paths.external.path)) ?? []
    files += external.filter { $0.lowercased().hasSuffix(".csv") }.sorted().map { Paths.external.appendingPathComponent($0) }
    return files
  }()

  @Test func thereAreFiles() throws {
    _ = try Paths.requireExternal()
    #expect(Self.files.count >= 28)
  }

  @Test(arguments: files)
  func mapsInParallelAsOneAtATime(_ url: URL) throws {
    let bytes = Array(try Data(contentsOf: url))
    for (chunk, records) in [(1 << 20, 256), (64, 3), (7, 1)] {
      #expect(ReadOracles.csvMappedInParallel(bytes, options: CSVReadOptions(chunkSize: chunk), maxRecords: records) == [], "\(url.lastPathComponent), chunk \(chunk)")
    }
  }
}
