/// Reads the members of one JSON object and reports, when finished, every key it never asked for.
///
/// Each key asked for becomes a "known" key, so unknown keys get a did-you-mean suggestion
/// drawn from exactly the keys this object accepts.
struct ObjectReader {
  /// The object node.
  let node: JSONNode
  /// The object's path.
  let path: JSONPath
  let log: DiagnosticLog
  private let members: [JSONMember]
  private var used: [Bool]
  private var known: [String] = []

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
    self.used = [Bool](repeating: false, count: members.count)
  }

  /// The value of `key`, if present.
  mutating func optional(_ key: String) -> JSONNode? {
    known.append(key)
    var found: JSONNode?
    for index in members.indices where members[index].key == key {
      used[index] = true
      if found == nil { found = members[index].node }
    }
    return found
  }

  /// The value of `key`; reports it missing if absent.
  mutating func required(_ key: String) -> JSONNode? {
    guard let value = optional(key) else {
      log.report("missing required key \"\(key)\"", at: node, path: path)
      return nil
    }
    return value
  }

  /// Whether the object has `key`, without marking it read.
  func has(_ key: String) -> Bool { members.contains { $0.key == key } }

  /// The offset of `key`'s name, for messages about the key itself.
  func keyOffset(_ key: String) -> Int? { members.first { $0.key == key }?.keyOffset }

  /// Reports every member that no call asked for, suggesting the nearest known key.
  func finish() {
    for index in members.indices where !used[index] {
      let member = members[index]
      var message = "unknown key \(MessageText.quoted(member.key))"
      if let suggestion = NearestKey.suggestion(for: member.key, among: known) {
        message += "; did you mean \"\(suggestion)\"?"
      } else if !known.isEmpty {
        message += "; expected one of: " + known.joined(separator: ", ")
      }
      log.report(message, offset: member.keyOffset, path: path.appending(member.key))
    }
  }

  /// Path of member `key`.
  func path(_ key: String) -> JSONPath { path.appending(key) }

  // MARK: - Typed members

  /// A string member.
  mutating func string(_ key: String, required isRequired: Bool = false) -> String? {
    guard let value = isRequired ? required(key) : optional(key) else { return nil }
    return Values.string(value, path: path(key), log: log)
  }

  /// A human-readable text member, checked for unsafe characters, emptiness and length.
  mutating func text(_ key: String, required isRequired: Bool = false, maxLength: Int) -> String? {
    guard let value = isRequired ? required(key) : optional(key) else { return nil }
    return Values.text(value, path: path(key), log: log, maxLength: maxLength)
  }

  /// A boolean member, or `defaultValue` when absent.
  mutating func bool(_ key: String, default defaultValue: Bool) -> Bool {
    guard let value = optional(key) else { return defaultValue }
    return Values.bool(value, path: path(key), log: log) ?? defaultValue
  }

  /// An integer member within `range`.
  mutating func integer(_ key: String, required isRequired: Bool = false, in range: ClosedRange<Int64>) -> Int64? {
    guard let value = isRequired ? required(key) : optional(key) else { return nil }
    return Values.integer(value, path: path(key), log: log, in: range)
  }

  /// An array member's elements.
  mutating func array(_ key: String, required isRequired: Bool = false) -> [JSONNode]? {
    guard let value = isRequired ? required(key) : optional(key) else { return nil }
    return Values.array(value, path: path(key), log: log)
  }
}
