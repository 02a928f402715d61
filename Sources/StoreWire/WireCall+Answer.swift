internal import FoundationEssentials

extension WireCall {
  /// What a store answers this call with for `account`: the call made on `wire` and `controls`,
  /// and any error of theirs as a failure reply.
  public func answer(account: String, wire: any StoreWire, controls: any StoreControls) -> WireReply {
    do throws(StoreWireError) {
      return try reply(account: account, wire: wire, controls: controls)
    } catch {
      return .failure(error)
    }
  }

  private func reply(account: String, wire: any StoreWire, controls: any StoreControls) throws(StoreWireError)
    -> WireReply
  {
    switch self {
    case .rootCertificate: return .bytes(try wire.rootCertificateDER())
    case .storeEpoch: return .text(try wire.storeEpoch())
    case .latestTransactions(let ids): return .transactions(try wire.latestTransactions(ids, account: account))
    case .currentDate: return .number(try wire.currentDate())
    case .storefront: return .text(try wire.storefront(account: account))
    case .purchase(let request, let outcome):
      // A purchase is the account's own, whatever the request names.
      var request = request
      request.account = account
      try controls.setNextPurchaseOutcome(outcome, account: account, device: request.device)
      return .purchase(try wire.purchase(request))
    case .transactions(let sequence): return .transactions(try wire.transactions(account: account, after: sequence))
    case .latestUpdateSequence: return .number(try wire.latestUpdateSequence(account: account))
    case .awaitUpdate(let after, let wait):
      return .update(try wire.awaitUpdate(account: account, after: after, waitMilliseconds: wait))
    case .subscriptionStatuses: return .statuses(try wire.subscriptionStatuses(account: account))
    case .isEligibleForIntroOffer(let group):
      return .flag(try wire.isEligibleForIntroOffer(group: group, account: account))
    case .saleList(let storefront): return .saleList(try wire.saleList(account: account, storefront: storefront))
    case .redeemOfferCode(let code, let device, let token):
      return .redemption(try wire.redeemOfferCode(code, account: account, device: device, appAccountToken: token))
    case .controlsState: return .controlsState(try controls.state(account: account))
    case .catchUp: try controls.catchUp()
    case .advanceToNextEvent: return .optionalNumber(try controls.advanceToNextEvent())
    case .setTimeRate(let rate): try controls.setTimeRate(rate)
    case .setSwitch(let which, let on): try controls.setSwitch(which, on: on)
    case .approve(let id): try controls.approve(pending: id)
    case .decline(let id): try controls.decline(pending: id)
    case .resolve(let id): try controls.resolve(pending: id)
    case .refund(let id):
      try Self.requireOwn(id, account: account, wire: wire)
      try controls.refund(transactionID: id)
    case .requestRefund(let id):
      try Self.requireOwn(id, account: account, wire: wire)
      return .refundRequest(try controls.requestRefund(transactionID: id))
    case .setRefundDecision(let rule): try controls.setRefundDecision(rule)
    case .setServerFault(let fault, let on): try controls.setServerFault(fault, on: on)
    case .setAutoRenew(let original, let on):
      try Self.requireOwn(original, account: account, wire: wire)
      try controls.setAutoRenew(originalTransactionID: original, on: on)
    case .setStorefront(let id): try controls.setStorefront(id, account: account)
    }
    return .none
  }

  /// Throws unless transaction `id` is one of `account`'s: a served store's controls act on the
  /// transactions of the account whose token the request bears, no one else's.
  private static func requireOwn(_ id: Int64, account: String, wire: any StoreWire) throws(StoreWireError) {
    guard let known = UInt64(exactly: id), !(try wire.latestTransactions([known], account: account)).isEmpty else {
      throw .invalidRequest("transaction \(id) is not one of this account's")
    }
  }
}

extension WireEnvelope where Body == WireCall {
  /// The call encoded in `body`, or why it is not a call of this build's version.
  public static func call(in body: [UInt8]) -> Result<WireCall, StoreWireError> {
    guard let call = try? JSONDecoder().decode(WireEnvelope<WireCall>.self, from: Data(body)) else {
      return .failure(.invalidRequest("the request is not a wire call"))
    }
    guard call.version == StoreWireVersion.current else {
      return .failure(
        .invalidRequest("the app speaks wire version \(call.version); this store speaks \(StoreWireVersion.current)"))
    }
    return .success(call.body)
  }
}

extension WireEnvelope where Body == WireReply {
  /// `reply` in the wire's JSON form, this build's version.
  public static func encoded(_ reply: WireReply) -> [UInt8] {
    // Encoding the wire's own value types cannot fail.
    (try? Array(JSONEncoder().encode(WireEnvelope(reply)))) ?? []
  }

  /// The encoded reply to the encoded call `body` for `account`: the call answered on `wire` and
  /// `controls`, or a failure when the body is not a call of this version.
  public static func answer(
    _ body: [UInt8], account: String, wire: any StoreWire, controls: any StoreControls
  ) -> [UInt8] {
    switch WireEnvelope<WireCall>.call(in: body) {
    case .success(let call): encoded(call.answer(account: account, wire: wire, controls: controls))
    case .failure(let error): encoded(.failure(error))
    }
  }
}
