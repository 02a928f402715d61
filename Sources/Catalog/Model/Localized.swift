/// Values per language, with StoreKit-like fallback when a language has none.
///
/// `Value` is required to be `Equatable` only where the table is compared (the conformances at the
/// end): a requirement on the type itself makes the Swift runtime search every protocol
/// conformance in the program (thousands, Foundation's included) the first time each
/// `Localized<Value>` is made, about 0.1 ms each at start-up.
public struct Localized<Value: Sendable>: Sendable {
  /// One language's value.
  public struct Entry: Sendable {
    /// The language.
    public var language: LanguageTag
    /// Its value.
    public var value: Value

    /// Creates an entry.
    public init(language: LanguageTag, value: Value) {
      self.language = language
      self.value = value
    }
  }

  /// The values in file order.
  public var entries: [Entry]

  /// Creates a table from ordered entries.
  public init(entries: [Entry]) { self.entries = entries }

  /// Creates a table from ordered `(language, value)` pairs.
  public init(_ pairs: [(LanguageTag, Value)]) {
    entries = pairs.map { Entry(language: $0.0, value: $0.1) }
  }

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
  public var languages: [LanguageTag] { entries.map { $0.language } }
}

extension Localized: Equatable where Value: Equatable {}
extension Localized.Entry: Equatable where Value: Equatable {}
