import Foundation
import Testing

/// Issue 16: `store set-price` from the command line: the products the app lists, the status and
/// purchases follow the store's price; bad values are usage errors that change nothing.
struct SetPriceCommandTests {
  typealias P = StorefrontProcess

  @Test func aPriceSetInTheStoreIsWhatTheAppListsAndCharges() throws {
    let directory = try P.temporaryDirectory()
    let common = P.dataAndShippedCatalog(in: directory)
    let set = try P.run(["store", "set-price", "com.example.pro.monthly", "7.49", "--existing", "preserve"] + common)
    #expect(set.status == 0)
    #expect(set.stdout.hasPrefix("com.example.pro.monthly now sells for 7.49 USD in USA; existing subscribers keep"))
    let products = try P.run(["products", "com.example.pro.monthly"] + common)
    #expect(products.stdout.contains("$7.49"))
    #expect(!products.stdout.contains("$6.99"))
    let german = try P.run(["products", "com.example.pro.monthly", "--storefront", "DEU"] + common)
    #expect(german.stdout.contains("6,99"))
    #expect(
      try P.run(["store", "status"] + common).stdout.contains(
        "prices set in the store: com.example.pro.monthly USA 7.49 USD\n"))
    #expect(try P.run(["buy", "com.example.pro.monthly"] + common).status == 0)
    #expect(try P.run(["store", "transactions"] + common).stdout.contains("7.49"))
    // Off sale, a product is not listed at all.
    #expect(try P.run(["store", "remove-from-sale", "com.iaptutorial.coins"] + common).status == 0)
    #expect(!(try P.run(["products"] + common).stdout.contains("com.iaptutorial.coins ")))
  }

  @Test(arguments: [
    (["7,49"], "set-price 7,49:"), (["7.49", "--existing", "never"], "--existing \"never\""),
    (["7.49", "--storefront", "XXX"], "--storefront \"XXX\""), (["-1"], "set-price -1:"),
  ])
  func aBadValueIsAUsageErrorThatChangesNothing(arguments: [String], message: String) throws {
    let directory = try P.temporaryDirectory()
    let common = P.dataAndShippedCatalog(in: directory)
    let refused = try P.run(["store", "set-price", "com.example.pro.monthly"] + arguments + common)
    #expect(refused.status == 64)
    #expect(refused.stderr.contains(message))
    #expect(refused.stderr.split(separator: "\n").count == 1)
    #expect(!(try P.run(["store", "status"] + common).stdout.contains("prices set")))
  }
}
