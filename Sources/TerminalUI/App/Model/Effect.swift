public import Catalog
public import StoreWire

/// Work the runtime does for the reducer, as data so tests can assert it exactly.
public enum Effect: Sendable, Equatable {
  /// Read the account, device and store again and send `.accountLoaded`.
  case loadAccount
  /// Buy a product with the simulated outcome, billed up front or (a one-year plan that has one)
  /// monthly with a 12-month commitment; send `.purchaseFinished`.
  case purchase(productID: String, outcome: PurchaseOutcome, billingPlan: BillingPlanType = .billedUpFront)
  /// Restore (sync) purchases; send `.restoreFinished`.
  case restore
  /// Redeem an offer code (as typed); send `.redemptionFinished`.
  case redeemOfferCode(String)
  /// Spend coins on the device; send `.controlFinished` or `.failed`.
  case spend(Int64)
  /// Act on the simulated store; send `.controlFinished` or `.failed`.
  case store(StoreControl)
  /// Open a link (OSC 8 where supported; the screen already shows the address).
  case openLink(String)
  /// Make the account shop in another storefront.
  case switchStorefront(String)
  /// Remember the language the person chose.
  case switchLanguage(String)
  /// Use another device of the account.
  case switchDevice(String)
  /// Delete the app's state on this device, as deleting and reinstalling the app does.
  case reinstall
  /// Leave the app and restore the terminal.
  case quit
}

/// The outcome the simulated store gives the next purchase (for demos and tests).

/// An action on the simulated store (Xcode's transaction manager, in the terminal).
public enum StoreControl: Sendable, Equatable {
  case advanceToNextRenewal
  case setTimeRate(TimeRate)
  case approve(String)
  case decline(String)
  case resolveInterrupted(String)
  case setBillingIssue(Bool)
  case setGracePeriod(Bool)
  /// Turns the store's Ask to Buy switch on or off: purchases then wait for a parent's approval.
  case setAskToBuy(Bool)
  /// Turns the store's interrupted-purchases switch on or off: purchases then wait to be resolved.
  case setInterruptedPurchases(Bool)
  case refund(UInt64)
  case setAutoRenew(productID: String, Bool)
  case changePlan(productID: String)
  /// Sets how the store decides customers' refund requests.
  case setRefundDecision(RefundDecision)
  /// Switches a fault of the store's App Store Server API on or off.
  case setAPIFault(ServerAPIFault, Bool)
  /// The customer asks for a refund of a transaction: `CONSUMPTION_REQUEST` goes out, and the
  /// store decides when the developer's consumption information arrives or the window ends.
  case requestRefund(UInt64)
}
