/// One language's parsed gettext catalog: its plural rule and its messages by key.
struct TranslationCatalog: Sendable {
  /// The file name without extension: "ar", "pt-BR", or "storefront" for the English template.
  var name: String
  /// How many plural forms each counted message has (`nplurals`).
  var pluralCount: Int
  /// Picks the plural form for a count (`plural=`).
  var formula: PluralFormula
  /// The messages by key, fuzzy ones left out.
  var entries: [String: POEntry]
  /// True for the `.pot` template, whose text is the English source.
  var isTemplate: Bool

  /// Parses `text`, the catalog named `name` (a `.pot` when `isTemplate`).
  init(name: String, text: String, isTemplate: Bool) throws(POSyntaxError) {
    let file = name + (isTemplate ? ".pot" : ".po")
    let parsed = try POParser(file: file).entries(text)
    self.name = name
    self.isTemplate = isTemplate
    guard let header = parsed.first, header.source.isEmpty else {
      throw POSyntaxError(file: file, line: 1, message: "the catalog has no header entry")
    }
    if isTemplate {
      pluralCount = 2
      formula = try Self.formula("n != 1", file: file, line: header.line)
    } else {
      (pluralCount, formula) = try Self.pluralForms(header.translations[0], file: file, line: header.line)
    }
    var entries: [String: POEntry] = [:]
    for entry in parsed.dropFirst() where !entry.isFuzzy {
      guard entries[entry.key] == nil else {
        throw POSyntaxError(file: file, line: entry.line, message: "key \"\(entry.key)\" appears twice")
      }
      let expected = entry.sourcePlural == nil ? 1 : pluralCount
      guard isTemplate || entry.translations.count == expected else {
        throw POSyntaxError(
          file: file, line: entry.line,
          message: "key \"\(entry.key)\" has \(entry.translations.count) forms, the header says \(expected)")
      }
      entries[entry.key] = entry
    }
    self.entries = entries
  }

  /// The text of `key` for `count` (nil for a message without plural forms), or nil when untranslated.
  func text(_ key: String, count: UInt64?) -> String? {
    guard let entry = entries[key] else { return nil }
    if isTemplate {
      guard let count, let plural = entry.sourcePlural else { return entry.source }
      return formula.index(for: count) == 0 ? entry.source : plural
    }
    let index = count.map { Int(clamping: formula.index(for: $0)) } ?? 0
    guard index < entry.translations.count, !entry.translations[index].isEmpty else { return nil }
    return entry.translations[index]
  }

  private static func pluralForms(_ header: String, file: String, line: Int) throws(POSyntaxError) -> (
    Int, PluralFormula
  ) {
    guard let field = header.split(separator: "\n").first(where: { $0.hasPrefix("Plural-Forms:") }) else {
      throw POSyntaxError(file: file, line: line, message: "the header has no Plural-Forms")
    }
    var count: Int?
    var expression: String?
    for part in field.dropFirst("Plural-Forms:".count).split(separator: ";") {
      let pair = part.split(separator: "=", maxSplits: 1)
      guard pair.count == 2 else { continue }
      let name = pair[0].filter { $0 != " " }
      if name == "nplurals" { count = Int(pair[1].filter { $0 != " " }) }
      if name == "plural" { expression = String(pair[1]) }
    }
    guard let count, (1...6).contains(count), let expression else {
      throw POSyntaxError(file: file, line: line, message: "Plural-Forms needs nplurals=1…6 and plural=")
    }
    return (count, try formula(expression, file: file, line: line))
  }

  private static func formula(_ text: String, file: String, line: Int) throws(POSyntaxError) -> PluralFormula {
    do {
      return try PluralFormula(text)
    } catch {
      throw POSyntaxError(file: file, line: line, message: error.message)
    }
  }
}
