import AppStoreSimulator
import Foundation
import JWS
import SQLite
import Testing

@testable import Storefront
import StoreWire

/// Nothing unverified unlocks or credits anything: tampered JWS, another store's signature, the
/// wrong app, and a device database edited by hand.
struct UntrustedDataTests {
  let fixture: ClientFixture

  init() throws { fixture = try ClientFixture() }

  /// A coins purchase on `phone`'s behalf, as the wire returned it.
  func boughtJWS(for phone: StoreClient) throws -> String {
    let result = try fixture.wire.purchase(
      WirePurchaseRequest(
        productID: "com.iaptutorial.coins", appAccountToken: phone.keychain.appAccountToken, device: "phone",
        account: "default")
    )
    guard case .purchased(let wired) = result else { throw StorefrontError.invalidData("no purchase") }
    return wired.jws
  }

  @Test func aTamperedPayloadIsRejectedAndCreditsNothing() throws {
    let phone = try fixture.client()
    let jws = try boughtJWS(for: phone)
    var parts = jws.split(separator: ".").map(String.init)
    let payload = String(decoding: Base64URL.decode(parts[1])!, as: UTF8.self)
    parts[1] = Base64URL.encode(Array(payload.replacingOccurrences(of: "\"quantity\":1", with: "\"quantity\":9").utf8))
    let update = try phone.deliver(parts.joined(separator: "."), sequence: nil)
    guard case .unverified(_, let failure) = update.transaction else {
      Issue.record("a tampered payload must not verify")
      return
    }
    #expect(failure.kind == .invalidSignature)
    #expect(update.coins == 0)
    #expect(try phone.coins() == 0)
    #expect(try phone.allTransactions().isEmpty)
  }

  @Test func aJWSFromAnotherStoreIsRejected() throws {
    let phone = try fixture.client()
    let other = try ClientFixture()
    let foreign = try other.wire.purchase(
      WirePurchaseRequest(productID: "com.iaptutorial.premium", device: "default", account: "default"))
    guard case .purchased(let wired) = foreign else {
      Issue.record("expected a purchase")
      return
    }
    let update = try phone.deliver(wired.jws, sequence: nil)
    guard case .unverified(_, let failure) = update.transaction else {
      Issue.record("another store's root must not verify")
      return
    }
    #expect(failure.kind == .invalidCertificateChain)
    #expect(try phone.unlocks() == [])
  }

  @Test func aTransactionForAnotherAppIsRejected() throws {
    let jws = try boughtJWS(for: try fixture.client())
    let verifier = SignedDataVerifier(
      pinnedRoot: try fixture.store.identity.root, bundleID: "com.example.other", environment: "Sandbox")
    guard case .unverified(_, let failure) = verifier.transaction(jws) else {
      Issue.record("another app's transaction must not verify")
      return
    }
    #expect(failure.kind == .wrongApp)
    let sandbox = SignedDataVerifier(
      pinnedRoot: try fixture.store.identity.root, bundleID: fixture.store.catalog.app.bundleID,
      environment: "Production")
    guard case .unverified(_, let environmentFailure) = sandbox.transaction(jws) else {
      Issue.record("another environment's transaction must not verify")
      return
    }
    #expect(environmentFailure.kind == .wrongApp)
  }

  @Test func editingTheDeviceDatabaseUnlocksNothing() throws {
    let phone = try fixture.client()
    let coins = try boughtJWS(for: phone)
    _ = try phone.updates()
    // Someone writes a premium row by hand, reusing a real signature from another transaction.
    try phone.state.database.run(
      """
      INSERT INTO app_transaction(transaction_id, original_transaction_id, product_id, product_type, purchase_ms,
        is_upgraded, quantity, signed_ms, jws, finished, received_ms)
      VALUES (99, 99, 'com.iaptutorial.premium', 'Non-Consumable', 0, 0, 1, 0, ?, 1, 0)
      """, coins)
    try phone.state.database.run(
      "UPDATE app_transaction SET jws = 'eyJhbGciOiJub25lIn0.e30.' WHERE transaction_id <> 99")
    #expect(try phone.unlocks() == [])
    #expect(try phone.currentEntitlements().isEmpty)
  }

  /// An install with nothing to verify never asks for the root (no OpenSSL work at start-up).
  @Test func anInstallWithNothingToVerifyNeverReadsTheRoot() throws {
    let tablet = try fixture.client("tablet")
    #expect(try tablet.signedTransactions().isEmpty)
    #expect(try tablet.unlocks().isEmpty)
    #expect(try tablet.subscriptionStatuses().isEmpty)
  }
}
