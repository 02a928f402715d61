/// How serious a broken rule is (paywall-rules.md §3).
public enum RuleSeverity: String, Sendable, Comparable {
  /// Advisory.
  case info
  /// A documented enforcement pattern or a matter of interpretation.
  case risk
  /// The written rule text is violated.
  case reject

  private var rank: Int {
    switch self {
    case .info: 0
    case .risk: 1
    case .reject: 2
    }
  }

  public static func < (lhs: RuleSeverity, rhs: RuleSeverity) -> Bool { lhs.rank < rhs.rank }
}

/// What a rule concluded about one snapshot.
public enum RuleVerdict: String, Sendable {
  /// The paywall meets the rule.
  case pass
  /// The paywall breaks the rule.
  case fail
  /// The rule's inputs are absent or unknown, so it says nothing.
  case notApplicable
}

/// One rule's verdict on one snapshot, with the reason and the regions to highlight.
public struct RuleResult: Sendable, Equatable {
  /// The rule id, e.g. "AR-04".
  public var ruleID: String
  /// The rule name, e.g. "billed-most-prominent".
  public var name: String
  /// How serious a failure is.
  public var severity: RuleSeverity
  /// Pass, fail or not applicable.
  public var verdict: RuleVerdict
  /// One line of English that says why, naming plan ids, texts and values.
  public var explanation: String
  /// The drawn regions that break the rule (empty when nothing drawn is to blame).
  public var offending: [ElementSnapshot]

  /// A result.
  public init(
    ruleID: String, name: String, severity: RuleSeverity, verdict: RuleVerdict, explanation: String,
    offending: [ElementSnapshot] = []
  ) {
    self.ruleID = ruleID
    self.name = name
    self.severity = severity
    self.verdict = verdict
    self.explanation = explanation
    self.offending = offending
  }
}

/// An App Review rule (paywall-rules.md §4) that judges a rendered paywall.
public struct ReviewRule: Sendable {
  /// The rule id, e.g. "AR-04".
  public let id: String
  /// The rule name, e.g. "billed-most-prominent".
  public let name: String
  /// How serious a failure is.
  public let severity: RuleSeverity
  /// Judges a snapshot.
  public let check: @Sendable (PaywallSnapshot) -> RuleResult
  /// Judges the snapshot of a context shared with the other rules of one check.
  let evaluate: @Sendable (RuleContext) -> Outcome

  /// A rule whose check returns an outcome that is wrapped with the rule's id, name and severity.
  init(
    _ id: String, _ name: String, _ severity: RuleSeverity, _ evaluate: @escaping @Sendable (RuleContext) -> Outcome
  ) {
    self.id = id
    self.name = name
    self.severity = severity
    self.evaluate = evaluate
    self.check = { snapshot in
      Self.labelled(evaluate(RuleContext(snapshot)), id: id, name: name, severity: severity)
    }
  }

  /// The rule's result on the snapshot of `context`.
  func result(in context: RuleContext) -> RuleResult {
    Self.labelled(evaluate(context), id: id, name: name, severity: severity)
  }

  /// `outcome` labelled with a rule's id, name and severity.
  private static func labelled(_ outcome: Outcome, id: String, name: String, severity: RuleSeverity) -> RuleResult {
    RuleResult(
      ruleID: id, name: name, severity: severity, verdict: outcome.verdict, explanation: outcome.explanation,
      offending: outcome.offending)
  }
}

/// A rule's verdict before it is labelled with the rule.
struct Outcome: Sendable {
  var verdict: RuleVerdict
  var explanation: String
  var offending: [ElementSnapshot]

  static func pass(_ explanation: String) -> Outcome {
    Outcome(verdict: .pass, explanation: explanation, offending: [])
  }

  static func fail(_ explanation: String, _ offending: [ElementSnapshot] = []) -> Outcome {
    Outcome(verdict: .fail, explanation: explanation, offending: offending)
  }

  static func notApplicable(_ explanation: String) -> Outcome {
    Outcome(verdict: .notApplicable, explanation: explanation, offending: [])
  }

  /// Fails with the joined problems when there are any, else passes with `passing`.
  static func judge(_ problems: [(String, [ElementSnapshot])], passing: String) -> Outcome {
    problems.isEmpty
      ? .pass(passing) : .fail(problems.map(\.0).joined(separator: "; "), problems.flatMap(\.1))
  }
}

/// The App Review rules AR-01 … AR-32 and the checker that runs them.
public enum ReviewRules {
  /// Every rule, AR-01 to AR-32 in order (AR-31 and AR-32 are ours: paywall-rules.md's table ends at
  /// AR-30; AR-32 is §12's rule for commitment plans).
  public static let all: [ReviewRule] = [
    subTitle, subLength, billedPriceShown, billedMostProminent, derivedPriceLabelled, benefitsDescribed, termsLink,
    privacyLink, linkActionable, disclosureAboveFold, autoRenewDisclosure, trialTermsComplete, trialEligibility,
    trialNotBehindToggle, trialCTAHonest, restorePresent, restoreFeedback, paymentsDisabledState,
    noDuplicateSubscription, priceFromStorefront, currencyLocaleConsistent, periodUnitsLocalized,
    savingsClaimAccurate, minPeriod7Days, consumableCredits, nonSubTrialForm, noExternalPurchaseLink,
    noRepeatedExitOffer, listingEULAPrivacy, dismissAvailable, savingsLikeForLike, commitmentTotalShown,
  ]

  /// Runs every rule on `snapshot`.
  public static func check(_ snapshot: PaywallSnapshot) -> ReviewReport {
    let context = RuleContext(snapshot)
    return ReviewReport(results: all.map { $0.result(in: context) })
  }
}

/// The results of every rule on one snapshot.
public struct ReviewReport: Sendable, Equatable {
  /// One result per rule, in rule order.
  public var results: [RuleResult]
  /// The results that failed.
  public var failures: [RuleResult]
  /// The failures of reject severity.
  public var rejectFailures: [RuleResult]
  /// Whether no reject-level rule failed.
  public var passed: Bool

  /// A report of `results`.
  public init(results: [RuleResult]) {
    self.results = results
    failures = results.filter { $0.verdict == .fail }
    rejectFailures = failures.filter { $0.severity == .reject }
    passed = rejectFailures.isEmpty
  }
}
