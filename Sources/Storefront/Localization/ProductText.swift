public import Catalog

/// A product's display name and description in the language that best matches the one asked for.
///
/// The language is chosen among the product's own localizations by `LanguageMatcher` (exact,
/// then less specific such as `pt-BR` → `pt`, then the same language, then the catalog's default
/// language). A product with no localization at all shows its reference name.
public struct ProductText: Sendable, Equatable {
  /// The name customers see.
  public var displayName: String
  /// The description customers see.
  public var description: String
  /// The localization used; nil when the product has none.
  public var language: LanguageTag?

  /// The text of `product` for `language`, falling back to `defaultLanguage`.
  public init(product: Product, language: LanguageTag, defaultLanguage: LanguageTag) {
    let localizations = product.localizations
    if let chosen = LanguageMatcher.bestMatch(
      for: language, among: localizations.languages, defaultLanguage: defaultLanguage),
      let text = localizations[chosen]
    {
      displayName = text.displayName
      description = text.description
      self.language = chosen
    } else {
      displayName = product.referenceName
      description = ""
      self.language = nil
    }
  }
}
