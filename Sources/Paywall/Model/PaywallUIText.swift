public import Catalog
public import Localization

/// The paywall's own words (not the catalog's copy) in one language: chrome, badges, messages.
///
/// The words come from the gettext catalogs (`Sources/Localization/po`, keys `paywall.*`); a
/// language without a catalog gets English.
public struct PaywallUIText: Sendable, Equatable {
  /// The language of these words.
  public var language: LanguageTag
  /// The catalog the words come from.
  public let translations: Translations

  /// The words for `language`: its catalog, else its base language's, else English.
  public static func forLanguage(_ language: LanguageTag) -> PaywallUIText {
    PaywallUIText(language: language, translations: .forLanguage(language.identifier))
  }

  /// The words for `language` with their numbers written in the digits of `storefront`'s prices
  /// ("٦٠×٢٠" beside "٣٫٩٩ ر.س.").
  public static func forLanguage(_ language: LanguageTag, numberingAs storefront: StorefrontInfo) -> PaywallUIText {
    PaywallUIText(
      language: language,
      translations: Translations.forLanguage(language.identifier).numbering(region: storefront.numberRegion))
  }

  /// The words of every shipped catalog, English first.
  public static var all: [PaywallUIText] { Translations.languages.map { forLanguage(LanguageTag($0)) } }

  /// The heading of the key help: "Keys".
  public var keys: String { translations(.paywallKeys) }
  /// The restore key's hint: "Restore".
  public var restore: String { translations(.paywallRestore) }
  /// Marks the selected plan: "Selected".
  public var selected: String { translations(.paywallSelected) }
  /// The quit key's hint: "Quit".
  public var quit: String { translations(.paywallQuit) }
  /// The highlighted plan's badge: "Best value".
  public var bestValue: String { translations(.paywallBestValue) }
  /// Beside a plan a churned customer may come back to with a win-back offer.
  public var winBackOffer: String { translations(.paywallWinBackOffer) }
  /// The customer's current plan: "Current plan".
  public var currentPlan: String { translations(.paywallCurrentPlan) }
  /// "Purchased": a non-consumable the customer already owns.
  public var purchased: String { translations(.paywallPurchased) }
  /// A higher level of service in the group: "Upgrade".
  public var upgrade: String { translations(.paywallUpgrade) }
  /// A lower level of service in the group: "Downgrade".
  public var downgrade: String { translations(.paywallDowngrade) }
  /// The same level of service in the group: "Crossgrade".
  public var crossgrade: String { translations(.paywallCrossgrade) }
  /// The trial switch's label when on: "Free trial enabled".
  public var trialOn: String { translations(.paywallTrialOn) }
  /// The trial switch's label when off: "Free trial disabled".
  public var trialOff: String { translations(.paywallTrialOff) }
  /// The auto-renewal disclosure's last sentence when a free trial is shown: an unused trial ends on subscribing.
  public var trialForfeit: String { translations(.paywallTrialForfeit) }
  /// Restore feedback when nothing was restored.
  public var nothingToRestore: String { translations(.paywallNothingToRestore) }
  /// Restore feedback when the restore failed; offers a retry with R.
  public var restoreFailed: String { translations(.paywallRestoreFailed) }
  /// Why nothing can be bought.
  public var paymentsDisabled: String { translations(.paywallPaymentsDisabled) }
  /// Joins names in a list: ", ".
  public var listSeparator: String { translations(.paywallListSeparator) }

  /// "/month" and friends: the suffix after a price billed once per `unit`.
  public func perUnit(_ unit: Period.Unit) -> String {
    switch unit {
    case .day: translations(.paywallPerDay)
    case .week: translations(.paywallPerWeek)
    case .month: translations(.paywallPerMonth)
    case .year: translations(.paywallPerYear)
    }
  }

  /// "Make the terminal at least 80×24".
  public func tooSmall(columns: Int, rows: Int) -> String {
    translations(.paywallTooSmall, translations.number(Int64(columns)), translations.number(Int64(rows)))
  }
  /// "The App Store could not renew Pro Monthly: …", while a renewal's payment is being retried.
  public func billingIssue(_ name: String) -> String { translations(.paywallBillingIssue, name) }
  /// "Restored: Pro Yearly, Premium".
  public func restored(_ names: [String]) -> String {
    translations(.paywallRestored, names.joined(separator: listSeparator))
  }
  /// "Save 28%", from an already formatted percentage.
  public func save(_ percent: String) -> String { translations(.paywallSave, percent) }
  /// "every 3 months", from a formatted period.
  public func every(_ period: String) -> String { translations(.paywallEvery, period) }
  /// "3 months of access", from a formatted period.
  public func access(_ period: String) -> String { translations(.paywallAccess, period) }
  /// "1 week free, then $59.99/year".
  public func freeTrial(duration: String, then renewal: String) -> String {
    translations(.paywallFreeTrial, duration, renewal)
  }
  /// "$0.99/month for 3 months, then $9.99/month" (pay as you go or up front).
  public func intro(price: String, duration: String, then renewal: String) -> String {
    translations(.paywallIntro, price, duration, renewal)
  }
  /// "10 coins", from the count and its formatted digits.
  public func coins(_ count: Int64, formatted: String) -> String {
    translations.plural(.paywallCoins, count: count, formatted)
  }
}
