import Foundation

/// Golden text files in a `__Snapshots__` folder, compared, and recorded only when asked.
///
/// Self-contained (Foundation and ``LineDiff``) so other test targets can copy it with `SnapshotAssertions.swift`.
struct SnapshotStore {
  /// What comparing a text with its golden file found.
  enum Outcome: Equatable {
    /// The text equals the golden file.
    case matched
    /// Record mode wrote the text to the golden file at this path.
    case recorded(path: String)
    /// There is no golden file at this path, and record mode is off.
    case missing(path: String)
    /// The text differs from the golden file at this path; `diff` comes from ``LineDiff``.
    case mismatched(path: String, diff: String)
  }

  /// The environment variable that turns record mode on when set to "1".
  static let recordVariable = "STOREFRONT_RECORD_SNAPSHOTS"

  /// The folder holding the `<name>.txt` (or `<name>.svg`…) files.
  let directory: String

  /// The `__Snapshots__` folder of the test target whose source file is at `testFilePath`.
  ///
  /// That is `Tests/<Target>/__Snapshots__`, found by walking up from the file to the folder just below `Tests`,
  /// so test files in subfolders share one snapshot folder.
  init(testFilePath: String) {
    var folder = URL(fileURLWithPath: testFilePath).deletingLastPathComponent()
    while folder.pathComponents.count > 2, folder.deletingLastPathComponent().lastPathComponent != "Tests" {
      folder = folder.deletingLastPathComponent()
    }
    directory = folder.appendingPathComponent("__Snapshots__").path
  }

  /// A store over an explicit folder (tests of the store itself).
  init(directory: String) {
    self.directory = directory
  }

  /// Whether `STOREFRONT_RECORD_SNAPSHOTS=1` is set.
  static var isRecording: Bool {
    ProcessInfo.processInfo.environment[recordVariable] == "1"
  }

  /// The path of the golden file called `name` with the extension `fileExtension`.
  func path(named name: String, fileExtension: String = "txt") -> String {
    directory + "/" + name + "." + fileExtension
  }

  /// Compares `actual` with the golden file `name`; in record mode writes it instead (never otherwise).
  func compare(
    _ actual: String, named name: String, fileExtension: String = "txt", recording: Bool = SnapshotStore.isRecording
  ) throws -> Outcome {
    let path = path(named: name, fileExtension: fileExtension)
    let contents = actual.hasSuffix("\n") ? actual : actual + "\n"
    if recording {
      let folder = URL(fileURLWithPath: path).deletingLastPathComponent().path
      try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
      try contents.write(toFile: path, atomically: true, encoding: .utf8)
      return .recorded(path: path)
    }
    guard FileManager.default.fileExists(atPath: path) else { return .missing(path: path) }
    let expected = try String(contentsOfFile: path, encoding: .utf8)
    guard let diff = LineDiff.describe(expected: expected, actual: contents) else { return .matched }
    return .mismatched(path: path, diff: diff)
  }
}
