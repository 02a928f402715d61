import Localization
import Testing

@testable import TerminalUI

/// Issue 16: a family member's account screen says Premium is shared by their family, in the
/// reader's language; the purchaser's does not.
@Suite struct FamilySharedAccountTests {
  @Test(arguments: [
    ("en", "USA", "unlocked, shared by your family"), ("ja", "JPN", "ロック解除済み、ファミリー共有"),
    ("ar", "SAU", "بمشاركة من عائلتك"),
  ])
  func theAccountScreenSaysPremiumIsShared(language: String, storefront: String, expected: String) {
    var member = AppFixture.newcomer
    member.premiumUnlocked = true
    member.premiumSharedByFamily = true
    var state = LocalizedScreenTests.state(language, storefront, columns: 80, rows: 24)
    state.open(member, at: AppFixture.now, environment: AppFixture.environment)
    AppFixture.press(.char("a"), on: &state)
    let text = AppScreen.render(state, environment: AppFixture.environment).grid.text
    // Arabic is drawn in visual order.
    let drawn = language == "ar" ? String(expected.reversed()) : expected
    #expect(text.contains(drawn), "\(text)")
    member.premiumSharedByFamily = false
    state.open(member, at: AppFixture.now, environment: AppFixture.environment)
    let own = AppScreen.render(state, environment: AppFixture.environment).grid.text
    #expect(!own.contains(drawn))
  }
}
