import AppStoreSimulator

extension ServerAPI {
  /// Look Up Order ID: `GET /inApps/v1/lookup/{orderId}`; an order this store never issued is
  /// status 1 (invalid) with no transactions, as Apple answers.
  func lookUpOrder(_ orderID: String, store: AppStore) throws -> HTTPResponse {
    let lookup = try store.lookUpOrder(orderID)
    let resigner = try Self.resigner(store)
    return Self.ok([
      "status": .int(Int64(lookup.status.rawValue)),
      "signedTransactions": .strings(lookup.transactions.map { resigner.resign($0.jws) }),
    ])
  }
}
