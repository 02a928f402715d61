public import Catalog
public import FoundationEssentials
import JWS
public import StoreWire

/// The app's side of the store on one device, shaped like StoreKit 2: purchase, the updates
/// stream with redelivery of unfinished transactions, finish, current entitlements, subscription
/// status, intro-offer eligibility and restore, over the app's own persisted state (coins and
/// unlocks). Nothing is unlocked or credited without a verified transaction.
public final class StoreClient {
  /// What the store sells.
  public let catalog: Catalog
  /// The store, through its wire.
  public let wire: any StoreWire
  /// The app's sandbox: untrusted, every JWS in it is verified again.
  let state: DeviceState
  /// The install's keychain (outside the sandbox): its tokens and its coins.
  let keychain: DeviceKeychain
  /// The epoch of the store this install syncs with.
  let storeEpoch: String
  /// Set when this launch found another store than the one the install last synced with.
  public private(set) var storeChange: StoreChange?
  /// What else this launch found that the user should hear of, one line each (a keychain that
  /// was missing).
  public private(set) var notices: [String] = []
  /// The verifier, made on first use: reading the root takes OpenSSL milliseconds that an app
  /// with nothing to verify yet (starting up) does not need to spend.
  private var madeVerifier: SignedDataVerifier?
  /// The store's latest signed word on the transactions that could entitle, by id, as fetched at
  /// launch, with every read of the feed and with every delivery; an unlock must agree with it.
  var latestWord: [UInt64: Transaction] = [:]

  /// Opens the app on device `device` (its sandbox in `directory`, its keychain in
  /// `keychainDirectory`, by default `DeviceKeychain.directory(forSandbox:)`), signed in to
  /// `account`. A new install hears of changes from now on.
  public init(
    wire: any StoreWire, catalog: Catalog, directory: URL, device: String,
    account: String = StoreAccount.signedIn, keychainDirectory: URL? = nil
  ) throws(StorefrontError) {
    self.catalog = catalog
    self.wire = wire
    let now: Int64
    let epoch: String
    do {
      now = try wire.currentDate()
      epoch = try wire.storeEpoch()
    } catch {
      throw StorefrontError.wrap(error)
    }
    storeEpoch = epoch
    keychain = try DeviceKeychain(
      directory: keychainDirectory ?? DeviceKeychain.directory(forSandbox: directory), now: now)
    state = try DeviceState(
      directory: directory, name: device, account: account, token: keychain.appAccountToken,
      startSequence: { try wire.latestUpdateSequence(account: account) }, now: now)
    let previous = try state.storeEpoch()
    if keychain.isNew && !state.isNew {
      // The keychain is the system's: one that is gone took the install's coins with it. An
      // install from before the keychain kept them in its sandbox, which is not trusted.
      notices.append(
        DeviceKeychain.legacyCoins(in: state.database).map {
          "this install kept its \($0) coins in its own files (an older Storefront); coins there are not trusted, "
            + "so it starts with none (reinstall with storefront device reinstall to start clean)"
        } ?? "this install's keychain was missing and was made anew: the coins it held are gone")
    }
    if previous != epoch {
      var sequence: Int64 = 0
      if previous != nil {
        do { sequence = try wire.latestUpdateSequence(account: account) } catch { throw StorefrontError.wrap(error) }
      }
      let kept = try state.adoptStore(epoch: epoch, previous: previous, sequence: sequence, at: now)
      if previous != nil { storeChange = StoreChange(keptTransactions: kept, coins: try keychain.coins()) }
    }
  }

  /// The verifier for this app's signed data, trusting the root the system trusts for the store.
  func verifier() throws(StorefrontError) -> SignedDataVerifier {
    if let madeVerifier { return madeVerifier }
    let root: Certificate
    do { root = try Certificate(der: try wire.rootCertificateDER()) } catch { throw StorefrontError.wrap(error) }
    let verifier = SignedDataVerifier(
      pinnedRoot: root, bundleID: catalog.app.bundleID, environment: catalog.settings.environment.rawValue,
      catalog: catalog)
    madeVerifier = verifier
    return verifier
  }

  /// How far past the store's now a transaction's `signedDate` may be (clock skew between
  /// processes) before it is refused: five minutes.
  public static let signedDateSkew: Int64 = 300_000

  /// The device's name.
  public var device: String { state.name }
  /// The install's app account token (from its keychain).
  public var appAccountToken: UUID { keychain.appAccountToken }
  /// The account the device is signed in to.
  public var account: String { state.account }

  // MARK: - Purchasing

  /// Buys `productID`. A completed purchase is verified, delivered (coins credited once) and
  /// finished before this returns; a refused one throws `StorefrontError.purchaseFailed`.
  public func purchase(
    _ productID: String, quantity: Int = 1, offerID: String? = nil, appAccountToken: UUID? = nil,
    billingPlan: BillingPlanType = .billedUpFront
  ) throws(StorefrontError) -> PurchaseResult {
    let token = appAccountToken ?? keychain.appAccountToken
    if appAccountToken != nil { try keychain.adopt(token: token) }
    var request = WirePurchaseRequest(
      productID: productID, quantity: quantity, appAccountToken: token, offerID: offerID, device: device,
      account: account)
    // Up front is what a request without a plan means, so older stores read it the same.
    if billingPlan != .billedUpFront { request.billingPlan = billingPlan }
    let result: WirePurchaseResult
    do { result = try wire.purchase(request) } catch { throw StorefrontError.wrap(error) }
    switch result {
    case .purchased(let transaction):
      // Charged: a failure to record it now is no failed purchase; the feed brings it again at
      // the next launch, and buying again would charge twice.
      do {
        let update = try deliver(transaction.jws, sequence: nil)
        return .success(update.transaction, coins: update.coins)
      } catch {
        throw .chargedNotDelivered(
          transactionID: SignedDataVerifier.decodeUnchecked(transaction.jws, as: Transaction.self)?.id,
          reason: error.description)
      }
    case .alreadyOwned(let transaction):
      // Owned on the account: this install records it too (as after a restore), charging nothing.
      return .alreadyOwned(try deliver(transaction.jws, sequence: nil).transaction)
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
    var updates = try redeliverUnfinished()
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
        remember(transaction)
        try state.advanceSync(to: change.updateSequence)
        continue
      }
      let update = try deliver(change.jws, sequence: change.updateSequence)
      // What the store sent but does not verify is reported once, not fetched again and again.
      if update.transaction.verifiedValue == nil { try state.advanceSync(to: change.updateSequence) }
      updates.append(update)
    }
    try refreshLatestWord()
    return updates
  }

  /// Delivers again what the sandbox holds unfinished, as the store has it now: a copy the store
  /// does not know (another ledger's, written in by hand) or that can never verify is set aside,
  /// reported once and never delivered again.
  private func redeliverUnfinished() throws(StorefrontError) -> [TransactionUpdate] {
    let unfinished = try state.unfinished()
    guard !unfinished.isEmpty else { return [] }
    let verifier = try verifier()
    let results = unfinished.map { (jws: $0, result: verifier.transaction($0)) }
    let ids = results.compactMap { $0.result.verifiedValue?.id }
    var current: [UInt64: String] = [:]
    if !ids.isEmpty {
      let wired: [WireTransaction]
      do { wired = try wire.latestTransactions(ids, account: account) } catch { throw StorefrontError.wrap(error) }
      // Keyed by the id the payload names; `deliver` verifies each before anything is recorded.
      for item in wired {
        if let id = SignedDataVerifier.decodeUnchecked(item.jws, as: Transaction.self)?.id { current[id] = item.jws }
      }
    }
    var updates: [TransactionUpdate] = []
    for (jws, result) in results {
      if let transaction = result.verifiedValue {
        guard let latest = current[transaction.id] else {
          try state.setAside(
            jws: jws, reason: "the store has no transaction \(transaction.id) (another store's, or never issued)",
            at: try currentDate())
          let failure = VerificationFailure(.unknownToStore, "the store has no transaction \(transaction.id)")
          updates.append(TransactionUpdate(transaction: .unverified(transaction, failure), coins: 0, isSetAside: true))
          continue
        }
        var update = try deliver(latest, sequence: nil)
        if case .unverified(_, let failure) = update.transaction, failure.kind != .signedInTheFuture {
          try state.setAside(jws: jws, reason: failure.description, at: try currentDate())
          update.isSetAside = true
        }
        updates.append(update)
        continue
      }
      // A row that can never verify (edited, or of an id no store issues) is set aside once.
      if case .unverified(_, let failure) = result, failure.kind != .signedInTheFuture {
        try state.setAside(jws: jws, reason: failure.description, at: try currentDate())
        updates.append(TransactionUpdate(transaction: result, coins: 0, isSetAside: true))
      } else {
        updates.append(TransactionUpdate(transaction: result, coins: 0))
      }
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
    var coins: Int64 = 0
    if transaction.isConsumable, try keychain.owns(token: transaction.appAccountToken) {
      // Credited (once, in the keychain) before it is recorded and finished in the sandbox, so
      // that a crash in between is only a redelivery. A refund takes back what was credited.
      coins = try keychain.credit(
        transaction, coinsPerUnit: catalog.product(transaction.productID)?.coinsPerUnit, epoch: storeEpoch, at: now)
    }
    try state.receive(transaction, jws: jws, sequence: sequence, at: now)
    remember(transaction)
    try finish(transaction)
    return TransactionUpdate(transaction: result, coins: coins)
  }

  /// Marks `transaction` finished: it will not be redelivered at launch.
  public func finish(_ transaction: Transaction) throws(StorefrontError) {
    try state.finish(transaction.id)
  }

  // MARK: - State

  /// The coins in this install's wallet.
  public func coins() throws(StorefrontError) -> Int64 { try keychain.coins() }

  /// Spends `amount` coins (a demo action); false when there are not enough.
  public func spend(_ amount: Int64) throws(StorefrontError) -> Bool {
    guard amount > 0 else { throw .invalidRequest("spend needs a positive number of coins, not \(amount)") }
    return try keychain.spend(amount, key: UUID().uuidString, at: try currentDate())
  }

  /// Every transaction of this install as its signed JWS, with the verification of it, oldest
  /// purchase first: everything it received except other installs' coins (the feed brings every
  /// purchase of the account, but coins belong to the install that bought them).
  public func signedTransactions() throws(StorefrontError) -> [(jws: String, result: VerificationResult<Transaction>)] {
    let signed = try state.allTransactions()
    guard !signed.isEmpty else { return [] }
    let verifier = try verifier()
    let tokens = try keychain.ownTokens()
    return signed.map { ($0, verifier.transaction($0)) }.filter { _, result in
      guard let transaction = result.verifiedValue, transaction.isConsumable else { return true }
      return transaction.appAccountToken.map(tokens.contains) ?? false
    }
  }

  /// Every transaction of this install, verified again, oldest purchase first (as
  /// `signedTransactions`).
  public func allTransactions() throws(StorefrontError) -> [VerificationResult<Transaction>] {
    try signedTransactions().map(\.result)
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
    /// Waiting for Ask to Buy approval or for an interruption to be resolved.
    case pending(reason: PendingReason)
    /// The customer cancelled.
    case userCancelled
  }
}
