import Foundation
import Testing

extension EndToEnd {
  /// What other terminals do shows up while the app is open.
  @Suite struct Live {
    /// `storefront buy` from another process (the same store and device): the status line shows the
    /// new coin count within 2 s of the command returning.
    @Test func secondTerminalPurchaseAppearsWithinTwoSeconds() throws {
      let workspace = try Workspace()
      defer { workspace.remove() }
      let tmux = try TmuxSession(workspace: workspace, command: "\(workspace.appCommand()); echo EXIT=$?; sleep 600")
      defer { tmux.kill() }
      try tmux.wait(for: "the paywall") { $0.statusLine.hasPrefix(" 0 coins · Premium locked") }

      let started = Date()
      let buy = try workspace.storefront(["buy", "com.iaptutorial.coins", "--device", "default"])
      let bought = Date()
      #expect(buy.status == 0, "storefront buy: \(buy.errorOutput)")
      try tmux.wait(for: "10 coins on the status line", timeout: 5) { $0.statusLine.hasPrefix(" 10 coins ·") }
      let shown = Date()
      let latency = shown.timeIntervalSince(bought)
      print(
        "e2e: second terminal purchase: buy command \(Int(bought.timeIntervalSince(started) * 1000)) ms, "
          + "then on screen after \(Int(latency * 1000)) ms")
      #expect(latency < 2, "the purchase took \(latency) s to appear")
    }
  }
}
