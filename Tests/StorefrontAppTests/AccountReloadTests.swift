import Foundation
import Storefront
import TerminalUI
import Testing

@testable import StorefrontApp

/// However many parts of the app hear of a change, the account is loaded (and every JWS verified
/// again) once for it.
struct AccountReloadTests {
  /// Issue 12: after a purchase the performer, the reducer and the watcher each loaded the account.
  @Test func onePurchaseLoadsTheAccountOnce() throws {
    let harness = try RuntimeHarness()
    let steps: [ScriptedTerminal.Step] =
      [.wait(milliseconds: 300), harness.mark("start")] + RuntimeHarness.premium + RuntimeHarness.buy + [
        harness.mark("bought"), .wait(milliseconds: 300), .wait(milliseconds: 300), harness.mark("watched"),
      ]
    let terminal = try harness.run(steps)
    #expect(harness.counted(from: "start", to: "bought") == .init(loads: 1, statusReads: 1, feedReads: 0))
    // The watcher's looks find nothing it has not seen: the purchase was loaded already.
    #expect(harness.counted(from: "bought", to: "watched") == .init(loads: 0, statusReads: 0, feedReads: 0))
    #expect(AppRuntimeJourneyTests.status(terminal.screen).contains("Premium unlocked"))
  }

  /// A storefront switch asks for the account twice (the switch and its message); it is loaded once.
  @Test func aStorefrontSwitchLoadsTheAccountOnce() throws {
    let harness = try RuntimeHarness()
    let terminal = try harness.run([
      harness.mark("start"), .key(.char("S")), .key(.down), .key(.enter), harness.mark("switched"),
    ])
    #expect(harness.counted(from: "start", to: "switched")?.loads == 1)
    #expect(AppRuntimeJourneyTests.banner(terminal.screen).hasPrefix(" Storefront: "))
  }

  /// A store that changes nowhere is looked at every quarter second and loaded again only every
  /// two seconds (for what carries no change counter: switches, pending purchases).
  @Test func aQuietStoreIsLoadedAgainEveryTwoSeconds() throws {
    let harness = try RuntimeHarness()
    let quarter = Array(repeating: ScriptedTerminal.Step.wait(milliseconds: 250), count: 7)
    try harness.run(
      [harness.mark("start")] + quarter + [harness.mark("1.75 s"), .wait(milliseconds: 250), harness.mark("2 s")])
    #expect(harness.counted(from: "start", to: "1.75 s") == .init(loads: 0, statusReads: 0, feedReads: 0))
    #expect(harness.counted(from: "1.75 s", to: "2 s") == .init(loads: 1, statusReads: 1, feedReads: 1))
  }
}
