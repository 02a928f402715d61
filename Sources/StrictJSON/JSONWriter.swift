/// Writes a `JSONValue` as pretty-printed JSON: two-space indents, members in their order,
/// non-ASCII text as UTF-8, control characters escaped. The same node always gives the same text.
public enum JSONWriter {
  /// The JSON text of `node`, ending with a newline.
  public static func write(_ node: JSONValue) -> String {
    var output = ""
    write(node, indent: 0, into: &output)
    output += "\n"
    return output
  }

  private static func write(_ node: JSONValue, indent: Int, into output: inout String) {
    switch node {
    case .null: output += "null"
    case .bool(let flag): output += flag ? "true" : "false"
    case .number(let raw): output += raw
    case .string(let text): writeString(text, into: &output)
    case .array(let elements):
      if elements.isEmpty {
        output += "[]"
        return
      }
      if elements.allSatisfy(isScalar) {
        output += "["
        for (index, element) in elements.enumerated() {
          if index > 0 { output += ", " }
          write(element, indent: indent, into: &output)
        }
        output += "]"
        return
      }
      output += "[\n"
      for (index, element) in elements.enumerated() {
        output += String(repeating: " ", count: indent + 2)
        write(element, indent: indent + 2, into: &output)
        output += index == elements.count - 1 ? "\n" : ",\n"
      }
      output += String(repeating: " ", count: indent) + "]"
    case .object(let members):
      if members.isEmpty {
        output += "{}"
        return
      }
      output += "{\n"
      for (index, member) in members.enumerated() {
        output += String(repeating: " ", count: indent + 2)
        writeString(member.key, into: &output)
        output += ": "
        write(member.value, indent: indent + 2, into: &output)
        output += index == members.count - 1 ? "\n" : ",\n"
      }
      output += String(repeating: " ", count: indent) + "}"
    }
  }

  private static func isScalar(_ node: JSONValue) -> Bool {
    switch node {
    case .object, .array: false
    default: true
    }
  }

  private static func writeString(_ text: String, into output: inout String) {
    output += "\""
    for scalar in text.unicodeScalars {
      switch scalar {
      case "\"": output += "\\\""
      case "\\": output += "\\\\"
      case "\n": output += "\\n"
      case "\r": output += "\\r"
      case "\t": output += "\\t"
      default:
        if scalar.value < 0x20 || scalar.value == 0x7F || UnsafeText.isUnsafe(scalar) {
          output += "\\u" + hex4(scalar.value).lowercased()
        } else {
          output.unicodeScalars.append(scalar)
        }
      }
    }
    output += "\""
  }
}
