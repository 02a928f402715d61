/// The part of a SARIF 2.1.0 log (OASIS) that `storefront lint --format sarif` writes: one run of
/// one tool, its rules, and one result per failed rule and frame.
///
/// The property names are SARIF's; optional ones are left out when nil.
struct SARIFLog: Encodable {
  /// The JSON schema of SARIF 2.1.0.
  static let schemaURI = "https://docs.oasis-open.org/sarif/sarif/v2.1.0/errata01/os/schemas/sarif-schema-2.1.0.json"

  var schema = SARIFLog.schemaURI
  var version = "2.1.0"
  var runs: [Run]

  enum CodingKeys: String, CodingKey {
    case schema = "$schema"
    case version, runs
  }

  struct Run: Encodable {
    var tool: Tool
    /// How columns count: Unicode scalars, as the catalog reader's positions do.
    var columnKind = "unicodeCodePoints"
    /// Where a relative artifact URI's base (`%SRCROOT%`) is: the directory lint ran in.
    var originalUriBaseIds: [String: ArtifactLocation]?
    var results: [Result]
  }

  struct Tool: Encodable {
    var driver: Driver
  }

  struct Driver: Encodable {
    var name: String
    var version: String
    var semanticVersion: String
    var informationUri: String
    var rules: [Rule]
  }

  struct Rule: Encodable {
    var id: String
    var name: String
    var shortDescription: Message
    var fullDescription: Message
    var help: Message
    var helpUri: String
    var defaultConfiguration: Configuration
    var properties: RuleProperties
  }

  struct RuleProperties: Encodable {
    /// The rule's severity in our own words: reject, risk or info.
    var severity: String
    var tags: [String]
  }

  struct Configuration: Encodable {
    var level: String
  }

  struct Message: Encodable {
    var text: String
  }

  struct Result: Encodable {
    var ruleId: String
    var ruleIndex: Int
    var level: String
    var message: Message
    var locations: [Location]
    var relatedLocations: [Location]?
    var partialFingerprints: [String: String]
    var properties: ResultProperties
  }

  struct Location: Encodable {
    var id: Int?
    var physicalLocation: PhysicalLocation
    var message: Message?
  }

  struct PhysicalLocation: Encodable {
    var artifactLocation: ArtifactLocation
    /// Nil when the catalog has no source: the location is the file, never a made-up line.
    var region: Region?
  }

  struct ArtifactLocation: Encodable {
    var uri: String
    var uriBaseId: String?
  }

  struct Region: Encodable {
    var startLine: Int
    var startColumn: Int
  }

  struct ResultProperties: Encodable {
    /// The frame that failed.
    var frame: Frame
    /// The rule's severity: reject, risk or info.
    var severity: String
    /// The catalog element the result concerns, by ids (`paywall "deceptive" localizations.de.subtitle`).
    var catalogElement: String
    /// Its key path in the catalog file, when the catalog has one.
    var catalogKeyPath: String?
    /// The drawn regions that break the rule, in screen cells from 0.
    var regions: [ScreenRegion]
  }

  struct Frame: Encodable {
    var paywall: String
    var storefront: String
    var language: String
    var size: String
    var customer: String
  }

  struct ScreenRegion: Encodable {
    var role: String
    var plan: String?
    var row: Int
    var column: Int
    var width: Int
    var height: Int
    var text: String
  }
}
