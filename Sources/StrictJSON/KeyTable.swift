/// The keys of one large JSON object, for finding duplicates: an open-addressing hash table of
/// tape entries, placed by a seeded hash of each key's decoded bytes.
///
/// Nothing is copied or decoded for a key without escapes; each key costs one hash of its bytes
/// and, on average, one visit to the table and about one comparison, however many keys the
/// object has. The hash is Swift's seeded `Hasher`, so crafted keys cannot make every key land
/// in one slot.
struct KeyTable {
  /// Each slot holds 32 bits of a key's hash (high half) and its entry index plus one (low
  /// half), or 0 when empty: one word, so that a visit touches one cache line, and the table
  /// grows without hashing any key again.
  private var slots: [UInt64]
  private var count = 0

  /// An empty table with room for `capacity` keys before it grows.
  init(capacity: Int) {
    var size = 16
    while size < capacity * 2 { size <<= 1 }
    slots = [UInt64](repeating: 0, count: size)
  }

  /// The entry already in the table whose key equals the key of `entry` (hashed to `hash`),
  /// else nil after adding `entry` (a duplicate is not added). `equal(other)` tells whether
  /// entry `other` has the same key. Entries are less than 2^32 - 1.
  mutating func insert(_ entry: Int, hash: Int, equal: (Int) -> Bool) -> Int? {
    let tag = UInt64(UInt32(truncatingIfNeeded: hash))
    let mask = slots.count - 1
    var slot = Int(tag) & mask
    while slots[slot] != 0 {
      let word = slots[slot]
      if word >> 32 == tag, equal(Int(word & 0xFFFF_FFFF) - 1) { return Int(word & 0xFFFF_FFFF) - 1 }
      slot = (slot + 1) & mask
    }
    slots[slot] = tag << 32 | UInt64(entry + 1)
    count += 1
    if count * 2 > slots.count { grow() }
    return nil
  }

  /// Doubles the table, placing every entry again by its stored hash bits.
  private mutating func grow() {
    let old = slots
    slots = [UInt64](repeating: 0, count: old.count * 2)
    let mask = slots.count - 1
    for word in old where word != 0 {
      var slot = Int(word >> 32) & mask
      while slots[slot] != 0 { slot = (slot + 1) & mask }
      slots[slot] = word
    }
  }
}
