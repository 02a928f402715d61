/// The storefronts of the EU (paywall-rules.md §12): prices shown to consumers include taxes
/// (Price Indication Directive 98/6/EC).
extension StorefrontRules {
  static let pricesIncludeTax = StorefrontRule(
    rule: ReviewRule("EU-01", "prices-include-tax", .reject) { context in
      guard context.priceTexts.contains(where: { !$0.matches.isEmpty && context.isShown($0.element) }) else {
        return .notApplicable("no price is shown")
      }
      let qualified = TaxWording.exclusions(in: context)
      return qualified.isEmpty
        ? .pass("no price is qualified as excluding tax")
        : .fail(
          qualified.map { "\($0.quoted) shows a price without tax; EU prices include it" }.joined(separator: "; "),
          qualified)
    }, step: .paywall)
}
