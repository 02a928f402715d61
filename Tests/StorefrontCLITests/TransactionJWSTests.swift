import Foundation
import Testing

/// Issue 16: `storefront transactions` hands over each transaction's signed form, as StoreKit's
/// `Transaction.jwsRepresentation`, so an app developer can send it to a server.
struct TransactionJWSTests {
  typealias P = StorefrontProcess

  @Test func eachTransactionsSignedFormIsShownAndVerifies() throws {
    let directory = try P.temporaryDirectory()
    let data = P.dataAndShippedCatalog(in: directory)
    #expect(try P.run(["buy", "com.iaptutorial.coins"] + data).status == 0)
    #expect(try P.run(["buy", "com.iaptutorial.premium"] + data).status == 0)
    let json = try P.run(["transactions", "--json"] + data)
    #expect(json.status == 0)
    let reports = json.stdout.split(separator: "\n").map {
      try? JSONSerialization.jsonObject(with: Data($0.utf8)) as? [String: Any]
    }
    let signed = reports.compactMap { $0?["jwsRepresentation"] as? String }
    #expect(signed.count == 2)
    let text = try P.run(["transactions", "--jws"] + data)
    let lines = text.stdout.split(separator: "\n").map(String.init)
    #expect(lines.count == 4)
    #expect([lines[1], lines[3]] == signed.map { "  " + $0 })
    // Each one is the store's signed transaction: it verifies against the store's root.
    for jws in signed {
      let verified = try P.run(["verify", jws, "--json"] + data)
      #expect(verified.status == 0, "\(verified.stderr)")
      #expect(verified.stdout.contains("com.iaptutorial."))
    }
  }
}
