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
