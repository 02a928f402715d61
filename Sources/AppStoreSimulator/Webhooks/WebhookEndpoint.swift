import FoundationEssentials

/// A webhook URL reduced to the endpoint it names, the key under which the ledger records what
/// was delivered there (so "never sent twice to that URL" holds however the URL is spelled).
///
/// Two URLs are the same endpoint when they differ only in:
/// - the case of the scheme or host (`HTTP://LOCALHOST`), or an IPv6 address's case;
/// - a default port written out (`:80` for http, `:443` for https);
/// - user information (`user:password@`), which names no other endpoint;
/// - the fragment (`#frag`, which is never sent);
/// - the path's spelling per RFC 3986 §6.2.2: percent-encoded unreserved characters (`%7E` and
///   `~`), the case of percent-encoding hex digits (`%2f` and `%2F`), dot segments (`/a/../hook`);
/// - and, beyond RFC 3986, as web servers route them: repeated slashes (`//hook`), a trailing
///   slash (`/hook/`) and an empty path or query (`http://h` is `http://h/`, `/hook?` is `/hook`).
///
/// The scheme (http and https are different servers), host, other ports, the path's letters
/// (paths are case-sensitive) and the query (percent-encoding case aside) keep endpoints apart.
public struct WebhookEndpoint: Sendable, Hashable, CustomStringConvertible {
  /// `http` or `https`.
  public let scheme: String
  /// The host, lowercased; an IPv6 address in brackets.
  public let host: String
  /// The port, nil for the scheme's default.
  public let port: Int?
  /// The normalized path, starting with "/".
  public let path: String
  /// The query without "?", nil when there is none (or it is empty).
  public let query: String?

  /// The endpoint `text` names, or nil when it is not an absolute http(s) URL with a host and a
  /// valid port.
  public init?(_ text: String) {
    guard let components = URLComponents(string: text), let rawScheme = components.scheme?.lowercased(),
      rawScheme == "http" || rawScheme == "https", let rawHost = components.percentEncodedHost, !rawHost.isEmpty
    else { return nil }
    scheme = rawScheme
    let bare = rawHost.hasPrefix("[") && rawHost.hasSuffix("]") ? String(rawHost.dropFirst().dropLast()) : rawHost
    host = bare.contains(":") ? "[\(bare.lowercased())]" : bare.lowercased()
    let defaultPort = rawScheme == "https" ? 443 : 80
    if let given = components.port {
      guard (1...65_535).contains(given) else { return nil }
      port = given == defaultPort ? nil : given
    } else {
      port = nil
    }
    path = Self.normalizedPath(components.percentEncodedPath)
    let rawQuery = components.percentEncodedQuery.map(Self.normalizedPercentEncoding)
    query = rawQuery?.isEmpty == false ? rawQuery : nil
  }

  /// The key: `scheme://host[:port]/path[?query]`.
  public var description: String {
    "\(scheme)://\(host)\(port.map { ":\($0)" } ?? "")\(path)\(query.map { "?\($0)" } ?? "")"
  }

  /// The key for `text`: its endpoint, or `text` itself when it is no http(s) URL.
  public static func key(_ text: String) -> String { WebhookEndpoint(text)?.description ?? text }

  /// `path` with percent-encoding normalized, dot segments removed, slashes merged and no
  /// trailing slash ("/" for an empty path).
  static func normalizedPath(_ path: String) -> String {
    var output: [Substring] = []
    let segments = normalizedPercentEncoding(path).split(separator: "/", omittingEmptySubsequences: true)
    for segment in segments {
      switch segment {
      case ".": continue
      case "..": _ = output.popLast()
      default: output.append(segment)
      }
    }
    return "/" + output.joined(separator: "/")
  }

  /// `text` with percent-encoded unreserved characters decoded and other escapes in upper case.
  static func normalizedPercentEncoding(_ text: String) -> String {
    let bytes = Array(text.utf8)
    var result: [UInt8] = []
    result.reserveCapacity(bytes.count)
    var index = 0
    while index < bytes.count {
      if bytes[index] == UInt8(ascii: "%"), index + 2 < bytes.count, let high = hexValue(bytes[index + 1]),
        let low = hexValue(bytes[index + 2])
      {
        let value = high << 4 | low
        if isUnreserved(value) {
          result.append(value)
        } else {
          result += [UInt8(ascii: "%"), upperHex(high), upperHex(low)]
        }
        index += 3
      } else {
        result.append(bytes[index])
        index += 1
      }
    }
    return String(decoding: result, as: UTF8.self)
  }

  private static func hexValue(_ byte: UInt8) -> UInt8? {
    switch byte {
    case UInt8(ascii: "0")...UInt8(ascii: "9"): byte - UInt8(ascii: "0")
    case UInt8(ascii: "a")...UInt8(ascii: "f"): byte - UInt8(ascii: "a") + 10
    case UInt8(ascii: "A")...UInt8(ascii: "F"): byte - UInt8(ascii: "A") + 10
    default: nil
    }
  }

  private static func upperHex(_ value: UInt8) -> UInt8 {
    value < 10 ? UInt8(ascii: "0") + value : UInt8(ascii: "A") + value - 10
  }

  private static func isUnreserved(_ byte: UInt8) -> Bool {
    switch byte {
    case UInt8(ascii: "A")...UInt8(ascii: "Z"), UInt8(ascii: "a")...UInt8(ascii: "z"),
      UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "-"), UInt8(ascii: "."), UInt8(ascii: "_"),
      UInt8(ascii: "~"):
      true
    default: false
    }
  }
}
