public import Synchronization

/// A process-wide, thread-safe table of computed values, for results that are costly to compute
/// (ICU formatters, CLDR likely subtags, the review rules' price scans) and asked for again and
/// again. It holds at most `limit` keys; what happens past that is its `Overflow`, so a caller with
/// unbounded keys cannot make it grow without end.
public final class MemoTable<Key: Hashable & Sendable, Value: Sendable>: Sendable {
  /// What a full table does with a new key.
  public enum Overflow: Sendable {
    /// Computes the value without remembering it: for keys from a small, finite set (languages,
    /// locales, units), where a full table means a caller out of bounds.
    case stopRemembering
    /// Forgets everything and starts over with the new key: for keys that drift (texts on screen).
    case startOver
  }

  // Visible to clients' inlined code, so each table's lookups are specialized for its own key and
  // value types where it is used (unspecialized, every lookup fetched generic metadata at run time).
  @usableFromInline let storage = Mutex<[Key: Value]>([:])
  @usableFromInline let limit: Int
  @usableFromInline let overflow: Overflow

  /// A table that remembers at most `limit` keys and then does `overflow`.
  public init(limit: Int = 4096, overflow: Overflow = .stopRemembering) {
    self.limit = limit
    self.overflow = overflow
  }

  /// The value for `key`, computed by `make` (outside the lock) the first time.
  @inlinable
  public func value(_ key: Key, _ make: () -> Value) -> Value {
    if let known = storage.withLock({ $0[key] }) { return known }
    let made = make()
    storage.withLock { table in
      if table.count >= limit {
        guard overflow == .startOver else { return }
        table.removeAll(keepingCapacity: true)
      }
      table[key] = made
    }
    return made
  }
}
