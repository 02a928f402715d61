import Foundation
import Synchronization

#if canImport(Glibc)
  import Glibc
#endif

/// A server on 127.0.0.1 that answers webhook requests the way hostile or broken servers do,
/// one scripted behaviour per connection (then `then` for every later one), each connection on
/// its own thread. It counts the requests it read and the bytes it managed to send.
public final class MisbehavingHTTPServer: Sendable {
  /// What the server does with one connection after reading the request's headers and body.
  public enum Behaviour: Sendable {
    /// Answers with `status`, no body.
    case status(Int)
    /// Sends `prefix`, then `byte` every `intervalMilliseconds` for `forMilliseconds`, then
    /// closes.
    case trickle(prefix: String, byte: UInt8, intervalMilliseconds: Int, forMilliseconds: Int)
    /// Sends `prefix`, then `count` copies of `byte` as fast as the client reads, then `suffix`.
    case flood(prefix: String, byte: UInt8, count: Int, suffix: String)
    /// Sends `bytes` as they are, then closes.
    case raw(String)
    /// Reads the request and closes at once.
    case close
    /// Reads the request and says nothing for `milliseconds`, then closes.
    case hang(milliseconds: Int)
  }

  /// The port the server listens on.
  public let port: UInt16
  private let socket: Int32
  private let state: Mutex<(script: [Behaviour], paths: [String], sent: Int, stopped: Bool)>
  private let then: Behaviour

  /// Starts a server that treats connection N with `script[N]`, and later ones with `then`.
  public init(_ script: [Behaviour], then: Behaviour = .status(200)) throws {
    let listener = Glibc.socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
    guard listener >= 0 else { throw ServerError("socket: \(String(cString: strerror(errno)))") }
    var address = sockaddr_in()
    address.sin_family = sa_family_t(AF_INET)
    address.sin_addr.s_addr = inet_addr("127.0.0.1")
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
    state = Mutex((script, [], 0, false))
    self.then = then
    Thread { [self] in accept() }.start()
  }

  /// The server's base URL followed by `path`.
  public func url(_ path: String = "/hook") -> String { "http://127.0.0.1:\(port)\(path)" }

  /// The request target of every request read so far.
  public var paths: [String] { state.withLock { $0.paths } }

  /// How many bytes of answers the server has sent so far.
  public var bytesSent: Int { state.withLock { $0.sent } }

  /// Stops accepting connections.
  public func stop() {
    let wasStopped = state.withLock { state in
      defer { state.stopped = true }
      return state.stopped
    }
    // Only shut down here: that wakes the accepting thread, which closes the socket as it ends. Closing
    // it here could let that thread's next accept() take a reused descriptor, another test's listener.
    if !wasStopped { shutdown(socket, Int32(SHUT_RDWR)) }
  }

  private func accept() {
    defer { close(socket) }
    while !state.withLock({ $0.stopped }) {
      let connection = Glibc.accept(socket, nil, nil)
      guard connection >= 0 else { return }
      let behaviour = state.withLock { $0.script.isEmpty ? then : $0.script.removeFirst() }
      Thread { [self] in
        serve(connection, behaviour)
        close(connection)
      }.start()
    }
  }

  private func serve(_ connection: Int32, _ behaviour: Behaviour) {
    guard let path = readRequest(connection) else { return }
    state.withLock { $0.paths.append(path) }
    switch behaviour {
    case .status(let code):
      _ = send(connection, "HTTP/1.1 \(code) Scripted\r\nContent-Length: 0\r\nConnection: close\r\n\r\n")
    case .trickle(let prefix, let byte, let interval, let duration):
      guard send(connection, prefix) else { return }
      let end = Date().addingTimeInterval(Double(duration) / 1000)
      while Date() < end {
        usleep(UInt32(interval * 1000))
        guard send(connection, [byte]) else { return }
      }
    case .flood(let prefix, let byte, let count, let suffix):
      guard send(connection, prefix) else { return }
      let chunk = [UInt8](repeating: byte, count: 65_536)
      var left = count
      while left > 0 {
        guard send(connection, Array(chunk.prefix(left))) else { return }
        left -= min(left, chunk.count)
      }
      _ = send(connection, suffix)
    case .raw(let text):
      _ = send(connection, text)
    case .close:
      return
    case .hang(let milliseconds):
      usleep(UInt32(milliseconds * 1000))
    }
  }

  /// Reads one request's headers and body; its target, or nil when the client went away.
  private func readRequest(_ connection: Int32) -> String? {
    var data: [UInt8] = []
    var buffer = [UInt8](repeating: 0, count: 16_384)
    while true {
      let count = read(connection, &buffer, buffer.count)
      if count <= 0 { return nil }
      data += buffer[0..<count]
      let text = String(decoding: data, as: UTF8.self)
      guard let end = text.range(of: "\r\n\r\n") else { continue }
      let head = text[..<end.lowerBound]
      let length =
        head.split(separator: "\r\n").dropFirst().compactMap { line -> Int? in
          let parts = line.split(separator: ":", maxSplits: 1)
          guard parts.count == 2, parts[0].lowercased() == "content-length" else { return nil }
          return Int(parts[1].trimmingCharacters(in: .whitespaces))
        }.first ?? 0
      if text.utf8.distance(from: end.upperBound.samePosition(in: text.utf8)!, to: text.utf8.endIndex) >= length {
        let requestLine = head.split(separator: "\r\n").first?.split(separator: " ") ?? []
        return requestLine.count > 1 ? String(requestLine[1]) : ""
      }
    }
  }

  private func send(_ connection: Int32, _ text: String) -> Bool { send(connection, Array(text.utf8)) }

  /// Sends all of `bytes`; false once the client has gone.
  private func send(_ connection: Int32, _ bytes: [UInt8]) -> Bool {
    var offset = 0
    while offset < bytes.count {
      let count = bytes[offset...].withUnsafeBytes {
        Glibc.send(connection, $0.baseAddress, $0.count, Int32(MSG_NOSIGNAL))
      }
      guard count > 0 else { return false }
      offset += count
      state.withLock { $0.sent += count }
    }
    return true
  }
}
