import JWS

extension JSONValue {
  /// An integer number.
  static func int(_ value: Int64) -> JSONValue { .number(String(value)) }

  /// An array of strings.
  static func strings(_ values: [String]) -> JSONValue { .array(values.map { .string($0) }) }

  /// The member `key` of an object, else nil.
  subscript(key: String) -> JSONValue? { objectMembers?[key] }

  /// The value of a boolean, else nil.
  var boolValue: Bool? {
    guard case .bool(let value) = self else { return nil }
    return value
  }
}
