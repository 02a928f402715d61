import FoundationEssentials
import JWS

/// A store's signing identity and its signer, read (or created) from the identity directory the
/// first time they are asked for, then kept; a failure is not kept, so the next use tries again.
/// Used by one store, on one thread at a time, as the store itself is.
final class SigningKeys {
  private let directory: URL
  private var loaded: (identity: SigningIdentity, signer: JWSSigner)?
  private var madeCheck: SignatureSelfCheck?

  /// The keys kept in `directory`; nothing is read yet.
  init(directory: URL) { self.directory = directory }

  /// The identity and its signer, loading them on first use.
  func value() throws(StoreError) -> (identity: SigningIdentity, signer: JWSSigner) {
    if let loaded { return loaded }
    let identity: SigningIdentity
    do {
      identity = try SigningIdentityStore.loadOrCreate(directory: directory)
    } catch {
      throw .identity(error)
    }
    let keys = (identity: identity, signer: JWSSigner(identity: identity))
    loaded = keys
    return keys
  }

  /// What the store checks its signatures with before it charges for them.
  func selfCheck() throws(StoreError) -> SignatureSelfCheck {
    if let madeCheck { return madeCheck }
    let check = SignatureSelfCheck(identity: try value().identity)
    madeCheck = check
    return check
  }
}
