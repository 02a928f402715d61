import Foundation
import Paywall
import Testing

/// `storefront lint --format sarif|junit` on the shipped catalog, read back by independent readers
/// (sarif-tools, junitparser) and checked against the same run's `--json` report and against the
/// text of catalog.json at each reported line and column.
struct LintReportReaderTests {
  typealias P = StorefrontProcess

  /// One lint run in `directory` (which holds the shipped catalog as catalog.json), its standard
  /// output saved as `name` there.
  func lint(_ arguments: [String], in directory: URL, saveAs name: String) throws -> (status: Int32, file: URL) {
    let output = try P.run(["lint", "--catalog", "catalog.json"] + arguments, in: directory)
    #expect(output.stderr.isEmpty, "\(output.stderr)")
    let file = directory.appendingPathComponent(name)
    try Data(output.bytes.stdout).write(to: file)
    return (output.status, file)
  }

  /// The `--json` report of the same frames: (frames, failures as rule, severity, frame description).
  func jsonReport(_ arguments: [String], in directory: URL) throws -> (frames: Int, failures: [[String: Any]]) {
    let output = try P.run(["lint", "--catalog", "catalog.json"] + arguments + ["--json"], in: directory)
    let object = try #require(try JSONSerialization.jsonObject(with: Data(output.stdout.utf8)) as? [String: Any])
    return (try #require(object["frames"] as? Int), try #require(object["failures"] as? [[String: Any]]))
  }

  static func frame(_ failure: [String: Any]) -> String {
    ["paywall", "storefront", "locale", "size", "customer"].map { failure[$0] as? String ?? "?" }
      .joined(separator: " ")
  }

  static let levels = ["reject": "error", "risk": "warning", "info": "note"]

  /// The last step of a printed key path: `.key`, `["key"]` or `[3]`.
  enum LastStep: Equatable {
    case key(String)
    case index(Int)
    case none
  }

  static func lastStep(of path: String) -> LastStep {
    if path.hasSuffix("\"]"), let open = path.range(of: "[\"", options: .backwards) {
      return .key(String(path[open.upperBound..<path.index(path.endIndex, offsetBy: -2)]))
    }
    if path.hasSuffix("]"), let open = path.lastIndex(of: "["),
      let index = Int(path[path.index(after: open)..<path.index(before: path.endIndex)])
    {
      let before = path[..<open]
      // `paywalls[1]` alone is the paywall object; `paywalls[1].plans[0]` is a plan entry.
      return before.contains(".") ? .index(index) : .none
    }
    return path.split(separator: ".").last.map { .key(String($0)) } ?? .none
  }

  /// The text of catalog.json from `line`:`column` (columns in Unicode scalars) to the end of the line.
  static func text(at line: Int, _ column: Int, in lines: [String]) -> String {
    guard lines.indices.contains(line - 1) else { return "" }
    return String(String.UnicodeScalarView(lines[line - 1].unicodeScalars.dropFirst(column - 1)))
  }

  @Test func theDeceptivePaywallsSARIFReadsBackWithRulesLevelsAndCatalogPositions() throws {
    let directory = try P.catalogDirectory()
    let arguments = ["--paywall", "deceptive", "--storefront", "GBR", "--locale", "en", "--size", "80x24"]
    let run = try lint(arguments + ["--format", "sarif"], in: directory, saveAs: "lint.sarif")
    #expect(run.status == 1)
    let sarif = try LintReportReaders.read("sarif", run.file)
    let json = try jsonReport(arguments, in: directory)
    #expect(json.frames == 4)  // one a customer

    #expect(sarif["version"] as? String == "2.1.0")
    #expect((sarif["schema"] as? String)?.hasSuffix("sarif-schema-2.1.0.json") == true)
    #expect(sarif["runs"] as? Int == 1)
    #expect(sarif["tool"] as? String == "storefront")
    #expect(sarif["columnKind"] as? String == "unicodeCodePoints")
    let rules = try #require(sarif["rules"] as? [[String: Any]])
    let ruleIDs = rules.compactMap { $0["id"] as? String }
    #expect(ruleIDs == ReviewRules.all.map(\.id) + StorefrontRules.all.map(\.rule.id))
    #expect(rules.allSatisfy { $0["foundById"] as? Int == 1 && $0["helpUri"] as? String != nil })

    // The same failures as --json, with SARIF's level for each severity.
    let results = try #require(sarif["results"] as? [[String: Any]])
    #expect(sarif["resultCount"] as? Int == json.failures.count)
    func key(_ rule: String?, _ level: String?, _ frame: String) -> String { "\(rule ?? "?") \(level ?? "?") \(frame)" }
    let fromJSON = json.failures.map {
      key($0["rule"] as? String, Self.levels[$0["severity"] as? String ?? ""], Self.frame($0))
    }
    let fromSARIF = results.map { result -> String in
      let frame = result["frame"] as? [String: String] ?? [:]
      let text = ["paywall", "storefront", "language", "size", "customer"].map { frame[$0] ?? "?" }
        .joined(separator: " ")
      return key(result["ruleId"] as? String, result["level"] as? String, text)
    }
    #expect(fromSARIF.sorted() == fromJSON.sorted())

    // The deceptive paywall's documented failures (docs/catalog.md), each at its level.
    let expected = [
      "AR-04": "warning", "AR-05": "warning", "AR-07": "error", "AR-11": "warning", "AR-14": "warning",
      "AR-16": "error", "AR-20": "error", "AR-21": "error", "AR-23": "error", "AR-27": "error", "AR-30": "note",
      "AR-13": "error",
    ]
    for (rule, level) in expected {
      let matching = results.filter { $0["ruleId"] as? String == rule }
      #expect(!matching.isEmpty, "no \(rule) result")
      #expect(matching.allSatisfy { $0["level"] as? String == level }, "\(rule)")
    }

    let lines = try String(contentsOf: directory.appendingPathComponent("catalog.json"), encoding: .utf8)
      .split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    for result in results {
      let rule = result["ruleId"] as? String ?? "?"
      #expect(result["ruleOfIndex"] as? String == rule)
      #expect(result["uri"] as? String == "catalog.json")
      #expect(result["uriBaseId"] as? String == "%SRCROOT%")
      let frame = result["frame"] as? [String: String] ?? [:]
      #expect((result["message"] as? String)?.hasPrefix("deceptive GBR en 80x24 \(frame["customer"] ?? "?"): ") == true)
      #expect((result["fingerprints"] as? [String: String])?.isEmpty == false)
      let line = try #require(result["line"] as? Int, "\(rule) has no line")
      let column = try #require(result["column"] as? Int, "\(rule) has no column")
      let path = try #require(result["keyPath"] as? String)
      let text = Self.text(at: line, column, in: lines)
      switch Self.lastStep(of: path) {
      case .key(let name):
        #expect(text.hasPrefix("\"\(name)\""), "\(rule) at \(line):\(column) (\(path)) reads \(text)")
      case .index:
        #expect(text.hasPrefix("\"com.example.pro."), "\(rule) at \(line):\(column) (\(path)) reads \(text)")
      case .none:
        #expect(text == "{", "\(rule) at \(line):\(column) (\(path)) reads \(text)")
        #expect(Self.text(at: line + 1, 1, in: lines).contains("\"id\": \"deceptive\""))
      }
    }
    // The elements the catalog says each failure comes from.
    func text(of rule: String) throws -> String {
      let result = try #require(results.first { $0["ruleId"] as? String == rule })
      return Self.text(at: result["line"] as? Int ?? 0, result["column"] as? Int ?? 0, in: lines)
    }
    #expect(try text(of: "AR-23").hasPrefix("\"com.example.pro.yearly\": 90"))
    #expect(try text(of: "AR-27").hasPrefix("\"url\": \"https://example.com/iaptutorial/checkout\""))
    #expect(try text(of: "AR-20").hasPrefix("\"subtitle\": \"Just $0.99 a week"))
    #expect(try text(of: "AR-14").hasPrefix("\"trialToggle\": true"))
    #expect(try text(of: "AR-07") == "{")

    // One element failing in several frames is one fingerprint: code scanning makes it one alert.
    let fingerprints = Set(
      results.filter { $0["ruleId"] as? String == "AR-14" }.compactMap {
        ($0["fingerprints"] as? [String: String])?.values.first
      })
    #expect(results.count { $0["ruleId"] as? String == "AR-14" } == 4)
    #expect(fingerprints.count == 1)
  }

  /// Every storefront, with and without rules of its own: each frame has a case for every App Review
  /// rule and every rule of its storefront.
  @Test func junitHasOneCaseForEveryRuleAndFrameWithCountsThatAddUp() throws {
    let directory = try P.catalogDirectory()
    let arguments = ["--size", "80x24", "--customer", "new"]
    let run = try lint(arguments + ["--format", "junit"], in: directory, saveAs: "lint.xml")
    #expect(run.status == 1)
    let junit = try LintReportReaders.read("junit", run.file, arguments: ["--cases"])
    let json = try jsonReport(arguments, in: directory)
    #expect(json.frames == 3 * 12 * 8)
    func rules(_ storefront: String) -> Int { ReviewRules.all.count + StorefrontRules.rules(for: storefront).count }
    #expect(rules("KOR") > rules("GBR"))

    let suites = try #require(junit["suites"] as? [[String: Any]])
    let expectedTests = suites.map { rules(($0["properties"] as? [String: String])?["storefront"] ?? "?") }
      .reduce(0, +)
    #expect(junit["tests"] as? Int == expectedTests)
    #expect(junit["failures"] as? Int == json.failures.count)
    #expect(junit["errors"] as? Int == 0)
    #expect(suites.count == json.frames)
    #expect(Set(suites.compactMap { $0["name"] as? String }).count == json.frames)
    var skipped = 0
    let failuresByFrame = Dictionary(grouping: json.failures, by: Self.frame)
    for suite in suites {
      let name = suite["name"] as? String ?? "?"
      let counted = try #require(suite["counted"] as? [String: Int])
      let storefront = (suite["properties"] as? [String: String])?["storefront"] ?? "?"
      #expect(suite["tests"] as? Int == rules(storefront) && counted["tests"] == rules(storefront), "\(name)")
      #expect(suite["failures"] as? Int == counted["failures"], "\(name)")
      #expect(suite["skipped"] as? Int == counted["skipped"], "\(name)")
      #expect(suite["errors"] as? Int == 0 && counted["errors"] == 0, "\(name)")
      skipped += counted["skipped"] ?? 0
      let cases = try #require(suite["cases"] as? [[String: Any]])
      let failed = cases.filter { $0["outcome"] as? String == "failure" }.map {
        "\(($0["name"] as? String)?.split(separator: " ").first ?? "?") \($0["type"] as? String ?? "?")"
      }
      let expected = (failuresByFrame[name] ?? []).map {
        "\($0["rule"] as? String ?? "?") \($0["severity"] as? String ?? "?")"
      }
      #expect(failed.sorted() == expected.sorted(), "\(name)")
      if name.hasPrefix("default ") || name.hasPrefix("shop ") { #expect(failed.isEmpty, "\(name)") }
      #expect(cases.allSatisfy { ($0["classname"] as? String) == name.replacingOccurrences(of: " ", with: ".") })
    }
    #expect(junit["skipped"] as? Int == skipped)
    #expect(skipped > 0)
  }

  @Test func theDefaultPaywallYieldsNoFailureInEitherFormat() throws {
    let directory = try P.catalogDirectory()
    let sarifRun = try lint(["--paywall", "default", "--format", "sarif"], in: directory, saveAs: "lint.sarif")
    #expect(sarifRun.status == 0)
    let sarif = try LintReportReaders.read("sarif", sarifRun.file)
    #expect(sarif["resultCount"] as? Int == 0)
    #expect(try #require(sarif["rules"] as? [[String: Any]]).count == ReviewRules.all.count + StorefrontRules.all.count)
    let junitRun = try lint(["--paywall", "default", "--format", "junit"], in: directory, saveAs: "lint.xml")
    #expect(junitRun.status == 0)
    let junit = try LintReportReaders.read("junit", junitRun.file)
    #expect(junit["failures"] as? Int == 0)
    #expect(junit["errors"] as? Int == 0)
    // 2 sizes x 4 customers x 8 languages in each storefront, every rule of it.
    let storefronts = ["USA", "GBR", "DEU", "FRA", "JPN", "IND", "BRA", "SAU", "TUR", "CHE", "KOR", "CAN"]
    let tests = storefronts.map { 2 * 4 * 8 * (ReviewRules.all.count + StorefrontRules.rules(for: $0).count) }
    #expect(junit["tests"] as? Int == tests.reduce(0, +))
  }

  /// A report that cannot be written (a full disk) is an I/O error, exit 74, said in one line.
  @Test(arguments: ["sarif", "junit"])
  func aReportThatCannotBeWrittenExits74(format: String) throws {
    let process = Process()
    process.executableURL = P.binary
    process.arguments = [
      "lint", "--catalog", P.root.appendingPathComponent("catalog.json").path, "--paywall", "default", "--size",
      "80x24", "--customer", "new", "--format", format,
    ]
    process.standardOutput = try FileHandle(forWritingTo: URL(fileURLWithPath: "/dev/full"))
    let error = Pipe()
    process.standardError = error
    try process.run()
    let stderr = String(decoding: error.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
    process.waitUntilExit()
    #expect(process.terminationStatus == 74)
    #expect(stderr.hasPrefix("storefront: the \(format) report cannot be written to standard output: "))
    #expect(stderr.split(separator: "\n").count == 1)
  }

  @Test(arguments: [
    (
      ["--format", "xml"],
      "storefront: --format \"xml\" is not a lint format; choose one of: text, json, sarif, junit\n"
    ),
    (
      ["--json", "--format", "junit"],
      "storefront: --json means --format json, but --format is \"junit\"; give one of them\n"
    ),
  ])
  func aWrongFormatIsRefusedWithOneLineAndExit64(arguments: [String], message: String) throws {
    let output = try P.run(["lint", "--catalog", P.root.appendingPathComponent("catalog.json").path] + arguments)
    #expect(output.status == 64)
    #expect(output.stdout.isEmpty)
    #expect(output.stderr == message)
  }
}
