import Catalog
import Foundation
import Paywall
import TerminalUI
import ScreenGeometry

/// A fixed environment, clock and account for app tests, over the shipped catalog.
enum AppFixture {
  /// 2026-11-29 17:52:07 UTC.
  static let now = Date(timeIntervalSince1970: 1_795_974_727)

  /// The shipped catalog's environment with the default switchers.
  static let environment = AppEnvironment(catalog: PaywallFixture.catalog)

  /// The first state at `columns` x `rows` on the default paywall in USA, English.
  static func state(columns: Int = 80, rows: Int = 24, paywall: String = "default") -> AppState {
    try! AppState(
      environment: environment, paywallID: paywall, storefrontID: "USA", language: LanguageTag("en"),
      size: ScreenSize(columns: columns, rows: rows))
  }

  /// The state with `account` loaded and the clock at `now`.
  static func loaded(_ account: AccountSnapshot = newcomer, columns: Int = 80, rows: Int = 24) -> AppState {
    var state = state(columns: columns, rows: rows)
    state.open(account, at: now, environment: environment)
    return state
  }

  /// A new account: nothing bought yet.
  static let newcomer = AccountSnapshot(
    device: "iPhone", account: "alice@example.com", storefrontID: "USA", coins: 0, premiumUnlocked: false,
    store: StoreSnapshot(now: now, timeRate: 86_400, rate: .monthlyRenewalEveryFifteenMinutes))

  /// An account with coins, Premium, a yearly Pro in trial, history and things waiting in the store.
  static let subscriber = AccountSnapshot(
    device: "iPhone", account: "alice@example.com", storefrontID: "USA", coins: 20, premiumUnlocked: true,
    subscriptions: [
      SubscriptionLine(
        productID: "com.example.pro.yearly", title: "Pro Yearly", groupID: "pro", state: .inTrial,
        renewsOrExpires: now.addingTimeInterval(7 * 86_400), willAutoRenew: true),
      SubscriptionLine(
        productID: "com.example.pro.monthly", title: "Pro Monthly", groupID: "pro", state: .expired,
        renewsOrExpires: now.addingTimeInterval(-30 * 86_400), willAutoRenew: false),
    ],
    history: [
      HistoryLine(
        transactionID: 1003, productID: "com.example.pro.yearly", title: "Pro Yearly", orderID: "MJ5NYLBSQ4",
        purchaseDate: now,
        verified: true, verificationNote: "chain to the pinned root, ES256",
        header: "{\n  \"alg\" : \"ES256\",\n  \"x5c\" : [ \"MIIB…\" ]\n}",
        payload: "{\n  \"productId\" : \"com.example.pro.yearly\",\n  \"transactionId\" : \"1003\"\n}"),
      HistoryLine(
        transactionID: 1002, productID: "com.iaptutorial.premium", title: "Unlock Premium Version",
        orderID: "MNQVZU9CLQ", purchaseDate: now.addingTimeInterval(-3_600), verified: true),
      HistoryLine(
        transactionID: 1001, productID: "com.iaptutorial.coins", title: "10 Coins", orderID: "MAE8SNDKG5",
        purchaseDate: now.addingTimeInterval(-7_200), quantity: 2, verified: true),
    ],
    store: StoreSnapshot(
      now: now, timeRate: 86_400, rate: .monthlyRenewalEveryFifteenMinutes,
      nextRenewal: now.addingTimeInterval(7 * 86_400),
      pendingApprovals: [PendingLine(id: "ask-1", productID: "com.iaptutorial.coins", title: "10 Coins")],
      interrupted: [PendingLine(id: "int-1", productID: "com.iaptutorial.premium", title: "Unlock Premium Version")]),
    customer: CustomerContext(
      activeSubscriptions: ["com.example.pro.yearly"], introUsedGroups: ["pro"],
      ownedProducts: ["com.iaptutorial.premium"]))

  /// The subscriber, with the server-side flows under way: a refund request waiting and one
  /// declined, the yearly plan extended twice (once by a mass extension), every refund request
  /// granted, and the rate-limit fault of the store's server on.
  static var serverFlows: AccountSnapshot {
    var account = subscriber
    account.store.refundDecision = .approve
    account.store.refundRequests = [
      RefundRequestLine(
        transactionID: 1002, productID: "com.iaptutorial.premium", title: "Unlock Premium Version",
        deadline: now.addingTimeInterval(12 * 3_600)),
      RefundRequestLine(
        transactionID: 1001, productID: "com.iaptutorial.coins", title: "10 Coins", deadline: now, state: .declined),
    ]
    account.store.renewalExtensions = [
      RenewalExtensionLine(
        originalTransactionID: 1003, productID: "com.example.pro.yearly", title: "Pro Yearly", days: 1,
        renewalDate: now.addingTimeInterval(8 * 86_400)),
      RenewalExtensionLine(
        originalTransactionID: 1003, productID: "com.example.pro.yearly", title: "Pro Yearly", days: 5,
        renewalDate: now.addingTimeInterval(13 * 86_400), isMassExtension: true),
    ]
    account.store.apiFaults = [.rateLimit]
    return account
  }

  /// Reduces `keys` in order and returns every effect.
  @discardableResult
  static func press(_ keys: Key..., on state: inout AppState) -> [Effect] {
    keys.flatMap { AppReducer.reduce(into: &state, action: .event(.key($0)), environment: environment) }
  }
}
