import Catalog
import Foundation
import Testing

@testable import StorefrontCLI

/// The command line's options: each value given once, never empty.
struct ParsedArgumentsTests {
  @Test func anOptionGivenTwiceIsRefusedNotLastWins() throws {
    for arguments in [
      ["buy", "com.iaptutorial.coins", "--quantity", "2", "--quantity", "3"],
      ["render", "--size", "80x24", "--size=60x20"], ["status", "--data", "/tmp/a", "--data", "/tmp/b"],
    ] {
      let error = try #require(throws: UsageError.self) { try ParsedArguments(arguments) }
      #expect(error.message.hasSuffix("is given twice; give it once"), "\(arguments)")
    }
    // Flags may be repeated: they say the same thing twice.
    #expect(try ParsedArguments(["lint", "--json", "--json"]).flag("json"))
  }

  @Test func anEmptyValueIsRefused() throws {
    for arguments in [["status", "--data", ""], ["status", "--data="], ["render", "--locale", ""]] {
      let error = try #require(throws: UsageError.self) { try ParsedArguments(arguments) }
      #expect(error.message.hasSuffix("needs a value, not an empty one"), "\(arguments)")
    }
  }

  @Test func theCommandLineSaysSoWithStatus64AndWritesNothing() throws {
    let directory = try StorefrontProcess.temporaryDirectory()
    let output = try StorefrontProcess.run(
      ["status", "--catalog", StorefrontProcess.root.appendingPathComponent("catalog.json").path, "--data", ""],
      in: directory)
    #expect(output.status == 64)
    #expect(output.stderr.contains("--data needs a value, not an empty one"))
    #expect(try FileManager.default.contentsOfDirectory(atPath: directory.path).isEmpty)
  }

  @Test(arguments: [("EN", "en"), ("PT-BR", "pt-BR"), ("pt_br", "pt-BR"), ("Ja-jp", "ja"), ("AR", "ar")])
  func aLocaleIsMatchedInAnyLetterCase(given: String, chosen: String) throws {
    let catalog = try CatalogReader.load(path: StorefrontProcess.root.appendingPathComponent("catalog.json").path)
    let language = try StorefrontCommand.language(ParsedArguments(["render", "--locale", given]), in: catalog).get()
    #expect(language.identifier == chosen)
  }
}
