/// A gettext catalog that does not parse, at `file:line`.
package struct POSyntaxError: Error, Equatable, Sendable, CustomStringConvertible {
  /// The catalog's name ("ar.po").
  package var file: String
  /// The 1-based line.
  package var line: Int
  /// What is wrong.
  package var message: String

  /// `ar.po:12: message`.
  package var description: String { "\(file):\(line): \(message)" }
}
