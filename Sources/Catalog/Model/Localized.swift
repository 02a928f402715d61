/// Values per language, with StoreKit-like fallback when a language has none.
public struct Localized<Value: Sendable & Equatable>: Sendable, Equatable {
  /// The values in file order.
  public var entries: [(language: LanguageTag, value: Value)]

  /// Creates a table from ordered entries.
  public init(_ entries: [(language: LanguageTag, value: Value)]) { self.entries = entries }

  /// The value for exactly `language`.
  public subscript(_ language: LanguageTag) -> Value? {
    entries.first { $0.language == language }?.value
  }

  /// The value for `language`, else for the same language subtag (`pt-BR` → `pt-PT`, `de` → `de-CH`),
  /// else for `fallback` (the catalog's default language), else the first.
  public func resolve(_ language: LanguageTag, fallback: LanguageTag) -> Value? {
    if let exact = self[language] { return exact }
    let subtag = language.language
    if let sameLanguage = entries.first(where: { $0.language.language == subtag }) { return sameLanguage.value }
    return self[fallback] ?? entries.first?.value
  }

  /// The languages that have a value.
  public var languages: [LanguageTag] { entries.map(\.language) }

  public static func == (lhs: Localized, rhs: Localized) -> Bool {
    lhs.entries.count == rhs.entries.count
      && zip(lhs.entries, rhs.entries).allSatisfy { $0.language == $1.language && $0.value == $1.value }
  }
}
