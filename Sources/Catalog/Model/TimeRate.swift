/// How fast the simulated store clock runs, with the names and raw values of Xcode's
/// `SKTestSession.TimeRate` (the raw value is what `.storekit` files store in `_timeRate`).
public enum TimeRate: Int, Sendable, Hashable, CaseIterable, Codable {
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

  /// How many real seconds a monthly subscription's renewal takes at this rate: what orders the
  /// rates from slowest to fastest (the simulator's `TimePace` keeps the same figures).
  public var secondsPerMonthlyRenewal: Int {
    switch self {
    case .realTime: 30 * 86_400
    case .oneHourIsOneDay: 30 * 3600
    case .thirtyMinutesIsOneDay: 30 * 1800
    case .fiveMinutesIsOneDay: 30 * 300
    case .oneMinuteIsOneDay: 30 * 60
    case .thirtySecondsIsOneDay: 30 * 30
    case .oneSecondIsOneDay: 30
    case .monthlyRenewalEveryHour: 3600
    case .monthlyRenewalEveryThirtyMinutes: 1800
    case .monthlyRenewalEveryFifteenMinutes, .oneRenewalEveryFifteenMinutes: 900
    case .monthlyRenewalEveryFiveMinutes, .oneRenewalEveryFiveMinutes: 300
    case .oneRenewalEveryMinute: 60
    case .monthlyRenewalEveryThirtySeconds, .oneRenewalEveryThirtySeconds: 30
    case .oneRenewalEveryTenSeconds: 10
    case .oneRenewalEveryTwoSeconds: 2
    }
  }

  /// Every rate Apple has not deprecated, slowest first (ties in Xcode's order).
  public static var slowestFirst: [TimeRate] {
    allCases.filter { !$0.isDeprecated }.enumerated().sorted {
      ($0.element.secondsPerMonthlyRenewal, $1.offset) > ($1.element.secondsPerMonthlyRenewal, $0.offset)
    }.map(\.element)
  }

  /// Whether Apple deprecated this rate (the "N is one day" family).
  public var isDeprecated: Bool { (1...6).contains(rawValue) }
}
