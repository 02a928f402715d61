import Catalog
import Foundation
import Paywall
import Testing

/// AR-31: a saving compares plans of one group and level of service (issue 13 item 2).
struct SavingsLikeForLikeRuleTests {
  let base = Baseline.snapshot

  /// The baseline's "Save 28%" on Pro Yearly against Pro Monthly: one group, one level.
  @Test func aSavingWithinOneLevelPasses() {
    let result = base.result("AR-31")
    #expect(result.verdict == .pass, "\(result.explanation)")
  }

  @Test func aSavingAgainstAnotherLevelFails() {
    var other = base
    let index = other.plans.firstIndex { $0.id == Baseline.monthly }!
    other.plans[index].groupLevel = 2
    let result = other.result("AR-31")
    #expect(result.verdict == .fail)
    #expect(result.explanation.contains("holds only against \(Baseline.monthly), another level of service"))
    #expect(result.offending.map(\.role) == [.savingsBadge])
    // AR-23 only asks whether some plan backs the number: it does.
    #expect(other.result("AR-23").verdict == .pass)
  }

  @Test func aSavingAgainstAnotherGroupFails() {
    var other = base
    let index = other.plans.firstIndex { $0.id == Baseline.monthly }!
    other.plans[index].groupID = "family"
    let result = other.result("AR-31")
    #expect(result.verdict == .fail)
    #expect(result.explanation.contains("another subscription group"))
  }

  @Test func aSavingThatNamesItsComparisonPasses() {
    var other = base.editing(.savingsBadge, plan: Baseline.yearly) { $0.text = "Save 28% vs Pro Monthly" }
    let index = other.plans.firstIndex { $0.id == Baseline.monthly }!
    other.plans[index].groupLevel = 2
    #expect(other.result("AR-31").verdict == .pass)
  }

  @Test func aSavingAgainstAPriceNotOnScreenFails() {
    // Pro Monthly's price is not on screen: it is no price the customer can buy here.
    let hidden = base.removing { $0.planID == Baseline.monthly && $0.role == .billedPrice }
    let result = hidden.result("AR-31")
    #expect(result.verdict == .fail)
    #expect(result.explanation.contains("whose price the customer cannot buy on this screen"))
  }

  @Test func aClaimNoPlanBacksIsLeftToAR23() {
    let inflated = base.editing(.savingsBadge, plan: Baseline.yearly) {
      $0.text = "Save 90%"
      $0.value = 90
    }
    #expect(inflated.result("AR-31").verdict == .pass)
    #expect(inflated.result("AR-23").verdict == .fail)
  }

  @Test func noClaimIsNotApplicable() {
    #expect(base.removing { $0.role == .savingsBadge }.result("AR-31").verdict == .notApplicable)
  }
}
