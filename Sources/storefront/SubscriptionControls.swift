import AppStoreSimulator
import Foundation

/// `store expire|renew|auto-renew SUBSCRIPTION`: SUBSCRIPTION is an original transaction id or
/// a product id of the subscription (as Xcode's controls take a product id).
enum SubscriptionControls {
  static func run(_ store: AppStore, _ action: String, _ arguments: [String], output: StoreOutput)
    throws(StoreError) -> Int32
  {
    let statuses = try store.subscriptionStatuses()
    let key = arguments[0]
    guard
      let status = statuses.first(where: { String($0.originalTransactionID) == key || $0.productID == key })
        ?? statuses.first(where: { store.catalog.product(key)?.subscription?.groupID == $0.groupID })
    else {
      throw .invalidRequest("no subscription matches \"\(key)\"; see storefront store status")
    }
    switch action {
    case "expire":
      try store.expireNow(originalID: status.originalTransactionID)
      return output.done("\(status.productID) (\(status.originalTransactionID)) expired now")
    case "renew":
      try store.endPeriodNow(originalID: status.originalTransactionID)
      return output.done("\(status.productID) (\(status.originalTransactionID)): the period ended now")
    default:
      guard arguments[1] == "on" || arguments[1] == "off" else {
        return StorefrontCommand.usageFailure("auto-renew takes on or off")
      }
      try store.setAutoRenew(originalID: status.originalTransactionID, enabled: arguments[1] == "on")
      return output.done("auto-renew of \(status.productID) is \(arguments[1])")
    }
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
