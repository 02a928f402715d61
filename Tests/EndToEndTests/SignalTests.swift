import Foundation
import Testing

#if canImport(Glibc)
  import Glibc
#endif

extension EndToEnd {
  /// Every way out leaves the terminal as it was: `stty -a` before and after are the same bytes.
  @Suite struct Exit {
    /// How the app is ended, and the exit status expected.
    enum Way: String, CaseIterable, CustomTestStringConvertible {
      case quitKey, controlC, sigterm, sighup

      var testDescription: String { rawValue }

      /// 0 for the keys; 128 + the signal for signals (the restorer's `_exit`).
      var expectedStatus: Int32 {
        switch self {
        case .quitKey, .controlC: 0
        case .sigterm: 128 + SIGTERM
        case .sighup: 128 + SIGHUP
        }
      }
    }

    @Test(arguments: Way.allCases) func terminalIsRestored(way: Way) throws {
      let workspace = try Workspace()
      defer { workspace.remove() }
      let before = workspace.file("before")
      let after = workspace.file("after")
      let status = workspace.file("status")
      let script =
        "stty -a > \(Shell.quote(before)); \(workspace.appCommand()); echo $? > \(Shell.quote(status)); "
        + "stty -a > \(Shell.quote(after)); echo DONE; sleep 600"
      let tmux = try TmuxSession(workspace: workspace, command: script)
      defer { tmux.kill() }
      try tmux.wait(for: "the paywall") { $0.contains("Enter buy") && $0.contains("▶ Pro Yearly") }

      switch way {
      case .quitKey: try tmux.send("q")
      case .controlC: try tmux.send("C-c")
      case .sigterm, .sighup:
        let app = try #require(
          TmuxSession.descendants(of: try tmux.panePID()).first { Self.command(of: $0) == "storefront" },
          "no storefront process under the pane")
        #expect(kill(app, way == .sigterm ? SIGTERM : SIGHUP) == 0)
      }
      let screen = try tmux.wait(forText: "DONE")
      let code = String(decoding: workspace.read("status") ?? Data(), as: UTF8.self)
      #expect(Int32(code.trimmingCharacters(in: .whitespacesAndNewlines)) == way.expectedStatus, "exit status \(code)")
      let sttyBefore = try #require(workspace.read("before"))
      let sttyAfter = try #require(workspace.read("after"))
      #expect(!sttyBefore.isEmpty)
      #expect(
        sttyBefore == sttyAfter,
        "stty -a differs:\n\(String(decoding: sttyBefore, as: UTF8.self))\n---\n\(String(decoding: sttyAfter, as: UTF8.self))"
      )
      // The main screen is back (the alternate screen is gone): the shell's DONE is on it, the paywall is not.
      #expect(!screen.contains("Enter buy"), "\(screen.framed)")
    }

    /// The name of process `pid` (`/proc/<pid>/comm`).
    static func command(of pid: Int32) -> String {
      ((try? String(contentsOfFile: "/proc/\(pid)/comm", encoding: .utf8)) ?? "")
        .trimmingCharacters(in: .whitespacesAndNewlines)
    }
  }
}
