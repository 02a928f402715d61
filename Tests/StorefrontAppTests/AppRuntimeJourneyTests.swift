import Foundation
import Storefront
import TerminalUI
import Testing

@testable import StorefrontApp

/// The runtime loop end to end: keys on a scripted terminal, the effects carried out on a real
/// store in a temporary directory, and what each frame then shows.
struct AppRuntimeJourneyTests {
  /// The banner row of an 80x24 screen (above the footer).
  static func banner(_ screen: String) -> String {
    let rows = screen.split(separator: "\n", omittingEmptySubsequences: false)
    return rows.count >= 2 ? String(rows[rows.count - 2]) : ""
  }

  /// The status line (the first row).
  static func status(_ screen: String) -> String {
    String(screen.split(separator: "\n", omittingEmptySubsequences: false).first ?? "")
  }

  /// Premium once bought is labelled and buttoned "Purchased" and opens no sheet (the sheet said the
  /// account would be charged); the app stays responsive and restores.
  @Test func premiumBoughtIsNotOfferedAgainAndTheAppStillRestores() throws {
    let harness = try RuntimeHarness()
    let steps: [ScriptedTerminal.Step] =
      RuntimeHarness.premium + RuntimeHarness.buy + [.capture("bought"), .key(.enter), .capture("again")] + [
        .key(.char("R")), .capture("restored"),
      ]
    let terminal = try harness.run(steps)
    #expect(Self.banner(terminal.capture("bought")) == " Premium unlocked")
    #expect(Self.banner(terminal.capture("again")) == " Unlock Premium Version: Purchased")
    #expect(terminal.capture("again").contains("[ Purchased ]"))
    #expect(!terminal.capture("again").contains("App Store"))
    #expect(!terminal.capture("again").contains("Working…"))
    // The paywall says what the restore came to beside its restore button (AR-17).
    #expect(terminal.capture("restored").contains("\n Restored: Unlock Premium Version\n"))
    #expect(!terminal.capture("restored").contains("Working…"))
  }

  /// Premium bought on another device while this one's sheet was open: confirming says it is already
  /// yours and charges nothing, and the app does not stay at "Working…" (it hung there once).
  @Test func buyingPremiumAlreadyBoughtElsewhereSaysAlreadyYoursAndDoesNotHang() throws {
    let harness = try RuntimeHarness()
    let tablet = try harness.app.otherDevice("tablet")
    let steps: [ScriptedTerminal.Step] =
      RuntimeHarness.premium + [
        .key(.enter), .capture("sheet"), .run { _ = try? tablet.purchase("com.iaptutorial.premium") }, .key(.enter),
        .capture("again"), .key(.char("R")), .capture("restored"),
      ]
    let terminal = try harness.run(steps)
    #expect(terminal.capture("sheet").contains("Enter Confirm    Esc Cancel"))
    #expect(Self.banner(terminal.capture("again")) == " Unlock Premium Version is already yours: nothing was charged")
    #expect(!terminal.capture("again").contains("Working…"))
    #expect(!terminal.capture("restored").contains("Working…"))
    #expect(Self.status(terminal.capture("restored")).contains("Premium unlocked"))
  }

  /// The first frame is painted from the catalog before the account loads: it says the account is
  /// loading and offers no trial (eligibility is not known yet); the runtime's first frame then
  /// shows the account, with the trial this new account is eligible for.
  @Test func theFirstFramePaintedBeforeTheAccountPromisesNoTrial() throws {
    let harness = try RuntimeHarness()
    let terminal = try harness.run([.capture("loaded")], paintingFirst: true)
    let opening = try #require(terminal.frames.first)
    #expect(Self.status(opening).contains("Loading account…"))
    #expect(!opening.contains("free"))
    #expect(opening.contains("$59.99/year"))
    #expect(!Self.status(terminal.capture("loaded")).contains("Loading account…"))
    #expect(terminal.capture("loaded").contains("1 week free, then $59.99/year"))
  }

  /// An effect's outcome comes back as an action: the banner says it and the status line shows it.
  @Test func aPurchasesResultReachesTheBannerAndTheStatusLine() throws {
    let harness = try RuntimeHarness()
    let terminal = try harness.run(
      [.capture("before")] + RuntimeHarness.coins + RuntimeHarness.buy + [.capture("after")])
    #expect(Self.status(terminal.capture("before")).hasPrefix(" 0 coins · Premium locked"))
    #expect(Self.banner(terminal.capture("after")) == " +10 coins (10 total)")
    #expect(Self.status(terminal.capture("after")).hasPrefix(" 10 coins · Premium locked"))
  }

  /// What another device buys on the same store shows at the watcher's next look, not before.
  @Test func aPurchaseOnAnotherDeviceAppearsAtTheWatchersNextLook() throws {
    let harness = try RuntimeHarness()
    let tablet = try harness.app.otherDevice("tablet")
    let terminal = try harness.run([
      .wait(milliseconds: 300), .capture("before"),
      .run { _ = try? tablet.purchase("com.iaptutorial.premium") },
      .wait(milliseconds: 100), .capture("too soon"),
      .wait(milliseconds: 200), .capture("after"),
    ])
    #expect(Self.status(terminal.capture("before")).contains("Premium locked"))
    #expect(Self.status(terminal.capture("too soon")).contains("Premium locked"))
    #expect(Self.status(terminal.capture("after")).contains("Premium unlocked"))
  }

  /// The Ask to Buy switch of the store controls makes the next purchase wait for approval.
  @Test func theAskToBuySwitchMakesAPurchaseWaitForApproval() throws {
    let harness = try RuntimeHarness()
    let steps: [ScriptedTerminal.Step] =
      [.key(.char("s")), .key(.char("A")), .capture("switched"), .key(.escape)] + RuntimeHarness.premium
      + RuntimeHarness.buy + [.capture("bought"), .key(.char("s")), .capture("store")]
    let terminal = try harness.run(steps)
    #expect(terminal.capture("switched").contains(" A    Ask to Buy: on (new purchases wait for approval)"))
    #expect(Self.banner(terminal.capture("switched")) == " Ask to Buy on: new purchases wait for approval")
    #expect(Self.banner(terminal.capture("bought")) == " Waiting for approval (Ask to Buy): Unlock Premium Version")
    #expect(Self.status(terminal.capture("bought")).contains("Premium locked"))
    // The list's first column is as wide as the kinds listed: here the request alone.
    #expect(terminal.capture("store").contains("Ask to Buy  Unlock Premium Version"))
  }

  /// `f` asks before it refunds; once refunded, the transaction stays in the list, marked.
  @Test func aRefundAsksFirstAndTheRefundedTransactionStaysListed() throws {
    let harness = try RuntimeHarness()
    let steps: [ScriptedTerminal.Step] =
      RuntimeHarness.premium + RuntimeHarness.buy + [
        .key(.char("s")), .key(.char("f")), .capture("asked"), .key(.escape), .capture("kept"),
        .key(.char("f")), .key(.enter), .capture("refunded"),
      ]
    let terminal = try harness.run(steps)
    #expect(terminal.capture("asked").contains("Refund Unlock Premium Version ("))
    #expect(terminal.capture("asked").contains("Enter refunds    Esc keeps it"))
    #expect(terminal.capture("kept").contains("Store controls"))
    #expect(Self.status(terminal.capture("kept")).contains("Premium unlocked"))
    let refunded = terminal.capture("refunded")
    #expect(Self.status(refunded).contains("Premium locked"))
    #expect(refunded.contains("\n ▶ Refunded  #"))
    #expect(
      refunded.split(separator: "\n").contains { $0.hasPrefix(" ▶ Refunded ") && $0.contains("Unlock Premium Version") }
    )
  }
}
