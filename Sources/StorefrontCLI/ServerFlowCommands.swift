import AppStoreSimulator
import Catalog
import FoundationEssentials

/// `storefront store refund-request|refund-decision|refund-reverse|refund-requests|extend|
/// extend-all|extend-status|test-notification|api-fault|order ...`: the server-side flows of
/// the App Store Server API, started by hand.
enum ServerFlowCommands {
  static let actions: Set<String> = [
    "refund-request", "refund-decision", "refund-reverse", "refund-requests", "extend", "extend-all", "extend-status",
    "test-notification", "api-fault", "order",
  ]

  static func run(_ store: AppStore, _ action: String, _ rest: [String], parsed: ParsedArguments, output: StoreOutput)
    throws(StoreError) -> Int32?
  {
    switch (action, rest.count) {
    case ("refund-request", 1):
      let id = try transactionID(action, rest[0])
      let reasonName = parsed.options["reason"] ?? "UNINTENDED_PURCHASE"
      guard
        let reason = ConsumptionRequestReason(
          rawValue: reasonName.uppercased().replacingOccurrences(of: "-", with: "_"))
      else {
        return StorefrontCommand.usageFailure(
          "--reason must be one of: " + ConsumptionRequestReason.allCases.map(\.rawValue).joined(separator: ", "))
      }
      let request = try store.requestRefund(transactionID: id, reason: reason)
      return output.done(
        "refund requested for \(id) (\(reason.rawValue)): CONSUMPTION_REQUEST sent; the store decides when "
          + "consumption information arrives or at \(DateText.iso(request.deadline))")
    case ("refund-decision", 0):
      return output.done("refund decision: \(try store.refundDecisionMode().name)")
    case ("refund-decision", 1):
      guard let mode = RefundDecisionMode.allCases.first(where: { $0.name == rest[0] }) else {
        return StorefrontCommand.usageFailure("refund-decision takes approve, decline or rule")
      }
      try store.setRefundDecisionMode(mode)
      return output.done("refund decision is now \(mode.name)")
    case ("refund-reverse", 1):
      return output.transaction(
        try store.reverseRefund(transactionID: try transactionID(action, rest[0])), verb: "refund reversed")
    case ("refund-requests", 0):
      let requests = try store.refundRequests()
      if requests.isEmpty && !output.json { print("no refund requests") }
      for request in requests {
        let report = RefundRequestReport(request)
        if output.json { JSONOutput.print(report) } else { StorefrontCommand.printLine(report.line) }
      }
      return ExitCode.ok
    case ("extend", 2):
      return try extend(store, rest, parsed: parsed, output: output)
    case ("extend-all", 2):
      guard let days = Int(rest[1]) else { return StorefrontCommand.usageFailure("extend-all needs DAYS (1-90)") }
      let identifier = parsed.options["request-id"] ?? UUID().uuidString.lowercased()
      let storefronts = parsed.options["storefronts"].map { $0.split(separator: ",").map(String.init) }
      try api {
        () throws(StoreAPIError) in
        try store.massExtend(
          productID: rest[0], days: days, reason: try reasonCode(parsed), requestIdentifier: identifier,
          storefronts: storefronts)
      }
      return output.done(
        "mass extension \(identifier) of \(rest[0]) by \(days) days accepted; it runs one simulated hour from now "
          + "(store extend-status \(rest[0]) \(identifier))")
    case ("extend-status", 2):
      let status = try api { () throws(StoreAPIError) in
        try store.massExtensionStatus(productID: rest[0], requestIdentifier: rest[1])
      }
      return output.done(
        status.complete
          ? "mass extension \(rest[1]): complete at \(DateText.iso(status.completeDate ?? 0)); "
            + "\(status.succeededCount) extended, \(status.failedCount) failed"
          : "mass extension \(rest[1]): not complete yet")
    case ("test-notification", 0):
      let token = try store.requestTestNotification()
      return output.done("TEST notification sent; token \(token)")
    case ("test-notification", 1):
      let status = try api { () throws(StoreAPIError) in try store.testNotificationStatus(rest[0]) }
      let attempts = status.sendAttempts.map { "\(DateText.iso($0.attemptDate)) \($0.result.rawValue)" }
      return output.done(
        "TEST notification #\(status.notification.sequence): "
          + (attempts.isEmpty ? "not sent yet" : attempts.joined(separator: ", ")))
    case ("api-fault", 0):
      let on = try store.apiFaults()
      return output.done(
        "api faults: "
          + APIFault.allCases.map { "\($0.rawValue) \(on.contains($0) ? "on" : "off")" }.joined(separator: ", "))
    case ("api-fault", 2):
      guard let fault = APIFault(rawValue: rest[0]) else {
        return StorefrontCommand.usageFailure(
          "unknown api fault \"\(rest[0])\"; expected one of: "
            + APIFault.allCases.map(\.rawValue).joined(separator: ", "))
      }
      guard rest[1] == "on" || rest[1] == "off" else {
        return StorefrontCommand.usageFailure("api-fault takes on or off")
      }
      try store.setAPIFault(fault, on: rest[1] == "on")
      return output.done("api fault \(fault.rawValue) is now \(rest[1])")
    case ("order", 1):
      let lookup = try store.lookUpOrder(rest[0])
      guard lookup.status == .valid else {
        throw .invalidRequest("no purchase has order id \"\(TerminalSafeText.line(String(rest[0].prefix(40))))\"")
      }
      return output.transactions(lookup.transactions)
    default:
      return nil
    }
  }

  /// `store extend SUBSCRIPTION DAYS [--reason 0-3] [--request-id ID]`.
  static func extend(_ store: AppStore, _ rest: [String], parsed: ParsedArguments, output: StoreOutput)
    throws(StoreError) -> Int32
  {
    guard let days = Int(rest[1]) else { return StorefrontCommand.usageFailure("extend needs DAYS (1-90)") }
    // The account's own subscription before one the family shares with it.
    let all = try store.subscriptionStatuses()
    let statuses =
      all.filter { $0.sharedFromOriginalTransactionID == nil }
      + all.filter { $0.sharedFromOriginalTransactionID != nil }
    guard
      let status = statuses.first(where: { String($0.originalTransactionID) == rest[0] || $0.productID == rest[0] })
    else { throw .invalidRequest("no subscription matches \"\(rest[0])\"; see storefront store status") }
    let identifier = parsed.options["request-id"] ?? UUID().uuidString.lowercased()
    let result = try api { () throws(StoreAPIError) in
      try store.extendRenewal(
        originalTransactionID: status.originalTransactionID, days: days, reason: try reasonCode(parsed),
        requestIdentifier: identifier)
    }
    return output.done(
      "\(status.productID) (\(status.originalTransactionID)) now renews \(DateText.iso(result.effectiveDate)); "
        + "RENEWAL_EXTENDED sent")
  }

  /// `--reason 0-3` of an extension (0 undeclared by default).
  static func reasonCode(_ parsed: ParsedArguments) throws(StoreAPIError) -> Int {
    guard let text = parsed.options["reason"] else { return 0 }
    guard let value = Int(text) else {
      throw .rejected(.invalidExtendReasonCode, detail: "--reason must be 0, 1, 2 or 3, not \"\(text.prefix(20))\"")
    }
    return value
  }

  static func transactionID(_ action: String, _ text: String) throws(StoreError) -> Int64 {
    guard let id = Int64(text) else {
      throw .invalidRequest(
        "\(action) needs a transaction id (digits), not \"\(TerminalSafeText.line(String(text.prefix(40))))\"")
    }
    return id
  }

  /// Runs an App Store Server API call, reporting a refusal as a store error naming Apple's code.
  static func api<Result>(_ body: () throws(StoreAPIError) -> Result) throws(StoreError) -> Result {
    do {
      return try body()
    } catch {
      switch error {
      case .store(let error): throw error
      case .rejected: throw .invalidRequest(error.description)
      }
    }
  }
}

/// One refund request for `store refund-requests`.
struct RefundRequestReport: Encodable {
  var transactionId: String
  var productId: String
  var reason: String
  var requested: String
  var deadline: String
  var consumptionSent: Bool
  var state: String

  init(_ request: RefundRequest) {
    transactionId = String(request.transactionID)
    productId = request.productID
    reason = request.reason.rawValue
    requested = DateText.iso(request.requestedDate)
    deadline = DateText.iso(request.deadline)
    consumptionSent = request.consumptionSent
    state =
      switch request.state {
      case .waiting: "waiting"
      case .refunded: "refunded"
      case .declined: "declined"
      case .reversed: "reversed"
      }
  }

  var line: String {
    "\(transactionId)  \(productId)  \(reason)  requested \(requested)  \(state)"
      + (state == "waiting" ? " until \(deadline)" : "") + (consumptionSent ? "  consumption sent" : "")
  }
}
