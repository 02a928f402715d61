/// A readable line diff of two texts, for test failures (after swift-argument-parser's `AssertEqualStrings`).
///
/// Self-contained (standard library only) so other test targets can copy this file as is.
enum LineDiff {
  /// The lines that differ, or `nil` when the texts are equal after normalising "\r\n" to "\n".
  ///
  /// Each differing line is `-NN|text` (only in `expected`, numbered as in `expected`) or `+NN|text` (only in
  /// `actual`, numbered as in `actual`), in reading order. A trailing space shows as "·" at the line's end
  /// so that otherwise invisible differences can be seen.
  static func describe(expected: String, actual: String) -> String? {
    let expectedLines = lines(of: expected)
    let actualLines = lines(of: actual)
    guard expectedLines != actualLines else { return nil }
    var removed = Set<Int>()
    var inserted = Set<Int>()
    for change in actualLines.difference(from: expectedLines) {
      switch change {
      case .remove(let offset, _, _): removed.insert(offset)
      case .insert(let offset, _, _): inserted.insert(offset)
      }
    }
    let numberWidth = String(max(expectedLines.count, actualLines.count)).count
    var output: [String] = []
    var expectedIndex = 0
    var actualIndex = 0
    while expectedIndex < expectedLines.count || actualIndex < actualLines.count {
      if expectedIndex < expectedLines.count, removed.contains(expectedIndex) {
        output.append(format("-", expectedIndex, expectedLines[expectedIndex], numberWidth))
        expectedIndex += 1
      } else if actualIndex < actualLines.count, inserted.contains(actualIndex) {
        output.append(format("+", actualIndex, actualLines[actualIndex], numberWidth))
        actualIndex += 1
      } else {
        expectedIndex += 1
        actualIndex += 1
      }
    }
    return output.joined(separator: "\n")
  }

  /// The lines of `text`, with "\r\n" read as "\n"; a final "\n" gives a final empty line.
  static func lines(of text: String) -> [Substring] {
    let normalised = text.replacing("\r\n", with: "\n")
    return normalised.split(separator: "\n", omittingEmptySubsequences: false).map { Substring($0) }
  }

  /// One diff line: marker, 1-based number padded to `width`, "|", the text with a visible trailing space.
  private static func format(_ marker: String, _ index: Int, _ line: Substring, _ width: Int) -> String {
    let number = String(index + 1)
    let padding = String(repeating: " ", count: max(width - number.count, 0))
    let visible = line.last == " " ? line + "·" : line
    return "\(marker)\(padding)\(number)|\(visible)"
  }
}
