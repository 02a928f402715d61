import Catalog
import FoundationEssentials
import Localization
import Paywall
import TerminalUI
import ScreenGeometry

/// The paywall as plain text, for when the full-screen app cannot run.
enum PlainPaywall {
  /// Prints the paywall for `account` (its trial eligibility and current plan, as the app shows
  /// them), then one line on stderr saying why and what to use instead.
  static func print(
    catalog: Catalog, options: InteractiveCommand.Options, account: AccountSnapshot, reason: String
  ) -> Int32 {
    // The account's storefront, as the app uses once the account is loaded.
    let storefront =
      catalog.storefront(account.storefrontID) != nil
      ? account.storefrontID : options.storefront ?? catalog.defaultStorefront.id
    do {
      let model = try PaywallModel.make(
        catalog: catalog, paywallID: options.paywall, storefrontID: storefront, language: options.language,
        customer: account.customer)
      let columns = Int(ProcessInfo.processInfo.environment["COLUMNS"] ?? "").map { min(max($0, 60), 200) } ?? 80
      let frame = PaywallScreen.render(
        model, state: PaywallViewState(model: model), size: ScreenSize(columns: columns, rows: 40),
        bidi: options.bidi)
      Swift.print(frame.grid.text.trimmingNewlines())
    } catch {
      StorefrontCommand.printError("storefront: \(error)")
      return ExitCode.dataError
    }
    StorefrontCommand.printError(Translations.forLanguage(options.language.identifier)(.plainFallback, reason))
    return ExitCode.ok
  }
}
