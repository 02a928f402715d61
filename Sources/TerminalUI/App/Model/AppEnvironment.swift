public import Catalog
import Paywall
import Storefront

/// The app's fixed configuration, handed to the reducer and the screens: the catalog and the choices
/// the switchers offer.
public struct AppEnvironment: Sendable {
  /// The catalog the paywalls are made from.
  public let catalog: Catalog
  /// The paywalls `w` switches between, in the catalog's order.
  public var paywallIDs: [String]
  /// The languages the language switcher offers.
  public var languages: [LanguageTag]
  /// The storefronts the storefront switcher offers.
  public var storefrontIDs: [String]
  /// The devices the device switcher offers besides the installs the account load finds.
  public var devices: [String]
  /// The time rates `+` and `-` step through, slowest first.
  public var timeRates: [TimeRate]
  /// The coins `c` spends on the account screen.
  public var spendAmount: Int64
  /// The paywall models made so far, by what each was made from: the reducer and the screens ask
  /// for the same model several times a key press.
  let paywallModels = MemoTable<PaywallModelKey, PaywallModel?>(limit: 64, overflow: .startOver)

  /// An environment; the paywalls, languages, storefronts and suggested devices default to the
  /// catalog's.
  public init(
    catalog: Catalog, paywallIDs: [String]? = nil, languages: [LanguageTag]? = nil,
    storefrontIDs: [String]? = nil, devices: [String]? = nil,
    timeRates: [TimeRate] = TimeRate.slowestFirst, spendAmount: Int64 = 5
  ) {
    self.catalog = catalog
    self.paywallIDs = paywallIDs ?? catalog.paywalls.map(\.id)
    self.languages = languages ?? catalog.languages
    self.storefrontIDs = storefrontIDs ?? catalog.storefronts.map(\.id)
    self.devices = devices ?? catalog.settings.devices
    self.timeRates = timeRates
    self.spendAmount = spendAmount
  }
}

/// What a paywall model is made from, besides the environment's catalog.
struct PaywallModelKey: Hashable, Sendable {
  var paywallID: String
  var storefrontID: String
  var language: LanguageTag
  var customer: CustomerContext
}
