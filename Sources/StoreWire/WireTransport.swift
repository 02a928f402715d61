/// Carries one encoded `WireCall` to a store and brings its encoded reply back (HTTP to a served
/// store; a function call in tests).
public protocol WireTransport: AnyObject {
  /// The reply's bytes to the call's `body`; a store that cannot be reached is
  /// `StoreWireError.unavailable`, one that refuses the credentials `invalidRequest`.
  func exchange(_ body: [UInt8]) throws(StoreWireError) -> [UInt8]
}
