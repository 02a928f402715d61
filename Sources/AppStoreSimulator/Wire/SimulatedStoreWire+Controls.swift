import Catalog
public import StoreWire

/// The store controls over the simulated store: each one a store call, in the wire's types.
extension SimulatedStoreWire {
  public func state(account: String) throws(StoreWireError) -> StoreControlsState {
    try wire { () throws(StoreError) in
      let switches = try store.switches()
      let rate = try store.timeRate()
      let on: [(StoreSwitch, Bool)] = [
        (.askToBuy, switches.askToBuy), (.interruptedPurchases, switches.interruptedPurchases),
        (.billingIssue, switches.billingRetryOnRenewal), (.gracePeriod, switches.gracePeriodDays > 0),
      ]
      return StoreControlsState(
        now: try store.now(), timeRate: rate,
        simulatedMillisecondsPerSecond: TimePace(rate).simulatedMillisecondsPerSecond,
        nextEvent: try store.nextEvent().map { StoreControlsState.Moment(date: $0.date, kind: $0.kind) },
        pending: try store.pendingPurchases().filter { $0.state == .pending }.map {
          StoreControlsState.Pending(
            id: $0.id, reason: $0.kind == .askToBuy ? .askToBuy : .interrupted, productID: $0.productID)
        },
        switches: Set(on.filter(\.1).map(\.0)),
        refundDecision: Self.rule(try store.refundDecisionMode()),
        refundRequests: try store.refundRequests().map(Self.request),
        renewalExtensions: try store.renewalExtensions(account: account).map {
          StoreControlsState.RenewalExtensionState(
            originalTransactionID: $0.originalTransactionID, productID: $0.productID, days: $0.days,
            effectiveDate: $0.effectiveDate, isMassExtension: $0.isMassExtension)
        },
        serverFaults: Set(try store.apiFaults().map(Self.fault)))
    }
  }

  public func catchUp() throws(StoreWireError) {
    try wire { () throws(StoreError) in try store.catchUp() }
  }

  public func advanceToNextEvent() throws(StoreWireError) -> Int64? {
    try wire { () throws(StoreError) -> Int64? in
      let before = try store.now()
      guard let due = try store.nextEventDate() else { return nil }
      return try store.advance(by: max(0, due - before))
    }
  }

  public func setTimeRate(_ rate: TimeRate) throws(StoreWireError) {
    try wire { () throws(StoreError) in try store.setTimeRate(rate) }
  }

  public func setSwitch(_ which: StoreSwitch, on: Bool) throws(StoreWireError) {
    try wire { () throws(StoreError) in
      var switches = try store.switches()
      switch which {
      case .askToBuy: switches.askToBuy = on
      case .interruptedPurchases: switches.interruptedPurchases = on
      case .billingIssue: switches.billingRetryOnRenewal = on
      // Apple's grace period for a monthly or longer subscription.
      case .gracePeriod: switches.gracePeriodDays = on ? 16 : 0
      }
      try store.setSwitches(switches)
    }
  }

  public func approve(pending id: Int64) throws(StoreWireError) {
    try wire { () throws(StoreError) in _ = try store.approve(pending: id) }
  }

  public func decline(pending id: Int64) throws(StoreWireError) {
    try wire { () throws(StoreError) in _ = try store.decline(pending: id) }
  }

  public func resolve(pending id: Int64) throws(StoreWireError) {
    try wire { () throws(StoreError) in _ = try store.resolve(pending: id) }
  }

  public func refund(transactionID id: Int64) throws(StoreWireError) {
    try wire { () throws(StoreError) in _ = try store.refund(transactionID: id) }
  }

  public func requestRefund(transactionID id: Int64) throws(StoreWireError) -> StoreControlsState.RefundRequestState {
    try wire { () throws(StoreError) in Self.request(try store.requestRefund(transactionID: id)) }
  }

  public func setRefundDecision(_ rule: RefundDecisionRule) throws(StoreWireError) {
    let mode: RefundDecisionMode =
      switch rule {
      case .rule: .rule
      case .approve: .approve
      case .decline: .decline
      }
    try wire { () throws(StoreError) in try store.setRefundDecisionMode(mode) }
  }

  public func setServerFault(_ fault: ServerFault, on: Bool) throws(StoreWireError) {
    let storeFault: APIFault =
      switch fault {
      case .unreleased: .unreleased
      case .unknownTransaction: .unknownTransaction
      case .rateLimit: .rateLimit
      case .serverError: .serverError
      case .slow: .slow
      }
    try wire { () throws(StoreError) in try store.setAPIFault(storeFault, on: on) }
  }

  public func setAutoRenew(originalTransactionID: Int64, on: Bool) throws(StoreWireError) {
    try wire { () throws(StoreError) in try store.setAutoRenew(originalID: originalTransactionID, enabled: on) }
  }

  public func setStorefront(_ id: String, account: String) throws(StoreWireError) {
    try wire { () throws(StoreError) in try store.setStorefront(id, for: account) }
  }

  private static func rule(_ mode: RefundDecisionMode) -> RefundDecisionRule {
    switch mode {
    case .rule: .rule
    case .approve: .approve
    case .decline: .decline
    }
  }

  private static func fault(_ fault: APIFault) -> ServerFault {
    switch fault {
    case .unreleased: .unreleased
    case .unknownTransaction: .unknownTransaction
    case .rateLimit: .rateLimit
    case .serverError: .serverError
    case .slow: .slow
    }
  }

  private static func request(_ request: RefundRequest) -> StoreControlsState.RefundRequestState {
    let decision: StoreControlsState.RefundRequestState.Decision =
      switch request.state {
      case .waiting: .waiting
      case .refunded: .refunded
      case .declined: .declined
      case .reversed: .reversed
      }
    return StoreControlsState.RefundRequestState(
      transactionID: request.transactionID, productID: request.productID, deadline: request.deadline,
      decision: decision)
  }
}
