import AppStoreSimulator
import Catalog
import Foundation
import StoreWire

/// The store's wire and controls for devices on other machines (`--store http://HOST:PORT`):
/// `POST /storefront/v1/wire` with a `WireCall` in the wire's JSON form, answered with its
/// `WireReply`. Each request names its account by the account's wire token as a bearer token
/// (`storefront store account-token`); a missing or unknown one is 401.
public final class WireAPI: Sendable {
  /// The one path the wire is served on, under the project's own prefix.
  public static let path = "/storefront/v1/wire"

  /// The stores, one per serving thread.
  let pool: StorePool

  /// The wire of the store in `directory` selling `catalog`.
  public convenience init(directory: URL, catalog: Catalog) {
    self.init(pool: StorePool(directory: directory, catalog: catalog))
  }

  /// The wire of the stores `pool` opens (the App Store Server API's own, when both are served).
  init(pool: StorePool) {
    self.pool = pool
  }

  /// Whether `request` is for the wire (the project's own prefix) rather than Apple's API.
  public static func serves(_ request: HTTPRequest) -> Bool {
    request.path.hasPrefix("/storefront/")
  }

  /// The answer to `request`.
  public func handle(_ request: HTTPRequest) -> HTTPResponse {
    guard request.path == Self.path else { return ServerAPI.notFound }
    guard request.method == "POST" else {
      return HTTPResponse(
        status: 405, contentType: "text/plain", headers: [.init(name: "Allow", value: "POST")],
        body: Array("Method Not Allowed\n".utf8))
    }
    let store: AppStore
    do { store = try pool.store() } catch {
      return .json(503, Array("{\"error\":\"the store cannot be opened\"}".utf8))
    }
    guard let token = Self.bearerToken(request.authorization),
      let account = try? store.account(holdingWireToken: token)
    else { return ServerAPI.unauthorized }
    let wire = SimulatedStoreWire(store: store)
    return .json(200, WireEnvelope<WireReply>.answer(request.body, account: account, wire: wire, controls: wire))
  }

  /// The token of an `Authorization: Bearer TOKEN` header.
  static func bearerToken(_ header: String?) -> String? {
    guard let header, header.hasPrefix("Bearer ") else { return nil }
    let token = header.dropFirst("Bearer ".count).trimmingCharacters(in: .whitespaces)
    return token.isEmpty ? nil : token
  }
}
