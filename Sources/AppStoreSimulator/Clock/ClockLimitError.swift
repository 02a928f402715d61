/// Why the store's clock cannot be moved as asked.
public enum ClockLimitError: Error, Equatable, Sendable, CustomStringConvertible {
  /// The clock only moves forward.
  case backwards
  /// The move would pass the end of the signing certificates (from `now`).
  case pastLatest(now: Int64)

  /// The last moment the store can sign at, in epoch milliseconds (just before 2099-12-31T23:59:59Z).
  public static var latest: Int64 { StoreClock.latest }

  public var description: String {
    switch self {
    case .backwards: "the store's clock only moves forward"
    case .pastLatest:
      "the store's clock cannot pass 2099-12-31T23:59:59Z, where its signing certificates end"
        + " (a transaction signed later would not verify)"
    }
  }
}
