import AppStoreSimulator
import Catalog
import Foundation
import Testing
import StoreWire

/// Consumables, non-consumables and non-renewing subscriptions: signed transactions with
/// Apple's exact payload, notifications, and every outcome of a purchase.
struct OneTimePurchaseTests {
  let fixture: StoreFixture
  var store: AppStore { fixture.store }

  init() throws { fixture = try StoreFixture() }

  @Test func consumablePurchaseIsSignedWithApplesPayload() throws {
    let token = UUID(uuidString: "6F9619FF-8B86-D011-B42D-00C04FC964FF")!
    let result = try store.purchase(
      PurchaseRequest(productID: "com.iaptutorial.coins", quantity: 2, appAccountToken: token, device: "phone"))
    let transaction = try #require(result.transaction)
    #expect(transaction.id == 2_000_000_000_000_001)
    #expect(transaction.deviceName == "phone")
    let expected: NSDictionary = [
      "transactionId": "2000000000000001", "originalTransactionId": "2000000000000001",
      "bundleId": "com.iaptutorial.storefront", "appTransactionId": StoreFixture.appTransactionID,
      "productId": "com.iaptutorial.coins",
      "purchaseDate": StoreFixture.start, "originalPurchaseDate": StoreFixture.start, "quantity": 2,
      "type": "Consumable", "appAccountToken": "6f9619ff-8b86-d011-b42d-00c04fc964ff",
      "inAppOwnershipType": "PURCHASED",
      "signedDate": StoreFixture.start, "environment": "Sandbox", "storefront": "USA", "storefrontId": "143441",
      "transactionReason": "PURCHASE", "price": 1980, "currency": "USD",
    ]
    #expect(try fixture.payloadObject(transaction.jws) == expected)
    let listed = try store.transactions()
    #expect(listed.map(\.id) == [transaction.id])
    #expect(listed.first?.deviceName == "phone")
    #expect(try fixture.notificationKinds() == ["ONE_TIME_CHARGE"])
  }

  @Test func consumablesCanBeBoughtAgainWithNewIDs() throws {
    let first = try #require(try store.purchase(PurchaseRequest(productID: "com.iaptutorial.coins")).transaction)
    let second = try #require(try store.purchase(PurchaseRequest(productID: "com.iaptutorial.coins")).transaction)
    #expect(second.id == first.id + 1)
    #expect(try store.transactions().count == 2)
  }

  @Test func aNonConsumableIsNotChargedTwice() throws {
    let bought = try #require(try store.purchase(PurchaseRequest(productID: "com.iaptutorial.premium")).transaction)
    let again = try store.purchase(PurchaseRequest(productID: "com.iaptutorial.premium", device: "tablet"))
    #expect(again == .alreadyOwned(bought))
    #expect(try store.transactions().count == 1)
    #expect(try fixture.notificationKinds() == ["ONE_TIME_CHARGE"])
  }

  @Test func aNonRenewingSubscriptionExpiresAfterItsDuration() throws {
    let pass = try #require(try store.purchase(PurchaseRequest(productID: "com.example.seasonpass")).transaction)
    // P3M from 2026-01-01 is 2026-04-01.
    #expect(pass.expiresDate == 1_775_001_600_000)
    let payload = try fixture.decode(pass.jws, as: TransactionPayload.self)
    #expect(payload.type == "Non-Renewing Subscription")
    // Apple signs no end for a non-renewing subscription; the app counts it (the store keeps it for its lists).
    #expect(payload.expiresDate == nil)
    #expect(try fixture.payloadObject(pass.jws)["expiresDate"] == nil)
  }

  /// The renewal rates that make every period short act on auto-renewable subscriptions only, as
  /// Xcode's: a season pass bought at "one renewal every minute" still lasts its three months.
  @Test func aSeasonPassLastsItsCalendarPeriodAtAnyPace() throws {
    let fast = try StoreFixture(rate: .oneRenewalEveryMinute)
    let pass = try #require(
      try fast.store.purchase(PurchaseRequest(productID: "com.example.seasonpass")).transaction)
    #expect(pass.expiresDate == 1_775_001_600_000)
  }

  @Test func pricesFollowTheAccountStorefront() throws {
    try store.setStorefront("JPN")
    let transaction = try #require(
      try store.purchase(PurchaseRequest(productID: "com.iaptutorial.premium")).transaction)
    let payload = try fixture.decode(transaction.jws, as: TransactionPayload.self)
    #expect(payload.price == 450_000)
    #expect(payload.currency == "JPY")
    #expect(payload.storefront == "JPN")
    #expect(payload.storefrontId == "143462")
  }

  @Test(arguments: [
    (PurchaseOutcome.userCancelled, StorePurchaseResult.userCancelled),
    (.failed(.networkError), .failed(.networkError)),
    (.failed(.paymentsNotAllowed), .failed(.paymentsNotAllowed)),
    (.failed(.productUnavailable), .failed(.productUnavailable)),
    (.failed(.systemError), .failed(.systemError)),
  ])
  func failedOutcomesChargeNothing(outcome: PurchaseOutcome, expected: StorePurchaseResult) throws {
    let result = try store.purchase(PurchaseRequest(productID: "com.iaptutorial.coins", outcome: outcome))
    #expect(result == expected)
    #expect(try store.transactions().isEmpty)
    #expect(try store.notifications().isEmpty)
  }

  @Test func invalidQuantitiesAreRefused() throws {
    #expect(
      try store.purchase(PurchaseRequest(productID: "com.iaptutorial.coins", quantity: 0)) == .failed(.invalidQuantity))
    #expect(
      try store.purchase(PurchaseRequest(productID: "com.iaptutorial.coins", quantity: 11)) == .failed(.invalidQuantity)
    )
    #expect(
      try store.purchase(PurchaseRequest(productID: "com.iaptutorial.premium", quantity: 2))
        == .failed(.invalidQuantity))
  }

  @Test func unknownProductsAreAnError() {
    #expect(throws: StoreError.self) { try store.purchase(PurchaseRequest(productID: "com.iaptutorial.coin")) }
    do {
      _ = try store.purchase(PurchaseRequest(productID: "com.iaptutorial.coin"))
    } catch {
      #expect(error.description == "unknown product \"com.iaptutorial.coin\"; did you mean \"com.iaptutorial.coins\"?")
    }
  }

  @Test func askToBuyWaitsForApproval() throws {
    let pending = try store.purchase(PurchaseRequest(productID: "com.iaptutorial.premium", outcome: .askToBuy))
    guard case .pending(let request) = pending else {
      Issue.record("expected pending, got \(pending)")
      return
    }
    #expect(request.kind == .askToBuy && request.state == .pending)
    #expect(try store.transactions().isEmpty)
    #expect(try store.pendingPurchases().map(\.id) == [request.id])
    let approved = try store.approve(pending: request.id)
    #expect(approved.transaction?.productID == "com.iaptutorial.premium")
    #expect(try store.pendingPurchases().isEmpty)
    #expect(throws: StoreError.self) { try store.approve(pending: request.id) }
  }

  @Test func askToBuyCanBeDeclined() throws {
    guard
      case .pending(let request) = try store.purchase(
        PurchaseRequest(productID: "com.iaptutorial.premium", outcome: .askToBuy))
    else {
      Issue.record("expected pending")
      return
    }
    #expect(try store.decline(pending: request.id) == .userCancelled)
    #expect(try store.transactions().isEmpty)
    #expect(throws: StoreError.self) { try store.resolve(pending: request.id) }
  }

  @Test func interruptedPurchasesCompleteWhenResolved() throws {
    var switches = try store.switches()
    switches.interruptedPurchases = true
    try store.setSwitches(switches)
    guard case .pending(let request) = try store.purchase(PurchaseRequest(productID: "com.iaptutorial.coins")) else {
      Issue.record("expected pending")
      return
    }
    #expect(request.kind == .interrupted)
    let resolved = try store.resolve(pending: request.id)
    #expect(resolved.transaction?.productID == "com.iaptutorial.coins")
    #expect(try fixture.notificationKinds() == ["ONE_TIME_CHARGE"])
  }

  @Test func injectedCatalogFailuresApplyToEveryPurchase() throws {
    var catalog = StoreFixture.shippedCatalog
    catalog.settings.failures = FailureInjection([.purchase: .networkError])
    let failing = try StoreFixture(catalog: catalog)
    #expect(try failing.store.purchase(PurchaseRequest(productID: "com.iaptutorial.coins")) == .failed(.networkError))
    // A per-purchase choice wins over the catalog's.
    #expect(
      try failing.store.purchase(PurchaseRequest(productID: "com.iaptutorial.coins", outcome: .success)).transaction
        != nil)
  }

  /// Notifications are signed when first read; one recorded before a refund still carries the
  /// transaction as it was then, the refund's carries it revoked.
  @Test func aNotificationCarriesTheTransactionAsItWasWhenItWasSent() throws {
    let bought = try #require(
      try store.purchase(PurchaseRequest(productID: "com.iaptutorial.premium")).transaction)
    fixture.clock.set(StoreFixture.start + StoreFixture.day)
    _ = try store.refund(transactionID: bought.id, reason: 1)
    let notifications = try store.notifications()
    #expect(notifications.map(\.type) == ["ONE_TIME_CHARGE", "REFUND"])
    let transactions = try notifications.map { notification in
      let payload = try fixture.decode(notification.jws, as: NotificationPayload.self)
      return try fixture.decode(try #require(payload.data?.signedTransactionInfo), as: TransactionPayload.self)
    }
    #expect(transactions.map(\.transactionId) == [String(bought.id), String(bought.id)])
    #expect(transactions[0].revocationDate == nil && transactions[0].revocationReason == nil)
    #expect(transactions[1].revocationDate == StoreFixture.start + StoreFixture.day)
    #expect(transactions[1].revocationReason == 1)
  }
}

/// Several accounts share one store, each with its own purchases and subscriptions.
struct AccountTests {
  @Test func accountsAreOpenedOnFirstUseAndKeptApart() throws {
    let fixture = try StoreFixture()
    let store = fixture.store
    _ = try #require(
      try store.purchase(PurchaseRequest(productID: "com.iaptutorial.premium", account: "ana")).transaction)
    try store.setStorefront("DEU", for: "ben")
    let ben = try #require(
      try store.purchase(PurchaseRequest(productID: "com.iaptutorial.premium", account: "ben")).transaction)
    #expect(ben.currency == "EUR")
    #expect(try store.transactions(account: "ana").map(\.productID) == ["com.iaptutorial.premium"])
    #expect(try store.transactions(account: "ben").map(\.id) == [ben.id])
    #expect(try store.transactions().isEmpty)
  }
}
