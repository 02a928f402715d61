import Foundation
import Localization
import Testing

@testable import TerminalUI

/// Table columns keep their place whatever the length of the text in front of them.
struct ListColumnTests {
  @Test func shortTextIsPaddedAndLongTextCutWithAnEllipsis() {
    #expect(ListPainter.fitted("Pro", 6) == "Pro   ")
    #expect(ListPainter.fitted("Pro Yearly", 6) == "Pro…  ")
    #expect(ListPainter.fitted("Premium", 7) == "Premi… ")
    #expect(ListPainter.fitted("日本語の名前", 6) == "日本… ")
    #expect(ListPainter.fitted("日本語の名前", 7) == "日本…  ")
  }

  /// A long Arabic plan name once pushed the auto-renew column off the row; later the name was cut
  /// beside blank cells. The name shows whole, and the auto-renew column, which the date's "renews"
  /// repeats, is left out where both do not fit.
  @Test func aLongArabicPlanNameShowsWholeBeforeTheAutoRenewColumn() {
    let title = "الاشتراك السنوي في برو مع كل الميزات"
    let line = SubscriptionLine(
      productID: "com.example.pro.yearly", title: title, groupID: "pro",
      state: .subscribed, renewsOrExpires: AppFixture.now, willAutoRenew: true)
    let text = AccountScreen.line(line)
    #expect(text.hasPrefix(title + " "), "\(text)")
    #expect(text.hasSuffix("subscribed  renews 2026-11-29 17:52"), "\(text)")
    #expect(DisplayWidth.of(text) <= 76)
    let wide = AccountScreen.line(line, width: 116)
    #expect(wide.hasPrefix(title + " ") && wide.hasSuffix("auto-renew on"), "\(wide)")
  }

  /// Issue 12 (walkthrough): in Arabic at 80x24 the account cut "الاشتراك الاحترافي السنوي" in the
  /// middle while its state column ran blank for a dozen cells.
  @Test func theArabicAccountShowsThePlansNameWhole() {
    let state = LocalizedScreenTests.state("ar", "SAU", columns: 80, rows: 24, account: AppFixture.subscriber)
    var opened = state
    AppFixture.press(.char("a"), on: &opened)
    let text = AppScreen.render(opened, environment: AppFixture.environment).grid.text
    let name = opened.names.products[AppFixture.subscriber.subscriptions[0].productID] ?? ""
    #expect(!name.isEmpty)
    // In visual order the name's words are reversed as a whole; compare logical rows instead.
    var logical = opened
    logical.bidi = .terminal
    let rows = AppScreen.render(logical, environment: AppFixture.environment).grid.text
    #expect(rows.contains(name), "\(text)")
  }

  /// Two plans whose names share their start were cut to the same text (Arabic at 60x20 showed
  /// "الاشتراك…" twice, losing "yearly" and "monthly"); they are cut in the middle, keeping the end.
  @Test func namesThatWouldReadTheSameAreCutInTheMiddle() {
    let names = ["الاشتراك الاحترافي السنوي", "الاشتراك الاحترافي الشهري"]
    let yearly = ListPainter.fitted(names[0], 15, apartFrom: names)
    let monthly = ListPainter.fitted(names[1], 15, apartFrom: names)
    #expect(yearly != monthly)
    #expect(yearly.hasSuffix("…السنوي  ") || yearly.contains("…") && yearly.contains("السنوي"), "\(yearly)")
    #expect(monthly.contains("الشهري"), "\(monthly)")
    #expect(DisplayWidth.of(yearly) == 15 && DisplayWidth.of(monthly) == 15)
    // Names that differ where they are cut keep their end cut.
    #expect(ListPainter.fitted("Premium Forever", 8, apartFrom: ["Pro Monthly"]) == "Premiu… ")
    #expect(ListPainter.fitted("Pro Yearly", 12, apartFrom: ["Pro Monthly"]) == "Pro Yearly  ")
  }

  /// Issue 12 (walkthrough): Arabic history at 60x20 showed "الاشتراك الاحترافي ا…" alone in the list:
  /// which plan it was could not be told, though the catalog sells a monthly and a yearly one.
  @Test func aHistoryNameIsToldApartFromEveryNameInTheCatalog() {
    let words = Translations.forLanguage("ar")
    let names = ["الاشتراك الاحترافي السنوي", "الاشتراك الاحترافي الشهري", "10 عملات"]
    let yearly = HistoryLine(
      transactionID: 2_000_000_000_000_001, productID: "com.example.pro.yearly", title: names[0],
      purchaseDate: Date(timeIntervalSince1970: 1_764_950_000), verified: true)
    let line = HistoryScreen.line(yearly, width: 56, idWidth: 18, words, apartFrom: names)
    #expect(line.contains("السنوي") && line.contains("…"), "\(line)")
    #expect(DisplayWidth.of(HistoryScreen.line(yearly, width: 56, idWidth: 18, words)) == DisplayWidth.of(line))
    #expect(!HistoryScreen.line(yearly, width: 56, idWidth: 18, words).contains("السنوي"))
    #expect(ListPainter.cut("Pro Yearly", 20, apartFrom: names) == "Pro Yearly")
  }
}
