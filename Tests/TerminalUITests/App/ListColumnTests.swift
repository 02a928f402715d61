import Foundation
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
}
