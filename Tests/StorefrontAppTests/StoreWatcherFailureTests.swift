import Foundation
import Storefront
import TerminalUI
import Testing

@testable import StorefrontApp

/// A store the watcher cannot read says so on the banner, once, and the app goes on.
struct StoreWatcherFailureTests {
  @Test func aStoreThatCannotBeReadIsSaidOnTheBannerAndTheAppGoesOn() throws {
    let harness = try RuntimeHarness()
    let source = FailingWatchSource(store: harness.app.store)
    let tablet = try harness.app.otherDevice("tablet")
    let terminal = try harness.run(
      [
        .wait(milliseconds: 300), .capture("fine"),
        .run { source.failing = true }, .wait(milliseconds: 300), .capture("failed"),
        .key(.char("h")), .capture("history"),
        .wait(milliseconds: 300), .capture("not said again"),
        .run {
          source.failing = false
          _ = try? tablet.purchase("com.iaptutorial.premium")
        },
        .wait(milliseconds: 300), .capture("recovered"),
        .run { source.failing = true }, .wait(milliseconds: 300), .capture("failed again"),
      ], source: source)
    let said = " The store could not be read: disk I/O error"
    #expect(AppRuntimeJourneyTests.banner(terminal.capture("fine")) != said)
    #expect(AppRuntimeJourneyTests.banner(terminal.capture("failed")) == said)
    #expect(terminal.capture("history").contains(" History  Enter shows the signed transaction"))
    #expect(AppRuntimeJourneyTests.banner(terminal.capture("not said again")) != said)
    #expect(AppRuntimeJourneyTests.status(terminal.capture("recovered")).contains("Premium unlocked"))
    #expect(AppRuntimeJourneyTests.banner(terminal.capture("failed again")) == said)
  }

  /// Once the store can be read again the banner saying it could not goes, without a key.
  @Test func theBannerGoesWhenTheStoreIsReadableAgain() throws {
    let harness = try RuntimeHarness()
    let source = FailingWatchSource(store: harness.app.store)
    let terminal = try harness.run(
      [
        .run { source.failing = true }, .wait(milliseconds: 300), .capture("failed"),
        .run { source.failing = false }, .wait(milliseconds: 300), .capture("recovered"),
      ], source: source)
    let said = " The store could not be read: disk I/O error"
    #expect(AppRuntimeJourneyTests.banner(terminal.capture("failed")) == said)
    #expect(AppRuntimeJourneyTests.banner(terminal.capture("recovered")) != said)
  }
}
