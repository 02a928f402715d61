import AppStoreSimulator
import Foundation
import Testing

#if canImport(Glibc)
  import Glibc
#endif

/// SIGKILL at many points of purchases, renewals and store creation leaves a store that opens,
/// passes `integrity_check` and every `LedgerAudit` invariant, holds every purchase a killed
/// process reported exactly once, and at most the one change that was in flight on top.
///
/// Each test kills a `store-probe` process dozens of times, after delays spread from 2 to 200 ms:
/// even iterations count from the spawn (so some kills land while the store opens), odd ones from
/// the probe's `opened` line (so they land among changes). Expectations come from what the probe
/// printed and what the ledger holds, never from timing.
@Suite struct CrashSafetyTests {
  static let coins = "com.iaptutorial.coins"
  static let monthly = "com.example.pro.monthly"
  static let day: Int64 = 86_400_000

  /// Waits out iteration `iteration`'s delay, then kills `probe` and reaps it.
  static func kill(_ probe: ProbeProcess, iteration: Int) -> ProbeProcess.Exit {
    let milliseconds = 2 + (iteration * 53) % 199
    if iteration.isMultiple(of: 2) {
      usleep(useconds_t(milliseconds * 1000))
    } else {
      _ = probe.waitFor(line: "opened")
      usleep(useconds_t(milliseconds * 500))
    }
    probe.kill()
    return probe.wait()
  }

  /// 30 kills of a probe buying coins in a loop: each purchase it reported is in the ledger once,
  /// at most one more committed unreported, and the next purchase after all of them gets the next id.
  @Test func killsDuringPurchasesLoseNothingAndDoubleNothing() throws {
    let workspace = try ProbeWorkspace()
    defer { workspace.remove() }
    var audit = LedgerAudit(root: try workspace.open().identity.root)
    var reportedSoFar: [Int64] = []
    var committedSoFar = 0
    for iteration in 0..<30 {
      let probe = try ProbeProcess(directory: workspace.store, ["buy", Self.coins, "100000"])
      defer { probe.stop() }
      #expect(Self.kill(probe, iteration: iteration) == .signaled(SIGKILL), "\(probe.errors)")
      let (ledger, problems) = try workspace.audited(by: &audit)
      #expect(problems == [], "after kill \(iteration)")
      let reported = probe.values("purchased")
      let committed = ledger.transactions(of: Self.coins).map(\.id).dropFirst(committedSoFar)
      #expect(Array(committed.prefix(reported.count)) == reported, "after kill \(iteration)")
      #expect((0...1).contains(committed.count - reported.count), "after kill \(iteration): \(committed)")
      reportedSoFar += reported
      committedSoFar += committed.count
    }
    #expect(!reportedSoFar.isEmpty, "no kill landed after a purchase")
    let lastID = try workspace.snapshot().transactions.last?.id ?? 0
    let final = try ProbeProcess(directory: workspace.store, ["buy", Self.coins, "3"])
    defer { final.stop() }
    #expect(final.wait() == .exited(0), "\(final.errors)")
    #expect(final.values("purchased") == [lastID + 1, lastID + 2, lastID + 3])
    #expect(try workspace.audited(by: &audit).problems == [])
  }

  /// 30 kills of a probe advancing the clock two hours at a time over a monthly subscription: the
  /// clock moved by exactly the committed steps, and every elapsed month renewed exactly once.
  ///
  /// Each probe may move the clock 800 days at most, so even 30 probes that all finished would stay
  /// below 2099, where the store's clock stops (a fast machine once carried two-day steps past it).
  @Test func killsDuringRenewalsRenewEachPeriodOnce() throws {
    let workspace = try ProbeWorkspace()
    defer { workspace.remove() }
    let store = try workspace.open()
    var audit = LedgerAudit(root: try store.identity.root)
    let subscribed = try #require(try store.purchase(PurchaseRequest(productID: Self.monthly)).transaction)
    let step = Self.day / 12
    for iteration in 0..<30 {
      let before = try workspace.snapshot().watermark
      let probe = try ProbeProcess(directory: workspace.store, ["advance", "800", "9600"])
      defer { probe.stop() }
      #expect(Self.kill(probe, iteration: iteration) == .signaled(SIGKILL), "\(probe.errors)")
      let (ledger, problems) = try workspace.audited(by: &audit)
      #expect(problems == [], "after kill \(iteration)")
      let reported = probe.values("advanced")
      #expect(reported == (0..<Int64(reported.count)).map { before + ($0 + 1) * step }, "after kill \(iteration)")
      let (steps, remainder) = (ledger.watermark - before).quotientAndRemainder(dividingBy: step)
      #expect(remainder == 0 && (0...1).contains(Int(steps) - reported.count), "after kill \(iteration)")
    }
    let final = try ProbeProcess(directory: workspace.store, ["advance", "62", "2"])
    defer { final.stop() }
    #expect(final.wait() == .exited(0), "\(final.errors)")
    let (ledger, problems) = try workspace.audited(by: &audit)
    #expect(problems == [])
    let renewals = ledger.transactions(of: Self.monthly).filter { $0.reason == "RENEWAL" }
    #expect(renewals.count == Self.monthsElapsed(from: subscribed.purchaseDate, to: ledger.watermark))
    #expect(renewals.count >= 2)
  }

  /// 30 kills of a probe buying coins, premium, the season pass and the monthly subscription,
  /// refunding and advancing the clock: at most one unreported change per kill, the rest audited.
  @Test func killsDuringAMixedWorkloadLeaveAConsistentStore() throws {
    let workspace = try ProbeWorkspace()
    defer { workspace.remove() }
    var audit = LedgerAudit(root: try workspace.open().identity.root)
    var before = try workspace.snapshot()
    for iteration in 0..<30 {
      let probe = try ProbeProcess(directory: workspace.store, ["mixed", "100000"])
      defer { probe.stop() }
      #expect(Self.kill(probe, iteration: iteration) == .signaled(SIGKILL), "\(probe.errors)")
      let (ledger, problems) = try workspace.audited(by: &audit)
      #expect(problems == [], "after kill \(iteration)")
      let purchases = Self.purchases(ledger).dropFirst(Self.purchases(before).count)
      let refunds = Set(Self.refunds(ledger)).subtracting(Self.refunds(before))
      let reportedPurchases = probe.values("purchased")
      let reportedRefunds = probe.values("refunded")
      #expect(Array(purchases.prefix(reportedPurchases.count)) == reportedPurchases, "after kill \(iteration)")
      #expect(Set(reportedRefunds).isSubset(of: refunds), "after kill \(iteration)")
      let (advances, remainder) = (ledger.watermark - before.watermark).quotientAndRemainder(dividingBy: 17 * Self.day)
      let unreported =
        (purchases.count - reportedPurchases.count) + (refunds.count - reportedRefunds.count)
        + (Int(advances) - probe.values("advanced").count)
      #expect(remainder == 0 && (0...1).contains(unreported), "after kill \(iteration): \(unreported) unreported")
      before = ledger
    }
    let final = try ProbeProcess(directory: workspace.store, ["mixed", "25"])
    defer { final.stop() }
    #expect(final.wait() == .exited(0), "\(final.errors)")
    let (ledger, problems) = try workspace.audited(by: &audit)
    #expect(problems == [])
    #expect(ledger.transactions.contains { $0.reason == "RENEWAL" })
    #expect(ledger.transactions.contains { $0.revocation != nil })
  }

  /// 30 kills 0 to 60 ms after a probe started on an empty directory, while it creates the
  /// signing identity and the ledger: the next run opens the store and buys.
  @Test func killsWhileCreatingAStoreLeaveOneThatOpens() throws {
    for iteration in 0..<30 {
      let workspace = try ProbeWorkspace(creatingStore: false)
      defer { workspace.remove() }
      let probe = try ProbeProcess(directory: workspace.store, ["buy", Self.coins, "100000"])
      defer { probe.stop() }
      usleep(useconds_t((iteration * 7) % 61 * 1000))
      probe.kill()
      #expect(probe.wait() == .signaled(SIGKILL), "\(probe.errors)")
      let final = try ProbeProcess(directory: workspace.store, ["buy", Self.coins, "1"])
      defer { final.stop() }
      #expect(final.wait() == .exited(0), "after kill \(iteration): \(final.errors)")
      var audit = LedgerAudit(root: try workspace.open().identity.root)
      let (ledger, problems) = try workspace.audited(by: &audit)
      #expect(problems == [], "after kill \(iteration)")
      let ids = ledger.transactions.map(\.id)
      #expect(Array(ids.prefix(probe.values("purchased").count)) == probe.values("purchased"))
      #expect(final.values("purchased") == [ids.last ?? 0], "after kill \(iteration)")
    }
  }

  /// 15 kills of a buyer while a second buyer works on the same store: the second always
  /// finishes its 20 purchases (a dead process's lock never blocks it) and gets each once.
  @Test func aBuyerKilledMidPurchaseNeverBlocksAnother() throws {
    let workspace = try ProbeWorkspace()
    defer { workspace.remove() }
    var audit = LedgerAudit(root: try workspace.open().identity.root)
    var survivorPurchases = 0
    for iteration in 0..<15 {
      let victim = try ProbeProcess(directory: workspace.store, ["buy", Self.coins, "100000", "victim"], gated: true)
      defer { victim.stop() }
      let survivor = try ProbeProcess(directory: workspace.store, ["buy", Self.coins, "20", "survivor"], gated: true)
      defer { survivor.stop() }
      victim.release()
      survivor.release()
      #expect(Self.kill(victim, iteration: iteration) == .signaled(SIGKILL), "\(victim.errors)")
      #expect(survivor.wait() == .exited(0), "after kill \(iteration): \(survivor.errors)")
      let (ledger, problems) = try workspace.audited(by: &audit)
      #expect(problems == [], "after kill \(iteration)")
      let survivors = ledger.transactions.filter { $0.device == "survivor" }.map(\.id)
      #expect(Array(survivors.suffix(20)) == survivor.values("purchased"), "after kill \(iteration)")
      survivorPurchases = survivors.count
      let victims = Set(ledger.transactions.filter { $0.device == "victim" }.map(\.id))
      #expect(Set(victim.values("purchased")).isSubset(of: victims), "after kill \(iteration)")
    }
    #expect(survivorPurchases == 15 * 20)
  }

  /// Ids of every purchase (not renewal), in order.
  static func purchases(_ ledger: LedgerSnapshot) -> [Int64] {
    ledger.transactions.filter { $0.reason == "PURCHASE" }.map(\.id)
  }

  /// Ids of every refunded transaction.
  static func refunds(_ ledger: LedgerSnapshot) -> [Int64] {
    ledger.transactions.filter { $0.revocation != nil }.map(\.id)
  }

  /// How many monthly renewals fall at or before `end` for a subscription bought at `start`, by
  /// Foundation's Gregorian calendar in UTC (independent of the store's own period arithmetic).
  static func monthsElapsed(from start: Int64, to end: Int64) -> Int {
    var calendar = Calendar(identifier: .gregorian)
    calendar.timeZone = TimeZone(identifier: "UTC")!
    let origin = Date(timeIntervalSince1970: TimeInterval(start) / 1000)
    var months = 0
    while let next = calendar.date(byAdding: .month, value: months + 1, to: origin),
      Int64(next.timeIntervalSince1970 * 1000) <= end
    {
      months += 1
    }
    return months
  }
}
