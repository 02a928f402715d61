import Foundation
import Testing

extension EndToEnd {
  /// Arabic on the release binary under tmux, which does not reorder: visual order by default, logical
  /// order with `STOREFRONT_BIDI=terminal`.
  @Suite struct Bidi {
    /// The headline as written, and as a terminal without bidi must be sent it.
    static let logical = "انتقل إلى Pro"
    static let visual = "Pro " + String("انتقل إلى".reversed())

    @Test(arguments: [("", true), ("terminal", false)])
    func arabicPaywall(mode: String, isVisual: Bool) throws {
      let workspace = try Workspace()
      defer { workspace.remove() }
      let extra = mode.isEmpty ? [:] : ["STOREFRONT_BIDI": mode]
      let tmux = try TmuxSession(
        workspace: workspace,
        command: "\(workspace.appCommand("--locale ar --storefront SAU", extra: extra)); echo EXIT=$?; sleep 600")
      defer { tmux.kill() }
      // The footer's "Enter شراء" ("buy"), in the order the mode writes: mirrored in visual order (the
      // key at the right of its word, as a right-to-left reader meets it first).
      let buy = isVisual ? String("شراء".reversed()) + " Enter" : "Enter شراء"
      let screen = try tmux.wait(for: "the Arabic paywall") { $0.contains(buy) && $0.contains("Pro") }
      #expect(screen.contains(isVisual ? Self.visual : Self.logical), "\(screen.framed)")
      #expect(!screen.contains(isVisual ? Self.logical : Self.visual), "\(screen.framed)")
      try tmux.send("q")
      let end = try tmux.wait(forText: "EXIT=")
      #expect(end.contains("EXIT=0"), "\(end.framed)")
    }
  }
}
