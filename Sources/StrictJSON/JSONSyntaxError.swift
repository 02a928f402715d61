/// A violation of strict RFC 8259 JSON at a byte offset, with the key path being read.
public struct JSONSyntaxError: Error, Sendable, Equatable {
  /// Byte offset of the offending character.
  public var offset: Int
  /// Where in the document the parser was.
  public var path: JSONPath
  /// What is wrong, e.g. `trailing comma before '}'`.
  public var message: String
  /// Offset of an earlier related place, printed as `(first at LINE:COLUMN)`.
  public var relatedOffset: Int?

  /// Creates an error.
  public init(offset: Int, path: JSONPath, message: String, relatedOffset: Int? = nil) {
    self.offset = offset
    self.path = path
    self.message = message
    self.relatedOffset = relatedOffset
  }
}
