public import Catalog

/// Whether a customer may get a plan's introductory offer (AR-13).
public enum IntroEligibility {
  /// Eligible iff the plan has an intro offer in this storefront, its group's intro was never
  /// used, and the customer has no active subscription in the group (a plan change within a
  /// group never gets an intro offer).
  ///
  /// - Parameters:
  ///   - hasOffer: whether the plan has an introductory offer in the storefront.
  ///   - groupID: the plan's subscription group.
  ///   - activeGroups: the groups of the customer's active subscriptions.
  public static func isEligible(
    hasOffer: Bool, groupID: String, customer: CustomerContext, activeGroups: Set<String>
  ) -> Bool {
    hasOffer && !customer.introUsedGroups.contains(groupID) && !activeGroups.contains(groupID)
  }

  /// The subscription groups of the customer's active subscriptions, looked up in `catalog`.
  public static func activeGroups(of customer: CustomerContext, in catalog: Catalog) -> Set<String> {
    Set(customer.activeSubscriptions.compactMap { catalog.product($0)?.subscription?.groupID })
  }
}
