import StrictJSON

/// JSON as people read it: indented, keys sorted, each certificate of a chain shortened to its start.
public enum JSONText {
  /// The JSON `bytes` indented, or the bytes as text when they are not a JSON object.
  public static func pretty(_ bytes: [UInt8]) -> String {
    guard let document = try? JSONParser.parse(bytes), case .object(var members) = document.root.tree else {
      return String(decoding: bytes, as: UTF8.self)
    }
    for index in members.indices where members[index].key == "x5c" {
      if case .array(let chain) = members[index].value { members[index].value = .array(chain.map(shortened)) }
    }
    var text = JSONWriter.write(sorted(.object(members)))
    text.removeLast()  // the writer's final newline
    return text
  }

  /// A certificate (base64 DER, hundreds of characters) as its first 12 characters and "…": the
  /// chain's length stays visible, in no language.
  private static func shortened(_ certificate: JSONValue) -> JSONValue {
    guard case .string(let text) = certificate, text.count > 12 else { return certificate }
    return .string(text.prefix(12) + "…")
  }

  /// `value` with every object's members in key order.
  private static func sorted(_ value: JSONValue) -> JSONValue {
    switch value {
    case .object(let members):
      .object(
        members.map { JSONValue.Member(key: $0.key, value: sorted($0.value)) }
          .sorted { Array($0.key.utf8).lexicographicallyPrecedes(Array($1.key.utf8)) })
    case .array(let elements): .array(elements.map(sorted))
    default: value
    }
  }
}
