import Foundation

/// Where Storefront keeps its data: `--data DIR`, else `$STOREFRONT_HOME`, else
/// `$XDG_DATA_HOME/storefront`, else `~/.local/share/storefront`.
enum DataDirectory {
  static func resolve(_ parsed: ParsedArguments, environment: [String: String] = ProcessInfo.processInfo.environment)
    -> URL
  {
    if let explicit = parsed.options["data"] { return URL(fileURLWithPath: explicit) }
    if let home = environment["STOREFRONT_HOME"], !home.isEmpty { return URL(fileURLWithPath: home) }
    if let xdg = environment["XDG_DATA_HOME"], !xdg.isEmpty {
      return URL(fileURLWithPath: xdg).appendingPathComponent("storefront")
    }
    let home = environment["HOME"] ?? NSHomeDirectory()
    return URL(fileURLWithPath: home).appendingPathComponent(".local/share/storefront")
  }

  /// The simulated store's directory (ledger and signing identity).
  static func store(_ parsed: ParsedArguments) -> URL { resolve(parsed).appendingPathComponent("store") }
}
