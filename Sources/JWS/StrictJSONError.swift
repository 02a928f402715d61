/// Why `StrictJSONParser` rejected a text: a message and the byte offset where it applies.
public struct StrictJSONError: Error, Equatable, CustomStringConvertible {
  /// What is wrong.
  public var message: String
  /// The byte offset where it applies.
  public var offset: Int

  /// The message and its offset, in one line.
  public var description: String { "\(message) at byte \(offset)" }
}
