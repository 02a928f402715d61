import Catalog
import FoundationEssentials
import Localization
import NcursesTerminal
import Paywall
import TerminalUI
import ScreenGeometry

/// The paywall as plain text, for when the full-screen app cannot run.
enum PlainPaywall {
  /// Why the full-screen app cannot run, in `language` (the terminal type as it is).
  static func reason(_ kind: TerminalCapability.Unavailable.Kind, language: LanguageTag) -> String {
    let words = Translations.forLanguage(language.identifier)
    return switch kind {
    case .stdinNotTerminal: words(.plainStdinNotTerminal)
    case .stdoutNotTerminal: words(.plainStdoutNotTerminal)
    case .termNotSet: words(.plainTermNotSet)
    case .termDumb: words(.plainTermDumb)
    case .noCursorAddressing(let term): words(.plainNoCursorAddressing, TerminalSafeText.line(term))
    case .noTerminfo(let term): words(.plainNoTerminfo, TerminalSafeText.line(term))
    }
  }

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
