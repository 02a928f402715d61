import Foundation
import Testing

extension EndToEnd {
  /// Issue 16: the "Redeem code" sheet on the release binary, read off the screen: O opens it, the
  /// code is typed (q and R are letters here), a refusal says why and keeps the sheet, an accepted
  /// code subscribes, in English, Arabic (visual order) and Japanese.
  @Suite struct RedeemCodeJourney {
    @Test(arguments: [
      (
        "", "Redeem code", "Code NOPE not accepted: this code is not valid",
        "Code QRFRIENDS redeemed: subscribed to Pro Monthly", "Pro: subscribed"
      ),
      (
        "--locale ja --storefront JPN", "コードを使う", "コード NOPE は使えません：このコードは無効です",
        "コード QRFRIENDS を使いました：Pro 月額プラン に登録しました", "Pro：登録中"
      ),
      // Arabic is drawn in visual order: each phrase reads reversed on the captured screen.
      (
        "--locale ar --storefront SAU", String("استرداد رمز".reversed()), String("هذا الرمز غير صالح".reversed()),
        String("تم استرداد الرمز".reversed()), String("الاشتراك الاحترافي".reversed())
      ),
    ])
    func aRefusedThenAnAcceptedCode(
      arguments: String, title: String, refused: String, accepted: String, subscribed: String
    ) throws {
      let workspace = try Workspace()
      defer { workspace.remove() }
      let created = try workspace.storefront([
        "store", "offer-codes", "create", "com.example.pro.monthly", "com.example.pro.monthly.friends", "--code",
        "QRFRIENDS",
      ])
      #expect(created.status == 0, "\(created.errorOutput)")
      let tmux = try TmuxSession(workspace: workspace, command: "\(workspace.appCommand(arguments)); sleep 600")
      defer { tmux.kill() }
      try tmux.wait(for: "the paywall with the account") { $0.contains("▶") && $0.contains("O ") }
      try tmux.send("O")
      var screen = try tmux.wait(for: "the sheet") { $0.contains(title) && $0.contains("▸") }
      try tmux.send("n", "o", "p", "e", "Enter")
      screen = try tmux.wait(for: "the refusal") { $0.contains(refused) }
      #expect(screen.contains(title), "the sheet stays open after a refusal")
      try tmux.send("BSpace", "BSpace", "BSpace", "BSpace", "q", "r", "f", "r", "i", "e", "n", "d", "s")
      screen = try tmux.wait(for: "the code typed") { $0.contains("QRFRIENDS") }
      try tmux.send("Enter")
      screen = try tmux.wait(for: "subscribed") { $0.contains(accepted) && $0.statusLine.contains(subscribed) }
      #expect(!screen.contains(title), "the sheet closes once the code is accepted")
      let notifications = try workspace.storefront(["notifications"])
      #expect(notifications.output.contains("SUBSCRIBED"))
    }
  }
}
