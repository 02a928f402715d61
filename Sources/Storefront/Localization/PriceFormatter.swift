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

  /// A formatter for `currency` (ISO 4217, e.g. `EUR`) in `locale`.
  public init(locale: StorefrontLocale, currency: String) {
    self.locale = locale
    style = Decimal.FormatStyle.Currency(code: currency, locale: locale.locale)
  }

  /// The storefront's own formatter: its currency in its price locale (`StorefrontLocale.prices(in:)`).
  public init(storefront: StorefrontInfo) {
    self.init(locale: .prices(in: storefront), currency: storefront.currency)
  }

  /// The price as the storefront shows it, e.g. `2,99 €` (with U+00A0 before `€`).
  public func string(for price: Price) -> String {
    Self.decimal(price).formatted(style)
  }

  /// The exact decimal value of `price`: its milliunits times 10⁻³, without division.
  static func decimal(_ price: Price) -> Decimal {
    let sign: FloatingPointSign = price.milliunits < 0 ? .minus : .plus
    return Decimal(sign: sign, exponent: -3, significand: Decimal(price.milliunits.magnitude))
  }
}
