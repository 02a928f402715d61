import AppStoreSimulator
import Catalog
import Foundation
import JWS

/// Apple's App Store Server API over the simulated store: authenticates each request, routes it
/// to its endpoint and answers with Apple's JSON shapes and error codes.
///
/// It holds no store logic: every answer comes from the simulator's public API, and every signed
/// object is signed again as the answer is made (`signedDate` = simulated now).
public final class ServerAPI: Sendable {
  /// The app the store sells for.
  let catalog: Catalog
  /// The stores, one per serving thread.
  let pool: StorePool
  /// The token check.
  let authenticator: JWTAuthenticator
  /// Whether notifications are delivered to a URL (`serve --webhook`).
  let hasNotificationURL: Bool
  /// The public keys read from the registry, by their DER.
  private let publicKeys = PublicKeyCache()

  /// Items per page of history, refund history and notification history.
  static let pageSize = 20

  /// An API over the store in `directory` for `catalog`.
  public init(directory: URL, catalog: Catalog, hasNotificationURL: Bool = false) {
    self.catalog = catalog
    pool = StorePool(directory: directory, catalog: catalog)
    authenticator = JWTAuthenticator(bundleID: catalog.app.bundleID)
    self.hasNotificationURL = hasNotificationURL
  }

  /// The answer to `request`.
  public func handle(_ request: HTTPRequest) -> HTTPResponse {
    let store: AppStore
    do { store = try pool.store() } catch { return APIError.generalInternal.response }
    let accepted = authenticator.accepts(
      request.authorization, key: { (try? store.apiKey($0)) ?? nil }, publicKey: { publicKeys.key(for: $0) })
    guard accepted else { return Self.unauthorized }
    if let fault = faultAnswer(request, store: store) { return fault }
    do {
      return try route(request, store: store)
    } catch let error as APIError {
      return error.response
    } catch let error as StoreAPIError {
      return APIError(error).response
    } catch {
      return APIError.generalInternal.response
    }
  }

  /// 401 as Apple answers it: no JSON error object, nothing about what was wrong.
  static let unauthorized = HTTPResponse(status: 401, contentType: "text/plain", body: Array("Unauthenticated\n".utf8))

  /// 404 for a path the API does not have.
  static let notFound = HTTPResponse(status: 404, contentType: "text/plain", body: Array("Not Found\n".utf8))

  private func route(_ request: HTTPRequest, store: AppStore) throws -> HTTPResponse {
    let parts = request.path.split(separator: "/", omittingEmptySubsequences: false).map(String.init)
    guard parts.count >= 4, parts[0].isEmpty, parts[1] == "inApps" else { return Self.notFound }
    let version = parts[2]
    let rest = Array(parts[3...])
    switch (request.method, version, rest.count, rest.first) {
    case ("GET", "v1", 2, "transactions"):
      return try transactionInfo(rest[1], store: store)
    case ("GET", "v1", 3, "transactions") where rest[1] == "appTransactions":
      return try appTransactionInfo(rest[2], store: store)
    case ("POST", "v1", 3, "transactions") where rest[2] == "finish":
      return try finishTransaction(rest[1], store: store)
    case ("PUT", "v1", 3, "transactions") where rest[2] == "appAccountToken":
      return try setAppAccountToken(rest[1], body: request.body, store: store)
    case ("GET", "v1", 2, "history"), ("GET", "v2", 2, "history"):
      return try transactionHistory(rest[1], request: request, version: version, store: store)
    case ("GET", "v1", 2, "subscriptions") where rest[1] != "extend":
      return try subscriptionStatuses(rest[1], request: request, store: store)
    case ("PUT", "v1", 3, "subscriptions") where rest[1] == "extend" && rest[2] != "mass":
      return try extendRenewal(rest[2], body: request.body, store: store)
    case ("POST", "v1", 3, "subscriptions") where rest[1] == "extend" && rest[2] == "mass":
      return try massExtend(body: request.body, store: store)
    case ("GET", "v1", 5..., "subscriptions") where rest[1] == "extend" && rest[2] == "mass":
      // An identifier holding an escaped "/" is still the identifier (and not one Apple accepts).
      return try massExtensionStatus(
        productID: rest[3], requestIdentifier: rest[4...].joined(separator: "/"), store: store)
    case ("GET", "v1", 2, "lookup"):
      return try lookUpOrder(rest[1], store: store)
    case ("PUT", "v1", 3, "transactions") where rest[1] == "consumption",
      ("PUT", "v2", 3, "transactions") where rest[1] == "consumption":
      return try sendConsumption(rest[2], version: version, body: request.body, store: store)
    case ("POST", "v1", 2, "notifications") where rest[1] == "test":
      return try requestTestNotification(store: store)
    case ("GET", "v1", 3, "notifications") where rest[1] == "test":
      return try testNotificationStatus(rest[2], store: store)
    case ("GET", "v2", 3, "refund") where rest[1] == "lookup":
      return try refundHistory(rest[2], request: request, store: store)
    case ("GET", "v1", 3, "refund") where rest[1] == "lookup":
      return try refundLookupV1(rest[2], store: store)
    case ("POST", "v1", 2, "notifications") where rest[1] == "history":
      return try notificationHistory(request, store: store)
    default:
      return Self.notFound
    }
  }

  /// A JSON answer with status 200.
  static func ok(_ members: [String: JSONValue]) -> HTTPResponse {
    .json(200, JSONValue.object(members).jsonBytes)
  }

  /// The number of a transaction id in a path, or `error` when it is not one.
  static func transactionID(_ text: String, error: APIError = .invalidTransactionID) throws(APIError) -> Int64 {
    guard !text.isEmpty, text.utf8.allSatisfy({ (48...57).contains($0) }), let id = Int64(text), id > 0 else {
      throw error
    }
    return id
  }

  /// The customer who owns transaction `id`, or `error` (404) when the store has no such one.
  static func customer(of id: Int64, store: AppStore, error: APIError = .transactionNotFound) throws -> String {
    guard let account = try store.customer(ofTransaction: id) else { throw error }
    return account
  }

  /// A re-signer for an answer made now.
  static func resigner(_ store: AppStore) throws -> Resigner {
    Resigner(signer: try store.jwsSigner, now: try store.now())
  }

  /// The environment answers name (the store's: the one its signed payloads carry).
  var environment: String { catalog.settings.environment.rawValue }
}

/// Public keys made from the registry's DER, kept so each request does not parse one again.
final class PublicKeyCache: @unchecked Sendable {
  private let lock = NSLock()
  private var keys: [[UInt8]: P256PublicKey] = [:]

  /// The public key of `key`, nil when its DER is not a P-256 key.
  func key(for key: APIKey) -> P256PublicKey? {
    lock.lock()
    defer { lock.unlock() }
    if let known = keys[key.publicKeyDER] { return known }
    guard let made = try? P256PublicKey(derRepresentation: key.publicKeyDER) else { return nil }
    keys[key.publicKeyDER] = made
    return made
  }
}
