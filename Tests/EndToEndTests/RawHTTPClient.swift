import Foundation

#if canImport(Glibc)
  import Glibc
#endif

/// A raw TCP connection to a loopback port, for sending a server exactly the bytes a test chooses.
final class RawHTTPClient: @unchecked Sendable {
  let socket: Int32

  /// Connects to 127.0.0.1:`port`, with reads that give up after `timeout` seconds.
  init(port: Int, timeout: Double = 5) throws {
    socket = Glibc.socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
    guard socket >= 0 else { throw RawError(message: "socket: \(String(cString: strerror(errno)))") }
    var time = timeval(tv_sec: Int(timeout), tv_usec: Int((timeout - timeout.rounded(.down)) * 1_000_000))
    setsockopt(socket, SOL_SOCKET, SO_RCVTIMEO, &time, socklen_t(MemoryLayout<timeval>.size))
    var address = sockaddr_in()
    address.sin_family = sa_family_t(AF_INET)
    address.sin_port = in_port_t(UInt16(port).bigEndian)
    address.sin_addr.s_addr = inet_addr("127.0.0.1")
    let connected = withUnsafePointer(to: &address) {
      $0.withMemoryRebound(to: sockaddr.self, capacity: 1) {
        connect(socket, $0, socklen_t(MemoryLayout<sockaddr_in>.size))
      }
    }
    guard connected == 0 else {
      let reason = String(cString: strerror(errno))
      close(socket)
      throw RawError(message: "connect: \(reason)")
    }
  }

  deinit { close(socket) }

  /// Sends `bytes`; false when the server has closed (no SIGPIPE).
  @discardableResult
  func send(_ bytes: [UInt8]) -> Bool {
    var sent = 0
    while sent < bytes.count {
      let count = bytes[sent...].withUnsafeBytes { Glibc.send(socket, $0.baseAddress, $0.count, Int32(MSG_NOSIGNAL)) }
      if count <= 0 { return false }
      sent += count
    }
    return true
  }

  /// Sends `text` as UTF-8.
  @discardableResult
  func send(_ text: String) -> Bool { send(Array(text.utf8)) }

  /// Reads one response (headers, then a Content-Length body); nil on timeout or a close before
  /// the headers end.
  func response() -> RawResponse? {
    var buffer: [UInt8] = []
    var chunk = [UInt8](repeating: 0, count: 65536)
    while buffer.count < 4 << 20 {
      if let end = Self.headerEnd(buffer) {
        let head = String(decoding: buffer[..<end], as: UTF8.self)
        let status = Int(head.split(separator: " ").dropFirst().first ?? "") ?? 0
        let length =
          head.split(separator: "\r\n").first { $0.lowercased().hasPrefix("content-length:") }
          .flatMap { Int($0.split(separator: ":")[1].trimmingCharacters(in: .whitespaces)) } ?? 0
        if buffer.count - end - 4 >= length {
          return RawResponse(status: status, head: head, body: String(decoding: buffer[(end + 4)...], as: UTF8.self))
        }
      }
      let count = recv(socket, &chunk, chunk.count, 0)
      if count <= 0 { return nil }
      buffer.append(contentsOf: chunk[..<count])
    }
    return nil
  }

  /// Whether the server closes the connection (end of file or reset) within the read timeout,
  /// discarding anything it sends first.
  func closedByServer() -> Bool {
    var chunk = [UInt8](repeating: 0, count: 65536)
    while true {
      let count = recv(socket, &chunk, chunk.count, 0)
      if count == 0 { return true }
      if count < 0 { return errno == ECONNRESET }
    }
  }

  /// Where the blank line after the headers starts in `buffer`.
  private static func headerEnd(_ buffer: [UInt8]) -> Int? {
    guard buffer.count >= 4 else { return nil }
    for index in 0...(buffer.count - 4)
    where buffer[index] == 13 && buffer[index + 1] == 10 && buffer[index + 2] == 13 && buffer[index + 3] == 10 {
      return index
    }
    return nil
  }

  struct RawError: Error { var message: String }
}

/// A response read off a raw connection.
struct RawResponse {
  var status: Int
  var head: String
  var body: String
}
