import Foundation

#if canImport(Glibc)
  import Glibc
#endif

/// A running `store-probe` (Tests/StoreProbe): standard output read through a pipe, standard error
/// kept in a file, killed with SIGKILL on request.
///
/// The process is spawned with `posix_spawn` and reaped only by this object, so its pid stays ours
/// (at worst a zombie) until `wait` or `stop` has reaped it: a kill can never hit another process.
/// Call `stop()` in a `defer` right after creating one; it kills and reaps whatever still runs.
final class ProbeProcess {
  /// How a probe ended.
  enum Exit: Equatable, CustomStringConvertible {
    case exited(Int32)
    case signaled(Int32)

    var description: String {
      switch self {
      case .exited(let status): "exit \(status)"
      case .signaled(let signal): "signal \(signal)"
      }
    }
  }

  /// A probe that could not be started.
  struct SpawnError: Error, CustomStringConvertible {
    var description: String
  }

  /// The probe binary, next to the test bundle (SwiftPM builds it: the test target depends on it).
  static let binary: String = {
    var directory = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent()
    if directory.lastPathComponent.hasSuffix(".xctest") { directory.deleteLastPathComponent() }
    return directory.appendingPathComponent("store-probe").path
  }()

  /// The shipped catalog, which the probes load.
  static let catalogPath = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
    .deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("catalog.json").path

  let pid: pid_t
  /// Where the probe's standard error goes.
  let errorLog: URL
  private let output: Int32
  private var gate: Int32
  private var received: [UInt8] = []
  private var reachedEnd = false
  private(set) var exit: Exit?

  /// Starts `store-probe [options] DIRECTORY CATALOG command...`; with `gated`, it waits for `release()`.
  init(directory: URL, _ command: [String], options: [String] = [], gated: Bool = false) throws {
    errorLog = directory.deletingLastPathComponent()
      .appendingPathComponent("\(directory.lastPathComponent)-probe-\(UUID().uuidString).stderr")
    var outputPipe: [Int32] = [-1, -1]
    var gatePipe: [Int32] = [-1, -1]
    guard closeOnExecPipe(&outputPipe) == 0, !gated || closeOnExecPipe(&gatePipe) == 0 else {
      throw SpawnError(description: "pipe2 failed: errno \(errno)")
    }
    var actions = posix_spawn_file_actions_t()
    posix_spawn_file_actions_init(&actions)
    defer { posix_spawn_file_actions_destroy(&actions) }
    let paths = [String](["/dev/null", errorLog.path]).map { strdup($0) }
    defer { paths.forEach { free($0) } }
    if gated {
      posix_spawn_file_actions_adddup2(&actions, gatePipe[0], 0)
    } else {
      posix_spawn_file_actions_addopen(&actions, 0, paths[0]!, O_RDONLY, 0)
    }
    posix_spawn_file_actions_adddup2(&actions, outputPipe[1], 1)
    posix_spawn_file_actions_addopen(&actions, 2, paths[1]!, O_WRONLY | O_CREAT | O_TRUNC, 0o644)
    let words: [String] =
      [Self.binary] + (gated ? ["--gate"] : []) + options + [directory.path, Self.catalogPath] + command
    let argv = words.map { strdup($0) } + [nil]
    let environment = ProcessInfo.processInfo.environment.map { strdup("\($0)=\($1)") } + [nil]
    defer { (argv + environment).forEach { free($0) } }
    var child = pid_t()
    let result = posix_spawn(&child, Self.binary, &actions, nil, argv, environment)
    close(outputPipe[1])
    if gated { close(gatePipe[0]) }
    guard result == 0 else {
      close(outputPipe[0])
      if gated { close(gatePipe[1]) }
      throw SpawnError(description: "cannot start \(Self.binary): errno \(result)")
    }
    pid = child
    output = outputPipe[0]
    gate = gated ? gatePipe[1] : -1
  }

  deinit {
    stop()
    close(output)
    if gate >= 0 { close(gate) }
  }

  /// Lets a gated probe start.
  func release() {
    guard gate >= 0 else { return }
    _ = "go\n".withCString { write(gate, $0, 3) }
    close(gate)
    gate = -1
  }

  /// Sends SIGKILL unless the probe has already been reaped.
  func kill() {
    if exit == nil { _ = Glibc.kill(pid, SIGKILL) }
  }

  /// Kills the probe if it still runs and reaps it (for `defer`).
  func stop() {
    guard exit == nil else { return }
    kill()
    exit = Self.reap(pid, blocking: true)
  }

  /// Reads output until the probe has printed `line` (true) or ended or `seconds` passed (false).
  func waitFor(line: String, seconds: Double = 20) -> Bool {
    let deadline = Date().addingTimeInterval(seconds)
    while !lines.contains(line) {
      if reachedEnd || Date() >= deadline { return false }
      readSome(until: deadline)
    }
    return true
  }

  /// Reads all output and reaps the probe; kills it first when it is still running after `seconds`.
  @discardableResult
  func wait(seconds: Double = 60) -> Exit {
    let deadline = Date().addingTimeInterval(seconds)
    while !reachedEnd && Date() < deadline { readSome(until: deadline) }
    if let exit { return exit }
    while Date() < deadline {
      if let reaped = Self.reap(pid, blocking: false) {
        exit = reaped
        return reaped
      }
      usleep(2_000)
    }
    stop()
    return exit!
  }

  /// The complete lines printed so far (a line cut short by a kill is left out).
  var lines: [String] {
    let end = received.lastIndex(of: UInt8(ascii: "\n")) ?? -1
    guard end >= 0 else { return [] }
    return String(decoding: received[...end], as: UTF8.self).split(separator: "\n").map(String.init)
  }

  /// The numbers printed after `keyword` (e.g. `purchased`), in order.
  func values(_ keyword: String) -> [Int64] {
    lines.compactMap { line in
      let parts = line.split(separator: " ")
      return parts.count == 2 && parts[0] == keyword ? Int64(parts[1]) : nil
    }
  }

  /// What the probe wrote to standard error.
  var errors: String { (try? String(contentsOf: errorLog, encoding: .utf8)) ?? "" }

  private func readSome(until deadline: Date) {
    var descriptor = pollfd(fd: output, events: Int16(POLLIN), revents: 0)
    let milliseconds = Int32(max(0, min(deadline.timeIntervalSinceNow * 1000, 1000)))
    guard poll(&descriptor, 1, milliseconds) > 0 else { return }
    var buffer = [UInt8](repeating: 0, count: 16_384)
    let count = buffer.withUnsafeMutableBytes { read(output, $0.baseAddress, $0.count) }
    if count > 0 {
      received += buffer[..<count]
    } else if count == 0 || errno != EINTR {
      reachedEnd = true
    }
  }

  private static func reap(_ pid: pid_t, blocking: Bool) -> Exit? {
    var status: Int32 = 0
    while true {
      let result = waitpid(pid, &status, blocking ? 0 : WNOHANG)
      if result == pid { break }
      if result == 0 { return nil }
      if errno != EINTR { return .exited(-1) }
    }
    return status & 0x7f == 0 ? .exited((status >> 8) & 0xff) : .signaled(status & 0x7f)
  }
}

/// glibc's `pipe2(2)`, which Swift's Glibc module does not export: both ends close on exec
/// atomically, so a process spawned meanwhile by another test never inherits them.
@_silgen_name("pipe2")
private func pipe2(_ descriptors: UnsafeMutablePointer<Int32>, _ flags: Int32) -> Int32

private func closeOnExecPipe(_ descriptors: inout [Int32]) -> Int32 {
  descriptors.withUnsafeMutableBufferPointer { pipe2($0.baseAddress!, O_CLOEXEC) }
}
