/// What Get Status of Subscription Renewal Date Extensions answers
/// (`MassExtendRenewalDateStatusResponse`).
public struct MassExtensionStatus: Sendable, Equatable {
  public var requestIdentifier: String
  /// Whether the job has run; the counts are 0 until it has.
  public var complete: Bool
  /// When it finished, epoch milliseconds of the store's clock.
  public var completeDate: Int64?
  public var succeededCount: Int64
  public var failedCount: Int64
}
