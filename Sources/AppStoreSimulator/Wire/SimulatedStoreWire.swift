import Catalog
public import FoundationEssentials
public import StoreWire

/// The wire to the simulated App Store in this process, and its controls: the simulator
/// implements what the app may ask of a store in the wire's own types, and keeps the outcome a
/// store control chose for an install's next purchase until that purchase asks for it.
public final class SimulatedStoreWire: StoreWire, StoreControls {
  /// The simulated store.
  public let store: AppStore
  /// The outcome each install's next purchase is to have, by account and device.
  private var nextOutcomes: [InstallKey: PurchaseOutcome] = [:]

  /// A wire to `store`.
  public init(store: AppStore) { self.store = store }

  /// An install of the app: its account and device.
  private struct InstallKey: Hashable {
    var account: String
    var device: String
  }

  public func setNextPurchaseOutcome(_ outcome: PurchaseOutcome?, account: String, device: String) {
    nextOutcomes[InstallKey(account: account, device: device)] = outcome
  }

  public func rootCertificateDER() throws(StoreWireError) -> [UInt8] {
    try wire { () throws(StoreError) in try store.identity.root.der }
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

  public func purchase(_ request: WirePurchaseRequest) throws(StoreWireError) -> WirePurchaseResult {
    let outcome = nextOutcomes.removeValue(forKey: InstallKey(account: request.account, device: request.device))
    var simulated = PurchaseRequest(
      productID: request.productID, quantity: request.quantity, appAccountToken: request.appAccountToken,
      offerID: request.offerID, device: request.device, account: request.account, outcome: outcome)
    simulated.billingPlan = request.billingPlan ?? .billedUpFront
    return try wire { () throws(StoreError) in
      switch try store.purchase(simulated) {
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

  public func awaitUpdate(account: String, after: Int64, waitMilliseconds: Int) throws(StoreWireError) -> WireUpdate {
    try UpdateWait(account: account, after: after, waitMilliseconds: waitMilliseconds)
      .awaitAnswer(wire: self, controls: self)
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

  public func redeemOfferCode(_ code: String, account: String, device: String, appAccountToken: UUID?)
    throws(StoreWireError) -> WireRedemptionResult
  {
    try wire { () throws(StoreError) in
      switch try store.redeemOfferCode(code, account: account, device: device, appAccountToken: appAccountToken) {
      case .purchased(let transaction): .purchased(Self.wire(transaction))
      case .startsAtRenewal(let transaction): .startsAtRenewal(Self.wire(transaction))
      case .refused(let refusal): .refused(refusal)
      }
    }
  }

  public func saleList(account: String, storefront: String?) throws(StoreWireError) -> WireSaleList {
    try wire { () throws(StoreError) in
      let list = try store.saleList(account: account, storefront: storefront)
      return WireSaleList(
        storefront: list.storefront,
        products: list.products.map { WireSaleList.Entry(productID: $0.productID, milliunits: $0.price.milliunits) })
    }
  }

  private static func wire(_ transaction: StoreTransaction) -> WireTransaction {
    WireTransaction(jws: transaction.jws, updateSequence: transaction.updateSequence)
  }

  /// Runs `body`, turning the store's errors into the wire's.
  func wire<Result>(_ body: () throws(StoreError) -> Result) throws(StoreWireError) -> Result {
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
