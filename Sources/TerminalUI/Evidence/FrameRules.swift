public import Paywall

/// The rules that judge one drawn frame: the App Review rules, then the rules of the frame's storefront
/// for the step it shows (`StorefrontRules`), so every region they name is on this frame's cells.
///
/// `storefront lint` adds the purchase-sheet rules judged over every plan's sheet (`PaywallLinter`); those
/// name regions of other frames, so they are listed, never outlined, on a paywall frame.
public enum FrameRules {
  /// The results of the rules on `snapshot`.
  public static func check(_ snapshot: PaywallSnapshot) -> ReviewReport {
    ReviewReport(results: ReviewRules.check(snapshot).results + StorefrontRules.check(snapshot).results)
  }
}
