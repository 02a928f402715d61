import StoreWire

extension StoreClient {
  /// Syncs with the store as `AppStore.sync()` does and rebuilds what non-consumables and
  /// subscriptions unlock. Consumables are not restored (their coins belong to the install that
  /// bought them), as on the App Store.
  public func restore() -> RestoreResult {
    do {
      let changes: [WireTransaction]
      do { changes = try wire.transactions(account: account, after: 0) } catch { throw StorefrontError.wrap(error) }
      for change in changes { _ = try deliver(change.jws, sequence: change.updateSequence) }
      let entitled = try currentEntitlements()
      return entitled.isEmpty ? .nothingToRestore : .restored(entitled)
    } catch {
      return .failed(StorefrontError.wrap(error))
    }
  }
}

/// What a restore came to.
public enum RestoreResult: Sendable, Equatable {
  /// These transactions entitle the customer again.
  case restored([Transaction])
  /// The account owns no non-consumable and no subscription in force.
  case nothingToRestore
  /// The store could not be reached or read.
  case failed(StorefrontError)

  /// What a restore never brings back, for every report of one.
  public static let consumablesNote = "consumables are not restored: coins stay with the install that bought them"
}
