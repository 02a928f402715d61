import Foundation
import Testing

/// The independent readers of lint's reports: scripts/read-lint-reports.py with the venv python of
/// scripts/apple-verifier/setup.sh (sarif-tools for SARIF, junitparser for JUnit XML).
enum LintReportReaders {
  static let python = StorefrontProcess.root.appendingPathComponent(".build/apple-verifier/venv/bin/python").path
  static let script = StorefrontProcess.root.appendingPathComponent("scripts/read-lint-reports.py").path

  /// What the reader of `kind` ("sarif" or "junit") read from `file`, as a JSON object; fails the
  /// test (never skips it) when the venv is missing or the reader refuses the file.
  static func read(_ kind: String, _ file: URL, arguments: [String] = []) throws -> [String: Any] {
    try #require(
      FileManager.default.isExecutableFile(atPath: python),
      "the lint report readers are not installed at \(python): run scripts/apple-verifier/setup.sh")
    let process = Process()
    process.executableURL = URL(fileURLWithPath: python)
    process.arguments = [script, kind, file.path] + arguments
    let output = Pipe()
    let error = Pipe()
    process.standardOutput = output
    process.standardError = error
    try process.run()
    let stdout = output.fileHandleForReading.readDataToEndOfFile()
    let stderr = String(decoding: error.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
    process.waitUntilExit()
    try #require(process.terminationStatus == 0, "the \(kind) reader refused \(file.path): \(stderr)")
    return try #require(try JSONSerialization.jsonObject(with: stdout) as? [String: Any])
  }
}
