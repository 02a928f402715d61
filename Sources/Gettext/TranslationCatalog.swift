/// One language's parsed gettext catalog: its plural rule and its messages by key.
package struct TranslationCatalog: Sendable, Equatable {
  /// The file name without extension: "ar", "pt-BR", or "storefront" for the English template.
  package var name: String
  /// How many plural forms each counted message has (`nplurals`).
  package var pluralCount: Int
  /// The `plural=` expression, as written.
  package var formulaText: String
  /// Picks the plural form for a count (`plural=`).
  package var formula: PluralFormula
  /// The messages by key, fuzzy ones left out.
  package var entries: [String: POEntry]
  /// True for the `.pot` template, whose text is the English source.
  package var isTemplate: Bool

  /// The plural rule of the English template.
  static let templateFormula = "n != 1"

  /// Parses `text`, the catalog named `name` (a `.pot` when `isTemplate`).
  package init(name: String, text: String, isTemplate: Bool) throws(POSyntaxError) {
    let file = name + (isTemplate ? ".pot" : ".po")
    let parsed = try POParser(file: file).entries(text)
    guard let header = parsed.first, header.source.isEmpty else {
      throw POSyntaxError(file: file, line: 1, message: "the catalog has no header entry")
    }
    let (count, expression) =
      isTemplate
      ? (2, Self.templateFormula) : try Self.pluralForms(header.translations[0], file: file, line: header.line)
    let formula = try Self.formula(expression, file: file, line: header.line)
    var entries: [String: POEntry] = [:]
    for entry in parsed.dropFirst() where !entry.isFuzzy {
      guard entries[entry.key] == nil else {
        throw POSyntaxError(file: file, line: entry.line, message: "key \"\(entry.key)\" appears twice")
      }
      let expected = entry.sourcePlural == nil ? 1 : count
      guard isTemplate || entry.translations.count == expected else {
        throw POSyntaxError(
          file: file, line: entry.line,
          message: "key \"\(entry.key)\" has \(entry.translations.count) forms, the header says \(expected)")
      }
      entries[entry.key] = entry
    }
    self.init(
      name: name, pluralCount: count, formulaText: expression, formula: formula, entries: entries,
      isTemplate: isTemplate)
  }

  /// A catalog from messages already parsed and checked (by the build, which embeds them).
  package init(
    name: String, pluralCount: Int, formulaText: String, isTemplate: Bool, messages: [POEntry]
  ) throws(POSyntaxError) {
    var entries: [String: POEntry] = [:]
    entries.reserveCapacity(messages.count)
    for message in messages { entries[message.key] = message }
    self.init(
      name: name, pluralCount: pluralCount, formulaText: formulaText,
      formula: try Self.formula(formulaText, file: name, line: 1), entries: entries, isTemplate: isTemplate)
  }

  /// A catalog from its parts.
  init(
    name: String, pluralCount: Int, formulaText: String, formula: PluralFormula, entries: [String: POEntry],
    isTemplate: Bool
  ) {
    self.name = name
    self.pluralCount = pluralCount
    self.formulaText = formulaText
    self.formula = formula
    self.entries = entries
    self.isTemplate = isTemplate
  }

  /// Two catalogs are the same when their name, rule and messages are (wherever each message was
  /// written in its file).
  package static func == (lhs: TranslationCatalog, rhs: TranslationCatalog) -> Bool {
    lhs.name == rhs.name && lhs.pluralCount == rhs.pluralCount && lhs.formulaText == rhs.formulaText
      && lhs.isTemplate == rhs.isTemplate && lhs.entries.count == rhs.entries.count
      && lhs.entries.allSatisfy { key, entry in
        guard let other = rhs.entries[key] else { return false }
        return other.key == entry.key && other.source == entry.source && other.sourcePlural == entry.sourcePlural
          && other.translations == entry.translations && other.isFuzzy == entry.isFuzzy
      }
  }

  /// The text of `key` for `count` (nil for a message without plural forms), or nil when untranslated.
  package func text(_ key: String, count: UInt64?) -> String? {
    guard let entry = entries[key] else { return nil }
    if isTemplate {
      guard let count, let plural = entry.sourcePlural else { return entry.source }
      return formula.index(for: count) == 0 ? entry.source : plural
    }
    let index = count.map { Int(clamping: formula.index(for: $0)) } ?? 0
    guard index < entry.translations.count, !entry.translations[index].isEmpty else { return nil }
    return entry.translations[index]
  }

  /// The `nplurals` and `plural=` expression of a catalog's header.
  private static func pluralForms(_ header: String, file: String, line: Int) throws(POSyntaxError) -> (Int, String) {
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
    return (count, expression)
  }

  /// `text` parsed as a plural rule, its error reported at `file:line`.
  static func formula(_ text: String, file: String, line: Int) throws(POSyntaxError) -> PluralFormula {
    do {
      return try PluralFormula(text)
    } catch {
      throw POSyntaxError(file: file, line: line, message: error.message)
    }
  }
}
