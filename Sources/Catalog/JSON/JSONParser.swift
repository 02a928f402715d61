/// A strict RFC 8259 JSON parser that keeps byte offsets and reports exact errors.
///
/// Unlike Foundation it rejects trailing commas, leading zeros, `NaN`, raw control
/// characters in strings and lone surrogates, and it reports duplicate keys instead of
/// silently keeping one of them. Input must already be valid UTF-8 (see `UTF8Validation`).
public struct JSONParser {
  /// The deepest nesting of arrays and objects accepted.
  public static let maximumDepth = 64

  /// Parses `bytes` (valid UTF-8, no byte order mark) into a document.
  public static func parse(_ bytes: UnsafeBufferPointer<UInt8>) throws(JSONSyntaxError) -> JSONDocument {
    var parser = JSONParserState(bytes: bytes)
    return try parser.parseDocument()
  }

  /// Parses a byte array; see `parse(_:)`.
  public static func parse(_ bytes: [UInt8]) throws(JSONSyntaxError) -> JSONDocument {
    let result = bytes.withUnsafeBufferPointer { buffer in
      Result { () throws(JSONSyntaxError) -> JSONDocument in try parse(buffer) }
    }
    return try result.get()
  }
}

/// One component of the path stack the parser keeps for error messages.
private enum PathStep {
  case key(String)
  case index(Int)
}

/// The cursor and stacks of one parse.
private struct JSONParserState {
  let bytes: UnsafeBufferPointer<UInt8>
  var position = 0
  var depth = 0
  var steps: [PathStep] = []
  var duplicates: [JSONSyntaxError] = []
  /// Members and elements of the objects and arrays being parsed, shared so that each
  /// finished container is allocated once at its exact size.
  var memberStack: [JSONMember] = []
  var elementStack: [JSONNode] = []

  init(bytes: UnsafeBufferPointer<UInt8>) {
    self.bytes = bytes
    steps.reserveCapacity(JSONParser.maximumDepth)
    memberStack.reserveCapacity(256)
    elementStack.reserveCapacity(256)
  }

  var path: JSONPath {
    var path = JSONPath.root
    for step in steps {
      switch step {
      case .key(let key): path = path.appending(key)
      case .index(let index): path = path.appending(index)
      }
    }
    return path
  }

  func fail(_ message: String, at offset: Int? = nil) -> JSONSyntaxError {
    JSONSyntaxError(offset: offset ?? position, path: path, message: message)
  }

  mutating func parseDocument() throws(JSONSyntaxError) -> JSONDocument {
    skipWhitespace()
    guard position < bytes.count else { throw fail("no JSON value: the document is empty") }
    let root = try parseValue()
    skipWhitespace()
    if position < bytes.count {
      throw fail("unexpected \(describeByte(at: position)) after the end of the JSON document")
    }
    return JSONDocument(root: root, duplicateKeys: duplicates)
  }

  mutating func skipWhitespace() {
    while position < bytes.count {
      switch bytes[position] {
      case 0x20, 0x0A, 0x0D, 0x09: position += 1
      default: return
      }
    }
  }

  func describeByte(at offset: Int) -> String {
    guard offset < bytes.count else { return "end of file" }
    let byte = bytes[offset]
    if byte >= 0x21 && byte < 0x7F { return "character '\(Character(Unicode.Scalar(byte)))'" }
    if byte < 0x80 { return "character U+\(hex4(UInt32(byte)))" }
    var end = offset + 1
    while end < bytes.count && bytes[end] & 0xC0 == 0x80 { end += 1 }
    let text = String(decoding: UnsafeBufferPointer(rebasing: bytes[offset..<end]), as: UTF8.self)
    let scalar = text.unicodeScalars.first.map { $0.value } ?? 0xFFFD
    return "character U+\(hex4(scalar))"
  }

  mutating func parseValue() throws(JSONSyntaxError) -> JSONNode {
    guard position < bytes.count else { throw fail("unexpected end of file, expected a value") }
    let start = position
    switch bytes[position] {
    case UInt8(ascii: "{"): return try parseObject()
    case UInt8(ascii: "["): return try parseArray()
    case UInt8(ascii: "\""): return JSONNode(.string(try parseString()), offset: start)
    case UInt8(ascii: "t"): try expectLiteral("true"); return JSONNode(.bool(true), offset: start)
    case UInt8(ascii: "f"): try expectLiteral("false"); return JSONNode(.bool(false), offset: start)
    case UInt8(ascii: "n"): try expectLiteral("null"); return JSONNode(.null, offset: start)
    case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"):
      return JSONNode(.number(try parseNumber()), offset: start)
    case UInt8(ascii: "'"):
      throw fail("strings must use double quotes, not single quotes")
    case UInt8(ascii: "N"), UInt8(ascii: "I"):
      throw fail("NaN and Infinity are not JSON numbers")
    case UInt8(ascii: "]"), UInt8(ascii: "}"):
      throw fail("expected a value, got '\(Character(Unicode.Scalar(bytes[position])))'")
    default:
      throw fail("expected a value, got \(describeByte(at: position))")
    }
  }

  mutating func expectLiteral(_ literal: StaticString) throws(JSONSyntaxError) {
    let start = position
    let count = literal.utf8CodeUnitCount
    let pointer = literal.utf8Start
    for index in 0..<count {
      guard start + index < bytes.count, bytes[start + index] == pointer[index] else {
        throw fail("invalid literal; expected '\(literal)'", at: start)
      }
    }
    position += count
    if position < bytes.count, isIdentifierByte(bytes[position]) {
      throw fail("invalid literal; expected '\(literal)'", at: start)
    }
  }

  func isIdentifierByte(_ byte: UInt8) -> Bool {
    (byte >= 0x30 && byte <= 0x39) || (byte >= 0x41 && byte <= 0x5A) || (byte >= 0x61 && byte <= 0x7A)
      || byte == 0x5F
  }

  mutating func enter() throws(JSONSyntaxError) {
    depth += 1
    if depth > JSONParser.maximumDepth {
      throw fail("nesting deeper than \(JSONParser.maximumDepth) levels")
    }
  }

  mutating func parseObject() throws(JSONSyntaxError) -> JSONNode {
    let start = position
    try enter()
    position += 1
    let base = memberStack.count
    var seen: Set<String>? = nil
    var lastComma = 0
    skipWhitespace()
    if position < bytes.count && bytes[position] == UInt8(ascii: "}") {
      position += 1
      depth -= 1
      return JSONNode(.object([]), offset: start)
    }
    while true {
      skipWhitespace()
      guard position < bytes.count else { throw fail("unexpected end of file inside an object") }
      guard bytes[position] == UInt8(ascii: "\"") else {
        if bytes[position] == UInt8(ascii: "}") && memberStack.count > base {
          throw fail("trailing comma before '}'", at: lastComma)
        }
        if bytes[position] == UInt8(ascii: "'") {
          throw fail("object keys must use double quotes, not single quotes")
        }
        throw fail("expected a key in double quotes, got \(describeByte(at: position))")
      }
      let keyOffset = position
      let key = try parseString()
      if isDuplicate(key, from: base, seen: &seen) {
        let first = memberStack[base...].first { $0.key == key }?.keyOffset ?? keyOffset
        steps.append(.key(key))
        duplicates.append(
          JSONSyntaxError(
            offset: keyOffset, path: path,
            message: "duplicate key \(MessageText.quoted(key))", relatedOffset: first))
        steps.removeLast()
      }
      skipWhitespace()
      guard position < bytes.count, bytes[position] == UInt8(ascii: ":") else {
        throw fail("expected ':' after key \(MessageText.quoted(key)), got \(describeByte(at: position))")
      }
      position += 1
      skipWhitespace()
      steps.append(.key(key))
      let value = try parseValue()
      steps.removeLast()
      memberStack.append(JSONMember(key: key, keyOffset: keyOffset, node: value))
      skipWhitespace()
      guard position < bytes.count else { throw fail("unexpected end of file inside an object; expected ',' or '}'") }
      switch bytes[position] {
      case UInt8(ascii: ","):
        lastComma = position
        position += 1
      case UInt8(ascii: "}"):
        position += 1
        depth -= 1
        let members = Array(memberStack[base...])
        memberStack.removeSubrange(base...)
        return JSONNode(.object(members), offset: start)
      default:
        throw fail("expected ',' or '}' after a member, got \(describeByte(at: position))")
      }
    }
  }

  /// Whether `key` is among the members parsed so far (from `base` on the member stack).
  /// Small objects are searched linearly; large ones get a set once they grow.
  func isDuplicate(_ key: String, from base: Int, seen: inout Set<String>?) -> Bool {
    if memberStack.count - base < 12 {
      for index in base..<memberStack.count where memberStack[index].key == key { return true }
      return false
    }
    if seen == nil { seen = Set(memberStack[base...].map(\.key)) }
    return !seen!.insert(key).inserted
  }

  mutating func parseArray() throws(JSONSyntaxError) -> JSONNode {
    let start = position
    try enter()
    position += 1
    let base = elementStack.count
    var lastComma = 0
    skipWhitespace()
    if position < bytes.count && bytes[position] == UInt8(ascii: "]") {
      position += 1
      depth -= 1
      return JSONNode(.array([]), offset: start)
    }
    while true {
      skipWhitespace()
      if position < bytes.count && bytes[position] == UInt8(ascii: "]") && elementStack.count > base {
        throw fail("trailing comma before ']'", at: lastComma)
      }
      steps.append(.index(elementStack.count - base))
      let element = try parseValue()
      steps.removeLast()
      elementStack.append(element)
      skipWhitespace()
      guard position < bytes.count else { throw fail("unexpected end of file inside an array; expected ',' or ']'") }
      switch bytes[position] {
      case UInt8(ascii: ","):
        lastComma = position
        position += 1
      case UInt8(ascii: "]"):
        position += 1
        depth -= 1
        let elements = Array(elementStack[base...])
        elementStack.removeSubrange(base...)
        return JSONNode(.array(elements), offset: start)
      default:
        throw fail("expected ',' or ']' after an element, got \(describeByte(at: position))")
      }
    }
  }

  mutating func parseString() throws(JSONSyntaxError) -> String {
    let start = position
    position += 1
    let contentStart = position
    // Fast path: no escapes.
    while position < bytes.count {
      let byte = bytes[position]
      if byte == UInt8(ascii: "\"") {
        let text = String(decoding: UnsafeBufferPointer(rebasing: bytes[contentStart..<position]), as: UTF8.self)
        position += 1
        return text
      }
      if byte == UInt8(ascii: "\\") { break }
      if byte < 0x20 { throw controlCharacterError(byte) }
      position += 1
    }
    guard position < bytes.count else { throw fail("unterminated string", at: start) }
    var buffer = Array(UnsafeBufferPointer(rebasing: bytes[contentStart..<position]))
    while position < bytes.count {
      let byte = bytes[position]
      if byte == UInt8(ascii: "\"") {
        position += 1
        return String(decoding: buffer, as: UTF8.self)
      }
      if byte < 0x20 { throw controlCharacterError(byte) }
      if byte != UInt8(ascii: "\\") {
        buffer.append(byte)
        position += 1
        continue
      }
      let escapeStart = position
      position += 1
      guard position < bytes.count else { break }
      switch bytes[position] {
      case UInt8(ascii: "\""): buffer.append(0x22)
      case UInt8(ascii: "\\"): buffer.append(0x5C)
      case UInt8(ascii: "/"): buffer.append(0x2F)
      case UInt8(ascii: "b"): buffer.append(0x08)
      case UInt8(ascii: "f"): buffer.append(0x0C)
      case UInt8(ascii: "n"): buffer.append(0x0A)
      case UInt8(ascii: "r"): buffer.append(0x0D)
      case UInt8(ascii: "t"): buffer.append(0x09)
      case UInt8(ascii: "u"):
        let scalar = try parseUnicodeEscape(escapeStart: escapeStart)
        appendUTF8(scalar, to: &buffer)
        continue
      default:
        throw fail("invalid escape sequence '\\\(describeEscapeCharacter(at: position))'", at: escapeStart)
      }
      position += 1
    }
    throw fail("unterminated string", at: start)
  }

  func describeEscapeCharacter(at offset: Int) -> String {
    let byte = bytes[offset]
    return byte >= 0x21 && byte < 0x7F ? String(Character(Unicode.Scalar(byte))) : "U+\(hex4(UInt32(byte)))"
  }

  func controlCharacterError(_ byte: UInt8) -> JSONSyntaxError {
    let hint: String
    switch byte {
    case 0x0A: hint = " (a line break; write \\n or close the string)"
    case 0x09: hint = " (a tab; write \\t)"
    default: hint = ""
    }
    return fail("control character U+\(hex4(UInt32(byte))) must be escaped in a string\(hint)")
  }

  /// Reads `uXXXX` (position at `u`), joining surrogate pairs; leaves position after it.
  mutating func parseUnicodeEscape(escapeStart: Int) throws(JSONSyntaxError) -> Unicode.Scalar {
    let high = try readHex4(escapeStart: escapeStart)
    if high >= 0xDC00 && high <= 0xDFFF {
      throw fail("invalid \\u escape: lone low surrogate \\u\(hex4(high))", at: escapeStart)
    }
    if high >= 0xD800 && high <= 0xDBFF {
      guard position + 1 < bytes.count, bytes[position] == UInt8(ascii: "\\"),
        bytes[position + 1] == UInt8(ascii: "u")
      else {
        throw fail("invalid \\u escape: lone high surrogate \\u\(hex4(high))", at: escapeStart)
      }
      let lowStart = position
      position += 1
      let low = try readHex4(escapeStart: lowStart)
      guard low >= 0xDC00 && low <= 0xDFFF else {
        throw fail("invalid \\u escape: high surrogate \\u\(hex4(high)) not followed by a low one", at: escapeStart)
      }
      let value = 0x10000 + ((high - 0xD800) << 10) + (low - 0xDC00)
      return Unicode.Scalar(value)!
    }
    return Unicode.Scalar(high)!
  }

  /// Reads four hex digits after the `u` at `position`; leaves position after them.
  mutating func readHex4(escapeStart: Int) throws(JSONSyntaxError) -> UInt32 {
    position += 1
    var value: UInt32 = 0
    for _ in 0..<4 {
      guard position < bytes.count else { throw fail("invalid \\u escape: expected 4 hex digits", at: escapeStart) }
      let byte = bytes[position]
      let digit: UInt32
      switch byte {
      case UInt8(ascii: "0")...UInt8(ascii: "9"): digit = UInt32(byte - UInt8(ascii: "0"))
      case UInt8(ascii: "a")...UInt8(ascii: "f"): digit = UInt32(byte - UInt8(ascii: "a") + 10)
      case UInt8(ascii: "A")...UInt8(ascii: "F"): digit = UInt32(byte - UInt8(ascii: "A") + 10)
      default: throw fail("invalid \\u escape: expected 4 hex digits", at: escapeStart)
      }
      value = value << 4 | digit
      position += 1
    }
    return value
  }

  func appendUTF8(_ scalar: Unicode.Scalar, to buffer: inout [UInt8]) {
    for unit in UTF8.encode(scalar)! { buffer.append(unit) }
  }

  mutating func parseNumber() throws(JSONSyntaxError) -> String {
    let start = position
    if bytes[position] == UInt8(ascii: "-") {
      position += 1
      guard position < bytes.count, isDigit(bytes[position]) else {
        throw fail("invalid number: expected a digit after '-'", at: start)
      }
    }
    if bytes[position] == UInt8(ascii: "0") {
      position += 1
      if position < bytes.count && isDigit(bytes[position]) {
        throw fail("invalid number: leading zeros are not allowed", at: start)
      }
    } else {
      while position < bytes.count && isDigit(bytes[position]) { position += 1 }
    }
    if position < bytes.count && bytes[position] == UInt8(ascii: ".") {
      position += 1
      guard position < bytes.count, isDigit(bytes[position]) else {
        throw fail("invalid number: expected a digit after '.'", at: start)
      }
      while position < bytes.count && isDigit(bytes[position]) { position += 1 }
    }
    if position < bytes.count && (bytes[position] == UInt8(ascii: "e") || bytes[position] == UInt8(ascii: "E")) {
      position += 1
      if position < bytes.count && (bytes[position] == UInt8(ascii: "+") || bytes[position] == UInt8(ascii: "-")) {
        position += 1
      }
      guard position < bytes.count, isDigit(bytes[position]) else {
        throw fail("invalid number: expected a digit in the exponent", at: start)
      }
      while position < bytes.count && isDigit(bytes[position]) { position += 1 }
    }
    if position < bytes.count && isIdentifierByte(bytes[position]) {
      throw fail("invalid number: unexpected \(describeByte(at: position))", at: start)
    }
    return String(decoding: UnsafeBufferPointer(rebasing: bytes[start..<position]), as: UTF8.self)
  }

  func isDigit(_ byte: UInt8) -> Bool { byte >= 0x30 && byte <= 0x39 }
}

/// Four uppercase hex digits, e.g. `001B`.
func hex4(_ value: UInt32) -> String {
  let digits = String(value, radix: 16, uppercase: true)
  return String(repeating: "0", count: max(0, 4 - digits.count)) + digits
}
