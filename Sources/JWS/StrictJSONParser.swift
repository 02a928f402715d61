/// A strict RFC 8259 JSON parser for JWS headers and payloads.
///
/// Unlike Foundation's `JSONSerialization`, it rejects duplicate object keys (compared after
/// unescaping; RFC 7515 §4 asks JWS recipients to reject them), a byte-order mark, invalid UTF-8,
/// unpaired surrogate escapes, control characters in strings, trailing content, and nesting deeper
/// than `maximumDepth`.
public struct StrictJSONParser {
  private let bytes: [UInt8]
  private let maximumDepth: Int
  private var index = 0

  /// The value of the JSON text `bytes`.
  public static func parse(_ bytes: [UInt8], maximumDepth: Int = 32) throws(StrictJSONError) -> JSONValue {
    var parser = StrictJSONParser(bytes: bytes, maximumDepth: maximumDepth)
    parser.skipWhitespace()
    let value = try parser.value(depth: 0)
    parser.skipWhitespace()
    guard parser.index == bytes.count else { throw parser.error("unexpected content after the JSON value") }
    return value
  }

  private init(bytes: [UInt8], maximumDepth: Int) {
    self.bytes = bytes
    self.maximumDepth = maximumDepth
  }

  private func error(_ message: String) -> StrictJSONError { StrictJSONError(message: message, offset: index) }

  private var current: UInt8? { index < bytes.count ? bytes[index] : nil }

  private mutating func skipWhitespace() {
    while let byte = current, byte == 0x20 || byte == 0x09 || byte == 0x0A || byte == 0x0D { index += 1 }
  }

  private mutating func expect(_ literal: String, _ value: JSONValue) throws(StrictJSONError) -> JSONValue {
    let expected = Array(literal.utf8)
    guard bytes.count - index >= expected.count, Array(bytes[index..<index + expected.count]) == expected else {
      throw error("invalid literal")
    }
    index += expected.count
    return value
  }

  private mutating func value(depth: Int) throws(StrictJSONError) -> JSONValue {
    guard let byte = current else { throw error("unexpected end of input") }
    switch byte {
    case UInt8(ascii: "{"): return try object(depth: depth + 1)
    case UInt8(ascii: "["): return try array(depth: depth + 1)
    case UInt8(ascii: "\""): return .string(try string())
    case UInt8(ascii: "t"): return try expect("true", .bool(true))
    case UInt8(ascii: "f"): return try expect("false", .bool(false))
    case UInt8(ascii: "n"): return try expect("null", .null)
    case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"): return try number()
    default: throw error("unexpected byte 0x\(String(byte, radix: 16))")
    }
  }

  private mutating func object(depth: Int) throws(StrictJSONError) -> JSONValue {
    guard depth <= maximumDepth else { throw error("nested deeper than \(maximumDepth)") }
    index += 1
    var fields: [String: JSONValue] = [:]
    fields.reserveCapacity(24)
    skipWhitespace()
    if current == UInt8(ascii: "}") {
      index += 1
      return .object(fields)
    }
    while true {
      skipWhitespace()
      guard current == UInt8(ascii: "\"") else { throw error("expected a string key") }
      let keyOffset = index
      let key = try string()
      skipWhitespace()
      guard current == UInt8(ascii: ":") else { throw error("expected ':'") }
      index += 1
      skipWhitespace()
      let member = try value(depth: depth)
      guard fields.updateValue(member, forKey: key) == nil else {
        throw StrictJSONError(message: "duplicate key \"\(key)\"", offset: keyOffset)
      }
      skipWhitespace()
      switch current {
      case UInt8(ascii: ","): index += 1
      case UInt8(ascii: "}"):
        index += 1
        return .object(fields)
      default: throw error("expected ',' or '}'")
      }
    }
  }

  private mutating func array(depth: Int) throws(StrictJSONError) -> JSONValue {
    guard depth <= maximumDepth else { throw error("nested deeper than \(maximumDepth)") }
    index += 1
    var elements: [JSONValue] = []
    skipWhitespace()
    if current == UInt8(ascii: "]") {
      index += 1
      return .array(elements)
    }
    while true {
      skipWhitespace()
      elements.append(try value(depth: depth))
      skipWhitespace()
      switch current {
      case UInt8(ascii: ","): index += 1
      case UInt8(ascii: "]"):
        index += 1
        return .array(elements)
      default: throw error("expected ',' or ']'")
      }
    }
  }

  private mutating func number() throws(StrictJSONError) -> JSONValue {
    let start = index
    func digits(_ parser: inout StrictJSONParser) -> Int {
      let first = parser.index
      while let byte = parser.current, byte >= UInt8(ascii: "0"), byte <= UInt8(ascii: "9") { parser.index += 1 }
      return parser.index - first
    }
    if current == UInt8(ascii: "-") { index += 1 }
    if current == UInt8(ascii: "0") {
      index += 1
    } else {
      guard digits(&self) > 0 else { throw error("invalid number") }
    }
    if current == UInt8(ascii: ".") {
      index += 1
      guard digits(&self) > 0 else { throw error("invalid number") }
    }
    if current == UInt8(ascii: "e") || current == UInt8(ascii: "E") {
      index += 1
      if current == UInt8(ascii: "+") || current == UInt8(ascii: "-") { index += 1 }
      guard digits(&self) > 0 else { throw error("invalid number") }
    }
    return .number(String(decoding: bytes[start..<index], as: UTF8.self))
  }

  private mutating func string() throws(StrictJSONError) -> String {
    index += 1
    // Fast path: a string without escapes becomes a String in one step.
    let start = index
    while index < bytes.count, bytes[index] != UInt8(ascii: "\""), bytes[index] != UInt8(ascii: "\\"),
      bytes[index] >= 0x20
    {
      index += 1
    }
    if index < bytes.count, bytes[index] == UInt8(ascii: "\"") {
      index += 1
      guard let text = Self.text(of: bytes[start..<index - 1]) else { throw error("string is not valid UTF-8") }
      return text
    }
    var utf8 = Array(bytes[start..<index])
    while true {
      guard let byte = current else { throw error("unterminated string") }
      switch byte {
      case UInt8(ascii: "\""):
        index += 1
        guard let text = String(validating: utf8, as: UTF8.self) else { throw error("string is not valid UTF-8") }
        return text
      case UInt8(ascii: "\\"):
        index += 1
        try escape(into: &utf8)
      case 0..<0x20:
        throw error("control character in a string")
      default:
        utf8.append(byte)
        index += 1
      }
    }
  }

  /// `utf8` as a String, or nil when it is not valid UTF-8 (ASCII, the usual case, is not re-validated).
  private static func text(of utf8: ArraySlice<UInt8>) -> String? {
    utf8.withUnsafeBufferPointer { buffer in
      var high: UInt8 = 0
      for byte in buffer { high |= byte }
      return high < 0x80 ? String(decoding: buffer, as: UTF8.self) : String(validating: buffer, as: UTF8.self)
    }
  }

  private mutating func escape(into utf8: inout [UInt8]) throws(StrictJSONError) {
    guard let byte = current else { throw error("unterminated escape") }
    index += 1
    let simple: [UInt8: UInt8] = [
      UInt8(ascii: "\""): 0x22, UInt8(ascii: "\\"): 0x5C, UInt8(ascii: "/"): 0x2F, UInt8(ascii: "b"): 0x08,
      UInt8(ascii: "f"): 0x0C, UInt8(ascii: "n"): 0x0A, UInt8(ascii: "r"): 0x0D, UInt8(ascii: "t"): 0x09,
    ]
    if let replacement = simple[byte] {
      utf8.append(replacement)
      return
    }
    guard byte == UInt8(ascii: "u") else { throw StrictJSONError(message: "invalid escape", offset: index - 1) }
    var scalar = try hexQuad()
    if (0xD800..<0xDC00).contains(scalar) {
      guard current == UInt8(ascii: "\\"), index + 1 < bytes.count, bytes[index + 1] == UInt8(ascii: "u") else {
        throw error("unpaired surrogate")
      }
      index += 2
      let low = try hexQuad()
      guard (0xDC00..<0xE000).contains(low) else { throw error("unpaired surrogate") }
      scalar = 0x10000 + ((scalar - 0xD800) << 10) + (low - 0xDC00)
    } else if (0xDC00..<0xE000).contains(scalar) {
      throw error("unpaired surrogate")
    }
    utf8.append(contentsOf: String(Character(Unicode.Scalar(scalar)!)).utf8)
  }

  private mutating func hexQuad() throws(StrictJSONError) -> UInt32 {
    guard bytes.count - index >= 4 else { throw error("invalid \\u escape") }
    var value: UInt32 = 0
    for _ in 0..<4 {
      guard let digit = current.flatMap({ Character(Unicode.Scalar($0)).hexDigitValue }) else {
        throw error("invalid \\u escape")
      }
      value = value * 16 + UInt32(digit)
      index += 1
    }
    return value
  }
}
