import Foundation
import JWS
import Testing

/// Apple's App Store Server Library (Python), through scripts/apple-verifier/verify.py and the
/// venv scripts/apple-verifier/setup.sh creates (.ci/run runs it).
struct AppleLibrary {
  static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
    .deletingLastPathComponent().deletingLastPathComponent()
  static let python = root.appendingPathComponent(".build/apple-verifier/venv/bin/python").path
  static let script = root.appendingPathComponent("scripts/apple-verifier/verify.py").path

  let rootFile: URL

  /// A verifier trusting `certificate`; fails (never skips) when the venv is missing.
  init(trusting certificate: Certificate) throws {
    try #require(
      FileManager.default.isExecutableFile(atPath: Self.python),
      "Apple's verifier is not installed at \(Self.python): run scripts/apple-verifier/setup.sh")
    let directory = FileManager.default.temporaryDirectory.appendingPathComponent("apple-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    rootFile = directory.appendingPathComponent("root.pem")
    try certificate.pem.write(to: rootFile, atomically: true, encoding: .utf8)
  }

  /// Verifies `jws` as `kind` (transaction, renewal, notification); the decoded object, or nil
  /// with Apple's error on stderr when it is rejected.
  func verify(_ jws: String, kind: String, bundleID: String) throws -> (object: [String: Any]?, error: String) {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: Self.python)
    process.arguments = [Self.script, rootFile.path, kind, "-", "--bundle-id", bundleID]
    let input = Pipe()
    let output = Pipe()
    let error = Pipe()
    process.standardInput = input
    process.standardOutput = output
    process.standardError = error
    try process.run()
    input.fileHandleForWriting.write(Data(jws.utf8))
    try input.fileHandleForWriting.close()
    let stdout = output.fileHandleForReading.readDataToEndOfFile()
    let stderr = String(decoding: error.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
    process.waitUntilExit()
    guard process.terminationStatus == 0 else { return (nil, stderr) }
    return (try JSONSerialization.jsonObject(with: stdout) as? [String: Any], stderr)
  }

  /// Verifies every token of `tokens` (kind and JWS) in one run of Apple's library; the error of
  /// each it rejected, nil for each it accepted, in order.
  func verifyAll(_ tokens: [(kind: String, jws: String)], bundleID: String) throws -> [String?] {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: Self.python)
    process.arguments = [Self.script, rootFile.path, "batch", "-", "--bundle-id", bundleID]
    let input = Pipe()
    let output = Pipe()
    process.standardInput = input
    process.standardOutput = output
    process.standardError = FileHandle.nullDevice
    try process.run()
    // Written while the answers are read: both directions hold more than a pipe's buffer.
    let lines = Data(tokens.map { "\($0.kind) \($0.jws)\n" }.joined().utf8)
    let writer = input.fileHandleForWriting
    let written = DispatchSemaphore(value: 0)
    DispatchQueue.global().async {
      writer.write(lines)
      try? writer.close()
      written.signal()
    }
    let stdout = output.fileHandleForReading.readDataToEndOfFile()
    written.wait()
    process.waitUntilExit()
    let answers = String(decoding: stdout, as: UTF8.self).split(separator: "\n")
    try #require(answers.count == tokens.count, "Apple's library answered \(answers.count) of \(tokens.count) tokens")
    return try answers.map { line in
      let object = try JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any]
      return object?["error"] as? String
    }
  }

  /// The wire field names of Apple's models (scripts/apple-verifier/fields.py): `transaction`,
  /// `renewal`, `notification`, `data` and `summary`.
  static func modelFields() throws -> [String: Set<String>] {
    try #require(
      FileManager.default.isExecutableFile(atPath: python),
      "Apple's library is not installed at \(python): run scripts/apple-verifier/setup.sh")
    let process = Process()
    process.executableURL = URL(fileURLWithPath: python)
    process.arguments = [root.appendingPathComponent("scripts/apple-verifier/fields.py").path]
    let output = Pipe()
    process.standardOutput = output
    try process.run()
    let bytes = output.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    try #require(process.terminationStatus == 0, "fields.py failed")
    let object = try #require(try JSONSerialization.jsonObject(with: bytes) as? [String: [String]])
    return object.mapValues(Set.init)
  }
}
