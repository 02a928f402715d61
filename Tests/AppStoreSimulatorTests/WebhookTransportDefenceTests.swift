import AppStoreSimulator
import Foundation
import HTTPTestServer
import Testing

/// The libcurl transport against servers that misbehave: every attempt ends within its deadline
/// whatever the server does, headers are capped, redirects are bounded, and each way of failing
/// gets the App Store's `sendAttemptResult`.
struct WebhookTransportDefenceTests {
  let body = Array(#"{"signedPayload":"a.b.c"}"#.utf8)

  /// Posts once to `server` with a `timeout`-second deadline; the response and the seconds it took.
  func post(_ server: MisbehavingHTTPServer, path: String = "/hook", timeout: Double = 5) throws -> (
    WebhookResponse, Double
  ) {
    let transport = try #require(HTTPWebhookTransport(url: server.url(path), timeout: timeout))
    let start = Date()
    let response = transport.post(body)
    return (response, Date().timeIntervalSince(start))
  }

  @Test func aServerThatAnswersAByteAtATimeIsCutOffAtTheDeadline() throws {
    // Each byte comes well inside any per-read timeout; only an overall deadline ends this.
    let server = try MisbehavingHTTPServer([
      .trickle(prefix: "HTTP/1.1 200 ", byte: UInt8(ascii: "x"), intervalMilliseconds: 300, forMilliseconds: 20_000)
    ])
    defer { server.stop() }
    let (response, seconds) = try post(server, timeout: 2)
    #expect(response.result == .timedOut, "\(response)")
    #expect(seconds < 6, "the attempt took \(seconds) s with a 2 s deadline")
  }

  @Test func aHugeReasonPhraseIsRefusedWithoutReadingItAll() throws {
    let server = try MisbehavingHTTPServer([
      .flood(prefix: "HTTP/1.1 200 ", byte: UInt8(ascii: "x"), count: 50_000_000, suffix: "\r\n\r\n")
    ])
    defer { server.stop() }
    let (response, _) = try post(server, timeout: 10)
    #expect(!response.isSuccess)
    #expect(response == .failure(.invalidResponse, "a header line of the answer is over libcurl's limit"))
    usleep(200_000)
    #expect(server.bytesSent < 8_000_000, "the client read \(server.bytesSent) bytes of headers")
  }

  @Test func headersOverTheLimitAreAnInvalidResponse() throws {
    let line = "X-Padding: " + String(repeating: "p", count: 1000) + "\r\n"
    let server = try MisbehavingHTTPServer([
      .raw("HTTP/1.1 200 OK\r\n" + String(repeating: line, count: 40) + "Content-Length: 0\r\n\r\n")
    ])
    defer { server.stop() }
    let (response, _) = try post(server)
    #expect(response.result == .invalidResponse, "\(response)")
    if case .failure(_, let message) = response { #expect(message.contains("32 KiB"), "\(message)") }
  }

  @Test func aRedirectIsFollowedAsAPostAndALoopIsACircularRedirect() throws {
    let moved = try MisbehavingHTTPServer([
      .raw("HTTP/1.1 307 Temporary Redirect\r\nLocation: /moved\r\nContent-Length: 0\r\n\r\n")
    ])
    defer { moved.stop() }
    #expect(try post(moved).0 == .status(200))
    #expect(moved.paths == ["/hook", "/moved"])

    let loop = try MisbehavingHTTPServer(
      [], then: .raw("HTTP/1.1 308 Permanent Redirect\r\nLocation: /hook\r\nContent-Length: 0\r\n\r\n"))
    defer { loop.stop() }
    #expect(try post(loop).0.result == .circularRedirect)
    #expect(loop.paths.count == HTTPWebhookTransport.redirectLimit + 1)
  }

  @Test func eachWayOfFailingHasItsSendAttemptResult() throws {
    let server = try MisbehavingHTTPServer([
      .close,
      .raw("HTTP/1.1 200 OK\r\nContent-Length: 100\r\n\r\nshort"),
      .raw("hello, this is not HTTP\r\n\r\n"),
      .status(500),
      .status(206),
      .status(207),
    ])
    defer { server.stop() }
    #expect(try post(server).0.result == .noResponse)
    #expect(try post(server).0.result == .prematureClose)
    #expect(try post(server).0.result == .invalidResponse)
    let refused = try post(server).0
    #expect(refused == .status(500) && refused.result == .unsuccessfulHTTPResponseCode)
    #expect(try post(server).0.result == .success)
    #expect(try post(server).0.result == .unsuccessfulHTTPResponseCode)  // Apple counts 200–206 only
    server.stop()
    #expect(try post(server).0.result == .socketIssue)
  }

  @Test func aSlowServerWithinTheDeadlineIsWaitedFor() throws {
    let server = try MisbehavingHTTPServer([
      .trickle(
        prefix: "HTTP/1.1 204 No Content\r\n\r\n", byte: UInt8(ascii: "\n"), intervalMilliseconds: 100,
        forMilliseconds: 0)
    ])
    defer { server.stop() }
    #expect(try post(server).0 == .status(204))
  }

  @Test func theDeadlineIsWhatTheTransportPromisesItsDeliverer() throws {
    let transport = try #require(HTTPWebhookTransport(url: "http://127.0.0.1:9/hook"))
    #expect(transport.deadlineMilliseconds == 30_000)
    #expect(
      try #require(HTTPWebhookTransport(url: "http://127.0.0.1:9/hook", timeout: 2.5)).deadlineMilliseconds == 2500)
  }
}
