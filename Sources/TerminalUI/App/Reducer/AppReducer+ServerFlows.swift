extension AppReducer {
  /// The store controls of the server-side flows: the refund-decision switch, the API fault
  /// switches (digit `key` names the fault), and a customer's refund request for the chosen
  /// transaction.
  static func serverFlowControl(_ command: AppCommand, key: Key, state: inout AppState) -> [Effect] {
    guard let account = state.account else {
      state.banner = Banner(AppText.loading)
      return []
    }
    let store = account.store
    switch command {
    case .cycleRefundDecision:
      return [.store(.setRefundDecision(store.refundDecision.next))]
    case .toggleAPIFault:
      guard case .char(let digit) = key, let fault = ServerAPIFault.forDigit(digit) else { return [] }
      return [.store(.setAPIFault(fault, !store.apiFaults.contains(fault)))]
    default:
      let items = StoreItem.items(account)
      let index = state.selection(.storeControls)
      guard items.indices.contains(index), case .transaction(let line) = items[index] else {
        return none(LocalizedText(.bannerChooseRefund), &state)
      }
      guard !line.revoked else { return none(LocalizedText(.bannerAlreadyRefunded, .product(line.productID)), &state) }
      if store.refundRequests.contains(where: { $0.transactionID == line.transactionID && $0.state == .waiting }) {
        return none(LocalizedText(.bannerRefundRequestWaits, .product(line.productID)), &state)
      }
      return [.store(.requestRefund(line.transactionID))]
    }
  }
}
