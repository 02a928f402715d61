import Foundation
import Testing

@testable import StoreServer

/// The server undoes percent escapes itself, keeping what the HTTP library's C strings would lose.
struct PercentDecodingTests {
  @Test func escapesAreUndoneByteForByte() {
    #expect(PercentDecoding.decode(Array("a%20b%2Fc%41%e2%82%ac".utf8)) == "a b/cA€")
    #expect(PercentDecoding.decode(Array("ab%00cd".utf8)) == "ab\0cd")
    #expect(PercentDecoding.decode(Array("%FF".utf8)) == "\u{FFFD}")
    // Not an escape: kept as sent.
    #expect(PercentDecoding.decode(Array("100%".utf8)) == "100%")
    #expect(PercentDecoding.decode(Array("%G1%4".utf8)) == "%G1%4")
    #expect(PercentDecoding.decode(Array("a+b".utf8)) == "a+b")
  }

  /// What a handler is given for a path and a query with escapes, through GNU libmicrohttpd.
  @Test func theServerHandsOverThePathAndQueryWhole() throws {
    let seen = Seen()
    let server = HTTPServer { request in
      seen.set(request.path, request.query.map { "\($0.name)=\($0.value)" })
      return HTTPResponse(status: 204)
    }
    let port = try server.start(ListenAddress(host: "127.0.0.1", port: 0))
    defer { server.stop(graceSeconds: 1) }
    let answer = RawHTTP.exchange(
      "GET /a%00b/%FF/c%2Fd?x=1%002&y=a+b%2Bc&%7A=%zz HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n", port: port)
    #expect(answer?.status == 204)
    let (path, query) = seen.value
    #expect(path == "/a\0b/\u{FFFD}/c/d")
    #expect(query == ["x=1\u{0}2", "y=a b+c", "z=%zz"])
  }
}

/// What the handler saw, read by the test thread.
final class Seen: @unchecked Sendable {
  private let lock = NSLock()
  private var path = ""
  private var query: [String] = []

  func set(_ path: String, _ query: [String]) {
    lock.lock()
    defer { lock.unlock() }
    self.path = path
    self.query = query
  }

  var value: (String, [String]) {
    lock.lock()
    defer { lock.unlock() }
    return (path, query)
  }
}
