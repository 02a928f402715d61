internal import StrictJSON

/// Reads JWS headers and payloads with the project's one strict RFC 8259 parser (`StrictJSON`,
/// the catalog's too), into a `JSONValue` tree.
///
/// Unlike Foundation's `JSONSerialization`, it rejects duplicate object keys (compared after
/// unescaping; RFC 7515 §4 asks JWS recipients to reject them), a byte-order mark, invalid UTF-8,
/// lone surrogate escapes, control characters in strings, trailing content, and nesting deeper
/// than `maximumDepth`.
public enum StrictJSONParser {
  /// The value of the JSON text `bytes`.
  public static func parse(_ bytes: [UInt8], maximumDepth: Int = 32) throws(StrictJSONError) -> JSONValue {
    let invalid = bytes.withUnsafeBufferPointer { UTF8Validation.firstInvalidOffset(in: $0) }
    if let invalid { throw StrictJSONError(message: "not valid UTF-8", offset: invalid) }
    let document: JSONDocument
    do throws(JSONSyntaxError) {
      document = try JSONParser.parse(bytes, keepingDuplicates: 1, maximumDepth: maximumDepth)
    } catch {
      throw StrictJSONError(message: error.message, offset: error.offset)
    }
    if let duplicate = document.duplicateKeys.first {
      throw StrictJSONError(message: duplicate.message, offset: duplicate.offset)
    }
    return value(of: document.root)
  }

  /// `node` and everything in it as a tree.
  private static func value(of node: JSONNode) -> JSONValue {
    switch node.kind {
    case .object:
      var members: [String: JSONValue] = [:]
      for member in node.members { members[member.key] = value(of: member.node) }
      return .object(members)
    case .array: return .array(node.elements.map(value(of:)))
    case .string: return .string(node.string ?? "")
    case .number: return .number(node.number ?? "")
    case .bool: return .bool(node.bool ?? false)
    case .null: return .null
    }
  }
}
