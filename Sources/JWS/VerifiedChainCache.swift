import Synchronization

/// The chains a `JWSVerifier` has validated, keyed by the exact DER bytes of the three x5c
/// certificates: bounded (least recently used first out) and safe to share between threads.
///
/// An entry is found only when all three certificates are byte-for-byte those of the chain that
/// was validated, so a certificate with any byte changed is validated afresh. What an entry
/// holds does not depend on time: the caller still checks each JWS's `signedDate` against
/// `VerifiedChain.isValid(at:)`.
final class VerifiedChainCache: Sendable {
  /// The default `capacity`: 32 chains, as Apple's verifiers keep.
  static let defaultCapacity = 32

  /// The most chains kept.
  let capacity: Int
  /// Most recently used first.
  private let entries = Mutex<[VerifiedChain]>([])

  /// An empty cache of at most `capacity` chains (0 turns caching off).
  init(capacity: Int = defaultCapacity) {
    precondition(capacity >= 0, "capacity must not be negative")
    self.capacity = capacity
  }

  /// The chain whose certificates are exactly `ders`, if it was validated and is still kept.
  func chain(for ders: [[UInt8]]) -> VerifiedChain? {
    entries.withLock { entries in
      guard let index = entries.firstIndex(where: { $0.matches(ders) }) else { return nil }
      let chain = entries[index]
      if index != 0 {
        entries.remove(at: index)
        entries.insert(chain, at: 0)
      }
      return chain
    }
  }

  /// Keeps `chain` as the most recently used, dropping the least recently used beyond `capacity`.
  func insert(_ chain: VerifiedChain) {
    guard capacity > 0 else { return }
    let ders = chain.certificates.map(\.der)
    entries.withLock { entries in
      entries.removeAll { $0.matches(ders) }
      entries.insert(chain, at: 0)
      if entries.count > capacity { entries.removeLast(entries.count - capacity) }
    }
  }

  /// The number of chains kept.
  var count: Int { entries.withLock { $0.count } }
}
