/// A "Save 28%" badge on a plan card.
public struct SavingsBadge: Sendable, Equatable {
  /// The whole percentage the badge states.
  public var percent: Int
  /// The badge text, localized: "Save 28%", "Spare 28 %".
  public var text: String
  /// Whether the percentage is the paywall's claim (`claimedSavings`) rather than computed.
  public var isClaimed: Bool
  /// The plan the saving is measured against (the most expensive per month in the group).
  public var comparatorPlanID: String?

  /// A savings badge.
  public init(percent: Int, text: String, isClaimed: Bool, comparatorPlanID: String?) {
    self.percent = percent
    self.text = text
    self.isClaimed = isClaimed
    self.comparatorPlanID = comparatorPlanID
  }
}
