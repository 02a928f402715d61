/// What a handler answers a request with: a response now, or a wait for one (a long poll).
public enum HTTPReply: Sendable {
  /// The response, sent at once.
  case now(HTTPResponse)
  /// No response yet: the server holds the request, without holding a thread, until the wait
  /// gives one.
  case later(HTTPWait)
}

/// A response that is not ready yet. The server asks `check` every
/// ``HTTPWaitingRequests/interval`` until it gives a response; once `deadline` has passed, or when
/// the server stops, it asks with `final` true, and then `check` must give one.
public struct HTTPWait: Sendable {
  /// When the wait ends, in monotonic nanoseconds (`DispatchTime.now().uptimeNanoseconds`).
  public var deadline: UInt64
  /// The response once it is ready, or nil to wait on (never nil when `final`).
  public var check: @Sendable (_ final: Bool) -> HTTPResponse?

  /// A wait until `deadline`, answered by `check`.
  public init(deadline: UInt64, check: @escaping @Sendable (_ final: Bool) -> HTTPResponse?) {
    self.deadline = deadline
    self.check = check
  }
}
