/// Reads the members of one JSON object and reports, when finished, every key it never asked for.
///
/// Each key asked for becomes a "known" key, so unknown keys get a did-you-mean suggestion
/// drawn from exactly the keys this object accepts. A class, so that passing a reader around
/// costs one reference count instead of copying its arrays.
final class ObjectReader {
  /// The object node.
  let node: JSONNode
  /// The object's path.
  let path: JSONPath
  let log: DiagnosticLog
  private let members: [JSONMember]
  /// Which members were read: bit `i` of `usedBits` for the first 64, `usedOverflow` beyond.
  private var usedBits: UInt64 = 0
  private var usedOverflow: [Bool] = []
  private var known: [StaticString] = []

  /// Starts reading `node`, or reports that it is not an object and returns nil.
  init?(_ node: JSONNode, path: JSONPath, log: DiagnosticLog) {
    guard case .object(let members) = node.value else {
      log.report("expected an object, got \(node.briefDescription)", at: node, path: path)
      return nil
    }
    self.node = node
    self.path = path
    self.log = log
    self.members = members
    if members.count > 64 { usedOverflow = [Bool](repeating: false, count: members.count - 64) }
    known.reserveCapacity(12)
  }

  private func markUsed(_ index: Int) {
    if index < 64 { usedBits |= 1 << UInt64(index) } else { usedOverflow[index - 64] = true }
  }

  private func isUsed(_ index: Int) -> Bool {
    index < 64 ? usedBits & (1 << UInt64(index)) != 0 : usedOverflow[index - 64]
  }

  /// The value of `key`, if present.
  func optional(_ key: StaticString) -> JSONNode? {
    known.append(key)
    var found: JSONNode?
    let name = key.description
    for index in members.indices where members[index].key == name {
      markUsed(index)
      if found == nil { found = members[index].node }
    }
    return found
  }

  /// The value of `key` if present, marked read but not offered as a known key: for keys
  /// that are recognised only to give a better message than "unknown key".
  func consume(_ key: StaticString) -> JSONNode? {
    var found: JSONNode?
    let name = key.description
    for index in members.indices where members[index].key == name {
      markUsed(index)
      if found == nil { found = members[index].node }
    }
    return found
  }

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
    let name = key.description
    return members.contains { $0.key == name }
  }

  /// Reports every member that no call asked for, suggesting the nearest known key.
  func finish() {
    for index in members.indices where !isUsed(index) {
      let member = members[index]
      var message = "unknown key \(MessageText.quoted(member.key))"
      let knownNames = known.map(\.description)
      if let suggestion = NearestKey.suggestion(for: member.key, among: knownNames) {
        message += "; did you mean \"\(suggestion)\"?"
      } else if !known.isEmpty {
        message += "; expected one of: " + knownNames.joined(separator: ", ")
      }
      log.report(message, offset: member.keyOffset, path: path.appending(member.key))
    }
  }

  /// Path of member `key`.
  func path(_ key: StaticString) -> JSONPath { path.appending(key.description) }

  // MARK: - Typed members

  /// A string member.
  func string(_ key: StaticString, required isRequired: Bool = false) -> String? {
    guard let value = isRequired ? required(key) : optional(key) else { return nil }
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
