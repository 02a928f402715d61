import Catalog
import Foundation
import Paywall
import Localization
import Testing

@testable import TerminalUI

/// Issue 14: the server-side flows of `storefront serve` on the store controls: refund requests and
/// the refund-decision switch, renewal extensions, and the API fault switches, each shown and used.
struct StoreControlsServerFlowTests {
  let environment = AppFixture.environment

  func grid(_ state: AppState) -> CellGrid { AppScreen.render(state, environment: environment).grid }

  /// The store controls of `account` at `columns` x `rows`.
  func storeControls(_ account: AccountSnapshot, columns: Int = 80, rows: Int = 24) -> AppState {
    var state = AppFixture.loaded(account, columns: columns, rows: rows)
    AppFixture.press(.char("s"), on: &state)
    return state
  }

  @Test func theRefundDecisionSwitchIsShownAndCycledRuleApproveDecline() {
    var state = storeControls(AppFixture.subscriber)
    #expect(grid(state).rowText(9) == " m    Refund requests: decided by the rule (consumption information)")
    #expect(AppFixture.press(.char("m"), on: &state) == [.store(.setRefundDecision(.approve))])
    var account = AppFixture.subscriber
    account.store.refundDecision = .approve
    state = storeControls(account)
    #expect(grid(state).rowText(9) == " m    Refund requests: all granted (REFUND)")
    #expect(AppFixture.press(.char("m"), on: &state) == [.store(.setRefundDecision(.decline))])
    account.store.refundDecision = .decline
    state = storeControls(account)
    #expect(grid(state).rowText(9) == " m    Refund requests: all declined (REFUND_DECLINED)")
    #expect(AppFixture.press(.char("m"), on: &state) == [.store(.setRefundDecision(.rule))])
  }

  @Test func everyAPIFaultSwitchShowsItsStateAndItsDigitTogglesIt() {
    var state = storeControls(AppFixture.subscriber)
    let off = grid(state)
    #expect(off.rowText(10) == " 1-5  API faults:  1 unreleased app: off  2 unknown transaction: off")
    #expect(off.rowText(11) == "      3 rate limit: off  4 server error: off  5 slow answers: off")
    for (digit, fault) in zip(["1", "2", "3", "4", "5"], ServerAPIFault.allCases) {
      #expect(AppFixture.press(.char(Character(digit)), on: &state) == [.store(.setAPIFault(fault, true))])
    }
    state = storeControls(AppFixture.serverFlows)
    let on = grid(state)
    #expect(on.rowText(11) == "      3 rate limit: on  4 server error: off  5 slow answers: off")
    // The switch that is on stands out; the others are plain.
    #expect(on.rowStyleMask(11).hasPrefix("......B.BBBBBBBBBBBBBB..B.................."))
    #expect(AppFixture.press(.char("3"), on: &state) == [.store(.setAPIFault(.rateLimit, false))])
    #expect(AppFixture.press(.char("6"), on: &state) == [])
  }

  @Test func refundRequestsAndExtensionsAreListedBeforeTheTransactions() {
    let text = grid(storeControls(AppFixture.serverFlows)).text
    #expect(
      text.contains(
        """
           Interrupted   Unlock Premium Version  (int-1)
           Refund asked  #1002 decided by 2026-11-30 05:52  Unlock Premium Version
           Refund asked  #1001 declined  10 Coins
           Extended      by 1 day to 2026-12-07 17:52  Pro Yearly
           Extended      by 5 days to 2026-12-12 17:52 (all subscribers)  Pro Yearly
           Transaction   #1003 Pro Yearly              2026-11-29 17:52
        """))
    #expect(StoreItem.items(AppFixture.serverFlows).count == 9)
  }

  @Test(arguments: [RefundRequestLine.State.refunded, .reversed])
  func aDecidedRefundRequestSaysWhatTheStoreDecided(state decided: RefundRequestLine.State) {
    var account = AppFixture.subscriber
    account.store.refundRequests = [
      RefundRequestLine(
        transactionID: 1003, productID: "com.example.pro.yearly", title: "Pro Yearly", deadline: AppFixture.now,
        state: decided)
    ]
    let words = decided == .refunded ? "refunded" : "refund reversed"
    #expect(grid(storeControls(account)).text.contains("   Refund asked  #1003 \(words)  Pro Yearly\n"))
  }

  @Test func theCustomerAsksForARefundOfTheChosenTransaction() {
    var state = storeControls(AppFixture.serverFlows)
    // On a request that is no transaction: nothing, and the banner says what to choose.
    #expect(AppFixture.press(.char("r"), on: &state) == [])
    #expect(state.bannerText == "Choose a transaction to refund" && state.banner?.tone == .failure)
    // #1003 Pro Yearly, the first transaction.
    AppFixture.press(.down, .down, .down, .down, .down, .down, on: &state)
    #expect(AppFixture.press(.char("r"), on: &state) == [.store(.requestRefund(1003))])
    // #1002 already has a request waiting.
    AppFixture.press(.down, on: &state)
    #expect(AppFixture.press(.char("r"), on: &state) == [])
    #expect(state.bannerText == "A refund request for Unlock Premium Version is already waiting")
    // A refunded transaction cannot be asked for again.
    var refunded = AppFixture.serverFlows
    refunded.history[0].revoked = true
    state = storeControls(refunded)
    AppFixture.press(.down, .down, .down, .down, .down, .down, on: &state)
    #expect(AppFixture.press(.char("r"), on: &state) == [])
    #expect(state.bannerText == "Pro Yearly is already refunded")
  }

  /// Seen in the app: the refund request that `r` made came in above the chosen transaction,
  /// and the cursor stayed on the row, now another line; it stays on the transaction (below the
  /// top; at the top the newest line is chosen, as before).
  @Test func theChosenLineStaysChosenWhenLinesComeOrGoAboveIt() {
    var state = storeControls(AppFixture.subscriber)
    AppFixture.press(.down, .down, .down, on: &state)
    #expect(AppFixture.press(.char("r"), on: &state) == [.store(.requestRefund(1002))])
    var asked = AppFixture.subscriber
    asked.store.refundRequests = [
      RefundRequestLine(
        transactionID: 1002, productID: "com.iaptutorial.premium", title: "Unlock Premium Version",
        deadline: AppFixture.now.addingTimeInterval(12 * 3_600))
    ]
    asked.store.pendingApprovals = []
    _ = AppReducer.reduce(into: &state, action: .accountLoaded(asked), environment: environment)
    #expect(grid(state).text.contains(" ▶ Transaction   #1002 Unlock Premium Version  2026-11-29 16:52\n"))
    #expect(AppFixture.press(.char("r"), on: &state) == [])
    #expect(state.bannerText == "A refund request for Unlock Premium Version is already waiting")
    // A line that went away leaves the cursor where it was, inside the list.
    asked.history.removeAll { $0.transactionID == 1002 }
    _ = AppReducer.reduce(into: &state, action: .accountLoaded(asked), environment: environment)
    #expect(state.selection(.storeControls) == 3)
    // At the top the first line stays chosen: a renewal that comes in is the one chosen.
    var renewed = AppFixture.subscriber
    renewed.store.pendingApprovals = []
    renewed.store.interrupted = []
    var before = renewed
    before.history.removeFirst()
    var top = storeControls(before)
    _ = AppReducer.reduce(into: &top, action: .accountLoaded(renewed), environment: environment)
    #expect(grid(top).text.contains(" ▶ Transaction  #1003 Pro Yearly              2026-11-29 17:52\n"))
  }

  /// Seen in Japanese: a refunded transaction's mark was padded to English's 14 cells, so its id
  /// stood left of the others'; it takes the language's own column.
  @Test(arguments: ["en", "ja", "hi", "pt-BR", "ar"])
  func aRefundedTransactionsIDLinesUpWithTheOthers(language: String) {
    let words = Translations.forLanguage(language)
    var refunded = AppFixture.subscriber.history[0]
    refunded.revoked = true
    let lines = StoreControlsScreen.lines(
      [.transaction(refunded), .transaction(AppFixture.subscriber.history[1])], words)
    let (marked, plain) = (lines[0], lines[1])
    func column(_ line: String) -> Int { DisplayWidth.of(String(line[..<line.firstIndex(of: "#")!])) }
    #expect(column(marked) == column(plain))
  }

  @Test func theListHeadingNamesTheRefundRequestKey() {
    #expect(
      grid(storeControls(AppFixture.subscriber)).rowText(13)
        == " Waiting and done (a/d approve/decline, i resolve, f refund, r request refund):")
  }

  @Test func theServerFlowsAtBothSizes() {
    assertSnapshot(grid(storeControls(AppFixture.serverFlows)).text, named: "app-store-controls-flows-80x24")
    let narrow = storeControls(AppFixture.serverFlows, columns: 60, rows: 20)
    assertSnapshot(grid(narrow).text, named: "app-store-controls-flows-60x20")
    // At 60 columns the rate goes on under itself with its speed whole, the switches take three
    // rows, and the list, with no blank row above it, still shows three lines.
    #expect(grid(narrow).rowText(4) == " +/-  Time rate: monthly renewal every 15 minutes")
    #expect(grid(narrow).rowText(5) == "      (1\u{00A0}s\u{00A0}=\u{00A0}1\u{00A0}day)")
    #expect(grid(narrow).rowText(13) == "      4 server error: off  5 slow answers: off")
    #expect(grid(narrow).rowText(15).hasPrefix(" ▶ Ask to Buy"))
    // What a refund request waits for comes before the product's name, which is cut first.
    #expect(grid(narrow).rowText(17) == "   Refund asked  #1002 decided by 2026-11-30 05:52  Unlock…")
  }

  /// Issue 12 (walkthrough): in French at 60x20 the switches filled the screen and the list was
  /// gone, while `f` still refunded its chosen (unseen) transaction. The list keeps three lines.
  @Test func theListKeepsThreeLinesWhereTheSwitchesAreLong() {
    var state = LocalizedScreenTests.state("fr", "FRA", columns: 60, rows: 20, account: AppFixture.serverFlows)
    AppFixture.press(.char("s"), on: &state)
    let rows = (0..<20).map { grid(state).rowText($0) }
    let heading = try! #require(rows.firstIndex { $0.hasPrefix(" En attente/fait") })
    #expect(rows[heading + 1].hasPrefix(" ▶ "), "\(rows)")
    #expect(!rows[heading + 3].trimmingCharacters(in: .whitespaces).isEmpty, "\(rows)")
    // Its dates are written in the language's digits, as on every other screen (Arabic in SAU).
    var arabic = LocalizedScreenTests.state("ar", "SAU", columns: 80, rows: 24, account: AppFixture.serverFlows)
    AppFixture.press(.char("s"), on: &arabic)
    #expect(grid(arabic).rowText(3).contains("٢٠٢٦"), "\(grid(arabic).rowText(3))")
  }

  @Test func theNewKeysAreInTheHelp() {
    let rows = KeyBindings.table.flatMap { HelpScreen.entryRows($0) }
    #expect(rows.contains { $0.hasPrefix("m         How refund requests are decided") })
    #expect(rows.contains { $0.hasPrefix("1-5       API faults of storefront\u{00A0}serve on/off") })
    #expect(rows.contains { $0.hasPrefix("r         The customer asks for a refund of the chosen") })
  }
}
