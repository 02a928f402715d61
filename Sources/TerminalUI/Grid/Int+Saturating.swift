extension Int {
  /// The sum, or `Int.max` / `Int.min` instead of overflowing.
  func addingSaturating(_ other: Int) -> Int {
    let (sum, overflow) = addingReportingOverflow(other)
    guard overflow else { return sum }
    return other > 0 ? .max : .min
  }
}
