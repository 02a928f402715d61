import StrictJSON
import Testing

@testable import Catalog

/// Reporting stops after the first problems: they are the ones a full report starts with, in
/// file order, and one line counts the rest. Finding them costs work in proportion to the file.
struct ProblemLimitTests {
  typealias T = CatalogText

  /// A valid consumable with id `p<index>`, followed by `extra` members.
  static func product(_ index: Int, extra: String = #", "pirce": 1"#) -> String {
    #"{"id": "p\#(index)", "type": "consumable", "referenceName": "P", "coins": 1, "#
      + #""prices": {"USA": "0.99", "JPN": "160"}, "#
      + #""localizations": {"en": {"displayName": "C", "description": "D"}}\#(extra)}"#
  }

  /// A catalog of `count` products, each with the unknown key `pirce`.
  static func misspelt(_ count: Int) -> String {
    T.catalog(products: (0..<count).map { product($0) }, paywallPlans: #"["p0"]"#)
  }

  /// The error for `text`, describing at most `limit` problems.
  static func error(_ text: String, limit: Int = DiagnosticLog.defaultLimit) -> CatalogLoadError? {
    do {
      _ = try CatalogReader.read(bytes: Array(text.utf8), fileName: "catalog.json", problemLimit: limit)
      return nil
    } catch {
      return error
    }
  }

  @Test func listsTheFirstFiftyProblemsAndCountsTheRestInOneLine() throws {
    let text = Self.misspelt(120)
    let error = try #require(Self.error(text))
    let expected = (0..<50).map { index in
      "catalog.json:\(T.position(of: "\"pirce\"", in: text, occurrence: index + 1)): products[\(index)].pirce: "
        + "unknown key \"pirce\"; did you mean \"prices\"?"
    }
    #expect(Array(error.lines.prefix(50)) == expected)
    #expect(error.lines.count == 51)
    #expect(error.lines.last == "catalog.json: … and 70 more problems")
    #expect(error.problemCount == 120)
    #expect(error.omittedCount == 70)
    #expect(error.diagnostics.count == 50)
    #expect(Array(error.problemLines) == expected)
  }

  @Test func oneMoreProblemIsSingularAndFiftyNeedNoCount() throws {
    let one = try #require(Self.error(Self.misspelt(51)))
    #expect(one.lines.count == 51)
    #expect(one.lines.last == "catalog.json: … and 1 more problem")
    let fifty = try #require(Self.error(Self.misspelt(50)))
    #expect(fifty.lines.count == 50)
    #expect(fifty.omittedCount == 0)
    #expect(fifty.lines.allSatisfy { $0.hasSuffix("did you mean \"prices\"?") })
  }

  @Test(arguments: [(0, "0"), (7, "7"), (999, "999"), (1000, "1,000"), (19_950, "19,950"), (1_234_567, "1,234,567")])
  func countsAreGroupedInThousands(count: Int, text: String) {
    #expect(CatalogLoadError.grouped(count) == text)
  }

  /// Problems that are reported out of file order: duplicate keys (found while parsing) late
  /// in the file, settings (decoded after the storefronts below them), storefronts with
  /// unknown keys, and products with misspelt keys.
  static let mixed: String = {
    let storefronts =
      "[{\"id\": \"USA\", \"appleId\": \"143441\", \"currency\": \"USD\", \"locale\": \"en-US\""
      + (0..<20).map { ", \"x\($0)\": 1" }.joined() + "},\n"
      + "{\"id\": \"JPN\", \"appleId\": \"143462\", \"currency\": \"JPY\", \"locale\": \"ja-JP\""
      + (0..<20).map { ", \"y\($0)\": 1" }.joined() + "}]"
    let products =
      (0..<20).map { product($0) }
      + (20..<30).map { product($0, extra: #", "coins": 2, "pirce": 1"#) }
    return T.catalog(
      products: products, settings: #"{"defaultStorefront": "USX", "timeRate": "fast", "gracePeriodDays": 5}"#,
      storefronts: storefronts, paywallPlans: #"["p0"]"#)
  }()

  @Test func theFirstProblemsAreTheOnesAFullReportStartsWith() throws {
    let full = try #require(Self.error(Self.mixed, limit: .max))
    #expect(full.omittedCount == 0)
    #expect(full.problemCount == 3 + 40 + 30 + 10)
    // File order: the settings come first although they are decoded after the storefronts.
    #expect(full.lines[0].contains("settings.defaultStorefront: default storefront \"USX\" is not declared"))
    #expect(full.lines[3].contains("storefronts[0].x0: unknown key \"x0\""))
    #expect(full.lines.contains { $0.contains("products[20].coins: duplicate key \"coins\" (first at ") })
    for limit in [1, 2, 3, 4, 10, 42, 50, 80, full.problemCount - 1] {
      let limited = try #require(Self.error(Self.mixed, limit: limit))
      #expect(Array(limited.lines.prefix(limit)) == Array(full.lines.prefix(limit)), "limit \(limit)")
      #expect(limited.problemCount == full.problemCount)
      let more = full.problemCount - limit
      #expect(
        limited.lines.last == "catalog.json: … and \(more) more \(more == 1 ? "problem" : "problems")",
        "limit \(limit)")
    }
  }

  @Test func twentyThousandUnknownKeysOnOneLineBuildOnlyTheMessagesShown() throws {
    // One line, as a minifier writes it: every problem is on line 1.
    let products = (0..<20_000).map { Self.product($0) }.joined(separator: ",")
    let text = T.catalog(products: [products], paywallPlans: #"["p0"]"#).replacingOccurrences(of: "\n", with: " ")
    let document = try JSONParser.parse(Array(text.utf8))
    let decoder = CatalogDecoder()
    #expect(decoder.decode(document.root) == nil)
    #expect(decoder.log.count == 20_000)
    #expect(decoder.log.messagesBuilt == DiagnosticLog.defaultLimit)

    let error = try #require(Self.error(text))
    #expect(error.lines.count == 51)
    #expect(error.lines.last == "catalog.json: … and 19,950 more problems")
    #expect(
      error.lines[0]
        == "catalog.json:\(T.position(of: "\"pirce\"", in: text)): products[0].pirce: unknown key \"pirce\"; "
        + "did you mean \"prices\"?")
    #expect(
      error.lines[49]
        == "catalog.json:\(T.position(of: "\"pirce\"", in: text, occurrence: 50)): products[49].pirce: "
        + "unknown key \"pirce\"; did you mean \"prices\"?")
    let full = try #require(Self.error(text, limit: .max))
    #expect(full.lines.count == 20_000)
    #expect(Array(full.lines.prefix(50)) == Array(error.lines.prefix(50)))
  }

  @Test func suggestionsStopWhenTheReadsBudgetIsSpent() throws {
    let text = T.catalog(products: [T.coins], paywallPlans: #"["coin", "coinz", "cons"]"#)
    func unknownProducts(budget: Int?) throws -> [String] {
      let decoder = CatalogDecoder()
      if let budget { decoder.suggestionsLeft = budget }
      #expect(decoder.decode(try JSONParser.parse(Array(text.utf8)).root) == nil)
      return decoder.log.items.map(\.message).filter { $0.hasPrefix("unknown product") }
    }
    #expect(
      try unknownProducts(budget: nil) == [
        "unknown product \"coin\"; did you mean \"coins\"?", "unknown product \"coinz\"; did you mean \"coins\"?",
        "unknown product \"cons\"; did you mean \"coins\"?",
      ])
    // Each search among the one product id costs one comparison.
    #expect(
      try unknownProducts(budget: 2) == [
        "unknown product \"coin\"; did you mean \"coins\"?", "unknown product \"coinz\"; did you mean \"coins\"?",
        "unknown product \"cons\"",
      ])
  }

  @Test func duplicateKeysBeyondTheLimitAreCountedNotDescribed() throws {
    let members = (0..<300).map { _ in #""k": 0"# }.joined(separator: ", ")
    let document = try JSONParser.parse(Array("{\(members)}".utf8), keepingDuplicates: 3)
    #expect(document.duplicateKeyCount == 299)
    #expect(document.duplicateKeys.count == 3)
    #expect(document.duplicateKeys.map(\.offset) == [9, 17, 25])
    #expect(document.duplicateKeys.allSatisfy { $0.relatedOffset == 1 && $0.path.description == "k" })
    let unlimited = try JSONParser.parse(Array("{\(members)}".utf8))
    #expect(unlimited.duplicateKeys.count == 299)
  }

  @Test func escapedDuplicatesAreFoundInLargeObjects() throws {
    let members = (0..<40).map { "\"k\($0)\": \($0)" }.joined(separator: ", ")
    let text = #"{"outer": {"# + members + #", "\u006b7": 0, "k39": 1, "k\u0034\u0030": 2}}"#
    let document = try JSONParser.parse(Array(text.utf8))
    #expect(document.duplicateKeys.map(\.message) == ["duplicate key \"k7\"", "duplicate key \"k39\""])
    #expect(document.duplicateKeys.map(\.path.description) == ["outer.k7", "outer.k39"])
    #expect(
      document.duplicateKeys.map(\.relatedOffset) == [
        Self.offset(of: #""k7""#, in: text), Self.offset(of: #""k39""#, in: text),
      ])
    #expect(document.duplicateKeyCount == 2)
  }

  /// The byte offset of the first `needle` in `text`.
  static func offset(of needle: String, in text: String) -> Int? {
    let haystack = Array(text.utf8)
    let pattern = Array(needle.utf8)
    return haystack.indices.first { start in
      start + pattern.count <= haystack.count && Array(haystack[start..<start + pattern.count]) == pattern
    }
  }

  @Test func locationsFoundInOnePassMatchThoseFoundOneByOne() {
    let text = "{\"é\": 1,\n  \"名前\": [\"😀\", 2],\r\n\"x\": \"a\u{301}\"}\n\n  "
    let source = SourceText(bytes: Array(text.utf8))
    var generator = SeededGenerator(seed: 11)
    let offsets = (0..<200).map { _ in Int.random(in: -3...(text.utf8.count + 3), using: &generator) }
    let together = source.locations(of: offsets)
    let alone = offsets.map { source.location(of: $0) }
    #expect(together.map(\.line) == alone.map(\.line))
    #expect(together.map(\.column) == alone.map(\.column))
  }
}
