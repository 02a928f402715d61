import Foundation

/// Runs the built `storefront` binary and captures what it prints.
struct StorefrontProcess {
  /// Exit status, standard output and standard error of one run.
  struct Output {
    var status: Int32
    var stdout: String
    var stderr: String
    /// Standard output and standard error as the bytes written, before any UTF-8 decoding.
    var bytes: (stdout: [UInt8], stderr: [UInt8]) = ([], [])

    /// Standard error split into lines.
    var errorLines: [String] { stderr.split(separator: "\n").map(String.init) }
  }

  /// The binary next to the test bundle (SwiftPM builds it first: the test target depends on it).
  static let binary: URL = {
    var directory = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent()
    if directory.lastPathComponent.hasSuffix(".xctest") { directory.deleteLastPathComponent() }
    return directory.appendingPathComponent("storefront")
  }()

  /// The package root, for the shipped catalog and fixtures.
  static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
    .deletingLastPathComponent()

  /// Runs `storefront arguments...` in `directory` with a private HOME and data directory, with
  /// `input` (kept in a file, so the program may stop reading it early) as standard input. Without a
  /// `directory` the run gets a new empty one of its own: a shared one (such as /tmp) would let another
  /// test, or another checkout's tests, leave a store there that this run then reads.
  static func run(
    _ arguments: [String], in directory: URL? = nil, environment: [String: String] = [:], input: Data? = nil
  ) throws -> Output {
    let process = Process()
    process.executableURL = binary
    process.arguments = arguments
    let home = try directory ?? temporaryDirectory()
    process.currentDirectoryURL = home
    var env = ProcessInfo.processInfo.environment
    env["HOME"] = home.path
    env["XDG_DATA_HOME"] = home.appendingPathComponent(".local/share").path
    env.removeValue(forKey: "STOREFRONT_HOME")
    for (key, value) in environment { env[key] = value }
    process.environment = env
    let out = Pipe()
    let err = Pipe()
    process.standardOutput = out
    process.standardError = err
    if let input {
      let file = FileManager.default.temporaryDirectory.appendingPathComponent("storefront-stdin-\(UUID().uuidString)")
      try input.write(to: file)
      defer { try? FileManager.default.removeItem(at: file) }  // the open handle keeps it readable
      process.standardInput = try FileHandle(forReadingFrom: file)
    }
    try process.run()
    let stdoutData = out.fileHandleForReading.readDataToEndOfFile()
    let stderrData = err.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    return Output(
      status: process.terminationStatus, stdout: String(decoding: stdoutData, as: UTF8.self),
      stderr: String(decoding: stderrData, as: UTF8.self), bytes: (Array(stdoutData), Array(stderrData)))
  }

  /// A fresh empty directory.
  /// A new temporary directory holding a copy of the shipped catalog as `catalog.json`, its clock
  /// at real speed when `realTime` (so nothing renews while a test runs).
  static func catalogDirectory(realTime: Bool = false) throws -> URL {
    let directory = try temporaryDirectory()
    var shipped = try String(contentsOf: root.appendingPathComponent("catalog.json"), encoding: .utf8)
    if realTime {
      shipped = shipped.replacingOccurrences(of: "\"monthlyRenewalEveryThirtySeconds\"", with: "\"realTime\"")
    }
    try shipped.write(to: directory.appendingPathComponent("catalog.json"), atomically: true, encoding: .utf8)
    return directory
  }

  /// `--data` in `directory` and `--catalog` the shipped catalog, for a command run from anywhere.
  static func dataAndShippedCatalog(in directory: URL) -> [String] {
    [
      "--data", directory.appendingPathComponent("data").path, "--catalog",
      root.appendingPathComponent("catalog.json").path,
    ]
  }

  static func temporaryDirectory() throws -> URL {
    let url = FileManager.default.temporaryDirectory.appendingPathComponent("storefront-cli-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    return url
  }

  /// Every file under `directory`, as relative paths, sorted.
  static func listing(_ directory: URL) -> [String] {
    let enumerator = FileManager.default.enumerator(atPath: directory.path)
    return (enumerator?.allObjects as? [String] ?? []).sorted()
  }
}
