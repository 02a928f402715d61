import Foundation
import Testing

extension EndToEnd {
  /// Resizing at any moment, down to the "too small" message and back.
  @Suite struct Resize {
    /// Many sizes in quick succession (below 60x20, 1x1, large), then 80x24: the paywall is drawn
    /// exactly as before the storm and the app still answers keys.
    @Test func resizeStorm() throws {
      let workspace = try Workspace()
      defer { workspace.remove() }
      let tmux = try TmuxSession(workspace: workspace, command: "\(workspace.appCommand()); echo EXIT=$?; sleep 600")
      defer { tmux.kill() }
      // The first frame is painted while the account loads; the storm starts once it has loaded.
      let before = try tmux.wait(for: "the paywall") {
        $0.contains("Enter buy") && $0.contains("▶ Pro Yearly") && $0.statusLine.contains("0 coins")
      }

      // Below the minimum the app asks for a bigger window.
      try tmux.resize(columns: 50, rows: 15)
      let small = try tmux.wait(for: "the too-small message") { $0.lines.count == 15 && !$0.contains("Enter buy") }
      #expect(small.contains("60") && small.contains("20"), "\(small.framed)")

      let sizes = [
        (120, 40), (60, 20), (59, 19), (40, 10), (20, 5), (1, 1), (200, 60), (61, 21), (30, 30), (100, 15), (80, 24),
        (79, 23), (2, 2), (160, 50),
      ]
      for _ in 0..<5 {
        for (columns, rows) in sizes { try tmux.resize(columns: columns, rows: rows) }
      }
      try tmux.resize(columns: 80, rows: 24)
      let after = try tmux.wait(for: "the paywall as before the storm") {
        $0.lines.count == 24 && Array($0.lines.dropFirst()) == Array(before.lines.dropFirst())
      }
      #expect(after.statusLine.contains("0 coins · Premium locked · Pro: none · USA · default"))

      try tmux.send("Down")
      try tmux.wait(for: "Pro Monthly selected") { $0.selectedLine?.contains("Pro Monthly") == true }
      try tmux.send("q")
      let end = try tmux.wait(forText: "EXIT=")
      #expect(end.contains("EXIT=0"), "\(end.framed)")
    }
  }
}
