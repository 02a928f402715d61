import Foundation
import Paywall
import Storefront
import TerminalUI
import Testing

@testable import StorefrontApp
import ScreenGeometry

/// The whole app in-process: `AppRuntime` on a scripted terminal, over a fresh store (see
/// `AppHarness`), with the store watcher on a hand-moved clock and every account load counted.
final class RuntimeHarness {
  /// What had been counted when the script passed a mark.
  struct Counts: Equatable {
    var loads: Int
    var statusReads: Int
    var feedReads: Int
  }

  let app: AppHarness
  let clock = ManualClock()
  /// Account loads so far (each verifies every JWS of the install again).
  private(set) var loads = 0
  private var marks: [String: Counts] = [:]

  init() throws {
    app = try AppHarness()
    app.performer.accountLoader = { [unowned self] client, controls, language in
      loads += 1
      return try AccountLoader.load(client: client, controls: controls, language: language)
    }
  }

  /// A step that notes the counts under `name`.
  func mark(_ name: String) -> ScriptedTerminal.Step {
    .run { [unowned self] in
      marks[name] = Counts(loads: loads, statusReads: app.wire.statusReads, feedReads: app.wire.feedReads)
    }
  }

  /// What was counted between marks `first` and `second`.
  func counted(from first: String, to second: String) -> Counts? {
    guard let start = marks[first], let end = marks[second] else { return nil }
    return Counts(
      loads: end.loads - start.loads, statusReads: end.statusReads - start.statusReads,
      feedReads: end.feedReads - start.feedReads)
  }

  /// Runs the app on the default paywall in USA, English, through `steps`, the watcher looking
  /// at `source` (the store itself by default); the app must quit with status 0 when they end.
  /// With `paintingFirst`, the first frame is painted before the runtime starts, as `storefront`
  /// does while the store opens.
  @discardableResult
  func run(
    _ steps: [ScriptedTerminal.Step], source: (any StoreWatchSource)? = nil,
    size: ScreenSize = ScreenSize(columns: 80, rows: 24), paintingFirst: Bool = false
  ) throws -> ScriptedTerminal {
    let terminal = ScriptedTerminal(size: size, clock: clock, steps: steps)
    let environment = AppEnvironment(catalog: AppHarness.catalog)
    let state = try AppState(environment: environment, storefrontID: "USA", language: AppHarness.english, size: size)
    let clock = clock
    if paintingFirst { AppRuntime.paintOpening(state, on: terminal, environment: environment) }
    let runtime = AppRuntime(
      terminal: terminal, performer: app.performer, environment: environment, state: state, account: nil,
      openingPainted: paintingFirst,
      watcher: StoreWatcher(
        source: source ?? WireWatchSource(wire: app.wire, controls: app.wire.inner), uptime: { clock.nanoseconds }))
    #expect(runtime.run() == 0)
    #expect(terminal.callsPastTheEnd == 1, "the app went on after the script ended")
    return terminal
  }

  /// The keys that choose plan `index` of the default paywall (0 is chosen at first).
  static func choosePlan(_ index: Int) -> [ScriptedTerminal.Step] {
    Array(repeating: .key(.down), count: index)
  }

  /// The default paywall's plans, in order: Pro Yearly, Pro Monthly, Premium, coins.
  static var premium: [ScriptedTerminal.Step] { choosePlan(2) }
  static var coins: [ScriptedTerminal.Step] { choosePlan(3) }

  /// Enter opens the purchase sheet, Enter confirms it.
  static var buy: [ScriptedTerminal.Step] { [.key(.enter), .key(.enter)] }
}
