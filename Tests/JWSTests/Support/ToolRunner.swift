import Foundation

/// Runs another program (openssl, the Apple verifier's python, the store probe) and captures it.
enum ToolRunner {
  /// Exit status and output of one run.
  struct Output {
    var status: Int32
    var stdout: String
    var stderr: String
  }

  /// The package root (for scripts and the Apple verifier's venv).
  static let packageRoot = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
    .deletingLastPathComponent().deletingLastPathComponent()

  /// The directory holding the built products (the test bundle's directory).
  static let productsDirectory: URL = {
    var directory = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent()
    if directory.lastPathComponent.hasSuffix(".xctest") { directory.deleteLastPathComponent() }
    return directory
  }()

  /// Runs `executable arguments...` to completion, with `input` on standard input.
  static func run(_ executable: String, _ arguments: [String], input: String = "") throws -> Output {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: executable)
    process.arguments = arguments
    let stdin = Pipe()
    let stdout = Pipe()
    let stderr = Pipe()
    process.standardInput = stdin
    process.standardOutput = stdout
    process.standardError = stderr
    try process.run()
    stdin.fileHandleForWriting.write(Data(input.utf8))
    try stdin.fileHandleForWriting.close()
    let outData = stdout.fileHandleForReading.readDataToEndOfFile()
    let errData = stderr.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    return Output(
      status: process.terminationStatus, stdout: String(decoding: outData, as: UTF8.self),
      stderr: String(decoding: errData, as: UTF8.self))
  }

  /// The openssl command-line tool.
  static func openssl(_ arguments: [String], input: String = "") throws -> Output {
    try run("/usr/bin/openssl", arguments, input: input)
  }

  /// A fresh empty directory.
  static func temporaryDirectory() throws -> URL {
    let url = FileManager.default.temporaryDirectory.appendingPathComponent("jws-tests-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    return url
  }
}
