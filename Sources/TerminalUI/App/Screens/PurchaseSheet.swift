import Catalog
import FoundationEssentials
import Localization
import Paywall
import ScreenGeometry

/// The purchase sheet's content and drawing, shared by the app and the linter: the final
/// confirmation before an order (paywall-rules.md §12, JPN) shows the plan (and quantity), the
/// billed price and period, the trial terms with the later price (only when the paywall shows
/// them), how and when payment is charged, the contract period and renewal terms and how to cancel
/// (subscriptions), in Korea that consent is asked again before an offer ends or a price rises, the
/// account, the simulated outcome, and the keys to confirm or cancel.
enum PurchaseSheet {
  /// The box's widest.
  static let maxWidth = 64

  /// The box's width on a screen `columns` wide.
  static func width(columns: Int) -> Int { min(columns - 4, maxWidth) }

  /// The lines of the sheet of `productID` in `model`, wrapped to `width` cells, in the language of `words`;
  /// `account` names the account and device ("…" while unknown), `outcome` the simulated outcome's line.
  static func lines(
    model: PaywallModel, productID: String, words: Translations, account: String?, outcome: String, width: Int,
    billingPlan: BillingPlanType = .billedUpFront
  ) -> [PurchaseSheetLine] {
    guard let card = model.cards.first(where: { $0.planID == productID }) else { return [.plain(productID, .bold)] }
    let id = card.planID
    let plan = model.plans.first { $0.id == id }
    func element(_ role: ElementRole, meaning: ElementMeaning? = nil) -> ElementSnapshot {
      ElementSnapshot(planID: id, role: role, text: "", row: 0, column: 0, width: 0, meaning: meaning)
    }
    var lines = PurchaseSheetLine.sentence(card.title, width: width, style: .bold, role: .title, plan: id)
    lines.append(.blank)
    if billingPlan == .monthly, let commitment = card.commitment {
      return lines + monthlyLines(card, commitment, words: words, width: width)
        + footer(account: account, outcome: outcome, words: words, width: width)
    }
    var price = element(.billedPrice)
    price.text = card.billedPrice
    price.value = card.price
    var priceLine = PurchaseSheetLine(spans: [.init(text: card.billedPrice, style: .bold, element: price)])
    if let periodText = card.periodText {
      var period = element(.period)
      period.text = periodText
      period.unit = card.period?.unit
      priceLine.spans.append(
        .init(text: periodText, style: .bold, element: period, gapBefore: periodText.hasPrefix("/") ? 0 : 1))
    }
    lines.append(priceLine)
    if let quantity = card.quantityText {
      var shown = element(.benefit, meaning: .quantity)
      shown.text = quantity
      shown.value = card.coins.map { Decimal($0) }
      lines.append(PurchaseSheetLine(spans: [.init(text: quantity, style: .plain, element: shown)]))
    }
    if let trial = card.trialTerms {
      lines += PurchaseSheetLine.sentence(trial, width: width, role: .trialTerms, plan: id)
    }
    let timing: (UIKey, ElementMeaning) =
      if card.changesAtRenewal {
        (.screenChargedAtRenewal, .chargedAtRenewal)
      } else if card.trialTerms != nil && plan?.intro?.mode == .freeTrial {
        (.screenChargedAfterTrial, .chargedAfterTrial)
      } else {
        (.screenChargedAtConfirmation, .chargedAtConfirmation)
      }
    lines += PurchaseSheetLine.sentence(words(timing.0), width: width, role: .message, meaning: timing.1, plan: id)
    if card.type == .autoRenewable {
      let period = card.periodLength ?? card.periodText ?? ""
      lines += PurchaseSheetLine.sentence(words(.screenRenewalTerms, period), width: width, role: .autoRenew, plan: id)
      lines += PurchaseSheetLine.sentence(
        words(.screenHowToCancel), width: width, role: .message, meaning: .howToCancel, plan: id)
      if StorefrontRegion(country: model.storefront.country)?.asksConsentAgain == true {
        let (key, meaning): (UIKey, ElementMeaning) =
          card.trialTerms != nil
          ? (.screenConsentBeforeConversion, .consentBeforeConversion)
          : (.screenConsentBeforePriceRise, .consentBeforePriceRise)
        lines += PurchaseSheetLine.sentence(words(key), width: width, role: .message, meaning: meaning, plan: id)
      }
    }
    if let length = card.commitment?.length { lines += hint(words(.sheetKeyMonthly, length), width: width) }
    return lines + footer(account: account, outcome: outcome, words: words, width: width)
  }

  /// The sheet's middle when paying monthly with a commitment: the monthly payment is what is billed,
  /// with the payments and the total, when and how it is charged and cancelled, and the key back.
  private static func monthlyLines(
    _ card: PlanCard, _ commitment: CommitmentOption, words: Translations, width: Int
  ) -> [PurchaseSheetLine] {
    let id = card.planID
    let price = ElementSnapshot(
      planID: id, role: .billedPrice, text: commitment.monthlyPrice, row: 0, column: 0, width: 0)
    let period = ElementSnapshot(
      planID: id, role: .period, text: commitment.periodText, row: 0, column: 0, width: 0, unit: .month)
    var lines = [
      PurchaseSheetLine(spans: [
        .init(text: commitment.monthlyPrice, style: .bold, element: price),
        .init(
          text: commitment.periodText, style: .bold, element: period,
          gapBefore: commitment.periodText.hasPrefix("/") ? 0 : 1),
      ])
    ]
    lines += PurchaseSheetLine.sentence(
      words(.sheetCommitmentTerms, commitment.monthlyPriceWithPeriod, commitment.length, commitment.total),
      width: width, role: .commitmentTerms, plan: id)
    lines += PurchaseSheetLine.sentence(
      words(.screenChargedAtConfirmation), width: width, role: .message, meaning: .chargedAtConfirmation, plan: id)
    lines += PurchaseSheetLine.sentence(
      words(.screenHowToCancel), width: width, role: .message, meaning: .howToCancel, plan: id)
    return lines + hint(words(.sheetKeyMonthly, commitment.length), width: width)
  }

  /// `text` wrapped to `width` as hint lines (see `PurchaseSheetLine.isHint`).
  private static func hint(_ text: String, width: Int) -> [PurchaseSheetLine] {
    TextLayout.wrap(text, width: max(width, 1)).map { row in
      var line = PurchaseSheetLine.plain(row, CellStyle([.dim]))
      line.isHint = true
      return line
    }
  }

  /// The sheet's last lines: the account and device, the simulated outcome and the keys.
  private static func footer(account: String?, outcome: String, words: Translations, width: Int)
    -> [PurchaseSheetLine]
  {
    var lines: [PurchaseSheetLine] = [.blank]
    lines += TextLayout.wrap(account ?? "…", width: max(width, 1)).map { PurchaseSheetLine.plain($0) }
    lines.append(.plain(outcome))
    lines.append(.blank)
    lines.append(.plain(words(.screenConfirmKeys), CellStyle([.bold])))
    return lines
  }

  /// `lines` made to fit `rows` where they can: blank lines go first, from the bottom, then hints; then the price moves
  /// up beside a one-row title when both fit in `width`. Lines still beyond `rows` are left to the drawing,
  /// which leaves them out.
  static func fit(_ lines: [PurchaseSheetLine], rows: Int, width: Int) -> [PurchaseSheetLine] {
    var lines = lines
    while lines.count > rows, let blank = lines.lastIndex(where: \.isBlank) { lines.remove(at: blank) }
    if lines.count > rows { lines.removeAll(where: \.isHint) }
    if lines.count > rows, lines.count > 1, lines[0].spans.count == 1,
      lines[1].spans.first?.element?.role == .billedPrice
    {
      let used = (lines[0].spans + lines[1].spans).reduce(0) { $0 + $1.gapBefore + DisplayWidth.of($1.text) }
      if used + 2 <= width {
        var price = lines.remove(at: 1).spans
        price[0].gapBefore = 2
        lines[0].spans += price
      }
    }
    return lines
  }

  /// Draws `lines` in a box titled `title`, centred in `content` rows of `grid`; returns the elements drawn.
  ///
  /// A grid that writes right-to-left paragraphs in visual order gets each line from the box's right edge,
  /// its spans going leftward in reading order ("$59.99" then "/سنة" reads `ةنس/$59.99`, as on the paywall);
  /// in logical order the spans stay left to right in memory for a terminal that reorders the row.
  @discardableResult
  static func draw(_ lines: [PurchaseSheetLine], title: String, into grid: inout CellGrid, content: Range<Int>)
    -> [ElementSnapshot]
  {
    let width = width(columns: grid.columns)
    let shown = fit(lines, rows: content.count - 2, width: width - 4)
    let height = min(shown.count + 2, content.count)
    let box = Rect(
      column: (grid.columns - width) / 2, row: content.lowerBound + max(0, (content.count - height) / 2),
      width: width, height: height)
    let rightToLeft = grid.order == .visual(.rightToLeft)
    // Right to left, the title starts at the box's right corner, as a mirrored box's does.
    grid.drawBox(box, title: rightToLeft ? "" : title)
    if rightToLeft, !title.isEmpty {
      let label = " \(title) "
      let shown = min(DisplayWidth.of(label), max(width - 4, 0))
      grid.put(label, column: box.column + width - 2 - shown, row: box.row, style: .bold, maxWidth: width - 4)
    }
    var elements: [ElementSnapshot] = []
    let left = box.column + 2
    let right = box.column + width - 2
    for (index, line) in shown.prefix(max(height - 2, 0)).enumerated() {
      let row = box.row + 1 + index
      var offset = 0
      for span in line.spans {
        offset += span.gapBefore
        let room = max(right - left - offset, 0)
        let column = rightToLeft ? right - offset - min(DisplayWidth.of(span.text), room) : left + offset
        let used = grid.put(span.text, column: column, row: row, style: span.style, maxWidth: room)
        if var element = span.element {
          element.row = row
          element.column = column
          element.width = used
          if used < DisplayWidth.of(span.text) {
            element.text = String(CellGrid.fitted(span.text, limit: used))
            element.cut = .ellipsis
          }
          if span.continuesAbove,
            let last = elements.lastIndex(where: { $0.role == element.role && $0.meaning == element.meaning })
          {
            let joiner = elements[last].text.contains(" ") || element.text.contains(" ") ? " " : ""
            elements[last].text += joiner + element.text
            elements[last].height = row - elements[last].row + 1
            elements[last].width = max(elements[last].width, used)
            elements[last].cut = elements[last].cut ?? element.cut
            if rightToLeft { elements[last].column = min(elements[last].column, column) }
          } else {
            elements.append(element)
          }
        }
        offset += used
      }
    }
    // A sentence whose next rows were left out for lack of room is cut there.
    for line in shown.dropFirst(max(height - 2, 0)) {
      for span in line.spans where span.continuesAbove {
        guard let element = span.element,
          let last = elements.lastIndex(where: { $0.role == element.role && $0.meaning == element.meaning })
        else { continue }
        elements[last].cut = elements[last].cut ?? .rowLimit
      }
    }
    return elements
  }

  /// The sheet of `productID` as the linter checks it: drawn on a screen of `size` between the app's
  /// status line and footer (left blank), with the snapshot the storefront rules read.
  static func frame(_ model: PaywallModel, productID: String, size: ScreenSize, bidi: BidiMode = .visual)
    -> PaywallFrame
  {
    let words = model.uiText.translations
    let lines = lines(
      model: model, productID: productID, words: words, account: nil,
      outcome: words(.screenOutcome, words(AppText.outcome(.success))), width: width(columns: size.columns) - 4)
    let content = 1..<max(1, size.rows - 2)
    let order = bidi.order(rightToLeft: model.isRightToLeft)
    var grid = CellGrid(columns: size.columns, rows: size.rows, order: order)
    let elements = draw(lines, title: words(.screenAppStore), into: &grid, content: content)
    var logical = grid
    if order != .logical {
      logical = CellGrid(columns: size.columns, rows: size.rows)
      draw(lines, title: words(.screenAppStore), into: &logical, content: content)
    }
    let snapshot = PaywallSnapshot(
      paywallID: model.paywallID, storefront: model.storefront, language: model.language, screen: size,
      customer: model.customer, plans: model.plans, elements: elements,
      rows: (0..<logical.rows).map { logical.rowText($0) }, termsOfUseURL: nil, privacyPolicyURL: nil, close: nil,
      step: .purchaseSheet(planID: productID))
    return PaywallFrame(grid: grid, snapshot: snapshot, isTooSmall: false)
  }
}
