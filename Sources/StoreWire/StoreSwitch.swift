/// One of the simulated store's on/off test switches, like Xcode's StoreKit testing settings.
public enum StoreSwitch: String, Sendable, Hashable, CaseIterable, Codable {
  /// Purchases wait for a parent's approval.
  case askToBuy
  /// Purchases are interrupted until the customer acts.
  case interruptedPurchases
  /// Renewals fail into billing retry.
  case billingIssue
  /// A failed renewal keeps access for Apple's 16-day grace period.
  case gracePeriod
}
