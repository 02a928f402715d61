/// One value of a `JSONDocument`: a cheap handle (the document and an index) with the value's
/// byte offset, its kind, and accessors that decode only what is asked for.
public struct JSONNode: Sendable {
  /// The kinds of JSON value.
  public enum Kind: Sendable, Equatable {
    case object, array, string, number, bool, null
  }

  /// The document the value belongs to.
  public let document: JSONDocument
  /// The value's entry in the document.
  package let index: Int

  package init(document: JSONDocument, index: Int) {
    self.document = document
    self.index = index
  }

  package var entry: JSONDocument.Entry { document.entries[index] }

  /// Byte offset of the first character of the value in the source.
  public var offset: Int { Int(entry.offset) }

  /// The value's kind.
  public var kind: Kind {
    switch entry.kind {
    case .object: .object
    case .array: .array
    case .string, .key: .string
    case .number: .number
    case .true, .false: .bool
    case .null: .null
    }
  }

  /// The text, if the value is a string.
  public var string: String? { kind == .string ? document.text(at: index) : nil }

  /// Calls `body` with the UTF-8 bytes of a string that has no escapes, straight from the
  /// source; returns nil (without calling it) for anything else.
  package func withUnescapedUTF8<Result>(_ body: (UnsafeBufferPointer<UInt8>) -> Result) -> Result? {
    let entry = entry
    guard entry.kind == .string, !entry.escaped else { return nil }
    return document.bytes.withUnsafeBufferPointer { buffer in
      body(UnsafeBufferPointer(rebasing: buffer[Int(entry.start)..<Int(entry.end)]))
    }
  }

  /// The exact source text, if the value is a number.
  public var number: String? { kind == .number ? document.text(at: index) : nil }

  /// The flag, if the value is `true` or `false`.
  public var bool: Bool? {
    switch entry.kind {
    case .true: true
    case .false: false
    default: nil
    }
  }

  /// Whether the value is `null`.
  public var isNull: Bool { entry.kind == .null }

  /// The elements, if the value is an array (else empty).
  public var elements: [JSONNode] {
    guard entry.kind == .array else { return [] }
    var result: [JSONNode] = []
    var child = index + 1
    let end = Int(entry.end)
    while child < end {
      result.append(JSONNode(document: document, index: child))
      child = document.next(after: child)
    }
    return result
  }

  /// The members with decoded keys, if the value is an object (else empty).
  public var members: [JSONMember] {
    var result: [JSONMember] = []
    forEachMember { key, value in
      result.append(
        JSONMember(
          key: document.text(at: key), keyOffset: Int(document.entries[key].offset),
          node: JSONNode(document: document, index: value)))
    }
    return result
  }

  /// The number of members of an object or elements of an array (counted by walking them).
  package var memberCount: Int {
    let entry = entry
    guard entry.kind == .object || entry.kind == .array else { return 0 }
    var count = 0
    var child = index + 1
    let end = Int(entry.end)
    while child < end {
      count += 1
      child = document.next(after: entry.kind == .object ? child + 1 : child)
    }
    return count
  }

  /// Calls `body` with the key entry and value entry of each member, in order.
  @inline(__always)
  package func forEachMember(_ body: (_ key: Int, _ value: Int) -> Void) {
    guard entry.kind == .object else { return }
    var key = index + 1
    let end = Int(entry.end)
    while key < end {
      body(key, key + 1)
      key = document.next(after: key + 1)
    }
  }

  /// A short name of the value's JSON type, as used in error messages.
  public var kindName: String {
    switch kind {
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
    switch kind {
    case .object: "an object"
    case .array: "an array"
    case .string: "string \(MessageText.quoted(document.text(at: index)))"
    case .number: "number \(MessageText.escaped(document.text(at: index), limit: 40))"
    case .bool: "boolean \(bool!)"
    case .null: "null"
    }
  }

  /// The value and everything in it as a `JSONValue` tree.
  public var tree: JSONValue {
    switch kind {
    case .object: .object(members.map { JSONValue.Member(key: $0.key, value: $0.node.tree) })
    case .array: .array(elements.map(\.tree))
    case .string: .string(string!)
    case .number: .number(number!)
    case .bool: .bool(bool!)
    case .null: .null
    }
  }
}

/// One `"key": value` member of an object, with the key decoded.
public struct JSONMember: Sendable {
  /// The decoded key.
  public var key: String
  /// Byte offset of the key's opening quote.
  public var keyOffset: Int
  /// The member's value.
  public var node: JSONNode
}
