import AppStoreSimulator
import Catalog
import Foundation
import StoreWire

/// The store's wire and controls for devices on other machines (`--store http://HOST:PORT`):
/// `POST /storefront/v1/wire` with a `WireCall` in the wire's JSON form, answered with its
/// `WireReply`. Each request names its account by the account's wire token as a bearer token
/// (`storefront store account-token`); a missing or unknown one is 401. The update feed's long
/// poll (`WireCall.awaitUpdate`) is held without a thread until the account's feed moves or the
/// wait ends.
public final class WireAPI: Sendable {
  /// The one path the wire is served on, under the project's own prefix.
  public static let path = "/storefront/v1/wire"

  /// The stores, one per serving thread.
  let pool: StorePool
  /// One catch-up of the store per interval while devices wait, however many wait.
  let catchUps = CatchUpPace()

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

  /// The answer to `request`, at once or (a long poll of the feed) later.
  public func reply(_ request: HTTPRequest) -> HTTPReply {
    guard request.path == Self.path else { return .now(ServerAPI.notFound) }
    guard request.method == "POST" else { return .now(Self.methodNotAllowed) }
    let store: AppStore
    do { store = try pool.store() } catch { return .now(Self.storeUnavailable) }
    guard let token = Self.bearerToken(request.authorization),
      let account = try? store.account(holdingWireToken: token)
    else { return .now(ServerAPI.unauthorized) }
    let call: WireCall
    switch WireEnvelope<WireCall>.call(in: request.body) {
    case .success(let decoded): call = decoded
    case .failure(let error): return .now(.json(200, WireEnvelope.encoded(.failure(error))))
    }
    guard case .awaitUpdate(let after, let waitMilliseconds) = call else {
      let wire = SimulatedStoreWire(store: store)
      return .now(.json(200, WireEnvelope.encoded(call.answer(account: account, wire: wire, controls: wire))))
    }
    let wait = UpdateWait(account: account, after: after, waitMilliseconds: waitMilliseconds, pace: catchUps)
    return .later(
      HTTPWait(deadline: wait.deadline) { [pool] final in
        // The waits' own thread, with its own store from the pool.
        let reply: WireReply
        do {
          let wire = SimulatedStoreWire(store: try pool.store())
          guard let update = try wait.look(wire: wire, controls: wire, final: final) else { return nil }
          reply = .update(update)
        } catch let error as StoreWireError {
          reply = .failure(error)
        } catch {
          reply = .failure(.unavailable("the store cannot be opened"))
        }
        return .json(200, WireEnvelope.encoded(reply))
      })
  }

  private static let methodNotAllowed = HTTPResponse(
    status: 405, contentType: "text/plain", headers: [.init(name: "Allow", value: "POST")],
    body: Array("Method Not Allowed\n".utf8))

  private static let storeUnavailable = HTTPResponse.json(
    503, Array("{\"error\":\"the store cannot be opened\"}".utf8))

  /// The token of an `Authorization: Bearer TOKEN` header.
  static func bearerToken(_ header: String?) -> String? {
    guard let header, header.hasPrefix("Bearer ") else { return nil }
    let token = header.dropFirst("Bearer ".count).trimmingCharacters(in: .whitespaces)
    return token.isEmpty ? nil : token
  }
}
