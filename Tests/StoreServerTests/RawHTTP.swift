import Foundation

#if canImport(Glibc)
  import Glibc
#endif

/// One request sent as exactly the bytes a test writes, to a loopback port, and the answer's
/// status line and body (Content-Length framed).
enum RawHTTP {
  /// Sends `request` to 127.0.0.1:`port` on a new connection; nil when no whole answer came
  /// within twenty seconds (a loaded CI machine once took more than five).
  static func exchange(_ request: String, port: UInt16) -> (status: Int, body: String)? {
    let socket = Glibc.socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
    guard socket >= 0 else { return nil }
    defer { close(socket) }
    var time = timeval(tv_sec: 20, tv_usec: 0)
    setsockopt(socket, SOL_SOCKET, SO_RCVTIMEO, &time, socklen_t(MemoryLayout<timeval>.size))
    var address = sockaddr_in()
    address.sin_family = sa_family_t(AF_INET)
    address.sin_port = in_port_t(port.bigEndian)
    address.sin_addr.s_addr = inet_addr("127.0.0.1")
    let connected = withUnsafePointer(to: &address) {
      $0.withMemoryRebound(to: sockaddr.self, capacity: 1) {
        connect(socket, $0, socklen_t(MemoryLayout<sockaddr_in>.size))
      }
    }
    guard connected == 0 else { return nil }
    let bytes = Array(request.utf8)
    guard bytes.withUnsafeBytes({ send(socket, $0.baseAddress, $0.count, Int32(MSG_NOSIGNAL)) }) == bytes.count
    else { return nil }
    var buffer: [UInt8] = []
    var chunk = [UInt8](repeating: 0, count: 65536)
    while true {
      if let answer = parse(buffer) { return answer }
      let count = recv(socket, &chunk, chunk.count, 0)
      if count <= 0 { return nil }
      buffer.append(contentsOf: chunk[..<count])
    }
  }

  /// The status and body of `buffer` once it holds a whole answer.
  private static func parse(_ buffer: [UInt8]) -> (status: Int, body: String)? {
    let text = String(decoding: buffer, as: UTF8.self)
    guard let end = text.range(of: "\r\n\r\n") else { return nil }
    let head = text[..<end.lowerBound]
    let status = Int(head.split(separator: " ").dropFirst().first ?? "") ?? 0
    let length =
      head.split(separator: "\r\n").first { $0.lowercased().hasPrefix("content-length:") }
      .flatMap { Int($0.split(separator: ":")[1].trimmingCharacters(in: .whitespaces)) } ?? 0
    let body = text[end.upperBound...]
    guard body.utf8.count >= length else { return nil }
    return (status, String(body))
  }
}
