public import Catalog
public import FoundationEssentials
public import Localization

/// Words to show, kept as a message key and its arguments so a screen says them in the language
/// it is drawn in: a banner on screen reads in the new language after a switch, product names too.
public struct LocalizedText: Sendable, Equatable {
  /// A part of the message filled in when it is drawn.
  public indirect enum Argument: Sendable, Equatable {
    /// Shown as it is: an id, a code, a reason from the system.
    case verbatim(String)
    /// A product, by id: its display name in the language drawn.
    case product(String)
    /// An entitlement, by id: its name in the language drawn ("premium" → "プレミアム").
    case entitlement(String)
    /// Products, by id, joined by the language's list separator.
    case products([String])
    /// A store date and time ("2026-11-29 17:52", UTC).
    case date(Date)
    /// A whole number in the language's digits.
    case number(Int64)
    /// A number of coins: "10 coins", "١٠ عملات".
    case coins(Int64)
    /// Other words, said in the same language.
    case text(LocalizedText)
  }

  /// The message's key, or nil for words shown as they are.
  public var key: UIKey?
  /// The arguments for `%1`, `%2`, … in order.
  public var arguments: [Argument]
  /// The count that picks a plural form, for counted messages.
  public var count: Int64?
  /// The words of a message without a key.
  public var verbatim: String

  /// The message `key` with `arguments`; `count` picks its plural form.
  public init(_ key: UIKey, _ arguments: Argument..., count: Int64? = nil) {
    self.key = key
    self.arguments = arguments
    self.count = count
    verbatim = ""
  }

  /// Words that are shown as they are, in every language (a system error's text).
  public static func verbatim(_ text: String) -> LocalizedText {
    var words = LocalizedText(.bannerWorking)
    words.key = nil
    words.verbatim = text
    return words
  }

  /// The words in `translations`' language, naming products, entitlements and groups from `names`.
  public func resolved(_ translations: Translations, names: CatalogNames) -> String {
    guard let key else { return verbatim }
    let filled = arguments.map { Self.resolve($0, translations, names) }
    if let count { return translations.plural(key, count: count, filled) }
    return translations(key, filled)
  }

  private static func resolve(_ argument: Argument, _ translations: Translations, _ names: CatalogNames) -> String {
    switch argument {
    case .verbatim(let text): text
    case .product(let id): names.product(id)
    case .products(let ids): ids.map(names.product).joined(separator: translations(.paywallListSeparator))
    case .entitlement(let id): names.entitlement(id)
    case .date(let date): AppText.date(date, translations)
    case .number(let value): translations.number(value)
    case .coins(let value): translations.plural(.paywallCoins, count: value, translations.number(value))
    case .text(let words): words.resolved(translations, names: names)
    }
  }
}

extension LocalizedText {
  /// The words in `language`, naming products as `catalog` does in that language.
  public func resolved(in language: LanguageTag, catalog: Catalog) -> String {
    resolved(.forLanguage(language.identifier), names: CatalogNames(catalog, language))
  }
}
