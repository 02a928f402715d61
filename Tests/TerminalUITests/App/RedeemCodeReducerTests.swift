import Localization
import StoreWire
import Testing

@testable import TerminalUI

/// Issue 16: the "Redeem code" sheet: O on the paywall opens it, letters and digits type the code
/// (q and R too, which are commands elsewhere), Enter redeems it once, and what the store says
/// closes the sheet or keeps the code for another try.
@Suite struct RedeemCodeReducerTests {
  static let environment = AppFixture.environment

  @Test func oOpensTheSheetWithAnEmptyCode() {
    var state = AppFixture.loaded()
    state.offerCodeEntry = "OLD"
    #expect(AppFixture.press(.char("O"), on: &state) == [])
    #expect(state.routes == [.paywall, .redeemCode])
    #expect(state.offerCodeEntry == "")
  }

  @Test func lettersAndDigitsTypeTheCodeInCapitalsAndCommandsDoNot() {
    var state = AppFixture.loaded()
    let effects = AppFixture.press(
      .char("O"), .char("s"), .char("p"), .char("R"), .char("q"), .char("2"), .char("-"), .char(" "), .char("é"),
      .char("٣"), .backspace, .char("6"), on: &state)
    // R restores and q quits everywhere else; here they are letters of the code.
    #expect(effects == [])
    #expect(state.offerCodeEntry == "SPRQ6")
    #expect(state.route == .redeemCode)
    for _ in 0..<100 { AppFixture.press(.char("a"), on: &state) }
    #expect(state.offerCodeEntry.count == 64)
    for _ in 0..<70 { AppFixture.press(.backspace, on: &state) }
    #expect(state.offerCodeEntry == "")
  }

  @Test func enterRedeemsTheCodeOnceAndAnEmptyCodeAsksForOne() {
    var state = AppFixture.loaded()
    #expect(AppFixture.press(.char("O"), .enter, on: &state) == [])
    #expect(state.banner == Banner(LocalizedText(.bannerCodeEmpty), tone: .failure))
    #expect(AppFixture.press(.char("f"), .char("r"), .enter, on: &state) == [.redeemOfferCode("FR")])
    #expect(state.busy)
    // A second Enter while the store answers does nothing.
    #expect(AppFixture.press(.enter, on: &state) == [])
  }

  @Test func anAcceptedCodeClosesTheSheetAndARefusedOneKeepsTheCode() {
    var state = AppFixture.loaded()
    AppFixture.press(.char("O"), .char("x"), .enter, on: &state)
    let refused = LocalizedText(.bannerCodeRefused, .verbatim("X"), .text(AppText.refusal(.expired)))
    #expect(
      AppReducer.reduce(
        into: &state, action: .redemptionFinished(accepted: false, refused), environment: Self.environment)
        == [.loadAccount])
    #expect(!state.busy)
    #expect(state.route == .redeemCode)
    #expect(state.offerCodeEntry == "X")
    #expect(state.banner?.tone == .failure)
    #expect(
      state.words(.bannerCodeRefused, "X", state.words(.codeRefusedExpired))
        == "Code X not accepted: this code has expired")
    // Typing again clears the old message.
    AppFixture.press(.char("y"), on: &state)
    #expect(state.banner == nil)
    AppFixture.press(.enter, on: &state)
    let accepted = LocalizedText(.bannerCodeSubscribed, .verbatim("XY"), .product("com.example.pro.monthly"))
    _ = AppReducer.reduce(
      into: &state, action: .redemptionFinished(accepted: true, accepted), environment: Self.environment)
    #expect(state.routes == [.paywall])
    #expect(state.offerCodeEntry == "")
    #expect(state.banner?.tone == .success)
  }

  @Test func escGoesBackAndCtrlCQuits() {
    var state = AppFixture.loaded()
    AppFixture.press(.char("O"), .char("a"), .escape, on: &state)
    #expect(state.routes == [.paywall])
    AppFixture.press(.char("O"), on: &state)
    #expect(AppFixture.press(.ctrl("c"), on: &state) == [.quit])
  }

  @Test(arguments: [
    ("en", ["Enter redeem", "Ctrl-C quit", "? help", "Esc back"]),
    ("ar", ["Enter استرداد", "Ctrl-C خروج", "? مساعدة", "Esc رجوع"]),
    ("ja", ["Enter 使う", "Ctrl-C 終了", "? ヘルプ", "Esc 戻る"]),
  ])
  func theFooterSaysWhatTheKeysDoHere(language: String, footer: [String]) {
    #expect(KeyBindings.footer(for: .redeemCode, in: Translations.forLanguage(language)) == footer)
    // The paywall's footer offers the sheet.
    #expect(KeyBindings.footer(for: .paywall).contains("O code"))
  }
}
