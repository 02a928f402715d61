import Foundation
import JWS
import Testing

@testable import Storefront

/// The cases of reliability.md §11.3 that verify by design (J10, J17, J27, J28): each credits
/// and unlocks exactly what it should, and nothing twice.
struct AcceptedJWSTests {
  typealias F = TransactionForge

  /// J10 "high-S twin of a valid signature": verifies, but its transaction is already credited.
  @Test(arguments: Channel.allCases)
  func aHighSTwinVerifiesButCreditsNothingTwice(channel: Channel) throws {
    let app = try ScriptedApp()
    defer { app.remove() }
    let token = F.token(payload: app.coinsPayload().json)
    let signature = F.signature(of: token)
    let twin = F.replacingSignature(of: token, with: signature.prefix(32) + P256Order.complement(signature.suffix(32)))
    #expect(twin != token)
    #expect(try app.deliver(token, via: .purchase)?.coins == 10)
    let update = try #require(try app.deliver(twin, via: channel))
    #expect(update.transaction.verifiedValue?.id == 2_000_000_000_000_001)
    #expect(update.coins == 0)
    #expect(try app.tally() == DeviceTally(coins: 10, ledgerSum: 10, ledgerRows: 1, transactionRows: 1, unlocks: []))
  }

  /// J17 "valid chain, signedDate inside validity, today after cert expiry": accepted.
  @Test(arguments: Channel.allCases)
  func aChainExpiredTodayButValidAtSignedDateIsAccepted(channel: Channel) throws {
    let old = CertificateChainFactory.makeIdentity(
      commonNamePrefix: "Old Store", notBefore: Date(timeIntervalSince1970: 946_684_800),
      notAfter: Date(timeIntervalSince1970: 978_307_199))
    let app = try ScriptedApp(root: old.root)
    defer { app.remove() }
    let header = F.header(chain: [old.leaf, old.intermediate, old.root])
    let in2000: Int64 = 960_000_000_000
    for payload in [app.coinsPayload(date: in2000), app.premiumPayload(date: in2000)] {
      let update = try app.deliver(F.token(header: header, payload: payload.json, key: old.leafKey), via: channel)
      #expect(update?.transaction.verifiedValue != nil, "\(String(describing: update))")
    }
    #expect(
      try app.tally() == DeviceTally(coins: 10, ledgerSum: 10, ledgerRows: 1, transactionRows: 2, unlocks: ["premium"]))
  }

  /// J27 "revocationDate set (refunded)": verifies, unlocks nothing and leaves no coins, whether
  /// the refund is the first the app hears of the transaction or comes after its purchase.
  @Test(arguments: Channel.allCases, [false, true])
  func aRefundedTransactionVerifiesButGrantsNothing(channel: Channel, purchasedFirst: Bool) throws {
    let app = try ScriptedApp()
    defer { app.remove() }
    for payload in [app.coinsPayload(), app.premiumPayload()] {
      if purchasedFirst { _ = try app.deliver(F.token(payload: payload.json), via: .purchase) }
      var refunded = payload
      refunded["revocationDate"] = "\(ClientFixture.start - 60_000)"
      refunded["revocationReason"] = "0"
      refunded["signedDate"] = "\(ClientFixture.start - 60_000)"
      let update = try #require(try app.deliver(F.token(payload: refunded.json), via: channel))
      #expect(update.transaction.verifiedValue?.isRevoked == true)
      #expect(update.coins == (purchasedFirst && payload["type"] == "\"Consumable\"" ? -10 : 0))
    }
    #expect(try app.tally() == DeviceTally(coins: 0, ledgerSum: 0, ledgerRows: 2, transactionRows: 2, unlocks: []))
  }

  /// J28 "subscription expiresDate < trusted now": verifies, not entitled; a day later it would be.
  @Test(arguments: Channel.allCases)
  func anExpiredSubscriptionVerifiesButIsNotEntitled(channel: Channel) throws {
    let app = try ScriptedApp()
    defer { app.remove() }
    var subscription = PayloadFields.transaction(
      id: 2_000_000_000_000_003, product: "com.example.pro.monthly", type: "Auto-Renewable Subscription",
      token: app.client.keychain.appAccountToken, date: ClientFixture.start - 31 * ClientFixture.day)
    subscription["subscriptionGroupIdentifier"] = "\"pro\""
    subscription["expiresDate"] = "\(ClientFixture.start - ClientFixture.day)"
    let update = try #require(try app.deliver(F.token(payload: subscription.json), via: channel))
    #expect(update.transaction.verifiedValue != nil)
    #expect(try app.tally() == DeviceTally(coins: 0, ledgerSum: 0, ledgerRows: 0, transactionRows: 1, unlocks: []))
    subscription["expiresDate"] = "\(ClientFixture.start + ClientFixture.day)"
    subscription["signedDate"] = "\(ClientFixture.start)"
    _ = try app.deliver(F.token(payload: subscription.json), via: channel)
    #expect(try app.client.unlocks() == ["premium", "pro"])
  }
}
