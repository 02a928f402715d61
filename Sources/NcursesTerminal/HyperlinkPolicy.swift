/// Whether the backend writes OSC 8 hyperlinks.
///
/// Off when the option says so (`--no-hyperlinks`) or `NO_HYPERLINKS` is set; on when `FORCE_HYPERLINKS`
/// is set. Otherwise on only where the terminal is known to support them or to pass them on harmlessly:
/// inside tmux (≥ 3.4 forwards them, older versions drop them), kitty, WezTerm, VTE ≥ 0.50, Windows
/// Terminal, Konsole, iTerm2, VS Code, Ghostty, foot, Alacritty. GNU screen and the Linux console
/// print the sequence as text, so they never get links.
public enum HyperlinkPolicy {
  /// `TERM_PROGRAM` values of terminals with OSC 8.
  static let programs: Set<String> = ["iTerm.app", "WezTerm", "vscode", "ghostty", "Hyper", "tmux", "Apple_Terminal"]
  /// `TERM` prefixes of terminals with OSC 8.
  static let termPrefixes = ["xterm-kitty", "xterm-ghostty", "wezterm", "foot", "alacritty", "tmux", "contour"]

  /// Whether to write links, given the option and the environment.
  public static func emitsLinks(enabled: Bool, environment: TerminalEnvironment) -> Bool {
    guard enabled, !environment.isSet("NO_HYPERLINKS") else { return false }
    if environment.isSet("FORCE_HYPERLINKS") { return true }
    let term = environment["TERM"] ?? ""
    if term == "linux" || term == "dumb" { return false }
    if environment.isSet("TMUX") { return true }
    if environment.isSet("STY") || term.hasPrefix("screen") { return false }
    if let program = environment["TERM_PROGRAM"], programs.contains(program) { return true }
    if let vte = environment["VTE_VERSION"].flatMap(Int.init), vte >= 5000 { return true }
    for name in ["KITTY_WINDOW_ID", "WT_SESSION", "KONSOLE_VERSION", "WEZTERM_PANE"] where environment.isSet(name) {
      return true
    }
    return termPrefixes.contains { term.hasPrefix($0) }
  }
}
