public import Catalog
public import FoundationEssentials
public import FoundationInternationalization

/// Formats exact prices in a storefront's currency for a locale, with Foundation's currency style.
///
/// This is `Product.displayPrice`: in the storefront's price locale (`init(storefront:)`), so a
/// `USA` price is `$59.99` whether the person reads English, French or Arabic. The amount goes to
/// `Decimal.FormatStyle.Currency` as an exact `Decimal` built from the price's integer milliunits,
/// never through floating point, so CLDR decides the symbol, its position, the digits (`١٤٫٩٩` in `ar_SA`), separators (often invisible
/// no-break spaces) and the number of fraction digits (`JPY` none).
public struct PriceFormatter: Sendable {
  /// The format style, as StoreKit's `priceFormatStyle`: use it for derived figures (per month).
  public let style: Decimal.FormatStyle.Currency
  /// The locale prices are formatted in, StoreKit's `priceLocale` (`en_US`).
  public let locale: StorefrontLocale
  /// The ISO 4217 code of the currency.
  public let currency: String

  /// A formatter for `currency` (ISO 4217, e.g. `EUR`) in `locale`.
  public init(locale: StorefrontLocale, currency: String) {
    self.locale = locale
    self.currency = currency
    style = Decimal.FormatStyle.Currency(code: currency, locale: locale.locale)
  }

  /// The storefront's own formatter: its currency in its price locale (`StorefrontLocale.prices(in:)`).
  public init(storefront: StorefrontInfo) {
    self.init(locale: .prices(in: storefront), currency: storefront.currency)
  }

  /// The price as the storefront shows it, e.g. `2,99 €` (with U+00A0 before `€`).
  public func string(for price: Price) -> String {
    string(for: Self.decimal(price))
  }

  /// `value` as the storefront shows a price (a derived figure: per month, per week), formatted
  /// once per locale, currency and value in the process (a catalog's lint asks for the same ones
  /// in every language and for every customer).
  public func string(for value: Decimal) -> String {
    Self.formatted.value(FormattedKey(locale: locale, currency: currency, value: value)) { value.formatted(style) }
  }

  private struct FormattedKey: Hashable, Sendable {
    var locale: StorefrontLocale
    var currency: String
    var value: Decimal
  }

  private static let formatted = MemoTable<FormattedKey, String>(limit: 8192, overflow: .startOver)

  /// The exact decimal value of `price`: its milliunits times 10⁻³, without division.
  static func decimal(_ price: Price) -> Decimal {
    let sign: FloatingPointSign = price.milliunits < 0 ? .minus : .plus
    return Decimal(sign: sign, exponent: -3, significand: Decimal(price.milliunits.magnitude))
  }
}
