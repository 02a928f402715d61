import AppStoreSimulator
import Catalog
import FoundationEssentials
import TerminalUI

extension AccountLoader {
  /// Every refund request of the store, the ones waiting for a decision first, oldest first.
  static func refundRequests(_ store: AppStore, names: CatalogNames) throws
    -> [RefundRequestLine]
  {
    let lines = try store.refundRequests().map { request in
      RefundRequestLine(
        transactionID: UInt64(request.transactionID), productID: request.productID,
        title: names.product(request.productID), deadline: date(request.deadline),
        state: state(request.state))
    }
    return lines.filter { $0.state == .waiting } + lines.filter { $0.state != .waiting }
  }

  /// The renewal-date extensions of `account`'s subscriptions, oldest first.
  static func renewalExtensions(_ store: AppStore, account: String, names: CatalogNames) throws
    -> [RenewalExtensionLine]
  {
    try store.renewalExtensions(account: account).map { record in
      RenewalExtensionLine(
        originalTransactionID: UInt64(record.originalTransactionID), productID: record.productID,
        title: names.product(record.productID), days: record.days, renewalDate: date(record.effectiveDate),
        isMassExtension: record.isMassExtension)
    }
  }

  /// Where a refund request stands, as the store controls say it.
  private static func state(_ state: RefundRequest.State) -> RefundRequestLine.State {
    switch state {
    case .waiting: .waiting
    case .refunded: .refunded
    case .declined: .declined
    case .reversed: .reversed
    }
  }
}
