import Foundation
import Testing

/// `--bidi visual|terminal` and `STOREFRONT_BIDI` on `render` and the interactive app's plain-text fallback:
/// Arabic in visual order by default, logical order for a terminal that reorders itself.
struct BidiOptionTests {
  typealias P = StorefrontProcess

  var shippedCatalog: String { P.root.appendingPathComponent("catalog.json").path }

  /// The Arabic headline as written (logical order).
  static let logicalHeadline = "انتقل إلى Pro"
  /// The same headline as a terminal without bidi must be sent it: "Pro" keeps its order at the left, the
  /// Arabic words read right to left.
  static let visualHeadline = "Pro " + String("انتقل إلى".reversed())

  /// `render --locale ar` for Saudi Arabia with `arguments` and `environment`.
  func renderArabic(_ arguments: [String] = [], environment: [String: String] = [:]) throws -> P.Output {
    try P.run(
      ["render", "--catalog", shippedCatalog, "--storefront", "SAU", "--locale", "ar"] + arguments,
      environment: environment)
  }

  @Test func renderWritesArabicInVisualOrderByDefault() throws {
    let output = try renderArabic()
    #expect(output.status == 0)
    #expect(output.stdout.contains(Self.visualHeadline))
    #expect(!output.stdout.contains(Self.logicalHeadline))
    // The yearly price: its period at the left, then "ر.س.", then the digits in their own order.
    #expect(output.stdout.contains(String("/سنة".reversed()) + String("ر.س.".reversed()) + "\u{A0}٢١٩٫٩٩"))
    let explicit = try renderArabic(["--bidi", "visual"])
    #expect(explicit.stdout == output.stdout)
  }

  @Test func renderWithBidiTerminalWritesLogicalOrder() throws {
    let output = try renderArabic(["--bidi", "terminal"])
    #expect(output.status == 0)
    #expect(output.stdout.contains(Self.logicalHeadline))
    #expect(output.stdout.contains("٢١٩٫٩٩\u{A0}ر.س./سنة"))
    #expect(!output.stdout.contains(Self.visualHeadline))
  }

  @Test func theEnvironmentVariableChoosesTheOrderAndTheOptionWins() throws {
    let terminal = try renderArabic(environment: ["STOREFRONT_BIDI": "terminal"])
    #expect(terminal.status == 0)
    #expect(terminal.stdout.contains(Self.logicalHeadline))
    let overridden = try renderArabic(["--bidi", "visual"], environment: ["STOREFRONT_BIDI": "terminal"])
    #expect(overridden.stdout.contains(Self.visualHeadline))
    let visual = try renderArabic(environment: ["STOREFRONT_BIDI": "visual"])
    #expect(visual.stdout.contains(Self.visualHeadline))
  }

  @Test func leftToRightLanguagesLookTheSameInBothOrders() throws {
    let visual = try P.run(["render", "--catalog", shippedCatalog, "--storefront", "JPN", "--locale", "ja"])
    let terminal = try P.run([
      "render", "--catalog", shippedCatalog, "--storefront", "JPN", "--locale", "ja", "--bidi", "terminal",
    ])
    #expect(visual.status == 0)
    #expect(visual.stdout == terminal.stdout)
  }

  @Test func thePlainTextFallbackFollowsTheOption() throws {
    let base = ["--catalog", shippedCatalog, "--storefront", "SAU", "--locale", "ar"]
    let visual = try P.run(base)
    #expect(visual.status == 0)
    #expect(visual.stdout.contains(Self.visualHeadline))
    let terminal = try P.run(base + ["--bidi", "terminal"])
    #expect(terminal.status == 0)
    #expect(terminal.stdout.contains(Self.logicalHeadline))
    let fromEnvironment = try P.run(base, environment: ["STOREFRONT_BIDI": "terminal"])
    #expect(fromEnvironment.stdout.contains(Self.logicalHeadline))
  }

  @Test(arguments: [
    (["render"], ["--bidi", "rtl"], [:], "storefront: --bidi \"rtl\" is not a bidi mode; use visual or terminal"),
    (
      ["render"], [], ["STOREFRONT_BIDI": "logical"],
      "storefront: STOREFRONT_BIDI \"logical\" is not a bidi mode; use visual or terminal"
    ),
    ([], ["--bidi", "Visual"], [:], "storefront: --bidi \"Visual\" is not a bidi mode; use visual or terminal"),
    (
      [], [], ["STOREFRONT_BIDI": "on"],
      "storefront: STOREFRONT_BIDI \"on\" is not a bidi mode; use visual or terminal"
    ),
  ])
  func aBadModeIsOneLineNamingTheValueAndExit64(
    command: [String], arguments: [String], environment: [String: String], message: String
  ) throws {
    let output = try P.run(command + ["--catalog", shippedCatalog] + arguments, environment: environment)
    #expect(output.status == 64)
    #expect(output.stdout.isEmpty)
    #expect(output.stderr == message + "\n")
  }

  @Test func theHelpNamesTheOption() throws {
    let output = try P.run(["--help"])
    #expect(output.stdout.contains("[--bidi visual|terminal]"))
    #expect(output.stdout.contains("--bidi MODE"))
    #expect(output.stdout.contains("STOREFRONT_BIDI"))
  }
}
