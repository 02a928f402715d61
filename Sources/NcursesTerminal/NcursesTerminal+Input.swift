import CNcursesw
public import TerminalUI

extension NcursesTerminal {
  /// The next key or resize, or `nil` when `timeoutMilliseconds` pass first (-1 waits for ever).
  ///
  /// Keys curses reports but the app has no use for (mouse, Insert, F13 and up) also give `nil`.
  public func nextEvent(timeoutMilliseconds: Int32) -> TerminalEvent? {
    guard !isShutDown, let window = cn_stdscr() else { return nil }
    wtimeout(window, timeoutMilliseconds)
    var value: wint_t = 0
    let status = wget_wch(window, &value)
    return KeyDecoder.decode(status: status, value: UInt32(value), size: self.size)
  }
}
