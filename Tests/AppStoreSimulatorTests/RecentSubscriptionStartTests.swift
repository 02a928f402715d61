import AppStoreSimulator
import Foundation
import Testing

/// Issue 16: `recentSubscriptionStartDate` is the start of a series of purchases that "ignores all
/// lapses of paid service shorter than 60 days" (Apple); a resubscribe a day after expiry kept
/// none of it.
struct RecentSubscriptionStartTests {
  static let monthly = "com.example.pro.monthly"
  static let day = StoreFixture.day

  @Test func aShortLapseKeepsTheSeriesStartAndALongOneStartsAnew() throws {
    let fixture = try StoreFixture()
    let store = fixture.store
    let first = try #require(try store.purchase(PurchaseRequest(productID: Self.monthly)).transaction)
    try store.setAutoRenew(originalID: first.id, enabled: false)
    try store.advance(by: 40 * Self.day)  // expired at the end of the first period (day 31)
    _ = try store.purchase(PurchaseRequest(productID: Self.monthly))
    #expect(try fixture.renewalInfo()?["recentSubscriptionStartDate"] as? Int64 == StoreFixture.start)

    // 61 days without paid service: a new series.
    try store.setAutoRenew(originalID: first.id, enabled: false)
    let ends = try #require(try store.subscriptionStatuses().first?.transaction.expiresDate)
    try store.advance(by: ends - (try store.now()) + 61 * Self.day)
    let back = try store.now()
    _ = try store.purchase(PurchaseRequest(productID: Self.monthly))
    #expect(try fixture.renewalInfo()?["recentSubscriptionStartDate"] as? Int64 == back)
  }
}
