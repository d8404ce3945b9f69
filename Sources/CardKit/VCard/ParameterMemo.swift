#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// The parameters of content lines already read, by their text: an address book writes the
/// same few parameter lists on line after line (`EMAIL;type=INTERNET;type=HOME`: the
/// 100,000-card benchmark book has 308,355 lines with parameters and 607 distinct lists), so a
/// list seen before is taken from here, shared, instead of being parsed into new strings and
/// arrays again. One thread uses a memo at a time (``CardParser`` lends them).
///
/// A list is kept only when reading it found nothing to report, so what a line's parameters
/// come to, and every finding about them, is what parsing them would give. The key is the
/// text from the first `;` up to the `:` that starts the value: parsing reads it left to right
/// and stops at that colon, so the same text gives the same parameters. Whether RFC 6868
/// caret escapes are decoded (not in vCard 2.1) is part of the key.
final class ParameterMemo {
  /// What a parameter list was read as.
  struct Entry {
    var parameters: [Parameter]
    /// Whether a parameter was written bare (2.1 `TEL;HOME:`).
    var hasBareParameters: Bool
  }

  /// Lists longer than this are not kept (memory stays bounded).
  static let longestKey = 256
  /// Slots of the open-addressing table (a power of two); it is emptied when half full, or
  /// when its keys fill `arenaSize` bytes.
  private static let size = 2048
  private static let arenaSize = 64 << 10

  /// A slot: its hash with the low bit set (0: empty), where its key is in `arena`, and
  /// whether caret escapes were decoded.
  private struct Slot {
    var hash = 0
    var offset: Int32 = 0
    var length: Int32 = 0
    var caretEscapes = false
  }

  // Fixed buffers (constants of the object): a probe reads them without the exclusivity
  // checks and reference counting that arrays held in the object's variables cost.
  private let slots = UnsafeMutablePointer<Slot>.allocate(capacity: ParameterMemo.size)
  private let entries = UnsafeMutablePointer<Entry?>.allocate(capacity: ParameterMemo.size)
  private let arena = UnsafeMutablePointer<UInt8>.allocate(capacity: ParameterMemo.arenaSize)
  private var count = 0
  private var arenaUsed = 0

  init() {
    slots.initialize(repeating: Slot(), count: Self.size)
    entries.initialize(repeating: nil, count: Self.size)
  }

  deinit {
    entries.deinitialize(count: Self.size)
    entries.deallocate()
    slots.deallocate()
    arena.deallocate()
  }

  /// The list read from `t[start..<end]` (`start` at the first `;`, `end` at the colon).
  func lookup(_ t: UnsafeBufferPointer<UInt8>, _ start: Int, _ end: Int, caretEscapes: Bool) -> Entry? {
    let length = end - start
    guard length <= Self.longestKey, length > 0, let base = t.baseAddress else { return nil }
    let hash = Self.hash(t, start, end, caretEscapes)
    var i = hash & (Self.size - 1)
    while slots[i].hash != 0 {
      let slot = slots[i]
      if slot.hash == hash, slot.caretEscapes == caretEscapes, Int(slot.length) == length,
        memcmp(arena + Int(slot.offset), base + start, length) == 0
      {
        return entries[i]
      }
      i = (i + 1) & (Self.size - 1)
    }
    return nil
  }

  /// Keeps what `t[start..<end]` was read as.
  func insert(_ t: UnsafeBufferPointer<UInt8>, _ start: Int, _ end: Int, caretEscapes: Bool, _ entry: Entry) {
    let length = end - start
    guard length <= Self.longestKey, length > 0, let base = t.baseAddress else { return }
    if count >= Self.size / 2 || arenaUsed + length > Self.arenaSize {
      slots.update(repeating: Slot(), count: Self.size)
      for i in 0..<Self.size { entries[i] = nil }
      count = 0
      arenaUsed = 0
    }
    let hash = Self.hash(t, start, end, caretEscapes)
    var i = hash & (Self.size - 1)
    while slots[i].hash != 0 { i = (i + 1) & (Self.size - 1) }
    (arena + arenaUsed).update(from: base + start, count: length)
    slots[i] = Slot(hash: hash, offset: Int32(arenaUsed), length: Int32(length), caretEscapes: caretEscapes)
    entries[i] = entry
    arenaUsed += length
    count += 1
  }

  /// FNV-1a over the bytes, eight at a time.
  private static func hash(_ t: UnsafeBufferPointer<UInt8>, _ start: Int, _ end: Int, _ caretEscapes: Bool) -> Int {
    var h: UInt64 = caretEscapes ? 0xcbf2_9ce4_8422_2325 : 0x8422_2325_cbf2_9ce4
    var i = start
    let base = UnsafeRawPointer(t.baseAddress!)
    while i + 8 <= end {
      h = (h ^ base.loadUnaligned(fromByteOffset: i, as: UInt64.self)) &* 0x100_0000_01b3
      h ^= h >> 29
      i += 8
    }
    while i < end {
      h = (h ^ UInt64(t[i])) &* 0x100_0000_01b3
      i += 1
    }
    // Caret decoding is in the hash's seed; the low bit marks a used slot.
    return Int(truncatingIfNeeded: h ^ (h >> 32)) | 1
  }
}
