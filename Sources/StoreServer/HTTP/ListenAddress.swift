import Foundation

/// Where `storefront serve` listens: an IPv4 or IPv6 literal (or `localhost`) and a port.
public struct ListenAddress: Sendable, Equatable, CustomStringConvertible {
  /// The host as given (`127.0.0.1`, `::1`, `0.0.0.0`...).
  public var host: String
  /// The port (0: any free port, chosen by the system).
  public var port: UInt16

  /// The default: loopback only, port 8080.
  public static let loopback = ListenAddress(host: "127.0.0.1", port: 8080)

  /// A listen address.
  public init(host: String, port: UInt16) {
    self.host = host
    self.port = port
  }

  /// Reads `HOST:PORT` (`[V6]:PORT` for IPv6), or returns why it cannot.
  public static func parse(_ text: String) -> Result<ListenAddress, ServeUsageError> {
    let host: String
    let portText: Substring
    if text.hasPrefix("["), let close = text.firstIndex(of: "]") {
      host = String(text[text.index(after: text.startIndex)..<close])
      let rest = text[text.index(after: close)...]
      guard rest.hasPrefix(":") else { return .failure(ServeUsageError("--listen \"\(text)\" needs [HOST]:PORT")) }
      portText = rest.dropFirst()
    } else {
      guard let colon = text.lastIndex(of: ":") else {
        return .failure(ServeUsageError("--listen \"\(text)\" needs HOST:PORT, e.g. 127.0.0.1:8080"))
      }
      host = String(text[..<colon])
      portText = text[text.index(after: colon)...]
    }
    guard let port = UInt16(portText), !portText.isEmpty, portText.allSatisfy(\.isASCII) else {
      return .failure(ServeUsageError("--listen \"\(text)\": the port must be a number from 0 to 65535"))
    }
    let address = ListenAddress(host: host == "localhost" ? "127.0.0.1" : host, port: port)
    guard address.socketAddress() != nil else {
      return .failure(ServeUsageError("--listen \"\(text)\": \"\(host)\" is not an IPv4 or IPv6 address"))
    }
    return .success(address)
  }

  /// Whether only this machine can connect (127.0.0.0/8 or ::1).
  public var isLoopback: Bool { host.hasPrefix("127.") || host == "::1" }

  /// `HOST:PORT`, IPv6 in brackets.
  public var description: String { host.contains(":") ? "[\(host)]:\(port)" : "\(host):\(port)" }

  /// The socket address bytes (`sockaddr_in` or `sockaddr_in6`), or nil for a host that is not
  /// a numeric address.
  func socketAddress() -> [UInt8]? {
    var v4 = sockaddr_in()
    if inet_pton(AF_INET, host, &v4.sin_addr) == 1 {
      v4.sin_family = sa_family_t(AF_INET)
      v4.sin_port = port.bigEndian
      return withUnsafeBytes(of: &v4) { Array($0) }
    }
    var v6 = sockaddr_in6()
    if inet_pton(AF_INET6, host, &v6.sin6_addr) == 1 {
      v6.sin6_family = sa_family_t(AF_INET6)
      v6.sin6_port = port.bigEndian
      return withUnsafeBytes(of: &v6) { Array($0) }
    }
    return nil
  }
}
