import AppStoreSimulator

/// What the store watcher reads between keys: the store's clock and its change counter, after
/// letting the store process every moment that passed. The simulated store is one; tests put a
/// failing or counting one in its place.
protocol StoreWatchSource: AnyObject {
  /// Processes renewals, expiries and retries due by the store's clock.
  func catchUp() throws
  /// The store's clock in epoch milliseconds.
  func now() throws -> Int64
  /// The highest change counter among `account`'s transactions.
  func latestUpdateSequence(account: String) throws -> Int64
}
