import Localization

extension AppText {
  /// The store controls' line of the refund-decision switch.
  static func refundDecisionSwitch(_ decision: RefundDecision) -> UIKey {
    switch decision {
    case .rule: .screenRefundDecisionRule
    case .approve: .screenRefundDecisionApprove
    case .decline: .screenRefundDecisionDecline
    }
  }

  /// What turning the refund-decision switch did.
  public static func refundDecisionSwitched(_ decision: RefundDecision) -> LocalizedText {
    switch decision {
    case .rule: LocalizedText(.controlRefundDecisionRule)
    case .approve: LocalizedText(.controlRefundDecisionApprove)
    case .decline: LocalizedText(.controlRefundDecisionDecline)
    }
  }

  /// What an API fault is called on the store controls ("rate limit").
  static func faultName(_ fault: ServerAPIFault) -> UIKey {
    switch fault {
    case .unreleased: .faultUnreleased
    case .unknownTransaction: .faultUnknownTransaction
    case .rateLimit: .faultRateLimit
    case .serverError: .faultServerError
    case .slow: .faultSlow
    }
  }

  /// What switching API fault `fault` on or off did.
  public static func apiFaultSwitched(_ fault: ServerAPIFault, on: Bool) -> LocalizedText {
    LocalizedText(on ? .controlAPIFaultOn : .controlAPIFaultOff, .text(LocalizedText(faultName(fault))))
  }

  /// The store controls' line of a customer's refund request: the transaction, when the store
  /// decides (while it waits) or what it decided, then the product.
  static func refundRequestLine(_ request: RefundRequestLine, _ words: Translations) -> String {
    let id = String(request.transactionID)
    switch request.state {
    case .waiting: return words(.screenRefundRequestLine, id, request.title, date(request.deadline, words))
    case .refunded: return words(.screenRefundRequestRefundedLine, id, request.title)
    case .declined: return words(.screenRefundRequestDeclinedLine, id, request.title)
    case .reversed: return words(.screenRefundRequestReversedLine, id, request.title)
    }
  }

  /// The store controls' line of a renewal-date extension: the days, the new date, then the plan.
  static func renewalExtensionLine(_ line: RenewalExtensionLine, _ words: Translations) -> String {
    let days = Int64(line.days)
    return words.plural(
      line.isMassExtension ? .screenMassExtensionLine : .screenExtensionLine, count: days, words.number(days),
      line.title, date(line.renewalDate, words))
  }
}
