import Foundation
import AppStoreSimulator
import Catalog
import JWS

extension ServerAPI {
  /// How far back notification history reaches: 30 days in the sandbox, 180 in production.
  var historyWindowMilliseconds: Int64 {
    (catalog.settings.environment == .production ? 180 : 30) * 86_400_000
  }

  /// Get Notification History: `POST /inApps/v1/notifications/history[?paginationToken=…]`,
  /// 20 per page, each notification with the attempts to deliver it.
  ///
  /// Each `signedPayload` is the notification as it was recorded and sent (Apple's history
  /// shows "the purchase as it was when first sent"), not signed again.
  func notificationHistory(_ request: HTTPRequest, store: AppStore) throws -> HTTPResponse {
    let query = try NotificationHistoryRequest(request.body)
    let now = try store.now()
    guard query.startDate >= now - historyWindowMilliseconds else { throw APIError.startDateTooFarInPast }
    guard query.startDate < query.endDate else { throw APIError.startDateAfterEndDate }
    let end = min(query.endDate, now + 1)
    var customer: String?
    if let text = query.transactionID {
      customer = try Self.customer(of: try Self.transactionID(text), store: store)
    }
    let fingerprint = PageToken.fingerprint(["notifications"] + query.canonical)
    var after: Int64 = 0
    if let text = request.values("paginationToken").first {
      guard let token = PageToken(text), token.kind == .notifications, token.fingerprint == fingerprint else {
        throw APIError.invalidPaginationToken
      }
      after = token.position
    }
    var matching: [(StoredNotification, [WebhookAttempt])] = []
    var cursor = after
    var batch = Self.pageSize + 1
    // One page and one more, read in batches (doubling, for filters that skip many) with SQL LIMIT.
    scan: while true {
      let read = try store.notificationPage(after: cursor, limit: batch, from: query.startDate, until: end)
      let attempts = try store.webhookAttempts(forNotifications: read.map(\.sequence))
      for notification in read {
        if let type = query.type, notification.type != type { continue }
        if let subtype = query.subtype, notification.subtype != subtype { continue }
        let sent = (attempts[notification.sequence] ?? []).sorted { $0.startedAt < $1.startedAt }
        if query.onlyFailures, sent.contains(where: \.delivered) { continue }
        if let customer, try self.customer(of: notification, store: store) != customer { continue }
        matching.append((notification, sent))
        if matching.count > Self.pageSize { break scan }
      }
      guard read.count == batch, let last = read.last else { break }
      cursor = last.sequence
      batch = min(batch * 2, 1000)
    }
    let page = matching.prefix(Self.pageSize)
    var members: [String: JSONValue] = [
      "hasMore": .bool(matching.count > page.count),
      "notificationHistory": .array(
        page.map { notification, sent in
          .object([
            "signedPayload": .string(notification.jws),
            "sendAttempts": .array(
              sent.prefix(6).map {
                .object(["attemptDate": .int($0.startedAt), "sendAttemptResult": .string(Self.result(of: $0))])
              }),
          ])
        }),
    ]
    if matching.count > page.count, let last = page.last {
      members["paginationToken"] = .string(
        PageToken(kind: .notifications, position: last.0.sequence, fingerprint: fingerprint).text)
    }
    return Self.ok(members)
  }

  /// The customer whose transaction `notification` is about, nil for one about none (`TEST`).
  private func customer(of notification: StoredNotification, store: AppStore) throws -> String? {
    guard let payload = UnverifiedJWT.payload(of: notification.jws),
      let transaction = payload["data"]?["signedTransactionInfo"]?.stringValue,
      let id = UnverifiedJWT.payload(of: transaction)?["transactionId"]?.stringValue.flatMap({ Int64($0) })
    else { return nil }
    return try store.customer(ofTransaction: id)
  }

  /// Apple's `sendAttemptResult` for a recorded attempt, as the ledger records it.
  static func result(of attempt: WebhookAttempt) -> String { attempt.result.rawValue }
}
