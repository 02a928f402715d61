import Foundation

/// The command line of `storefront-serve` (what `storefront serve` passes it, paths resolved):
/// `--catalog PATH --data STORE_DIR [--listen HOST:PORT] [--webhook URL]`.
public struct ServeOptions: Sendable, Equatable {
  /// The catalog file.
  public var catalogPath = "catalog.json"
  /// The store directory (the data directory's `store`).
  public var storeDirectory: String?
  /// Where to listen.
  public var listen = ListenAddress.loopback
  /// Where to deliver notifications, if anywhere.
  public var webhook: String?

  /// Options with the defaults.
  public init() {}

  /// Reads `arguments`, or returns the usage error.
  public static func parse(_ arguments: [String]) -> Result<ServeOptions, ServeUsageError> {
    var options = ServeOptions()
    var index = 0
    while index < arguments.count {
      let name = arguments[index]
      guard ["--catalog", "--data", "--listen", "--webhook"].contains(name) else {
        return .failure(ServeUsageError("unknown option \(name)"))
      }
      guard index + 1 < arguments.count else { return .failure(ServeUsageError("option \(name) needs a value")) }
      let value = arguments[index + 1]
      index += 2
      switch name {
      case "--catalog": options.catalogPath = value
      case "--data": options.storeDirectory = value
      case "--listen":
        switch ListenAddress.parse(value) {
        case .success(let address): options.listen = address
        case .failure(let error): return .failure(error)
        }
      default: options.webhook = value
      }
    }
    guard options.storeDirectory != nil else { return .failure(ServeUsageError("--data STORE_DIR is required")) }
    return .success(options)
  }
}
