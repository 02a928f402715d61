import Foundation
import Testing

extension EndToEnd {
  /// Issue 16: on the release binary, a customer in Britain, Japan or Saudi Arabia sees Pro Yearly's
  /// monthly plan with its commitment's total on the paywall, switches the purchase sheet to paying
  /// monthly with M, sees the payments and the total there, buys it, and the store signs a MONTHLY
  /// payment with its commitmentInfo.
  @Suite struct CommitmentJourney {
    @Test(arguments: [
      ("--storefront GBR", "£65.88 in total", "£5.49/month for 12 months, £65.88 in total"),
      ("--locale ja --storefront JPN", "合計¥9,600", "¥800/月を12か月、合計¥9,600"),
      // Visual order: each phrase reads reversed on the captured screen.
      ("--locale ar --storefront SAU", String("مع التزام".reversed()), String("الدفع شهريًا".reversed())),
    ])
    func aCustomerPaysMonthlyWithACommitment(arguments: String, paywall: String, sheet: String) throws {
      let workspace = try Workspace()
      defer { workspace.remove() }
      let storefront = arguments.split(separator: " ").last.map(String.init) ?? "USA"
      for command in [["store", "rate", "realTime"], ["store", "storefront", storefront]] {
        let result = try workspace.storefront(command)
        #expect(result.status == 0, "\(command): \(result.errorOutput)")
      }
      let tmux = try TmuxSession(workspace: workspace, command: "\(workspace.appCommand(arguments)); sleep 600")
      defer { tmux.kill() }
      try tmux.wait(for: "the commitment on the paywall") { $0.contains(paywall) }
      try tmux.send("Enter")
      try tmux.wait(for: "the sheet") { $0.contains("App Store") }
      try tmux.send("m")
      try tmux.wait(for: "the monthly payments on the sheet") { $0.contains(sheet) }
      try tmux.send("Enter")
      try tmux.wait(for: "back on the paywall, subscribed") { !$0.contains("App Store") && $0.contains("Pro") }
      var transactions = try workspace.storefront(["store", "transactions", "--json"])
      for _ in 0..<50 where !transactions.output.contains("MONTHLY") {
        Thread.sleep(forTimeInterval: 0.2)
        transactions = try workspace.storefront(["store", "transactions", "--json"])
      }
      #expect(transactions.output.contains(#""billingPlanType":"MONTHLY""#), "\(transactions.output)")
    }
  }
}
