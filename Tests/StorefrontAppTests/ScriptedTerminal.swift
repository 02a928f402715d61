import Paywall
import TerminalUI
import ScreenGeometry

/// A terminal backend for tests, like ratatui's `TestBackend`: it hands the runtime scripted keys,
/// lets time pass between them on a hand-moved clock, runs what else happens meanwhile, and keeps
/// each presented frame as text.
final class ScriptedTerminal: TerminalBackend {
  /// One step of the script.
  enum Step {
    /// A key press.
    case key(Key)
    /// The terminal takes a new size.
    case resize(ScreenSize)
    /// No key for `milliseconds`: the clock moves on and the runtime gets a timeout (and looks at the store).
    case wait(milliseconds: UInt64)
    /// Something that happens between keys (another device buys); runs, then the script goes on.
    case run(() -> Void)
    /// Keeps the screen as it stands under `name`; the script goes on.
    case capture(String)
  }

  let size: ScreenSize
  let clock: ManualClock
  private var steps: [Step]
  /// Every presented frame, as text, in order.
  private(set) var frames: [String] = []
  /// The screens kept by `.capture`, by name.
  private(set) var captures: [String: String] = [:]
  /// Calls to `nextEvent` after the script ended (each answered with Ctrl-C).
  private(set) var callsPastTheEnd = 0
  private(set) var isShutDown = false

  /// A terminal of `size` that plays `steps`, then presses Ctrl-C (quit) for as long as it is asked.
  init(size: ScreenSize = ScreenSize(columns: 80, rows: 24), clock: ManualClock, steps: [Step]) {
    self.size = size
    self.clock = clock
    self.steps = steps
  }

  /// The last presented frame.
  var screen: String { frames.last ?? "" }

  func nextEvent(timeoutMilliseconds: Int32) -> TerminalEvent? {
    while !steps.isEmpty {
      switch steps.removeFirst() {
      case .key(let key): return .key(key)
      case .resize(let size): return .resized(size)
      case .wait(let milliseconds):
        clock.advance(milliseconds: milliseconds)
        return nil
      case .run(let body): body()
      case .capture(let name): captures[name] = screen
      }
    }
    callsPastTheEnd += 1
    return .key(.ctrl("c"))
  }

  func present(_ frame: TerminalFrame) {
    frames.append(frame.grid.text)
  }

  func shutdown() { isShutDown = true }

  /// The kept screen `name` ("" when the script never kept it).
  func capture(_ name: String) -> String { captures[name] ?? "" }
}
