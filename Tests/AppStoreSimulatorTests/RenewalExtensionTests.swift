import AppStoreSimulator
import Foundation
import Testing

/// Extending renewal dates, one subscription or all of a product's: Apple's limits, the
/// notifications, and the new date in renewals and renewal info.
struct RenewalExtensionTests {
  static let day = StoreFixture.day
  static let monthly = "com.example.pro.monthly"
  let fixture: StoreFixture
  var store: AppStore { fixture.store }

  init() throws { fixture = try StoreFixture() }

  func code(_ body: () throws -> Void) -> Int? {
    do { try body() } catch { if case .rejected(let code, _)? = error as? StoreAPIError { return code.rawValue } }
    return nil
  }

  @Test func anExtensionMovesTheRenewalAndSendsRenewalExtended() throws {
    let bought = try #require(try store.purchase(PurchaseRequest(productID: Self.monthly)).transaction)
    let expires = try #require(bought.expiresDate)
    let result = try store.extendRenewal(
      originalTransactionID: bought.originalID, days: 10, reason: 1, requestIdentifier: "first")
    #expect(result.success && result.effectiveDate == expires + 10 * Self.day)
    let notification = try #require(try fixture.decodedNotifications().last)
    #expect(notification.kind == "RENEWAL_EXTENDED")
    #expect(notification.transaction?["expiresDate"] as? Int64 == expires + 10 * Self.day)
    #expect(try fixture.renewalInfo()?["renewalDate"] as? Int64 == expires + 10 * Self.day)
    // The same request again does not extend twice.
    let again = try store.extendRenewal(
      originalTransactionID: bought.originalID, days: 10, reason: 1, requestIdentifier: "first")
    #expect(again == result)
    // No renewal at the old date; one at the new.
    try store.advance(by: expires - StoreFixture.start + Self.day)
    #expect(try store.allTransactions().count == 1)
    try store.advance(by: 10 * Self.day)
    #expect(try store.allTransactions().count == 2)
    #expect(try store.allTransactions().last?.purchaseDate == expires + 10 * Self.day)
  }

  @Test func applesLimitsAreKept() throws {
    let bought = try #require(try store.purchase(PurchaseRequest(productID: Self.monthly)).transaction)
    let id = bought.originalID
    #expect(
      code { _ = try store.extendRenewal(originalTransactionID: id, days: 91, reason: 0, requestIdentifier: "a") }
        == 4_000_009)
    #expect(
      code { _ = try store.extendRenewal(originalTransactionID: id, days: 0, reason: 0, requestIdentifier: "a") }
        == 4_000_009)
    #expect(
      code { _ = try store.extendRenewal(originalTransactionID: id, days: 5, reason: 4, requestIdentifier: "a") }
        == 4_000_010)
    #expect(
      code { _ = try store.extendRenewal(originalTransactionID: id, days: 5, reason: 0, requestIdentifier: "") }
        == 4_000_011)
    #expect(
      code { _ = try store.extendRenewal(originalTransactionID: 5, days: 5, reason: 0, requestIdentifier: "a") }
        == 4_040_005)
    _ = try store.extendRenewal(originalTransactionID: id, days: 5, reason: 0, requestIdentifier: "a")
    _ = try store.extendRenewal(originalTransactionID: id, days: 5, reason: 0, requestIdentifier: "b")
    #expect(
      code { _ = try store.extendRenewal(originalTransactionID: id, days: 5, reason: 0, requestIdentifier: "c") }
        == 4_030_005)
    try store.lapse(originalID: id)
    #expect(
      code { _ = try store.extendRenewal(originalTransactionID: id, days: 5, reason: 0, requestIdentifier: "d") }
        == 4_030_004)
  }

  @Test func aFreeTrialCannotBeExtended() throws {
    let trial = try #require(try store.purchase(PurchaseRequest(productID: "com.example.pro.yearly")).transaction)
    #expect(
      code {
        _ = try store.extendRenewal(originalTransactionID: trial.originalID, days: 5, reason: 0, requestIdentifier: "t")
      } == 4_030_004)
  }

  @Test func aMassExtensionRunsLaterWithSummaryAndStatus() throws {
    let bought = try #require(try store.purchase(PurchaseRequest(productID: Self.monthly)).transaction)
    try store.massExtend(productID: Self.monthly, days: 7, reason: 3, requestIdentifier: "mass-1", storefronts: ["USA"])
    try store.massExtend(productID: Self.monthly, days: 7, reason: 3, requestIdentifier: "mass-1", storefronts: ["USA"])
    let waiting = try store.massExtensionStatus(productID: Self.monthly, requestIdentifier: "mass-1")
    #expect(!waiting.complete && waiting.completeDate == nil)
    try store.advance(by: AppStore.massExtensionDelayMilliseconds)
    let done = try store.massExtensionStatus(productID: Self.monthly, requestIdentifier: "mass-1")
    #expect(done.complete && done.succeededCount == 1 && done.failedCount == 0)
    let notifications = try fixture.decodedNotifications()
    #expect(notifications.suffix(2).map(\.kind) == ["RENEWAL_EXTENDED", "RENEWAL_EXTENSION/SUMMARY"])
    let summary = try #require(notifications.last?.payload.summary)
    #expect(notifications.last?.payload.data == nil)
    #expect(summary.requestIdentifier == "mass-1" && summary.productId == Self.monthly)
    #expect(summary.succeededCount == 1 && summary.failedCount == 0 && summary.storefrontCountryCodes == ["USA"])
    #expect(try store.subscriptionStatuses().first?.expiresDate == bought.expiresDate! + 7 * Self.day)
    #expect(
      code { _ = try store.massExtensionStatus(productID: Self.monthly, requestIdentifier: "other") } == 4_040_009)
  }

  @Test func aMassExtensionReportsFailuresAndSkipsOtherStorefronts() throws {
    _ = try #require(try store.purchase(PurchaseRequest(productID: Self.monthly)).transaction)
    let id = try #require(try store.subscriptionStatuses().first?.originalTransactionID)
    _ = try store.extendRenewal(originalTransactionID: id, days: 1, reason: 0, requestIdentifier: "a")
    _ = try store.extendRenewal(originalTransactionID: id, days: 1, reason: 0, requestIdentifier: "b")
    try store.massExtend(
      productID: Self.monthly, days: 7, reason: 0, requestIdentifier: "elsewhere", storefronts: ["FRA"])
    try store.massExtend(productID: Self.monthly, days: 7, reason: 0, requestIdentifier: "everywhere")
    try store.advance(by: AppStore.massExtensionDelayMilliseconds)
    #expect(try store.massExtensionStatus(productID: Self.monthly, requestIdentifier: "elsewhere").succeededCount == 0)
    let everywhere = try store.massExtensionStatus(productID: Self.monthly, requestIdentifier: "everywhere")
    #expect(everywhere.failedCount == 1 && everywhere.succeededCount == 0)
    #expect(
      try fixture.notificationKinds().suffix(3) == [
        "RENEWAL_EXTENSION/SUMMARY", "RENEWAL_EXTENSION/FAILURE", "RENEWAL_EXTENSION/SUMMARY",
      ])
    #expect(
      code { try store.massExtend(productID: "com.iaptutorial.coins", days: 1, reason: 0, requestIdentifier: "x") }
        == 4_000_023)
    #expect(
      code {
        try store.massExtend(productID: Self.monthly, days: 1, reason: 0, requestIdentifier: "x", storefronts: [])
      } == 4_000_027)
    #expect(
      code {
        try store.massExtend(productID: Self.monthly, days: 1, reason: 0, requestIdentifier: "x", storefronts: ["us"])
      } == 4_000_028)
  }

  /// What the app's store controls list: each extension of the account's subscriptions, single
  /// or mass, with its days and the renewal date it moved to; other accounts' are not listed.
  @Test func theExtensionsOfAnAccountAreRead() throws {
    #expect(try store.renewalExtensions().isEmpty)
    let bought = try #require(try store.purchase(PurchaseRequest(productID: Self.monthly)).transaction)
    let expires = try #require(bought.expiresDate)
    _ = try store.extendRenewal(originalTransactionID: bought.originalID, days: 10, reason: 1, requestIdentifier: "one")
    try store.massExtend(productID: Self.monthly, days: 3, reason: 3, requestIdentifier: "all")
    try store.advance(by: AppStore.massExtensionDelayMilliseconds)
    let records = try store.renewalExtensions()
    #expect(records.map(\.days) == [10, 3])
    #expect(records.map(\.reason) == [.customerSatisfaction, .serviceIssueOrOutage])
    #expect(records.map(\.isMassExtension) == [false, true])
    #expect(records.map(\.requestIdentifier) == ["one", "all"])
    #expect(records.allSatisfy { $0.originalTransactionID == bought.originalID && $0.productID == Self.monthly })
    #expect(records.map(\.effectiveDate) == [expires + 10 * Self.day, expires + 13 * Self.day])
    #expect(records[0].extendedDate == StoreFixture.start)
    #expect(records[1].extendedDate == StoreFixture.start + AppStore.massExtensionDelayMilliseconds)
    #expect(try store.renewalExtensions(account: "someone-else@example.com").isEmpty)
  }
}
