/// How fast the simulated store clock runs, with the names and raw values of Xcode's
/// `SKTestSession.TimeRate` (the raw value is what `.storekit` files store in `_timeRate`).
public enum TimeRate: Int, Sendable, Hashable, CaseIterable {
  case realTime = 0
  case oneHourIsOneDay = 1
  case thirtyMinutesIsOneDay = 2
  case fiveMinutesIsOneDay = 3
  case oneMinuteIsOneDay = 4
  case thirtySecondsIsOneDay = 5
  case oneSecondIsOneDay = 6
  case monthlyRenewalEveryHour = 10
  case monthlyRenewalEveryThirtyMinutes = 11
  case monthlyRenewalEveryFifteenMinutes = 12
  case monthlyRenewalEveryFiveMinutes = 13
  case monthlyRenewalEveryThirtySeconds = 15
  case oneRenewalEveryFifteenMinutes = 1000
  case oneRenewalEveryFiveMinutes = 1001
  case oneRenewalEveryMinute = 1002
  case oneRenewalEveryThirtySeconds = 1003
  case oneRenewalEveryTenSeconds = 1004
  case oneRenewalEveryTwoSeconds = 1005

  /// The name used in `catalog.json`, e.g. `monthlyRenewalEveryThirtySeconds`.
  public var name: String {
    switch self {
    case .realTime: "realTime"
    case .oneHourIsOneDay: "oneHourIsOneDay"
    case .thirtyMinutesIsOneDay: "thirtyMinutesIsOneDay"
    case .fiveMinutesIsOneDay: "fiveMinutesIsOneDay"
    case .oneMinuteIsOneDay: "oneMinuteIsOneDay"
    case .thirtySecondsIsOneDay: "thirtySecondsIsOneDay"
    case .oneSecondIsOneDay: "oneSecondIsOneDay"
    case .monthlyRenewalEveryHour: "monthlyRenewalEveryHour"
    case .monthlyRenewalEveryThirtyMinutes: "monthlyRenewalEveryThirtyMinutes"
    case .monthlyRenewalEveryFifteenMinutes: "monthlyRenewalEveryFifteenMinutes"
    case .monthlyRenewalEveryFiveMinutes: "monthlyRenewalEveryFiveMinutes"
    case .monthlyRenewalEveryThirtySeconds: "monthlyRenewalEveryThirtySeconds"
    case .oneRenewalEveryFifteenMinutes: "oneRenewalEveryFifteenMinutes"
    case .oneRenewalEveryFiveMinutes: "oneRenewalEveryFiveMinutes"
    case .oneRenewalEveryMinute: "oneRenewalEveryMinute"
    case .oneRenewalEveryThirtySeconds: "oneRenewalEveryThirtySeconds"
    case .oneRenewalEveryTenSeconds: "oneRenewalEveryTenSeconds"
    case .oneRenewalEveryTwoSeconds: "oneRenewalEveryTwoSeconds"
    }
  }

  /// Whether the rate keeps real time and instead renews every subscription after a fixed
  /// interval (the `oneRenewalEvery…` family).
  public var hasFixedRenewalPeriod: Bool { rawValue >= 1000 }

  /// Whether Apple deprecated this rate (the "N is one day" family).
  public var isDeprecated: Bool { (1...6).contains(rawValue) }
}
