internal import Dispatch

#if canImport(Glibc)
  internal import Glibc
#endif

/// One long poll of the update feed in progress: the account, the change counter its device has
/// seen, and until when it may wait. Each `look` checks the store once; a served store looks
/// without holding a thread, an in-process one in a bounded loop (`awaitAnswer`).
public final class UpdateWait: Sendable {
  /// The longest a device is kept waiting, whatever it asks (well inside the server's request
  /// deadline).
  public static let longestWaitMilliseconds = 4_000
  /// How often the store is looked at while a device waits.
  public static let lookIntervalNanoseconds: UInt64 = 50_000_000

  /// The account whose feed is watched.
  public let account: String
  /// The change counter the device has seen.
  public let after: Int64
  /// When the wait ends, in monotonic nanoseconds.
  public let deadline: UInt64
  private let uptime: @Sendable () -> UInt64
  /// When the store is moved on while this device waits (shared by a served store's waits).
  private let pace: CatchUpPace

  /// A wait for a change after `after` in `account`'s feed, of at most `waitMilliseconds`
  /// (negative is none, more than ``longestWaitMilliseconds`` is cut to it), timed by `uptime`;
  /// the store is caught up at `pace` (its own unless shared).
  public init(
    account: String, after: Int64, waitMilliseconds: Int, pace: CatchUpPace = CatchUpPace(),
    uptime: @escaping @Sendable () -> UInt64 = UpdateWait.systemUptime
  ) {
    self.account = account
    self.after = after
    self.pace = pace
    self.uptime = uptime
    let wait = UInt64(min(max(waitMilliseconds, 0), Self.longestWaitMilliseconds))
    deadline = uptime() + wait * 1_000_000
  }

  /// The monotonic clock in nanoseconds.
  public static let systemUptime: @Sendable () -> UInt64 = { DispatchTime.now().uptimeNanoseconds }

  /// Whether the wait is over.
  public var isDue: Bool { uptime() >= deadline }

  /// Looks at the store once: moves it on if a catch-up is due, and answers when the account's
  /// counter differs from `after`, or when `final` (the wait is over or the server stops).
  public func look(wire: any StoreWire, controls: any StoreControls, final: Bool) throws(StoreWireError)
    -> WireUpdate?
  {
    if pace.claim(at: uptime()) { try controls.catchUp() }
    let sequence = try wire.latestUpdateSequence(account: account)
    guard sequence != after || final else { return nil }
    return WireUpdate(sequence: sequence, now: try wire.currentDate())
  }

  /// The answer, looking every ``lookIntervalNanoseconds`` on this thread until the counter
  /// moves or the wait is over (a loop bounded by the deadline).
  public func awaitAnswer(wire: any StoreWire, controls: any StoreControls) throws(StoreWireError) -> WireUpdate {
    while true {
      let final = isDue
      if let update = try look(wire: wire, controls: controls, final: final) { return update }
      let left = deadline > uptime() ? deadline - uptime() : 0
      usleep(useconds_t(min(left, Self.lookIntervalNanoseconds) / 1000))
    }
  }
}
