public import ScreenGeometry

/// The seam between the pure app and a real terminal (ncurses), or a fake one in tests.
///
/// Main thread only. The runtime loops: wait for an event (or a timeout that drives the clock),
/// reduce, perform effects, render, present.
public protocol TerminalBackend: AnyObject {
  /// The terminal's size in cells now.
  var size: ScreenSize { get }
  /// The next event, or nil when `timeoutMilliseconds` pass without one.
  func nextEvent(timeoutMilliseconds: Int32) -> TerminalEvent?
  /// Shows `frame` (the whole screen; the backend diffs).
  func present(_ frame: TerminalFrame)
  /// Leaves the terminal exactly as it was found. Safe to call more than once.
  func shutdown()
}
