import AppStoreSimulator
import Catalog
import Foundation
import Testing

/// A real clock set backwards never moves simulated time back, so nothing un-expires or repeats.
struct ClockBackwardsTests {
  static let day = StoreFixture.day
  static let monthly = "com.example.pro.monthly"
  static let february10: Int64 = 1_770_681_600_000

  @Test func anExpiredSubscriptionStaysExpiredWhenTheRealClockGoesBack() throws {
    let fixture = try StoreFixture()
    let store = fixture.store
    let first = try #require(try store.purchase(PurchaseRequest(productID: Self.monthly)).transaction)
    try store.setAutoRenew(originalID: first.id, enabled: false)
    try store.advance(by: 40 * Self.day)
    #expect(try store.subscriptionStatuses().first?.state == 2)

    fixture.clock.set(StoreFixture.start - 400 * Self.day)
    #expect(try store.now() == Self.february10)
    try store.catchUp()
    let reopened = try fixture.reopen()
    #expect(try reopened.now() == Self.february10)
    #expect(try reopened.subscriptionStatuses().first?.state == 2)
    #expect(throws: StoreError.self) { try store.setAutoRenew(originalID: first.id, enabled: true) }
    // Anything bought meanwhile is dated at simulated now, not in the real clock's past.
    let coins = try #require(try store.purchase(PurchaseRequest(productID: "com.iaptutorial.coins")).transaction)
    #expect(coins.purchaseDate == Self.february10)
    #expect(
      try fixture.notificationKinds() == [
        "SUBSCRIBED/INITIAL_BUY", "DID_CHANGE_RENEWAL_STATUS/AUTO_RENEW_DISABLED", "EXPIRED/VOLUNTARY",
        "ONE_TIME_CHARGE",
      ])
  }

  @Test func anAcceleratedClockSetBackAndForwardAgainRenewsOnce() throws {
    let fixture = try StoreFixture(rate: .monthlyRenewalEveryThirtySeconds)
    let store = fixture.store
    _ = try #require(try store.purchase(PurchaseRequest(productID: Self.monthly)).transaction)
    fixture.clock.set(StoreFixture.start + 31_000)  // 31 simulated days
    try store.catchUp()
    let renewedAt = try store.now()
    #expect(renewedAt == StoreFixture.start + 31 * Self.day)

    fixture.clock.set(StoreFixture.start)
    #expect(try store.now() == renewedAt)
    #expect(try store.subscriptionStatuses().first?.state == 1)
    fixture.clock.set(StoreFixture.start + 31_000)
    try store.catchUp()
    #expect(try store.now() == renewedAt)
    #expect(try store.allTransactions().map(\.reason) == [.purchase, .renewal])
    #expect(try fixture.notificationKinds() == ["SUBSCRIBED/INITIAL_BUY", "DID_RENEW"])
  }
}
