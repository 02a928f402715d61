import Foundation

#if canImport(Glibc)
  import Glibc
#endif

/// A running `device-probe` (Tests/DeviceProbe), after the store tests' `ProbeProcess`: spawned
/// with `posix_spawn`, standard output read through a pipe, standard error kept in a file, reaped
/// only here (so a kill never hits another process). Call `stop()` in a `defer`.
final class DeviceProbeProcess {
  /// How a probe ended: `exit status` or `signal number`.
  enum Exit: Equatable {
    case exited(Int32)
    case signaled(Int32)
  }

  struct SpawnError: Error, CustomStringConvertible {
    var description: String
  }

  /// The probe binary, next to the test bundle (SwiftPM builds it: the test target depends on it).
  static let binary: String = {
    var directory = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent()
    if directory.lastPathComponent.hasSuffix(".xctest") { directory.deleteLastPathComponent() }
    return directory.appendingPathComponent("device-probe").path
  }()

  let pid: pid_t
  let errorLog: URL
  private let output: Int32
  private var gate: Int32 = -1
  private var received: [UInt8] = []
  private var reachedEnd = false
  private(set) var exit: Exit?

  /// Starts `device-probe [--gate] arguments...`; when gated it waits for `release()`.
  init(_ arguments: [String], errorLog: URL, gated: Bool = false) throws {
    self.errorLog = errorLog
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
    posix_spawn_file_actions_addopen(&actions, 2, paths[1]!, O_WRONLY | O_CREAT | O_APPEND, 0o644)
    let argv = ([Self.binary] + (gated ? ["--gate"] : []) + arguments).map { strdup($0) } + [nil]
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
    if gated { gate = gatePipe[1] }
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

  /// Kills the probe if it still runs and reaps it.
  func stop() {
    guard exit == nil else { return }
    kill()
    exit = Self.reap(pid, blocking: true)
  }

  /// Reads output until a line starts with `prefix` (true), or the probe ended or `seconds` passed.
  func waitFor(prefix: String, seconds: Double = 20) -> Bool {
    let deadline = Date().addingTimeInterval(seconds)
    while !lines.contains(where: { $0.hasPrefix(prefix) }) {
      if reachedEnd || Date() >= deadline { return false }
      readSome(until: deadline)
    }
    return true
  }

  /// Reads all output and reaps the probe, killing it first when it still runs after `seconds`.
  @discardableResult
  func wait(seconds: Double = 60) -> Exit {
    let deadline = Date().addingTimeInterval(seconds)
    while !reachedEnd && Date() < deadline { readSome(until: deadline) }
    if exit == nil {
      if !reachedEnd { kill() }  // stuck: end it; otherwise it closed its output by exiting
      exit = Self.reap(pid, blocking: true)
    }
    return exit!
  }

  /// The complete lines printed so far (a line cut short by a kill is left out).
  var lines: [String] {
    guard let end = received.lastIndex(of: UInt8(ascii: "\n")) else { return [] }
    return String(decoding: received[...end], as: UTF8.self).split(separator: "\n").map(String.init)
  }

  /// The words after `keyword` on each line that starts with it, e.g. `["17", "3"]` for `bought 17 3`.
  func reports(_ keyword: String) -> [[String]] {
    lines.map { $0.split(separator: " ").map(String.init) }.filter { $0.first == keyword }.map { Array($0.dropFirst()) }
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

/// glibc's `pipe2(2)`, which Swift's Glibc module does not export: both ends close on exec.
@_silgen_name("pipe2")
private func pipe2(_ descriptors: UnsafeMutablePointer<Int32>, _ flags: Int32) -> Int32

private func closeOnExecPipe(_ descriptors: inout [Int32]) -> Int32 {
  descriptors.withUnsafeMutableBufferPointer { pipe2($0.baseAddress!, O_CLOEXEC) }
}
