import Dispatch
import FoundationEssentials
import TerminalUI

/// Between keys: moves the store's clock on (renewals and expiries fall due while the person
/// watches) and notices what other terminals changed, at most every quarter second, by an
/// injected monotonic clock.
struct StoreWatcher {
  /// How often the store is looked at.
  static let pollInterval: UInt64 = 250_000_000
  /// How often the account is loaded again even when no transaction changed (switches, pending
  /// purchases and the clock rate changed by another terminal carry no change counter).
  static let reloadInterval: UInt64 = 2_000_000_000

  let source: any StoreWatchSource
  /// Monotonic nanoseconds (`DispatchTime` in the app; a hand-moved clock in tests).
  let uptime: () -> UInt64
  private var lastPoll: UInt64
  private var lastReload: UInt64
  /// The failure last put on the banner: the same one is not said again at every look.
  private var reportedFailure: String?

  /// A watcher of `source`, timed by `uptime`; its first look is a poll interval from now.
  init(source: any StoreWatchSource, uptime: @escaping () -> UInt64 = { DispatchTime.now().uptimeNanoseconds }) {
    self.source = source
    self.uptime = uptime
    let now = uptime()
    lastPoll = now
    lastReload = now
  }

  /// The store's clock as a date (the real clock if the store cannot be read).
  func clock() -> Date {
    (try? source.now()).map(AccountLoader.date) ?? Date()
  }

  /// Looks at the store if it is time: lets it catch up, and compares its change counter for
  /// `account` with `loadedSequence`, the counter as of the last account load.
  mutating func poll(account: String, loadedSequence: Int64?) -> StorePoll {
    let now = uptime()
    guard now - lastPoll >= Self.pollInterval else { return .notYet }
    lastPoll = now
    let sequence: Int64
    let date: Date
    do {
      try source.catchUp()
      sequence = try source.latestUpdateSequence(account: account)
      date = AccountLoader.date(try source.now())
    } catch {
      return .failed(EffectPerformer.describe(error))
    }
    guard sequence != loadedSequence || now - lastReload >= Self.reloadInterval else { return .tick(date) }
    lastReload = now
    return .changed(date)
  }

  /// The banner's action for a failure to read the store between keys, or nil when that very
  /// failure is already said.
  mutating func report(_ reason: String) -> AppAction? {
    guard reason != reportedFailure else { return nil }
    reportedFailure = reason
    return .failed(AppText.storeUnreadable(reason))
  }

  /// The store read again: a later failure is said again. True when a failure was on the banner
  /// (it is no longer true).
  mutating func recovered() -> Bool {
    defer { reportedFailure = nil }
    return reportedFailure != nil
  }
}
