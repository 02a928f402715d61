import AppStoreSimulator
import Catalog
import FoundationEssentials

/// `store expire|renew|auto-renew|price-increase|price-consent SUBSCRIPTION ...`: SUBSCRIPTION is
/// an original transaction id or a product id of the subscription (as Xcode's controls take a
/// product id).
enum SubscriptionControls {
  static func run(
    _ store: AppStore, _ action: String, _ arguments: [String], parsed: ParsedArguments, output: StoreOutput
  ) throws(StoreError) -> Int32 {
    // The controls change the account's own subscriptions; one the family shares follows its purchaser.
    let statuses = try store.subscriptionStatuses().filter { $0.sharedFromOriginalTransactionID == nil }
    let key = arguments[0]
    guard
      let status = statuses.first(where: { String($0.originalTransactionID) == key || $0.productID == key })
        ?? statuses.first(where: { store.catalog.product(key)?.subscription?.groupID == $0.groupID })
    else {
      throw .invalidRequest("no subscription matches \"\(key)\"; see storefront store status")
    }
    switch action {
    case "expire":
      let ended = try store.lapse(originalID: status.originalTransactionID)
      return output.done(
        "\(status.productID) (\(status.originalTransactionID)): auto-renew off; the store's clock moved to the end "
          + "of its paid period, \(DateText.iso(ended)), where it expired")
    case "renew":
      try store.endPeriodNow(originalID: status.originalTransactionID)
      return output.done("\(status.productID) (\(status.originalTransactionID)): the period ended now")
    case "price-increase":
      return try increasePrice(store, status, arguments[1], consentRequired: !parsed.flag("no-consent"), output: output)
    case "price-consent":
      guard arguments[1] == "accept" || arguments[1] == "decline" else {
        return StorefrontCommand.usageFailure("price-consent takes accept or decline")
      }
      try store.respondToPriceIncrease(originalID: status.originalTransactionID, consent: arguments[1] == "accept")
      return output.done(
        arguments[1] == "accept"
          ? "\(status.productID) (\(status.originalTransactionID)): the customer consented; renewals charge the new price"
          : "\(status.productID) (\(status.originalTransactionID)): the customer declined; auto-renew is off")
    default:
      guard arguments[1] == "on" || arguments[1] == "off" else {
        return StorefrontCommand.usageFailure("auto-renew takes on or off")
      }
      try store.setAutoRenew(originalID: status.originalTransactionID, enabled: arguments[1] == "on")
      return output.done("auto-renew of \(status.productID) is \(arguments[1])")
    }
  }
}

extension SubscriptionControls {
  /// `store price-increase SUBSCRIPTION PRICE [--no-consent]`, PRICE a decimal in the account
  /// storefront's currency.
  static func increasePrice(
    _ store: AppStore, _ status: StoreSubscriptionStatus, _ text: String, consentRequired: Bool, output: StoreOutput
  ) throws(StoreError) -> Int32 {
    let storefront = try store.storefront()
    let price: Price
    switch PriceRules.parse(text, minorDigits: storefront.minorDigits, currency: storefront.currency) {
    case .success(let parsed): price = parsed
    case .failure(let problem):
      return StorefrontCommand.usageFailure("price-increase: \(problem.message) (\(storefront.currency))")
    }
    try store.increasePrice(originalID: status.originalTransactionID, to: price, consentRequired: consentRequired)
    let amount = "\(price.text(minorDigits: storefront.minorDigits)) \(storefront.currency)"
    return output.done(
      consentRequired
        ? "\(status.productID) (\(status.originalTransactionID)): renews at \(amount) if the customer consents "
          + "(store price-consent \(status.originalTransactionID) accept|decline)"
        : "\(status.productID) (\(status.originalTransactionID)): renews at \(amount); the customer was notified")
  }
}

/// `store billing-issue|grace-period|ask-to-buy|interrupted VALUE`: the store's test switches.
enum SwitchControls {
  static func run(_ store: AppStore, _ name: String, _ value: String, output: StoreOutput) throws(StoreError) -> Int32 {
    var switches = try store.switches()
    if name == "grace-period" {
      guard let days = Int(value) else { return StorefrontCommand.usageFailure("grace-period takes 0, 3, 16 or 28") }
      switches.gracePeriodDays = days
    } else {
      guard value == "on" || value == "off" else { return StorefrontCommand.usageFailure("\(name) takes on or off") }
      let flag = value == "on"
      switch name {
      case "billing-issue": switches.billingRetryOnRenewal = flag
      case "ask-to-buy": switches.askToBuy = flag
      default: switches.interruptedPurchases = flag
      }
    }
    try store.setSwitches(switches)
    return output.done("\(name) is now \(value)")
  }
}
