import Testing

/// Expects `actual` to equal the golden file `Tests/<Target>/__Snapshots__/<name>.txt` (or another
/// `fileExtension`, such as `svg`), else records a line diff.
///
/// A missing file fails with the command that records it; files are written only when
/// `STOREFRONT_RECORD_SNAPSHOTS=1` is set, and that run fails too, so a recording is always reviewed.
func assertSnapshot(
  _ actual: String,
  named name: String,
  fileExtension: String = "txt",
  fileID: String = #fileID,
  filePath: String = #filePath,
  line: Int = #line,
  column: Int = #column
) {
  let location = SourceLocation(fileID: fileID, filePath: filePath, line: line, column: column)
  let store = SnapshotStore(testFilePath: filePath)
  do {
    switch try store.compare(actual, named: name, fileExtension: fileExtension) {
    case .matched:
      break
    case .recorded(let path):
      Issue.record(
        "Recorded snapshot \(path); review it, commit it, and run again without \(SnapshotStore.recordVariable).",
        sourceLocation: location)
    case .missing(let path):
      Issue.record(
        """
        No snapshot at \(path). Record it with \(SnapshotStore.recordVariable)=1 swift test --filter \
        \(fileID.split(separator: "/").first ?? ""), then review and commit the file.
        """,
        sourceLocation: location)
    case .mismatched(let path, let diff):
      Issue.record("Snapshot \(name) differs from \(path) (- expected, + actual):\n\(diff)", sourceLocation: location)
    }
  } catch {
    Issue.record("Snapshot \(name): \(error)", sourceLocation: location)
  }
}

/// Expects `actual` to equal `expected` line by line, else records a line diff (- expected, + actual).
func expectLines(
  _ actual: String,
  _ expected: String,
  fileID: String = #fileID,
  filePath: String = #filePath,
  line: Int = #line,
  column: Int = #column
) {
  guard let diff = LineDiff.describe(expected: expected, actual: actual) else { return }
  Issue.record(
    "Lines differ (- expected, + actual):\n\(diff)",
    sourceLocation: SourceLocation(fileID: fileID, filePath: filePath, line: line, column: column))
}
