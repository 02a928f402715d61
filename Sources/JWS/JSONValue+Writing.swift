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
  ///
  /// Runs of bytes that need no escape (all of a JWS or an id) are copied whole.
  private static func writeString(_ text: String, into output: inout [UInt8]) {
    output.append(UInt8(ascii: "\""))
    var text = text
    text.withUTF8 { bytes in
      var runStart = 0
      for (index, byte) in bytes.enumerated()
      where byte < 0x20 || byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "\\") {
        output.append(contentsOf: UnsafeBufferPointer(rebasing: bytes[runStart..<index]))
        appendEscaped(byte, into: &output)
        runStart = index + 1
      }
      output.append(contentsOf: UnsafeBufferPointer(rebasing: bytes[runStart...]))
    }
    output.append(UInt8(ascii: "\""))
  }

  /// Appends the JSON escape of `byte`, a quote, a backslash or a control character.
  private static func appendEscaped(_ byte: UInt8, into output: inout [UInt8]) {
    let hex: StaticString = "0123456789abcdef"
    output.append(UInt8(ascii: "\\"))
    switch byte {
    case UInt8(ascii: "\""), UInt8(ascii: "\\"): output.append(byte)
    case 0x0A: output.append(UInt8(ascii: "n"))
    default:
      output.append(contentsOf: "u00".utf8)
      output.append(hex.utf8Start[Int(byte >> 4)])
      output.append(hex.utf8Start[Int(byte & 0x0F)])
    }
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
