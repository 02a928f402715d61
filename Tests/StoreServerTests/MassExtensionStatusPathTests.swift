import AppStoreSimulator
import Foundation
import Testing

@testable import StoreServer

/// Issue 14: Get Status of Subscription Renewal Date Extensions answers 400 `4000011` for a request
/// identifier in its path that no request can have (an escaped NUL, a byte that is not UTF-8, an
/// escaped "/", none at all, over 128 bytes), over HTTP too, instead of looking up what was left
/// of it or answering a plain 404; a well-formed identifier is looked up as before.
struct MassExtensionStatusPathTests {
  static let prefix = "/inApps/v1/subscriptions/extend/mass/com.example.pro.monthly/"

  @Test(arguments: ["ab\0cd", "\0", "ab\u{FFFD}cd", String(repeating: "a", count: 129), "", "a/b", "a\u{7F}"])
  func anIdentifierNoRequestCanHaveIs400(identifier: String) throws {
    let served = try ServedStore()
    let answer = served.get(Self.prefix + identifier)
    #expect(answer.status == 400 && answer.contentType == "application/json")
    #expect(ServedStore.errorCode(answer) == 4_000_011)
  }

  @Test func aWellFormedIdentifierIsLookedUp() throws {
    let served = try ServedStore()
    for unknown in [UUID().uuidString.lowercased(), String(repeating: "a", count: 128), "ü-request"] {
      let answer = served.get(Self.prefix + unknown)
      #expect(answer.status == 404 && ServedStore.errorCode(answer) == 4_040_009, "\(unknown)")
    }
    try served.store.massExtend(
      productID: "com.example.pro.monthly", days: 3, reason: 0,
      requestIdentifier: "d6c0b2a4-0f0e-4a53-9b7b-1d2e3f4a5b6c")
    let known = served.get(Self.prefix + "d6c0b2a4-0f0e-4a53-9b7b-1d2e3f4a5b6c")
    #expect(known.status == 200)
    #expect(String(decoding: known.body, as: UTF8.self).contains(#""complete":false"#))
    // A product that is no auto-renewable subscription: 4000023, whatever the identifier.
    let coins = served.get("/inApps/v1/subscriptions/extend/mass/com.iaptutorial.coins/x")
    #expect(coins.status == 400 && ServedStore.errorCode(coins) == 4_000_023)
  }

  /// The escapes reach the endpoint undone but whole: "%00" used to cut the path short (its
  /// rest looked up as another identifier, 404 `4040009`), "%2F" to miss the route (plain 404).
  @Test(arguments: ["ab%00cd", "%00", "ab%FFcd", "%FF", "a%2Fb", String(repeating: "a", count: 129)])
  func overHTTPTooTheAnswerIs400(identifier: String) throws {
    let served = try ServedStore()
    let server = HTTPServer(handler: served.api.handle)
    let port = try server.start(ListenAddress(host: "127.0.0.1", port: 0))
    defer { server.stop(graceSeconds: 1) }
    let answer = try #require(
      RawHTTP.exchange(
        "GET \(Self.prefix)\(identifier) HTTP/1.1\r\nHost: x\r\nAuthorization: \(served.authorization)\r\n"
          + "Connection: close\r\n\r\n", port: port))
    #expect(answer.status == 400, "\(answer.body)")
    #expect(answer.body.contains(#""errorCode":4000011"#), "\(answer.body)")
  }
}
