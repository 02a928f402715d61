import Catalog
import FoundationEssentials
import Storefront
import StoreWire
import TerminalUI

/// The store controls of the app's store screen (like Xcode's transaction manager), carried out
/// through the store-controls protocol; each returns the one line the screen shows.
struct StoreControlPerformer {
  let controls: any StoreControls
  let client: StoreClient

  /// Does `control` and says what happened.
  func perform(_ control: StoreControl) throws -> LocalizedText {
    switch control {
    case .advanceToNextRenewal:
      guard let now = try controls.advanceToNextEvent() else { return LocalizedText(.controlNothingScheduled) }
      return LocalizedText(.controlClockAdvanced, .date(Date(timeIntervalSince1970: TimeInterval(now / 1000))))
    case .setTimeRate(let rate):
      try controls.setTimeRate(rate)
      return LocalizedText(.controlTimeRate, .text(LocalizedText(AppText.rateName(rate))))
    case .approve(let id):
      try controls.approve(pending: try pendingID(id))
      return LocalizedText(.controlApproved, .verbatim(id))
    case .decline(let id):
      try controls.decline(pending: try pendingID(id))
      return LocalizedText(.controlDeclined, .verbatim(id))
    case .resolveInterrupted(let id):
      try controls.resolve(pending: try pendingID(id))
      return LocalizedText(.controlResolved, .verbatim(id))
    case .setBillingIssue(let on):
      try controls.setSwitch(.billingIssue, on: on)
      return LocalizedText(on ? .controlBillingOn : .controlBillingOff)
    case .setGracePeriod(let on):
      try controls.setSwitch(.gracePeriod, on: on)
      return LocalizedText(on ? .controlGraceOn : .controlGraceOff)
    case .setAskToBuy(let on):
      try controls.setSwitch(.askToBuy, on: on)
      return AppText.askToBuySwitched(on)
    case .setInterruptedPurchases(let on):
      try controls.setSwitch(.interruptedPurchases, on: on)
      return AppText.interruptedSwitched(on)
    case .refund(let id):
      try controls.refund(transactionID: try storeID(id))
      return LocalizedText(.controlRefunded, .verbatim(String(id)))
    case .setRefundDecision(let decision):
      try controls.setRefundDecision(decision)
      return AppText.refundDecisionSwitched(decision)
    case .setAPIFault(let fault, let on):
      try controls.setServerFault(fault, on: on)
      return AppText.apiFaultSwitched(fault, on: on)
    case .requestRefund(let id):
      let request = try controls.requestRefund(transactionID: try storeID(id))
      return LocalizedText(
        .controlRefundRequested, .product(request.productID), .date(AccountLoader.date(request.deadline)))
    case .setAutoRenew(let productID, let on):
      guard let status = try subscription(where: { $0.productID == productID }) else {
        return LocalizedText(.controlNoSubscription, .product(productID))
      }
      try controls.setAutoRenew(originalTransactionID: status.originalID, on: on)
      return LocalizedText(on ? .controlAutoRenewOn : .controlAutoRenewOff)
    case .changePlan(let productID):
      // Choosing a plan turns auto-renew back on, as the App Store does; a scheduled change
      // would otherwise never happen.
      let group = client.catalog.product(productID)?.subscription?.groupID
      if let status = try subscription(where: { $0.groupID == group }), !status.willAutoRenew {
        try controls.setAutoRenew(originalTransactionID: status.originalID, on: true)
      }
      switch try client.purchase(productID) {
      case .planChangeScheduled: return LocalizedText(.controlPlanChangeScheduled, .product(productID))
      case .success: return LocalizedText(.controlPlanChanged, .product(productID))
      // Buying the plan one has cancels a change waiting for the renewal.
      case .alreadyOwned: return AppText.keptPlan(productID)
      case .pending: return LocalizedText(.controlPlanChangePending, .product(productID))
      case .userCancelled: return LocalizedText(.controlPlanChangeCancelled)
      }
    }
  }

  /// A subscription of this account as its verified status says it, for the controls that act on one.
  private struct Subscription {
    var groupID: String
    var productID: String
    var originalID: Int64
    var willAutoRenew: Bool
  }

  /// The first of the account's subscriptions (verified) that `matches`.
  private func subscription(where matches: (Subscription) -> Bool) throws -> Subscription? {
    try client.subscriptionStatuses().lazy.compactMap { status -> Subscription? in
      // The controls change the account's own subscriptions, not one the family shares with it.
      guard let transaction = status.transaction.verifiedValue, !transaction.isFamilyShared,
        let originalID = Int64(exactly: transaction.originalID)
      else { return nil }
      return Subscription(
        groupID: status.groupID, productID: transaction.productID, originalID: originalID,
        willAutoRenew: status.renewalInfo.verifiedValue?.willAutoRenew ?? false)
    }.first(where: matches)
  }

  private func pendingID(_ text: String) throws -> Int64 {
    guard let id = Int64(text) else { throw StoreControlError(message: "not a pending purchase id: \(text)") }
    return id
  }

  private func storeID(_ id: UInt64) throws -> Int64 {
    guard let value = Int64(exactly: id) else {
      throw StoreControlError(message: "not a transaction of this store: \(id)")
    }
    return value
  }
}

/// A store control that could not be carried out.
struct StoreControlError: Error, CustomStringConvertible {
  var message: String
  var description: String { message }
}
