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

  @Test func aLongArabicPlanNameLeavesTheAutoRenewColumnOnScreen() {
    let line = SubscriptionLine(
      productID: "com.example.pro.yearly", title: "الاشتراك السنوي في برو مع كل الميزات", groupID: "pro",
      state: .subscribed, renewsOrExpires: AppFixture.now, willAutoRenew: true)
    let text = AccountScreen.line(line)
    #expect(text.hasPrefix("الاشتراك السنوي في ب… subscribed"))
    #expect(text.hasSuffix("subscribed    renews 2026-11-29 17:52   auto-renew on"))
    #expect(DisplayWidth.of(text) == 75)
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
