/// A JSON value as a tree, for building documents to write (see `JSONWriter`).
///
/// Reading goes through `JSONDocument` and `JSONNode`, which keep positions and avoid
/// building a tree at all.
public indirect enum JSONValue: Sendable, Equatable {
  /// One `"key": value` pair of an object.
  public struct Member: Sendable, Equatable {
    /// The key.
    public var key: String
    /// The value.
    public var value: JSONValue

    /// Creates a member.
    public init(key: String, value: JSONValue) {
      self.key = key
      self.value = value
    }
  }

  case object([Member])
  case array([JSONValue])
  case string(String)
  /// A number, kept as its exact text.
  case number(String)
  case bool(Bool)
  case null

  /// An object from ordered members, skipping nil values.
  public static func object(_ members: [(String, JSONValue?)]) -> JSONValue {
    .object(members.compactMap { key, value in value.map { Member(key: key, value: $0) } })
  }

  /// An integer.
  public static func integer(_ value: some BinaryInteger) -> JSONValue { .number(String(value)) }

  /// An array of strings.
  public static func strings(_ texts: [String]) -> JSONValue { .array(texts.map { .string($0) }) }
}
