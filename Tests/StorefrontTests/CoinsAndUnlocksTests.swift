import AppStoreSimulator
import Foundation
import Testing

@testable import Storefront
import StoreWire

/// Coins credited exactly once, unlocks derived from verified transactions, refunds taking back
/// what they granted, and purchases reaching the account's other devices.
struct CoinsAndUnlocksTests {
  let fixture: ClientFixture
  static let coins = "com.iaptutorial.coins"
  static let premium = "com.iaptutorial.premium"

  init() throws { fixture = try ClientFixture() }

  @Test func coinsAreCreditedOncePerTransactionTimesQuantity() throws {
    let phone = try fixture.client()
    let bought = try phone.purchase(Self.coins, quantity: 3)
    #expect(bought.coins == 30)
    #expect(bought.transaction?.purchasedQuantity == 3)
    #expect(try phone.coins() == 30)
    // The feed repeats the install's own purchase: it is not delivered again.
    #expect(try phone.updates().isEmpty)
    #expect(try phone.coins() == 30)
    // Delivered again anyway (a redelivery), it credits nothing.
    let jws = try #require(
      try phone.allTransactions().first.flatMap { _ in try fixture.store.allTransactions().first?.jws })
    #expect(try phone.deliver(jws, sequence: nil).coins == 0)
    #expect(try phone.coins() == 30)
    #expect(try phone.purchase(Self.coins).coins == 10)
    #expect(try phone.coins() == 40)
  }

  @Test func premiumUnlocksOnEveryDeviceButCoinsStayWithTheBuyer() throws {
    let phone = try fixture.client("phone")
    let tablet = try fixture.client("tablet")
    _ = try phone.purchase(Self.premium)
    _ = try phone.purchase(Self.coins)
    #expect(try phone.unlocks() == ["premium"])
    #expect(try tablet.unlocks() == [])
    let arrived = try tablet.updates()
    #expect(arrived.compactMap(\.transaction.verifiedValue?.productID) == [Self.premium, Self.coins])
    #expect(try tablet.unlocks() == ["premium"])
    #expect(try tablet.coins() == 0)
    #expect(try phone.coins() == 10)
  }

  @Test func aRefundTakesBackWhatItGrantedButNotCoinsAlreadySpent() throws {
    let phone = try fixture.client()
    let premium = try #require(try phone.purchase(Self.premium).transaction)
    let coins = try #require(try phone.purchase(Self.coins, quantity: 2).transaction)
    #expect(try phone.spend(15))
    #expect(try !phone.spend(6))
    _ = try fixture.store.refund(transactionID: Int64(premium.id))
    _ = try fixture.store.refund(transactionID: Int64(coins.id))
    let updates = try phone.updates()
    #expect(updates.map(\.coins) == [0, -5])
    #expect(try phone.unlocks() == [])
    #expect(try phone.coins() == 0)
    _ = try phone.updates()
    #expect(try phone.coins() == 0)
  }

  @Test func askToBuyCreditsTheBuyerWhenApproved() throws {
    let phone = try fixture.client()
    let pending = try fixture.purchase(Self.coins, on: phone, outcome: .askToBuy)
    #expect(pending == .pending(reason: .askToBuy))
    #expect(try phone.coins() == 0)
    let request = try #require(try fixture.store.pendingPurchases().first)
    _ = try fixture.store.approve(pending: request.id)
    #expect(try phone.updates().map(\.coins) == [10])
    #expect(try phone.coins() == 10)
  }

  @Test func refusedPurchasesThrowAndCancelledOnesChargeNothing() throws {
    let phone = try fixture.client()
    #expect(throws: StorefrontError.purchaseFailed(.networkError)) {
      try fixture.purchase(Self.coins, on: phone, outcome: .failed(.networkError))
    }
    #expect(try fixture.purchase(Self.coins, on: phone, outcome: .userCancelled) == .userCancelled)
    #expect(try phone.coins() == 0)
    #expect(try phone.allTransactions().isEmpty)
  }
}
