public import Catalog
public import Paywall
public import ScreenGeometry

/// The screens an App Reviewer walks through on one paywall, drawn by the app's own pure renderers, each
/// with the App Review rule results of the paywall it shows (what `storefront review pack` writes).
///
/// The first two are the paywall alone, exactly as `storefront render` and `storefront lint` draw and
/// check it (``PaywallLinter``, customers ``LintCustomer/new`` and ``LintCustomer/introUsed``; the
/// storefront's purchase-sheet rules are listed with them, as lint reports them). The others
/// are the app's home screen (status line, paywall, banner, key footer) after the reducer has run the
/// keys the reviewer presses and the results the store would send back (``ReviewWalkthrough``), checked
/// by ``FrameRules``.
public struct ReviewPack: Sendable {
  /// The paywall walked through.
  public var paywallID: String
  /// The storefront it is shown in.
  public var storefrontID: String
  /// The language it is read in.
  public var language: LanguageTag
  /// The terminal size every screen is drawn at.
  public var size: ScreenSize
  /// The app's name, from the catalog.
  public var appName: String
  /// The screens, one per ``ReviewStep``, in order.
  public var screens: [ReviewPackScreen]

  /// The walkthrough of `paywallID` in `storefrontID` and `language` at `size`, from `catalog`.
  public init(
    catalog: Catalog, paywallID: String, storefrontID: String, language: LanguageTag, size: ScreenSize
  ) throws(PaywallModelError) {
    self.paywallID = paywallID
    self.storefrontID = storefrontID
    self.language = language
    self.size = size
    appName = catalog.app.name
    let linter = PaywallLinter(catalog: catalog)
    let walkthrough = try ReviewWalkthrough(
      catalog: catalog, paywallID: paywallID, storefrontID: storefrontID, language: language, size: size)
    var screens: [ReviewPackScreen] = []
    for step in ReviewStep.allCases {
      let action = step.action(plan: walkthrough.chosenPlanName)
      switch step {
      case .freshAccount, .trialUsed:
        let lintCase = PaywallLinter.Case(
          paywallID: paywallID, storefrontID: storefrontID, language: language, size: size,
          customer: step == .freshAccount ? .new : .introUsed)
        // Lint's results, purchase-sheet rules included; only this frame's own regions are outlined.
        let frame = try linter.frame(lintCase)
        screens.append(
          ReviewPackScreen(
            step: step, action: action, grid: frame.grid, report: try linter.check(lintCase),
            highlights: FrameHighlight.failures(of: FrameRules.check(frame.snapshot))))
      case .restoreNothing, .askToBuy, .failedPurchase:
        let (grid, snapshot) = walkthrough.screen(step)
        screens.append(ReviewPackScreen(step: step, action: action, grid: grid, report: FrameRules.check(snapshot)))
      }
    }
    self.screens = screens
  }

  /// The file name of the image of screen `index` ("01-fresh-account.svg").
  public static func imageName(_ index: Int, _ step: ReviewStep) -> String {
    (index < 9 ? "0" : "") + "\(index + 1)-\(step.rawValue).svg"
  }
}
