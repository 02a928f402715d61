import CNcursesw
public import ScreenGeometry
public import TerminalUI

#if canImport(Glibc)
  import Glibc
#endif

/// The terminal backend over ncursesw: draws frames, reads keys, and leaves the terminal as it found it.
///
/// The only code that touches the terminal. Main thread only (curses is not thread-safe); one per process.
/// Start it with ``open(options:)``; always end with ``shutdown()`` (signals, crashes and `exit` restore
/// the terminal too, see `TerminalRestorer`).
public final class NcursesTerminal: TerminalBackend {
  /// The curses screen.
  let screen: OpaquePointer
  /// The terminal's file descriptor (standard output).
  let fd: Int32
  /// The terminal modes before curses started.
  let savedModes: termios
  /// Maps cell styles to attributes and colour pairs.
  var mapper: StyleMapper
  /// The colours of the terminal, or `nil` when drawing without colour.
  let palette: ColorPalette?
  /// Whether OSC 8 links are written.
  let writesLinks: Bool
  /// The file diagnostics go to (`STOREFRONT_LOG`).
  let logPath: String?
  /// Whether ``shutdown()`` ran.
  private(set) var isShutDown = false

  /// A backend over a started curses screen.
  init(
    screen: OpaquePointer, fd: Int32, savedModes: termios, mapper: StyleMapper, palette: ColorPalette?,
    writesLinks: Bool, logPath: String?
  ) {
    self.screen = screen
    self.fd = fd
    self.savedModes = savedModes
    self.mapper = mapper
    self.palette = palette
    self.writesLinks = writesLinks
    self.logPath = logPath
  }

  deinit {
    shutdown()
  }

  /// The terminal's size in cells now.
  public var size: ScreenSize {
    guard !isShutDown, let window = cn_stdscr() else { return ScreenSize(columns: 0, rows: 0) }
    return ScreenSize(columns: Int(getmaxx(window)), rows: Int(getmaxy(window)))
  }

  /// Ends curses and puts back the exact terminal modes from before it started; safe to call more than once.
  ///
  /// After `endwin` (which leaves the alternate screen and shows the cursor), the saved termios is set with
  /// `TCSAFLUSH` and show-cursor is written once more (cursor visibility is independent of the alternate
  /// screen on some terminals), so `stty -a` afterwards matches `stty -a` before.
  public func shutdown() {
    guard !isShutDown else { return }
    isShutDown = true
    _ = endwin()
    var modes = savedModes
    _ = tcsetattr(fd, TCSAFLUSH, &modes)
    TTYOutput.write("\u{1B}[?25h", to: fd)
    TerminalRestorer.disarm()
    delscreen(screen)
  }

  /// Appends `message` to the file named by `STOREFRONT_LOG`, if set; never writes to the screen.
  public func log(_ message: String) {
    TerminalLog.append(message, to: logPath)
  }
}
