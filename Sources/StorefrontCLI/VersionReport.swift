import CCrypto
import CNcursesw
import CSQLite

/// The `--version` text: the program version and the system libraries it is linked against.
enum VersionReport {
  /// `storefront 0.1.0 (SQLite 3.40.1, OpenSSL 3.0.19 ..., ncurses 6.4.20221231)`.
  static func text(version: String) -> String {
    let sqlite = String(cString: sqlite3_libversion())
    let openssl = String(cString: OpenSSL_version(OPENSSL_VERSION))
    let ncurses = String(cString: curses_version())
    return "storefront \(version) (SQLite \(sqlite), \(openssl), \(ncurses))"
  }
}
