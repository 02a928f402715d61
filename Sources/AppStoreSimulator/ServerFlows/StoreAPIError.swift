/// Why a server-side flow refused a request: an App Store Server API error (what the HTTP server
/// answers with Apple's code and body), or a failure of the store itself.
public enum StoreAPIError: Error, CustomStringConvertible, Sendable {
  /// The request is refused as Apple would refuse it; `detail` says what was wrong.
  case rejected(APIErrorCode, detail: String)
  /// The store could not be read or written.
  case store(StoreError)

  public var description: String {
    switch self {
    case .rejected(let code, let detail): "\(detail) (App Store Server API error \(code.rawValue))"
    case .store(let error): error.description
    }
  }

  /// The sysexits code for the command line: 65 for a refused request, else the store's.
  public var exitCode: Int32 {
    switch self {
    case .rejected: 65
    case .store(let error): error.exitCode
    }
  }

  /// Any error thrown inside a store transaction, as a `StoreAPIError`.
  static func wrap(_ error: any Error) -> StoreAPIError {
    if let error = error as? StoreAPIError { return error }
    return .store(StoreError.wrap(error))
  }
}
