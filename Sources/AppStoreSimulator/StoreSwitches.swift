/// The store's test switches, like Xcode's StoreKit testing settings. They start from the
/// catalog's `settings` when the store is created and can then be changed with store controls.
public struct StoreSwitches: Sendable, Equatable {
  /// Purchases wait for a parent's approval.
  public var askToBuy: Bool
  /// Purchases are interrupted until the issue is resolved.
  public var interruptedPurchases: Bool
  /// Renewals fail into billing retry.
  public var billingRetryOnRenewal: Bool
  /// Days of billing grace period (0 = off).
  public var gracePeriodDays: Int

  /// The names under which the switches are stored.
  static let names = ["askToBuy", "interruptedPurchases", "billingRetryOnRenewal", "gracePeriodDays"]

  var values: [Int] {
    [askToBuy ? 1 : 0, interruptedPurchases ? 1 : 0, billingRetryOnRenewal ? 1 : 0, gracePeriodDays]
  }

  init(values: [String: Int]) {
    askToBuy = values["askToBuy"] == 1
    interruptedPurchases = values["interruptedPurchases"] == 1
    billingRetryOnRenewal = values["billingRetryOnRenewal"] == 1
    gracePeriodDays = values["gracePeriodDays"] ?? 0
  }

  /// Creates switches.
  public init(askToBuy: Bool, interruptedPurchases: Bool, billingRetryOnRenewal: Bool, gracePeriodDays: Int) {
    self.askToBuy = askToBuy
    self.interruptedPurchases = interruptedPurchases
    self.billingRetryOnRenewal = billingRetryOnRenewal
    self.gracePeriodDays = gracePeriodDays
  }
}
