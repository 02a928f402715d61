public import StoreWire

extension PurchaseOutcome {
  /// The outcomes the purchase sheet's `o` steps through, in order: succeed, cancel, fail with a
  /// network error, Ask to Buy, interrupted.
  public static let sheetChoices: [PurchaseOutcome] = [
    .success, .userCancelled, .failed(.networkError), .askToBuy, .interrupted,
  ]

  /// The next outcome on the purchase sheet, wrapping around (what `o` does); an outcome the
  /// sheet does not offer steps to the first.
  public var nextOnSheet: PurchaseOutcome {
    let all = Self.sheetChoices
    guard let index = all.firstIndex(of: self) else { return all[0] }
    return all[(index + 1) % all.count]
  }
}
