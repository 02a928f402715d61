import Localization
import Testing

@testable import TerminalUI

/// The purchase sheet's title sits where a reader of the language starts: at the box's left corner
/// in English, at its right corner in Arabic (it stayed on the left while every other Arabic box
/// title moved right; walkthrough of issue 12).
struct PurchaseSheetTitleTests {
  static func titleRow(_ language: String, _ storefront: String) -> String {
    var state = LocalizedScreenTests.state(language, storefront, columns: 80, rows: 24, account: AppFixture.newcomer)
    AppFixture.press(.enter, on: &state)
    let grid = AppScreen.render(state, environment: AppFixture.environment).grid
    return (0..<grid.rows).map { grid.rowText($0) }.first { $0.contains("┌") }!
  }

  @Test func englishStartsAtTheLeftCornerAndArabicAtTheRight() {
    let english = Self.titleRow("en", "USA")
    #expect(english.contains("┌─ App Store ─"), "\(english)")
    let arabic = Self.titleRow("ar", "SAU")
    #expect(arabic.contains("─ App Store ─┐"), "\(arabic)")
    #expect(!arabic.contains("┌─ App Store"), "\(arabic)")
  }
}
