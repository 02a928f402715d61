import CNcursesw
public import ScreenGeometry
public import TerminalUI

/// Turns what `get_wch` returned into a ``TerminalEvent``: a pure table, tested without a terminal.
///
/// `status` is `OK` for a character (then `value` is its Unicode scalar) or `KEY_CODE_YES` for a curses key
/// code (`KEY_DOWN`, `KEY_RESIZE`, …). Enter arrives as 10 or 13 (or `KEY_ENTER`), Backspace as 8, 127 or
/// `KEY_BACKSPACE`, Ctrl-C as 3 (the terminal is in raw mode). Anything without a meaning gives `nil`.
public enum KeyDecoder {
  /// The event for one `get_wch` result; `size` is asked only for `KEY_RESIZE`.
  public static func decode(
    status: Int32,
    value: UInt32,
    size: @autoclosure () -> ScreenSize = ScreenSize(columns: 0, rows: 0)
  ) -> TerminalEvent? {
    switch status {
    case KEY_CODE_YES:
      if Int32(bitPattern: value) == KEY_RESIZE { return .resized(size()) }
      return keyCode(Int32(bitPattern: value)).map { .key($0) }
    case OK:
      return character(value).map { .key($0) }
    default:
      return nil
    }
  }

  /// The key for a curses key code, or `nil` for keys the app has no use for.
  static func keyCode(_ code: Int32) -> Key? {
    switch code {
    case KEY_UP: .up
    case KEY_DOWN: .down
    case KEY_LEFT: .left
    case KEY_RIGHT: .right
    case KEY_HOME: .home
    case KEY_END: .end
    case KEY_PPAGE: .pageUp
    case KEY_NPAGE: .pageDown
    case KEY_ENTER: .enter
    case KEY_BACKSPACE: .backspace
    case KEY_BTAB: .backTab
    case (KEY_F0 + 1)...(KEY_F0 + 12): .function(Int(code - KEY_F0))
    default: nil
    }
  }

  /// The key for a character `get_wch` returned with `OK`.
  static func character(_ value: UInt32) -> Key? {
    switch value {
    case 9: return .tab
    case 10, 13: return .enter
    case 8, 127: return .backspace
    case 27: return .escape
    case 1...26: return .ctrl(Character(Unicode.Scalar(UInt8(value) + 0x60)))
    case 0..<0x20, 0x7F...0x9F: return nil
    default:
      guard let scalar = Unicode.Scalar(value) else { return nil }
      return .char(Character(scalar))
    }
  }
}
