import FoundationEssentials

#if canImport(Glibc)
  import Glibc
#endif

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
    let home = environment["HOME"] ?? Self.accountHome() ?? "/"
    return URL(fileURLWithPath: home).appendingPathComponent(".local/share/storefront")
  }

  /// The home directory of the account running the program, from the password database.
  private static func accountHome() -> String? {
    guard let entry = getpwuid(getuid()), let directory = entry.pointee.pw_dir else { return nil }
    return String(cString: directory)
  }

  /// The simulated store's directory (ledger and signing identity).
  static func store(_ parsed: ParsedArguments) -> URL { resolve(parsed).appendingPathComponent("store") }
}
