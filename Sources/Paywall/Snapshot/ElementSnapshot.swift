public import Catalog
public import FoundationEssentials

/// What an element on the paywall is, for the rules.
public enum ElementRole: String, Sendable, Equatable, Hashable, CaseIterable {
  case headline
  case title
  case billedPrice
  case derivedPrice
  case period
  case trialTerms
  case autoRenew
  case benefit
  case savingsBadge
  case strikePrice
  case planLabel
  case callToAction
  case link
  case restore
  case close
  case toggle
  case message
  /// A plan's monthly billing with a 12-month commitment: the monthly price and the total.
  case commitmentTerms
}

/// Text attributes that decide prominence in a terminal.
public struct ElementStyle: Sendable, Equatable, Hashable {
  public var bold: Bool
  public var dim: Bool
  public var reverse: Bool
  public var underline: Bool
  public var standout: Bool

  /// A style.
  public init(
    bold: Bool = false, dim: Bool = false, reverse: Bool = false, underline: Bool = false, standout: Bool = false
  ) {
    self.bold = bold
    self.dim = dim
    self.reverse = reverse
    self.underline = underline
    self.standout = standout
  }

  /// 3 standout or reverse, 2 bold, 1 plain, 0 dim (paywall-rules.md §3).
  public var attributeScore: Int {
    if standout || reverse { return 3 }
    if bold { return 2 }
    return dim ? 0 : 1
  }
}

/// One drawn element: its role, words, place and style, and what it means.
///
/// The fields live in one shared, copy-on-write box: the review rules group, filter and pass elements
/// around frame after frame, and a copy is then one reference instead of every string in it.
public struct ElementSnapshot: Sendable, Equatable {
  /// The element's fields.
  private struct Fields: Equatable {
    var planID: String?
    var role: ElementRole
    var text: String
    var row: Int
    var column: Int
    var width: Int
    var height: Int
    var style: ElementStyle
    var value: Decimal?
    var unit: Period.Unit?
    var url: String?
    var key: String?
    var osc8: Bool
    var meaning: ElementMeaning?
    var cut: ElementCut?
  }

  /// The box the fields live in; only ever changed while this value is its one owner.
  private final class Storage: @unchecked Sendable {
    var fields: Fields

    init(_ fields: Fields) { self.fields = fields }
  }

  private var storage: Storage

  /// The fields, to change: a box shared with another copy is copied first.
  private var fields: Fields {
    get { storage.fields }
    _modify {
      if !isKnownUniquelyReferenced(&storage) { storage = Storage(storage.fields) }
      yield &storage.fields
    }
  }

  /// The plan it belongs to, if any.
  public var planID: String? {
    get { storage.fields.planID }
    set { fields.planID = newValue }
  }
  /// What the element is on the paywall.
  public var role: ElementRole {
    get { storage.fields.role }
    set { fields.role = newValue }
  }
  /// The text as drawn.
  public var text: String {
    get { storage.fields.text }
    set { fields.text = newValue }
  }
  /// The top row (0-based).
  public var row: Int {
    get { storage.fields.row }
    set { fields.row = newValue }
  }
  /// The leftmost column (0-based).
  public var column: Int {
    get { storage.fields.column }
    set { fields.column = newValue }
  }
  /// Cells wide.
  public var width: Int {
    get { storage.fields.width }
    set { fields.width = newValue }
  }
  /// Rows high.
  public var height: Int {
    get { storage.fields.height }
    set { fields.height = newValue }
  }
  /// How it is drawn.
  public var style: ElementStyle {
    get { storage.fields.style }
    set { fields.style = newValue }
  }
  /// The amount a price element shows.
  public var value: Decimal? {
    get { storage.fields.value }
    set { fields.value = newValue }
  }
  /// The unit a per-period price or a period is expressed in.
  public var unit: Period.Unit? {
    get { storage.fields.unit }
    set { fields.unit = newValue }
  }
  /// Where a link points.
  public var url: String? {
    get { storage.fields.url }
    set { fields.url = newValue }
  }
  /// The key that activates it ("R" for restore).
  public var key: String? {
    get { storage.fields.key }
    set { fields.key = newValue }
  }
  /// Whether the terminal emits the link as an OSC 8 hyperlink.
  public var osc8: Bool {
    get { storage.fields.osc8 }
    set { fields.osc8 = newValue }
  }
  /// What the element stands for beyond its role (see `ElementMeaning`).
  public var meaning: ElementMeaning? {
    get { storage.fields.meaning }
    set { fields.meaning = newValue }
  }
  /// Why part of the text is not on screen, or nil when all of it is.
  public var cut: ElementCut? {
    get { storage.fields.cut }
    set { fields.cut = newValue }
  }

  /// An element.
  public init(
    planID: String? = nil, role: ElementRole, text: String, row: Int, column: Int, width: Int, height: Int = 1,
    style: ElementStyle = ElementStyle(), value: Decimal? = nil, unit: Period.Unit? = nil, url: String? = nil,
    key: String? = nil, osc8: Bool = false, meaning: ElementMeaning? = nil, cut: ElementCut? = nil
  ) {
    storage = Storage(
      Fields(
        planID: planID, role: role, text: text, row: row, column: column, width: width, height: height, style: style,
        value: value, unit: unit, url: url, key: key, osc8: osc8, meaning: meaning, cut: cut))
  }

  public static func == (lhs: ElementSnapshot, rhs: ElementSnapshot) -> Bool {
    lhs.storage === rhs.storage || lhs.storage.fields == rhs.storage.fields
  }

  /// What a reader is shown: all of the text, or of a cut text only its whole sentences (nothing of a cut
  /// price, title or label). The review rules judge this, never the words lost at the edge.
  public var shownText: String {
    guard cut != nil else { return text }
    // "…" is not a space, so a "." just before it (perhaps inside "$59.99") ends no sentence.
    return Sentences.completePrefix(of: text)
  }

  /// The element as a reader is shown it: itself when whole, else with only its whole sentences as its text,
  /// or nil when none is left.
  public var shown: ElementSnapshot? {
    guard cut != nil else { return self }
    let text = shownText
    guard text.contains(where: { !$0.isWhitespace }) else { return nil }
    var element = self
    element.text = text
    return element
  }

  /// Prominence: attributes first, then higher on screen, then further left (paywall-rules.md §3).
  public var prominence: Prominence { Prominence(score: style.attributeScore, row: row, column: column) }

  /// Whether every cell of the element is on a screen `rows` high.
  public func isAboveFold(rows: Int) -> Bool { row + height <= rows }
}

/// What an element stands for, beyond its role: which link, which plan relation, which message.
public enum ElementMeaning: String, Sendable, Equatable, Hashable, CaseIterable {
  /// A link to the Terms of Use (EULA).
  case termsOfUse
  /// A link to the Privacy Policy.
  case privacyPolicy
  /// Any other link.
  case otherLink
  /// A plan label: the customer's current plan (not purchasable again).
  case currentPlan
  /// A plan label: a non-consumable the customer already owns (not purchasable again).
  case purchased
  /// A plan label: a one-time purchase whose every entitlement the customer has through a subscription
  /// in force (still for sale: it keeps them after the subscription ends).
  case includedInSubscription
  /// A plan label: a higher level of service in the current plan's group.
  case upgrade
  /// A plan label: a lower level of service in the current plan's group.
  case downgrade
  /// A plan label: the same level of service in the current plan's group.
  case crossgrade
  /// A plan label: the highlighted ("best value") plan.
  case highlighted
  /// A plan offered to a customer who left, with a win-back offer.
  case winBackOffer
  /// A call to action that cannot be used (payments not allowed, current plan).
  case disabled
  /// The message that payments are not allowed on this account.
  case paymentsDisabled
  /// The message that a subscription's renewal payment failed and the store is retrying it.
  case billingIssue
  /// Restore feedback: purchases were restored (the message lists them).
  case restored
  /// Restore feedback: there was nothing to restore.
  case nothingToRestore
  /// Restore feedback: the restore failed (the message offers a retry).
  case restoreFailed
  /// A consumable's quantity ("10 coins"); `value` is the count.
  case quantity
  /// The subtitle under the headline.
  case subtitle
  /// Purchase sheet: how and when the customer pays, charged when the order is confirmed.
  case chargedAtConfirmation
  /// Purchase sheet: how and when the customer pays, charged when the free trial ends.
  case chargedAfterTrial
  /// Purchase sheet: how and when the customer pays, charged at the next renewal (a plan change that waits).
  case chargedAtRenewal
  /// Purchase sheet: how to cancel the subscription.
  case howToCancel
  /// Purchase sheet: consent is asked again before the free trial turns paid and before a price increase.
  case consentBeforeConversion
  /// Purchase sheet: consent is asked again before a price increase.
  case consentBeforePriceRise
}

/// A comparable prominence: a higher attribute score wins, then a smaller row, then a smaller column.
public struct Prominence: Sendable, Equatable, Comparable {
  public var score: Int
  public var row: Int
  public var column: Int

  public static func < (lhs: Prominence, rhs: Prominence) -> Bool {
    (lhs.score, -lhs.row, -lhs.column) < (rhs.score, -rhs.row, -rhs.column)
  }
}

/// The close control of a paywall.
public struct CloseControl: Sendable, Equatable {
  /// Whether it shows at first render.
  public var visible: Bool
  /// Seconds before it appears.
  public var delaySeconds: Int
  /// Its label ("Not now"); empty or a bare glyph is unlabelled.
  public var label: String

  /// A close control.
  public init(visible: Bool, delaySeconds: Int, label: String) {
    self.visible = visible
    self.delaySeconds = delaySeconds
    self.label = label
  }
}

/// The App Store listing of the app (metadata App Review reads).
public struct Listing: Sendable, Equatable {
  public var description: String
  public var privacyPolicyURL: String?

  /// A listing.
  public init(description: String, privacyPolicyURL: String?) {
    self.description = description
    self.privacyPolicyURL = privacyPolicyURL
  }
}
