public import Foundation
public import Paywall

/// The app's own words (chrome around the localized paywall), in one place; English for now.
public enum AppText {
  /// "2026-11-29 17:52" in UTC, the same on every machine.
  public static func date(_ date: Date) -> String { UTCDateText(date).minuteText }

  /// "2026-11-29 17:52:07" in UTC, for the ticking store clock.
  public static func clock(_ date: Date) -> String { UTCDateText(date).secondText }

  /// The store clock for the status line: seconds only when the clock runs slower than a minute a second.
  public static func status(_ date: Date, rate: Int) -> String {
    rate < 60 ? clock(date) : Self.date(date)
  }

  /// The status line's clock when space is short: no year.
  public static func shortStatus(_ date: Date, rate: Int) -> String {
    String(status(date, rate: rate).dropFirst(5))
  }

  /// A time rate as "1s=1d" (one real second is one store day), "x90" when no unit fits.
  public static func rate(_ rate: Int) -> String {
    let units: [(Int, String)] = [(604_800, "1w"), (86_400, "1d"), (3_600, "1h"), (60, "1m"), (1, "1s")]
    if let unit = units.first(where: { $0.0 == rate }) { return "1s=\(unit.1)" }
    return "x\(rate)"
  }

  /// How a subscription state reads in a list.
  public static func state(_ state: SubscriptionState) -> String {
    switch state {
    case .subscribed: "subscribed"
    case .inTrial: "in trial"
    case .inBillingRetry: "billing retry"
    case .inGracePeriod: "grace period"
    case .expired: "expired"
    // Revoked by a refund: the word the history uses too (this store revokes only purchases, and
    // a purchase is revoked by a refund; Family Sharing's revocations need shared purchases).
    case .revoked: refunded
    }
  }

  /// How a simulated purchase outcome reads on the purchase sheet.
  public static func outcome(_ choice: PurchaseChoice) -> String {
    switch choice {
    case .success: "Success"
    case .cancel: "Cancelled by the person"
    case .failure: "Failure (network error)"
    case .askToBuy: "Ask to Buy (needs approval)"
    case .interrupted: "Interrupted"
    }
  }

  /// The plain result of a purchase of `title`.
  public static func purchase(_ result: PurchaseResult, title: String) -> Banner {
    switch result {
    case .coinsAdded(let added, let total): Banner("+\(added) coins (\(total) total)", tone: .success)
    case .unlocked(let name): Banner("\(name) unlocked", tone: .success)
    case .subscribed(let title, let until):
      Banner("Subscribed to \(title)" + (until.map { " until \(date($0))" } ?? ""), tone: .success, until: until)
    case .pending: Banner("Waiting for approval (Ask to Buy): \(title)", tone: .info)
    case .interrupted: Banner("Purchase interrupted: \(title) (resolve it in store controls, s)", tone: .info)
    case .cancelled: Banner("Purchase cancelled", tone: .info)
    case .failed(let reason): Banner("Purchase failed: \(reason)", tone: .failure)
    }
  }

  /// The plain result of a restore.
  public static func restore(_ outcome: RestoreOutcome) -> Banner {
    switch outcome {
    case .restored(let names) where names.isEmpty: Banner("Nothing to restore", tone: .info)
    case .restored(let names): Banner("Restored: " + names.joined(separator: ", "), tone: .success)
    case .nothingToRestore: Banner("Nothing to restore", tone: .info)
    case .failed: Banner("Restore failed — press R to retry", tone: .failure)
    }
  }

  /// The account's note on a plan change waiting for the renewal.
  public static func planChangeWaiting(current: String, next: String, on date: Date?) -> String {
    guard let date else { return "\(current) changes to \(next) at the next renewal." }
    return "\(current) changes to \(next) at the next renewal on \(Self.date(date))."
  }

  /// The key that undoes a waiting plan change, under the note.
  public static func keepPlanHint(_ current: String) -> String { "p keeps \(current)" }

  /// What choosing the current plan again did: the waiting change is off.
  public static func keptPlan(_ name: String) -> String {
    "\(name) stays: the plan change at the next renewal is cancelled"
  }

  /// Help for `p` on the account screen.
  static let changePlanHelp = "Change plan (or keep it when a change waits)"

  /// Help's scope of a key that works on every screen but the paywall (Esc back).
  static let helpScopeOtherScreens = "other screens"
  /// Help's scope of a key that works on the main screens but one ("main, not store").
  static func helpScopeMain(except screen: String) -> String { "main, not \(screen)" }

  /// A refunded transaction or subscription, in the history's status column and the account's state.
  static let refunded = "refunded"

  /// Who buys and where, on the purchase sheet: "Account alice@example.com · device iPhone".
  static func accountAndDevice(account: String, device: String) -> String {
    "Account \(account) · device \(device)"
  }

  /// The account screen's line under its title: "alice@example.com · device iPhone · storefront USA".
  static func accountHint(account: String, device: String, storefront: String) -> String {
    "\(account) · device \(device) · storefront \(storefront)"
  }

  static let working = "Working…"
  /// Help for Esc on the paywall, its close control.
  static let dismissPaywallHelp = "Not now: close the paywall and go to the app (account)"
  static let restoring = "Restoring purchases…"
  static let loading = "Loading account…"
  static let notPurchasable = "This plan cannot be bought now"
  static let nothingSelected = "Nothing chosen"
  static func notEnoughCoins(_ coins: Int64) -> String { "Not enough coins (\(coins))" }
  static func purchasing(_ title: String) -> String { "Purchasing \(title)…" }

  // MARK: - Store controls: the Ask to Buy and interrupted-purchase switches, refunds

  /// The store controls' Ask to Buy switch line.
  static func askToBuySwitch(_ on: Bool) -> String {
    on ? "Ask to Buy: on (new purchases wait for approval)" : "Ask to Buy: off"
  }

  /// The store controls' interrupted-purchases switch line.
  static func interruptedSwitch(_ on: Bool) -> String {
    on ? "Interrupted purchases: on (new purchases wait to be resolved)" : "Interrupted purchases: off"
  }

  /// What turning the Ask to Buy switch did.
  public static func askToBuySwitched(_ on: Bool) -> String {
    on ? "Ask to Buy on: new purchases wait for approval" : "Ask to Buy off"
  }

  /// What turning the interrupted-purchases switch did.
  public static func interruptedSwitched(_ on: Bool) -> String {
    on ? "Interrupted purchases on: new purchases wait to be resolved" : "Interrupted purchases off"
  }

  /// Help for `A` on the store controls.
  static let helpAskToBuy = "Ask to Buy for new purchases on/off"
  /// Help for `x` on the store controls.
  static let helpInterrupted = "Interrupted purchases on/off"
  /// Help for `f` on the store controls.
  static let helpRefundSelected = "Refund the chosen transaction (asks first)"
  /// Help for `f` on the account.
  static let helpRequestRefund = "Request a refund (asks first)"
  /// Help for Enter in the refund dialog.
  static let helpConfirmRefund = "Refund the transaction"
  /// The refund dialog's footer entry for Enter.
  static let footerConfirmRefund = "Enter refund"

  /// What a refunded transaction is called in the store controls' list (where others say "Transaction").
  static let refundedMark = "Refunded"
  /// Said when `f` is pressed on a transaction that was already refunded.
  static func alreadyRefunded(_ title: String) -> String { "\(title) is already refunded" }

  /// The refund dialog's title.
  static let refundTitle = "Refund"
  /// The refund dialog's question: the product and when it was bought.
  static func refundQuestion(title: String, date: String) -> String { "Refund \(title) (\(date))?" }
  /// The refund dialog's line on what a refund does.
  static let refundConsequence = "The store takes back what it granted, at once."
  /// The refund dialog's keys.
  static let refundKeys = "Enter refunds    Esc keeps it"

  /// The banner when the store could not be read between keys (the app goes on and tries again).
  public static func storeUnreadable(_ reason: String) -> String { "The store could not be read: \(reason)" }
}
