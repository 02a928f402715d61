extension JSONValue {
  /// The compact JSON text of this value, object keys sorted, numbers as their literal text.
  ///
  /// What `StrictJSONParser` reads, this writes back with the same meaning, so a payload can be
  /// read, changed in one member and signed again.
  public var jsonBytes: [UInt8] {
    var output: [UInt8] = []
    write(into: &output)
    return output
  }

  /// Appends the JSON text of this value to `output`.
  private func write(into output: inout [UInt8]) {
    switch self {
    case .object(let members):
      output.append(UInt8(ascii: "{"))
      for (index, key) in members.keys.sorted().enumerated() {
        if index > 0 { output.append(UInt8(ascii: ",")) }
        Self.writeString(key, into: &output)
        output.append(UInt8(ascii: ":"))
        members[key]!.write(into: &output)
      }
      output.append(UInt8(ascii: "}"))
    case .array(let elements):
      output.append(UInt8(ascii: "["))
      for (index, element) in elements.enumerated() {
        if index > 0 { output.append(UInt8(ascii: ",")) }
        element.write(into: &output)
      }
      output.append(UInt8(ascii: "]"))
    case .string(let text): Self.writeString(text, into: &output)
    case .number(let literal): output.append(contentsOf: literal.utf8)
    case .bool(let value): output.append(contentsOf: (value ? "true" : "false").utf8)
    case .null: output.append(contentsOf: "null".utf8)
    }
  }

  /// Appends `text` as a JSON string: quotes, backslashes and control characters escaped.
  private static func writeString(_ text: String, into output: inout [UInt8]) {
    let hex = Array("0123456789abcdef".utf8)
    output.append(UInt8(ascii: "\""))
    for byte in text.utf8 {
      switch byte {
      case UInt8(ascii: "\""): output.append(contentsOf: [UInt8(ascii: "\\"), UInt8(ascii: "\"")])
      case UInt8(ascii: "\\"): output.append(contentsOf: [UInt8(ascii: "\\"), UInt8(ascii: "\\")])
      case 0x0A: output.append(contentsOf: [UInt8(ascii: "\\"), UInt8(ascii: "n")])
      case 0x00..<0x20:
        output.append(contentsOf: Array("\\u00".utf8))
        output.append(hex[Int(byte >> 4)])
        output.append(hex[Int(byte & 0x0F)])
      default: output.append(byte)
      }
    }
    output.append(UInt8(ascii: "\""))
  }

  /// The members of an object, else nil.
  public var objectMembers: [String: JSONValue]? {
    guard case .object(let members) = self else { return nil }
    return members
  }

  /// The text of a string, else nil.
  public var stringValue: String? {
    guard case .string(let text) = self else { return nil }
    return text
  }
}
