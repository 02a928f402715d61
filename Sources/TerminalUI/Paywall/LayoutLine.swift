import Catalog
import FoundationEssentials
import Paywall

/// One row of the paywall before it is placed: spans at the reading start, spans at the end, and how
/// readily the row is given up when the terminal is short.
struct LayoutLine: Sendable {
  /// When a row is left out for lack of room; rows with a higher rank go first.
  enum Rank: Int, Sendable, Comparable {
    /// Always drawn: prices, periods, trial terms, calls to action, restore, links.
    case required = 0
    /// A notice the account page also gives (a failed renewal): left out before the disclosure is.
    case notice = 1
    /// A plan's second row: per-period equivalent, savings badge.
    case planDetail = 2
    /// Another way to pay for a plan (monthly with a 12-month commitment), its monthly price and
    /// total together: all its rows go at once, before the disclosure is shortened (the purchase
    /// sheet offers it too).
    case billingOption = 6
    /// Further benefit rows after the first.
    case moreBenefits = 3
    /// The subtitle under the headline.
    case subtitle = 4
    /// Blank rows that separate sections.
    case spacer = 5

    static func < (lhs: Rank, rhs: Rank) -> Bool { lhs.rawValue < rhs.rawValue }
  }

  /// Spans from the reading start (left, or right in a right-to-left language).
  var leading: [LayoutSpan]
  /// Spans aligned to the reading end (prices on a plan row).
  var trailing: [LayoutSpan]
  /// How readily the row is left out.
  var rank: Rank
  /// Whether the row belongs to the auto-renewal disclosure, which may be shortened.
  var isDisclosure: Bool

  /// A row.
  init(_ leading: [LayoutSpan], trailing: [LayoutSpan] = [], rank: Rank = .required, isDisclosure: Bool = false) {
    self.leading = leading
    self.trailing = trailing
    self.rank = rank
    self.isDisclosure = isDisclosure
  }

  /// A blank separator row.
  static let spacer = LayoutLine([], rank: .spacer)
}
