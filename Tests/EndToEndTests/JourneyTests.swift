import Foundation
import Testing

extension EndToEnd {
  /// The newcomer journey of issue 6, read off the screen at every step.
  @Suite struct Journey {
    /// Open; buy coins twice; buy Premium; reinstall; restore; subscribe with the trial; advance past it;
    /// refund the renewal (confirmed in its dialog); quit. The same journey on the local ledger and
    /// with the store served by `storefront serve` on loopback (`--store`, issue 15).
    @Test(arguments: [false, true]) func newcomerJourney(served: Bool) throws {
      let workspace = try Workspace()
      defer { workspace.remove() }
      let store = served ? try RemoteStore.Served() : nil
      // Real time, so that the one-week trial does not end on its own while the test reads the screen
      // (the default rate, monthlyRenewalEveryThirtySeconds, makes a simulated day pass every second).
      // A served store is made at real time.
      if store == nil {
        let rate = try workspace.storefront(["store", "rate", "realTime"])
        #expect(rate.status == 0, "store rate realTime: \(rate.errorOutput)")
      }
      let app =
        store.map {
          workspace.appCommand("--store \(Shell.quote($0.url))", extra: ["STOREFRONT_STORE_TOKEN": $0.token])
        } ?? workspace.appCommand()
      let tmux = try TmuxSession(workspace: workspace, command: "\(app); echo EXIT=$?; sleep 600")
      defer { tmux.kill() }

      // Open: the first frame is drawn from the catalog while the store opens ("Loading account…"),
      // so the journey starts once the status line shows the account.
      var screen = try tmux.wait(for: "the paywall with the account") {
        $0.contains("Enter buy") && $0.contains("▶ Pro Yearly") && $0.statusLine.contains("Pro: none")
      }
      #expect(screen.statusLine.contains("0 coins · Premium locked · Pro: none · USA · default"))

      // Buy coins twice.
      try tmux.send("Down", "Down", "Down")
      try tmux.wait(for: "10 Coins selected") { $0.selectedLine?.contains("10 Coins") == true }
      for total in [10, 20] {
        try tmux.send("Enter")
        screen = try tmux.wait(for: "the purchase sheet for coins") {
          $0.contains("App Store") && $0.contains("Outcome: Success")
        }
        #expect(screen.contains("10 Coins") && screen.contains("$0.99"))
        try tmux.send("Enter")
        screen = try tmux.wait(for: "\(total) coins") { $0.statusLine.hasPrefix(" \(total) coins · Premium locked") }
        #expect(screen.contains("+10 coins (\(total) total)"))
      }

      // Buy Premium.
      try tmux.send("Up")
      try tmux.wait(for: "Premium selected") { $0.selectedLine?.contains("Unlock Premium Version") == true }
      try tmux.send("Enter")
      try tmux.wait(for: "the Premium sheet") { $0.contains("App Store") && $0.contains("Unlock Premium Version") }
      try tmux.send("Enter")
      try tmux.wait(for: "Premium unlocked") { $0.statusLine.hasPrefix(" 20 coins · Premium unlocked · Pro: none") }

      // Reinstall: coins and Premium are gone.
      try tmux.send("I")
      try tmux.wait(forText: "Reinstall app")
      try tmux.send("y")
      screen = try tmux.wait(for: "0 coins, Premium locked") {
        $0.statusLine.hasPrefix(" 0 coins · Premium locked · Pro: none")
      }
      #expect(screen.contains("Reinstalled the app on default"))

      // Restore: Premium comes back, coins (consumables) do not.
      try tmux.send("R")
      screen = try tmux.wait(for: "Premium restored") { $0.statusLine.hasPrefix(" 0 coins · Premium unlocked") }
      #expect(screen.contains("Restored: Unlock Premium Version"))

      // Subscribe yearly with the free trial.
      try tmux.send("Up", "Up")
      try tmux.wait(for: "Pro Yearly selected") { $0.selectedLine?.contains("Pro Yearly") == true }
      try tmux.send("Enter")
      screen = try tmux.wait(for: "the Pro Yearly sheet") {
        $0.contains("App Store") && $0.contains("Outcome: Success")
      }
      #expect(screen.contains("1 week free, then $59.99/year"))
      try tmux.send("Enter")
      screen = try tmux.wait(for: "Pro in trial") { $0.statusLine.contains("Pro: in trial") }
      #expect(screen.contains("Subscribed to Pro Yearly; renews"))

      // Advance past the trial: the first paid renewal.
      try tmux.send("s")
      try tmux.wait(forText: "Store controls")
      try tmux.send("n")
      // Waited for whole: a pane captured while the frame is being written can have the status
      // line of the new frame and the banner row of the old one.
      screen = try tmux.wait(for: "Pro subscribed") {
        $0.statusLine.contains("Pro: subscribed") && $0.contains("Clock advanced to")
      }

      // History: two Pro Yearly transactions, the newer one the renewal.
      try tmux.send("Escape", "h")
      screen = try tmux.wait(forText: "History")
      let proRows = screen.lines.filter { $0.contains("Pro Yearly ×1") }
      #expect(proRows.count == 2, "history:\n\(screen.framed)")
      #expect(proRows.allSatisfy { $0.hasSuffix("verified") }, "history:\n\(screen.framed)")
      let renewalID = try #require(proRows.first?.split(separator: " ").first { $0.hasPrefix("#") })

      // Refund the renewal in the store controls: Pro ends.
      try tmux.send("Escape", "s")
      screen = try tmux.wait(forText: "Store controls")
      let selected = try #require(screen.selectedLine)
      #expect(selected.contains(String(renewalID)) && selected.contains("Pro Yearly"), "selected: \(selected)")
      try tmux.send("f")
      screen = try tmux.wait(forText: "Enter refunds    Esc keeps it")
      #expect(screen.contains("Refund Pro Yearly ("), "\(screen.framed)")
      try tmux.send("Enter")
      screen = try tmux.wait(for: "Pro ended") { $0.statusLine.contains("Pro: refunded") }
      #expect(screen.contains("Transaction \(renewalID.dropFirst()) refunded"))
      #expect(screen.statusLine.contains("0 coins · Premium unlocked"))
      try tmux.send("Escape", "h")
      screen = try tmux.wait(forText: "History")
      #expect(screen.lines.first { $0.contains(String(renewalID)) }?.hasSuffix("refunded") == true, "\(screen.framed)")
      try tmux.send("Escape", "a")
      screen = try tmux.wait(forText: "Subscriptions")
      // Issue 12: "refunded" on the account, the history's word, not "revoked".
      let revoked = try #require(
        screen.lines.first { $0.contains("Pro Yearly") && $0.contains("refunded") }, "\(screen.framed)")
      // It ended at the refund (the store clock now), not at the end of the yearly period.
      // At 80 columns the status clock has no year ("12-12 03:33:07"); the dates of one year compare.
      let clock = String(screen.statusLine.suffix(14).prefix(11))
      let ended = try #require(
        revoked.range(of: "ended ").map { String(revoked[$0.upperBound...].dropFirst(5).prefix(11)) })
      #expect(ended <= clock, "\(revoked) (clock \(clock))")

      // Quit: the shell is back and the app exited 0.
      try tmux.send("q")
      screen = try tmux.wait(forText: "EXIT=")
      #expect(screen.contains("EXIT=0"), "\(screen.framed)")
      if let store {
        // Everything was bought from the served store; this machine holds only the device's state.
        let ledger = try store.store.storefront(["store", "transactions", "--json"])
        #expect(ledger.output.split(separator: "\n").count == 5, "\(ledger.output)")
        #expect(!FileManager.default.fileExists(atPath: workspace.home + "/store"))
      }
    }
  }
}
