import Testing

@testable import Storefront

/// reliability.md F23 ("consumable quantity 0, negative, 10, Int32.max", in a validly signed
/// JWS) and §11.1's "quantity 1…10" left to the app: a quantity outside 1…10 is unverified and
/// changes nothing, and does not keep later transactions from arriving.
struct QuantityTests {
  typealias F = TransactionForge

  @Test(arguments: ["0", "-1", "11", "2147483647", "9223372036854775807"], Channel.allCases)
  func aQuantityOutsideOneToTenIsUnverified(quantity: String, channel: Channel) throws {
    let app = try ScriptedApp()
    defer { app.remove() }
    var coins = app.coinsPayload()
    coins["transactionId"] = "\"2000000000000008\""
    for honest in [app.premiumPayload(), coins] { _ = try app.deliver(F.token(payload: honest.json), via: .purchase) }
    let update = try #require(
      try app.deliver(F.token(payload: app.coinsPayload().with("quantity", quantity)), via: channel))
    guard case .unverified(_, let failure) = update.transaction else {
      Issue.record("verified: \(update.transaction)")
      return
    }
    #expect(failure.kind == .missingRequiredProperties, "\(failure)")
    #expect(
      try app.tally() == DeviceTally(coins: 10, ledgerSum: 10, ledgerRows: 1, transactionRows: 2, unlocks: ["premium"]))
    // A later transaction still arrives past it.
    _ = try app.deliver(F.token(payload: app.coinsPayload().json), via: channel)
    #expect(try app.client.coins() == 20)
  }

  @Test(arguments: Channel.allCases)
  func tenCoinsPurchasesAtOnceCreditAHundred(channel: Channel) throws {
    let app = try ScriptedApp()
    defer { app.remove() }
    let update = try app.deliver(F.token(payload: app.coinsPayload().with("quantity", "10")), via: channel)
    #expect(update?.coins == 100)
    #expect(try app.tally() == DeviceTally(coins: 100, ledgerSum: 100, ledgerRows: 1, transactionRows: 1, unlocks: []))
  }
}
