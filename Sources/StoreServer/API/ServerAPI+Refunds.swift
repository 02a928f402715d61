import AppStoreSimulator
import JWS

extension ServerAPI {
  /// The customer's refunded or revoked transactions, ascending by revocation date (then id).
  private func refunded(_ account: String, store: AppStore) throws -> [StoreTransaction] {
    try store.transactions(account: account, after: 0).filter { $0.revocationDate != nil }.sorted {
      ($0.revocationDate!, $0.id) < ($1.revocationDate!, $1.id)
    }
  }

  /// Get Refund History: `GET /inApps/v2/refund/lookup/{anyTransactionId}[?revision=…]`, 20 per page.
  func refundHistory(_ text: String, request: HTTPRequest, store: AppStore) throws -> HTTPResponse {
    let id = try Self.transactionID(text)
    let account = try Self.customer(of: id, store: store)
    let fingerprint = PageToken.fingerprint(["refunds", account])
    var remaining = try refunded(account, store: store)
    var cursor: (Int64, Int64) = (0, 0)
    if let revision = request.values("revision").first {
      guard let token = PageToken(revision), token.kind == .refunds, token.fingerprint == fingerprint else {
        throw APIError.invalidRevision
      }
      cursor = (token.position, token.tieBreak)
      remaining = remaining.filter { ($0.revocationDate!, $0.id) > cursor }
    }
    let page = Array(remaining.prefix(Self.pageSize))
    let resigner = try Self.resigner(store)
    let last = page.last.map { ($0.revocationDate!, $0.id) } ?? cursor
    return Self.ok([
      "signedTransactions": .strings(page.map { resigner.resign($0.jws) }),
      "revision": .string(PageToken(kind: .refunds, position: last.0, tieBreak: last.1, fingerprint: fingerprint).text),
      "hasMore": .bool(remaining.count > page.count),
    ])
  }

  /// Get Refund History V1 (deprecated): `GET /inApps/v1/refund/lookup/{originalTransactionId}`,
  /// the latest 50 by revocation date.
  func refundLookupV1(_ text: String, store: AppStore) throws -> HTTPResponse {
    let id = try Self.transactionID(text, error: .invalidOriginalTransactionID)
    let account = try Self.customer(of: id, store: store, error: .originalTransactionNotFound)
    let resigner = try Self.resigner(store)
    let latest = try refunded(account, store: store).suffix(50)
    return Self.ok(["signedTransactions": .strings(latest.map { resigner.resign($0.jws) })])
  }
}
