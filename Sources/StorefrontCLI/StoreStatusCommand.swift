import AppStoreSimulator
import Catalog
import Catalog
import FoundationEssentials

/// `storefront store status`: the clock, the switches, the storefront and each subscription.
enum StoreStatusCommand {
  struct Report: Encodable {
    var now: String
    var timeRate: String
    var storefront: String
    var askToBuy: Bool
    var interruptedPurchases: Bool
    var billingRetryOnRenewal: Bool
    var gracePeriodDays: Int
    /// How refund requests are decided: rule, approve or decline.
    var refundDecision: String
    /// The App Store Server API faults switched on.
    var apiFaults: [String]
    var nextEvent: String?
    var subscriptions: [Subscription]
    var pendingPurchases: Int
    /// The products taken off sale (`store remove-from-sale`).
    var offSale: [String]
    /// The prices set in the store over the catalog's (`store set-price`, `store price-increase`),
    /// e.g. "com.example.pro.monthly USA 7.99 USD".
    var pricesSet: [String]
  }

  struct Subscription: Encodable {
    var groupId: String
    var originalTransactionId: String
    var productId: String
    var state: String
    var expiresDate: String
    var autoRenew: Bool
    var autoRenewProductId: String
    /// The next renewal's price and currency, e.g. "6.99 USD".
    var renewalPrice: String
    /// 0 while a price increase waits for consent, 1 once consented; nil when none is open.
    var priceIncreaseStatus: Int?
    /// The offer the next renewal is bought with (renewal info's `offerIdentifier`), if any.
    var renewalOfferId: String?
    /// For a family member's access, the purchaser's subscription it follows (its original
    /// transaction id).
    var sharedFrom: String?
    /// For a one-year plan billed monthly, its 12-month commitment, e.g. "payment 3 of 12,
    /// commitment ends 2027-01-01T00:00:00Z, then renews at 65.88 EUR".
    var commitment: String?
  }

  static let stateNames = [1: "subscribed", 2: "expired", 3: "in billing retry", 4: "in grace period", 5: "revoked"]

  static func run(_ store: AppStore, output: StoreOutput) throws(StoreError) -> Int32 {
    let switches = try store.switches()
    let storefront = try store.storefront()
    let subscriptions = try store.subscriptionStatuses().map { status in
      Subscription(
        groupId: status.groupID, originalTransactionId: String(status.originalTransactionID),
        productId: status.productID, state: stateNames[status.state] ?? "\(status.state)",
        expiresDate: DateText.iso(status.expiresDate), autoRenew: status.renewalInfo.autoRenewStatus == 1,
        autoRenewProductId: status.renewalInfo.autoRenewProductId,
        renewalPrice: Price(milliunits: status.renewalInfo.renewalPrice).text(minorDigits: storefront.minorDigits) + " "
          + status.renewalInfo.currency,
        priceIncreaseStatus: status.renewalInfo.priceIncreaseStatus,
        renewalOfferId: status.renewalInfo.offerIdentifier,
        sharedFrom: status.sharedFromOriginalTransactionID.map(String.init),
        commitment: commitmentText(status, minorDigits: storefront.minorDigits))
    }
    let report = Report(
      now: DateText.iso(try store.now()), timeRate: try store.timeRate().name, storefront: try store.storefront().id,
      askToBuy: switches.askToBuy, interruptedPurchases: switches.interruptedPurchases,
      billingRetryOnRenewal: switches.billingRetryOnRenewal, gracePeriodDays: switches.gracePeriodDays,
      refundDecision: try store.refundDecisionMode().name,
      apiFaults: APIFault.allCases.filter(try store.apiFaults().contains).map(\.rawValue),
      nextEvent: try store.nextEventDate().map(DateText.iso), subscriptions: subscriptions,
      pendingPurchases: try store.pendingPurchases().count, offSale: try store.productsOffSale(),
      pricesSet: try store.pricesSet().map { set in
        let info = store.catalog.storefront(set.storefront)
        return "\(set.productID) \(set.storefront) \(set.price.text(minorDigits: info?.minorDigits ?? 2)) "
          + (info?.currency ?? "")
      })
    if output.json {
      JSONOutput.print(report)
      return ExitCode.ok
    }
    StorefrontCommand.printLine("simulated now: \(report.now) (\(report.timeRate)); storefront \(report.storefront)")
    print(
      "ask to buy \(onOff(report.askToBuy)), interrupted purchases \(onOff(report.interruptedPurchases)), "
        + "billing retry \(onOff(report.billingRetryOnRenewal)), grace period \(report.gracePeriodDays) days")
    print(
      "refund decision \(report.refundDecision), api faults "
        + (report.apiFaults.isEmpty ? "off" : report.apiFaults.joined(separator: ", ")))
    for subscription in subscriptions {
      var line = "\(subscription.productId) (\(subscription.originalTransactionId)): \(subscription.state)"
      if let purchaser = subscription.sharedFrom { line += ", shared by the family from \(purchaser)" }
      line +=
        subscription.state == "subscribed" || subscription.state == "in grace period"
        ? ", \(subscription.autoRenew ? "renews" : "ends") \(subscription.expiresDate)" : ""
      if subscription.autoRenewProductId != subscription.productId {
        line += ", then \(subscription.autoRenewProductId)"
      }
      if subscription.autoRenew && subscription.state != "expired" && subscription.state != "revoked" {
        line += " at \(subscription.renewalPrice)"
        if let offer = subscription.renewalOfferId { line += " (offer \(offer))" }
        if subscription.priceIncreaseStatus == 0 { line += " if the customer consents to the price increase" }
      }
      if let commitment = subscription.commitment { line += "; \(commitment)" }
      StorefrontCommand.printLine(line)
    }
    if let next = report.nextEvent { print("next renewal or expiry: \(next)") }
    if !report.offSale.isEmpty { StorefrontCommand.printLine("off sale: " + report.offSale.joined(separator: ", ")) }
    if !report.pricesSet.isEmpty {
      StorefrontCommand.printLine("prices set in the store: " + report.pricesSet.joined(separator: ", "))
    }
    if report.pendingPurchases > 0 {
      let noun = report.pendingPurchases == 1 ? "pending purchase" : "pending purchases"
      print("\(report.pendingPurchases) \(noun) (storefront store pending)")
    }
    return ExitCode.ok
  }

  static func onOff(_ flag: Bool) -> String { flag ? "on" : "off" }

  /// The commitment of a subscription billed monthly, in words; nil for one billed up front.
  static func commitmentText(_ status: StoreSubscriptionStatus, minorDigits: Int) -> String? {
    guard let renewal = status.renewalInfo.commitmentInfo, let ends = renewal.commitmentRenewalDate else { return nil }
    var text = ""
    if let number = status.transaction.commitmentPeriodNumber {
      text = "payment \(number) of \(CommitmentPlan.payments), "
    }
    text += "12-month commitment ends \(DateText.iso(ends))"
    if renewal.commitmentAutoRenewStatus == 1, let price = renewal.commitmentRenewalPrice {
      text +=
        ", then renews at \(Price(milliunits: price).text(minorDigits: minorDigits)) \(status.renewalInfo.currency)"
    } else {
      text += " (cancelled: no next commitment)"
    }
    return text
  }
}
