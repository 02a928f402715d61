import Foundation

#if canImport(Glibc)
  import Glibc
#endif

/// A test failure that carries what the screen showed.
struct EndToEndFailure: Error, CustomStringConvertible {
  var description: String
}

/// One tmux server on a private socket with one detached session, the terminal the app runs in.
///
/// `kill()` ends the server and every process in the pane; call it in a `defer`.
final class TmuxSession {
  /// The private socket (inside the test's workspace).
  let socket: String
  private let target = "e2e"
  private var panePIDs: [Int32] = []

  /// The `tmux` executable on `PATH`; the tests fail (never skip) without it.
  static func executable() throws -> String {
    let path = ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin"
    for directory in path.split(separator: ":") {
      let candidate = "\(directory)/tmux"
      if access(candidate, X_OK) == 0 { return candidate }
    }
    throw EndToEndFailure(
      description: "tmux is not installed: the end-to-end tests drive the app under tmux "
        + "(apt-get install tmux; .ci/run installs it)")
  }

  /// Starts a server on a socket in `workspace` with a `columns`x`rows` session running `command` (via `sh -c`).
  init(workspace: Workspace, command: String, columns: Int = 80, rows: Int = 24) throws {
    socket = workspace.file("tmux.sock")
    try run([
      "new-session", "-d", "-s", target, "-x", "\(columns)", "-y", "\(rows)", "/bin/sh -c \(Shell.quote(command))",
    ])
    try run(["set-option", "-t", target, "status", "off"])
    panePIDs = [try panePID()]
  }

  /// Runs one tmux command on this server; throws when it fails.
  @discardableResult
  func run(_ arguments: [String]) throws -> ProcessResult {
    var environment = ProcessInfo.processInfo.environment
    environment["LANG"] = "C.UTF-8"
    environment["SHELL"] = "/bin/sh"
    environment["TERM"] = "xterm-256color"
    environment.removeValue(forKey: "TMUX")
    let result = try ProcessResult.run(
      try Self.executable(), ["-S", socket, "-f", "/dev/null"] + arguments,
      environment: environment)
    guard result.status == 0 else {
      throw EndToEndFailure(description: "tmux \(arguments.joined(separator: " ")) failed: \(result.errorOutput)")
    }
    return result
  }

  /// What the pane shows now, one string per row.
  func capture() throws -> Screen {
    Screen(text: try run(["capture-pane", "-p", "-t", target]).output)
  }

  /// Sends tmux key names (`Down`, `Enter`, `Escape`, `C-c`) or literal characters.
  func send(_ keys: String...) throws {
    try run(["send-keys", "-t", target] + keys)
  }

  /// Resizes the window (the app sees SIGWINCH).
  func resize(columns: Int, rows: Int) throws {
    try run(["resize-window", "-t", target, "-x", "\(columns)", "-y", "\(rows)"])
  }

  /// The process id of the pane's shell.
  func panePID() throws -> Int32 {
    let text = try run(["display-message", "-p", "-t", target, "#{pane_pid}"]).output
    guard let pid = Int32(text.trimmingCharacters(in: .whitespacesAndNewlines)) else {
      throw EndToEndFailure(description: "no pane pid in \(text)")
    }
    return pid
  }

  /// Polls the pane (every 5 ms) until `predicate` holds on a settled screen (two captures in a row
  /// alike); returns that screen, or throws with the last one.
  @discardableResult
  func wait(
    for what: String, timeout: Double = 10, sourceLocation: String = #function, _ predicate: (Screen) -> Bool
  ) throws -> Screen {
    let deadline = Date().addingTimeInterval(timeout)
    var screen = try capture()
    var previous: Screen?
    // A pane captured while the app writes a frame mixes rows of two frames: the screen counts
    // once two captures in a row agree.
    while !(predicate(screen) && previous?.lines == screen.lines) {
      guard Date() < deadline else {
        throw EndToEndFailure(
          description: "\(sourceLocation): waited \(timeout) s for \(what); the screen shows:\n\(screen.framed)")
      }
      usleep(5_000)
      previous = screen
      screen = try capture()
    }
    return screen
  }

  /// Waits until the screen contains `text`.
  @discardableResult
  func wait(forText text: String, timeout: Double = 10) throws -> Screen {
    try wait(for: "\"\(text)\"", timeout: timeout) { $0.contains(text) }
  }

  /// Ends the server (tmux sends SIGHUP to the pane) and kills whatever of the pane's processes is left.
  func kill() {
    let descendants = panePIDs.flatMap { [$0] + Self.descendants(of: $0) }
    _ = try? run(["kill-server"])
    usleep(50_000)
    for pid in descendants where Glibc.kill(pid, 0) == 0 { _ = Glibc.kill(pid, SIGKILL) }
    unlink(socket)
  }

  /// Every process below `pid`, from /proc.
  static func descendants(of pid: Int32) -> [Int32] {
    let children = (try? String(contentsOfFile: "/proc/\(pid)/task/\(pid)/children", encoding: .utf8)) ?? ""
    return children.split(separator: " ").compactMap { Int32($0) }.flatMap { [$0] + descendants(of: $0) }
  }
}

/// A pane capture: the text of each row.
struct Screen {
  /// The rows, without trailing blanks.
  let lines: [String]

  init(text: String) {
    var rows = text.split(separator: "\n", omittingEmptySubsequences: false).map {
      String($0.reversed().drop(while: { $0 == " " }).reversed())
    }
    if rows.last == "" { rows.removeLast() }
    lines = rows
  }

  /// The top row: coins, Premium, Pro, storefront, device and the store clock.
  var statusLine: String { lines.first ?? "" }

  /// The row with the selection marker.
  var selectedLine: String? { lines.first { $0.contains("▶") } }

  /// Whether any row contains `text`.
  func contains(_ text: String) -> Bool { lines.contains { $0.contains(text) } }

  /// The screen in a box, for failure messages.
  var framed: String { (["+" + String(repeating: "-", count: 80)] + lines.map { "|" + $0 }).joined(separator: "\n") }
}
