/// A JSON value together with the byte offset where it starts in its source text.
///
/// Objects keep their members in source order, so a reader can report unknown keys,
/// duplicate keys and positions exactly; Foundation's decoders can do none of these.
public struct JSONNode: Sendable, Equatable {
  /// The value itself.
  public enum Value: Sendable, Equatable {
    case object([JSONMember])
    case array([JSONNode])
    case string(String)
    /// A number, kept as its exact source text (RFC 8259 grammar).
    case number(String)
    case bool(Bool)
    case null
  }

  /// The value.
  public var value: Value
  /// Byte offset of the first character of the value in the source.
  public var offset: Int

  /// Creates a node.
  public init(_ value: Value, offset: Int = 0) {
    self.value = value
    self.offset = offset
  }

  /// A short name of the value's JSON type, as used in error messages.
  public var kindName: String {
    switch value {
    case .object: "object"
    case .array: "array"
    case .string: "string"
    case .number: "number"
    case .bool: "boolean"
    case .null: "null"
    }
  }

  /// The value as a short quotable description for messages, e.g. `number 1.99`.
  public var briefDescription: String {
    switch value {
    case .object: "an object"
    case .array: "an array"
    case .string(let text): "string \(MessageText.quoted(text))"
    case .number(let raw): "number \(MessageText.escaped(raw, limit: 40))"
    case .bool(let flag): "boolean \(flag)"
    case .null: "null"
    }
  }
}

/// One `"key": value` member of a JSON object.
public struct JSONMember: Sendable, Equatable {
  /// The decoded key.
  public var key: String
  /// Byte offset of the key's opening quote.
  public var keyOffset: Int
  /// The member's value.
  public var node: JSONNode

  /// Creates a member.
  public init(key: String, keyOffset: Int = 0, node: JSONNode) {
    self.key = key
    self.keyOffset = keyOffset
    self.node = node
  }
}
