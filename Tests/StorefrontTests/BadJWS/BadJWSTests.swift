import Testing

@testable import Storefront

/// Every bad transaction JWS of reliability.md §11.3, handed to the app as a purchase's answer
/// and through the updates feed: unverified for the right reason, no coins, no stored row, no
/// unlock, the wallet equal to the ledger; and the honest JWS of the same transaction still
/// credits and unlocks afterwards (the forgery spent nothing).
struct BadJWSTests {
  @Test(arguments: BadJWS.all, Channel.allCases)
  func aBadTransactionJWSCreditsStoresAndUnlocksNothing(_ bad: BadJWS, channel: Channel) throws {
    let app = try ScriptedApp()
    defer { app.remove() }
    let honest = [app.coinsPayload(), app.premiumPayload()]
    for payload in honest {
      let update = try #require(try app.deliver(bad.forge(payload), via: channel))
      guard case .unverified(_, let failure) = update.transaction else {
        Issue.record("verified: \(update.transaction)")
        continue
      }
      #expect(failure.kind == bad.kind, "\(failure)")
      #expect(update.coins == 0)
    }
    #expect(try app.tally() == .empty)
    for payload in honest {
      let update = try app.deliver(TransactionForge.token(payload: payload.json), via: channel)
      #expect(update?.transaction.verifiedValue != nil)
    }
    #expect(
      try app.tally() == DeviceTally(coins: 10, ledgerSum: 10, ledgerRows: 1, transactionRows: 2, unlocks: ["premium"]))
  }

  @Test func everyCaseOfReliabilitySection11IsCoveredOrAccountedFor() {
    let covered = Set(BadJWS.all.map(\.id))
    let verifiedByDesign: Set = ["J10", "J17", "J27", "J28"]  // AcceptedJWSTests
    let missing = (1...30).map { "J\($0)" }.filter { !covered.contains($0) && !verifiedByDesign.contains($0) }
    #expect(missing == [])
  }
}
