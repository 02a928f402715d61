/// Whether the backend draws colours at all.
public enum ColorPolicy {
  /// Colours only when the terminal has them, `NO_COLOR` is not set (to any value) and monochrome is not forced.
  public static func usesColor(
    environment: TerminalEnvironment, forceMonochrome: Bool, terminalHasColors: Bool
  ) -> Bool {
    terminalHasColors && !forceMonochrome && !environment.isSet("NO_COLOR")
  }
}
