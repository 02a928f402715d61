import Paywall

/// The storefront rules' reports of the purchase sheets checked so far, by what each sheet is drawn
/// from: a sheet with the inputs of one already checked takes its report.
///
/// Kept for the models of one paywall, storefront and language (a handful of entries), not shared
/// between threads.
struct SheetReports {
  /// Every sheet checked, in the order checked.
  private var checked: [(inputs: SheetInputs, report: ReviewReport)] = []

  /// An empty memo.
  init() {}

  /// The report of the sheet with `inputs`: the one checked before with equal inputs, else `check()`'s,
  /// remembered; `check()` alone when there are no inputs to compare.
  mutating func report(_ inputs: SheetInputs?, check: () -> ReviewReport) -> ReviewReport {
    guard let inputs else { return check() }
    if let known = checked.first(where: { $0.inputs == inputs }) { return known.report }
    let made = check()
    checked.append((inputs, made))
    return made
  }
}
