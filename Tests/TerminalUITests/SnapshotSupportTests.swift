import Foundation
import TerminalUI
import Testing

/// The snapshot helpers: the line diff, the golden-file store, and one golden screen.
struct SnapshotSupportTests {
  @Test func equalTextsHaveNoDiff() {
    #expect(LineDiff.describe(expected: "a\nb", actual: "a\nb") == nil)
    #expect(LineDiff.describe(expected: "a\r\nb", actual: "a\nb") == nil)
  }

  @Test func diffListsRemovedAndAddedLinesWithNumbers() {
    let diff = LineDiff.describe(expected: "a\nb\nc", actual: "a\nB\nc\nd")
    #expect(diff == "-2|b\n+2|B\n+4|d")
  }

  @Test func diffPadsNumbersAndShowsTrailingSpaces() {
    let expected = (1...10).map(String.init).joined(separator: "\n")
    let actual = expected.replacingOccurrences(of: "9", with: "9 ")
    #expect(LineDiff.describe(expected: expected, actual: actual) == "- 9|9\n+ 9|9 ·")
  }

  @Test func storeFindsTheTargetsSnapshotFolder() {
    let store = SnapshotStore(testFilePath: "/repo/Tests/TerminalUITests/Screens/PaywallTests.swift")
    #expect(store.directory == "/repo/Tests/TerminalUITests/__Snapshots__")
    #expect(store.path(named: "paywall-80x24") == "/repo/Tests/TerminalUITests/__Snapshots__/paywall-80x24.txt")
    #expect(
      store.path(named: "frame", fileExtension: "svg") == "/repo/Tests/TerminalUITests/__Snapshots__/frame.svg")
  }

  @Test func storeNeverRecordsUnlessAskedAndDiffsMismatches() throws {
    let directory = FileManager.default.temporaryDirectory
      .appendingPathComponent("snapshot-store-\(UUID().uuidString)").path
    defer { try? FileManager.default.removeItem(atPath: directory) }
    let store = SnapshotStore(directory: directory)
    let path = store.path(named: "screen")

    #expect(try store.compare("one\ntwo", named: "screen", recording: false) == .missing(path: path))
    #expect(!FileManager.default.fileExists(atPath: path))

    #expect(try store.compare("one\ntwo", named: "screen", recording: true) == .recorded(path: path))
    #expect(try String(contentsOfFile: path, encoding: .utf8) == "one\ntwo\n")
    #expect(try store.compare("one\ntwo", named: "screen", recording: false) == .matched)
    #expect(
      try store.compare("one\n2", named: "screen", recording: false) == .mismatched(path: path, diff: "-2|two\n+2|2"))
  }

  @Test func goldenScreenWithMixedScripts() {
    var grid = CellGrid(columns: 32, rows: 7)
    grid.put("+" + String(repeating: "-", count: 30) + "+", column: 0, row: 0)
    grid.put("| Storefront Pro", column: 0, row: 1, style: .bold)
    grid.put("| 中文 か月プラン", column: 0, row: 2)
    grid.put("| " + "\u{200F}١٤٫٩٩ ر.س.\u{200F}", column: 0, row: 3)
    grid.put("| हिन्दी प्रो Cafe\u{301} 😀 👨‍👩‍👧", column: 0, row: 4)
    grid.put("| A very long line that must be truncated", column: 0, row: 5, maxWidth: 31)
    grid.put("+" + String(repeating: "-", count: 30) + "+", column: 0, row: 6)
    for row in 1...5 { grid.put("|", column: 31, row: row) }
    grid.fill(Rect(column: 2, row: 3, width: 10, height: 1), style: .reverse)
    assertSnapshot(grid.text, named: "mixed-scripts-32x7")
    assertSnapshot(grid.styleMask, named: "mixed-scripts-32x7.style")
  }
}
