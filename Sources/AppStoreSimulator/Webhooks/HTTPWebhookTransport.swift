internal import CTLS
public import Foundation

#if canImport(Glibc)
  import Glibc
#endif

/// Delivers webhook bodies with one HTTP/1.1 POST per attempt, over TCP, or TLS for https (OpenSSL,
/// the system's trusted roots, the host name checked against the certificate).
///
/// Written on sockets rather than `URLSession` so the app does not load FoundationNetworking and
/// the two dozen libraries behind it (curl, GnuTLS, Kerberos, LDAP…) at every start.
public struct HTTPWebhookTransport: WebhookTransport {
  /// The developer's endpoint.
  public let url: URL
  /// How long connecting, sending or waiting for the answer may each take before the attempt fails.
  public let timeout: TimeInterval
  private let endpoint: HTTPEndpoint

  /// A transport to `url`, or nil when `url` is not an absolute http(s) URL with a host.
  public init?(url text: String, timeout: TimeInterval = 10) {
    guard let url = URL(string: text), let endpoint = HTTPEndpoint(url) else { return nil }
    self.url = url
    self.timeout = timeout
    self.endpoint = endpoint
  }

  public func post(_ body: [UInt8]) -> WebhookResponse {
    let milliseconds = Int32(clamping: Int(timeout * 1000))
    let connection: HTTPConnection
    do {
      connection = try HTTPConnection.open(endpoint, timeoutMilliseconds: milliseconds)
    } catch {
      return .failure(error.message)
    }
    defer { connection.close() }
    do {
      try connection.write(endpoint.request(body: body))
      return .status(try connection.readStatus())
    } catch {
      return .failure(error.message)
    }
  }
}

/// Where a webhook goes: scheme, host, port and the request target.
struct HTTPEndpoint: Sendable {
  let secure: Bool
  let host: String
  let port: UInt16
  /// The path and query as sent ("/hook?x=1").
  let target: String

  init?(_ url: URL) {
    guard let components = URLComponents(url: url, resolvingAgainstBaseURL: false),
      let scheme = components.scheme?.lowercased(), scheme == "http" || scheme == "https",
      let host = components.host, !host.isEmpty
    else { return nil }
    secure = scheme == "https"
    self.host = host.hasPrefix("[") && host.hasSuffix("]") ? String(host.dropFirst().dropLast()) : host
    guard let port = UInt16(exactly: components.port ?? (secure ? 443 : 80)) else { return nil }
    self.port = port
    let path = components.percentEncodedPath.isEmpty ? "/" : components.percentEncodedPath
    target = path + (components.percentEncodedQuery.map { "?" + $0 } ?? "")
  }

  /// The request bytes for `body`.
  func request(body: [UInt8]) -> [UInt8] {
    let defaultPort: UInt16 = secure ? 443 : 80
    let hostHeader = (host.contains(":") ? "[\(host)]" : host) + (port == defaultPort ? "" : ":\(port)")
    let head =
      "POST \(target) HTTP/1.1\r\nHost: \(hostHeader)\r\nContent-Type: application/json\r\n"
      + "User-Agent: storefront (simulated App Store)\r\nContent-Length: \(body.count)\r\nConnection: close\r\n\r\n"
    return Array(head.utf8) + body
  }
}

/// A failed connection or exchange, in one line.
struct HTTPTransportError: Error {
  let message: String
}
