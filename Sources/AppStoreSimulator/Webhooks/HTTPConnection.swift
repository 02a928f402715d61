internal import CTLS

#if canImport(Glibc)
  import Glibc
#endif

/// One TCP connection, with TLS on top for https, used for a single request.
final class HTTPConnection {
  private let socket: Int32
  private var tls: TLSSession?

  private init(socket: Int32) { self.socket = socket }

  /// Connects to `endpoint` within `timeoutMilliseconds` (and shakes hands for https).
  static func open(_ endpoint: HTTPEndpoint, timeoutMilliseconds: Int32) throws(HTTPTransportError) -> HTTPConnection {
    let socket = try connect(endpoint.host, port: endpoint.port, timeoutMilliseconds: timeoutMilliseconds)
    var timeout = timeval(tv_sec: Int(timeoutMilliseconds / 1000), tv_usec: Int(timeoutMilliseconds % 1000) * 1000)
    setsockopt(socket, SOL_SOCKET, SO_RCVTIMEO, &timeout, socklen_t(MemoryLayout<timeval>.size))
    setsockopt(socket, SOL_SOCKET, SO_SNDTIMEO, &timeout, socklen_t(MemoryLayout<timeval>.size))
    let connection = HTTPConnection(socket: socket)
    if endpoint.secure {
      do {
        connection.tls = try TLSSession(socket: socket, host: endpoint.host)
      } catch {
        connection.close()
        throw error
      }
    }
    return connection
  }

  /// Sends all of `bytes`.
  func write(_ bytes: [UInt8]) throws(HTTPTransportError) {
    var sent = 0
    while sent < bytes.count {
      let count = bytes[sent...].withUnsafeBytes { buffer -> Int in
        if let tls { return tls.write(buffer) }
        return Glibc.send(socket, buffer.baseAddress, buffer.count, Int32(MSG_NOSIGNAL))
      }
      guard count > 0 else { throw HTTPTransportError(message: "sending the request failed: \(Self.lastError())") }
      sent += count
    }
  }

  /// Reads until the status line is complete and returns its status code.
  func readStatus() throws(HTTPTransportError) -> Int {
    var received: [UInt8] = []
    var buffer = [UInt8](repeating: 0, count: 4096)
    while !received.contains(UInt8(ascii: "\n")), received.count < 8192 {
      let count = buffer.withUnsafeMutableBytes { buffer -> Int in
        if let tls { return tls.read(buffer) }
        return Glibc.recv(socket, buffer.baseAddress, buffer.count, 0)
      }
      guard count > 0 else {
        throw HTTPTransportError(
          message: count == 0 ? "the server closed the connection without an answer" : "no answer: \(Self.lastError())")
      }
      received += buffer[..<count]
    }
    let line = String(decoding: received.prefix { $0 != UInt8(ascii: "\r") && $0 != UInt8(ascii: "\n") }, as: UTF8.self)
    let parts = line.split(separator: " ", maxSplits: 2)
    guard parts.count >= 2, parts[0].hasPrefix("HTTP/1."), parts[1].count == 3, let status = Int(parts[1]) else {
      throw HTTPTransportError(message: "not an HTTP answer: \(line.prefix(60))")
    }
    return status
  }

  /// Ends TLS (if any) and closes the socket.
  func close() {
    tls?.shutdown()
    tls = nil
    Glibc.close(socket)
  }

  /// The first address of `host` that accepts a connection to `port` within the timeout.
  private static func connect(_ host: String, port: UInt16, timeoutMilliseconds: Int32) throws(HTTPTransportError)
    -> Int32
  {
    var hints = addrinfo()
    hints.ai_family = AF_UNSPEC
    hints.ai_socktype = Int32(SOCK_STREAM.rawValue)
    var list: UnsafeMutablePointer<addrinfo>?
    let status = getaddrinfo(host, String(port), &hints, &list)
    guard status == 0, let first = list else {
      throw HTTPTransportError(message: "cannot resolve \(host): \(String(cString: gai_strerror(status)))")
    }
    defer { freeaddrinfo(list) }
    var lastProblem = "no address"
    var entry: UnsafeMutablePointer<addrinfo>? = first
    while let address = entry {
      entry = address.pointee.ai_next
      let socket = Glibc.socket(address.pointee.ai_family, address.pointee.ai_socktype, address.pointee.ai_protocol)
      guard socket >= 0 else { continue }
      let flags = ctls_get_flags(socket)
      _ = ctls_set_flags(socket, flags | O_NONBLOCK)
      var result = Glibc.connect(socket, address.pointee.ai_addr, address.pointee.ai_addrlen)
      if result != 0 && errno == EINPROGRESS {
        var poll = pollfd(fd: socket, events: Int16(POLLOUT), revents: 0)
        let ready = Glibc.poll(&poll, 1, timeoutMilliseconds)
        var error: Int32 = 0
        var length = socklen_t(MemoryLayout<Int32>.size)
        getsockopt(socket, SOL_SOCKET, SO_ERROR, &error, &length)
        result = ready == 1 && error == 0 ? 0 : -1
        if ready == 0 { errno = ETIMEDOUT } else if error != 0 { errno = error }
      }
      if result == 0 {
        _ = ctls_set_flags(socket, flags)
        return socket
      }
      lastProblem = lastError()
      Glibc.close(socket)
    }
    throw HTTPTransportError(message: "cannot connect to \(host):\(port): \(lastProblem)")
  }

  /// `errno` in words.
  static func lastError() -> String { String(cString: strerror(errno)) }
}
