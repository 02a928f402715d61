/// A 1-based line and column in a catalog file; columns count Unicode scalars, as in the
/// reader's messages (`docs/catalog.md`, "Positions").
public struct SourcePosition: Sendable, Equatable, Hashable, CustomStringConvertible {
  /// The line, from 1.
  public var line: Int
  /// The column, from 1, in Unicode scalars.
  public var column: Int

  /// A location.
  public init(line: Int, column: Int) {
    self.line = line
    self.column = column
  }

  /// "LINE:COLUMN".
  public var description: String { "\(line):\(column)" }
}
