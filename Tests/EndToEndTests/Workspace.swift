import Foundation

#if canImport(Glibc)
  import Glibc
#endif

/// A private directory for one test: the store (`STOREFRONT_HOME`), the tmux socket and any files
/// a pane script writes. Removed by `remove()`.
struct Workspace {
  /// The directory itself.
  let url: URL

  /// The `storefront` binary under test: `STOREFRONT_E2E_BINARY` when set (.ci/run sets it to the
  /// release build), else the one built beside the tests (the test target depends on the product,
  /// so `swift test` builds it).
  static let binary: URL = {
    if let path = ProcessInfo.processInfo.environment["STOREFRONT_E2E_BINARY"], !path.isEmpty {
      return URL(fileURLWithPath: path)
    }
    var directory = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent()
    if directory.lastPathComponent.hasSuffix(".xctest") { directory.deleteLastPathComponent() }
    return directory.appendingPathComponent("storefront")
  }()

  /// Creates a fresh empty directory under the system's temporary directory.
  init() throws {
    url = URL(fileURLWithPath: "/tmp").appendingPathComponent("sf-e2e-\(UUID().uuidString.prefix(8))")
    try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
  }

  /// The store and app data of this test.
  var home: String { url.appendingPathComponent("home").path }

  /// `path` inside the workspace.
  func file(_ name: String) -> String { url.appendingPathComponent(name).path }

  /// The contents of `name`, or nil when it does not exist yet.
  func read(_ name: String) -> Data? { FileManager.default.contents(atPath: file(name)) }

  /// The environment for the app: the private store, UTF-8, no interactive backtracer.
  var appEnvironment: [String: String] {
    [
      "STOREFRONT_HOME": home, "LANG": "C.UTF-8", "LC_ALL": "C.UTF-8",
      "SWIFT_BACKTRACE": "interactive=no,output-to=stderr",
    ]
  }

  /// A shell command that runs the app with the workspace's environment (and `extra`), quoted for `sh -c`.
  func appCommand(_ arguments: String = "", extra: [String: String] = [:]) -> String {
    let variables = appEnvironment.merging(extra) { $1 }.sorted { $0.key < $1.key }
      .map { "\($0.key)=\(Shell.quote($0.value))" }.joined(separator: " ")
    return "env \(variables) \(Shell.quote(Workspace.binary.path)) \(arguments)"
  }

  /// Runs `storefront arguments...` from the test process against this workspace's store.
  @discardableResult
  func storefront(_ arguments: [String]) throws -> ProcessResult {
    var environment = ProcessInfo.processInfo.environment
    for (key, value) in appEnvironment { environment[key] = value }
    return try ProcessResult.run(Workspace.binary.path, arguments, environment: environment)
  }

  /// Deletes the directory and everything in it.
  func remove() { try? FileManager.default.removeItem(at: url) }
}

/// Shell quoting for the commands a pane runs.
enum Shell {
  /// `text` in single quotes, safe for `sh`.
  static func quote(_ text: String) -> String { "'" + text.replacingOccurrences(of: "'", with: "'\\''") + "'" }
}

/// The exit status and output of a finished process.
struct ProcessResult {
  var status: Int32
  var stdout: Data
  var stderr: Data

  /// Standard output as UTF-8 text.
  var output: String { String(decoding: stdout, as: UTF8.self) }
  /// Standard error as UTF-8 text.
  var errorOutput: String { String(decoding: stderr, as: UTF8.self) }

  /// Runs `executable` with `arguments` (looked up on `PATH` when not a path) and waits for it.
  ///
  /// `posix_spawn` and `waitpid`, not Foundation's `Process`: `tmux new-session` leaves a server behind
  /// that inherits the client's descriptors, and `Process` (which watches a socket inherited by the
  /// child) and pipes would then wait for ever. Output goes to files.
  static func run(_ executable: String, _ arguments: [String], environment: [String: String]? = nil) throws
    -> ProcessResult
  {
    let base = "/tmp/sf-e2e-out-\(UUID().uuidString)"
    defer {
      unlink(base + ".out")
      unlink(base + ".err")
    }
    var actions = posix_spawn_file_actions_t()
    posix_spawn_file_actions_init(&actions)
    defer { posix_spawn_file_actions_destroy(&actions) }
    posix_spawn_file_actions_addopen(&actions, 0, "/dev/null", O_RDONLY, 0)
    posix_spawn_file_actions_addopen(&actions, 1, base + ".out", O_WRONLY | O_CREAT | O_TRUNC, 0o600)
    posix_spawn_file_actions_addopen(&actions, 2, base + ".err", O_WRONLY | O_CREAT | O_TRUNC, 0o600)
    let environment = (environment ?? ProcessInfo.processInfo.environment).map { "\($0.key)=\($0.value)" }
    let argv = [executable] + arguments
    var pid: pid_t = 0
    let spawned = withCStrings(argv) { argvPointers in
      withCStrings(environment) { environmentPointers in
        executable.contains("/")
          ? posix_spawn(&pid, executable, &actions, nil, argvPointers, environmentPointers)
          : posix_spawnp(&pid, executable, &actions, nil, argvPointers, environmentPointers)
      }
    }
    guard spawned == 0 else {
      throw EndToEndFailure(description: "could not start \(executable): \(String(cString: strerror(spawned)))")
    }
    var status: Int32 = 0
    while waitpid(pid, &status, 0) < 0 && errno == EINTR {}
    let exit = status & 0x7f == 0 ? (status >> 8) & 0xff : 128 + (status & 0x7f)
    return ProcessResult(
      status: exit, stdout: FileManager.default.contents(atPath: base + ".out") ?? Data(),
      stderr: FileManager.default.contents(atPath: base + ".err") ?? Data())
  }

  /// Calls `body` with `strings` as a null-terminated array of C strings.
  private static func withCStrings<R>(_ strings: [String], _ body: ([UnsafeMutablePointer<CChar>?]) -> R) -> R {
    let pointers = strings.map { strdup($0) } + [nil]
    defer { pointers.forEach { free($0) } }
    return body(pointers)
  }
}
