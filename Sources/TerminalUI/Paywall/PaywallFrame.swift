public import Paywall
import Catalog
import FoundationEssentials

/// One rendered paywall frame: the cells to show and what they mean to the review rules.
public struct PaywallFrame: Sendable {
  /// The cells.
  public var grid: CellGrid
  /// The screen as the review rules read it: plans, elements with their places and styles.
  public var snapshot: PaywallSnapshot
  /// Whether the terminal was too small and the frame only asks for a bigger one.
  public var isTooSmall: Bool
}
