/// A JSON value as read by `StrictJSONParser`; numbers keep their literal text.
public enum JSONValue: Equatable, Sendable {
  case object([String: JSONValue])
  case array([JSONValue])
  case string(String)
  /// The number exactly as written, e.g. `1700000000000` or `9.9e1`.
  case number(String)
  case bool(Bool)
  case null

  /// The value of an integer literal (no fraction, no exponent) that fits in 64 bits, else nil.
  public var integer: Int64? {
    guard case .number(let literal) = self, !literal.contains(where: { ".eE".contains($0) }) else { return nil }
    return Int64(literal)
  }
}
