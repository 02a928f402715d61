import Foundation
import Paywall
import TerminalUI
import Testing

/// Issue 12: the device switcher `D` listed only iPad and iPhone, not the installs that exist
/// (one made by `storefront buy --device tablet`, even while the app runs).
struct DeviceSwitcherTests {
  let environment = AppFixture.environment

  @Test func theSwitcherListsTheInstallsTheLastLoadFound() {
    var account = AppFixture.subscriber
    account.device = "default"
    account.installs = ["default", "tablet"]
    var state = AppFixture.loaded(account)
    AppFixture.press(.char("D"), on: &state)
    #expect(state.choices(.device, environment: environment) == ["default", "iPad", "iPhone", "tablet"])
    let screen = AppScreen.render(state, environment: environment).grid
    #expect(screen.rowText(3).hasPrefix(" ▶ default  (current)"))
    #expect(screen.rowText(6).hasPrefix("   tablet"))
    let effects = AppFixture.press(.down, .down, .down, .enter, on: &state)
    #expect(effects == [.switchDevice("tablet"), .loadAccount])
  }

  @Test func anInstallMadeWhileTheAppRunsShowsAfterTheNextLoad() {
    var state = AppFixture.loaded()
    #expect(state.choices(.device, environment: environment) == ["iPad", "iPhone"])
    var account = AppFixture.newcomer
    account.installs = ["iPhone", "tablet"]
    _ = AppReducer.reduce(into: &state, action: .accountLoaded(account), environment: environment)
    #expect(state.choices(.device, environment: environment) == ["iPad", "iPhone", "tablet"])
  }
}

/// Issue 15: the devices the switcher suggests are the catalog's (`settings.devices`), not names
/// written into the app.
struct CatalogDeviceSuggestionTests {
  @Test func theSwitcherSuggestsTheCatalogsDevices() {
    var catalog = PaywallFixture.catalog
    catalog.settings.devices = ["Pixel-8", "Surface"]
    let environment = AppEnvironment(catalog: catalog)
    var account = AppFixture.newcomer
    account.device = "default"
    account.installs = ["default"]
    var state = AppFixture.loaded(account)
    _ = AppReducer.reduce(into: &state, action: .accountLoaded(account), environment: environment)
    #expect(state.choices(.device, environment: environment) == ["Pixel-8", "Surface", "default"])
    catalog.settings.devices = []
    let none = AppEnvironment(catalog: catalog)
    #expect(state.choices(.device, environment: none) == ["default"])
  }
}
