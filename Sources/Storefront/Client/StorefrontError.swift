public import Catalog
import SQLite
public import StoreWire

/// Why the app side could not do what was asked.
public enum StorefrontError: Error, Equatable, CustomStringConvertible, Sendable {
  /// The store or the device's state is locked by another process past the timeout (sysexits 75).
  case busy(String)
  /// The store or the device's state cannot be read or written (sysexits 74).
  case unavailable(String)
  /// Signed or stored data is not what it must be (sysexits 65).
  case invalidData(String)
  /// The request names something that does not exist (sysexits 65).
  case invalidRequest(String)
  /// The store refused a purchase (network error, payments not allowed, ...) (exit 1).
  case purchaseFailed(StoreErrorCode)
  /// The store charged for a purchase that this device could not record yet (its state was busy
  /// or unwritable): it is delivered at the app's next launch (sysexits 75).
  case chargedNotDelivered(transactionID: UInt64?, reason: String)

  public var description: String {
    switch self {
    case .busy(let message), .unavailable(let message), .invalidData(let message), .invalidRequest(let message):
      message
    case .purchaseFailed(let code): "the purchase failed: \(code.words) (StoreKit \(code.rawValue))"
    case .chargedNotDelivered(let id, let reason):
      "the purchase went through\(id.map { " (transaction \($0))" } ?? "") but this device could not record it yet "
        + "(\(reason)); it will be delivered at the app's next launch, so do not buy it again"
    }
  }

  /// The sysexits code.
  public var exitCode: Int32 {
    switch self {
    case .busy, .chargedNotDelivered: 75
    case .unavailable: 74
    case .invalidData, .invalidRequest: 65
    case .purchaseFailed: 1
    }
  }

  /// Any error thrown while using the device's database or the wire, as a `StorefrontError`.
  /// The app's error for a store that could not answer (busy, unavailable, or refusing the request).
  public init(_ error: StoreWireError) {
    self = Self.wrap(error)
  }

  static func wrap(_ error: any Error) -> StorefrontError {
    switch error {
    case let error as StorefrontError: error
    case let error as SQLiteError where error.kind == .busy:
      .busy("\(error.path): the device's state is busy (another storefront is using it); try again")
    case let error as SQLiteError: .unavailable(error.description)
    case let error as StoreWireError:
      switch error {
      case .busy(let message): .busy(message)
      case .unavailable(let message): .unavailable(message)
      case .invalidRequest(let message): .invalidRequest(message)
      }
    default: .unavailable("\(error)")
    }
  }
}
