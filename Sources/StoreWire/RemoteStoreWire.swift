public import FoundationEssentials
public import Catalog

/// The wire and the store controls of a store in another process, reached through `transport`:
/// each method one `WireCall`, in the wire's JSON form. The outcome the controls choose for an
/// install's next purchase is kept here and sent with that purchase.
public final class RemoteStoreWire: StoreWire, StoreControls {
  private let transport: any WireTransport
  /// The account the credentials stand for (the store takes it from them, not from calls).
  public let account: String
  private var nextOutcomes: [String: PurchaseOutcome] = [:]

  /// A wire over `transport` for `account`.
  public init(transport: any WireTransport, account: String) {
    self.transport = transport
    self.account = account
  }

  /// The store's reply to `call`, or its failure thrown.
  private func call(_ call: WireCall) throws(StoreWireError) -> WireReply {
    let body: [UInt8]
    do { body = Array(try JSONEncoder().encode(WireEnvelope(call))) } catch {
      throw .invalidRequest("the call could not be written: \(error)")
    }
    let answer = try transport.exchange(body)
    let reply: WireEnvelope<WireReply>
    do { reply = try JSONDecoder().decode(WireEnvelope<WireReply>.self, from: Data(answer)) } catch {
      throw .unavailable("the store's answer is not the wire's JSON")
    }
    guard reply.version == StoreWireVersion.current else {
      throw .unavailable("the store speaks wire version \(reply.version); this app speaks \(StoreWireVersion.current)")
    }
    if case .failure(let error) = reply.body { throw error }
    return reply.body
  }

  private static func unexpected(_ reply: WireReply) -> StoreWireError {
    .unavailable("the store answered with an unexpected reply (\(reply))")
  }

  private func bytes(_ call: WireCall) throws(StoreWireError) -> [UInt8] {
    let reply = try self.call(call)
    guard case .bytes(let value) = reply else { throw Self.unexpected(reply) }
    return value
  }

  private func text(_ call: WireCall) throws(StoreWireError) -> String {
    let reply = try self.call(call)
    guard case .text(let value) = reply else { throw Self.unexpected(reply) }
    return value
  }

  private func number(_ call: WireCall) throws(StoreWireError) -> Int64 {
    let reply = try self.call(call)
    guard case .number(let value) = reply else { throw Self.unexpected(reply) }
    return value
  }

  private func transactions(_ call: WireCall) throws(StoreWireError) -> [WireTransaction] {
    let reply = try self.call(call)
    guard case .transactions(let value) = reply else { throw Self.unexpected(reply) }
    return value
  }

  private func nothing(_ call: WireCall) throws(StoreWireError) {
    let reply = try self.call(call)
    guard case .none = reply else { throw Self.unexpected(reply) }
  }

  // MARK: The wire

  public func rootCertificateDER() throws(StoreWireError) -> [UInt8] { try bytes(.rootCertificate) }

  public func storeEpoch() throws(StoreWireError) -> String { try text(.storeEpoch) }

  public func latestTransactions(_ ids: [UInt64], account: String) throws(StoreWireError) -> [WireTransaction] {
    try transactions(.latestTransactions(ids))
  }

  public func currentDate() throws(StoreWireError) -> Int64 { try number(.currentDate) }

  public func storefront(account: String) throws(StoreWireError) -> String { try text(.storefront) }

  public func purchase(_ request: WirePurchaseRequest) throws(StoreWireError) -> WirePurchaseResult {
    let outcome = nextOutcomes.removeValue(forKey: request.device)
    let reply = try call(.purchase(request, outcome: outcome))
    guard case .purchase(let result) = reply else { throw Self.unexpected(reply) }
    return result
  }

  public func transactions(account: String, after sequence: Int64) throws(StoreWireError) -> [WireTransaction] {
    try transactions(.transactions(after: sequence))
  }

  public func latestUpdateSequence(account: String) throws(StoreWireError) -> Int64 {
    try number(.latestUpdateSequence)
  }

  public func awaitUpdate(account: String, after: Int64, waitMilliseconds: Int) throws(StoreWireError) -> WireUpdate {
    let reply = try call(.awaitUpdate(after: after, waitMilliseconds: waitMilliseconds))
    guard case .update(let update) = reply else { throw Self.unexpected(reply) }
    return update
  }

  public func subscriptionStatuses(account: String) throws(StoreWireError) -> [WireSubscriptionStatus] {
    let reply = try call(.subscriptionStatuses)
    guard case .statuses(let value) = reply else { throw Self.unexpected(reply) }
    return value
  }

  public func isEligibleForIntroOffer(group: String, account: String) throws(StoreWireError) -> Bool {
    let reply = try call(.isEligibleForIntroOffer(group: group))
    guard case .flag(let value) = reply else { throw Self.unexpected(reply) }
    return value
  }

  public func redeemOfferCode(_ code: String, account: String, device: String, appAccountToken: UUID?)
    throws(StoreWireError) -> WireRedemptionResult
  {
    let reply = try call(.redeemOfferCode(code, device: device, appAccountToken: appAccountToken))
    guard case .redemption(let value) = reply else { throw Self.unexpected(reply) }
    return value
  }

  public func saleList(account: String, storefront: String?) throws(StoreWireError) -> WireSaleList {
    let reply = try call(.saleList(storefront: storefront))
    guard case .saleList(let value) = reply else { throw Self.unexpected(reply) }
    return value
  }

  // MARK: The store controls

  public func setNextPurchaseOutcome(_ outcome: PurchaseOutcome?, account: String, device: String) {
    nextOutcomes[device] = outcome
  }

  public func state(account: String) throws(StoreWireError) -> StoreControlsState {
    let reply = try call(.controlsState)
    guard case .controlsState(let value) = reply else { throw Self.unexpected(reply) }
    return value
  }

  public func catchUp() throws(StoreWireError) { try nothing(.catchUp) }

  public func advanceToNextEvent() throws(StoreWireError) -> Int64? {
    let reply = try call(.advanceToNextEvent)
    guard case .optionalNumber(let value) = reply else { throw Self.unexpected(reply) }
    return value
  }

  public func setTimeRate(_ rate: TimeRate) throws(StoreWireError) { try nothing(.setTimeRate(rate)) }

  public func setSwitch(_ which: StoreSwitch, on: Bool) throws(StoreWireError) {
    try nothing(.setSwitch(which, on: on))
  }

  public func approve(pending id: Int64) throws(StoreWireError) { try nothing(.approve(id)) }

  public func decline(pending id: Int64) throws(StoreWireError) { try nothing(.decline(id)) }

  public func resolve(pending id: Int64) throws(StoreWireError) { try nothing(.resolve(id)) }

  public func refund(transactionID id: Int64) throws(StoreWireError) { try nothing(.refund(id)) }

  public func requestRefund(transactionID id: Int64) throws(StoreWireError) -> StoreControlsState.RefundRequestState {
    let reply = try call(.requestRefund(id))
    guard case .refundRequest(let value) = reply else { throw Self.unexpected(reply) }
    return value
  }

  public func setRefundDecision(_ rule: RefundDecisionRule) throws(StoreWireError) {
    try nothing(.setRefundDecision(rule))
  }

  public func setServerFault(_ fault: ServerFault, on: Bool) throws(StoreWireError) {
    try nothing(.setServerFault(fault, on: on))
  }

  public func setAutoRenew(originalTransactionID: Int64, on: Bool) throws(StoreWireError) {
    try nothing(.setAutoRenew(originalTransactionID: originalTransactionID, on: on))
  }

  public func setStorefront(_ id: String, account: String) throws(StoreWireError) {
    try nothing(.setStorefront(id))
  }
}
