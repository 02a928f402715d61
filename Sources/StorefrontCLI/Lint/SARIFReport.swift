import Catalog
import FoundationEssentials
import Paywall
import TerminalUI

/// The SARIF 2.1.0 log of a lint run (`storefront lint --format sarif`): every rule the registry
/// has (App Review's and the storefronts' own), and one result per failed rule and frame, located at the catalog line and column of the
/// element it concerns.
struct SARIFReport {
  /// Where the rules come from: App Review's guidelines (the project has no web page of its own).
  static let helpURI = "https://developer.apple.com/app-store/review/guidelines/"
  /// The `partialFingerprints` key: the rule and the catalog element by ids (not lines, not frames),
  /// so the failures of one element in many frames are one alert.
  static let fingerprintKey = "storefrontCatalogElement/v1"
  /// The base of a relative catalog path.
  static let sourceRoot = "%SRCROOT%"

  var findings: [PaywallLinter.Finding]
  var rules: [RuleDescriptor]
  var locator: CatalogLocator
  /// The catalog path as given on the command line.
  var catalogPath: String
  /// The directory lint ran in (the base of a relative catalog path).
  var workingDirectory: String
  var toolVersion: String

  /// A report of `findings` with the registry's rules.
  init(
    findings: [PaywallLinter.Finding], locator: CatalogLocator, catalogPath: String, workingDirectory: String,
    toolVersion: String, registry: [ReviewRule] = RuleDescriptor.registry
  ) {
    self.findings = findings
    self.rules = RuleDescriptor.all(registry: registry, adding: findings.map(\.result))
    self.locator = locator
    self.catalogPath = catalogPath
    self.workingDirectory = workingDirectory
    self.toolVersion = toolVersion
  }

  /// The log.
  var log: SARIFLog {
    let indexes = Dictionary(rules.enumerated().map { ($1.id, $0) }, uniquingKeysWith: { first, _ in first })
    let relative = ArtifactURI.isRelative(catalogPath)
    let run = SARIFLog.Run(
      tool: SARIFLog.Tool(
        driver: SARIFLog.Driver(
          name: "storefront", version: toolVersion, semanticVersion: toolVersion, informationUri: Self.helpURI,
          rules: rules.map(Self.rule))),
      originalUriBaseIds: relative
        ? [Self.sourceRoot: SARIFLog.ArtifactLocation(uri: ArtifactURI.directory(workingDirectory))] : nil,
      results: findings.map { result($0, ruleIndex: indexes[$0.result.ruleID]!) })
    return SARIFLog(runs: [run])
  }

  /// The log as pretty-printed JSON with sorted keys, every control character escaped.
  var json: [UInt8] {
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes, .prettyPrinted]
    let data = (try? encoder.encode(log)) ?? Data()
    return TerminalSafeText.json(Array(data)) + Array("\n".utf8)
  }

  private static func rule(_ rule: RuleDescriptor) -> SARIFLog.Rule {
    SARIFLog.Rule(
      id: rule.id, name: rule.name, shortDescription: SARIFLog.Message(text: rule.shortText),
      fullDescription: SARIFLog.Message(text: rule.fullText), help: SARIFLog.Message(text: rule.fullText),
      helpUri: helpURI, defaultConfiguration: SARIFLog.Configuration(level: RuleDescriptor.sarifLevel(rule.severity)),
      properties: SARIFLog.RuleProperties(severity: rule.severity.rawValue, tags: ["app-review", "paywall"]))
  }

  private func result(_ finding: PaywallLinter.Finding, ruleIndex: Int) -> SARIFLog.Result {
    let lintCase = finding.lintCase
    let result = finding.result
    let places = locator.locations(of: finding)
    let primary = places[0]
    let related = places.dropFirst().enumerated().map { offset, place in
      SARIFLog.Location(
        id: offset + 1, physicalLocation: physicalLocation(place), message: SARIFLog.Message(text: "\(place.element)"))
    }
    return SARIFLog.Result(
      ruleId: result.ruleID, ruleIndex: ruleIndex, level: RuleDescriptor.sarifLevel(result.severity),
      message: SARIFLog.Message(text: "\(lintCase): \(result.explanation)"),
      locations: [SARIFLog.Location(physicalLocation: physicalLocation(primary))],
      relatedLocations: related.isEmpty ? nil : related,
      partialFingerprints: [Self.fingerprintKey: "\(result.ruleID) \(primary.element)"],
      properties: SARIFLog.ResultProperties(
        frame: SARIFLog.Frame(
          paywall: lintCase.paywallID, storefront: lintCase.storefrontID, language: lintCase.language.identifier,
          size: lintCase.size.description, customer: lintCase.customer.rawValue),
        severity: result.severity.rawValue, catalogElement: "\(primary.element)",
        catalogKeyPath: primary.path.map { "\($0)" },
        regions: result.offending.map {
          SARIFLog.ScreenRegion(
            role: $0.role.rawValue, plan: $0.planID, row: $0.row, column: $0.column, width: $0.width,
            height: $0.height, text: $0.text)
        }))
  }

  private func physicalLocation(_ place: FindingLocation) -> SARIFLog.PhysicalLocation {
    let relative = ArtifactURI.isRelative(catalogPath)
    return SARIFLog.PhysicalLocation(
      artifactLocation: SARIFLog.ArtifactLocation(
        uri: ArtifactURI.reference(Self.trimmedPath(catalogPath)), uriBaseId: relative ? Self.sourceRoot : nil),
      region: place.position.map { SARIFLog.Region(startLine: $0.line, startColumn: $0.column) })
  }

  /// `path` without leading "./" steps (the same file, as code scanning matches repository paths).
  static func trimmedPath(_ path: String) -> String {
    var path = Substring(path)
    while path.hasPrefix("./") { path = path.dropFirst(2).drop { $0 == "/" } }
    return String(path)
  }
}
