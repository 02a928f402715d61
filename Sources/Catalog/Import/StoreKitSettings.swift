/// The `.storekit` `settings` object mapped onto the catalog's store settings.
struct StoreKitSettings {
  var storefront = "USA"
  var locale: LanguageTag?
  var timeRate = TimeRate.realTime
  var askToBuy = false
  var interruptedPurchases = false
  var billingRetry = false
  var gracePeriodDays = 0
  var failures = FailureInjection()
  var applicationID: Int64?

  /// The grace period used when `_billingGracePeriodEnabled` is on (Xcode has a switch, not a length).
  static let importedGracePeriodDays = 16

  /// `_storeKitErrors` group names and the store APIs they stand for.
  static let errorGroups: [(String, FailureInjection.API)] = [
    ("Load Products", .loadProducts), ("Purchase", .purchase), ("Verification", .verification),
    ("App Store Sync", .appStoreSync), ("Subscription Status", .subscriptionStatus),
    ("App Transaction", .appTransaction),
    ("Manage Subscriptions Sheet", .manageSubscriptions), ("Refund Request Sheet", .refundRequest),
    ("Offer Code Redeem Sheet", .offerCodeRedeem),
  ]

  /// Reads `settings` (absent: all defaults), appending a note for each default it applies.
  static func read(_ object: ObjectReader?, log: DiagnosticLog, notes: inout [String]) -> StoreKitSettings {
    var result = StoreKitSettings()
    guard let settings = object else { return result }
    if let code = settings.string("_storefront") { result.storefront = code }
    // A file synced from App Store Connect has that storefront's own prices; in a hand-made one
    // they are whatever was typed, which Xcode shows in the storefront's currency unconverted.
    if result.storefront != "USA" && settings.optional("_lastSynchronizedDate") == nil {
      notes.append(
        "settings._storefront is \(result.storefront): the file's prices are taken as that storefront's own, "
          + "in its currency, as Xcode shows them (it does not convert them); check they are not USD figures")
    }
    if let locale = settings.string("_locale") {
      let tag = locale.replacingOccurrences(of: "_", with: "-")
      if LanguageTagRules.problem(tag) == nil { result.locale = LanguageTag(tag) }
    }
    if let rate = settings.integer("_timeRate", in: Int64.min...Int64.max) {
      if let known = TimeRate(rawValue: Int(rate)) {
        result.timeRate = known
      } else {
        notes.append("settings._timeRate \(rate) is not a known Xcode time rate; using realTime")
      }
    }
    result.askToBuy = settings.bool("_askToBuyEnabled", default: false)
    result.interruptedPurchases = settings.bool("_billingIssuesEnabled", default: false)
    result.billingRetry = settings.bool("_renewalBillingIssuesEnabled", default: false)
    if settings.bool("_billingGracePeriodEnabled", default: false) {
      result.gracePeriodDays = importedGracePeriodDays
      notes.append("settings._billingGracePeriodEnabled: using a \(importedGracePeriodDays)-day grace period")
    }
    if let text = settings.string("_applicationInternalID"), let id = Int64(text), id > 0 { result.applicationID = id }
    if settings.bool("_failTransactionsEnabled", default: false) {
      let code = settings.integer("_storeKitError", in: Int64.min...Int64.max) ?? 0
      result.failures.errors[.purchase] = purchaseError(forSKErrorCode: code)
    }
    for (index, element) in (settings.array("_storeKitErrors") ?? []).enumerated() {
      guard let entry = ObjectReader(element, path: settings.path("_storeKitErrors").appending(index), log: log),
        entry.bool("enabled", default: false), let name = entry.string("name"),
        let api = errorGroups.first(where: { $0.0 == name })?.1
      else { continue }
      var error: StoreErrorCode = api == .verification ? .invalidSignature : .unknown
      if let current = entry.optional("current"), let text = current.string,
        let named = StoreErrorCode(rawValue: text), api.allowedErrors.contains(named)
      {
        error = named
      } else {
        notes.append("settings._storeKitErrors \"\(name)\" is enabled; injecting \"\(error.rawValue)\"")
      }
      result.failures.errors[api] = error
    }
    return result
  }

  /// The purchase error for an `SKErrorCode` number from `_storeKitError`.
  static func purchaseError(forSKErrorCode code: Int64) -> StoreErrorCode {
    switch code {
    case 2: .userCancelled
    case 4: .paymentsNotAllowed
    case 5: .productUnavailable
    case 7: .networkError
    default: .unknown
    }
  }
}
