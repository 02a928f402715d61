/// Why the wire could not answer.
public enum StoreWireError: Error, Equatable, CustomStringConvertible, Sendable, Codable {
  /// The store is busy (another process holds it); try again (sysexits 75).
  case busy(String)
  /// The store cannot be reached or read (sysexits 74).
  case unavailable(String)
  /// The request names something the store does not have (sysexits 65).
  case invalidRequest(String)

  public var description: String {
    switch self {
    case .busy(let message), .unavailable(let message), .invalidRequest(let message): message
    }
  }

  /// The sysexits code.
  public var exitCode: Int32 {
    switch self {
    case .busy: 75
    case .unavailable: 74
    case .invalidRequest: 65
    }
  }
}
