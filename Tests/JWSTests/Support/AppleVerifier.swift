import Foundation
import Testing

@testable import JWS

/// Apple's App Store Server Library (Python), run through scripts/apple-verifier/verify.py with the
/// venv that scripts/apple-verifier/setup.sh creates.
struct AppleVerifier {
  /// The venv's python.
  static let python = ToolRunner.packageRoot.appendingPathComponent(".build/apple-verifier/venv/bin/python").path
  static let script = ToolRunner.packageRoot.appendingPathComponent("scripts/apple-verifier/verify.py").path

  /// The root certificate file handed to Apple's verifier.
  let rootFile: URL

  /// A verifier trusting `root`; fails the test (never skips it) when the venv is missing.
  init(trusting root: Certificate) throws {
    try #require(
      FileManager.default.isExecutableFile(atPath: Self.python),
      "Apple's verifier is not installed at \(Self.python): run scripts/apple-verifier/setup.sh")
    rootFile = try ToolRunner.temporaryDirectory().appendingPathComponent("root.pem")
    try root.pem.write(to: rootFile, atomically: true, encoding: .utf8)
  }

  /// Runs `verify.py ROOT kind JWS --bundle-id bundleID`.
  func verify(_ jws: String, kind: String, bundleID: String) throws -> ToolRunner.Output {
    try ToolRunner.run(Self.python, [Self.script, rootFile.path, kind, jws, "--bundle-id", bundleID])
  }

  /// The decoded object printed on success.
  static func decoded(_ output: ToolRunner.Output) throws -> [String: Any] {
    let object = try JSONSerialization.jsonObject(with: Data(output.stdout.utf8))
    return try #require(object as? [String: Any])
  }
}
