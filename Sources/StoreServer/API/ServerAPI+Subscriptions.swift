import AppStoreSimulator
import JWS

extension ServerAPI {
  /// Get All Subscription Statuses: `GET /inApps/v1/subscriptions/{anyTransactionId}[?status=N…]`.
  func subscriptionStatuses(_ text: String, request: HTTPRequest, store: AppStore) throws -> HTTPResponse {
    let id = try Self.transactionID(text)
    var wanted: Set<Int> = []
    for value in request.values("status") {
      guard let status = Int(value), (1...5).contains(status) else { throw APIError.invalidStatus }
      wanted.insert(status)
    }
    let account = try Self.customer(of: id, store: store)
    let resigner = try Self.resigner(store)
    var groups: [(String, [JSONValue])] = []
    for status in try store.subscriptionStatuses(account: account) where wanted.isEmpty || wanted.contains(status.state)
    {
      let item = JSONValue.object([
        "status": .int(Int64(status.state)), "originalTransactionId": .string(String(status.originalTransactionID)),
        "signedTransactionInfo": .string(resigner.resign(status.transaction.jws)),
        "signedRenewalInfo": .string(resigner.resign(status.renewalInfoJWS)),
      ])
      if let index = groups.firstIndex(where: { $0.0 == status.groupID }) {
        groups[index].1.append(item)
      } else {
        groups.append((status.groupID, [item]))
      }
    }
    return Self.ok([
      "environment": .string(environment), "bundleId": .string(catalog.app.bundleID),
      "appAppleId": .int(catalog.app.appAppleID),
      "data": .array(
        groups.map { .object(["subscriptionGroupIdentifier": .string($0.0), "lastTransactions": .array($0.1)]) }),
    ])
  }
}
