public import AppStoreSimulator
public import Catalog
public import Foundation
import JWS

/// The app's side of the store on one device, shaped like StoreKit 2: purchase, the updates
/// stream with redelivery of unfinished transactions, finish, current entitlements, subscription
/// status, intro-offer eligibility and restore, over the app's own persisted state (coins and
/// unlocks). Nothing is unlocked or credited without a verified transaction.
public final class StoreClient {
  /// What the store sells.
  public let catalog: Catalog
  /// The store, through its wire.
  public let wire: any StoreWire
  let state: DeviceState
  /// The verifier, made on first use: reading the pinned root takes OpenSSL milliseconds that an
  /// app with nothing to verify yet (starting up) does not need to spend.
  private var madeVerifier: SignedDataVerifier?

  /// Opens the app on device `device` (its state in `directory`), signed in to `account`.
  /// A new install pins the store's root certificate and hears of changes from now on.
  public init(
    wire: any StoreWire, catalog: Catalog, directory: URL, device: String,
    account: String = AppStore.defaultAccount
  ) throws(StorefrontError) {
    self.catalog = catalog
    self.wire = wire
    let now: Int64
    do { now = try wire.currentDate() } catch { throw StorefrontError.wrap(error) }
    state = try DeviceState(
      directory: directory, name: device, account: account,
      root: { () throws(StoreWireError) in try wire.rootCertificate() },
      startSequence: { try wire.latestUpdateSequence(account: account) }, now: now)
  }

  /// The verifier for this app's signed data, pinned to the device's root.
  func verifier() throws(StorefrontError) -> SignedDataVerifier {
    if let madeVerifier { return madeVerifier }
    let verifier = SignedDataVerifier(
      pinnedRoot: try state.pinnedRoot(), bundleID: catalog.app.bundleID,
      environment: catalog.settings.environment.rawValue, catalog: catalog)
    madeVerifier = verifier
    return verifier
  }

  /// How far past the store's now a transaction's `signedDate` may be (clock skew between
  /// processes) before it is refused: five minutes.
  public static let signedDateSkew: Int64 = 300_000

  /// The device's name.
  public var device: String { state.name }
  /// The account the device is signed in to.
  public var account: String { state.account }

  // MARK: - Purchasing

  /// Buys `productID`. A completed purchase is verified, delivered (coins credited once) and
  /// finished before this returns; a refused one throws `StorefrontError.purchaseFailed`.
  public func purchase(
    _ productID: String, quantity: Int = 1, offerID: String? = nil, appAccountToken: UUID? = nil,
    outcome: PurchaseOutcome? = nil
  ) throws(StorefrontError) -> PurchaseResult {
    let token = appAccountToken ?? state.appAccountToken
    if appAccountToken != nil { try state.adopt(token: token) }
    let request = PurchaseRequest(
      productID: productID, quantity: quantity, appAccountToken: token, offerID: offerID, device: device,
      account: account, outcome: outcome)
    let result: WirePurchaseResult
    do { result = try wire.purchase(request) } catch { throw StorefrontError.wrap(error) }
    switch result {
    case .purchased(let transaction):
      let update = try deliver(transaction.jws, sequence: nil)
      return .success(update.transaction, coins: update.coins)
    case .alreadyOwned(let transaction):
      return .alreadyOwned(try verifier().transaction(transaction.jws))
    case .planChangeScheduled(let current, let next):
      return .planChangeScheduled(current: try verifier().transaction(current.jws), nextProductID: next)
    case .pending(_, let reason): return .pending(reason: reason)
    case .userCancelled: return .userCancelled
    case .failed(let code): throw .purchaseFailed(code)
    }
  }

  // MARK: - Updates

  /// What arrived since the last call: at launch first every transaction received but not
  /// finished, then every change on the store since this install last synced (purchases on
  /// other devices, approvals, renewals, refunds). Each is verified, delivered and finished.
  public func updates() throws(StorefrontError) -> [TransactionUpdate] {
    var updates: [TransactionUpdate] = []
    for jws in try state.unfinished() { updates.append(try deliver(jws, sequence: nil)) }
    let changes: [WireTransaction]
    do {
      changes = try wire.transactions(account: account, after: try state.lastUpdateSequence())
    } catch {
      throw StorefrontError.wrap(error)
    }
    for change in changes {
      // This install's own purchases came back with `purchase`; the feed repeats them.
      if case .verified(let transaction) = try verifier().transaction(change.jws),
        try state.hasFinished(transaction.id, jws: change.jws)
      {
        try state.advanceSync(to: change.updateSequence)
        continue
      }
      updates.append(try deliver(change.jws, sequence: change.updateSequence))
    }
    return updates
  }

  /// Verifies `jws`, records it with its coins, then finishes it: deliver-then-finish, so a
  /// crash between the two only means a redelivery, which credits nothing twice.
  func deliver(_ jws: String, sequence: Int64?) throws(StorefrontError) -> TransactionUpdate {
    let now = try currentDate()
    let result = try verifier().transaction(jws)
    guard case .verified(let transaction) = result else {
      return TransactionUpdate(transaction: result, coins: 0)
    }
    // Apple's library does not check this; a version signed "later" would also hide every
    // real later version (a refund), since the newest signed version of a transaction is kept.
    guard transaction.signedDate <= now + Self.signedDateSkew else {
      let failure = VerificationFailure(
        .signedInTheFuture,
        "signed \((transaction.signedDate - now) / 1000) s after the store's now (allowed: \(Self.signedDateSkew / 1000) s)"
      )
      return TransactionUpdate(transaction: .unverified(transaction, failure), coins: 0)
    }
    var creditsCoins = false
    if transaction.isConsumable { creditsCoins = try state.owns(token: transaction.appAccountToken) }
    let coinsPerUnit = creditsCoins ? catalog.product(transaction.productID)?.coinsPerUnit ?? 0 : 0
    let coins = try state.receive(transaction, jws: jws, sequence: sequence, coinsPerUnit: coinsPerUnit, at: now)
    try finish(transaction)
    return TransactionUpdate(transaction: result, coins: coins)
  }

  /// Marks `transaction` finished: it will not be redelivered at launch.
  public func finish(_ transaction: Transaction) throws(StorefrontError) {
    try state.finish(transaction.id)
  }

  // MARK: - State

  /// The coins in this install's wallet.
  public func coins() throws(StorefrontError) -> Int64 { try state.coins() }

  /// Spends `amount` coins (a demo action); false when there are not enough.
  public func spend(_ amount: Int64) throws(StorefrontError) -> Bool {
    guard amount > 0 else { throw .invalidRequest("spend needs a positive number of coins, not \(amount)") }
    return try state.spend(amount, key: UUID().uuidString, at: try currentDate())
  }

  /// Every transaction this install has received as its signed JWS, with the verification of it,
  /// oldest purchase first.
  public func signedTransactions() throws(StorefrontError) -> [(jws: String, result: VerificationResult<Transaction>)] {
    let signed = try state.allTransactions()
    guard !signed.isEmpty else { return [] }
    let verifier = try verifier()
    return signed.map { ($0, verifier.transaction($0)) }
  }

  /// Every transaction this install has received, verified again, oldest purchase first.
  public func allTransactions() throws(StorefrontError) -> [VerificationResult<Transaction>] {
    let signed = try state.allTransactions()
    guard !signed.isEmpty else { return [] }
    let verifier = try verifier()
    return signed.map(verifier.transaction)
  }

  /// The store's current date.
  func currentDate() throws(StorefrontError) -> Int64 {
    do { return try wire.currentDate() } catch { throw StorefrontError.wrap(error) }
  }
}

extension StoreClient {
  /// What `StoreClient.purchase` came to.
  public enum PurchaseResult: Sendable, Equatable {
    /// Charged, delivered and finished; `coins` credited by it.
    case success(VerificationResult<Transaction>, coins: Int64)
    /// Nothing charged: already owned.
    case alreadyOwned(VerificationResult<Transaction>)
    /// A downgrade or crossgrade that takes effect at the next renewal.
    case planChangeScheduled(current: VerificationResult<Transaction>, nextProductID: String)
    /// Waiting for Ask to Buy approval or for an interruption to be resolved ("askToBuy", "interrupted").
    case pending(reason: String)
    /// The customer cancelled.
    case userCancelled
  }
}

/// One transaction delivered through `StoreClient.updates`.
public struct TransactionUpdate: Sendable, Equatable {
  /// The transaction, verified or with the reason it is not.
  public var transaction: VerificationResult<Transaction>
  /// Coins it credited (or took back, negative); 0 when it changed none.
  public var coins: Int64
}
