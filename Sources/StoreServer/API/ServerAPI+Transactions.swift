import AppStoreSimulator
import Foundation
import JWS

extension ServerAPI {
  /// Get Transaction Info: `GET /inApps/v1/transactions/{transactionId}`.
  func transactionInfo(_ text: String, store: AppStore) throws -> HTTPResponse {
    let id = try Self.transactionID(text)
    let account = try Self.customer(of: id, store: store)
    guard let transaction = try store.latestTransactions([id], account: account).first else {
      throw APIError.transactionNotFound
    }
    return Self.ok(["signedTransactionInfo": .string(try Self.resigner(store).resign(transaction.jws))])
  }

  /// Get App Transaction Info: `GET /inApps/v1/transactions/appTransactions/{anyTransactionId}`.
  ///
  /// The simulated store keeps no app transactions (app downloads are not simulated), so a
  /// known customer gets Apple's "app transaction doesn't exist" and an unknown id `4040010`.
  func appTransactionInfo(_ text: String, store: AppStore) throws -> HTTPResponse {
    let id = try Self.transactionID(text)
    _ = try Self.customer(of: id, store: store)
    throw APIError.appTransactionNotFound
  }

  /// Finish Transaction: `POST /inApps/v1/transactions/{transactionId}/finish`, 200 without a body.
  ///
  /// Finishing is the app's business in this simulator (each device keeps its own unfinished
  /// transactions and redelivers them), so the store has nothing to change: the call checks the
  /// id as Apple does and succeeds.
  func finishTransaction(_ text: String, store: AppStore) throws -> HTTPResponse {
    let id = try Self.transactionID(text)
    _ = try Self.customer(of: id, store: store)
    return HTTPResponse(status: 200)
  }

  /// Set App Account Token: `PUT /inApps/v1/transactions/{originalTransactionId}/appAccountToken`.
  func setAppAccountToken(_ text: String, body: [UInt8], store: AppStore) throws -> HTTPResponse {
    let id = try Self.transactionID(text)
    guard let request = try? StrictJSONParser.parse(body), request.objectMembers != nil else {
      throw APIError.generalBadRequest
    }
    guard let token = request["appAccountToken"]?.stringValue, UUID(uuidString: token) != nil else {
      throw APIError.invalidAppAccountTokenUUID
    }
    let account = try Self.customer(of: id, store: store, error: .originalTransactionNotFound)
    guard let transaction = try store.latestTransactions([id], account: account).first else {
      throw APIError.originalTransactionNotFound
    }
    guard transaction.originalID == id else { throw APIError.notOriginalTransactionID }
    guard !transaction.isFamilyShared else { throw APIError.familyTransactionNotSupported }
    try store.setAppAccountToken(token.lowercased(), originalTransactionID: id)
    return HTTPResponse(status: 200)
  }

  /// Get Transaction History: `GET /inApps/v{1,2}/history/{anyTransactionId}`, 20 per page.
  func transactionHistory(_ text: String, request: HTTPRequest, version: String, store: AppStore) throws
    -> HTTPResponse
  {
    let id = try Self.transactionID(text)
    let filter = try HistoryFilter(request)
    let account = try Self.customer(of: id, store: store)
    let fingerprint = PageToken.fingerprint([version, account] + filter.canonical)
    let kind: PageToken.Kind = filter.descending ? .historyDescending : .historyAscending
    var after: Int64?
    if let revision = filter.revision {
      guard let token = PageToken(revision), token.kind == kind, token.fingerprint == fingerprint else {
        throw APIError.invalidRevision
      }
      after = token.position
    }
    var matching: [StoreTransaction] = []
    var cursor = after ?? (filter.descending ? Int64.max : 0)
    var batch = Self.pageSize + 1
    // One page and one more, read in batches (doubling, for filters that skip many) with SQL LIMIT.
    scan: while true {
      let read = try store.transactionPage(
        account: account, beyond: cursor, descending: filter.descending, limit: batch)
      for transaction in read where filter.accepts(transaction) {
        matching.append(transaction)
        if matching.count > Self.pageSize { break scan }
      }
      guard read.count == batch, let last = read.last else { break }
      cursor = last.updateSequence
      batch = min(batch * 2, 1000)
    }
    let page = Array(matching.prefix(Self.pageSize))
    let position = page.last?.updateSequence ?? after ?? (filter.descending ? Int64.max : 0)
    let resigner = try Self.resigner(store)
    return Self.ok([
      "revision": .string(PageToken(kind: kind, position: position, fingerprint: fingerprint).text),
      "hasMore": .bool(matching.count > page.count), "bundleId": .string(catalog.app.bundleID),
      "appAppleId": .int(catalog.app.appAppleID), "environment": .string(environment),
      "signedTransactions": .strings(page.map { resigner.resign($0.jws) }),
    ])
  }
}
