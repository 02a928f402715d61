import Catalog
import Paywall
import ScreenGeometry

/// What the purchase sheet of one plan is drawn from, and what its rules read: the fields of the
/// paywall model that `PurchaseSheet.frame` reads, with the customer as the sheet rules read it
/// (see `SheetCustomer`).
///
/// Two models with equal inputs for a plan draw its sheet alike and judge it alike, so the linter
/// checks it once: the sheet of a plan whose card, plans and customer as judged are the same for a
/// customer who used the trial and for one who left, say, is checked for one of them.
struct SheetInputs: Equatable {
  /// The plan's card (the first with its id, as the sheet takes it).
  var card: PlanCard
  /// The plans' store data (the sheet's plan and the snapshot's plans).
  var plans: [PlanSnapshot]
  /// The customer as the sheet rules read it.
  var customer: SheetCustomer
  /// The paywall's id, storefront and language, as the snapshot names them.
  var paywallID: String
  var storefront: StorefrontContext
  var language: LanguageTag
  /// Whether the sheet is drawn right to left.
  var isRightToLeft: Bool
  /// The words the sheet is written in.
  var uiText: PaywallUIText
  /// The screen the sheet is drawn on.
  var size: ScreenSize

  /// The inputs of the sheet of `planID` in `model` on a screen of `size`; nil when `model` has no card
  /// for `planID`.
  init?(_ model: PaywallModel, planID: String, size: ScreenSize) {
    guard let card = model.cards.first(where: { $0.planID == planID }) else { return nil }
    self.card = card
    plans = model.plans
    customer = SheetCustomer(model.customer, plan: model.plans.first { $0.id == planID }, plans: model.plans)
    paywallID = model.paywallID
    storefront = model.storefront
    language = model.language
    isRightToLeft = model.isRightToLeft
    uiText = model.uiText
    self.size = size
  }
}
