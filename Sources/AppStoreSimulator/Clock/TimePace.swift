public import Catalog

/// How simulated time relates to real time for a `TimeRate`: how fast the clock runs, and how
/// long a subscription period lasts.
///
/// Xcode's rates come in two families. "N is one day" and "monthly renewal every N" speed the
/// whole clock up, and periods keep their calendar length. "One renewal every N" keep the clock
/// at real speed and make every period, whatever its length, last N.
public struct TimePace: Sendable, Equatable {
  /// Simulated milliseconds that pass per real second.
  public var simulatedMillisecondsPerSecond: Int64
  /// When set, every subscription or offer period lasts this many simulated milliseconds.
  public var fixedPeriodMilliseconds: Int64?

  /// The pace of `rate`.
  public init(_ rate: TimeRate) {
    let day: Int64 = 86_400_000
    let month = 30 * day
    switch rate {
    case .realTime: self.init(perSecond: 1000)
    case .oneHourIsOneDay: self.init(perSecond: day / 3600)
    case .thirtyMinutesIsOneDay: self.init(perSecond: day / 1800)
    case .fiveMinutesIsOneDay: self.init(perSecond: day / 300)
    case .oneMinuteIsOneDay: self.init(perSecond: day / 60)
    case .thirtySecondsIsOneDay: self.init(perSecond: day / 30)
    case .oneSecondIsOneDay: self.init(perSecond: day)
    case .monthlyRenewalEveryHour: self.init(perSecond: month / 3600)
    case .monthlyRenewalEveryThirtyMinutes: self.init(perSecond: month / 1800)
    case .monthlyRenewalEveryFifteenMinutes: self.init(perSecond: month / 900)
    case .monthlyRenewalEveryFiveMinutes: self.init(perSecond: month / 300)
    case .monthlyRenewalEveryThirtySeconds: self.init(perSecond: month / 30)
    case .oneRenewalEveryFifteenMinutes: self.init(perSecond: 1000, fixedPeriod: 900_000)
    case .oneRenewalEveryFiveMinutes: self.init(perSecond: 1000, fixedPeriod: 300_000)
    case .oneRenewalEveryMinute: self.init(perSecond: 1000, fixedPeriod: 60_000)
    case .oneRenewalEveryThirtySeconds: self.init(perSecond: 1000, fixedPeriod: 30_000)
    case .oneRenewalEveryTenSeconds: self.init(perSecond: 1000, fixedPeriod: 10_000)
    case .oneRenewalEveryTwoSeconds: self.init(perSecond: 1000, fixedPeriod: 2_000)
    }
  }

  init(perSecond: Int64, fixedPeriod: Int64? = nil) {
    simulatedMillisecondsPerSecond = perSecond
    fixedPeriodMilliseconds = fixedPeriod
  }

  /// Simulated milliseconds that pass in `realMilliseconds` of real time.
  public func simulated(afterReal realMilliseconds: Int64) -> Int64 {
    let (product, overflow) = realMilliseconds.multipliedReportingOverflow(by: simulatedMillisecondsPerSecond)
    return overflow ? Int64.max / 4 : product / 1000
  }

  /// The length of `days` days (a grace period, the billing retry window) at this pace: real
  /// days, or, when periods are fixed, the same share of a 30-day month.
  public func milliseconds(ofDays days: Int64) -> Int64 {
    if let fixed = fixedPeriodMilliseconds { return fixed * days / 30 }
    return days * 86_400_000
  }
}
