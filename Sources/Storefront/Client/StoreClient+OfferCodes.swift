public import StoreWire

extension StoreClient {
  /// What redeeming an offer code came to, on this install.
  public enum RedemptionResult: Sendable, Equatable {
    /// Subscribed now with the offer: the transaction, verified, delivered and finished.
    case subscribed(VerificationResult<Transaction>)
    /// Already subscribed: the offer applies from the next renewal on (the current transaction).
    case startsAtRenewal(current: VerificationResult<Transaction>)
    /// The store did not accept the code; nothing changed.
    case refused(OfferCodeRefusal)
  }

  /// Redeems offer code `code`, as StoreKit's offer code redemption sheet does: a subscription it
  /// starts is verified, delivered and finished before this returns, like a purchase.
  public func redeemOfferCode(_ code: String) throws(StorefrontError) -> RedemptionResult {
    let result: WireRedemptionResult
    do {
      result = try wire.redeemOfferCode(
        code, account: account, device: device, appAccountToken: keychain.appAccountToken)
    } catch {
      throw StorefrontError.wrap(error)
    }
    switch result {
    case .purchased(let transaction):
      do {
        return .subscribed(try deliver(transaction.jws, sequence: nil).transaction)
      } catch {
        throw .chargedNotDelivered(
          transactionID: SignedDataVerifier.decodeUnchecked(transaction.jws, as: Transaction.self)?.id,
          reason: error.description)
      }
    case .startsAtRenewal(let current): return .startsAtRenewal(current: try verifier().transaction(current.jws))
    case .refused(let refusal): return .refused(refusal)
    }
  }
}
