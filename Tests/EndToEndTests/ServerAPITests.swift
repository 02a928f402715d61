import Foundation
import Testing

#if canImport(Glibc)
  import Glibc
#endif

extension EndToEnd {
  /// `storefront serve` driven by Apple's own Python `AppStoreServerAPIClient`, every signed
  /// object checked by Apple's `SignedDataVerifier` (scripts/server-api/drive.py).
  @Suite struct ServerAPI {
    /// The venv python of scripts/apple-verifier/setup.sh; missing is a failure, not a skip.
    static let python = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
      .deletingLastPathComponent().appendingPathComponent(".build/apple-verifier/venv/bin/python").path
    static let script = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
      .deletingLastPathComponent().appendingPathComponent("scripts/server-api/drive.py").path

    @Test func appleClientAgainstServe() throws {
      let (workspace, subscription) = try Self.subscribedWorkspace()
      defer { workspace.remove() }
      try #require(try workspace.storefront(["store", "advance", "2y"]).status == 0)
      let coins = try Self.transactionID(try workspace.storefront(["buy", "com.iaptutorial.coins", "--json"]).output)
      try #require(try workspace.storefront(["store", "refund", coins]).status == 0)
      let count = try workspace.storefront(["store", "transactions", "--json"]).output.split(separator: "\n").count
      let key = try workspace.storefront(["keys", "create", "--name", "e2e", "--json"])
      try #require(key.status == 0, "\(key.errorOutput)")
      let created = try #require(try JSONSerialization.jsonObject(with: key.stdout) as? [String: String])
      let mode = try FileManager.default.attributesOfItem(atPath: created["privateKeyPath"]!)[.posixPermissions] as? Int
      #expect(mode == 0o600)
      let root = try workspace.storefront(["certificate"])
      try root.stdout.write(to: URL(fileURLWithPath: workspace.file("root.pem")))

      let server = try ServeProcess(workspace: workspace)
      defer { server.stop() }
      let drive = try ProcessResult.run(
        Self.python,
        [
          Self.script, "--url", "http://127.0.0.1:\(server.port)", "--key", created["privateKeyPath"]!, "--key-id",
          created["keyId"]!, "--issuer-id", created["issuerId"]!, "--bundle-id", created["bundleId"]!, "--root",
          workspace.file("root.pem"), "--transaction", subscription, "--consumable", coins, "--refunded", coins,
          "--expect-history", String(count),
        ])
      #expect(drive.status == 0, "\(drive.output)\n\(drive.errorOutput)")
      #expect(drive.output.contains(" 0 failed"), "\(drive.output)")

      // A revoked key's tokens are refused from then on.
      #expect(try workspace.storefront(["keys", "revoke", created["keyId"]!]).status == 0)
      let listed = try workspace.storefront(["keys", "list", "--json"]).output
      #expect(listed.contains("\"active\":false"), "\(listed)")
      #expect(server.stop() == 0, "storefront serve exits 0 on SIGTERM")
    }

    /// The server-side flows (order lookup, extensions, consumption, test notifications to a
    /// loopback webhook, API faults) through Apple's client: scripts/server-api/flows.py, which
    /// starts `storefront serve` itself (with and without `--webhook`).
    @Test func appleClientServerSideFlows() throws {
      let (workspace, subscription) = try Self.subscribedWorkspace()
      defer { workspace.remove() }
      // Past the trial: only paid periods can be extended.
      try #require(try workspace.storefront(["store", "advance", "40d"]).status == 0)
      let coins = try workspace.storefront(["buy", "com.iaptutorial.coins", "--json"])
      let order = try #require(
        (try JSONSerialization.jsonObject(with: coins.stdout) as? [String: Any])?["orderId"] as? String,
        "\(coins.output)")
      let key = try workspace.storefront(["keys", "create", "--name", "flows", "--json"])
      try #require(key.status == 0, "\(key.errorOutput)")
      let created = try #require(try JSONSerialization.jsonObject(with: key.stdout) as? [String: String])
      let root = try workspace.storefront(["certificate"])
      try root.stdout.write(to: URL(fileURLWithPath: workspace.file("root.pem")))
      var environment = ProcessInfo.processInfo.environment
      for (name, value) in workspace.appEnvironment { environment[name] = value }
      let flows = try ProcessResult.run(
        Self.python,
        [
          Self.flowsScript, "--storefront", Workspace.binary.path, "--key", created["privateKeyPath"]!, "--key-id",
          created["keyId"]!, "--issuer-id", created["issuerId"]!, "--bundle-id", created["bundleId"]!, "--root",
          workspace.file("root.pem"), "--subscription", subscription, "--product", "com.example.pro.monthly",
          "--consumable", try Self.transactionID(coins.output), "--order", order,
        ], environment: environment)
      #expect(flows.status == 0, "\(flows.output)\n\(flows.errorOutput)")
      #expect(flows.output.contains(" 0 failed"), "\(flows.output)")
    }

    static let flowsScript = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
      .deletingLastPathComponent().appendingPathComponent("scripts/server-api/flows.py").path

    @Test func tlsIsRefusedWithAReason() throws {
      let workspace = try Workspace()
      defer { workspace.remove() }
      let result = try workspace.storefront(["serve", "--tls-cert", "cert.pem"])
      #expect(result.status == 64)
      #expect(result.errorOutput.contains("HTTPS is not supported"), "\(result.errorOutput)")
    }

    /// A workspace whose customer has just bought the monthly plan, and that purchase's
    /// transaction id, once the venv with Apple's client is known to be there (missing is a
    /// failure, not a skip).
    static func subscribedWorkspace() throws -> (Workspace, subscription: String) {
      try #require(
        FileManager.default.isExecutableFile(atPath: Self.python),
        "\(Self.python) is missing: run bash scripts/apple-verifier/setup.sh")
      let workspace = try Workspace()
      do {
        let bought = try workspace.storefront(["buy", "com.example.pro.monthly", "--json"])
        try #require(bought.status == 0, "\(bought.errorOutput)")
        return (workspace, try transactionID(bought.output))
      } catch {
        workspace.remove()
        throw error
      }
    }

    static func transactionID(_ json: String) throws -> String {
      let object = try JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String: Any]
      return try #require(object?["transactionId"] as? String, "\(json)")
    }
  }
}

/// A running `storefront serve --listen 127.0.0.1:0` of a workspace, stopped with SIGTERM.
final class ServeProcess {
  let process = Process()
  let port: Int
  private var status: Int32?

  /// Serves `workspace`'s store on `port` of 127.0.0.1 (0: any free one).
  init(workspace: Workspace, port: Int = 0) throws {
    process.executableURL = Workspace.binary
    process.arguments = ["serve", "--listen", "127.0.0.1:\(port)"]
    var environment = ProcessInfo.processInfo.environment
    for (key, value) in workspace.appEnvironment { environment[key] = value }
    process.environment = environment
    let output = Pipe()
    process.standardOutput = output
    try process.run()
    var line = Data()
    while !line.contains(UInt8(ascii: "\n")) {
      let chunk = output.fileHandleForReading.availableData
      if chunk.isEmpty { break }
      line.append(chunk)
    }
    let text = String(decoding: line, as: UTF8.self)
    guard let range = text.range(of: "http://127.0.0.1:"),
      let port = Int(text[range.upperBound...].prefix(while: \.isNumber))
    else {
      process.terminate()
      throw ServeError(message: "storefront serve did not say where it listens: \(text)")
    }
    self.port = port
  }

  /// Sends SIGTERM once and returns the exit status.
  @discardableResult
  func stop() -> Int32 {
    if let status { return status }
    if process.isRunning { kill(process.processIdentifier, SIGTERM) }
    process.waitUntilExit()
    status = process.terminationStatus
    return status!
  }

  struct ServeError: Error { var message: String }
}
