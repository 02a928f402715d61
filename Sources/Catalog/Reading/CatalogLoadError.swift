/// Why a catalog could not be loaded: every problem found, each as one formatted line.
///
/// Whatever the problem (a missing file, bad bytes, bad JSON, bad values), loading fails
/// with sysexits `EX_DATAERR` (65) and nothing is used or written.
public struct CatalogLoadError: Error, Sendable, CustomStringConvertible {
  /// The sysexits code for a bad catalog.
  public static let exitCode: Int32 = 65

  /// The file name as given by the user, used as the prefix of every line.
  public var fileName: String
  /// The problems, in file order.
  public var diagnostics: [CatalogDiagnostic]
  /// Each problem as one `file:line:column: key.path: message` line.
  public var lines: [String]

  /// All lines joined by newlines.
  public var description: String { lines.joined(separator: "\n") }
}
