import AppStoreSimulator
import Catalog
import Foundation
import Storefront
import TerminalUI

/// Between keys: moves the store's clock on (renewals and expiries fall due while the person
/// watches) and notices what other terminals changed, at most every quarter second.
struct StoreWatcher {
  let store: AppStore
  private var lastPoll: UInt64 = 0
  private var lastSequence: Int64 = -1
  private var lastReload: UInt64 = 0

  init(store: AppStore) { self.store = store }

  /// The store's clock as a date (the real clock if the store cannot be read).
  func clock() -> Date {
    (try? store.now()).map(AccountLoader.date) ?? Date()
  }

  /// Nil when it is not yet time to look; else what to reduce: the clock's tick, and the account
  /// again when the store changed (a purchase or renewal anywhere) or every two seconds.
  mutating func poll(client: StoreClient) -> ((LanguageTag, EffectPerformer) -> [AppAction])? {
    let now = DispatchTime.now().uptimeNanoseconds
    guard now - lastPoll >= 250_000_000 else { return nil }
    lastPoll = now
    try? store.catchUp()
    let sequence = (try? store.latestUpdateSequence(account: client.account)) ?? lastSequence
    let changed = sequence != lastSequence || now - lastReload >= 2_000_000_000
    lastSequence = sequence
    let tick = AppAction.tick(clock())
    guard changed else { return { _, _ in [tick] } }
    lastReload = now
    return { language, performer in
      _ = try? performer.client.updates()
      guard let account = try? performer.account(language) else { return [tick] }
      return [tick, .accountLoaded(account)]
    }
  }
}
