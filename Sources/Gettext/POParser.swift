/// Reads the subset of the gettext `.po` format that translators' tools write.
///
/// Entries are `msgctxt`, `msgid`, `msgid_plural` and `msgstr`/`msgstr[N]` keywords, each followed by
/// one or more quoted strings on consecutive lines; `#` lines are comments (`#, fuzzy` marks a
/// guess). Escapes are C's `\n \t \" \\`. Every message is keyed by its `msgctxt`.
package struct POParser {
  /// The catalog's file name, for error messages.
  package let file: String

  /// A parser for the catalog named `file` ("ar.po").
  package init(file: String) { self.file = file }

  /// The entries of `text`, the header (empty `msgid`) first if there is one.
  ///
  /// Works on the UTF-8 bytes (every byte the format gives meaning to is ASCII), so the app's
  /// start pays well under a millisecond for its two catalogs.
  package func entries(_ text: String) throws(POSyntaxError) -> [POEntry] {
    var entries: [POEntry] = []
    var current: Draft?
    var field: Field?
    var fuzzyPending = false
    var lineNumber = 0
    let bytes = Array(text.utf8)
    var start = 0
    while start <= bytes.count {
      let end = bytes[start...].firstIndex(of: Self.newline) ?? bytes.count
      lineNumber += 1
      let line = Self.trimmed(bytes[start..<end])
      start = end + 1
      guard let first = line.first else { continue }
      if first == Self.hash {
        if line.count > 1, line[line.startIndex + 1] == Self.comma, Self.contains(line, "fuzzy") { fuzzyPending = true }
        continue
      }
      if first == Self.quote {
        guard let open = field, current != nil else { throw error(lineNumber, "a string continues no keyword") }
        current?.append(try unquote(line, lineNumber), to: open)
        continue
      }
      let space = line.firstIndex { $0 == Self.space || $0 == Self.tab } ?? line.endIndex
      let keyword = String(decoding: line[..<space], as: UTF8.self)
      let rest = Self.trimmed(line[space...])
      guard let next = Field(keyword: keyword) else { throw error(lineNumber, "unknown keyword \"\(keyword)\"") }
      if case .context = next, let draft = current {
        entries.append(try draft.entry(file: file))
        current = nil
      } else if case .source = next, let draft = current, draft.source != nil {
        entries.append(try draft.entry(file: file))
        current = nil
      }
      if current == nil {
        current = Draft(line: lineNumber, isFuzzy: fuzzyPending)
        fuzzyPending = false
      }
      try current?.open(next, line: lineNumber, file: file)
      current?.append(try unquote(rest, lineNumber), to: next)
      field = next
    }
    if let draft = current { entries.append(try draft.entry(file: file)) }
    return entries
  }

  private static let newline = UInt8(ascii: "\n"), hash = UInt8(ascii: "#"), comma = UInt8(ascii: ",")
  private static let quote = UInt8(ascii: "\""), backslash = UInt8(ascii: "\\"), space = UInt8(ascii: " ")
  private static let tab = UInt8(ascii: "\t"), carriageReturn = UInt8(ascii: "\r")

  /// `line` without leading and trailing spaces, tabs and a carriage return.
  private static func trimmed(_ line: ArraySlice<UInt8>) -> ArraySlice<UInt8> {
    let blank: (UInt8) -> Bool = { $0 == space || $0 == tab || $0 == carriageReturn }
    guard let first = line.firstIndex(where: { !blank($0) }), let last = line.lastIndex(where: { !blank($0) }) else {
      return line[line.endIndex...]
    }
    return line[first...last]
  }

  private static func contains(_ line: ArraySlice<UInt8>, _ word: String) -> Bool {
    let needle = Array(word.utf8)
    guard line.count >= needle.count else { return false }
    return (line.startIndex...(line.endIndex - needle.count)).contains {
      line[$0..<($0 + needle.count)].elementsEqual(needle)
    }
  }

  private func unquote(_ text: ArraySlice<UInt8>, _ line: Int) throws(POSyntaxError) -> String {
    guard text.count >= 2, text.first == Self.quote, text.last == Self.quote else {
      throw error(line, "expected a quoted string")
    }
    var result: [UInt8] = []
    result.reserveCapacity(text.count)
    var escaping = false
    for byte in text.dropFirst().dropLast() {
      if escaping {
        switch byte {
        case UInt8(ascii: "n"): result.append(Self.newline)
        case UInt8(ascii: "t"): result.append(Self.tab)
        case Self.quote, Self.backslash: result.append(byte)
        default: throw error(line, "unknown escape \"\\\(String(decoding: [byte], as: UTF8.self))\"")
        }
        escaping = false
      } else if byte == Self.backslash {
        escaping = true
      } else if byte == Self.quote {
        throw error(line, "unescaped quote inside a string")
      } else {
        result.append(byte)
      }
    }
    guard !escaping else { throw error(line, "a string ends in a backslash") }
    return String(decoding: result, as: UTF8.self)
  }

  private func error(_ line: Int, _ message: String) -> POSyntaxError {
    POSyntaxError(file: file, line: line, message: message)
  }

  /// The keyword a string belongs to.
  enum Field: Equatable {
    case context, source, sourcePlural, translation(Int)

    init?(keyword: String) {
      switch keyword {
      case "msgctxt": self = .context
      case "msgid": self = .source
      case "msgid_plural": self = .sourcePlural
      case "msgstr": self = .translation(0)
      default:
        guard keyword.hasPrefix("msgstr["), keyword.hasSuffix("]"),
          let index = Int(keyword.dropFirst(7).dropLast()), (0..<8).contains(index)
        else { return nil }
        self = .translation(index)
      }
    }
  }

  /// An entry being read.
  struct Draft {
    var line: Int
    var isFuzzy: Bool
    var context: String?
    var source: String?
    var sourcePlural: String?
    var translations: [Int: String] = [:]

    mutating func open(_ field: Field, line: Int, file: String) throws(POSyntaxError) {
      let repeated: Bool
      switch field {
      case .context: repeated = context != nil
      case .source: repeated = source != nil
      case .sourcePlural: repeated = sourcePlural != nil
      case .translation(let index): repeated = translations[index] != nil
      }
      guard !repeated else { throw POSyntaxError(file: file, line: line, message: "a keyword repeats in one entry") }
      append("", to: field)
    }

    mutating func append(_ text: String, to field: Field) {
      switch field {
      case .context: context = (context ?? "") + text
      case .source: source = (source ?? "") + text
      case .sourcePlural: sourcePlural = (sourcePlural ?? "") + text
      case .translation(let index): translations[index] = (translations[index] ?? "") + text
      }
    }

    func entry(file: String) throws(POSyntaxError) -> POEntry {
      guard let source else { throw POSyntaxError(file: file, line: line, message: "an entry has no msgid") }
      let count = translations.count
      guard count > 0, (0..<count).allSatisfy({ translations[$0] != nil }) else {
        throw POSyntaxError(file: file, line: line, message: "msgstr forms missing or out of order")
      }
      guard source.isEmpty || context != nil else {
        throw POSyntaxError(file: file, line: line, message: "message \"\(source.prefix(40))\" has no msgctxt key")
      }
      return POEntry(
        key: context ?? "", source: source, sourcePlural: sourcePlural,
        translations: (0..<count).map { translations[$0] ?? "" }, isFuzzy: isFuzzy, line: line)
    }
  }
}
