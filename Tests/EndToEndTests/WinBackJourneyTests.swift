import Foundation
import Testing

extension EndToEnd {
  /// Issue 16: a customer who let Pro Monthly lapse opens the app on the release binary and sees the
  /// win-back card (its label and what the offer turns into), buys it from the sheet, and the
  /// store signs the purchase with the win-back offer, in English, Japanese and Arabic.
  @Suite struct WinBackJourney {
    @Test(arguments: [
      ("", "Welcome back offer", "1 month free, then $6.99/month", "Pro Monthly"),
      ("--locale ja --storefront JPN", "おかえりなさい特典", "1か月無料、その後¥1,000/月", "Pro 月額プラン"),
      // Visual order: each phrase reads reversed on the captured screen.
      (
        "--locale ar --storefront SAU", String("عرض العودة".reversed()), String("شهر مجانًا".reversed()),
        String("الاشتراك الاحترافي الشهري".reversed())
      ),
    ])
    func aLapsedCustomerComesBackWithTheOffer(arguments: String, label: String, terms: String, plan: String) throws {
      let workspace = try Workspace()
      defer { workspace.remove() }
      for command in [
        ["store", "rate", "realTime"], ["store", "storefront", storefront(arguments)],
        ["buy", "com.example.pro.monthly"],
        ["store", "expire", "com.example.pro.monthly"],
      ] {
        let result = try workspace.storefront(command)
        #expect(result.status == 0, "\(command): \(result.errorOutput)")
      }
      let tmux = try TmuxSession(workspace: workspace, command: "\(workspace.appCommand(arguments)); sleep 600")
      defer { tmux.kill() }
      var screen = try tmux.wait(for: "the win-back card") { $0.contains(label) && $0.contains(terms) }
      #expect(screen.lines.contains { $0.contains(plan) && $0.contains(label) }, "the label beside the plan")
      try tmux.send("Down")
      screen = try tmux.wait(for: "the monthly plan chosen") { $0.selectedLine?.contains(plan) == true }
      try tmux.send("Enter")
      try tmux.wait(for: "the sheet") { $0.contains("App Store") }
      try tmux.send("Enter")
      try tmux.wait(for: "the card gone once subscribed") { !$0.contains(label) }
      let transactions = try workspace.storefront(["store", "transactions", "--json"])
      #expect(transactions.output.contains(#""offerType":4"#), "\(transactions.output)")
    }

    /// The storefront of `arguments` ("--locale ja --storefront JPN" → "JPN").
    func storefront(_ arguments: String) -> String {
      let words = arguments.split(separator: " ")
      return words.firstIndex(of: "--storefront").map { String(words[$0 + 1]) } ?? "USA"
    }
  }
}
