import Synchronization

/// A process-wide, thread-safe memo for values the rules derive from a few inputs (locales, units).
///
/// Bounded: when it holds `limit` entries it starts over, so unusual inputs cannot grow it without end.
final class RuleCache<Key: Hashable & Sendable, Value: Sendable>: Sendable {
  private let entries = Mutex<[Key: Value]>([:])
  private let limit: Int

  /// An empty cache of at most `limit` entries.
  init(limit: Int = 1024) { self.limit = limit }

  /// The value for `key`, made by `make` (outside the lock) the first time.
  func value(_ key: Key, _ make: () -> Value) -> Value {
    if let cached = entries.withLock({ $0[key] }) { return cached }
    let made = make()
    entries.withLock { entries in
      if entries.count >= limit { entries.removeAll(keepingCapacity: true) }
      entries[key] = made
    }
    return made
  }
}
