/// A parsed JSON document, stored flat: one entry per value (and per object key) in document
/// order, with byte offsets into the source.
///
/// Nothing is decoded until asked: strings stay byte ranges of the source until a reader wants
/// the `String`, and keys are compared as bytes. Freeing a document frees a few arrays.
public final class JSONDocument: Sendable {
  /// The kind of one tape entry.
  package enum EntryKind: UInt8 {
    case object, array, string, number, `true`, `false`, null, key
  }

  /// One value or key, in 12 bytes. `offset` is where it starts in the source. For strings,
  /// numbers and keys `start..<end` is the content's byte range (inside the quotes); for
  /// objects and arrays `end` is the index of the first entry after the container.
  package struct Entry {
    package var kind: EntryKind
    package var escaped: Bool
    package var offset: Int32
    package var end: Int32

    /// The first content byte: after the opening quote of a string or key.
    @inline(__always)
    package var start: Int32 { kind == .string || kind == .key ? offset + 1 : offset }
  }

  /// The source bytes (valid UTF-8).
  package let bytes: [UInt8]
  /// The entries; entry 0 is the root.
  package let entries: [Entry]
  /// The keys that appeared twice in one object (the later occurrence), in source order: the
  /// first ones, as many as the parser was asked to keep.
  public let duplicateKeys: [JSONSyntaxError]
  /// How many keys appeared twice in one object, described in `duplicateKeys` or not.
  public let duplicateKeyCount: Int

  init(bytes: [UInt8], entries: [Entry], duplicateKeys: [JSONSyntaxError], duplicateKeyCount: Int) {
    self.bytes = bytes
    self.entries = entries
    self.duplicateKeys = duplicateKeys
    self.duplicateKeyCount = duplicateKeyCount
  }

  /// The top-level value.
  public var root: JSONNode { JSONNode(document: self, index: 0) }

  /// The index of the first entry after the value at `index`.
  @inline(__always)
  func next(after index: Int) -> Int {
    let entry = entries[index]
    switch entry.kind {
    case .object, .array: return Int(entry.end)
    default: return index + 1
    }
  }

  /// The decoded text of the string or key entry at `index`.
  package func text(at index: Int) -> String {
    let entry = entries[index]
    return bytes.withUnsafeBufferPointer { buffer in
      let content = UnsafeBufferPointer(rebasing: buffer[Int(entry.start)..<Int(entry.end)])
      return entry.escaped ? JSONEscapes.decode(content) : String(decoding: content, as: UTF8.self)
    }
  }

  /// Whether the key entry at `index` spells exactly `name`.
  @inline(__always)
  package func key(at index: Int, is name: StaticString) -> Bool {
    let entry = entries[index]
    if entry.escaped { return text(at: index) == name.description }
    let count = Int(entry.end - entry.start)
    guard count == name.utf8CodeUnitCount else { return false }
    return bytes.withUnsafeBufferPointer { buffer in
      let base = buffer.baseAddress! + Int(entry.start)
      let other = name.utf8Start
      for offset in 0..<count where base[offset] != other[offset] { return false }
      return true
    }
  }

  /// Whether the key entries at `first` and `second` spell the same key.
  func keysEqual(_ first: Int, _ second: Int) -> Bool {
    let left = entries[first]
    let right = entries[second]
    if left.escaped || right.escaped { return text(at: first) == text(at: second) }
    let count = Int(left.end - left.start)
    guard count == Int(right.end - right.start) else { return false }
    return bytes.withUnsafeBufferPointer { buffer in
      let base = buffer.baseAddress!
      for offset in 0..<count where base[Int(left.start) + offset] != base[Int(right.start) + offset] { return false }
      return true
    }
  }
}
