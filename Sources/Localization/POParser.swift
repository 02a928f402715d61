/// Reads the subset of the gettext `.po` format that translators' tools write.
///
/// Entries are `msgctxt`, `msgid`, `msgid_plural` and `msgstr`/`msgstr[N]` keywords, each followed by
/// one or more quoted strings on consecutive lines; `#` lines are comments (`#, fuzzy` marks a
/// guess). Escapes are C's `\n \t \" \\`. Every message is keyed by its `msgctxt`.
struct POParser {
  let file: String

  /// The entries of `text`, the header (empty `msgid`) first if there is one.
  func entries(_ text: String) throws(POSyntaxError) -> [POEntry] {
    var entries: [POEntry] = []
    var current: Draft?
    var field: Field?
    var fuzzyPending = false
    var lineNumber = 0
    for rawLine in text.split(separator: "\n", omittingEmptySubsequences: false) {
      lineNumber += 1
      let line = rawLine.trimmingSuffix("\r").trimmingWhitespace()
      if line.isEmpty { continue }
      if line.hasPrefix("#") {
        if line.hasPrefix("#,"), line.contains("fuzzy") { fuzzyPending = true }
        continue
      }
      if line.hasPrefix("\"") {
        guard let open = field, current != nil else { throw error(lineNumber, "a string continues no keyword") }
        current?.append(try unquote(line, lineNumber), to: open)
        continue
      }
      let (keyword, rest) = split(line)
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

  private func split(_ line: Substring) -> (String, Substring) {
    guard let space = line.firstIndex(where: { $0 == " " || $0 == "\t" }) else { return (String(line), "") }
    return (String(line[..<space]), line[space...].trimmingWhitespace())
  }

  private func unquote(_ text: Substring, _ line: Int) throws(POSyntaxError) -> String {
    guard text.count >= 2, text.first == "\"", text.last == "\"" else { throw error(line, "expected a quoted string") }
    var result = ""
    var escaping = false
    for character in text.dropFirst().dropLast() {
      if escaping {
        switch character {
        case "n": result.append("\n")
        case "t": result.append("\t")
        case "\"", "\\": result.append(character)
        default: throw error(line, "unknown escape \"\\\(character)\"")
        }
        escaping = false
      } else if character == "\\" {
        escaping = true
      } else if character == "\"" {
        throw error(line, "unescaped quote inside a string")
      } else {
        result.append(character)
      }
    }
    guard !escaping else { throw error(line, "a string ends in a backslash") }
    return result
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

extension Substring {
  fileprivate func trimmingWhitespace() -> Substring {
    let start = firstIndex { $0 != " " && $0 != "\t" } ?? endIndex
    let end = lastIndex { $0 != " " && $0 != "\t" }.map { index(after: $0) } ?? start
    return self[start..<Swift.max(start, end)]
  }

  fileprivate func trimmingSuffix(_ suffix: String) -> Substring { hasSuffix(suffix) ? dropLast(suffix.count) : self }
}
