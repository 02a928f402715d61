/// A country's App Store: its codes, currency and the locale its prices are formatted in.
public struct StorefrontInfo: Sendable, Equatable {
  /// ISO 3166-1 alpha-3 country code, e.g. `USA` (the transaction's `storefront`).
  public var id: String
  /// Apple's numeric storefront id, e.g. `143441` (the transaction's `storefrontId`).
  public var appleID: String
  /// ISO 4217 currency code, e.g. `USD`.
  public var currency: String
  /// Digits after the decimal point in this currency (USD 2, JPY 0), from CLDR.
  public var minorDigits: Int
  /// The locale prices are formatted in, e.g. `de-DE`.
  public var priceLocale: LanguageTag

  /// The region of the price locale ("SA" for `ar-SA`), whose digits the app's own numbers use
  /// beside the prices; nil when the locale names no region.
  public var numberRegion: String? {
    let parts = priceLocale.identifier.split { $0 == "_" || $0 == "-" }
    return parts.count > 1 ? parts.last.map(String.init) : nil
  }

  /// Creates a storefront.
  public init(id: String, appleID: String, currency: String, minorDigits: Int, priceLocale: LanguageTag) {
    self.id = id
    self.appleID = appleID
    self.currency = currency
    self.minorDigits = minorDigits
    self.priceLocale = priceLocale
  }
}
