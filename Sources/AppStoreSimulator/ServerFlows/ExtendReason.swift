/// Why a renewal date is extended (`extendReasonCode`).
public enum ExtendReason: Int, Sendable, CaseIterable {
  case undeclared = 0
  case customerSatisfaction = 1
  case other = 2
  case serviceIssueOrOutage = 3
}
