internal import Catalog
internal import FoundationEssentials
import FoundationInternationalization
internal import Localization
internal import Storefront

/// Formats the model's prices in the storefront's price locale and its other numbers and periods
/// in the reader's language with the prices' digits (`StorefrontLocale`): `$59.99` and "28 %" in
/// French on `USA`, `٣٫٩٩ ر.س.` and "Save ٢٨٪" in English on `SAU`.
struct ModelFormatting {
  /// The reader's language in the storefront, with the prices' numbering system: periods, counts, percentages.
  let locale: StorefrontLocale
  /// The storefront's price format, StoreKit's `priceFormatStyle`.
  let prices: PriceFormatter
  let periods: PeriodFormatter
  let ui: PaywallUIText

  init(language: LanguageTag, storefront: StorefrontInfo, ui: PaywallUIText) {
    locale = StorefrontLocale(language: language, storefront: storefront)
    prices = PriceFormatter(storefront: storefront)
    periods = PeriodFormatter(locale: locale)
    self.ui = ui
  }

  /// An amount in the storefront's currency and price locale, with StoreKit's `priceFormatStyle`.
  func price(_ value: Decimal) -> String { prices.string(for: value) }

  /// A billing period as a suffix or phrase: `P1Y` → "/year", `P3M` → "every 3 months".
  func billingPeriod(_ period: Period) -> String {
    if period.value == 1 { return ui.perUnit(period.unit) }
    return ui.every(periods.string(for: period))
  }

  /// A price followed by its billing period: "$59.99/year", "$29.99 every 3 months".
  func price(_ price: String, per periodText: String) -> String {
    periodText.hasPrefix("/") ? price + periodText : price + " " + periodText
  }

  /// A derived price with its unit: "≈ $4.99/month".
  func derived(_ value: Decimal, unit: Period.Unit) -> String {
    "≈ " + price(value) + ui.perUnit(unit)
  }

  /// A whole percentage in the reader's language with the prices' digits: "28%", "28 %", "%28", "٢٨٪".
  func percent(_ value: Int) -> String {
    let identifier = formatIdentifier(Int64(value))
    return Self.numbers.value(NumberKey(locale: identifier, value: Int64(value), isPercent: true)) {
      value.formatted(IntegerFormatStyle<Int>.Percent(locale: Locale(identifier: identifier)))
    }
  }

  /// A count in the reader's grouping with the prices' digits ("10", "١٠" beside `٣٫٩٩ ر.س.`).
  func count(_ value: Int64) -> String {
    // Under 1,000 a count has no grouping: its digits are the whole of it.
    if (0..<1_000).contains(value) {
      return NumberingDigits.written(
        String(value), zero: NumberingDigits.zero(ofNumberingSystem: locale.numberingSystem))
    }
    let identifier = formatIdentifier(value)
    return Self.numbers.value(NumberKey(locale: identifier, value: value, isPercent: false)) {
      value.formatted(IntegerFormatStyle<Int64>(locale: Locale(identifier: identifier)))
    }
  }

  /// The locale `value` is written in: under 1,000 (no grouping) the one shared by every
  /// storefront whose region ICU has no data for (`StorefrontLocale.sharedFormatIdentifier`; the
  /// same words, tested), so a catalog's lint opens fewer of ICU's formatters.
  private func formatIdentifier(_ value: Int64) -> String {
    value.magnitude < 1_000 ? locale.sharedFormatIdentifier : locale.identifier
  }

  /// A product name whose own coin count is written in the prices' digits ("١٠ Coins" in `SAU`).
  func name(_ name: String, coins: Int64?) -> String {
    guard let coins, name.contains(where: { CountInName.decimalDigit($0) != nil }) else { return name }
    return CountInName.rewritten(name, count: coins, digits: digits())
  }

  /// The ten digits 0–9 of the prices' numbering system (consecutive from its zero, as every decimal
  /// numbering system's are).
  private func digits() -> [Character] {
    guard let zero = NumberingDigits.zero(ofNumberingSystem: locale.numberingSystem) else {
      return Array("0123456789")
    }
    return (0..<10).compactMap { Unicode.Scalar(zero.value + $0).map(Character.init) }
  }

  /// What a formatted whole number depends on.
  private struct NumberKey: Hashable, Sendable {
    /// The identifier of the locale it is written in.
    var locale: String
    var value: Int64
    var isPercent: Bool
  }

  /// Numbers already written, per locale (Foundation's formatting goes through ICU on every call).
  private static let numbers = MemoTable<NumberKey, String>(limit: 4096, overflow: .startOver)

  /// The trial or intro wording: "1 week free, then $59.99/year", "$0.99/month for 3 months, then …".
  func trialTerms(_ offer: StoreProduct.Offer, renewal: String) -> String {
    switch offer.paymentMode {
    case .freeTrial:
      return ui.freeTrial(duration: offer.durationText, then: renewal)
    case .payAsYouGo:
      let perPeriod = price(offer.displayPrice, per: billingPeriod(offer.period))
      return ui.intro(price: perPeriod, duration: offer.durationText, then: renewal)
    case .payUpFront:
      return ui.intro(price: offer.displayPrice, duration: offer.durationText, then: renewal)
    }
  }
}
