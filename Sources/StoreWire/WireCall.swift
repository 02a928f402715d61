public import Catalog
public import FoundationEssentials

/// One request of the wire or the store controls as it travels to a store in another process:
/// the method and its arguments, in the wire's one JSON form (`WireEnvelope`). The account is not
/// in it: a served store takes it from the request's credentials.
public enum WireCall: Sendable, Equatable, Codable {
  case rootCertificate
  case storeEpoch
  case latestTransactions([UInt64])
  case currentDate
  case storefront
  /// A purchase, with the outcome the controls chose for it (the controls' choice travels with
  /// the purchase it applies to, so no state waits on the server between requests).
  case purchase(WirePurchaseRequest, outcome: PurchaseOutcome?)
  case transactions(after: Int64)
  case latestUpdateSequence
  /// The long poll of the update feed (`StoreWire.awaitUpdate`).
  case awaitUpdate(after: Int64, waitMilliseconds: Int)
  case subscriptionStatuses
  case isEligibleForIntroOffer(group: String)
  case saleList(storefront: String?)
  case redeemOfferCode(String, device: String, appAccountToken: UUID?)
  case controlsState
  case catchUp
  case advanceToNextEvent
  case setTimeRate(TimeRate)
  case setSwitch(StoreSwitch, on: Bool)
  case approve(Int64)
  case decline(Int64)
  case resolve(Int64)
  case refund(Int64)
  case requestRefund(Int64)
  case setRefundDecision(RefundDecisionRule)
  case setServerFault(ServerFault, on: Bool)
  case setAutoRenew(originalTransactionID: Int64, on: Bool)
  case setStorefront(String)
}

/// What a served store answers a `WireCall` with.
public enum WireReply: Sendable, Equatable, Codable {
  case none
  case bytes([UInt8])
  case text(String)
  case number(Int64)
  case optionalNumber(Int64?)
  case flag(Bool)
  case transactions([WireTransaction])
  case purchase(WirePurchaseResult)
  case statuses([WireSubscriptionStatus])
  case controlsState(StoreControlsState)
  case refundRequest(StoreControlsState.RefundRequestState)
  case update(WireUpdate)
  case saleList(WireSaleList)
  case redemption(WireRedemptionResult)
  /// The store could not do it.
  case failure(StoreWireError)
}

/// A call or a reply with the version of the wire it is written in; a store and an app that
/// speak different versions refuse each other.
public struct WireEnvelope<Body: Codable & Sendable & Equatable>: Sendable, Equatable, Codable {
  /// ``StoreWireVersion/current`` of the writer.
  public var version: Int
  /// The call or reply.
  public var body: Body

  /// `body` in this build's version.
  public init(_ body: Body) {
    version = StoreWireVersion.current
    self.body = body
  }
}
