import Foundation
import Testing

extension EndToEnd {
  /// The purchase journey in Japanese and in Arabic on the release binary, read off the screen at
  /// each step: every word on the way is the reader's language, Arabic in visual order.
  @Suite struct LocalizedJourney {
    /// Japanese in Japan: the paywall, the sheet, a purchase and its banner, the account, the
    /// history, store controls and help, then a switch to Arabic with the banner said anew.
    @Test func japaneseThenArabic() throws {
      let workspace = try Workspace()
      defer { workspace.remove() }
      let rate = try workspace.storefront(["store", "rate", "realTime"])
      #expect(rate.status == 0, "store rate realTime: \(rate.errorOutput)")
      let tmux = try TmuxSession(
        workspace: workspace, command: "\(workspace.appCommand("--locale ja --storefront JPN")); sleep 600")
      defer { tmux.kill() }

      // The first frame is painted while the account loads; the status line then shows the account.
      var screen = try tmux.wait(for: "the Japanese paywall") {
        $0.contains("Enter 購入") && $0.contains("▶ Pro 年額プラン") && $0.statusLine.contains("コイン0枚")
      }
      #expect(screen.statusLine.contains("コイン0枚 · プレミアム ロック中 · Pro：なし · JPN"))
      #expect(screen.contains("¥9,000/年"))

      try tmux.send("Down", "Down", "Down")
      try tmux.wait(for: "coins selected") { $0.selectedLine?.contains("コイン10枚") == true }
      try tmux.send("Enter")
      screen = try tmux.wait(for: "the sheet") { $0.contains("App Store") && $0.contains("結果：成功") }
      #expect(screen.contains("Enter 確定    Esc キャンセル"))
      try tmux.send("Enter")
      screen = try tmux.wait(for: "10 coins") { $0.statusLine.hasPrefix(" コイン10枚 · プレミアム ロック中") }
      #expect(screen.contains("コイン+10枚（合計10枚）"))

      try tmux.send("a")
      screen = try tmux.wait(for: "the account") { $0.contains("サブスクリプション") }
      #expect(screen.contains("コイン      10"))
      try tmux.send("h")
      screen = try tmux.wait(for: "the history") { $0.contains("履歴") && $0.contains("検証済み") }
      #expect(screen.contains("コイン10枚 ×1"))
      try tmux.send("s")
      screen = try tmux.wait(for: "store controls") { $0.contains("ストア操作") }
      #expect(screen.contains("猶予期間：オフ"))
      try tmux.send("?")
      screen = try tmux.wait(for: "help") { $0.contains("↑↓でスクロール") }
      try tmux.send("Escape", "Escape")
      try tmux.wait(for: "the paywall again") { $0.contains("Enter 購入") }

      // The language switcher: Arabic, in visual order and mirrored ("R استعادة" drawn as ةداعتسا R).
      try tmux.send("L")
      try tmux.wait(for: "the language list") { $0.contains("日本語") && $0.contains("（現在）") }
      try tmux.send("Up", "Up", "Up", "Up", "Up", "Enter")
      screen = try tmux.wait(for: "the Arabic paywall") { $0.contains("ةداعتسا R") }
      #expect(screen.statusLine.hasSuffix("تالمع 10"), "\(screen.statusLine)")
      #expect(!screen.contains("Premium locked") && !screen.contains("restore"))
    }
  }
}

extension EndToEnd {
  /// Issue 12's hang on the release binary: Premium bought on another device while this one's sheet is
  /// open says it is already yours, and afterwards the app goes on; Premium owned here is labelled and
  /// buttoned "Purchased" and opens no sheet, and R still restores.
  @Suite struct BuyingPremiumAgain {
    @Test func saysAlreadyYoursAndTheAppGoesOn() throws {
      let workspace = try Workspace()
      defer { workspace.remove() }
      let tmux = try TmuxSession(workspace: workspace, command: "\(workspace.appCommand()); sleep 600")
      defer { tmux.kill() }
      try tmux.wait(for: "the paywall with the account") {
        $0.contains("Enter buy") && $0.contains("▶ Pro Yearly") && $0.statusLine.contains("Pro: none")
      }
      try tmux.send("Down", "Down")
      try tmux.wait(for: "Premium selected") { $0.selectedLine?.contains("Unlock Premium Version") == true }
      try tmux.send("Enter")
      try tmux.wait(for: "the sheet") { $0.contains("App Store") && $0.contains("Unlock Premium Version") }
      let elsewhere = try workspace.storefront(["buy", "com.iaptutorial.premium", "--device", "tablet"])
      #expect(elsewhere.status == 0, "\(elsewhere.errorOutput)")
      try tmux.send("Enter")
      var screen = try tmux.wait(for: "already yours") { $0.contains("is already yours: nothing was charged") }
      #expect(!screen.statusLine.contains("Working…"))
      try tmux.wait(for: "Premium unlocked") { $0.statusLine.contains("Premium unlocked") && !$0.contains("Working…") }
      try tmux.send("Enter")
      screen = try tmux.wait(for: "no sheet for what is owned") { $0.contains("Unlock Premium Version: Purchased") }
      #expect(screen.contains("[ Purchased ]") && !screen.contains("App Store"))
      try tmux.send("Down")
      try tmux.wait(for: "coins selected") { $0.selectedLine?.contains("10 Coins") == true }
      try tmux.send("Enter")
      try tmux.wait(for: "the coins sheet") { $0.contains("App Store") && $0.contains("Outcome:") }
      try tmux.send("Escape", "R")
      screen = try tmux.wait(for: "the restore") { $0.contains("Restored: Unlock Premium Version") }
      #expect(screen.statusLine.contains("Premium unlocked"))
    }
  }
}
