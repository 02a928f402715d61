import Catalog
import Foundation
import Paywall
import TerminalUI
import Testing

@testable import StorefrontCLI
import ScreenGeometry

/// The SARIF and JUnit writers of `storefront lint --format`, on a small catalog and a fixed set of
/// findings, compared with the exact expected output.
struct LintWriterTests {
  /// A small catalog: one consumable, one subscription, one paywall.
  static let catalogText = """
    {
      "app": {"bundleId": "com.example.app", "name": "Example", "appAppleId": 1},
      "languages": ["en"],
      "settings": {},
      "storefronts": [{"id": "USA", "appleId": "143441", "currency": "USD", "locale": "en-US"}],
      "entitlements": {"pro": {"names": {"en": "Pro"}}},
      "products": [
        {"id": "coins", "type": "consumable", "referenceName": "Coins", "coins": 10,
         "prices": {"USA": "0.99"}, "localizations": {"en": {"displayName": "Coins", "description": "Ten."}}}
      ],
      "subscriptionGroups": [
        {"id": "pro", "referenceName": "Pro", "names": {"en": "Pro"}, "entitlements": ["pro"],
         "subscriptions": [
           {"id": "pro.monthly", "referenceName": "Monthly", "level": 1, "period": "P1M",
            "prices": {"USA": "4.99"},
            "localizations": {"en": {"displayName": "Monthly", "description": "Pro."}}}
         ]}
      ],
      "paywalls": [
        {"id": "main", "plans": ["pro.monthly", "coins"], "privacyPolicyURL": "https://example.com/privacy",
         "localizations": {"en": {"title": "Go Pro", "benefits": ["All of it"],
           "labels": {"subscribe": "Subscribe", "buy": "Buy", "restore": "Restore", "close": "Close",
                      "termsOfUse": "Terms", "privacyPolicy": "Privacy"}}}}
      ]
    }
    """

  static func locator(withSource: Bool = true) throws -> CatalogLocator {
    let bytes = Array(catalogText.utf8)
    let catalog = try CatalogReader.read(bytes: bytes, fileName: "catalog.json")
    return CatalogLocator(catalog: catalog, source: withSource ? try CatalogSourceMap(bytes: bytes) : nil)
  }

  static let frame = PaywallLinter.Case(
    paywallID: "main", storefrontID: "USA", language: LanguageTag("en"), size: ScreenSize(columns: 80, rows: 24),
    customer: .new)

  static let headlineFailure = RuleResult(
    ruleID: "AR-20", name: "price-from-storefront", severity: .reject, verdict: .fail,
    explanation: "\"$0.99\" in \"Go Pro $0.99\" is neither a store price nor computed from one",
    offending: [ElementSnapshot(role: .headline, text: "Go Pro $0.99", row: 0, column: 2, width: 12)])
  static let priceFailure = RuleResult(
    ruleID: "AR-04", name: "billed-most-prominent", severity: .risk, verdict: .fail,
    explanation: "plan pro.monthly: the billed \"$4.99\" is dim",
    offending: [
      ElementSnapshot(planID: "pro.monthly", role: .billedPrice, text: "$4.99", row: 4, column: 3, width: 5),
      ElementSnapshot(planID: "pro.monthly", role: .derivedPrice, text: "≈ $1.16/week", row: 5, column: 3, width: 12),
    ])
  static let closeFailure = RuleResult(
    ruleID: "AR-30", name: "dismiss-available", severity: .info, verdict: .fail,
    explanation: "the close control appears after 5 s")

  static var findings: [PaywallLinter.Finding] {
    [headlineFailure, priceFailure, closeFailure].map { PaywallLinter.Finding(lintCase: frame, result: $0) }
  }

  func sarif(
    _ findings: [PaywallLinter.Finding] = findings, path: String = "catalog.json", withSource: Bool = true,
    registry: [ReviewRule] = []
  ) throws -> String {
    let report = SARIFReport(
      findings: findings, locator: try Self.locator(withSource: withSource), catalogPath: path,
      workingDirectory: "/work/my project", toolVersion: "9.8.7", registry: registry)
    return String(decoding: report.json, as: UTF8.self)
  }

  @Test func sarifOfThreeFindingsIsExactly() throws {
    #expect(try sarif() == Self.expectedSARIF)
  }

  @Test func sarifWithoutASourceLocatesTheFileWithNoRegion() throws {
    let object = try #require(
      try JSONSerialization.jsonObject(with: Data(try sarif(withSource: false).utf8)) as? [String: Any])
    let run = try #require((object["runs"] as? [[String: Any]])?.first)
    let results = try #require(run["results"] as? [[String: Any]])
    #expect(results.count == 3)
    for result in results {
      let locations = try #require(result["locations"] as? [[String: Any]])
      let physical = try #require(locations.first?["physicalLocation"] as? [String: Any])
      #expect(physical["region"] == nil)
      #expect((physical["artifactLocation"] as? [String: Any])?["uri"] as? String == "catalog.json")
      let properties = try #require(result["properties"] as? [String: Any])
      #expect(properties["catalogKeyPath"] == nil)
    }
    let first = try #require(results.first?["partialFingerprints"] as? [String: String])
    #expect(first[SARIFReport.fingerprintKey] == "AR-20 paywall \"main\" localizations.en.title")
  }

  @Test func anAbsoluteCatalogPathIsAFileURIWithNoBase() throws {
    let text = try sarif(path: "/home/a b/cat#1.json")
    #expect(text.contains("\"uri\" : \"file:///home/a%20b/cat%231.json\""))
    #expect(!text.contains("uriBaseId"))
    #expect(!text.contains("originalUriBaseIds"))
    #expect(try sarif(path: "./conf/x:y.json").contains("\"uri\" : \"conf/x%3Ay.json\""))
  }

  @Test func theRulesAreTheRegistrysInOrderWithLevelsAndEveryResultIndexesItsRule() throws {
    let finding = PaywallLinter.Finding(
      lintCase: Self.frame,
      result: RuleResult(
        ruleID: "XX-99", name: "not-in-the-registry", severity: .risk, verdict: .fail, explanation: "why"))
    let text = try sarif(Self.findings + [finding], registry: RuleDescriptor.registry)
    let object = try #require(try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any])
    let run = try #require((object["runs"] as? [[String: Any]])?.first)
    let driver = try #require((run["tool"] as? [String: Any])?["driver"] as? [String: Any])
    let rules = try #require(driver["rules"] as? [[String: Any]])
    #expect(
      rules.compactMap { $0["id"] as? String }
        == ReviewRules.all.map(\.id) + StorefrontRules.all.map(\.rule.id) + ["XX-99"])
    let levels = ["reject": "error", "risk": "warning", "info": "note"]
    for (rule, registered) in zip(rules, ReviewRules.all + StorefrontRules.all.map(\.rule)) {
      #expect(rule["name"] as? String == registered.name)
      #expect(
        (rule["defaultConfiguration"] as? [String: Any])?["level"] as? String == levels[registered.severity.rawValue])
      #expect((rule["shortDescription"] as? [String: Any])?["text"] as? String == registered.summary)
      #expect((rule["fullDescription"] as? [String: Any])?["text"] as? String != nil)
      #expect(rule["helpUri"] as? String == SARIFReport.helpURI)
    }
    for result in try #require(run["results"] as? [[String: Any]]) {
      let index = try #require(result["ruleIndex"] as? Int)
      #expect(rules[index]["id"] as? String == result["ruleId"] as? String)
    }
  }

  @Test func junitOfOneFrameIsExactlyWithEveryUnsafeCharacterMadeSafe() throws {
    let report = ReviewReport(results: [
      RuleResult(ruleID: "AR-01", name: "sub-title", severity: .reject, verdict: .pass, explanation: "ok"),
      RuleResult(
        ruleID: "AR-04", name: "billed-most-prominent", severity: .risk, verdict: .fail,
        explanation: "a <b> & \"c\"\u{1B}[2J\u{9B}1m\u{202E}x\u{7}\ty",
        offending: [
          ElementSnapshot(
            planID: "pro.monthly", role: .derivedPrice, text: "≈ $1.16/week", row: 5, column: 3, width: 12)
        ]),
      RuleResult(
        ruleID: "AR-12", name: "trial-terms-complete", severity: .reject, verdict: .notApplicable,
        explanation: "no intro offer is shown"),
    ])
    let junit = JUnitReport(
      frames: [JUnitReport.Frame(lintCase: Self.frame, report: report)], locator: try Self.locator(),
      catalogPath: "catalog.json")
    #expect(junit.xml == Self.expectedJUnit)
  }

  @Test func xmlTextKeepsWhatXMLCanHoldAndEscapesTheRest() {
    #expect(XMLText.content("a<b>&c \"q\" 'é' 中 🚀") == "a&lt;b&gt;&amp;c \"q\" 'é' 中 🚀")
    #expect(XMLText.attribute("a\"b\nc\td\re") == "a&quot;b&#10;c&#9;d&#13;e")
    #expect(XMLText.content("x\ny\tz") == "x\ny\tz")
    #expect(
      XMLText.content("\u{0}\u{1B}\u{7F}\u{85}\u{9B}\u{202A}\u{2069}\u{FFFE}\u{FFFF}")
        == "\\u{0}\\u{1b}&#x7F;&#x85;&#x9B;&#x202A;&#x2069;\\u{fffe}\\u{ffff}")
  }

  @Test(arguments: [
    ([], LintFormat.text), (["--json"], .json), (["--format", "json"], .json), (["--format=sarif"], .sarif),
    (["--format", "junit"], .junit), (["--format", "text"], .text), (["--json", "--format", "json"], .json),
  ])
  func theFormatComesFromFormatOrJSON(arguments: [String], format: LintFormat) throws {
    #expect(try LintFormat.chosen(ParsedArguments(["lint"] + arguments)) == format)
  }

  @Test(arguments: [
    (["--format", "xml"], "--format \"xml\" is not a lint format; choose one of: text, json, sarif, junit"),
    (["--format", "SARIF"], "--format \"SARIF\" is not a lint format; choose one of: text, json, sarif, junit"),
    (["--json", "--format", "sarif"], "--json means --format json, but --format is \"sarif\"; give one of them"),
  ])
  func aWrongFormatIsAUsageError(arguments: [String], message: String) throws {
    let error = try #require(throws: UsageError.self) { try LintFormat.chosen(ParsedArguments(["lint"] + arguments)) }
    #expect(error.message == message)
  }

  static let expectedSARIF = """
    {
      "$schema" : "https://docs.oasis-open.org/sarif/sarif/v2.1.0/errata01/os/schemas/sarif-schema-2.1.0.json",
      "runs" : [
        {
          "columnKind" : "unicodeCodePoints",
          "originalUriBaseIds" : {
            "%SRCROOT%" : {
              "uri" : "file:///work/my%20project/"
            }
          },
          "results" : [
            {
              "level" : "error",
              "locations" : [
                {
                  "physicalLocation" : {
                    "artifactLocation" : {
                      "uri" : "catalog.json",
                      "uriBaseId" : "%SRCROOT%"
                    },
                    "region" : {
                      "startColumn" : 31,
                      "startLine" : 21
                    }
                  }
                }
              ],
              "message" : {
                "text" : "main USA en 80x24 new: \\"$0.99\\" in \\"Go Pro $0.99\\" is neither a store price nor computed from one"
              },
              "partialFingerprints" : {
                "storefrontCatalogElement/v1" : "AR-20 paywall \\"main\\" localizations.en.title"
              },
              "properties" : {
                "catalogElement" : "paywall \\"main\\" localizations.en.title",
                "catalogKeyPath" : "paywalls[0].localizations.en.title",
                "frame" : {
                  "customer" : "new",
                  "language" : "en",
                  "paywall" : "main",
                  "size" : "80x24",
                  "storefront" : "USA"
                },
                "regions" : [
                  {
                    "column" : 2,
                    "height" : 1,
                    "role" : "headline",
                    "row" : 0,
                    "text" : "Go Pro $0.99",
                    "width" : 12
                  }
                ],
                "severity" : "reject"
              },
              "ruleId" : "AR-20",
              "ruleIndex" : 0
            },
            {
              "level" : "warning",
              "locations" : [
                {
                  "physicalLocation" : {
                    "artifactLocation" : {
                      "uri" : "catalog.json",
                      "uriBaseId" : "%SRCROOT%"
                    },
                    "region" : {
                      "startColumn" : 20,
                      "startLine" : 15
                    }
                  }
                }
              ],
              "message" : {
                "text" : "main USA en 80x24 new: plan pro.monthly: the billed \\"$4.99\\" is dim"
              },
              "partialFingerprints" : {
                "storefrontCatalogElement/v1" : "AR-04 product \\"pro.monthly\\" prices.USA"
              },
              "properties" : {
                "catalogElement" : "product \\"pro.monthly\\" prices.USA",
                "catalogKeyPath" : "subscriptionGroups[0].subscriptions[0].prices.USA",
                "frame" : {
                  "customer" : "new",
                  "language" : "en",
                  "paywall" : "main",
                  "size" : "80x24",
                  "storefront" : "USA"
                },
                "regions" : [
                  {
                    "column" : 3,
                    "height" : 1,
                    "plan" : "pro.monthly",
                    "role" : "billedPrice",
                    "row" : 4,
                    "text" : "$4.99",
                    "width" : 5
                  },
                  {
                    "column" : 3,
                    "height" : 1,
                    "plan" : "pro.monthly",
                    "role" : "derivedPrice",
                    "row" : 5,
                    "text" : "≈ $1.16/week",
                    "width" : 12
                  }
                ],
                "severity" : "risk"
              },
              "relatedLocations" : [
                {
                  "id" : 1,
                  "message" : {
                    "text" : "paywall \\"main\\" plans[0]"
                  },
                  "physicalLocation" : {
                    "artifactLocation" : {
                      "uri" : "catalog.json",
                      "uriBaseId" : "%SRCROOT%"
                    },
                    "region" : {
                      "startColumn" : 30,
                      "startLine" : 20
                    }
                  }
                }
              ],
              "ruleId" : "AR-04",
              "ruleIndex" : 1
            },
            {
              "level" : "note",
              "locations" : [
                {
                  "physicalLocation" : {
                    "artifactLocation" : {
                      "uri" : "catalog.json",
                      "uriBaseId" : "%SRCROOT%"
                    },
                    "region" : {
                      "startColumn" : 5,
                      "startLine" : 20
                    }
                  }
                }
              ],
              "message" : {
                "text" : "main USA en 80x24 new: the close control appears after 5 s"
              },
              "partialFingerprints" : {
                "storefrontCatalogElement/v1" : "AR-30 paywall \\"main\\""
              },
              "properties" : {
                "catalogElement" : "paywall \\"main\\"",
                "catalogKeyPath" : "paywalls[0]",
                "frame" : {
                  "customer" : "new",
                  "language" : "en",
                  "paywall" : "main",
                  "size" : "80x24",
                  "storefront" : "USA"
                },
                "regions" : [

                ],
                "severity" : "info"
              },
              "ruleId" : "AR-30",
              "ruleIndex" : 2
            }
          ],
          "tool" : {
            "driver" : {
              "informationUri" : "https://developer.apple.com/app-store/review/guidelines/",
              "name" : "storefront",
              "rules" : [
                {
                  "defaultConfiguration" : {
                    "level" : "error"
                  },
                  "fullDescription" : {
                    "text" : "AR-20 price-from-storefront. Severity reject: the written App Review rule is broken, so App Review would reject the app. storefront lint checks it on the rendered paywall, frame by frame."
                  },
                  "help" : {
                    "text" : "AR-20 price-from-storefront. Severity reject: the written App Review rule is broken, so App Review would reject the app. storefront lint checks it on the rendered paywall, frame by frame."
                  },
                  "helpUri" : "https://developer.apple.com/app-store/review/guidelines/",
                  "id" : "AR-20",
                  "name" : "price-from-storefront",
                  "properties" : {
                    "severity" : "reject",
                    "tags" : [
                      "app-review",
                      "paywall"
                    ]
                  },
                  "shortDescription" : {
                    "text" : "AR-20 price-from-storefront"
                  }
                },
                {
                  "defaultConfiguration" : {
                    "level" : "warning"
                  },
                  "fullDescription" : {
                    "text" : "AR-04 billed-most-prominent. Severity risk: App Review is known to reject this, or the rule is a matter of interpretation. storefront lint checks it on the rendered paywall, frame by frame."
                  },
                  "help" : {
                    "text" : "AR-04 billed-most-prominent. Severity risk: App Review is known to reject this, or the rule is a matter of interpretation. storefront lint checks it on the rendered paywall, frame by frame."
                  },
                  "helpUri" : "https://developer.apple.com/app-store/review/guidelines/",
                  "id" : "AR-04",
                  "name" : "billed-most-prominent",
                  "properties" : {
                    "severity" : "risk",
                    "tags" : [
                      "app-review",
                      "paywall"
                    ]
                  },
                  "shortDescription" : {
                    "text" : "AR-04 billed-most-prominent"
                  }
                },
                {
                  "defaultConfiguration" : {
                    "level" : "note"
                  },
                  "fullDescription" : {
                    "text" : "AR-30 dismiss-available. Severity info: advice; App Review does not require it. storefront lint checks it on the rendered paywall, frame by frame."
                  },
                  "help" : {
                    "text" : "AR-30 dismiss-available. Severity info: advice; App Review does not require it. storefront lint checks it on the rendered paywall, frame by frame."
                  },
                  "helpUri" : "https://developer.apple.com/app-store/review/guidelines/",
                  "id" : "AR-30",
                  "name" : "dismiss-available",
                  "properties" : {
                    "severity" : "info",
                    "tags" : [
                      "app-review",
                      "paywall"
                    ]
                  },
                  "shortDescription" : {
                    "text" : "AR-30 dismiss-available"
                  }
                }
              ],
              "semanticVersion" : "9.8.7",
              "version" : "9.8.7"
            }
          }
        }
      ],
      "version" : "2.1.0"
    }

    """

  static let expectedJUnit = """
    <?xml version="1.0" encoding="UTF-8"?>
    <testsuites name="storefront lint" tests="3" failures="1" errors="0" skipped="1">
      <testsuite name="main USA en 80x24 new" tests="3" failures="1" errors="0" skipped="1">
        <properties>
          <property name="paywall" value="main"/>
          <property name="storefront" value="USA"/>
          <property name="language" value="en"/>
          <property name="size" value="80x24"/>
          <property name="customer" value="new"/>
        </properties>
        <testcase classname="main.USA.en.80x24.new" name="AR-01 sub-title"/>
        <testcase classname="main.USA.en.80x24.new" name="AR-04 billed-most-prominent">
          <failure message="a &lt;b&gt; &amp; &quot;c&quot;\\u{1b}[2J&#x9B;1m&#x202E;x\\u{7}&#9;y" type="risk">main USA en 80x24 new AR-04 risk: a &lt;b&gt; &amp; "c"\\u{1b}[2J&#x9B;1m&#x202E;x\\u{7}\ty
    catalog.json:20:30: paywall "main" plans[0]
    screen 6:4: derivedPrice of pro.monthly "≈ $1.16/week"</failure>
        </testcase>
        <testcase classname="main.USA.en.80x24.new" name="AR-12 trial-terms-complete">
          <skipped message="no intro offer is shown"/>
        </testcase>
      </testsuite>
    </testsuites>

    """
}
