import Foundation
import Synchronization

#if canImport(Glibc)
  import Glibc
#endif

/// A tiny HTTP/1.1 server on 127.0.0.1 for webhook tests: it records every request and answers
/// with scripted statuses (then 200), one connection at a time. Call `stop()` when done.
public final class HTTPTestServer: Sendable {
  /// One request the server received.
  public struct Request: Sendable {
    public var method: String
    public var path: String
    /// Header names lowercased.
    public var headers: [String: String]
    public var body: [UInt8]
  }

  /// The port the server listens on.
  public let port: UInt16
  private let socket: Int32
  private let state: Mutex<(requests: [Request], statuses: [Int])>
  private let stopped = Mutex(false)

  /// Starts a server that answers with `statuses` in turn, then 200.
  public init(statuses: [Int] = []) throws {
    let listener = Glibc.socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
    guard listener >= 0 else { throw ServerError("socket: \(String(cString: strerror(errno)))") }
    var address = sockaddr_in()
    address.sin_family = sa_family_t(AF_INET)
    address.sin_addr.s_addr = inet_addr("127.0.0.1")
    address.sin_port = 0
    var length = socklen_t(MemoryLayout<sockaddr_in>.size)
    let bound = withUnsafePointer(to: &address) {
      $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { bind(listener, $0, length) }
    }
    guard bound == 0, listen(listener, 16) == 0 else {
      close(listener)
      throw ServerError("bind/listen: \(String(cString: strerror(errno)))")
    }
    _ = withUnsafeMutablePointer(to: &address) {
      $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { getsockname(listener, $0, &length) }
    }
    socket = listener
    port = UInt16(bigEndian: address.sin_port)
    state = Mutex(([], statuses))
    let thread = Thread { [self] in serve() }
    thread.start()
  }

  /// The server's base URL followed by `path`.
  public func url(_ path: String = "/notifications") -> String { "http://127.0.0.1:\(port)\(path)" }

  /// Every request received so far.
  public var requests: [Request] { state.withLock { $0.requests } }

  /// Stops accepting connections.
  public func stop() {
    let wasStopped = stopped.withLock { value in
      defer { value = true }
      return value
    }
    // Only shut down here: that wakes the accepting thread, which closes the socket as it ends. Closing
    // it here could let that thread's next accept() take a reused descriptor, another test's listener.
    if !wasStopped { shutdown(socket, Int32(SHUT_RDWR)) }
  }

  private func serve() {
    defer { close(socket) }
    while !stopped.withLock({ $0 }) {
      let connection = accept(socket, nil, nil)
      guard connection >= 0 else { return }
      handle(connection)
      close(connection)
    }
  }

  private func handle(_ connection: Int32) {
    var data: [UInt8] = []
    var buffer = [UInt8](repeating: 0, count: 65_536)
    var headerEnd: Int?
    var contentLength = 0
    while true {
      let count = read(connection, &buffer, buffer.count)
      if count <= 0 { return }
      data += buffer[0..<count]
      if headerEnd == nil, let end = Self.find([13, 10, 13, 10], in: data) {
        headerEnd = end + 4
        let head = String(decoding: data[0..<end], as: UTF8.self)
        for line in head.split(separator: "\r\n").dropFirst() {
          let parts = line.split(separator: ":", maxSplits: 1)
          if parts.count == 2, parts[0].lowercased() == "content-length" {
            contentLength = Int(parts[1].trimmingCharacters(in: .whitespaces)) ?? 0
          }
        }
      }
      if let headerEnd, data.count >= headerEnd + contentLength { break }
    }
    guard let headerEnd else { return }
    let head = String(decoding: data[0..<(headerEnd - 4)], as: UTF8.self)
    let lines = head.split(separator: "\r\n")
    let requestLine = lines.first?.split(separator: " ") ?? []
    var headers: [String: String] = [:]
    for line in lines.dropFirst() {
      let parts = line.split(separator: ":", maxSplits: 1)
      if parts.count == 2 { headers[parts[0].lowercased()] = parts[1].trimmingCharacters(in: .whitespaces) }
    }
    let request = Request(
      method: requestLine.count > 0 ? String(requestLine[0]) : "",
      path: requestLine.count > 1 ? String(requestLine[1]) : "", headers: headers,
      body: Array(data[headerEnd..<(headerEnd + contentLength)]))
    let status = state.withLock { state in
      state.requests.append(request)
      return state.statuses.isEmpty ? 200 : state.statuses.removeFirst()
    }
    let response = "HTTP/1.1 \(status) Scripted\r\nContent-Length: 0\r\nConnection: close\r\n\r\n"
    _ = response.utf8CString.withUnsafeBufferPointer { write(connection, $0.baseAddress, $0.count - 1) }
  }

  private static func find(_ needle: [UInt8], in haystack: [UInt8]) -> Int? {
    guard haystack.count >= needle.count else { return nil }
    for start in 0...(haystack.count - needle.count)
    where haystack[start..<(start + needle.count)].elementsEqual(needle) {
      return start
    }
    return nil
  }
}

/// Why the test server could not start.
public struct ServerError: Error, CustomStringConvertible {
  public var description: String
  init(_ description: String) { self.description = description }
}
