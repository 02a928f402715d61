/// A strict RFC 8259 JSON parser that keeps byte offsets and reports exact errors.
///
/// Unlike Foundation it rejects trailing commas, leading zeros, `NaN`, raw control
/// characters in strings and lone surrogates, and it reports duplicate keys instead of
/// silently keeping one of them. Input must already be valid UTF-8 (see `UTF8Validation`).
/// The result is a flat `JSONDocument`: no tree of arrays and no strings are built.
public enum JSONParser {
  /// The deepest nesting of arrays and objects accepted.
  public static let maximumDepth = 64

  /// Parses `bytes` (valid UTF-8, no byte order mark) into a document, nested at most
  /// `maximumDepth` deep. The document describes the first `limit` duplicate keys and counts them all.
  public static func parse(
    _ bytes: [UInt8], keepingDuplicates limit: Int = .max, maximumDepth: Int = JSONParser.maximumDepth
  ) throws(JSONSyntaxError) -> JSONDocument {
    let result = bytes.withUnsafeBufferPointer { buffer in
      Result { () throws(JSONSyntaxError) -> JSONDocument in
        var parser = JSONParserState(bytes: buffer, duplicateLimit: limit, maximumDepth: maximumDepth)
        let entries = try parser.parseDocument()
        return JSONDocument(
          bytes: bytes, entries: entries, duplicateKeys: parser.duplicates, duplicateKeyCount: parser.duplicateCount)
      }
    }
    return try result.get()
  }

  /// Parses a buffer; see `parse(_:)`. The bytes are copied into the document.
  public static func parse(_ bytes: UnsafeBufferPointer<UInt8>) throws(JSONSyntaxError) -> JSONDocument {
    try parse(Array(bytes))
  }
}

/// One component of the path stack the parser keeps for error messages.
private enum PathStep {
  /// An object member, by the entry index of its key.
  case key(Int)
  case index(Int)
}

/// The cursor, the entries written so far and the stacks of one parse.
private struct JSONParserState {
  typealias Entry = JSONDocument.Entry

  let bytes: UnsafeBufferPointer<UInt8>
  var position = 0
  var depth = 0
  var entries: [Entry] = []
  var steps: [PathStep] = []
  var duplicates: [JSONSyntaxError] = []
  /// How many duplicate keys to describe in `duplicates`.
  let duplicateLimit: Int
  /// Every duplicate key found, described or not.
  var duplicateCount = 0
  /// The deepest nesting accepted.
  let maximumDepth: Int
  /// Key entries of the objects being parsed, for duplicate detection.
  var keyStack: [Int] = []

  init(bytes: UnsafeBufferPointer<UInt8>, duplicateLimit: Int, maximumDepth: Int) {
    self.bytes = bytes
    self.duplicateLimit = duplicateLimit
    self.maximumDepth = maximumDepth
    steps.reserveCapacity(maximumDepth)
    keyStack.reserveCapacity(64)
    entries.reserveCapacity(bytes.count / 8 + 16)
  }

  /// The decoded key of the key entry at `index`, from the bytes parsed so far.
  func keyText(_ index: Int) -> String {
    let entry = entries[index]
    let content = UnsafeBufferPointer(rebasing: bytes[Int(entry.start)..<Int(entry.end)])
    return entry.escaped ? JSONEscapes.decode(content) : String(decoding: content, as: UTF8.self)
  }

  var path: JSONPath {
    var path = JSONPath.root
    for step in steps {
      switch step {
      case .key(let index): path = path.appending(keyText(index))
      case .index(let index): path = path.appending(index)
      }
    }
    return path
  }

  func fail(_ message: String, at offset: Int? = nil) -> JSONSyntaxError {
    JSONSyntaxError(offset: offset ?? position, path: path, message: message)
  }

  mutating func parseDocument() throws(JSONSyntaxError) -> [Entry] {
    skipWhitespace()
    guard position < bytes.count else { throw fail("no JSON value: the document is empty") }
    try parseValue()
    skipWhitespace()
    if position < bytes.count {
      throw fail("unexpected \(describeByte(at: position)) after the end of the JSON document")
    }
    return entries
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

  mutating func append(_ kind: JSONDocument.EntryKind, offset: Int, end: Int = 0, escaped: Bool = false) {
    entries.append(Entry(kind: kind, escaped: escaped, offset: Int32(offset), end: Int32(end)))
  }

  mutating func parseValue() throws(JSONSyntaxError) {
    guard position < bytes.count else { throw fail("unexpected end of file, expected a value") }
    let start = position
    switch bytes[position] {
    case UInt8(ascii: "{"): try parseObject()
    case UInt8(ascii: "["): try parseArray()
    case UInt8(ascii: "\""): try parseString(as: .string)
    case UInt8(ascii: "t"): try expectLiteral("true"); append(.true, offset: start)
    case UInt8(ascii: "f"): try expectLiteral("false"); append(.false, offset: start)
    case UInt8(ascii: "n"): try expectLiteral("null"); append(.null, offset: start)
    case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"):
      try parseNumber()
      append(.number, offset: start, end: position)
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
    if depth > maximumDepth {
      throw fail("nesting deeper than \(maximumDepth) levels")
    }
  }

  /// Fills in a container's end once its contents are on the tape.
  mutating func close(_ entry: Int) {
    entries[entry].end = Int32(entries.count)
  }

  mutating func parseObject() throws(JSONSyntaxError) {
    let start = position
    try enter()
    position += 1
    let entry = entries.count
    append(.object, offset: start)
    let keyBase = keyStack.count
    var seen: KeyTable? = nil
    // The object's own path, made once, for the messages about its duplicate keys.
    var objectPath: JSONPath?
    var lastComma = 0
    var count = 0
    skipWhitespace()
    if position < bytes.count && bytes[position] == UInt8(ascii: "}") {
      position += 1
      depth -= 1
      close(entry)
      return
    }
    while true {
      skipWhitespace()
      guard position < bytes.count else { throw fail("unexpected end of file inside an object") }
      guard bytes[position] == UInt8(ascii: "\"") else {
        if bytes[position] == UInt8(ascii: "}") && count > 0 {
          throw fail("trailing comma before '}'", at: lastComma)
        }
        if bytes[position] == UInt8(ascii: "'") {
          throw fail("object keys must use double quotes, not single quotes")
        }
        throw fail("expected a key in double quotes, got \(describeByte(at: position))")
      }
      let keyOffset = position
      let keyEntry = entries.count
      try parseString(as: .key)
      if let first = duplicateOf(keyEntry, from: keyBase, seen: &seen) {
        duplicateCount += 1
        if duplicates.count < duplicateLimit {
          let key = keyText(keyEntry)
          if objectPath == nil { objectPath = path }
          duplicates.append(
            JSONSyntaxError(
              offset: keyOffset, path: objectPath!.appending(key), message: "duplicate key \(MessageText.quoted(key))",
              relatedOffset: Int(entries[first].offset)))
        }
      }
      keyStack.append(keyEntry)
      skipWhitespace()
      guard position < bytes.count, bytes[position] == UInt8(ascii: ":") else {
        throw fail(
          "expected ':' after key \(MessageText.quoted(keyText(keyEntry))), got \(describeByte(at: position))")
      }
      position += 1
      skipWhitespace()
      steps.append(.key(keyEntry))
      try parseValue()
      steps.removeLast()
      count += 1
      skipWhitespace()
      guard position < bytes.count else { throw fail("unexpected end of file inside an object; expected ',' or '}'") }
      switch bytes[position] {
      case UInt8(ascii: ","):
        lastComma = position
        position += 1
      case UInt8(ascii: "}"):
        position += 1
        depth -= 1
        keyStack.removeSubrange(keyBase...)
        close(entry)
        return
      default:
        throw fail("expected ',' or '}' after a member, got \(describeByte(at: position))")
      }
    }
  }

  /// The first earlier key entry of this object (keys from `base` on the key stack) equal to
  /// `key`, if any. Small objects are searched linearly; large ones get a hash table of their
  /// keys' first entries, so that each key costs the same however many there are.
  func duplicateOf(_ key: Int, from base: Int, seen: inout KeyTable?) -> Int? {
    if keyStack.count - base < 12 {
      for index in base..<keyStack.count where keysEqual(keyStack[index], key) { return keyStack[index] }
      return nil
    }
    if seen == nil {
      var table = KeyTable(capacity: 32)
      for earlier in keyStack[base...] {
        _ = table.insert(earlier, hash: keyHash(earlier)) { keysEqual($0, earlier) }
      }
      seen = table
    }
    return seen!.insert(key, hash: keyHash(key)) { keysEqual($0, key) }
  }

  /// A seeded hash of the decoded bytes of the key entry at `index`.
  func keyHash(_ index: Int) -> Int {
    let entry = entries[index]
    var hasher = Hasher()
    if entry.escaped {
      var text = keyText(index)
      text.withUTF8 { hasher.combine(bytes: UnsafeRawBufferPointer($0)) }
    } else {
      hasher.combine(
        bytes: UnsafeRawBufferPointer(UnsafeBufferPointer(rebasing: bytes[Int(entry.start)..<Int(entry.end)])))
    }
    return hasher.finalize()
  }

  func keysEqual(_ first: Int, _ second: Int) -> Bool {
    let left = entries[first]
    let right = entries[second]
    if left.escaped || right.escaped { return keyText(first) == keyText(second) }
    let count = Int(left.end - left.start)
    guard count == Int(right.end - right.start) else { return false }
    for offset in 0..<count where bytes[Int(left.start) + offset] != bytes[Int(right.start) + offset] {
      return false
    }
    return true
  }

  mutating func parseArray() throws(JSONSyntaxError) {
    let start = position
    try enter()
    position += 1
    let entry = entries.count
    append(.array, offset: start)
    var lastComma = 0
    var count = 0
    skipWhitespace()
    if position < bytes.count && bytes[position] == UInt8(ascii: "]") {
      position += 1
      depth -= 1
      close(entry)
      return
    }
    while true {
      skipWhitespace()
      if position < bytes.count && bytes[position] == UInt8(ascii: "]") && count > 0 {
        throw fail("trailing comma before ']'", at: lastComma)
      }
      steps.append(.index(count))
      try parseValue()
      steps.removeLast()
      count += 1
      skipWhitespace()
      guard position < bytes.count else { throw fail("unexpected end of file inside an array; expected ',' or ']'") }
      switch bytes[position] {
      case UInt8(ascii: ","):
        lastComma = position
        position += 1
      case UInt8(ascii: "]"):
        position += 1
        depth -= 1
        close(entry)
        return
      default:
        throw fail("expected ',' or ']' after an element, got \(describeByte(at: position))")
      }
    }
  }

  /// Checks a string (position at its opening quote) and records it as `kind`, without decoding it.
  mutating func parseString(as kind: JSONDocument.EntryKind) throws(JSONSyntaxError) {
    let start = position
    position += 1
    var escaped = false
    while position < bytes.count {
      let byte = bytes[position]
      if byte == UInt8(ascii: "\"") {
        append(kind, offset: start, end: position, escaped: escaped)
        position += 1
        return
      }
      if byte < 0x20 { throw controlCharacterError(byte) }
      if byte != UInt8(ascii: "\\") {
        position += 1
        continue
      }
      escaped = true
      let escapeStart = position
      position += 1
      guard position < bytes.count else { break }
      switch bytes[position] {
      case UInt8(ascii: "\""), UInt8(ascii: "\\"), UInt8(ascii: "/"), UInt8(ascii: "b"), UInt8(ascii: "f"),
        UInt8(ascii: "n"), UInt8(ascii: "r"), UInt8(ascii: "t"):
        position += 1
      case UInt8(ascii: "u"):
        try checkUnicodeEscape(escapeStart: escapeStart)
      default:
        throw fail("invalid escape sequence '\\\(describeEscapeCharacter(at: position))'", at: escapeStart)
      }
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

  /// Checks `uXXXX` (position at `u`), requiring surrogates to pair; leaves position after it.
  mutating func checkUnicodeEscape(escapeStart: Int) throws(JSONSyntaxError) {
    let high = try readHex4(escapeStart: escapeStart)
    if high >= 0xDC00 && high <= 0xDFFF {
      throw fail("invalid \\u escape: lone low surrogate \\u\(hex4(high))", at: escapeStart)
    }
    guard high >= 0xD800 && high <= 0xDBFF else { return }
    guard position + 1 < bytes.count, bytes[position] == UInt8(ascii: "\\"), bytes[position + 1] == UInt8(ascii: "u")
    else {
      throw fail("invalid \\u escape: lone high surrogate \\u\(hex4(high))", at: escapeStart)
    }
    let lowStart = position
    position += 1
    let low = try readHex4(escapeStart: lowStart)
    guard low >= 0xDC00 && low <= 0xDFFF else {
      throw fail("invalid \\u escape: high surrogate \\u\(hex4(high)) not followed by a low one", at: escapeStart)
    }
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

  /// Checks a number (position at its first character); leaves position after it.
  mutating func parseNumber() throws(JSONSyntaxError) {
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
  }

  func isDigit(_ byte: UInt8) -> Bool { byte >= 0x30 && byte <= 0x39 }
}

/// Four uppercase hex digits, e.g. `001B`.
package func hex4(_ value: UInt32) -> String {
  let digits = String(value, radix: 16, uppercase: true)
  return String(repeating: "0", count: max(0, 4 - digits.count)) + digits
}
