import Foundation
import Localization
import Paywall
import Testing

@testable import TerminalUI

/// Issue 12: at 60x20 the history kept its dates but lost the verified/refunded column, the
/// account its dates, help its context column. The columns that carry meaning stay; long names
/// are cut; the footer keeps help, back and quit whatever their words.
struct NarrowScreenTests {
  let environment = AppFixture.environment

  /// The subscriber with the store's real 16-digit transaction ids and a refund.
  static var realIDs: AccountSnapshot {
    var account = AppFixture.subscriber
    for index in account.history.indices { account.history[index].transactionID += 2_000_000_000_000_000 - 1000 }
    account.history[1].revoked = true
    return account
  }

  @Test func historyAt60x20KeepsTheStatusColumn() {
    var state = AppFixture.loaded(AppFixture.subscriber, columns: 60, rows: 20)
    AppFixture.press(.char("h"), on: &state)
    assertSnapshot(AppScreen.render(state, environment: environment).grid.text, named: "app-history-60x20")

    var real = AppFixture.loaded(Self.realIDs, columns: 60, rows: 20)
    AppFixture.press(.char("h"), on: &real)
    let grid = AppScreen.render(real, environment: environment).grid
    // No room for the 16-digit ids (Enter shows them): the names get it, the status stays.
    #expect(grid.rowText(3) == " ▶ 2026-11-29 17:52  Pro Yearly ×1             verified")
    #expect(grid.rowText(4) == "   2026-11-29 16:52  Unlock Premium Version ×1 refunded")
  }

  /// Issue 14: the order id joins them at 80x24; the name makes room.
  @Test func historyAt80x24KeepsTheIDsAndTheStatusWithRealIDs() {
    var state = AppFixture.loaded(Self.realIDs)
    AppFixture.press(.char("h"), on: &state)
    let row = AppScreen.render(state, environment: environment).grid.rowText(4)
    #expect(row == "   2026-11-29 16:52  #2000000000000002 MNQVZU9CLQ  Unlock Prem… ×1 refunded")
  }

  @Test func accountAt60x20KeepsItsDates() {
    var state = AppFixture.loaded(AppFixture.subscriber, columns: 60, rows: 20)
    AppFixture.press(.char("a"), on: &state)
    let grid = AppScreen.render(state, environment: environment).grid
    #expect(grid.rowText(7).contains("renews 2026-12-06 17:52"))
    #expect(grid.rowText(8).contains("ended 2026-10-30 17:52"))
  }

  /// Issue 12 (walkthrough): Arabic at 60x20 cut a billing retry's date to "…منذ 2027-01-06 0…";
  /// where the time does not fit, the row shows the whole day without it, never a cut number.
  @Test(arguments: Translations.languages)
  func aRowTooShortForTheTimeShowsTheWholeDay(language: String) throws {
    var account = AppFixture.subscriber
    account.subscriptions[0].state = .inBillingRetry
    var state = LocalizedScreenTests.state(language, "USA", columns: 60, rows: 20, account: account)
    AppFixture.press(.char("a"), on: &state)
    let day = UTCDateText(try #require(account.subscriptions[0].renewsOrExpires)).dayText
    let grid = AppScreen.render(state, environment: environment).grid
    let rows = (0..<grid.rows).map { grid.rowText($0) }
    let row = try #require(rows.first { $0.contains(day) }, "\(language)")
    let characters = Array(row)
    let isDigit = { (index: Int) -> Bool in
      characters.indices.contains(index) && characters[index].isASCII && characters[index].isNumber
    }
    let cutNumber = characters.indices.contains { characters[$0] == "…" && (isDigit($0 - 1) || isDigit($0 + 1)) }
    #expect(!cutNumber, "\(language): \(row)")
  }

  @Test func helpAt60x20KeepsWhereEachKeyWorks() {
    var state = AppFixture.loaded(AppFixture.subscriber, columns: 60, rows: 20)
    AppFixture.press(.char("?"), on: &state)
    assertSnapshot(AppScreen.render(state, environment: environment).grid.text, named: "app-help-60x20")
    // Scrolled to the end, the last keys and their screens show too.
    for _ in 0..<KeyBindings.table.count { AppFixture.press(.down, on: &state) }
    let text = AppScreen.render(state, environment: environment).grid.text
    #expect(text.contains(" q/Ctrl-C  Quit"))
    #expect(text.contains("everywhere"))
  }

  /// Issue 12: a long (Arabic) product name in the 60x20 history took the quantity with it when cut;
  /// the name is cut and "×1" stays, the status after it.
  @Test func aCutNameKeepsItsQuantity() {
    let arabic = Translations.forLanguage("ar")
    var line = AppFixture.subscriber.history[0]
    line.title = "الاشتراك الاحترافي السنوي"
    let text = HistoryScreen.line(line, width: 56, idWidth: 6, arabic)
    #expect(text.contains("… ×1"), "\(text)")
    #expect(text.hasSuffix(arabic(.screenVerified)))
    #expect(DisplayWidth.of(text) <= 56)
  }

  /// Issue 12: at 120 columns the account still cut names at 20 cells; a wide terminal gives them room.
  @Test func aWideAccountShowsWholeNames() {
    var line = AppFixture.subscriber.subscriptions[0]
    line.title = "Pro Yearly with Family Sharing and Cloud"
    #expect(AccountScreen.line(line, width: 116).hasPrefix(line.title + " "))
    // Where the name and the auto-renew column do not both fit, the name keeps its room.
    #expect(AccountScreen.line(line, width: 76).hasPrefix(line.title))
    #expect(!AccountScreen.line(line, width: 76).contains("auto-renew"))
    #expect(AccountScreen.line(line, width: 50) == "Pro Yearly wit… in trial  renews 2026-12-06 17:52")
  }

  /// Issue 12: in Japanese at 60x20 a store-controls transaction lost its date behind a long name.
  @Test func aStoreControlsLineCutsTheNameNotTheDate() {
    let japanese = Translations.forLanguage("ja")
    var transaction = AppFixture.subscriber.history[0]
    transaction.title = "プレミアム版をアンロック・ファミリー共有つき"
    transaction.transactionID = 2_000_000_000_000_003
    let text = StoreControlsScreen.line(.transaction(transaction), width: 56, japanese)
    #expect(text.hasSuffix("2026-11-29 17:52"), "\(text)")
    #expect(text.contains("…"))
    #expect(DisplayWidth.of(text) <= 56)
  }

  /// Issue 12 (second walkthrough): the Japanese list padded "取引" to the width of "承認リクエスト"
  /// (16 cells), which no line listed, and cut "Pro 年額プラン" to "Pro 年…" and the dates at 60x20;
  /// the kind column is as wide as the kinds listed.
  @Test func theStoreControlsKindColumnIsAsWideAsTheKindsListed() {
    let japanese = Translations.forLanguage("ja")
    var transaction = AppFixture.subscriber.history[0]
    transaction.title = "Pro 年額プラン"
    transaction.transactionID = 2_000_000_000_000_003
    let lines = StoreControlsScreen.lines([.transaction(transaction)], width: 56, japanese)
    #expect(lines == ["取引  #2000000000000003 Pro 年額プラン  2026-11-29 17:52"])
    let pending = PendingLine(id: "ask-1", productID: "com.iaptutorial.premium", title: "Premium")
    let mixed = StoreControlsScreen.lines([.transaction(transaction), .approval(pending)], width: 56, japanese)
    // Beside the wider request the id gives way, and the name and date stay whole.
    #expect(mixed[0] == "取引" + String(repeating: " ", count: 12) + "Pro 年額プラン  2026-11-29 17:52", "\(mixed[0])")
    #expect(mixed[1].hasPrefix("承認リクエスト  Premium"), "\(mixed[1])")
  }

  /// Issue 12 (third walkthrough): at 60 columns the store controls cut the newest transaction's
  /// date ("2027-01-06 02:…") and the dates started at a different column on every row.
  @Test(arguments: ["en", "de", "fr", "ja", "ar"])
  func storeControlsDatesAreWholeAndAligned(language: String) {
    let words = Translations.forLanguage(language)
    let titles = ["Pro Monatlich Abonnement", "Premium-Version freischalten", "10 Münzen"]
    let items = titles.enumerated().map { index, title -> StoreItem in
      var transaction = AppFixture.subscriber.history[0]
      transaction.title = title
      transaction.transactionID = 2_000_000_000_000_004 - UInt64(index)
      return .transaction(transaction)
    }
    for width in [56, 76, 116] {
      let lines = StoreControlsScreen.lines(items, width: width, words)
      let date = AppText.date(AppFixture.subscriber.history[0].purchaseDate, words)
      #expect(lines.allSatisfy { $0.hasSuffix(date) && DisplayWidth.of($0) <= width }, "\(width) \(lines)")
      #expect(Set(lines.map { DisplayWidth.of($0) }).count == 1, "\(width) \(lines)")
    }
    #expect(
      StoreControlsScreen.lines(items, width: 116, words).allSatisfy { line in titles.contains { line.contains($0) } })
  }

  /// Issue 12 (third walkthrough): the history cut "Premium-Version freischalten" at 30 cells even at
  /// 120 columns; its name column is as wide as the list's longest name where there is room.
  @Test func aWideHistoryShowsWholeNames() {
    let german = Translations.forLanguage("de")
    var transaction = AppFixture.subscriber.history[1]
    transaction.title = "Premium-Version freischalten (Familienfreigabe)"
    let name = HistoryScreen.nameText(transaction, transaction.title, german)
    let wide = HistoryScreen.line(transaction, width: 116, nameWidth: DisplayWidth.of(name) + 2, german)
    #expect(wide.contains(name + "  "), "\(wide)")
    let narrow = HistoryScreen.line(transaction, width: 56, nameWidth: DisplayWidth.of(name) + 2, german)
    #expect(narrow.contains("…") && DisplayWidth.of(narrow) <= 56, "\(narrow)")
  }

  /// Issue 12 (third walkthrough): at 60x20 in Arabic in Saudi Arabia the store controls' `n` line put
  /// the end of billing retry's date on one row and its time on the next.
  @Test func theNextEventsDateAndTimeStayOnOneRow() {
    var account = AppFixture.subscriber
    account.store.nextEventKind = .billingRetryEnd
    var state = LocalizedScreenTests.state("ar", "SAU", columns: 60, rows: 20, account: account)
    state.bidi = .terminal
    AppFixture.press(.char("s"), on: &state)
    let rows = AppScreen.render(state, environment: AppFixture.environment).grid.text.split(separator: "\n")
    let date = AppText.date(account.store.nextRenewal!, state.words).replacing(" ", with: "\u{2007}")
    #expect(rows.contains { $0.contains(date) }, "\(rows.joined(separator: "\n"))")
  }

  /// The store controls' lines are split into a kind and the rest: every translation of every line
  /// begins with its kind, before any placeholder.
  @Test(arguments: Translations.languages)
  func everyStoreControlsLineBeginsWithItsKind(language: String) {
    let words = Translations.forLanguage(language)
    let keys: [UIKey] = [
      .screenAskToBuyLine, .screenInterruptedLine, .screenTransactionLine, .screenRefundRequestLine,
      .screenRefundRequestRefundedLine, .screenRefundRequestDeclinedLine, .screenRefundRequestReversedLine,
    ]
    for key in keys {
      let kind = StoreControlsScreen.kind(of: words(key)).kind
      #expect(!kind.isEmpty && !kind.contains("%"), "\(language) \(key): \(kind)")
    }
  }

  /// Issue 12: on an account with no subscription the footer offered u (auto-renew) and p (plan),
  /// which had nothing to act on; it offers them once a subscription is listed.
  @Test func anEmptyAccountsFooterOffersOnlyKeysThatAct() {
    for columns in [60, 80, 120] {
      var state = AppFixture.loaded(AppFixture.newcomer, columns: columns, rows: 20)
      AppFixture.press(.char("a"), on: &state)
      let footer = AppScreen.render(state, environment: environment).grid.rowText(19)
      #expect(!footer.contains(" u ") && !footer.contains(" p ") && !footer.contains(" f "), "\(footer)")
      #expect(footer.contains("? help") && footer.contains("Esc back"), "\(footer)")
      var subscriber = AppFixture.loaded(AppFixture.subscriber, columns: 120, rows: 20)
      AppFixture.press(.char("a"), on: &subscriber)
      let offered = AppScreen.render(subscriber, environment: environment).grid.rowText(19)
      #expect(offered.contains(" u ") && offered.contains(" p ") && offered.contains(" f "), "\(offered)")
    }
  }

  @Test func theFooterKeepsHelpBackAndQuitInAnyWords() {
    var grid = CellGrid(columns: 60, rows: 3)
    let entries: [(command: AppCommand, key: String, word: String)] = [
      (.spendCoins, "c", "Münzen ausgeben"), (.toggleAutoRenew, "u", "Automatische Verlängerung"),
      (.changePlan, "p", "Tarif"), (.refundSubscription, "f", "erstatten"), (.help, "?", "Hilfe"),
      (.back, "Esc", "Zurück"),
      (.quit, "q", "Beenden"),
    ]
    AppChrome.drawFooter(entries, into: &grid)
    #expect(grid.rowText(2) == " c Münzen ausgeben  ? Hilfe  Esc Zurück  q Beenden")
  }

  @Test func everyScreenAt60x20KeepsHelpInItsFooter() {
    for route: AppRoute in [
      .paywall, .account, .history, .storeControls, .help, .switcher(.device), .transaction(1003),
    ] {
      var state = AppFixture.loaded(AppFixture.subscriber, columns: 60, rows: 20)
      state.routes = route == .paywall ? [.paywall] : [.paywall, route]
      let footer = AppScreen.render(state, environment: environment).grid.rowText(19)
      #expect(footer.contains("? help"), "\(route): \(footer)")
    }
  }
}

/// A screen's title hint keeps the right margin: the Japanese account hint at 60x20 ran into the
/// last column (walkthrough of issue 12).
struct TitleHintMarginTests {
  @Test(arguments: ["ja", "ar", "de", "en"])
  func theAccountHintEndsBeforeTheLastColumn(language: String) {
    let storefront = language == "ja" ? "JPN" : language == "ar" ? "SAU" : "USA"
    var state = LocalizedScreenTests.state(language, storefront, columns: 60, rows: 20)
    AppFixture.press(.char("a"), on: &state)
    let grid = AppScreen.render(state, environment: AppFixture.environment).grid
    let row = grid.rowText(1)
    // Both ends keep a blank cell (Arabic is mirrored: its hint ends on the left).
    #expect(DisplayWidth.of(row) <= 59 && row.hasPrefix(" "), "\(row)")
  }
}

/// The account's "none yet" hint wraps: Japanese at 60x20 cut it before "Enter", the key it names.
struct NoSubscriptionsHintTests {
  @Test(arguments: Translations.languages)
  func theHintIsWholeAt60x20(language: String) {
    var state = LocalizedScreenTests.state(language, "USA", columns: 60, rows: 20, account: AppFixture.newcomer)
    AppFixture.press(.char("a"), on: &state)
    let text = AppScreen.render(state, environment: AppFixture.environment).grid.text
    #expect(text.contains("Enter") && text.contains("Esc") && !text.contains("Ent…"), "\(text)")
  }
}
