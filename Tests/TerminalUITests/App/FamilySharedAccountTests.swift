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

  /// A member with Pro Monthly from the family: the account screen says who manages it, and the
  /// keys that would change it say the same and do nothing.
  @Test(arguments: [
    ("en", "USA", "Pro Monthly is shared by your family"), ("ja", "JPN", "ファミリー共有です"),
    ("ar", "SAU", "يديره فرد العائلة"),
  ])
  func aPlanTheFamilySharesIsManagedByItsPurchaser(language: String, storefront: String, expected: String) {
    var member = AppFixture.newcomer
    member.premiumUnlocked = true
    member.premiumSharedByFamily = true
    member.subscriptions = [
      SubscriptionLine(
        productID: "com.example.pro.monthly", title: "Pro Monthly", groupID: "pro", state: .subscribed,
        renewsOrExpires: AppFixture.now.addingTimeInterval(20 * 86_400), willAutoRenew: true, isFamilyShared: true)
    ]
    var state = LocalizedScreenTests.state(language, storefront, columns: 80, rows: 24)
    state.open(member, at: AppFixture.now, environment: AppFixture.environment)
    AppFixture.press(.char("a"), on: &state)
    let drawn = language == "ar" ? String(expected.reversed()) : expected
    let text = AppScreen.render(state, environment: AppFixture.environment).grid.text
    #expect(text.contains(drawn), "\(text)")
    for key in ["u", "p", "f"] {
      let effects = AppFixture.press(.char(Character(key)), on: &state)
      #expect(effects.isEmpty, "\(key): \(effects)")
      #expect(state.banner?.text.key == .screenSharedPlan, "\(key)")
    }
    // The member's own plan is not marked.
    member.subscriptions[0].isFamilyShared = false
    var own = LocalizedScreenTests.state(language, storefront, columns: 80, rows: 24)
    own.open(member, at: AppFixture.now, environment: AppFixture.environment)
    AppFixture.press(.char("a"), on: &own)
    #expect(!AppScreen.render(own, environment: AppFixture.environment).grid.text.contains(drawn))
  }

  /// A plan billed monthly with a 12-month commitment says on the account screen which payment it
  /// is and whether the commitment renews, in the reader's language and digits.
  @Test(arguments: [
    ("en", "GBR", "payment 3 of 12, the commitment renews on", "the commitment is not renewed"),
    ("ja", "JPN", "12回中3回目の支払い", "契約期間は更新されません"),
    ("ar", "SAU", "ويتجدد الالتزام في", "ولن يتجدد الالتزام"),
  ])
  func aCommitmentSaysWhereItStands(language: String, storefront: String, renews: String, ends: String) {
    var account = AppFixture.newcomer
    var line = SubscriptionLine(
      productID: "com.example.pro.yearly", title: "Pro Yearly", groupID: "pro", state: .subscribed,
      renewsOrExpires: AppFixture.now.addingTimeInterval(20 * 86_400), willAutoRenew: true)
    line.commitmentPayment = 3
    line.commitmentEnds = AppFixture.now.addingTimeInterval(270 * 86_400)
    account.subscriptions = [line]
    for (willRenew, expected) in [(true, renews), (false, ends)] {
      account.subscriptions[0].willAutoRenew = willRenew
      var state = LocalizedScreenTests.state(language, storefront, columns: 80, rows: 24, account: account)
      AppFixture.press(.char("a"), on: &state)
      let text = AppScreen.render(state, environment: AppFixture.environment).grid.text
      let drawn = language == "ar" ? String(expected.reversed()) : expected
      #expect(text.contains(drawn), "\(text)")
    }
  }
}
