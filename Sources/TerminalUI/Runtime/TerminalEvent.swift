public import ScreenGeometry

/// What the terminal backend reports between frames.
public enum TerminalEvent: Equatable, Sendable {
  /// A key press.
  case key(Key)
  /// The terminal's new size in cells.
  case resized(ScreenSize)
}
