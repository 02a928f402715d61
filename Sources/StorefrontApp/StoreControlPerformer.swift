import AppStoreSimulator
import Catalog
import Foundation
import Storefront
import TerminalUI

/// The store controls of the app's store screen (like Xcode's transaction manager), carried out on
/// the simulated store; each returns the one line the screen shows.
struct StoreControlPerformer {
  let store: AppStore
  let client: StoreClient

  /// Does `control` and says what happened.
  func perform(_ control: StoreControl) throws -> String {
    switch control {
    case .advanceToNextRenewal:
      let before = try store.now()
      guard let due = try store.nextEventDate() else { return "Nothing is scheduled; the clock stays" }
      let now = try store.advance(by: max(0, due - before))
      let date = Date(timeIntervalSince1970: TimeInterval(now / 1000)).formatted(.iso8601)
      return "Clock advanced to \(date)"
    case .setTimeRate(let rate):
      try store.setTimeRate(rate)
      return "Time rate: \(rate.name)"
    case .approve(let id):
      _ = try store.approve(pending: try pendingID(id))
      return "Ask to Buy \(id) approved"
    case .decline(let id):
      _ = try store.decline(pending: try pendingID(id))
      return "Ask to Buy \(id) declined"
    case .resolveInterrupted(let id):
      _ = try store.resolve(pending: try pendingID(id))
      return "Interrupted purchase \(id) resolved"
    case .setBillingIssue(let on):
      var switches = try store.switches()
      switches.billingRetryOnRenewal = on
      try store.setSwitches(switches)
      return on ? "Billing problem: renewals will fail" : "Billing problem cleared"
    case .setGracePeriod(let on):
      var switches = try store.switches()
      switches.gracePeriodDays = on ? 16 : 0
      try store.setSwitches(switches)
      return on ? "Grace period on (16 days)" : "Grace period off"
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
      return "Transaction \(id) refunded"
    case .setAutoRenew(let productID, let on):
      guard
        let status = try store.subscriptionStatuses(account: client.account).first(where: { $0.productID == productID })
      else { return "No subscription to \(productID)" }
      try store.setAutoRenew(originalID: status.originalTransactionID, enabled: on)
      return on ? "Auto-renew on" : "Auto-renew off: the subscription ends at the end of the period"
    case .changePlan(let productID):
      // Choosing a plan turns auto-renew back on, as the App Store does; a scheduled change
      // would otherwise never happen.
      let group = store.catalog.product(productID)?.subscription?.groupID
      if let status = try store.subscriptionStatuses(account: client.account).first(where: { $0.groupID == group }),
        status.renewalInfo.autoRenewStatus == 0
      {
        try store.setAutoRenew(originalID: status.originalTransactionID, enabled: true)
      }
      let name = store.catalog.product(productID)?.referenceName ?? productID
      switch try client.purchase(productID) {
      case .planChangeScheduled: return "Changes to \(name) at the next renewal; auto-renew is on"
      case .success: return "Changed plan to \(name)"
      // Buying the plan one has cancels a change waiting for the renewal.
      case .alreadyOwned: return AppText.keptPlan(name)
      case .pending: return "Plan change to \(name) waiting for approval"
      case .userCancelled: return "Plan change cancelled"
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
