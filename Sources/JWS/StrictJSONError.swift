/// Why `StrictJSONParser` rejected a text: a message and the byte offset where it applies.
struct StrictJSONError: Error, Equatable, CustomStringConvertible {
  var message: String
  var offset: Int

  var description: String { "\(message) at byte \(offset)" }
}
