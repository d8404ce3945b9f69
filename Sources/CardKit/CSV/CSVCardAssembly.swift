/// Gathers the cells of one record and builds its card once every cell is known (a value's
/// `Params` column may come after its value).
struct CSVCardAssembly {
  struct BlockKey: Hashable, Comparable {
    var kind: CSVBlockKind
    var index: Int
    static func < (a: BlockKey, b: BlockKey) -> Bool {
      let ka = CSVBlockKind.allCases.firstIndex(of: a.kind)!
      let kb = CSVBlockKind.allCases.firstIndex(of: b.kind)!
      return ka != kb ? ka < kb : a.index < b.index
    }
  }

  let layout: CSVLayout
  let fileName: String
  var card = Card()
  var diagnostics: [Diagnostic] = []
  /// True when the record named Google's `* myContacts` group.
  var sawSystemGroup = false

  var fieldCells = FieldCells()
  var attributes: [CSVSingleProperty: [CSVAttribute: String]] = [:]
  var fixedAddresses: [FixedAddress] = []
  /// The non-empty blocks of the record, in ``BlockKey`` order (filled by the mapper).
  var blocks: [Block] = []
  private var nextItem = 1

  /// A cell's text and where it was read. (Structs rather than tuples throughout: arrays of
  /// tuples look their type up at run time, which showed in profiles.)
  struct Cell {
    var text: String
    var position: SourcePosition
  }

  /// The single-valued field cells of a record: a short list searched in order (a record
  /// fills a handful of the fields; a slot per field cost more to create and destroy).
  struct FieldCells {
    private var fields: [CSVField] = []
    private var cells: [Cell] = []
    subscript(_ field: CSVField) -> Cell? {
      get {
        for (i, f) in fields.enumerated() where f == field { return cells[i] }
        return nil
      }
      set {
        if let i = fields.firstIndex(of: field) {
          if let newValue { cells[i] = newValue } else { fields.remove(at: i); cells.remove(at: i) }
        } else if let newValue {
          fields.append(field)
          cells.append(newValue)
        }
      }
    }
  }

  /// One non-empty cell of a block.
  struct BlockEntry {
    var part: CSVBlockPart
    var text: String
  }

  /// The non-empty cells of one block, by part (a handful: searched in order).
  struct BlockCells {
    var entries: [BlockEntry] = []
    subscript(_ part: CSVBlockPart) -> String? {
      for e in entries where e.part == part { return e.text }
      return nil
    }
  }

  struct Block {
    var key: BlockKey
    var cells: BlockCells
    var position: SourcePosition
  }

  /// An address of fixed columns (Outlook's Business, Home, Other), its parts by ordinal.
  struct FixedAddress {
    var slot: CSVSlot
    var parts: [String?]
    var position: SourcePosition
    subscript(_ part: CSVAddressPart) -> String? { parts[part.rawValue] }
  }

  init(layout: CSVLayout, fileName: String) {
    self.layout = layout
    self.fileName = fileName
  }

  /// Takes one non-empty cell.
  mutating func apply(_ role: CSVColumnRole, _ text: String, at p: SourcePosition) {
    switch role {
    case .field(let f):
      switch f {
      case .nickname: for item in multiple(text) { card.append(LabeledValue(item, position: p), to: \.nicknames) }
      case .jobTitle: for item in multiple(text) { card.append(LabeledValue(item, position: p), to: \.titles) }
      case .role: for item in multiple(text) { card.append(LabeledValue(item, position: p), to: \.roles) }
      case .note: card.append(LabeledValue(text, position: p), to: \.notes)
      case .categories: addCategories(text, at: p)
      case .photo: card.append(LabeledValue(Media.uri(text), position: p), to: \.photos)
      default: if fieldCells[f] == nil { fieldCells[f] = Cell(text: text, position: p) }
      }
    case .phone(let slot):
      card.append(LabeledValue(text, types: slot.types, label: slot.label, position: p), to: \.phones)
    case .email(let slot):
      card.append(LabeledValue(text, types: slot.types, label: slot.label, position: p), to: \.emails)
    case .url(let slot):
      card.append(LabeledValue(text, types: slot.types, label: slot.label, position: p), to: \.urls)
    case .im(let slot):
      let uri = IMPPCodec.uri(text, service: slot.label)
      card.append(LabeledValue(uri, types: slot.types, label: slot.label, position: p), to: \.instantMessaging)
    case .address(let slot, let part):
      if let i = fixedAddresses.firstIndex(where: { $0.slot == slot }) {
        fixedAddresses[i].parts[part.rawValue] = text
      } else {
        var parts = [String?](repeating: nil, count: CSVAddressPart.allCases.count)
        parts[part.rawValue] = text
        fixedAddresses.append(FixedAddress(slot: slot, parts: parts, position: p))
      }
    case .block:
      break  // gathered by the mapper through the header's block slots
    case .attribute(let property, let attribute):
      attributes[property, default: [:]][attribute] = text
    case .extra(let name):
      card.extras.append(RawProperty(name: name, value: TextEscaping.escape(text), position: p))
    case .extraLines:
      for line in text.split(whereSeparator: { $0 == "\n" || $0 == "\r\n" || $0 == "\r" }) where !line.isEmpty {
        if var property = GenericCells.decodeExtra(String(line)) {
          property.position = p
          card.extras.append(property)
        } else {
          report(.csvInvalidCell, "line '\(line)' of \(GenericLayout.extraColumn) is not a property line; kept as X-CSV-EXTRA-PROPERTIES", p)
          card.extras.append(RawProperty(name: .extended("X-CSV-EXTRA-PROPERTIES"), value: TextEscaping.escape(String(line)), position: p))
        }
      }
    case .unmapped:
      break
    }
  }

  /// Google's ` ::: ` multi-value cells; one value elsewhere.
  private func multiple(_ text: String) -> [String] {
    guard layout.isGoogle else { return [text] }
    return GenericCells.splitList(text).map(\.csvTrimmed).filter { !$0.isEmpty }
  }

  /// Splits a categories cell (` ::: ` for Google and generic, `;` for Outlook, also `,` for
  /// other layouts) and applies Google's system groups.
  private mutating func addCategories(_ text: String, at p: SourcePosition) {
    var items = GenericCells.splitList(text)
    if layout.isOutlook || layout == .thunderbird || layout == .custom {
      items = items.flatMap { $0.split(separator: ";").map(String.init) }
    }
    if layout == .thunderbird || layout == .custom {
      items = items.flatMap { $0.split(separator: ",").map(String.init) }
    }
    for raw in items {
      var name = layout == .generic ? raw : raw.csvTrimmed
      if name.isEmpty { continue }
      // Google's Outlook CSV names the system groups without `* `.
      if layout == .outlookFromGoogle && ["mycontacts", "starred"].contains(name.lowercased()) { name = "* " + name }
      switch GoogleLayouts.systemGroup(name) {
      case .everyone?:
        sawSystemGroup = true
        continue
      case .starred?: name = GoogleLayouts.starredCategory
      case .named(let n)?: name = n
      case nil: break
      }
      if layout != .generic && card.categories.contains(where: { $0.value == name }) { continue }
      card.append(LabeledValue(name, position: p), to: \.categories)
    }
  }

  mutating func report(_ code: DiagnosticCode, _ message: String, _ p: SourcePosition) {
    diagnostics.append(
      Diagnostic(code, message, at: SourceLocation(file: fileName, line: Int(p.line), column: Int(p.column))))
  }

  /// The next free Apple-style `itemN` group.
  mutating func makeItemGroup() -> String {
    defer { nextItem += 1 }
    return "item\(nextItem)"
  }

  /// Decodes a `Params` cell; a malformed one is reported and kept as an X- property.
  mutating func parameters(_ cell: String?, owner: String, at p: SourcePosition) -> (params: [Parameter], markers: Set<GenericCells.Marker>) {
    guard let cell, !cell.isEmpty else { return ([], []) }
    guard var params = GenericCells.decodeParameters(cell) else {
      let name = CSVHeaderName.extensionName(for: "\(owner) Params", position: 0)
      report(.csvInvalidCell, "\(owner) - Params '\(cell)' is not a parameter list; kept as \(name.text)", p)
      card.extras.append(RawProperty(name: name, value: TextEscaping.escape(cell), position: p))
      return ([], [])
    }
    let markers = GenericCells.takeMarkers(&params)
    return (params, markers)
  }
}
