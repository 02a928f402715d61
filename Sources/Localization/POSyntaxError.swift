/// A gettext catalog that does not parse, at `file:line`.
public struct POSyntaxError: Error, Equatable, Sendable, CustomStringConvertible {
  /// The catalog's name ("ar.po").
  public var file: String
  /// The 1-based line.
  public var line: Int
  /// What is wrong.
  public var message: String

  /// `ar.po:12: message`.
  public var description: String { "\(file):\(line): \(message)" }
}
