import Catalog
import FoundationEssentials
import Paywall

/// Turns a paywall model and its view state into rows of spans for a content width, in reading order.
///
/// Styles carry prominence (paywall-rules.md §3): on every card the billed price is bold, and
/// reverse on the chosen card, while per-period equivalents and trial terms are plain, unless the
/// paywall's presentation asks for the per-period equivalent to stand out (the `deceptive` demo).
struct PaywallLayout {
  let model: PaywallModel
  let state: PaywallViewState
  /// Cells available for each row.
  let width: Int

  /// The rows, top to bottom.
  func lines() -> [LayoutLine] {
    var lines: [LayoutLine] = [header()]
    lines += subtitle()
    lines += benefits()
    lines.append(.spacer)
    for (index, card) in model.cards.enumerated() {
      if index > 0 { lines.append(.spacer) }
      lines += plan(card, selected: index == state.selectedPlan)
    }
    lines.append(.spacer)
    lines += messages()
    lines += toggle()
    lines += callToAction()
    lines += disclosure()
    lines += footer()
    return lines
  }

  private var showsTrial: Bool { model.trialToggle == nil || state.trialSwitchOn }

  private func header() -> LayoutLine {
    let headline = LayoutSpan.element(model.headline, CellStyle([.bold]), role: .headline)
    var trailing: [LayoutSpan] = []
    if model.close.delaySeconds <= state.elapsedSeconds {
      // Where cancelling must be as easy as buying (KOR), the close control is a button as bold as the buy one.
      let button = model.closeAsProminentAsBuy
      trailing.append(
        .element(
          button ? "[ Esc \(model.close.label) ]" : "Esc \(model.close.label)", CellStyle(button ? [.bold] : [.dim]),
          role: .close, key: "Esc"))
    }
    return LayoutLine([headline], trailing: trailing)
  }

  private func subtitle() -> [LayoutLine] {
    guard let subtitle = model.subtitle, !subtitle.isEmpty else { return [] }
    return TextLayout.wrap(subtitle, width: width).enumerated().map { index, text in
      LayoutLine(
        [.element(text, .plain, role: .message, meaning: .subtitle, continuesAbove: index > 0)], rank: .subtitle)
    }
  }

  private func benefits() -> [LayoutLine] {
    let spans = model.benefits.map { LayoutSpan.element("✓ \($0)", CellStyle(foreground: .green), role: .benefit) }
    return flow(spans).enumerated().map { index, spans in
      LayoutLine(spans, rank: index == 0 ? .required : .moreBenefits)
    }
  }

  private func plan(_ card: PlanCard, selected: Bool) -> [LayoutLine] {
    let id = card.planID
    let honest = model.emphasis == .billedPrice
    var titleStyle = CellStyle([.bold])
    if selected { titleStyle.attributes.insert(.reverse) }
    var first: [LayoutSpan] = [
      LayoutSpan(selected ? "▶" : " ", titleStyle),
      .element(card.title, titleStyle, role: .title, plan: id).after(1),
    ]
    if let coins = card.coins, let quantity = card.quantityText {
      let element = ElementSnapshot(
        planID: id, role: .benefit, text: quantity, row: 0, column: 0, width: 0, value: Decimal(coins),
        meaning: .quantity)
      if Self.digitsAsLatin(card.title.lowercased()).contains(Self.digitsAsLatin(quantity.lowercased())) {
        // The title already says it ("10 Coins"): the title's cells are the quantity too.
        first[1].elements.append(element)
      } else {
        first.append(LayoutSpan(quantity, .plain, elements: [element]))
      }
    }
    if let relation = card.isOwned ? .purchased : card.relation, let text = card.relationText {
      first.append(.element(text, CellStyle([.bold], foreground: .cyan), role: .planLabel, plan: id, meaning: relation))
    }
    if card.isHighlighted, let text = card.highlightText {
      first.append(.element(text, CellStyle(foreground: .yellow), role: .planLabel, plan: id, meaning: .highlighted))
    }
    // Last on the row, so that a short row cuts it rather than the relation a rule asks for (AR-19).
    if let note = card.relationNote {
      first.append(.element(note, CellStyle(foreground: .cyan), role: .planLabel, plan: id))
    }
    var priceStyle = CellStyle(honest ? [.bold] : [.dim])
    if selected && honest { priceStyle.attributes.insert(.reverse) }
    var price: [LayoutSpan] = [.element(card.billedPrice, priceStyle, role: .billedPrice, plan: id, value: card.price)]
    if let period = card.periodText {
      var periodSpan = LayoutSpan.element(
        period, honest ? .plain : CellStyle([.dim]), role: .period, plan: id, unit: card.period?.unit)
      periodSpan.gapBefore = period.hasPrefix("/") ? 0 : 1
      price.append(periodSpan)
    }
    var lines = [LayoutLine(first, trailing: price)]
    var details: [LayoutSpan] = []
    if let derived = card.derived {
      let style = honest ? CellStyle.plain : CellStyle([.bold, .reverse])
      details.append(
        .element(derived.text, style, role: .derivedPrice, plan: id, value: derived.value, unit: derived.unit))
    }
    if let savings = card.savings {
      details.append(
        .element(
          savings.text, CellStyle([.bold], foreground: .green), role: .savingsBadge, plan: id,
          value: Decimal(savings.percent)))
    }
    if !details.isEmpty {
      details[0].gapBefore = 1
      lines.append(LayoutLine([LayoutSpan(" ")] + details, rank: .planDetail))
    }
    if showsTrial, let terms = card.trialTerms {
      lines += TextLayout.wrap(terms, width: max(width - 2, 1)).enumerated().map { index, text in
        LayoutLine(
          [LayoutSpan(" "), .element(text, .plain, role: .trialTerms, plan: id, continuesAbove: index > 0).after(1)])
      }
    }
    // The monthly price with the commitment's total, wrapped together (AR-32).
    if let terms = card.commitment?.terms {
      lines += TextLayout.wrap(terms, width: max(width - 2, 1)).enumerated().map { index, text in
        LayoutLine(
          [
            LayoutSpan(" "),
            .element(text, .plain, role: .commitmentTerms, plan: id, continuesAbove: index > 0).after(1),
          ], rank: .billingOption)
      }
    }
    return lines
  }

  private func messages() -> [LayoutLine] {
    var messages: [(String, ElementMeaning?, LayoutLine.Rank)] = []
    if let disabled = model.paymentsDisabled { messages.append((disabled.text, disabled.meaning, .required)) }
    if let issue = model.billingIssue { messages.append((issue.text, issue.meaning, .notice)) }
    if let restore = model.restoreMessage { messages.append((restore.text, restore.meaning, .required)) }
    var lines = messages.flatMap { text, meaning, rank in
      TextLayout.wrap(text, width: width).enumerated().map { index, line in
        LayoutLine(
          [
            .element(
              line, CellStyle([.bold], foreground: .yellow), role: .message, meaning: meaning,
              continuesAbove: index > 0)
          ], rank: rank)
      }
    }
    if let key = state.shownLink, let link = model.links.first(where: { $0.key == key }) {
      // The address on rows of its own, cut only where a row ends, so it can be read or copied whole.
      let url = Array(TextLayout.sanitize(link.url))
      lines.append(LayoutLine([LayoutSpan("\(link.label):", CellStyle([.bold]))]))
      lines += stride(from: 0, to: url.count, by: max(width, 1)).map { start in
        LayoutLine([LayoutSpan(String(url[start..<min(start + width, url.count)]), CellStyle([.underline]))])
      }
    }
    return lines
  }

  private func toggle() -> [LayoutLine] {
    guard model.trialToggle != nil else { return [] }
    let label = state.trialSwitchOn ? "[x] \(model.uiText.trialOn)" : "[ ] \(model.uiText.trialOff)"
    return [LayoutLine([.element(model.uiText.translations(.screenTrialSwitchKey, label), .plain, role: .toggle)])]
  }

  private func callToAction() -> [LayoutLine] {
    guard model.cards.indices.contains(state.selectedPlan) else { return [] }
    let card = model.cards[state.selectedPlan]
    let usable = card.isPurchasable
    var label = showsTrial || card.trialTerms == nil ? card.callToAction : card.plainCallToAction
    if card.relation == .currentPlan || card.isOwned, let current = card.relationText { label = current }
    // While a change to another plan waits for the renewal, Enter on the current plan keeps it (as on
    // iOS): the button says so, and still buys nothing (AR-19 reads it as no purchase).
    let group = model.plans.first { $0.id == card.planID }?.groupID
    let keeps =
      card.relation == .currentPlan
      && model.plans.contains { model.customer.scheduledPlans.contains($0.id) && $0.groupID == group }
    if keeps { label = model.uiText.translations(.paywallKeepCurrentPlan) }
    let button = LayoutSpan.element(
      "[ \(label) ]", usable || keeps ? CellStyle([.bold]) : CellStyle([.dim]), role: .callToAction,
      plan: card.planID, meaning: usable ? nil : .disabled, key: usable || keeps ? "Enter" : nil)
    guard showsTrial, let terms = card.trialTerms else { return [LayoutLine([button])] }
    let together = button.width + 2 + DisplayWidth.of(terms)
    let termsSpan = LayoutSpan.element(terms, .plain, role: .trialTerms, plan: card.planID)
    if together <= width { return [LayoutLine([button, termsSpan])] }
    return [LayoutLine([button])]
      + TextLayout.wrap(terms, width: width).enumerated().map { index, text in
        LayoutLine([.element(text, .plain, role: .trialTerms, plan: card.planID, continuesAbove: index > 0)])
      }
  }

  private func disclosure() -> [LayoutLine] {
    guard let text = model.disclosure, !text.isEmpty else { return [] }
    return disclosureLines(text)
  }

  /// The disclosure's longest run of whole sentences, from its start, that wraps into at most `maxRows` rows
  /// (nil when not even the first sentence does).
  func disclosure(fittingIn maxRows: Int) -> [LayoutLine]? {
    guard let text = model.disclosure else { return nil }
    for prefix in Sentences.prefixes(of: text).reversed() {
      let lines = disclosureLines(String(prefix))
      if lines.count <= maxRows { return lines }
    }
    return nil
  }

  /// The disclosure rows of `text`.
  private func disclosureLines(_ text: String) -> [LayoutLine] {
    let rows = TextLayout.wrap(text, width: width)
    return rows.enumerated().map { index, row in
      LayoutLine(
        [.element(row, CellStyle([.dim]), role: .autoRenew, continuesAbove: index > 0)], isDisclosure: true)
    }
  }

  private func footer() -> [LayoutLine] {
    var spans: [LayoutSpan] = []
    if let restore = model.restore {
      spans.append(.element("\(restore.key) \(restore.label)", CellStyle([.bold]), role: .restore, key: restore.key))
    }
    for link in model.links {
      spans.append(
        .element(
          "\(link.key) \(link.label)", CellStyle([.underline], foreground: .blue), role: .link, meaning: link.meaning,
          url: link.url, key: link.key))
    }
    return flow(spans).map { LayoutLine($0) }
  }

  /// `text` with every decimal digit written 0–9, to compare "١٠ عملات" with "10 عملات".
  static func digitsAsLatin(_ text: String) -> String {
    String(text.map { $0.isWholeNumber && !$0.isASCII ? Character(String($0.wholeNumberValue ?? 0)) : $0 })
  }

  /// Spans packed into rows of `width`, two cells apart; a span wider than a row gets a row of its own.
  private func flow(_ spans: [LayoutSpan]) -> [[LayoutSpan]] {
    var rows: [[LayoutSpan]] = []
    var current: [LayoutSpan] = []
    var used = 0
    for span in spans {
      let needed = current.isEmpty ? span.width : used + 2 + span.width
      if needed > width, !current.isEmpty {
        rows.append(current)
        current = [span]
        used = span.width
      } else {
        current.append(span)
        used = needed
      }
    }
    if !current.isEmpty { rows.append(current) }
    return rows
  }
}
