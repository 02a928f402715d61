/// Who puts right-to-left text in reading order: the app (visual order) or the terminal (`--bidi`).
public enum BidiMode: String, Sendable, Hashable, CaseIterable {
  /// The app reorders text by the Unicode Bidirectional Algorithm and writes cells as they are seen: for
  /// terminals that do not reorder (tmux, xterm, kitty, Alacritty, Windows Terminal). The default.
  case visual
  /// The app writes logical order and the terminal applies bidi itself (VTE, Konsole, mlterm).
  case terminal

  /// The order a grid writes text in, for a language that is written right to left or not.
  public func order(rightToLeft: Bool) -> TextOrder {
    switch self {
    case .visual: .visual(rightToLeft ? .rightToLeft : .leftToRight)
    case .terminal: .logical
    }
  }
}
