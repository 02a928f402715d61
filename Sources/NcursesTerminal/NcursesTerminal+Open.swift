import CNcursesw
import TerminalUI

#if canImport(Glibc)
  import Glibc
#endif

extension NcursesTerminal {
  /// Starts curses on this process's terminal, or throws when there is no usable terminal.
  ///
  /// Refuses (writing nothing) when stdin or stdout is not a terminal, `TERM` is unset or `dumb`, or terminfo
  /// has no entry for it. Then: the locale from the environment with a UTF-8 `LC_CTYPE`, the terminal modes
  /// saved, `newterm`, raw mode without echo, keypad keys (plus the CSI arrow, Home and End sequences),
  /// the Escape delay, a hidden cursor, colours with the terminal's defaults when allowed, and the signal,
  /// crash and exit handlers that restore the terminal.
  public static func open(options: NcursesTerminalOptions = NcursesTerminalOptions()) throws -> NcursesTerminal {
    if case .failure(let problem) = TerminalCapability.check(environment: options.environment) {
      throw NcursesTerminalError.unavailable(problem)
    }
    setUpLocale()
    let fd = STDOUT_FILENO
    var modes = termios()
    guard tcgetattr(fd, &modes) == 0 else { throw NcursesTerminalError.startFailed("cannot read the terminal modes") }
    TerminalRestorer.recordOriginalHandlers()
    guard let screen = newterm(nil, cn_stdout(), cn_stdin()) else {
      throw NcursesTerminalError.startFailed("newterm failed for TERM=\(options.environment["TERM"] ?? "")")
    }
    _ = raw()
    _ = noecho()
    _ = set_escdelay(options.escapeDelayMilliseconds)
    if let window = cn_stdscr() { _ = keypad(window, true) }
    defineCSIKeys()
    _ = curs_set(0)
    let palette = startColors(options: options)
    let registry = palette.map { palette in
      ColorPairRegistry(capacity: Int(cn_color_pairs()), palette: palette) { init_pair($0, $1, $2) == OK }
    }
    TerminalRestorer.arm(fd: fd, modes: modes, bytes: Array(restoreSequence().utf8))
    return NcursesTerminal(
      screen: screen, fd: fd, savedModes: modes,
      mapper: StyleMapper(bits: .ncurses, registry: registry), palette: palette,
      writesLinks: HyperlinkPolicy.emitsLinks(enabled: options.hyperlinks, environment: options.environment),
      logPath: options.environment["STOREFRONT_LOG"])
  }

  /// `setlocale(LC_ALL, "")`, then C.UTF-8 for `LC_CTYPE` if the environment's codeset is not UTF-8.
  static func setUpLocale() {
    _ = setlocale(LC_ALL, "")
    if !codesetIsUTF8() { _ = setlocale(LC_CTYPE, "C.UTF-8") }
    _ = DisplayWidth.ensureUTF8Locale()
  }

  /// Whether `LC_CTYPE`'s codeset is UTF-8.
  static func codesetIsUTF8() -> Bool {
    guard let name = nl_langinfo(nl_item(CODESET)) else { return false }
    let codeset = String(cString: name).uppercased()
    return codeset == "UTF-8" || codeset == "UTF8"
  }

  /// Starts colour when the terminal has it and ``ColorPolicy`` allows it; the palette, or `nil`.
  static func startColors(options: NcursesTerminalOptions) -> ColorPalette? {
    let allowed = ColorPolicy.usesColor(
      environment: options.environment, forceMonochrome: options.monochrome, terminalHasColors: has_colors())
    guard allowed, start_color() == OK else { return nil }
    let defaults = use_default_colors() == OK
    return ColorPalette(colors: Int(cn_colors()), hasDefaultColors: defaults)
  }

  /// Teaches curses the CSI forms of the arrow, Home, End and Page keys, which tmux and others send
  /// outside keypad mode (terminfo only lists the `ESC O` forms).
  static func defineCSIKeys() {
    let keys: [(String, Int32)] = [
      ("\u{1B}[A", KEY_UP), ("\u{1B}[B", KEY_DOWN), ("\u{1B}[C", KEY_RIGHT), ("\u{1B}[D", KEY_LEFT),
      ("\u{1B}[H", KEY_HOME), ("\u{1B}[F", KEY_END), ("\u{1B}[1~", KEY_HOME), ("\u{1B}[4~", KEY_END),
      ("\u{1B}OH", KEY_HOME), ("\u{1B}OF", KEY_END), ("\u{1B}[5~", KEY_PPAGE), ("\u{1B}[6~", KEY_NPAGE),
      ("\u{1B}[Z", KEY_BTAB),
    ]
    for (sequence, code) in keys { _ = define_key(sequence, code) }
  }

  /// The bytes that leave curses' modes, from terminfo: attributes off, cursor shown, keypad off, main screen.
  ///
  /// Falls back to the xterm sequences (`ESC [ 0 m`, `ESC [ ? 25 h`, `ESC [ ? 1049 l`) where an entry lacks one.
  static func restoreSequence() -> String {
    capability("sgr0", fallback: "\u{1B}[0m") + capability("cnorm", fallback: "\u{1B}[?25h")
      + capability("rmkx", fallback: "") + capability("rmcup", fallback: "\u{1B}[?1049l")
  }

  /// The terminfo string `name` without padding (`$<…>`), or `fallback`.
  static func capability(_ name: String, fallback: String) -> String {
    guard let value = tigetstr(name), Int(bitPattern: value) != -1 else { return fallback }
    var text = String(cString: value)
    while let start = text.firstRange(of: "$<"), let end = text[start.upperBound...].firstIndex(of: ">") {
      text.removeSubrange(start.lowerBound...end)
    }
    return text
  }
}
