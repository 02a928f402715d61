/// Decides an imported catalog's languages and default language, and completes localizations.
struct LanguageChoice {
  /// Every language found, in order of first appearance, the default first.
  var all: [LanguageTag]
  /// The default language: `_locale` when some product uses it, else the most used one.
  var defaultLanguage: LanguageTag

  init(localizations: [StoreKitProduct.Localization], preferred: LanguageTag?, notes: inout [String]) {
    var order: [LanguageTag] = []
    var counts: [LanguageTag: Int] = [:]
    for localization in localizations {
      if counts[localization.language] == nil { order.append(localization.language) }
      counts[localization.language, default: 0] += 1
    }
    if let preferred, counts[preferred] != nil {
      defaultLanguage = preferred
    } else if let highest = counts.values.max(), let mostUsed = order.first(where: { counts[$0] == highest }) {
      defaultLanguage = mostUsed
      if let preferred {
        notes.append("settings._locale \(preferred) has no localizations; the default language is \(defaultLanguage)")
      }
    } else {
      defaultLanguage = preferred ?? LanguageTag("en-US")
    }
    let chosen = defaultLanguage
    all = [chosen] + order.filter { $0 != chosen }
  }

  /// The product's localizations, with the default language present and every text valid.
  ///
  /// Empty names fall back to the reference name, empty descriptions to the name, and texts
  /// over the limits are shortened with an ellipsis; each such change is noted.
  func localized(_ product: StoreKitProduct, notes: inout [String]) -> Localized<ProductLocalization> {
    var entries: [Localized<ProductLocalization>.Entry] = []
    for localization in product.localizations where !entries.contains(where: { $0.language == localization.language }) {
      var name = localization.displayName
      var description = localization.description
      if TextRules.problem(in: name, maxLength: .max) != nil {
        name = product.referenceName
        notes.append("\(product.productID): no usable displayName in \(localization.language); using \"\(name)\"")
      }
      if TextRules.problem(in: description, maxLength: .max) != nil {
        description = name
        notes.append("\(product.productID): no usable description in \(localization.language); using the name")
      }
      name = shortened(name, to: 35, product: product, field: "displayName", notes: &notes)
      description = shortened(description, to: 55, product: product, field: "description", notes: &notes)
      entries.append(
        Localized.Entry(
          language: localization.language, value: ProductLocalization(displayName: name, description: description)))
    }
    if !entries.contains(where: { $0.language == defaultLanguage }) {
      let base =
        entries.first?.value
        ?? ProductLocalization(
          displayName: String(product.referenceName.prefix(35)), description: String(product.referenceName.prefix(55)))
      notes.append("\(product.productID): no \(defaultLanguage) localization; copied \"\(base.displayName)\"")
      entries.insert(Localized.Entry(language: defaultLanguage, value: base), at: 0)
    }
    return Localized(entries: entries)
  }

  private func shortened(
    _ text: String, to limit: Int, product: StoreKitProduct, field: String, notes: inout [String]
  ) -> String {
    guard text.count > limit else { return text }
    notes.append("\(product.productID): \(field) is longer than \(limit) characters; shortened")
    return String(text.prefix(limit - 1)) + "…"
  }
}
