extension StringProtocol {
  /// The text with every `target` character replaced by `replacement` ("pt_BR" → "pt-BR").
  public func replacingOccurrences(of target: Character, with replacement: Character) -> String {
    String(map { $0 == target ? replacement : $0 })
  }

  /// The text without the spaces and tabs (Unicode white space other than line breaks) at either end.
  public func trimmingWhitespace() -> String { trimming { $0.isWhitespace && !$0.isNewline } }

  /// The text without the line breaks at either end.
  public func trimmingNewlines() -> String { trimming(\.isNewline) }

  /// The text without the white space, line breaks included, at either end.
  public func trimmingWhitespaceAndNewlines() -> String { trimming(\.isWhitespace) }

  /// The text without the characters at either end for which `isTrimmed` holds.
  private func trimming(_ isTrimmed: (Character) -> Bool) -> String {
    guard let first = firstIndex(where: { !isTrimmed($0) }) else { return "" }
    let last = lastIndex(where: { !isTrimmed($0) })!
    return String(self[first...last])
  }
}
