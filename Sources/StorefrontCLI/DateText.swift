import FoundationEssentials
import FoundationInternationalization

/// Simulated dates as text: ISO 8601 in UTC, e.g. `2026-01-08T00:00:00Z`.
enum DateText {
  static func iso(_ milliseconds: Int64) -> String {
    Date(timeIntervalSince1970: TimeInterval(milliseconds / 1000)).formatted(.iso8601)
  }
}
