internal import StrictJSON
/// Typed reads of single JSON values that report a mismatch instead of throwing.
enum Values {
  /// The string in `node`, or a report that it is some other type.
  static func string(_ node: JSONNode, path: @autoclosure () -> JSONPath, log: DiagnosticLog) -> String? {
    guard let text = node.string else {
      log.report("expected a string, got \(node.briefDescription)", at: node, path: path())
      return nil
    }
    return text
  }

  /// Display text: a non-empty string without control, escape or bidi-override characters,
  /// at most `maxLength` characters long.
  static func text(_ node: JSONNode, path: @autoclosure () -> JSONPath, log: DiagnosticLog, maxLength: Int) -> String? {
    // Strings without escapes are checked on the source bytes, before any String exists.
    let rawCheck = node.withUnescapedUTF8 { bytes in
      TextRules.problem(utf8: bytes, text: node.string!, maxLength: maxLength)
    }
    switch rawCheck {
    case .some(.some(let problem)):
      log.report(problem, at: node, path: path())
      return nil
    case .some(.none):
      return node.string
    case .none:
      guard let text = string(node, path: path(), log: log) else { return nil }
      if let problem = TextRules.problem(in: text, maxLength: maxLength) {
        log.report(problem, at: node, path: path())
        return nil
      }
      return text
    }
  }

  /// The boolean in `node`.
  static func bool(_ node: JSONNode, path: @autoclosure () -> JSONPath, log: DiagnosticLog) -> Bool? {
    guard let flag = node.bool else {
      log.report("expected true or false, got \(node.briefDescription)", at: node, path: path())
      return nil
    }
    return flag
  }

  /// The integer in `node`, which must be a JSON number without fraction or exponent, in `range`.
  static func integer(
    _ node: JSONNode, path: @autoclosure () -> JSONPath, log: DiagnosticLog, in range: ClosedRange<Int64>
  ) -> Int64? {
    guard let raw = node.number else {
      log.report("expected an integer, got \(node.briefDescription)", at: node, path: path())
      return nil
    }
    guard let value = Int64(raw) else {
      let why = raw.contains(where: { $0 == "." || $0 == "e" || $0 == "E" }) ? "a whole number" : "a smaller number"
      log.report("expected \(why) from \(range.lowerBound) to \(range.upperBound), got \(raw)", at: node, path: path())
      return nil
    }
    guard range.contains(value) else {
      log.report(
        "\(value) is out of range; expected \(range.lowerBound) to \(range.upperBound)", at: node, path: path())
      return nil
    }
    return value
  }

  /// The elements of the array in `node`.
  static func array(_ node: JSONNode, path: @autoclosure () -> JSONPath, log: DiagnosticLog) -> [JSONNode]? {
    guard node.kind == .array else {
      log.report("expected an array, got \(node.briefDescription)", at: node, path: path())
      return nil
    }
    return node.elements
  }

  /// The members of the object in `node`, for objects keyed by ids (prices, localizations).
  static func members(_ node: JSONNode, path: @autoclosure () -> JSONPath, log: DiagnosticLog) -> [JSONMember]? {
    guard node.kind == .object else {
      log.report("expected an object, got \(node.briefDescription)", at: node, path: path())
      return nil
    }
    return node.members
  }

  /// A string that must be one of `allowed`; the message lists them.
  static func choice<Choice>(
    _ node: JSONNode, path: @autoclosure () -> JSONPath, log: DiagnosticLog, from allowed: [(String, Choice)]
  ) -> Choice? {
    guard let text = string(node, path: path(), log: log) else { return nil }
    if let match = allowed.first(where: { $0.0 == text }) { return match.1 }
    log.report(unknownChoiceMessage(text, names: allowed.map(\.0)), at: node, path: path())
    return nil
  }

  /// The message for `text`, which is none of `names`.
  static func unknownChoiceMessage(_ text: String, names: [String]) -> String {
    if let suggestion = NearestKey.suggestion(for: text, among: names) {
      return "unknown value \(MessageText.quoted(text)); did you mean \"\(suggestion)\"? Expected one of: "
        + names.joined(separator: ", ")
    }
    return "unknown value \(MessageText.quoted(text)); expected one of: " + names.joined(separator: ", ")
  }
}
