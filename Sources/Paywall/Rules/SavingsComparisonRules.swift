import Catalog
import FoundationEssentials

/// Savings measured like for like: one group, one level of service, a price the customer can buy (AR-31).
extension ReviewRules {
  /// A saving claim (a plan's badge, or a percentage in a title, headline, label or message) is honest
  /// only against a plan of the same subscription group and level of service whose billed price is on
  /// screen: Individual against Family is a different service, not a discount, and a price not offered
  /// here is no price the customer pays. A claim that holds only against another group or level, or a
  /// plan whose price is not shown, fails unless its text names the plan it compares with; a claim no
  /// plan can back at all is AR-23's failure, not this rule's.
  static let savingsLikeForLike = ReviewRule("AR-31", "savings-like-for-like", .reject) { context in
    let snapshot = context.snapshot
    let claims =
      context.drawn(.savingsBadge)
      + snapshot.elements.filter {
        [.title, .headline, .message, .planLabel].contains($0.role) && percent(in: $0.text) != nil
      }
    guard !claims.isEmpty else { return .notApplicable("no savings claim on the paywall") }
    // Plans a customer can buy at the price shown: a billed price on screen, above zero.
    let buyable = Set(
      snapshot.plans.filter { $0.price > 0 && !context.elements(.billedPrice, plan: $0.id).isEmpty }.map(\.id))
    var problems: [(String, [ElementSnapshot])] = []
    for claim in claims {
      guard let claimed = claim.role == .savingsBadge ? claim.value ?? percent(in: claim.text) : percent(in: claim.text)
      else { continue }
      let subjects = claim.planID.flatMap { snapshot.plan($0) }.map { [$0] } ?? snapshot.plans
      var honest = false
      var backing: (plan: PlanSnapshot, against: PlanSnapshot)?
      for subject in subjects {
        for other in snapshot.plans where other.id != subject.id {
          guard let saving = context.saving(of: subject, against: other), claimed <= saving else { continue }
          let sameService = other.groupID == subject.groupID && other.groupLevel == subject.groupLevel
          if sameService && buyable.contains(other.id) {
            honest = true
          } else if !claim.text.contains(other.title) {
            backing = backing ?? (subject, other)
          }
        }
      }
      guard !honest, let (plan, against) = backing else { continue }
      let how =
        !buyable.contains(against.id)
        ? "whose price the customer cannot buy on this screen"
        : against.groupID == plan.groupID ? "another level of service" : "another subscription group"
      problems.append(("claim \(claim.quoted) for \(plan.id) holds only against \(against.id), \(how)", [claim]))
    }
    return .judge(problems, passing: "every savings claim compares plans of one group and level of service")
  }
}
