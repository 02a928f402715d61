import Localization

import Paywall

/// The App Review overlay: the offending regions highlighted, and a box listing every rule's result
/// (failures first) with the chosen rule's explanation.
enum ReviewPanel {
  /// Failing regions: reverse red; those of the chosen rule: reverse yellow.
  static let offendingStyle = CellStyle([.reverse], foreground: .red)
  static let chosenStyle = CellStyle([.reverse], foreground: .yellow)

  /// The results in the order the panel lists them: failures by severity, then passes, then the rest.
  static func ordered(_ report: ReviewReport) -> [RuleResult] {
    func rank(_ result: RuleResult) -> Int {
      switch result.verdict {
      case .fail: 2 - (result.severity == .reject ? 2 : result.severity == .risk ? 1 : 0)
      case .pass: 3
      case .notApplicable: 4
      }
    }
    return report.results.enumerated().sorted { (rank($0.element), $0.offset) < (rank($1.element), $1.offset) }
      .map(\.element)
  }

  /// Draws the highlights and the box; returns the rows the box covers.
  static func draw(_ report: ReviewReport, selected: Int, state: AppState, into grid: inout CellGrid) -> Range<Int> {
    let results = ordered(report)
    let chosen = results.indices.contains(selected) ? results[selected] : nil
    // The regions are where the paywall drew them, mirrored layout or not.
    let mirrored = grid.mirrored
    grid.mirrored = false
    for result in report.failures {
      for element in result.offending { grid.fill(rect(element), style: offendingStyle) }
    }
    for element in chosen?.offending ?? [] where chosen?.verdict == .fail {
      grid.fill(rect(element), style: chosenStyle)
    }
    grid.mirrored = mirrored
    let content = AppChrome.contentRows(state)
    let lastDrawn = (content.lowerBound..<content.upperBound).last { !grid.rowText($0).isEmpty } ?? 0
    let free = content.upperBound - lastDrawn - 2
    let height = min(max(min(9, content.count / 2), free), results.count + 5)
    guard height >= 4 else { return 0..<0 }
    let bottom = Rect(column: 0, row: content.upperBound - height, width: grid.columns, height: height)
    let top = Rect(column: 0, row: content.lowerBound, width: grid.columns, height: height)
    let offendingRows = (chosen?.offending ?? []).map(\.row)
    let coversChosen = offendingRows.contains { $0 >= bottom.row && $0 < bottom.row + height }
    let box = coversChosen && !offendingRows.contains(where: { $0 < top.row + height }) ? top : bottom
    drawBox(results, chosen: chosen, selected: selected, report: report, in: box, words: state.words, into: &grid)
    return box.row..<(box.row + box.height)
  }

  private static func drawBox(
    _ results: [RuleResult], chosen: RuleResult?, selected: Int, report: ReviewReport, in box: Rect,
    words: Translations, into grid: inout CellGrid
  ) {
    let passes = report.results.filter { $0.verdict == .pass }.count
    let rejects = report.rejectFailures.count
    let counts = [report.failures.count, rejects, passes, report.results.count - passes - report.failures.count]
      .map { words.number(Int64($0)) }
    // Where the counts do not fit beside "App Review", they go on without it (Japanese at 60
    // columns lost its n/a count).
    let full = words(.screenReviewSummary, counts[0], counts[1], counts[2], counts[3])
    let title =
      DisplayWidth.of(full) <= box.width - 6
      ? full : words(.screenReviewSummaryCounts, counts[0], counts[1], counts[2], counts[3])
    grid.drawBox(box, title: title)
    let inner = box.height - 2
    // Text ends a cell before the box's right side, as it starts a cell after its left.
    let width = box.width - 4
    // The list keeps three rows where it can; the explanations have up to three, as many as the
    // longest needs, so that the list does not change height as the cursor moves.
    let most = inner >= 5 ? min(3, inner - 3) : 1
    let needed = results.map { explanation(of: $0, rows: most, width: width, words).count }.max() ?? 1
    let explanationRows = min(most, max(needed, inner >= 5 ? 2 : 1))
    let listRows = (box.row + 1)..<(box.row + 1 + inner - explanationRows)
    ListPainter.draw(
      results.map { ListPainter.cut(line($0, words), width - 2) }, selected: selected, rows: listRows, into: &grid,
      column: 2)
    guard let chosen else { return }
    for (index, text) in explanation(of: chosen, rows: explanationRows, width: width, words).enumerated() {
      grid.put(text, column: 2, row: listRows.upperBound + index, style: .dim, maxWidth: width)
    }
  }

  /// The rows under the list for `result`, at most `rows` of `width` cells: what the rule asks, in the
  /// reader's language, then the evidence. An English reader gets the lint report's sentence (naming
  /// plans and quoting texts); the report is English, so any other reader gets the paywall's own words
  /// the rule found wrong, quoted in their language. The sentence is wrapped, and where the rows run
  /// out its last row ends with "…" (never cut mid-word without a mark); the evidence keeps its row.
  static func explanation(of result: RuleResult, rows: Int, width: Int = 76, _ words: Translations) -> [String] {
    let summary = words.rule(result.ruleID, .summary)
    let parts: (sentence: String, evidence: String?)
    if words.language == "en" {
      parts = summary.map { ($0, result.explanation) } ?? (result.explanation, nil)
    } else {
      let quotes = result.verdict == .fail ? result.offending.compactMap { quote($0, words) } : []
      let evidence = quotes.isEmpty ? nil : words(.screenReviewEvidence, quotes.joined(separator: "  "))
      parts = (summary ?? result.explanation, evidence)
    }
    let width = max(width, 1)
    guard let evidence = parts.evidence, !evidence.isEmpty, rows > 1 else {
      // One row: English shows its evidence (the report's sentence), any other reader the rule.
      let only = rows <= 1 && words.language == "en" ? (parts.evidence ?? parts.sentence) : parts.sentence
      return wrapped(only, width: width, rows: max(rows, 1))
    }
    let sentence = TextLayout.wrap(parts.sentence, width: width)
    let evidenceLines = TextLayout.wrap(evidence, width: width)
    if sentence.count + evidenceLines.count <= rows { return sentence + evidenceLines }
    let evidenceRows = max(1, rows - sentence.count)
    return wrapped(parts.sentence, width: width, rows: rows - evidenceRows)
      + wrapped(evidence, width: width, rows: evidenceRows)
  }

  /// `text` wrapped to `width` in at most `rows` rows, the last ending with "…" where more was left.
  static func wrapped(_ text: String, width: Int, rows: Int) -> [String] {
    let lines = TextLayout.wrap(text, width: width)
    guard lines.count > rows, rows > 0 else { return lines }
    var kept = Array(lines.prefix(rows))
    kept[rows - 1] = ListPainter.cut(kept[rows - 1] + " " + lines[rows], width)
    return kept
  }

  /// An element's text as a quotation: its first line, trimmed, in the language's quotation marks
  /// (nil for an element with no words).
  static func quote(_ element: ElementSnapshot, _ words: Translations) -> String? {
    let first = element.text.split(whereSeparator: \.isNewline).first ?? ""
    let line = first.drop { $0 == " " }.reversed().drop { $0 == " " }.reversed()
    guard !line.isEmpty else { return nil }
    return words(.screenQuoted, String(line))
  }

  /// "FAIL  REJECT  AR-07  Terms of Use link shown": verdict, severity, id and title, each a column
  /// (the verdicts and severities padded to the widest word of the language, two spaces apart).
  static func line(_ result: RuleResult, _ words: Translations = .forLanguage("en")) -> String {
    let verdicts: [RuleVerdict: String] = [
      .fail: words(.screenFail), .pass: words(.screenPass), .notApplicable: words(.screenNotApplicable),
    ]
    let severities: [RuleSeverity: String] = [
      .reject: words(.screenSeverityReject), .risk: words(.screenSeverityRisk), .info: words(.screenSeverityInfo),
    ]
    let verdictWidth = verdicts.values.map(DisplayWidth.of).max() ?? 0
    let severityWidth = severities.values.map(DisplayWidth.of).max() ?? 0
    let title = words.rule(result.ruleID, .title) ?? result.name
    return ListPainter.padded(verdicts[result.verdict] ?? "", verdictWidth + 2)
      + ListPainter.padded(severities[result.severity] ?? "", severityWidth + 2) + result.ruleID + "  " + title
  }

  private static func rect(_ element: ElementSnapshot) -> Rect {
    Rect(column: element.column, row: element.row, width: element.width, height: element.height)
  }
}
