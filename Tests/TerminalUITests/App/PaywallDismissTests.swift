import Foundation
import Paywall
import TerminalUI
import Testing

/// Issue 12: the paywall's footer offers "Esc Not now", so Esc closes the paywall and shows the app
/// behind it (the account), once the close control is on screen.
struct PaywallDismissTests {
  let environment = AppFixture.environment

  @Test func escapeIsNotNowAndShowsTheAppBehindThePaywall() {
    var state = AppFixture.loaded(AppFixture.subscriber)
    #expect(AppScreen.render(state, environment: environment).grid.rowText(1).contains("Esc Not now"))
    #expect(AppFixture.press(.escape, on: &state) == [])
    #expect(state.routes == [.paywall, .account])
    AppFixture.press(.escape, on: &state)
    #expect(state.routes == [.paywall])
  }

  @Test func aDelayedCloseControlDoesNothingUntilItShows() {
    var state = AppFixture.loaded()
    AppFixture.press(.char("w"), on: &state)
    #expect(state.paywallID == "deceptive")
    #expect(!AppScreen.render(state, environment: environment).grid.text.contains("Esc "))
    AppFixture.press(.escape, on: &state)
    #expect(state.routes == [.paywall])
    // Five real seconds later, at a store day a second.
    _ = AppReducer.reduce(
      into: &state, action: .tick(AppFixture.now.addingTimeInterval(5 * 86_400)), environment: environment)
    #expect(AppScreen.render(state, environment: environment).grid.text.contains("Esc No thanks"))
    AppFixture.press(.escape, on: &state)
    #expect(state.routes == [.paywall, .account])
  }

  @Test func helpSaysWhatEscapeDoesOnThePaywall() {
    let binding = KeyBindings.binding(for: .escape, in: .paywall)
    #expect(binding?.command == .dismissPaywall)
    #expect(binding?.footer == nil)  // the paywall's own "Esc Not now" says it
    #expect(KeyBindings.binding(for: .escape, in: .review)?.command == .back)
  }
}
