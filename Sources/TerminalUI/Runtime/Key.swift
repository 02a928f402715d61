/// A key the person pressed, decoded by the terminal backend.
public enum Key: Hashable, Sendable {
  /// A printable character (letters keep their case: "R" and "r" differ).
  case char(Character)
  case enter
  case escape
  case tab
  case backTab
  case backspace
  case up
  case down
  case left
  case right
  case home
  case end
  case pageUp
  case pageDown
  /// F1…F12.
  case function(Int)
  /// Control plus a letter ("c" for Ctrl-C).
  case ctrl(Character)
}
