import Foundation
import HTTPTestServer
import Testing

/// `storefront notifications --webhook URL` and `--deliveries` against a local HTTP server.
struct WebhookCommandTests {
  typealias P = StorefrontProcess

  let directory: URL

  init() throws {
    directory = try P.temporaryDirectory()
  }

  func run(_ arguments: [String]) throws -> P.Output {
    try P.run(
      arguments + ["--catalog", P.root.appendingPathComponent("catalog.json").path, "--data", directory.path],
      in: directory)
  }

  @Test func deliversRetriesLaterAndNeverRepeats() throws {
    let server = try HTTPTestServer(statuses: [200, 500])
    defer { server.stop() }
    #expect(try run(["store", "purchase", "com.iaptutorial.coins"]).status == 0)
    #expect(try run(["store", "purchase", "com.iaptutorial.premium"]).status == 0)
    let url = server.url()

    let first = try run(["notifications", "--webhook", url, "--retries", "0"])
    #expect(first.status == 75)
    #expect(first.stdout.hasPrefix("#1  ONE_TIME_CHARGE  → HTTP 200 delivered  ("))
    #expect(first.stdout.contains("#2  ONE_TIME_CHARGE  → HTTP 500 refused  ("))
    #expect(
      first.stderr == "storefront: \(url): notification #2 was not accepted after 1 attempt; run again to retry "
        + "(delivered 1)\n")

    let second = try run(["notifications", "--webhook", url])
    #expect(second.status == 0)
    #expect(second.stdout.hasSuffix("delivered 1 to \(url)\n"))
    let third = try run(["notifications", "--webhook", url])
    #expect(third.stdout == "nothing to deliver to \(url)\n")

    let bodies = try server.requests.map { request in
      try JSONSerialization.jsonObject(with: Data(request.body)) as! [String: String]
    }
    #expect(bodies.count == 3)
    #expect(bodies.allSatisfy { $0.keys.sorted() == ["signedPayload"] })
    #expect(bodies[1] == bodies[2])
    #expect(bodies[0] != bodies[1])

    let deliveries = try run(["notifications", "--deliveries", "--json"])
    let records = try deliveries.stdout.split(separator: "\n").map { line in
      try JSONSerialization.jsonObject(with: Data(line.utf8)) as! [String: Any]
    }
    #expect(records.map { $0["sequence"] as? Int } == [1, 2, 2])
    #expect(records.map { $0["attempt"] as? Int } == [1, 1, 2])
    #expect(records.map { $0["httpStatus"] as? Int } == [200, 500, 200])
    #expect(records.map { $0["delivered"] as? Bool } == [true, false, true])
  }

  @Test func badWebhookArgumentsAreUsageErrors() throws {
    let scheme = try run(["notifications", "--webhook", "ftp://example.com/x"])
    #expect(scheme.status == 64)
    #expect(scheme.stderr.contains("--webhook needs an http:// or https:// URL with a host, not 'ftp://example.com/x'"))
    let retries = try run(["notifications", "--webhook", "http://127.0.0.1:9/x", "--retries", "lots"])
    #expect(retries.status == 64)
    #expect(retries.stderr.contains("--retries needs a number from 0 to 100, not 'lots'"))
  }

  @Test func anUnreachableServerIsATemporaryFailure() throws {
    let server = try HTTPTestServer()
    let url = server.url()
    server.stop()
    #expect(try run(["store", "purchase", "com.iaptutorial.coins"]).status == 0)
    let result = try run(["notifications", "--webhook", url, "--retries", "0"])
    #expect(result.status == 75)
    #expect(result.stdout.hasPrefix("#1  ONE_TIME_CHARGE  → failed: "))
    let deliveries = try run(["notifications", "--deliveries"])
    #expect(deliveries.stdout.contains("#1  ONE_TIME_CHARGE  \(url)  attempt 1  failed: "))
  }

  @Test func followDeliversNotificationsAsTheyHappen() throws {
    let server = try HTTPTestServer()
    defer { server.stop() }
    let follower = Process()
    follower.executableURL = P.binary
    follower.arguments = [
      "notifications", "--webhook", server.url(), "--follow", "--catalog",
      P.root.appendingPathComponent("catalog.json").path, "--data", directory.path,
    ]
    follower.standardError = FileHandle.nullDevice
    let output = Pipe()
    follower.standardOutput = output
    try follower.run()
    defer {
      if follower.isRunning { kill(follower.processIdentifier, SIGKILL) }
      follower.waitUntilExit()
    }
    #expect(try run(["store", "purchase", "com.iaptutorial.coins"]).status == 0)
    #expect(try run(["store", "purchase", "com.iaptutorial.premium"]).status == 0)
    // The follower polls twice a second; give it up to 20 s on a loaded machine.
    let deadline = Date().addingTimeInterval(20)
    while server.requests.count < 2 && Date() < deadline { usleep(50_000) }
    #expect(server.requests.count == 2)
    #expect(follower.isRunning)
    let deliveries = try run(["notifications", "--deliveries", "--json"])
    #expect(deliveries.stdout.split(separator: "\n").count == 2)
    // SIGTERM stops it cleanly (exit 0), after what it printed line by line.
    follower.terminate()
    follower.waitUntilExit()
    #expect(follower.terminationReason == .exit && follower.terminationStatus == 0)
    let printed = String(decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
    #expect(printed.split(separator: "\n").count == 2)
    #expect(printed.hasPrefix("#1  ONE_TIME_CHARGE  → HTTP 200 delivered"))
    // Its claim on the URL is released: another deliverer may start at once.
    #expect(try run(["store", "purchase", "com.iaptutorial.coins"]).status == 0)
    let next = try run(["notifications", "--webhook", server.url()])
    #expect(next.status == 0)
    #expect(next.stdout.hasSuffix("delivered 1 to \(server.url())\n"))
  }
}
