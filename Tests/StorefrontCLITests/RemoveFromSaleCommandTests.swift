import Foundation
import Testing

/// Issue 16: `store remove-from-sale` and `return-to-sale` from the command line.
struct RemoveFromSaleCommandTests {
  typealias P = StorefrontProcess

  @Test func aProductOffSaleCannotBeBoughtUntilItIsBack() throws {
    let directory = try P.temporaryDirectory()
    let common = P.dataAndShippedCatalog(in: directory)
    let removed = try P.run(["store", "remove-from-sale", "com.iaptutorial.premium"] + common)
    #expect(removed.status == 0)
    #expect(removed.stdout.hasPrefix("com.iaptutorial.premium is off sale"))
    #expect(try P.run(["store", "status"] + common).stdout.contains("off sale: com.iaptutorial.premium\n"))
    let refused = try P.run(["store", "purchase", "com.iaptutorial.premium"] + common)
    #expect(refused.status != 0)
    #expect((refused.stdout + refused.stderr).contains("failed: productUnavailable; nothing charged"))
    #expect(try P.run(["store", "return-to-sale", "com.iaptutorial.premium"] + common).status == 0)
    #expect(try P.run(["store", "purchase", "com.iaptutorial.premium"] + common).status == 0)
    let unknown = try P.run(["store", "remove-from-sale", "com.example.nope"] + common)
    #expect(unknown.status == 65)
  }
}
