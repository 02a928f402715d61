internal import StrictJSON
/// Reads the members of one JSON object and reports, when finished, every key it never asked for.
///
/// Each key asked for becomes a "known" key, so unknown keys get a did-you-mean suggestion
/// drawn from exactly the keys this object accepts. Keys are compared as bytes on the
/// document's tape; no key is decoded unless it is reported. A class, so that passing a
/// reader around costs one reference count.
final class ObjectReader {
  /// The object node.
  let node: JSONNode
  /// The object's path.
  let path: JSONPath
  let log: DiagnosticLog
  private let document: JSONDocument
  /// Which members were read: bit `i` of `usedBits` for the first 64, `usedOverflow` beyond.
  private var usedBits: UInt64 = 0
  private var usedOverflow: [Bool] = []
  private var known: [StaticString] = []

  /// Starts reading `node`, or reports that it is not an object and returns nil.
  init?(_ node: JSONNode, path: JSONPath, log: DiagnosticLog) {
    guard node.kind == .object else {
      log.report("expected an object, got \(node.briefDescription)", at: node, path: path)
      return nil
    }
    self.node = node
    self.path = path
    self.log = log
    self.document = node.document
    known.reserveCapacity(12)
  }

  private func markUsed(_ ordinal: Int) {
    if ordinal < 64 {
      usedBits |= 1 << UInt64(ordinal)
    } else {
      if usedOverflow.count <= ordinal - 64 {
        usedOverflow += [Bool](repeating: false, count: ordinal - 64 - usedOverflow.count + 1)
      }
      usedOverflow[ordinal - 64] = true
    }
  }

  private func isUsed(_ ordinal: Int) -> Bool {
    ordinal < 64
      ? usedBits & (1 << UInt64(ordinal)) != 0 : ordinal - 64 < usedOverflow.count && usedOverflow[ordinal - 64]
  }

  /// The first member named `key`, marking every member of that name read.
  private func find(_ key: StaticString) -> JSONNode? {
    var found: Int?
    var ordinal = 0
    node.forEachMember { keyIndex, valueIndex in
      if document.key(at: keyIndex, is: key) {
        markUsed(ordinal)
        if found == nil { found = valueIndex }
      }
      ordinal += 1
    }
    return found.map { JSONNode(document: document, index: $0) }
  }

  /// The value of `key`, if present.
  func optional(_ key: StaticString) -> JSONNode? {
    known.append(key)
    return find(key)
  }

  /// The value of `key` if present, marked read but not offered as a known key: for keys
  /// that are recognised only to give a better message than "unknown key".
  func consume(_ key: StaticString) -> JSONNode? { find(key) }

  /// The value of `key`; reports it missing if absent.
  func required(_ key: StaticString) -> JSONNode? {
    guard let value = optional(key) else {
      log.report("missing required key \"\(key)\"", at: node, path: path)
      return nil
    }
    return value
  }

  /// Whether the object has `key`, without marking it read.
  func has(_ key: StaticString) -> Bool {
    var found = false
    node.forEachMember { keyIndex, _ in
      if !found && document.key(at: keyIndex, is: key) { found = true }
    }
    return found
  }

  /// Reports every member that no call asked for, suggesting the nearest known key.
  ///
  /// A key is decoded and a suggestion searched for only when the log keeps the problem.
  func finish() {
    var ordinal = 0
    node.forEachMember { keyIndex, _ in
      defer { ordinal += 1 }
      guard !isUsed(ordinal) else { return }
      log.report(
        unknownKeyMessage(document.text(at: keyIndex)), offset: Int(document.entries[keyIndex].offset),
        path: path.appending(document.text(at: keyIndex)))
    }
  }

  /// The message for the unknown member `key`.
  private func unknownKeyMessage(_ key: String) -> String {
    let knownNames = known.map(\.description)
    return NearestKey.message(
      "unknown key \(MessageText.quoted(key))", for: key, among: knownNames,
      otherwise: knownNames.isEmpty ? nil : "; expected one of: " + knownNames.joined(separator: ", "))
  }

  /// Path of member `key`.
  func path(_ key: StaticString) -> JSONPath { path.appending(key.description) }

  // MARK: - Typed members

  /// A string member.
  func string(_ key: StaticString, required isRequired: Bool = false) -> String? {
    guard let value = isRequired ? required(key) : optional(key) else { return nil }
    return Values.string(value, path: path(key), log: log)
  }

  /// A string member that may also be `null` (as some tools write an unset name): nil for either.
  func nullableString(_ key: StaticString) -> String? {
    guard let value = optional(key), !value.isNull else { return nil }
    return Values.string(value, path: path(key), log: log)
  }

  /// A human-readable text member, checked for unsafe characters, emptiness and length.
  func text(_ key: StaticString, required isRequired: Bool = false, maxLength: Int) -> String? {
    guard let value = isRequired ? required(key) : optional(key) else { return nil }
    return Values.text(value, path: path(key), log: log, maxLength: maxLength)
  }

  /// A boolean member, or `defaultValue` when absent.
  func bool(_ key: StaticString, default defaultValue: Bool) -> Bool {
    guard let value = optional(key) else { return defaultValue }
    return Values.bool(value, path: path(key), log: log) ?? defaultValue
  }

  /// An integer member within `range`.
  func integer(_ key: StaticString, required isRequired: Bool = false, in range: ClosedRange<Int64>) -> Int64? {
    guard let value = isRequired ? required(key) : optional(key) else { return nil }
    return Values.integer(value, path: path(key), log: log, in: range)
  }

  /// An array member's elements.
  func array(_ key: StaticString, required isRequired: Bool = false) -> [JSONNode]? {
    guard let value = isRequired ? required(key) : optional(key) else { return nil }
    return Values.array(value, path: path(key), log: log)
  }
}
