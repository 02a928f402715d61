internal import Catalog
internal import Storefront

/// The paywall's localized messages: restore feedback, why payments are off, and a failed renewal.
struct ModelMessages {
  let ui: PaywallUIText
  let catalog: Catalog
  let storefront: StorefrontInfo
  let language: LanguageTag

  /// Restore feedback: the restored products by name, nothing to restore, or failed with a retry.
  ///
  /// A "restored" result with no products is reported as nothing to restore, never as restored.
  func restore(_ outcome: RestoreOutcome) -> ModelMessage {
    switch outcome {
    case .restored(let ids) where !ids.isEmpty:
      return ModelMessage(meaning: .restored, text: ui.restored(ids.map(name)))
    case .restored, .nothingToRestore:
      return ModelMessage(meaning: .nothingToRestore, text: ui.nothingToRestore)
    case .failed:
      return ModelMessage(meaning: .restoreFailed, text: ui.restoreFailed, retryKey: "R")
    }
  }

  /// The reason nothing can be bought.
  var paymentsDisabled: ModelMessage { ModelMessage(meaning: .paymentsDisabled, text: ui.paymentsDisabled) }

  /// That the store could not renew the plans in `productIDs` and is retrying, or nil when none.
  func billingIssue(_ productIDs: [String]) -> ModelMessage? {
    guard !productIDs.isEmpty else { return nil }
    return ModelMessage(
      meaning: .billingIssue, text: ui.billingIssue(productIDs.map(name).joined(separator: ui.listSeparator)))
  }

  /// The product's name in the paywall's language, or its id when the catalog has no such product.
  private func name(_ id: String) -> String {
    catalog.product(id).map {
      ProductText(product: $0, language: language, defaultLanguage: catalog.settings.defaultLanguage).displayName
    } ?? id
  }
}
