/// Why a catalog could not be loaded: the first problems found, each as one formatted line,
/// and how many more there were.
///
/// Whatever the problem (a missing file, bad bytes, bad JSON, bad values), loading fails
/// with sysexits `EX_DATAERR` (65) and nothing is used or written.
public struct CatalogLoadError: Error, Sendable, CustomStringConvertible {
  /// The sysexits code for a bad catalog.
  public static let exitCode: Int32 = 65

  /// The file name as given by the user, used as the prefix of every line.
  public var fileName: String
  /// The problems reported, in file order: the first `DiagnosticLog.defaultLimit` found.
  public var diagnostics: [CatalogDiagnostic]
  /// How many further problems were found but not described.
  public var omittedCount: Int
  /// Each reported problem as one `file:line:column: key.path: message` line, then, when
  /// problems were omitted, one `file: … and 19,950 more problems` line.
  public var lines: [String]

  /// Creates an error from formatted problem lines, adding the line that counts `omittedCount`
  /// further problems when there are any.
  public init(fileName: String, diagnostics: [CatalogDiagnostic], omittedCount: Int = 0, lines: [String]) {
    self.fileName = fileName
    self.diagnostics = diagnostics
    self.omittedCount = omittedCount
    self.lines = lines
    if omittedCount > 0 {
      let noun = omittedCount == 1 ? "problem" : "problems"
      self.lines.append("\(fileName): … and \(Self.grouped(omittedCount)) more \(noun)")
    }
  }

  /// Every problem found, reported or not.
  public var problemCount: Int { diagnostics.count + omittedCount }

  /// The lines that each describe one problem (`lines` without the count of omitted ones).
  public var problemLines: ArraySlice<String> { lines.prefix(omittedCount > 0 ? lines.count - 1 : lines.count) }

  /// All lines joined by newlines.
  public var description: String { lines.joined(separator: "\n") }

  /// `count` with a comma between each group of three digits, such as `19,950`.
  static func grouped(_ count: Int) -> String {
    let digits = Array(String(count))
    var text = ""
    for (index, digit) in digits.enumerated() {
      if index > 0, (digits.count - index) % 3 == 0 { text.append(",") }
      text.append(digit)
    }
    return text
  }
}
