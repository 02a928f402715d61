import AppStoreSimulator
import Catalog
import Foundation
import JWS

@testable import StoreServer

/// A store in a temporary directory on the shipped catalog, its App Store Server API, and a
/// bearer token of a key registered with it.
final class ServedStore {
  static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
    .deletingLastPathComponent()
  static let catalog: Catalog = try! CatalogReader.load(path: root.appendingPathComponent("catalog.json").path)

  let directory: URL
  let store: AppStore
  let api: ServerAPI
  /// `Bearer <JWT>` signed by a registered key, valid for five minutes.
  let authorization: String

  init() throws {
    directory = FileManager.default.temporaryDirectory.appendingPathComponent("store-server-\(UUID().uuidString)")
    store = try AppStore(directory: directory, catalog: Self.catalog)
    api = ServerAPI(directory: directory, catalog: Self.catalog)
    let key = P256PrivateKey()
    let issuer = UUID().uuidString.lowercased()
    let now = Int64(Date().timeIntervalSince1970)
    try store.registerAPIKey(
      APIKey(
        keyID: "TESTKEY001", issuerID: issuer, name: "test", publicKeyDER: key.publicKey.derRepresentation,
        createdAt: now * 1000))
    let header = #"{"alg":"ES256","kid":"TESTKEY001","typ":"JWT"}"#
    let claims =
      #"{"iss":"\#(issuer)","aud":"appstoreconnect-v1","bid":"\#(Self.catalog.app.bundleID)","exp":\#(now + 300)}"#
    let input = Base64URL.encode(Array(header.utf8)) + "." + Base64URL.encode(Array(claims.utf8))
    authorization = "Bearer " + input + "." + Base64URL.encode(key.sign(Array(input.utf8)))
  }

  deinit { try? FileManager.default.removeItem(at: directory) }

  /// The answer to `GET path`, with the token.
  func get(_ path: String) -> HTTPResponse {
    api.handle(HTTPRequest(method: "GET", path: path, authorization: authorization))
  }

  /// The `errorCode` of an error answer, if it has one.
  static func errorCode(_ response: HTTPResponse) -> Int? {
    let object = try? JSONSerialization.jsonObject(with: Data(response.body)) as? [String: Any]
    return object?["errorCode"] as? Int
  }
}
