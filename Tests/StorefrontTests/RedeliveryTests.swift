import AppStoreSimulator
import Foundation
import SQLite
import Testing

@testable import Storefront
import StoreWire

/// Deliver-then-finish: a crash between crediting and finishing redelivers at launch and credits
/// nothing twice; a crash before crediting loses nothing.
struct RedeliveryTests {
  let fixture: ClientFixture

  init() throws { fixture = try ClientFixture() }

  @Test func anUnfinishedTransactionIsRedeliveredAtLaunchAndCreditedOnce() throws {
    let phone = try fixture.client()
    let result = try fixture.wire.purchase(
      WirePurchaseRequest(
        productID: "com.iaptutorial.coins", appAccountToken: phone.keychain.appAccountToken, device: "phone",
        account: "default")
    )
    guard case .purchased(let wired) = result,
      case .verified(let transaction) = try phone.verifier().transaction(wired.jws)
    else {
      Issue.record("expected a verified purchase")
      return
    }
    // Credited, then "killed" before finishing.
    _ = try phone.keychain.credit(transaction, coinsPerUnit: 10, epoch: phone.storeEpoch, at: ClientFixture.start)
    try phone.state.receive(transaction, jws: wired.jws, sequence: nil, at: ClientFixture.start)
    #expect(try phone.state.unfinished() == [wired.jws])
    let relaunched = try fixture.client()
    let updates = try relaunched.updates()
    #expect(updates.first?.coins == 0)
    #expect(try relaunched.coins() == 10)
    #expect(try relaunched.state.unfinished().isEmpty)
    #expect(try relaunched.keychain.ledgerSum() == 10)
  }

  @Test func aPurchaseChargedButNeverReceivedArrivesThroughTheUpdates() throws {
    let phone = try fixture.client()
    // The store charged, the app died before hearing the answer.
    _ = try fixture.wire.purchase(
      WirePurchaseRequest(
        productID: "com.iaptutorial.coins", appAccountToken: phone.keychain.appAccountToken, device: "phone",
        account: "default")
    )
    #expect(try phone.coins() == 0)
    #expect(try fixture.client().updates().map(\.coins) == [10])
    #expect(try phone.coins() == 10)
  }

  @Test func finishingAnUnknownOrFinishedTransactionIsANoOp() throws {
    let phone = try fixture.client()
    let bought = try #require(try phone.purchase("com.iaptutorial.premium").transaction)
    try phone.finish(bought)
    try phone.finish(bought)
    #expect(try phone.state.unfinished().isEmpty)
  }
}
