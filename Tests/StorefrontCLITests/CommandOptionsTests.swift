import Foundation
import Testing

/// An option a command would ignore, options that only work together, and a negative number are
/// refused (exit 64) with a one-line message naming the option, never silently accepted.
struct CommandOptionsTests {
  typealias P = StorefrontProcess

  let directory: URL

  init() throws {
    directory = try P.catalogDirectory()
  }

  func run(_ arguments: [String]) throws -> P.Output {
    try P.run(arguments + ["--data", directory.appendingPathComponent("data").path], in: directory)
  }

  @Test func statusRefusesStorefrontAndSaysWhereTheStorefrontIsSet() throws {
    let output = try run(["status", "--storefront", "XXX"])
    #expect(output.status == 64)
    #expect(output.errorLines.count == 1)
    #expect(output.stderr.hasPrefix("storefront: status does not take --storefront (the device buys in the account's"))
    #expect(output.stderr.contains("storefront store storefront ID"))
    #expect(output.stderr.hasSuffix("; it takes --account, --catalog, --data, --device, --json, --store\n"))
    #expect(!FileManager.default.fileExists(atPath: directory.appendingPathComponent("data").path))
  }

  @Test(arguments: [
    (["buy", "com.iaptutorial.coins", "--storefront", "DEU"], "buy does not take --storefront (the device buys"),
    (["restore", "--locale", "de"], "restore does not take --locale"),
    (["transactions", "--quantity", "2"], "transactions does not take --quantity"),
    (["verify", "x.y.z", "--device", "phone"], "verify does not take --device"),
    (["validate", "--device", "phone"], "validate does not take --device"),
    (["render", "--json"], "render does not take --json"),
    (["overview", "--device", "phone"], "overview does not take --device"),
    (["certificate", "--json"], "certificate does not take --json"),
    (["import", "x.storekit", "--catalog", "c.json"], "import does not take --catalog"),
    (["lint", "--keys", "down"], "lint does not take --keys"),
    (["store", "status", "--quantity", "2"], "store status does not take --quantity"),
    (["store", "purchase", "com.iaptutorial.coins", "--reason", "other"], "store purchase does not take --reason"),
    (["store", "advance", "1d", "--device", "phone"], "store advance does not take --device"),
    (["store", "reset", "--json"], "store reset does not take --json"),
    (["device", "list", "--storefront", "DEU"], "device list does not take --storefront"),
    (["device", "list", "--device", "phone"], "device list does not take --device"),
    (
      ["device", "reinstall", "--yes", "--storefront", "DEU"],
      "device reinstall does not take --storefront (the device buys"
    ),
    (["--json"], "the interactive app does not take --json"),
  ])
  func anOptionTheCommandWouldIgnoreIsAUsageError(arguments: [String], message: String) throws {
    let output = try run(arguments)
    #expect(output.status == 64)
    #expect(output.stdout.isEmpty)
    #expect(output.errorLines.count == 1)
    #expect(output.stderr.hasPrefix("storefront: \(message)"))
    #expect(output.stderr.contains("; it takes --"))
  }

  @Test func optionsThatOnlyWorkTogetherAreRefusedApart() throws {
    let retries = try run(["notifications", "--retries", "3"])
    #expect(retries.status == 64)
    #expect(retries.stderr == "storefront: --retries is for delivering to a webhook: give --webhook URL too\n")
    let follow = try run(["notifications", "--deliveries", "--follow"])
    #expect(follow.status == 64)
    #expect(
      follow.stderr == "storefront: notifications --deliveries lists the recorded attempts and does not take --follow\n"
    )
    #expect(try run(["overview", "extra"]).stderr == "storefront: overview takes no arguments\n")
    let both = try run(["validate", "catalog.json", "--catalog", "other.json"])
    #expect(both.status == 64)
    #expect(
      both.stderr
        == "storefront: validate takes one catalog: PATH (\"catalog.json\") or --catalog (\"other.json\"), not both\n")
  }

  @Test func anOfferForAProductThatIsNotASubscriptionIsRefusedAndNothingIsBought() throws {
    let output = try run(["buy", "com.iaptutorial.coins", "--offer", "welcome"])
    #expect(output.status == 64)
    #expect(
      output.stderr
        == "storefront: --offer \"welcome\" is for an auto-renewable subscription's promotional offer; "
        + "com.iaptutorial.coins is a consumable\n")
    #expect(try run(["transactions"]).stdout == "no transactions on this device\n")
  }

  @Test func aNegativeNumberIsAValueForTheCommandToJudgeNotAnUnknownOption() throws {
    let advance = try run(["store", "advance", "-1d"])
    #expect(advance.status == 64)
    #expect(!advance.stderr.contains("unknown option"))
    #expect(
      advance.stderr
        == "storefront: advance -1d: the store's clock only moves forward; give a positive duration such as 1d\n")
    let spend = try run(["spend", "-3"])
    #expect(spend.status == 64)
    #expect(spend.stderr == "storefront: spend needs a positive number of coins, not \"-3\"\n")
    #expect(try run(["status", "-x"]).stderr == "storefront: unknown option -x\n")
  }
}
