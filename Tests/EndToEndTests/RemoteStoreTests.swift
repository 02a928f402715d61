import Foundation
import Synchronization
import Testing

extension EndToEnd {
  /// Devices over the wire (issue 15): two data directories, standing for two machines, buy from
  /// one store served by `storefront serve` on loopback with `--store`; each device's coins are
  /// exact, the store records every purchase once, and a wrong token or an absent store is a clear
  /// one-line error.
  @Suite struct RemoteStore {
    /// The served store and the environment a device elsewhere runs with.
    final class Served: @unchecked Sendable {
      let store = try! Workspace()
      let server: ServeProcess
      let token: String

      init() throws {
        #expect(try store.storefront(["store", "rate", "realTime"]).status == 0)
        let made = try store.storefront(["store", "account-token"])
        try #require(made.status == 0, "\(made.errorOutput)")
        token = made.output.trimmingCharacters(in: .whitespacesAndNewlines)
        server = try ServeProcess(workspace: store)
      }

      deinit {
        server.stop()
        store.remove()
      }

      var url: String { "http://127.0.0.1:\(server.port)" }

      /// Runs `storefront arguments... --store URL` on `device`'s own data directory.
      func remote(_ device: Workspace, _ arguments: [String], token: String? = nil) throws -> ProcessResult {
        var environment = ProcessInfo.processInfo.environment
        for (key, value) in device.appEnvironment { environment[key] = value }
        environment["STOREFRONT_STORE_TOKEN"] = token ?? self.token
        return try ProcessResult.run(Workspace.binary.path, arguments + ["--store", url], environment: environment)
      }
    }

    @Test func twoMachinesBuyFromOneServedStoreAtOnce() throws {
      let served = try Served()
      let laptop = try Workspace()
      let desktop = try Workspace()
      defer {
        laptop.remove()
        desktop.remove()
      }
      // Each machine buys coins five times, both at once.
      let failed = Mutex<[String]>([])
      let machines = [laptop, desktop]
      DispatchQueue.concurrentPerform(iterations: machines.count) { index in
        for _ in 0..<5 {
          let bought = try? served.remote(machines[index], ["buy", "com.iaptutorial.coins"])
          if bought?.status != 0 { failed.withLock { $0.append(bought?.errorOutput ?? "did not run") } }
        }
      }
      #expect(failed.withLock { $0 } == [])
      for machine in [laptop, desktop] {
        let status = try served.remote(machine, ["status", "--json"])
        #expect(status.status == 0, "\(status.errorOutput)")
        #expect(status.output.contains("\"coins\":50") || status.output.contains("\"coins\" : 50"), "\(status.output)")
        // The device's state is on its own machine; the store's ledger is not.
        #expect(FileManager.default.fileExists(atPath: machine.home + "/devices/default"))
        #expect(!FileManager.default.fileExists(atPath: machine.home + "/store"))
      }
      let ledger = try served.store.storefront(["store", "transactions", "--json"])
      #expect(ledger.output.split(separator: "\n").count == 10, "\(ledger.output)")
      // Premium bought on one machine is restored on the other; coins never are.
      #expect(try served.remote(laptop, ["buy", "com.iaptutorial.premium"]).status == 0)
      let restored = try served.remote(desktop, ["restore"])
      #expect(restored.status == 0 && restored.output.contains("Premium"), "\(restored.output)")
      #expect(try served.remote(desktop, ["status"]).output.contains("50 coins"))
    }

    /// The interactive app on a served store: it buys there, and a purchase another machine makes
    /// (Premium, restorable to every install of the account) shows on its status line within 2 s.
    @Test func theAppOnAServedStoreSeesAnotherMachinesPurchase() throws {
      let served = try Served()
      let laptop = try Workspace()
      let desktop = try Workspace()
      defer {
        laptop.remove()
        desktop.remove()
      }
      let command = laptop.appCommand(
        "--store \(Shell.quote(served.url))", extra: ["STOREFRONT_STORE_TOKEN": served.token])
      let tmux = try TmuxSession(workspace: laptop, command: "\(command); echo EXIT=$?; sleep 600")
      defer { tmux.kill() }
      try tmux.wait(for: "the paywall") { $0.statusLine.hasPrefix(" 0 coins · Premium locked") }
      // The coins plan is the last card: down to it, Enter opens the sheet, Enter buys.
      try tmux.send("Down", "Down", "Down", "Enter")
      try tmux.wait(for: "the purchase sheet", timeout: 5) { $0.contains("10 Coins") }
      try tmux.send("Enter")
      try tmux.wait(for: "10 coins bought there", timeout: 5) { $0.statusLine.hasPrefix(" 10 coins ·") }
      let bought = try served.remote(desktop, ["buy", "com.iaptutorial.premium"])
      #expect(bought.status == 0, "\(bought.errorOutput)")
      let done = Date()
      try tmux.wait(for: "Premium on the status line", timeout: 5) { $0.statusLine.contains("Premium unlocked") }
      #expect(Date().timeIntervalSince(done) < 2)
      let ledger = try served.store.storefront(["store", "transactions", "--json"])
      #expect(ledger.output.split(separator: "\n").count == 2, "\(ledger.output)")
    }

    /// The served store is killed (SIGKILL) while a remote device buys coins 50 times, then started
    /// again: every purchase the ledger recorded is credited on the device exactly once, including
    /// one whose answer was lost, and nothing else is.
    @Test func aStoreKilledMidPurchaseCreditsEachRecordedPurchaseOnce() throws {
      let served = try Served()
      let phone = try Workspace()
      defer { phone.remove() }
      let url = Mutex(served.url)
      let finished = Mutex(0)
      let buyer = Thread {
        for _ in 0..<50 {
          var environment = ProcessInfo.processInfo.environment
          for (key, value) in phone.appEnvironment { environment[key] = value }
          environment["STOREFRONT_STORE_TOKEN"] = served.token
          _ = try? ProcessResult.run(
            Workspace.binary.path, ["buy", "com.iaptutorial.coins", "--store", url.withLock { $0 }],
            environment: environment)
          finished.withLock { $0 += 1 }
        }
      }
      buyer.start()
      // Kill it a few purchases in, while the buyer goes on (some of its purchases cannot reach it).
      while finished.withLock({ $0 }) < 8 { usleep(5_000) }
      kill(served.server.process.processIdentifier, SIGKILL)
      served.server.process.waitUntilExit()
      while finished.withLock({ $0 }) < 16 { usleep(5_000) }
      let again = try ServeProcess(workspace: served.store)
      defer { again.stop() }
      url.withLock { $0 = "http://127.0.0.1:\(again.port)" }
      while finished.withLock({ $0 }) < 50 { usleep(10_000) }
      let recorded = try served.store.storefront(["store", "transactions", "--json"]).output
        .split(separator: "\n").count
      var environment = ProcessInfo.processInfo.environment
      for (key, value) in phone.appEnvironment { environment[key] = value }
      environment["STOREFRONT_STORE_TOKEN"] = served.token
      let status = try ProcessResult.run(
        Workspace.binary.path, ["status", "--store", "http://127.0.0.1:\(again.port)"], environment: environment)
      #expect(status.status == 0, "\(status.errorOutput)")
      #expect(recorded > 8 && recorded < 50, "the kill should have cost some purchases: \(recorded) recorded")
      #expect(status.output.contains(": \(recorded * 10) coins"), "\(recorded) recorded; \(status.output)")
    }

    /// The served store goes away while the app is open: a purchase says so in a banner and charges
    /// nothing; once the store is back (same address) the next purchase goes through.
    @Test func theAppSaysWhenTheServedStoreIsGone() throws {
      let served = try Served()
      let laptop = try Workspace()
      defer { laptop.remove() }
      let command = laptop.appCommand(
        "--store \(Shell.quote(served.url))", extra: ["STOREFRONT_STORE_TOKEN": served.token])
      let tmux = try TmuxSession(workspace: laptop, command: "\(command); echo EXIT=$?; sleep 600")
      defer { tmux.kill() }
      try tmux.wait(for: "the paywall") { $0.statusLine.hasPrefix(" 0 coins · Premium locked") }
      served.server.stop()
      try tmux.send("Down", "Down", "Down", "Enter")
      try tmux.wait(for: "the purchase sheet", timeout: 5) { $0.contains("10 Coins") && $0.contains("App Store") }
      try tmux.send("Enter")
      let gone = try tmux.wait(for: "the banner", timeout: 5) { $0.contains("cannot be") }
      #expect(gone.contains("the store at \(served.url) cannot be"), "\(gone.framed)")
      #expect(gone.statusLine.hasPrefix(" 0 coins"))
      let back = try ServeProcess(workspace: served.store, port: served.server.port)
      defer { back.stop() }
      try tmux.send("Enter")
      try tmux.wait(for: "the purchase sheet again", timeout: 5) { $0.contains("App Store") }
      try tmux.send("Enter")
      try tmux.wait(for: "10 coins", timeout: 5) { $0.statusLine.hasPrefix(" 10 coins ·") }
      let ledger = try served.store.storefront(["store", "transactions", "--json"])
      #expect(ledger.output.split(separator: "\n").count == 1, "\(ledger.output)")
    }

    @Test func aWrongTokenOrNoStoreIsOneClearLine() throws {
      let served = try Served()
      let phone = try Workspace()
      defer { phone.remove() }
      let refused = try served.remote(phone, ["status"], token: String(repeating: "0", count: 64))
      #expect(refused.status == 65)
      #expect(refused.errorOutput == "storefront: the store at \(served.url) does not know this account token\n")
      let missing = try ProcessResult.run(
        Workspace.binary.path, ["status", "--store", served.url],
        environment: phone.appEnvironment.merging(["PATH": "/usr/bin:/bin"]) { $1 })
      #expect(missing.status == 64)
      #expect(missing.errorOutput.contains("needs the account's token in STOREFRONT_STORE_TOKEN"))
      served.server.stop()
      let gone = try served.remote(phone, ["buy", "com.iaptutorial.coins"])
      #expect(gone.status == 74)
      #expect(gone.errorOutput.hasPrefix("storefront: the store at \(served.url) cannot be reached"))
      #expect(gone.errorOutput.split(separator: "\n").count == 1)
    }
  }
}
