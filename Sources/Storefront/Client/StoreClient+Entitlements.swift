import Catalog
import JWS
import StoreWire

extension StoreClient {
  /// The transactions that entitle the customer now, as StoreKit 2's `currentEntitlements`:
  /// the latest transaction of each non-consumable, and of each subscription still in force
  /// (or in its billing grace period), never a revoked or upgraded one. Each is verified again
  /// from its stored JWS and must agree with the store's latest signed word on it (a stale copy,
  /// one the store does not know, or one it has since refunded unlocks nothing), so an edited
  /// sandbox unlocks nothing.
  public func currentEntitlements() throws(StorefrontError) -> [Transaction] {
    let now = try currentDate()
    // The subscriptions in their grace period, by original transaction id (an account may have
    // its own and a family member's in one group), read from the store once when needed.
    var inGrace: Set<UInt64>?
    var result: [Transaction] = []
    let stored = try verifiedCandidates()
    guard !stored.isEmpty else { return [] }
    let missing = stored.filter { latestWord[$0.id] == nil }
    if !missing.isEmpty { try fetchLatestWord(missing) }
    for candidate in stored {
      guard let transaction = latestWord[candidate.id], !transaction.isRevoked, !transaction.isUpgraded else {
        continue
      }
      switch transaction.productType {
      case .nonConsumable:
        result.append(transaction)
      case .nonRenewing:
        if let end = accessEnd(of: transaction), end > now { result.append(transaction) }
      case .autoRenewable:
        if let expires = transaction.expirationDate, expires > now {
          result.append(transaction)
        } else {
          // Past its expiry it may still be in the billing grace period: only the store knows.
          if inGrace == nil {
            inGrace = Set(
              ((try? subscriptionStatuses()) ?? []).filter { $0.state == .inGracePeriod }
                .compactMap { $0.transaction.verifiedValue?.originalID })
          }
          if inGrace?.contains(transaction.originalID) == true { result.append(transaction) }
        }
      case .consumable, nil:
        continue
      }
    }
    return result
  }

  /// When the access `transaction` gives ends: its signed `expiresDate`, or for a non-renewing
  /// subscription (which Apple signs without one) the end of the catalog's `duration` after its signed
  /// purchase date, on the calendar; nil when nothing ends it (or the catalog has no such product).
  public func accessEnd(of transaction: Transaction) -> Int64? {
    if let expires = transaction.expirationDate { return expires }
    guard transaction.productType == .nonRenewing, let duration = catalog.product(transaction.productID)?.duration
    else { return nil }
    return duration.end(from: transaction.purchaseDate)
  }

  /// The verified stored transactions that could entitle (the latest of each product that is not
  /// a consumable).
  private func verifiedCandidates() throws(StorefrontError) -> [Transaction] {
    let candidates = try state.entitlementCandidates()
    guard !candidates.isEmpty else { return [] }
    let verifier = try verifier()
    return candidates.compactMap { verifier.transaction($0).verifiedValue }.filter { !$0.isConsumable }
  }

  /// Asks the store for its latest word on every transaction that could entitle: at launch and
  /// whenever the feed is read, so a refund seen by no feed (a sync position edited forward) or a
  /// stale copy written back into the sandbox is caught.
  func refreshLatestWord() throws(StorefrontError) {
    let stored = try verifiedCandidates()
    let ids = Set(stored.map(\.id))
    latestWord = latestWord.filter { ids.contains($0.key) }
    if !stored.isEmpty { try fetchLatestWord(stored) }
  }

  /// Fetches and verifies the store's current version of the `stored` transactions; an id the
  /// store does not vouch for is forgotten, and a newer version than the stored one is recorded.
  private func fetchLatestWord(_ stored: [Transaction]) throws(StorefrontError) {
    let signedDates = Dictionary(stored.map { ($0.id, $0.signedDate) }) { first, _ in first }
    let wired: [WireTransaction]
    do {
      wired = try wire.latestTransactions(Array(signedDates.keys), account: account)
    } catch {
      throw StorefrontError.wrap(error)
    }
    for id in signedDates.keys { latestWord[id] = nil }
    let verifier = try verifier()
    var now: Int64?
    for item in wired {
      guard case .verified(let transaction) = verifier.transaction(item.jws),
        let storedDate = signedDates[transaction.id]
      else { continue }
      latestWord[transaction.id] = transaction
      if transaction.signedDate > storedDate {
        if now == nil { now = try currentDate() }
        try state.receive(transaction, jws: item.jws, sequence: nil, at: now!)
      }
    }
  }

  /// Takes a verified transaction the store just sent as its latest word on it (unless a newer
  /// one is known).
  func remember(_ transaction: Transaction) {
    guard !transaction.isConsumable else { return }
    if let known = latestWord[transaction.id], known.signedDate > transaction.signedDate { return }
    latestWord[transaction.id] = transaction
  }

  /// The catalog's entitlement names ("premium", "pro") that the current entitlements unlock.
  public func unlocks() throws(StorefrontError) -> Set<String> {
    unlocks(of: try currentEntitlements())
  }

  /// The catalog's entitlement names that `entitlements` (from `currentEntitlements()`) unlock.
  public func unlocks(of entitlements: [Transaction]) -> Set<String> {
    Set(entitlements.flatMap { catalog.product($0.productID)?.entitlements ?? [] })
  }

  /// The status of each of the account's subscription groups, verified, with its renewal state.
  public func subscriptionStatuses() throws(StorefrontError) -> [SubscriptionStatus] {
    let now = try currentDate()
    let statuses: [WireSubscriptionStatus]
    do { statuses = try wire.subscriptionStatuses(account: account) } catch { throw StorefrontError.wrap(error) }
    guard !statuses.isEmpty else { return [] }
    let verifier = try verifier()
    return statuses.map { status in
      let transaction = verifier.transaction(status.transactionJWS)
      let renewalInfo = verifier.renewalInfo(status.renewalInfoJWS)
      return SubscriptionStatus(
        groupID: status.groupID,
        state: SubscriptionStatus.RenewalState(
          transaction: transaction.verifiedValue, renewalInfo: renewalInfo.verifiedValue, now: now),
        transaction: transaction, renewalInfo: renewalInfo)
    }
  }

  /// Whether the customer may still get an introductory offer in subscription group `group`.
  public func isEligibleForIntroOffer(group: String) throws(StorefrontError) -> Bool {
    do { return try wire.isEligibleForIntroOffer(group: group, account: account) } catch {
      throw StorefrontError.wrap(error)
    }
  }
}

extension StoreClient {
  /// A subscription group's status, as StoreKit 2's `Product.SubscriptionInfo.Status`.
  public struct SubscriptionStatus: Sendable, Equatable {
    /// StoreKit's renewal states.
    public enum RenewalState: String, Sendable, Equatable {
      case subscribed
      case expired
      case inBillingRetryPeriod
      case inGracePeriod
      case revoked
      /// The signed data could not be verified: nothing is known.
      case unverified

      /// The state that `transaction` and `renewalInfo` describe at `now`.
      init(transaction: Transaction?, renewalInfo: RenewalInfo?, now: Int64) {
        guard let transaction, let renewalInfo else {
          self = .unverified
          return
        }
        if transaction.isRevoked {
          self = .revoked
        } else if let expires = transaction.expirationDate, expires > now {
          self = .subscribed
        } else if renewalInfo.isInBillingRetry, let grace = renewalInfo.gracePeriodExpirationDate, grace > now {
          self = .inGracePeriod
        } else if renewalInfo.isInBillingRetry {
          self = .inBillingRetryPeriod
        } else {
          self = .expired
        }
      }

      /// Whether the state grants access.
      public var isEntitled: Bool { self == .subscribed || self == .inGracePeriod }
    }

    public var groupID: String
    public var state: RenewalState
    public var transaction: VerificationResult<Transaction>
    public var renewalInfo: VerificationResult<RenewalInfo>
  }
}
