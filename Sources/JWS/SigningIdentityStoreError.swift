/// Why `SigningIdentityStore` could not load or save an identity; each names the file or directory.
public enum SigningIdentityStoreError: Error, Equatable, CustomStringConvertible {
  /// A file of the identity is not there (the directory holds an incomplete identity).
  case missing(path: String)
  /// A file or directory exists but cannot be read.
  case unreadable(path: String, reason: String)
  /// A file is not what it should be (not PEM, not a certificate, not a P-256 key, too large).
  case corrupt(path: String, reason: String)
  /// The files are each fine but do not belong together.
  case mismatched(path: String, reason: String)
  /// The directory already holds something, so nothing was written.
  case alreadyExists(path: String)
  /// Writing failed.
  case writeFailed(path: String, reason: String)

  /// The path the error is about.
  public var path: String {
    switch self {
    case .missing(let path), .unreadable(let path, _), .corrupt(let path, _), .mismatched(let path, _),
      .alreadyExists(let path), .writeFailed(let path, _):
      path
    }
  }

  /// `PATH: problem`, one line.
  public var description: String {
    switch self {
    case .missing(let path): "\(path): missing; the signing identity is incomplete (nothing was regenerated)"
    case .unreadable(let path, let reason): "\(path): cannot read: \(reason)"
    case .corrupt(let path, let reason): "\(path): corrupt: \(reason)"
    case .mismatched(let path, let reason): "\(path): mismatched: \(reason)"
    case .alreadyExists(let path): "\(path): already exists and is not empty; nothing was written"
    case .writeFailed(let path, let reason): "\(path): cannot write: \(reason)"
    }
  }
}
