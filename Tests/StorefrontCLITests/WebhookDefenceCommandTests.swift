import Foundation
import HTTPTestServer
import Testing

/// `storefront notifications --webhook URL` against servers that stall it or deliverers that die:
/// every run ends, and a killed deliverer does not hold its URL.
struct WebhookDefenceCommandTests {
  typealias P = StorefrontProcess

  let directory: URL

  init() throws {
    directory = try P.temporaryDirectory()
  }

  var storeOptions: [String] {
    ["--catalog", P.root.appendingPathComponent("catalog.json").path, "--data", directory.path]
  }

  func run(_ arguments: [String], environment: [String: String] = [:]) throws -> P.Output {
    try P.run(arguments + storeOptions, in: directory, environment: environment)
  }

  @Test func aServerThatAnswersAByteAtATimeDoesNotKeepTheRunGoing() throws {
    let server = try MisbehavingHTTPServer(
      [],
      then: .trickle(
        prefix: "HTTP/1.1 200 ", byte: UInt8(ascii: "x"), intervalMilliseconds: 300,
        forMilliseconds: 30_000))
    defer { server.stop() }
    #expect(try run(["store", "purchase", "com.iaptutorial.coins"]).status == 0)
    let start = Date()
    let result = try run(["notifications", "--webhook", server.url(), "--retries", "0", "--timeout", "2"])
    #expect(Date().timeIntervalSince(start) < 15)
    #expect(result.status == 75)
    #expect(result.stdout.hasPrefix("#1  ONE_TIME_CHARGE  → failed: "), "\(result.stdout)")
    #expect(result.stdout.contains("(TIMED_OUT)"), "\(result.stdout)")
    let records = try run(["notifications", "--deliveries", "--json"]).stdout.split(separator: "\n").map {
      try JSONSerialization.jsonObject(with: Data($0.utf8)) as! [String: Any]
    }
    #expect(records.map { $0["sendAttemptResult"] as? String } == ["TIMED_OUT"])
  }

  @Test func aKilledDelivererDoesNotHoldItsURL() throws {
    let server = try MisbehavingHTTPServer([.hang(milliseconds: 20_000)], then: .status(200))
    defer { server.stop() }
    #expect(try run(["store", "purchase", "com.iaptutorial.coins"]).status == 0)
    let deliverer = Process()
    deliverer.executableURL = P.binary
    deliverer.arguments = ["notifications", "--webhook", server.url()] + storeOptions
    deliverer.standardOutput = FileHandle.nullDevice
    deliverer.standardError = FileHandle.nullDevice
    try deliverer.run()
    // It holds the URL once the server has its request.
    let deadline = Date().addingTimeInterval(20)
    while server.paths.isEmpty && Date() < deadline { usleep(50_000) }
    #expect(server.paths.count == 1)
    kill(deliverer.processIdentifier, SIGKILL)
    deliverer.waitUntilExit()

    let next = try run(["notifications", "--webhook", server.url()])
    #expect(next.status == 0, "\(next.stderr)")
    #expect(next.stdout.hasSuffix("delivered 1 to \(server.url())\n"))
  }

  @Test func anotherSpellingOfTheURLGetsNothingAgain() throws {
    let server = try HTTPTestServer()
    defer { server.stop() }
    #expect(try run(["store", "purchase", "com.iaptutorial.coins"]).status == 0)
    #expect(try run(["notifications", "--webhook", server.url("/hook")]).status == 0)
    for spelling in ["/hook/", "//hook", "/hook#frag"] {
      let again = try run(["notifications", "--webhook", "HTTP://127.0.0.1:\(server.port)\(spelling)"])
      #expect(again.stdout.hasPrefix("nothing to deliver to "), "\(spelling): \(again.stdout)")
    }
    #expect(server.requests.count == 1)
  }

  @Test func theProxyComesFromTheEnvironment() throws {
    let proxy = try HTTPTestServer()
    defer { proxy.stop() }
    #expect(try run(["store", "purchase", "com.iaptutorial.coins"]).status == 0)
    let result = try run(
      ["notifications", "--webhook", "http://webhook.example.invalid/hook"],
      environment: ["http_proxy": "http://127.0.0.1:\(proxy.port)", "no_proxy": ""])
    #expect(result.status == 0, "\(result.stderr)")
    // A proxy is sent the absolute URL.
    #expect(proxy.requests.map(\.path) == ["http://webhook.example.invalid/hook"])
  }

  @Test func badTimeoutsAreUsageErrors() throws {
    let bad = try run(["notifications", "--webhook", "http://127.0.0.1:9/x", "--timeout", "0"])
    #expect(bad.status == 64)
    #expect(bad.stderr.contains("--timeout needs seconds from 0.1 to 300, not '0'"))
    let alone = try run(["notifications", "--timeout", "5"])
    #expect(alone.status == 64)
    #expect(alone.stderr.contains("--timeout is for delivering to a webhook: give --webhook URL too"))
  }
}
