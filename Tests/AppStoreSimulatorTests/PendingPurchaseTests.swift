import AppStoreSimulator
import Catalog
import Foundation
import Testing

/// Ask to Buy and interrupted purchases: what waits, what is charged when, and what the
/// transaction keeps of the original request.
struct PendingPurchaseTests {
  static let day = StoreFixture.day
  static let token = UUID(uuidString: "E621E1F8-C36C-495A-93FC-0C247A3E6E5F")!

  let fixture: StoreFixture
  var store: AppStore { fixture.store }

  init() throws { fixture = try StoreFixture() }

  func pending(_ result: StorePurchaseResult) throws -> PendingPurchase {
    guard case .pending(let request) = result else { throw PendingError.notPending(result) }
    return request
  }

  enum PendingError: Error { case notPending(StorePurchaseResult) }

  @Test func anApprovedRequestIsChargedWhenApprovedWithItsQuantityAndToken() throws {
    let request = try pending(
      try store.purchase(
        PurchaseRequest(
          productID: "com.iaptutorial.coins", quantity: 3, appAccountToken: Self.token, device: "kid",
          outcome: .askToBuy)))
    #expect(request.kind == .askToBuy && request.state == .pending)
    #expect(request.productID == "com.iaptutorial.coins" && request.quantity == 3)
    #expect(request.deviceName == "kid" && request.createdDate == StoreFixture.start)
    #expect(request.transactionID == nil)
    #expect(try store.notifications().isEmpty)

    try store.advance(by: 2 * Self.day)
    let approved = try #require(try store.approve(pending: request.id).transaction)
    let approvedAt = StoreFixture.start + 2 * Self.day
    let expected: NSDictionary = [
      "transactionId": "2000000000000001", "originalTransactionId": "2000000000000001",
      "bundleId": "com.iaptutorial.storefront", "appTransactionId": StoreFixture.appTransactionID,
      "productId": "com.iaptutorial.coins", "purchaseDate": approvedAt,
      "originalPurchaseDate": approvedAt, "quantity": 3, "type": "Consumable",
      "appAccountToken": "e621e1f8-c36c-495a-93fc-0c247a3e6e5f", "inAppOwnershipType": "PURCHASED",
      "signedDate": approvedAt, "environment": "Sandbox", "storefront": "USA", "storefrontId": "143441",
      "transactionReason": "PURCHASE", "price": 2_970, "currency": "USD",
    ]
    #expect(try fixture.payloadObject(approved.jws) == expected)
    #expect(approved.deviceName == "kid")
    #expect(try store.pendingPurchases().isEmpty)
    let notifications = try fixture.decodedNotifications()
    #expect(notifications.map(\.kind) == ["ONE_TIME_CHARGE"])
    #expect(notifications.first?.transaction == expected)
  }

  @Test func aDeclinedRequestChargesAndNotifiesNothing() throws {
    let request = try pending(
      try store.purchase(PurchaseRequest(productID: "com.example.pro.monthly", outcome: .askToBuy)))
    #expect(try store.decline(pending: request.id) == .userCancelled)
    #expect(try store.pendingPurchases().isEmpty)
    #expect(try store.transactions().isEmpty)
    #expect(try store.subscriptionStatuses().isEmpty)
    #expect(try store.notifications().isEmpty)
    #expect(throws: StoreError.self) { try store.approve(pending: request.id) }
    #expect(throws: StoreError.self) { try store.decline(pending: request.id) }
  }

  @Test func anInterruptedSubscriptionStartsWhenResolved() throws {
    let request = try pending(
      try store.purchase(PurchaseRequest(productID: "com.example.pro.monthly", outcome: .interrupted)))
    #expect(request.kind == .interrupted)
    #expect(throws: StoreError.self) { try store.approve(pending: request.id) }
    #expect(try store.subscriptionStatuses().isEmpty)
    try store.advance(by: 5 * Self.day)
    let started = try #require(try store.resolve(pending: request.id).transaction)
    #expect(started.purchaseDate == StoreFixture.start + 5 * Self.day)
    #expect(started.expiresDate == 1_770_336_000_000)  // 2026-02-06
    #expect(started.priceMilliunits == 6_990)
    let status = try #require(try store.subscriptionStatuses().first)
    #expect(status.state == 1 && status.originalTransactionID == started.id)
    #expect(try fixture.notificationKinds() == ["SUBSCRIBED/INITIAL_BUY"])
  }

  @Test func aRequestForSomethingOwnedMeanwhileIsNotChargedTwice() throws {
    let request = try pending(
      try store.purchase(PurchaseRequest(productID: "com.iaptutorial.premium", outcome: .askToBuy)))
    let bought = try #require(try store.purchase(PurchaseRequest(productID: "com.iaptutorial.premium")).transaction)
    #expect(try store.approve(pending: request.id) == .alreadyOwned(bought))
    #expect(try store.transactions().map(\.id) == [bought.id])
    #expect(try fixture.notificationKinds() == ["ONE_TIME_CHARGE"])
  }
}
