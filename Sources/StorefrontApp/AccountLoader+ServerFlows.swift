import Catalog
import FoundationEssentials
import StoreWire
import TerminalUI

extension AccountLoader {
  /// Every refund request of the store, the ones waiting for a decision first, oldest first.
  static func refundRequests(_ state: StoreControlsState, names: CatalogNames) -> [RefundRequestLine] {
    let lines = state.refundRequests.map { request in
      RefundRequestLine(
        transactionID: UInt64(clamping: request.transactionID), productID: request.productID,
        title: names.product(request.productID), deadline: date(request.deadline),
        state: request.decision)
    }
    return lines.filter { $0.state == .waiting } + lines.filter { $0.state != .waiting }
  }

  /// The renewal-date extensions of the account's subscriptions, oldest first.
  static func renewalExtensions(_ state: StoreControlsState, names: CatalogNames) -> [RenewalExtensionLine] {
    state.renewalExtensions.map { record in
      RenewalExtensionLine(
        originalTransactionID: UInt64(clamping: record.originalTransactionID), productID: record.productID,
        title: names.product(record.productID), days: record.days, renewalDate: date(record.effectiveDate),
        isMassExtension: record.isMassExtension)
    }
  }
}
