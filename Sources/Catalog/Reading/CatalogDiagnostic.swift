public import StrictJSON
/// One problem found in a catalog file, at a byte offset and key path.
public struct CatalogDiagnostic: Sendable, Equatable {
  /// Byte offset in the file (after a UTF-8 byte order mark, if any); nil for whole-file problems.
  public var offset: Int?
  /// The key path of the value at fault.
  public var path: JSONPath
  /// What is wrong.
  public var message: String
  /// An earlier place the problem refers to, e.g. the first of two duplicates.
  public var relatedOffset: Int?

  /// Creates a diagnostic.
  public init(offset: Int?, path: JSONPath, message: String, relatedOffset: Int? = nil) {
    self.offset = offset
    self.path = path
    self.message = message
    self.relatedOffset = relatedOffset
  }
}
