import Foundation
import StoreWire
import Testing

@testable import StorefrontCLI

/// `storefront COMMAND --help` lists exactly the options the parser lets the command take.
@Suite struct CommandHelpTests {
  /// The `--name` flags an options block lists.
  static func flags(in help: String) -> Set<String> {
    let options = help.components(separatedBy: "Options:\n").last ?? ""
    return Set(
      options.split(separator: "\n").compactMap { line -> String? in
        guard line.hasPrefix("  -") else { return nil }
        return String(line.dropFirst(2).prefix { $0 != " " }.drop { $0 == "-" })
      })
  }

  @Test func everyOptionAnyCommandTakesIsDescribed() {
    let all = CommandOptions.commands.values.reduce(Set<String>()) { $0.union($1) }
      .union(CommandOptions.storeActions.values.joined()).union(CommandOptions.deviceActions.values.joined())
    #expect(all.filter { OptionHelp.entry($0) == nil }.sorted() == [])
  }

  @Test func eachCommandsHelpListsItsOwnOptionsAndNoOthers() throws {
    for (command, accepted) in CommandOptions.commands {
      guard let command else { continue }
      let help = try #require(CommandHelp.text(command: command, action: nil), "\(command)")
      #expect(Self.flags(in: help) == accepted, "\(command)")
      #expect(help.hasPrefix("storefront \(command)"), "\(command)")
    }
    for (action, accepted) in CommandOptions.storeActions {
      let help = try #require(CommandHelp.text(command: "store", action: action))
      #expect(Self.flags(in: help) == accepted, "store \(action)")
      #expect(help.hasPrefix("storefront store \(action)"), "store \(action)")
    }
  }

  @Test func theUsageLinesAreTheGeneralHelpsOwn() {
    #expect(CommandHelp.usageLines(of: "notifications").filter { $0.hasPrefix("storefront notifications") }.count == 3)
    #expect(
      CommandHelp.text(command: "store", action: "extend")?.hasPrefix(
        "storefront store extend SUBSCRIPTION DAYS [--reason 0-3] [--request-id ID]\n") == true)
    #expect(HelpText.text.contains("storefront validate [PATH] [--json]"))
  }

  @Test func validateHelpRunsAndShowsOnlyValidatesOptions() throws {
    let output = try StorefrontProcess.run(["validate", "--help"])
    #expect(output.status == 0)
    #expect(output.stdout.contains("--json"))
    #expect(!output.stdout.contains("--quantity"))
  }

  @Test func aStoreActionsUsageIsWholeWhereItsOptionsOfferChoices() {
    #expect(
      CommandHelp.storeUsage(of: "family")
        == "storefront store family [add|remove ACCOUNT | stop-sharing TRANSACTION]")
    #expect(
      CommandHelp.storeUsage(of: "offer-codes")
        == "storefront store offer-codes create SUBSCRIPTION OFFER [--code CODE [--limit N] | --count N] "
        + "[--expires DURATION]\nstorefront store offer-codes list")
    #expect(
      CommandHelp.storeUsage(of: "advance") == "storefront store advance DURATION\nstorefront store advance --next")
  }

  @Test func theOutcomesTheHelpNamesAreTheOnesBuyTakes() throws {
    let text = try #require(OptionHelp.entry("outcome")?.text)
    let names =
      text.components(separatedBy: ": ").last?.components(separatedBy: ", ")
      .map { $0.replacingOccurrences(of: " (default)", with: "") } ?? []
    #expect(names == PurchaseOutcome.choices.map(\.name))
  }
}
