import CMicroHTTPD
import Foundation

/// An HTTP/1.1 server over GNU libmicrohttpd: keep-alive, a pool of threads polling the
/// connections, a cap on body size, connections, per-connection inactivity and each request's
/// overall time.
///
/// `handler` runs on the pool's threads, several at once, one request per thread at a time; a
/// request it answers later (`HTTPReply.later`) is held without a thread (`HTTPWaitingRequests`).
public final class HTTPServer: @unchecked Sendable {
  /// How the server is bounded.
  public struct Limits: Sendable {
    /// The largest body read; a larger one is answered 413 and its connection closed.
    public var maximumBodyBytes = 1 << 20
    /// Seconds a connection may stay silent before it is closed.
    public var idleTimeoutSeconds: UInt32 = 15
    /// Seconds a request may take from its connection opening (or the previous response on it)
    /// to its response; then the connection is closed, however busy the client keeps it.
    public var requestDeadlineSeconds = 10.0
    /// Connections open at once, lowered to fit the descriptor limit; more wait at accept.
    public var maximumConnections: UInt32 = 4096
    /// Memory per connection (request line, headers and buffers).
    public var connectionMemoryBytes = 64 * 1024
    /// Threads serving connections.
    public var threads: UInt32 = UInt32(max(2, ProcessInfo.processInfo.activeProcessorCount))

    /// The defaults.
    public init() {}
  }

  private let handler: @Sendable (HTTPRequest) -> HTTPReply
  private let waiting = HTTPWaitingRequests()
  private let limits: Limits
  private var daemon: OpaquePointer?
  private let inFlight = InFlightCounter()
  private let deadlines: RequestDeadlines
  /// How many requests are held for a later response now.
  var heldRequests: Int { waiting.count }
  /// The connection cap in force once started (the wanted one, lowered to fit the descriptors).
  public private(set) var connectionCap: UInt32 = 0

  /// A server that answers every request at once with `handler`, not yet listening.
  public convenience init(limits: Limits = Limits(), handler: @escaping @Sendable (HTTPRequest) -> HTTPResponse) {
    self.init(limits: limits, replying: { .now(handler($0)) })
  }

  /// A server that answers with `replying`, now or later, not yet listening.
  public init(limits: Limits = Limits(), replying: @escaping @Sendable (HTTPRequest) -> HTTPReply) {
    self.limits = limits
    self.handler = replying
    self.deadlines = RequestDeadlines(seconds: limits.requestDeadlineSeconds)
  }

  /// Starts listening on `address`, having raised the descriptor limit to its hard limit; returns
  /// the bound port, or throws why it cannot listen.
  public func start(_ address: ListenAddress) throws(ServeStartError) -> UInt16 {
    guard let socketAddress = address.socketAddress() else {
      throw ServeStartError(message: "\(address): not a numeric address")
    }
    let cap = DescriptorLimit.connections(
      wanted: limits.maximumConnections, softLimit: DescriptorLimit.raiseToHard())
    connectionCap = cap
    let context = Unmanaged.passUnretained(self).toOpaque()
    let started = socketAddress.withUnsafeBytes { raw -> OpaquePointer? in
      cmhd_start(
        raw.baseAddress!.assumingMemoryBound(to: sockaddr.self), address.host.contains(":") ? 1 : 0, limits.threads,
        limits.idleTimeoutSeconds, cap, limits.connectionMemoryBytes, Self.access,
        Self.completed, Self.notify, context)
    }
    guard let started else {
      throw ServeStartError(
        message: "cannot listen on \(address): \(String(cString: strerror(errno))) (in use, or not this machine's)")
    }
    daemon = started
    deadlines.start()
    waiting.start()
    return cmhd_port(started)
  }

  /// Stops accepting connections, answers the requests it holds, waits up to `graceSeconds` for
  /// requests in flight to be answered, then closes every connection.
  public func stop(graceSeconds: Double = 10) {
    guard let daemon else { return }
    // The listening socket quiescing hands back is the caller's to close, after the daemon stops.
    let listener = MHD_quiesce_daemon(daemon)
    waiting.finish()
    let deadline = Date().addingTimeInterval(graceSeconds)
    while inFlight.value > 0 && Date() < deadline { usleep(10_000) }
    MHD_stop_daemon(daemon)
    if listener >= 0 { close(listener) }
    deadlines.stop()
    self.daemon = nil
  }

  /// The library's access handler: called once when the headers are in, then once per piece of
  /// body, then once more with none (when the response is queued).
  private static let access: MHD_AccessHandlerCallback = {
    context, connection, url, method, _, uploadData, uploadSize, requestContext in
    let server = Unmanaged<HTTPServer>.fromOpaque(context!).takeUnretainedValue()
    return server.access(
      connection!, url: url, method: method, data: uploadData, size: uploadSize!, state: requestContext!)
  }

  /// The library's completion callback: restarts the connection's deadline and frees the
  /// request's state, whether answered or not.
  private static let completed: MHD_RequestCompletedCallback = { context, connection, requestContext, _ in
    if let connection {
      Unmanaged<HTTPServer>.fromOpaque(context!).takeUnretainedValue().deadlines.restart(
        UnsafeMutableRawPointer(connection))
    }
    guard let requestContext, let pointer = requestContext.pointee else { return }
    Unmanaged<HTTPRequestState>.fromOpaque(pointer).release()
    requestContext.pointee = nil
    Unmanaged<HTTPServer>.fromOpaque(context!).takeUnretainedValue().inFlight.add(-1)
  }

  /// The library's connection callback: starts a connection's deadline when it opens and forgets
  /// it before its socket is closed.
  private static let notify: MHD_NotifyConnectionCallback = { context, connection, _, event in
    guard let context, let connection else { return }
    let deadlines = Unmanaged<HTTPServer>.fromOpaque(context).takeUnretainedValue().deadlines
    if event == .CONNECTION_NOTIFY_STARTED {
      deadlines.begin(UnsafeMutableRawPointer(connection), socket: cmhd_connection_fd(connection))
    } else {
      deadlines.end(UnsafeMutableRawPointer(connection))
    }
  }

  /// Handles one call of the access handler for the request on `connection`.
  private func access(
    _ connection: OpaquePointer, url: UnsafePointer<CChar>?, method: UnsafePointer<CChar>?,
    data: UnsafePointer<CChar>?, size: UnsafeMutablePointer<Int>,
    state pointer: UnsafeMutablePointer<UnsafeMutableRawPointer?>
  ) -> MHD_Result {
    guard let raw = pointer.pointee else {
      let state = HTTPRequestState()
      pointer.pointee = Unmanaged.passRetained(state).toOpaque()
      inFlight.add(1)
      if let length = header(connection, "Content-Length").flatMap({ Int($0) }), length > limits.maximumBodyBytes {
        state.answered = true
        return queue(Self.tooLarge(limits.maximumBodyBytes), on: connection, close: true)
      }
      return .YES
    }
    let state = Unmanaged<HTTPRequestState>.fromOpaque(raw).takeUnretainedValue()
    if size.pointee > 0 {
      if !state.tooLarge, let data {
        if state.body.count + size.pointee > limits.maximumBodyBytes {
          state.tooLarge = true
          state.body = []
        } else {
          data.withMemoryRebound(to: UInt8.self, capacity: size.pointee) {
            state.body.append(contentsOf: UnsafeBufferPointer(start: $0, count: size.pointee))
          }
        }
      }
      size.pointee = 0
      return .YES
    }
    guard !state.answered else {
      // Called again after a held request's connection is resumed: its response is ready.
      guard let ready = state.ready else { return .YES }
      state.ready = nil
      deadlines.restart(UnsafeMutableRawPointer(connection))
      return queue(ready, on: connection, close: false)
    }
    state.answered = true
    if state.tooLarge { return queue(Self.tooLarge(limits.maximumBodyBytes), on: connection, close: true) }
    let request = HTTPRequest(
      method: method.map { String(cString: $0) } ?? "GET", path: url.map(PercentDecoding.decode) ?? "/",
      query: queryArguments(connection), authorization: header(connection, "Authorization"),
      contentType: header(connection, "Content-Type"), body: state.body)
    switch handler(request) {
    case .now(let response):
      return queue(response, on: connection, close: false)
    case .later(let wait):
      // Its deadline counts from now: a held request is not a slow client.
      deadlines.restart(UnsafeMutableRawPointer(connection))
      guard waiting.hold(connection, state: state, wait: wait) else {
        // The server is stopping: the wait's answer now, and the connection closed.
        return queue(wait.check(true) ?? HTTPWaitingRequests.noAnswer, on: connection, close: true)
      }
      return .YES
    }
  }

  private func header(_ connection: OpaquePointer, _ name: String) -> String? {
    MHD_lookup_connection_value(connection, .HEADER_KIND, name).map { String(cString: $0) }
  }

  /// The query arguments in order, repeated keys kept.
  private func queryArguments(_ connection: OpaquePointer) -> [(name: String, value: String)] {
    let collector = QueryCollector()
    let context = Unmanaged.passUnretained(collector).toOpaque()
    _ = MHD_get_connection_values(
      connection, .GET_ARGUMENT_KIND,
      { context, _, key, value in
        let collector = Unmanaged<QueryCollector>.fromOpaque(context!).takeUnretainedValue()
        collector.items.append((key.map(PercentDecoding.decode) ?? "", value.map(PercentDecoding.decode) ?? ""))
        return .YES
      }, context)
    return collector.items
  }

  private func queue(_ response: HTTPResponse, on connection: OpaquePointer, close: Bool) -> MHD_Result {
    let made = response.body.withUnsafeBytes { bytes in
      MHD_create_response_from_buffer(
        bytes.count, UnsafeMutableRawPointer(mutating: bytes.baseAddress), .RESPMEM_MUST_COPY)
    }
    guard let made else { return .NO }
    defer { MHD_destroy_response(made) }
    if let type = response.contentType { _ = MHD_add_response_header(made, "Content-Type", type) }
    for header in response.headers { _ = MHD_add_response_header(made, header.name, header.value) }
    if close { _ = MHD_add_response_header(made, "Connection", "close") }
    return MHD_queue_response(connection, UInt32(response.status), made)
  }

  /// The answer to a body over the limit.
  private static func tooLarge(_ limit: Int) -> HTTPResponse {
    HTTPResponse(status: 413, contentType: "text/plain", body: Array("Request body larger than \(limit) bytes.\n".utf8))
  }
}

/// What the server keeps about one request between the library's calls.
final class HTTPRequestState: @unchecked Sendable {
  var body: [UInt8] = []
  var tooLarge = false
  var answered = false
  /// The response of a held request, set by the waiting requests' thread before it resumes the
  /// connection.
  var ready: HTTPResponse?
}

/// The query arguments collected by the library's iterator.
private final class QueryCollector {
  var items: [(name: String, value: String)] = []
}
