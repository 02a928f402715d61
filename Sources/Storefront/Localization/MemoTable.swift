internal import Synchronization

/// A process-wide, thread-safe table of computed values, for results that are costly to compute
/// (ICU formatters, CLDR likely subtags) and drawn from a small, finite set of keys (languages,
/// locales, units), so it never needs evicting. Past `limit` entries it stops remembering new keys
/// and just computes, so a caller with unbounded keys cannot make it grow without end.
final class MemoTable<Key: Hashable & Sendable, Value: Sendable>: Sendable {
  private let storage = Mutex<[Key: Value]>([:])
  private let limit: Int

  /// A table that remembers at most `limit` keys.
  init(limit: Int = 4096) { self.limit = limit }

  /// The value for `key`, computed by `make` the first time.
  func value(_ key: Key, _ make: () -> Value) -> Value {
    if let known = storage.withLock({ $0[key] }) { return known }
    let made = make()
    storage.withLock { table in
      if table.count < limit { table[key] = made }
    }
    return made
  }
}
