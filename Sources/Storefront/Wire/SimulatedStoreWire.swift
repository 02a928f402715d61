public import AppStoreSimulator
public import JWS

/// The wire to the simulated App Store in this process.
public final class SimulatedStoreWire: StoreWire {
  /// The simulated store.
  public let store: AppStore

  /// A wire to `store`.
  public init(store: AppStore) { self.store = store }

  public func rootCertificate() throws(StoreWireError) -> Certificate {
    try wire { () throws(StoreError) in try store.identity.root }
  }

  public func storeEpoch() throws(StoreWireError) -> String {
    try wire { () throws(StoreError) in try store.epoch() }
  }

  public func latestTransactions(_ ids: [UInt64], account: String) throws(StoreWireError) -> [WireTransaction] {
    // An id past what the store issues cannot be one of its transactions.
    let known = ids.compactMap { Int64(exactly: $0) }
    return try wire { () throws(StoreError) in try store.latestTransactions(known, account: account).map(Self.wire) }
  }

  public func currentDate() throws(StoreWireError) -> Int64 {
    try wire { () throws(StoreError) in try store.now() }
  }

  public func storefront(account: String) throws(StoreWireError) -> String {
    try wire { () throws(StoreError) in try store.storefront(of: account).id }
  }

  public func purchase(_ request: PurchaseRequest) throws(StoreWireError) -> WirePurchaseResult {
    try wire { () throws(StoreError) in
      switch try store.purchase(request) {
      case .purchased(let transaction): .purchased(Self.wire(transaction))
      case .alreadyOwned(let transaction): .alreadyOwned(Self.wire(transaction))
      case .planChangeScheduled(let current, let next):
        .planChangeScheduled(current: Self.wire(current), nextProductID: next)
      case .pending(let pending):
        .pending(id: pending.id, reason: pending.kind == .askToBuy ? .askToBuy : .interrupted)
      case .userCancelled: .userCancelled
      case .failed(let code): .failed(code)
      }
    }
  }

  public func transactions(account: String, after sequence: Int64) throws(StoreWireError) -> [WireTransaction] {
    try wire { () throws(StoreError) in try store.transactions(account: account, after: sequence).map(Self.wire) }
  }

  public func latestUpdateSequence(account: String) throws(StoreWireError) -> Int64 {
    try wire { () throws(StoreError) in try store.latestUpdateSequence(account: account) }
  }

  public func subscriptionStatuses(account: String) throws(StoreWireError) -> [WireSubscriptionStatus] {
    try wire { () throws(StoreError) in
      try store.subscriptionStatuses(account: account).map {
        WireSubscriptionStatus(
          groupID: $0.groupID, transactionJWS: $0.transaction.jws, renewalInfoJWS: $0.renewalInfoJWS)
      }
    }
  }

  public func isEligibleForIntroOffer(group: String, account: String) throws(StoreWireError) -> Bool {
    try wire { () throws(StoreError) in try store.isEligibleForIntroOffer(group: group, account: account) }
  }

  private static func wire(_ transaction: StoreTransaction) -> WireTransaction {
    WireTransaction(jws: transaction.jws, updateSequence: transaction.updateSequence)
  }

  /// Runs `body`, turning the store's errors into the wire's.
  private func wire<Result>(_ body: () throws(StoreError) -> Result) throws(StoreWireError) -> Result {
    do {
      return try body()
    } catch {
      switch error {
      case .busy, .inUse: throw .busy(error.description)
      case .storage, .identity, .damagedLedger: throw .unavailable(error.description)
      case .invalidRequest(let message): throw .invalidRequest(message)
      case .clockLimit(let limit): throw .invalidRequest(limit.description)
      }
    }
  }
}
