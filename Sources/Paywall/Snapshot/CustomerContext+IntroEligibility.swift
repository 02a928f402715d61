extension CustomerContext {
  /// Whether this customer may still get `plan`'s introductory offer, or the win-back offer shown in its
  /// place, when `plans` are on the screen (AR-13).
  ///
  /// The one place the rules read `introUsedGroups` and `winBackOffers` (see `SheetCustomer`).
  public func isEligibleForIntro(_ plan: PlanSnapshot, among plans: [PlanSnapshot]) -> Bool {
    guard let intro = plan.intro else { return false }
    if activeSubscriptions.contains(plan.id) { return false }
    if intro.isWinBack { return winBackOffers[plan.id] != nil }
    guard let group = plan.groupID else { return true }
    if introUsedGroups.contains(group) { return false }
    return !plans.contains { activeSubscriptions.contains($0.id) && $0.groupID == group }
  }
}
