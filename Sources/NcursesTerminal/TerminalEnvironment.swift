#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// The environment variables the backend consults, read once so the policies that use them stay pure.
public struct TerminalEnvironment: Sendable, Equatable {
  /// The names read by ``current()``.
  static let names = [
    "TERM", "NO_COLOR", "NO_HYPERLINKS", "FORCE_HYPERLINKS", "TMUX", "TERM_PROGRAM", "VTE_VERSION",
    "KITTY_WINDOW_ID", "WT_SESSION", "KONSOLE_VERSION", "WEZTERM_PANE", "STY", "STOREFRONT_LOG",
  ]

  /// Variable values by name; a name that is absent is unset.
  public var values: [String: String]

  /// An environment of `values`.
  public init(_ values: [String: String]) {
    self.values = values
  }

  /// The value of `name`, or `nil` when unset.
  public subscript(name: String) -> String? { values[name] }

  /// Whether `name` is set, to any value (the `NO_COLOR` convention: even empty counts).
  public func isSet(_ name: String) -> Bool { values[name] != nil }

  /// The process's environment for the names the backend uses.
  public static func current() -> TerminalEnvironment {
    var values: [String: String] = [:]
    for name in names {
      if let value = getenv(name) { values[name] = String(cString: value) }
    }
    return TerminalEnvironment(values)
  }
}
