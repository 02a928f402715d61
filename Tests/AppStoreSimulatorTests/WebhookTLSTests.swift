import AppStoreSimulator
import Foundation
import Testing

/// The webhook transport over https: the server's certificate must be trusted and name the host.
/// A local TLS server with a fresh self-signed certificate for "localhost" (made by the Python of
/// the apple-verifier venv, which .ci/run installs).
@Suite(.serialized) struct WebhookTLSTests {
  @Test func anUntrustedCertificateFailsAndATrustedOneIsAccepted() throws {
    try #require(
      FileManager.default.isExecutableFile(atPath: AppleLibrary.python),
      "the apple-verifier venv is missing at \(AppleLibrary.python): run scripts/apple-verifier/setup.sh")
    let directory = FileManager.default.temporaryDirectory.appendingPathComponent("tls-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: directory) }
    let certificate = directory.appendingPathComponent("localhost.pem")
    let server = Process()
    server.executableURL = URL(fileURLWithPath: AppleLibrary.python)
    server.arguments = [
      AppleLibrary.root.appendingPathComponent("scripts/apple-verifier/tls_server.py").path, certificate.path,
    ]
    let output = Pipe()
    server.standardOutput = output
    try server.run()
    defer {
      // SIGKILL: children spawned from test threads inherit a blocked SIGTERM.
      kill(server.processIdentifier, SIGKILL)
      server.waitUntilExit()
    }
    var line = Data()
    while !line.contains(UInt8(ascii: "\n")) {
      let chunk = output.fileHandleForReading.availableData
      try #require(!chunk.isEmpty, "the TLS test server did not start")
      line += chunk
    }
    let port = try #require(Int(String(decoding: line, as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines)))
    let transport = try #require(
      HTTPWebhookTransport(url: "https://localhost:\(port)/hook", timeout: 5, certificateAuthorities: nil))

    guard case .failure(let result, let message) = transport.post(Array("{}".utf8)) else {
      Issue.record("a self-signed certificate must not be trusted")
      return
    }
    #expect(result == .tlsIssue, "\(message)")

    // The explicit, test-only trust: this server's certificate as the only authority.
    let trusting = try #require(
      HTTPWebhookTransport(url: "https://localhost:\(port)/hook", timeout: 5, certificateAuthorities: certificate.path))
    #expect(trusting.post(Array(#"{"signedPayload":"a.b.c"}"#.utf8)) == .status(204))

    let wrongName = try #require(
      HTTPWebhookTransport(url: "https://127.0.0.1:\(port)/hook", timeout: 5, certificateAuthorities: certificate.path))
    guard case .failure(let mismatch, let detail) = wrongName.post(Array("{}".utf8)) else {
      Issue.record("a certificate for localhost must not be accepted for 127.0.0.1")
      return
    }
    #expect(mismatch == .tlsIssue, "\(detail)")
  }
}
