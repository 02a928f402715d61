internal import FoundationEssentials

#if canImport(Glibc)
  import Glibc
#endif

/// Words for an error the system reported, for a one-line message.
public enum SystemErrorText {
  /// The system's own words for `error`: for a file operation that failed, the reason the kernel
  /// gave (`strerror`: "Permission denied", "No such file or directory"), else the error itself.
  public static func describe(_ error: any Error) -> String {
    if let error = error as? CocoaError, let posix = error.underlying as? POSIXError {
      return String(cString: strerror(posix.code.rawValue))
    }
    if let error = error as? POSIXError { return String(cString: strerror(error.code.rawValue)) }
    return String(describing: error)
  }
}
