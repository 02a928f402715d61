extension ReviewRule {
  /// One sentence on what the rule asks of a paywall, for reports other tools show (SARIF rule
  /// descriptions); empty for a rule that has none yet (a test requires one for every rule).
  public var summary: String { ReviewRuleSummaries.byID[id] ?? "" }
}

/// The one-sentence summaries of the App Review rules and the storefront rules, by rule id (the rules'
/// conditions are in paywall-rules.md §4 and §12 and the rules' own comments; these are our own words).
enum ReviewRuleSummaries {
  static let byID: [String: String] = [
    "AR-01": "Every auto-renewable plan shows a non-empty title on screen.",
    "AR-02": "Every auto-renewable plan shows its billing period, in words that match the period it renews at.",
    "AR-03": "Every purchasable plan shows the billed price exactly as the store displays it.",
    "AR-04": "For each plan, the billed price is at least as prominent as any derived, free or offer price.",
    "AR-05":
      "A derived price (per month, per week) carries its unit, sits on the plan's card and is rounded down, never up.",
    "AR-06": "At least one benefit line is visible for each paid plan, or one list covers all of them.",
    "AR-07":
      "With an auto-renewable plan on screen, a Terms of Use (EULA) link with an https address is shown and usable.",
    "AR-08": "With an auto-renewable plan on screen, a Privacy Policy link with an https address is shown and usable.",
    "AR-09": "Each link is emitted as a terminal hyperlink and its address is visible or reachable by a shown key.",
    "AR-10":
      "At the size checked, every required disclosure (title, period, price, trial terms, renewal terms, links, restore) is drawn whole on screen.",
    "AR-11": "With an auto-renewable plan on screen, the text says it renews until cancelled and where to cancel.",
    "AR-12":
      "A shown introductory offer states how long it lasts, the price billed afterwards and the period, together on the plan's card.",
    "AR-13":
      "Trial or intro wording appears only to a customer eligible for the offer in that subscription group.",
    "AR-14": "No control switches the trial on and off or changes which plan is bought.",
    "AR-15":
      "A call to action that says free or trial has the trial terms beside it, and no free wording outranks the billed price.",
    "AR-16": "With a restorable plan on screen, a visible restore control works without buying anything.",
    "AR-17": "After a restore the paywall says exactly one of: restored, nothing to restore, or failed with a retry.",
    "AR-18": "When payments are not allowed, purchase controls are removed or disabled and the reason is shown.",
    "AR-19":
      "Auto-renewable plans shown together belong to one group; the current plan is marked and cannot be bought again.",
    "AR-20": "Every price on screen is the storefront's price or computed from it; no amount is hard-coded.",
    "AR-21": "All prices use the storefront's currency and its locale's number format.",
    "AR-22": "Unit words are in the screen's language with the right plural form; no untranslated fallbacks.",
    "AR-23":
      "A savings claim is no larger than the saving computed against a real plan on the same screen, and a struck-through price is a real one.",
    "AR-24": "An auto-renewable subscription renews no more often than every seven days.",
    "AR-25": "A consumable shows its quantity, and no text says its credits expire or can be restored.",
    "AR-26":
      "A free non-subscription trial is a zero-price product named as an XX-day trial that states its duration and later charges.",
    "AR-27": "Outside the United States, no link other than Terms and Privacy leads to a purchase or checkout page.",
    "AR-28": "At most one offer is shown when the customer tries to leave, and declining closes the paywall.",
    "AR-29":
      "With an auto-renewable plan, the App Store listing has a privacy policy address and a Terms of Use link in its description.",
    "AR-30": "The close control of a soft paywall is visible from the first frame and labelled with words.",
    "AR-31":
      "A savings claim holds against a plan of the same group and level of service whose price is on screen, or names what it compares with.",
    "AR-32": "A plan offered monthly with a 12-month commitment shows the total commitment beside the monthly price.",
    "KR-01": "In Korea, the full price of every subscription offered, tax included, is on the first screen.",
    "KR-02": "In Korea, the close control is shown beside the buy control, labelled and as prominent as it.",
    "KR-03":
      "In Korea, the purchase sheet says consent is asked again before a trial turns paid or the price rises.",
    "JP-01":
      "In Japan, the purchase sheet shows the plan, price, when payment is charged, the period and renewal, later prices and how to cancel.",
    "JP-02":
      "In Japan, the purchase sheet states the order's terms as they are, without leading the buyer to mistake them.",
    "EU-01": "In the storefronts of the EU, no price shown is qualified as excluding tax.",
  ]
}
