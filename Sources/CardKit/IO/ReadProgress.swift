/// How far a read of one or more inputs has come, for a progress display: cards read so far,
/// bytes consumed, and the inputs' total size when every input has a known size (regular
/// files; not standard input or a pipe).
public struct ReadProgress: Sendable, Equatable {
  /// Cards read so far, over all inputs.
  public var cards: Int
  /// Bytes consumed so far, over all inputs.
  public var bytesRead: Int
  /// The total bytes to consume; nil when an input's size is unknown.
  public var totalBytes: Int?

  /// Progress after `cards` cards and `bytesRead` of `totalBytes` bytes (nil: size unknown).
  public init(cards: Int, bytesRead: Int, totalBytes: Int?) {
    self.cards = cards
    self.bytesRead = bytesRead
    self.totalBytes = totalBytes
  }

  /// The share consumed, from 0 to 1, when the total is known.
  public var fraction: Double? {
    guard let totalBytes, totalBytes > 0 else { return nil }
    return min(1, Double(bytesRead) / Double(totalBytes))
  }
}

/// Adds up the progress of readers read one after the other.
struct ReadProgressTracker {
  private let total: Int?
  private var finishedBytes = 0
  private(set) var cards = 0

  init(_ readers: [BookReader]) {
    var sum = 0
    var known = true
    for reader in readers {
      if let size = reader.progress.total { sum += size } else { known = false }
    }
    total = known ? sum : nil
  }

  /// Counts `count` more cards from `reader` and returns where the read stands.
  mutating func advance(_ count: Int, in reader: BookReader) -> ReadProgress {
    cards += count
    return ReadProgress(cards: cards, bytesRead: finishedBytes + reader.progress.read, totalBytes: total)
  }

  /// Marks `reader` as consumed to its end.
  mutating func finish(_ reader: BookReader) {
    finishedBytes += reader.progress.read
  }
}
