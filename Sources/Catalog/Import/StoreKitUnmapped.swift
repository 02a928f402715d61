internal import StrictJSON

/// What a `.storekit` file says that the catalog cannot hold, found by walking the file: each
/// becomes a `note:` line, so nothing is lost silently (commitment billing plans, a stackable offer
/// other than an offer code, billing plan types on offers, a disabled purchase dialog).
enum StoreKitUnmapped {
  /// The notes for the document `root`.
  static func notes(_ root: JSONNode) -> [String] {
    var notes: [String] = []
    if let settings = member(root, "settings"), member(settings, "_disableDialogs")?.bool == true {
      notes.append(
        "settings._disableDialogs: the file turns off StoreKit's purchase dialogs; the app always shows its purchase sheet"
      )
    }
    let storefront = member(root, "settings").flatMap { member($0, "_storefront")?.string } ?? "USA"
    let products = ["products", "nonRenewingSubscriptions"].flatMap { member(root, $0)?.elements ?? [] }
    for product in products { notes += nullNameNotes(product) }
    for group in member(root, "subscriptionGroups")?.elements ?? [] {
      for subscription in member(group, "subscriptions")?.elements ?? [] {
        notes += nullNameNotes(subscription)
        let product = member(subscription, "productID")?.string ?? "a subscription"
        notes += planNotes(subscription, product: product, storefront: storefront)
        for key in ["introductoryOffer", "introductoryOffers", "adHocOffers", "codeOffers", "winbackOffers"] {
          guard let node = member(subscription, key), !node.isNull else { continue }
          let offers = node.kind == .array ? node.elements : [node]
          for offer in offers { notes += offerNotes(offer, key: key, product: product) }
        }
      }
    }
    return notes
  }

  /// A product whose `referenceName` is `null`: it gets the product id.
  private static func nullNameNotes(_ product: JSONNode) -> [String] {
    guard member(product, "referenceName")?.isNull == true else { return [] }
    let id = member(product, "productID")?.string ?? "a product"
    return ["\(id): referenceName is null; using the product id"]
  }

  /// Commitment billing plans (schema 5.0 `billingPlans`) the catalog cannot sell: a MONTHLY plan is
  /// imported as `monthlyCommitment` for a one-year subscription in a storefront where Apple sells
  /// it, never in the United States or Singapore; any other plan type is unknown.
  private static func planNotes(_ subscription: JSONNode, product: String, storefront: String) -> [String] {
    let plans = (member(subscription, "billingPlans")?.elements ?? []).filter { member($0, "isEnabled")?.bool != false }
      .compactMap { member($0, "billingPlanType")?.string }
    var notes: [String] = []
    let period = member(subscription, "recurringSubscriptionPeriod")?.string
    if plans.contains(BillingPlanType.monthly.rawValue) {
      if period != "P1Y" {
        notes.append(
          "\(product): billing plan MONTHLY is not imported: a 12-month commitment belongs to a one-year subscription, "
            + "and this one renews every \(period ?? "?")")
      } else if CommitmentPlan.unsoldStorefronts.contains(storefront) {
        notes.append(
          "\(product): billing plan MONTHLY is not imported for \(storefront), where Apple sells no 12-month "
            + "commitment plan; add monthlyCommitment prices for the storefronts that sell it")
      }
    }
    let unknown = plans.filter { BillingPlanType(rawValue: $0) == nil }
    if !unknown.isEmpty {
      notes.append("\(product): billing plans \(unknown.joined(separator: ", ")) are unknown and not imported")
    }
    return notes
  }

  /// An offer's fields the catalog has no place for.
  private static func offerNotes(_ offer: JSONNode, key: String, product: String) -> [String] {
    let name =
      member(offer, "referenceName")?.string ?? member(offer, "offerID")?.string ?? member(offer, "internalID")?.string
      ?? "?"
    var notes: [String] = []
    if key != "codeOffers", member(offer, "isStackable")?.bool == true {
      notes.append(
        "\(product): \(key) \"\(name)\" is stackable with an introductory offer; only offer codes stack")
    }
    if let plan = member(offer, "billingPlanType")?.string, plan != "BILLED_UPFRONT" {
      notes.append(
        "\(product): \(key) \"\(name)\" is for the \(plan) billing plan; the catalog's offers are for the plan "
          + "billed up front, so it is imported as one of those")
    }
    return notes
  }

  private static func member(_ node: JSONNode, _ key: String) -> JSONNode? {
    guard node.kind == .object else { return nil }
    return node.members.first { $0.key == key }?.node
  }
}
