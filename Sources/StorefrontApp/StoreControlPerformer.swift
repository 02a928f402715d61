import AppStoreSimulator
import Catalog
import FoundationEssentials
import Storefront
import TerminalUI

/// The store controls of the app's store screen (like Xcode's transaction manager), carried out on
/// the simulated store; each returns the one line the screen shows.
struct StoreControlPerformer {
  let store: AppStore
  let client: StoreClient

  /// Does `control` and says what happened.
  func perform(_ control: StoreControl) throws -> LocalizedText {
    switch control {
    case .advanceToNextRenewal:
      let before = try store.now()
      guard let due = try store.nextEventDate() else { return LocalizedText(.controlNothingScheduled) }
      let now = try store.advance(by: max(0, due - before))
      return LocalizedText(.controlClockAdvanced, .date(Date(timeIntervalSince1970: TimeInterval(now / 1000))))
    case .setTimeRate(let rate):
      try store.setTimeRate(rate)
      return LocalizedText(.controlTimeRate, .text(LocalizedText(AppText.rateName(rate))))
    case .approve(let id):
      _ = try store.approve(pending: try pendingID(id))
      return LocalizedText(.controlApproved, .verbatim(id))
    case .decline(let id):
      _ = try store.decline(pending: try pendingID(id))
      return LocalizedText(.controlDeclined, .verbatim(id))
    case .resolveInterrupted(let id):
      _ = try store.resolve(pending: try pendingID(id))
      return LocalizedText(.controlResolved, .verbatim(id))
    case .setBillingIssue(let on):
      var switches = try store.switches()
      switches.billingRetryOnRenewal = on
      try store.setSwitches(switches)
      return LocalizedText(on ? .controlBillingOn : .controlBillingOff)
    case .setGracePeriod(let on):
      var switches = try store.switches()
      switches.gracePeriodDays = on ? 16 : 0
      try store.setSwitches(switches)
      return LocalizedText(on ? .controlGraceOn : .controlGraceOff)
    case .setAskToBuy(let on):
      var switches = try store.switches()
      switches.askToBuy = on
      try store.setSwitches(switches)
      return AppText.askToBuySwitched(on)
    case .setInterruptedPurchases(let on):
      var switches = try store.switches()
      switches.interruptedPurchases = on
      try store.setSwitches(switches)
      return AppText.interruptedSwitched(on)
    case .refund(let id):
      _ = try store.refund(transactionID: Int64(id))
      return LocalizedText(.controlRefunded, .verbatim(String(id)))
    case .setRefundDecision(let decision):
      try store.setRefundDecisionMode(decision.storeMode)
      return AppText.refundDecisionSwitched(decision)
    case .setAPIFault(let fault, let on):
      try store.setAPIFault(fault.storeFault, on: on)
      return AppText.apiFaultSwitched(fault, on: on)
    case .requestRefund(let id):
      let request = try store.requestRefund(transactionID: Int64(id))
      return LocalizedText(
        .controlRefundRequested, .product(request.productID), .date(AccountLoader.date(request.deadline)))
    case .setAutoRenew(let productID, let on):
      guard
        let status = try store.subscriptionStatuses(account: client.account).first(where: { $0.productID == productID })
      else { return LocalizedText(.controlNoSubscription, .product(productID)) }
      try store.setAutoRenew(originalID: status.originalTransactionID, enabled: on)
      return LocalizedText(on ? .controlAutoRenewOn : .controlAutoRenewOff)
    case .changePlan(let productID):
      // Choosing a plan turns auto-renew back on, as the App Store does; a scheduled change
      // would otherwise never happen.
      let group = store.catalog.product(productID)?.subscription?.groupID
      if let status = try store.subscriptionStatuses(account: client.account).first(where: { $0.groupID == group }),
        status.renewalInfo.autoRenewStatus == 0
      {
        try store.setAutoRenew(originalID: status.originalTransactionID, enabled: true)
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

  private func pendingID(_ text: String) throws -> Int64 {
    guard let id = Int64(text) else { throw StoreControlError(message: "not a pending purchase id: \(text)") }
    return id
  }
}

/// A store control that could not be carried out.
struct StoreControlError: Error, CustomStringConvertible {
  var message: String
  var description: String { message }
}
