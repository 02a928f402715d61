internal import Catalog
internal import Storefront

/// The paywall's localized messages: restore feedback and why payments are off.
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
      let names = ids.map { id in
        catalog.product(id).map {
          ProductText(product: $0, language: language, defaultLanguage: catalog.settings.defaultLanguage).displayName
        } ?? id
      }
      return ModelMessage(meaning: .restored, text: ui.restored(names))
    case .restored, .nothingToRestore:
      return ModelMessage(meaning: .nothingToRestore, text: ui.nothingToRestore)
    case .failed:
      return ModelMessage(meaning: .restoreFailed, text: ui.restoreFailed, retryKey: "R")
    }
  }

  /// The reason nothing can be bought.
  var paymentsDisabled: ModelMessage { ModelMessage(meaning: .paymentsDisabled, text: ui.paymentsDisabled) }
}
