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
    let products = ["products", "nonRenewingSubscriptions"].flatMap { member(root, $0)?.elements ?? [] }
    for product in products { notes += nullNameNotes(product) }
    for group in member(root, "subscriptionGroups")?.elements ?? [] {
      for subscription in member(group, "subscriptions")?.elements ?? [] {
        notes += nullNameNotes(subscription)
        let product = member(subscription, "productID")?.string ?? "a subscription"
        notes += planNotes(subscription, product: product)
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

  /// Commitment billing plans (schema 5.0 `billingPlans`): only the up-front one is sold.
  private static func planNotes(_ subscription: JSONNode, product: String) -> [String] {
    let plans = (member(subscription, "billingPlans")?.elements ?? []).compactMap {
      member($0, "billingPlanType")?.string
    }
    let others = plans.filter { $0 != "BILLED_UPFRONT" }
    guard !others.isEmpty else { return [] }
    return [
      "\(product): billing plans \(others.joined(separator: ", ")) are not imported; the catalog sells it billed up front"
    ]
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
      notes.append("\(product): \(key) \"\(name)\" is for the \(plan) billing plan, which is not imported")
    }
    return notes
  }

  private static func member(_ node: JSONNode, _ key: String) -> JSONNode? {
    guard node.kind == .object else { return nil }
    return node.members.first { $0.key == key }?.node
  }
}
