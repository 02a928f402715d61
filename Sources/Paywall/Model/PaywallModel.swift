public import Catalog

/// Everything a paywall shows, as localized strings and exact values, with no layout.
///
/// Made from the catalog by `make(catalog:paywallID:storefrontID:language:customer:)`; a
/// renderer lays it out and fills a `PaywallSnapshot` for the review rules.
public struct PaywallModel: Sendable, Equatable {
  /// The paywall's id in the catalog.
  public var paywallID: String
  /// Where the customer shops.
  public var storefront: StorefrontContext
  /// The copy language actually used (the best match for the one asked for).
  public var language: LanguageTag
  /// Whether the language is written right to left (Arabic).
  public var isRightToLeft: Bool
  /// What the app knows of the customer.
  public var customer: CustomerContext
  /// The headline (`copy.title`).
  public var headline: String
  /// The line under the headline.
  public var subtitle: String?
  /// The shared benefit lines.
  public var benefits: [String]
  /// The plans in the paywall's order; plans without a price in the storefront are left out.
  public var cards: [PlanCard]
  /// The plans' store data, in the same order as `cards`.
  public var plans: [PlanSnapshot]
  /// Which pricing element the paywall makes most prominent.
  public var emphasis: PaywallPresentation.Emphasis
  /// The restore button; nil when the presentation hides it.
  public var restore: RestoreControl?
  /// Feedback of the last restore: restored, nothing to restore, or failed (with retry).
  public var restoreMessage: ModelMessage?
  /// Why nothing can be bought, when the account may not make payments (every CTA is disabled).
  public var paymentsDisabled: ModelMessage?
  /// That a subscription's renewal payment failed and the store is retrying it, naming the plan.
  public var billingIssue: ModelMessage?
  /// Terms (if configured), privacy (if configured), then the extra links.
  public var links: [PaywallLinkModel]
  /// The auto-renewal terms, only when an auto-renewable plan is shown.
  public var disclosure: String?
  /// The close control: label from the copy, delay from the presentation.
  public var close: CloseControl
  /// Whether the close control is drawn as a button as prominent as the buy control (KOR, KR-02).
  public var closeAsProminentAsBuy: Bool = false
  /// The trial switch, only when the presentation has one and a trial is shown.
  public var trialToggle: TrialToggle?
  /// The paywall's own words in the language.
  public var uiText: PaywallUIText

  /// Every string the model shows a customer, for checks that look for words anywhere.
  public var allStrings: [String] {
    var strings = [headline] + (subtitle.map { [$0] } ?? []) + benefits
    for card in cards {
      strings += [card.title, card.billedPrice, card.callToAction] + card.benefits
      strings += [
        card.periodText, card.derived?.text, card.savings?.text, card.trialTerms, card.relationText, card.relationNote,
        card.highlightText, card.quantityText,
      ].compactMap { $0 }
    }
    strings += [
      restore?.label, restoreMessage?.text, paymentsDisabled?.text, billingIssue?.text, disclosure, trialToggle?.label,
    ]
    .compactMap { $0 }
    strings += links.map(\.label) + [close.label]
    return strings
  }
}
