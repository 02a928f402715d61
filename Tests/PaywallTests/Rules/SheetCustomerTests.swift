import Catalog
import Foundation
import Paywall
import Testing

/// `SheetCustomer`, what the purchase-sheet rules read of a customer (the linter reuses a sheet's results
/// for customers alike in it): customers the sheet rules could tell apart are never alike.
struct SheetCustomerTests {
  let plans = Baseline.plans
  var yearly: PlanSnapshot { plans[0] }
  var monthly: PlanSnapshot { plans[1] }

  @Test func theSheetRulesAreTheOnesItWasCheckedAgainst() {
    // A new sheet rule may read more of the customer: check `SheetCustomer` covers it, then add it here.
    let sheetRules = StorefrontRules.all.filter { $0.step == .purchaseSheet }.map(\.rule.id)
    #expect(sheetRules.sorted() == ["JP-01", "JP-02", "KR-03"])
  }

  @Test func customersWhoCanAndCannotGetTheSheetsOfferDiffer() {
    let new = SheetCustomer(CustomerContext(), plan: yearly, plans: plans)
    let used = SheetCustomer(CustomerContext(introUsedGroups: ["pro"]), plan: yearly, plans: plans)
    #expect(new.eligibleForIntro && !used.eligibleForIntro)
    #expect(new != used)
    var winBack = yearly
    winBack.intro?.isWinBack = true
    let offered = SheetCustomer(
      CustomerContext(introUsedGroups: ["pro"], winBackOffers: [yearly.id: "back"]), plan: winBack, plans: plans)
    let notOffered = SheetCustomer(CustomerContext(introUsedGroups: ["pro"]), plan: winBack, plans: plans)
    #expect(offered.eligibleForIntro && !notOffered.eligibleForIntro)
    #expect(offered != notOffered)
  }

  @Test func customersWithOtherSubscriptionsInForceDiffer() {
    let new = SheetCustomer(CustomerContext(), plan: yearly, plans: plans)
    let subscriber = SheetCustomer(CustomerContext(activeSubscriptions: [monthly.id]), plan: yearly, plans: plans)
    #expect(new != subscriber)
  }

  @Test func customersAlikeOnTheSheetsPlanAreAlike() {
    // Both used the trial of the plan's group; only one was offered a win-back on another plan.
    let used = SheetCustomer(CustomerContext(introUsedGroups: ["pro"]), plan: yearly, plans: plans)
    let lapsed = SheetCustomer(
      CustomerContext(introUsedGroups: ["pro"], winBackOffers: [monthly.id: "back"]), plan: yearly, plans: plans)
    #expect(used == lapsed)
    #expect(used.eligibleForIntro == CustomerContext(introUsedGroups: ["pro"]).isEligibleForIntro(yearly, among: plans))
  }
}
