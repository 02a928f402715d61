/// How ``NcursesTerminal`` starts: hyperlinks, colour, and the environment it reads.
public struct NcursesTerminalOptions: Sendable {
  /// Whether OSC 8 hyperlinks may be written (`--no-hyperlinks` turns this off); see ``HyperlinkPolicy``.
  public var hyperlinks: Bool
  /// Whether to draw without colour even when the terminal has it; see ``ColorPolicy``.
  public var monochrome: Bool
  /// How long curses waits after ESC for the rest of a key sequence, in milliseconds.
  public var escapeDelayMilliseconds: Int32
  /// The environment (`TERM`, `NO_COLOR`, `NO_HYPERLINKS`, `TMUX`, `STOREFRONT_LOG`, …).
  public var environment: TerminalEnvironment

  /// Options; by default links and colour where the terminal has them, a 25 ms Escape delay.
  public init(
    hyperlinks: Bool = true,
    monochrome: Bool = false,
    escapeDelayMilliseconds: Int32 = 25,
    environment: TerminalEnvironment = .current()
  ) {
    self.hyperlinks = hyperlinks
    self.monochrome = monochrome
    self.escapeDelayMilliseconds = escapeDelayMilliseconds
    self.environment = environment
  }
}

/// Why ``NcursesTerminal/open(options:)`` failed.
public enum NcursesTerminalError: Error, Equatable, Sendable, CustomStringConvertible {
  /// The process has no usable terminal (not a tty, `TERM` unset or `dumb`, no terminfo entry).
  case unavailable(TerminalCapability.Unavailable)
  /// A curses call failed while starting.
  case startFailed(String)

  /// One line for a person.
  public var description: String {
    switch self {
    case .unavailable(let problem): "cannot start the full-screen app: \(problem.reason)"
    case .startFailed(let what): "cannot start the full-screen app: \(what)"
    }
  }
}
