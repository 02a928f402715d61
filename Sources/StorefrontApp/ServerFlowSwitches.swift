import StoreWire
import TerminalUI

extension RefundDecision {
  /// The store's refund-decision switch as the store controls name it.
  init(_ rule: RefundDecisionRule) {
    self =
      switch rule {
      case .rule: .rule
      case .approve: .approve
      case .decline: .decline
      }
  }

  /// The store's switch this mode is.
  var rule: RefundDecisionRule {
    switch self {
    case .rule: .rule
    case .approve: .approve
    case .decline: .decline
    }
  }
}

extension ServerAPIFault {
  /// A fault of the store's App Store Server API as the store controls name it.
  init(_ fault: ServerFault) {
    self =
      switch fault {
      case .unreleased: .unreleased
      case .unknownTransaction: .unknownTransaction
      case .rateLimit: .rateLimit
      case .serverError: .serverError
      case .slow: .slow
      }
  }

  /// The store's switch this fault is.
  var wireFault: ServerFault {
    switch self {
    case .unreleased: .unreleased
    case .unknownTransaction: .unknownTransaction
    case .rateLimit: .rateLimit
    case .serverError: .serverError
    case .slow: .slow
    }
  }
}
