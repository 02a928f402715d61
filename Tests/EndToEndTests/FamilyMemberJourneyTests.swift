import Foundation
import Testing

extension EndToEnd {
  /// Issue 16: a family member opens the app on their own device (`--account`), restores with R,
  /// and the account screen says Premium is shared by their family, in English, Japanese and Arabic.
  @Suite struct FamilyMemberJourney {
    @Test(arguments: [
      ("--storefront USA", "USA", "unlocked, shared by your family"),
      ("--locale ja --storefront JPN", "JPN", "ロック解除済み、ファミリー共有"),
      ("--locale ar --storefront SAU", String("عملة".reversed()), String("بمشاركة من عائلتك".reversed())),
    ])
    /// `loaded` is a word of the status line once the account is loaded (the storefront, or in Arabic,
    /// whose line is cut before it, the coins).
    func aMemberRestoresAndSeesItShared(arguments: String, loaded: String, shared: String) throws {
      let workspace = try Workspace()
      defer { workspace.remove() }
      for command in [
        ["store", "rate", "realTime"], ["store", "family", "add", "kid"], ["buy", "com.iaptutorial.premium"],
      ] {
        let result = try workspace.storefront(command)
        #expect(result.status == 0, "\(command): \(result.errorOutput)")
      }
      let app = workspace.appCommand("\(arguments) --account kid --device kidphone")
      let tmux = try TmuxSession(workspace: workspace, command: "\(app); sleep 600")
      defer { tmux.kill() }
      try tmux.wait(for: "the paywall with the account") { $0.contains("▶") && $0.statusLine.contains(loaded) }
      try tmux.send("R", "a")
      let screen = try tmux.wait(for: "the shared Premium") { $0.contains(shared) }
      #expect(screen.contains(shared))
    }
  }
}
