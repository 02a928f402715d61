public import Catalog
public import FoundationEssentials
public import Localization
public import Paywall
import StoreWire

/// The app's own words around the paywall, from the gettext catalogs (`Sources/Localization/po`):
/// what each state, outcome and result is called, as ``LocalizedText`` or in a given language.
public enum AppText {
  /// "2026-11-29 17:52" in UTC, the same on every machine.
  public static func date(_ date: Date) -> String { UTCDateText(date).minuteText }

  /// The same date in the digits of `words` ("٢٠٢٦-١١-٢٩ ١٧:٥٢" in Arabic in Saudi Arabia).
  public static func date(_ date: Date, _ words: Translations) -> String { words.digits(Self.date(date)) }

  /// "2026-11-29" in UTC in the digits of `words`, where a row has no room for the time.
  public static func day(_ date: Date, _ words: Translations) -> String { words.digits(UTCDateText(date).dayText) }

  /// "2026-11-29 17:52:07" in UTC, for the ticking store clock.
  public static func clock(_ date: Date) -> String { UTCDateText(date).secondText }

  /// The store clock for the status line, in the digits of `words`: seconds only when the clock runs
  /// slower than a minute a second.
  public static func status(_ date: Date, rate: Int, _ words: Translations) -> String {
    words.digits(rate < 60 ? clock(date) : Self.date(date))
  }

  /// The status line's clock when space is short: no year.
  public static func shortStatus(_ date: Date, rate: Int, _ words: Translations) -> String {
    String(status(date, rate: rate, words).dropFirst(5))
  }

  /// A time rate (store seconds per real second) in `words`: "1 s = 1 day", "1秒＝1日"; "×90" when no unit fits.
  public static func rate(_ rate: Int, _ words: Translations) -> String {
    switch rate {
    case 604_800: words(.rateSecondIsWeek)
    case 86_400: words(.rateSecondIsDay)
    case 3_600: words(.rateSecondIsHour)
    case 60: words(.rateSecondIsMinute)
    default: words(.rateTimes, words.number(Int64(rate)))
    }
  }

  /// How a subscription state reads in a list.
  public static func state(_ state: SubscriptionState) -> UIKey {
    switch state {
    case .subscribed: .stateSubscribed
    case .inTrial: .stateInTrial
    case .inBillingRetry: .stateInBillingRetry
    case .inGracePeriod: .stateInGracePeriod
    case .expired: .stateExpired
    // Revoked by a refund: the word the history uses too (this store revokes only purchases, and
    // a purchase is revoked by a refund; Family Sharing's revocations need shared purchases).
    case .revoked: .stateRevoked
    }
  }

  /// How a simulated purchase outcome reads on the purchase sheet.
  public static func outcome(_ outcome: PurchaseOutcome) -> UIKey {
    switch outcome {
    case .success: .outcomeSuccess
    case .userCancelled: .outcomeCancel
    case .failed: .outcomeFailure
    case .askToBuy: .outcomeAskToBuy
    case .interrupted: .outcomeInterrupted
    }
  }

  /// The store controls' `n` line for what the store does next: renew, end a grace period or billing retry, or end a plan.
  public static func advance(_ event: ScheduledStoreEvent) -> UIKey {
    switch event {
    case .renewal: .screenAdvance
    case .gracePeriodEnd: .screenAdvanceToGraceEnd
    case .billingRetryEnd: .screenAdvanceToRetryEnd
    case .expiry: .screenAdvanceToExpiry
    }
  }

  /// A store clock speed's name: "monthly renewal every 30 seconds".
  public static func rateName(_ rate: TimeRate) -> UIKey {
    switch rate {
    case .realTime: .rateRealTime
    case .oneHourIsOneDay: .rateOneHourIsOneDay
    case .thirtyMinutesIsOneDay: .rateThirtyMinutesIsOneDay
    case .fiveMinutesIsOneDay: .rateFiveMinutesIsOneDay
    case .oneMinuteIsOneDay: .rateOneMinuteIsOneDay
    case .thirtySecondsIsOneDay: .rateThirtySecondsIsOneDay
    case .oneSecondIsOneDay: .rateOneSecondIsOneDay
    case .monthlyRenewalEveryHour: .rateMonthlyRenewalEveryHour
    case .monthlyRenewalEveryThirtyMinutes: .rateMonthlyRenewalEveryThirtyMinutes
    case .monthlyRenewalEveryFifteenMinutes: .rateMonthlyRenewalEveryFifteenMinutes
    case .monthlyRenewalEveryFiveMinutes: .rateMonthlyRenewalEveryFiveMinutes
    case .monthlyRenewalEveryThirtySeconds: .rateMonthlyRenewalEveryThirtySeconds
    case .oneRenewalEveryFifteenMinutes: .rateOneRenewalEveryFifteenMinutes
    case .oneRenewalEveryFiveMinutes: .rateOneRenewalEveryFiveMinutes
    case .oneRenewalEveryMinute: .rateOneRenewalEveryMinute
    case .oneRenewalEveryThirtySeconds: .rateOneRenewalEveryThirtySeconds
    case .oneRenewalEveryTenSeconds: .rateOneRenewalEveryTenSeconds
    case .oneRenewalEveryTwoSeconds: .rateOneRenewalEveryTwoSeconds
    }
  }

  /// The plain result of a purchase of `productID`.
  public static func purchase(_ result: PurchaseFeedback, productID: String) -> Banner {
    switch result {
    case .coinsAdded(let added, let total):
      Banner(LocalizedText(.bannerCoinsAdded, .number(added), .number(total), count: added), tone: .success)
    case .unlocked(let entitlementID):
      Banner(
        LocalizedText(.bannerUnlocked, entitlementID.map { .entitlement($0) } ?? .product(productID)), tone: .success)
    case .subscribed(_, let until?):
      Banner(LocalizedText(.bannerSubscribedUntil, .product(productID), .date(until)), tone: .success, until: until)
    case .subscribed(_, nil): Banner(LocalizedText(.bannerSubscribed, .product(productID)), tone: .success)
    case .renewing(_, let date):
      Banner(LocalizedText(.bannerSubscribedRenews, .product(productID), .date(date)), tone: .success, until: date)
    case .pending: Banner(LocalizedText(.bannerPending, .product(productID)), tone: .info)
    case .interrupted: Banner(LocalizedText(.bannerInterrupted, .product(productID)), tone: .info)
    case .cancelled: Banner(LocalizedText(.bannerCancelled), tone: .info)
    case .failed(let reason): Banner(LocalizedText(.bannerFailed, .text(reason)), tone: .failure)
    }
  }

  /// The plain result of a restore.
  public static func restore(_ outcome: RestoreOutcome) -> Banner {
    switch outcome {
    case .restored(let ids) where ids.isEmpty: Banner(LocalizedText(.bannerNothingToRestore), tone: .info)
    case .restored(let ids): Banner(LocalizedText(.bannerRestored, .products(ids)), tone: .success)
    case .nothingToRestore: Banner(LocalizedText(.bannerNothingToRestore), tone: .info)
    case .failed: Banner(LocalizedText(.bannerRestoreFailed), tone: .failure)
    }
  }

  /// The account's note on a plan change waiting for the renewal.
  static func planChangeWaiting(current: String, next: String, on date: Date?, _ words: Translations) -> String {
    guard let date else { return words(.screenPlanChangeWaiting, current, next) }
    return words(.screenPlanChangeWaitingOn, current, next, Self.date(date, words))
  }

  /// Where a plan billed monthly stands in its 12-month commitment: "Pro Yearly: payment 3 of 12, the
  /// commitment renews on 2027-12-09", or that it is not renewed.
  static func commitment(_ line: SubscriptionLine, _ words: Translations) -> String {
    let payment = words.number(Int64(line.commitmentPayment ?? 1))
    let payments = words.number(Int64(CommitmentPlan.payments))
    guard line.willAutoRenew, let ends = line.commitmentEnds else {
      return words(.screenCommitmentEnds, line.title, payment, payments)
    }
    return words(.screenCommitmentRenews, line.title, payment, payments, Self.date(ends, words))
  }

  /// Who buys and where, on the purchase sheet: "Account alice@example.com · device iPhone".
  static func accountAndDevice(account: String, device: String, _ words: Translations) -> String {
    words(.screenAccountAndDevice, account, device)
  }

  /// The account screen's line under its title: "alice@example.com · device iPhone · storefront USA",
  /// without the storefront (which the status line shows) where that is wider than `width` cells.
  static func accountHint(
    account: String, device: String, storefront: String, width: Int = .max, _ words: Translations
  ) -> String {
    let full = words(.screenAccountSummary, account, device, storefront)
    return DisplayWidth.of(full) <= width ? full : words(.screenAccountSummaryShort, account, device)
  }

  /// The store controls' Ask to Buy switch line.
  static func askToBuySwitch(_ on: Bool) -> UIKey { on ? .screenAskToBuyOn : .screenAskToBuyOff }

  /// The store controls' interrupted-purchases switch line.
  static func interruptedSwitch(_ on: Bool) -> UIKey { on ? .screenInterruptedOn : .screenInterruptedOff }

  /// What turning the Ask to Buy switch did.
  public static func askToBuySwitched(_ on: Bool) -> LocalizedText {
    LocalizedText(on ? .controlAskToBuyOn : .controlAskToBuyOff)
  }

  /// What turning the interrupted-purchases switch did.
  public static func interruptedSwitched(_ on: Bool) -> LocalizedText {
    LocalizedText(on ? .controlInterruptedOn : .controlInterruptedOff)
  }

  /// What choosing the current plan again did: the waiting change is off.
  public static func keptPlan(_ productID: String) -> LocalizedText {
    LocalizedText(.controlKeptPlan, .product(productID))
  }

  /// The banner when the store could not be read between keys (the app goes on and tries again).
  public static func storeUnreadable(_ reason: String) -> LocalizedText {
    LocalizedText(.bannerStoreUnreadable, .verbatim(reason))
  }

  static let working = LocalizedText(.bannerWorking)
  static let restoring = LocalizedText(.bannerRestoring)
  static let loading = LocalizedText(.bannerLoading)
  static let notPurchasable = LocalizedText(.bannerNotPurchasable)
  static let nothingSelected = LocalizedText(.bannerNothingSelected)
  static func notEnoughCoins(_ coins: Int64) -> LocalizedText { LocalizedText(.bannerNotEnoughCoins, .number(coins)) }
  static func purchasing(_ productID: String) -> LocalizedText { LocalizedText(.bannerPurchasing, .product(productID)) }
}
