import AppStoreSimulator

@testable import StorefrontApp

/// The store as the watcher sees it, failing on demand as a damaged or locked store file does.
final class FailingWatchSource: StoreWatchSource {
  /// Why it fails.
  struct Unreadable: Error, CustomStringConvertible {
    var description: String { "disk I/O error" }
  }

  let store: AppStore
  /// Whether every read fails now.
  var failing = false

  init(store: AppStore) { self.store = store }

  func catchUp() throws {
    if failing { throw Unreadable() }
    try store.catchUp()
  }

  func now() throws -> Int64 {
    if failing { throw Unreadable() }
    return try store.now()
  }

  func latestUpdateSequence(account: String) throws -> Int64 {
    if failing { throw Unreadable() }
    return try store.latestUpdateSequence(account: account)
  }
}
