import Foundation
import Testing

/// Issue 16: `buy --billing-plan monthly` buys a one-year plan billed monthly with a 12-month
/// commitment where the storefront sells it, and `store status` says where the commitment stands;
/// anything else is a one-line refusal.
struct CommitmentPlanCommandTests {
  typealias P = StorefrontProcess
  static let yearly = "com.example.pro.yearly"

  @Test func aGermanCustomerBuysTheMonthlyPlanAndTheStatusSaysWhereItStands() throws {
    let directory = try P.temporaryDirectory()
    let common = P.dataAndShippedCatalog(in: directory)
    #expect(try P.run(["store", "storefront", "DEU"] + common).status == 0)
    let bought = try P.run(["buy", Self.yearly, "--billing-plan", "monthly"] + common)
    #expect(bought.status == 0, "\(bought.stderr)")
    let status = try P.run(["store", "status"] + common)
    #expect(status.stdout.contains("at 5.49 EUR; payment 1 of 12, 12-month commitment ends "), "\(status.stdout)")
    #expect(status.stdout.contains(", then renews at 65.88 EUR"))
    let transactions = try P.run(["transactions", "--json"] + common)
    #expect(transactions.stdout.contains(#""billingPlanType":"MONTHLY""#), "\(transactions.stdout)")
    #expect(transactions.stdout.contains(#""billingPeriodNumber":1"#))
    #expect(try P.run(["transactions"] + common).stdout.contains("  payment 1 of 12  order "))
  }

  @Test func whereItIsNotSoldOrNotOfferedItIsRefusedInOneLine() throws {
    let directory = try P.temporaryDirectory()
    let common = P.dataAndShippedCatalog(in: directory)
    let american = try P.run(["buy", Self.yearly, "--billing-plan", "monthly"] + common)
    #expect(american.status == 1)
    #expect(american.stderr.contains("not available in storefront"))
    let monthly = try P.run(["buy", "com.example.pro.monthly", "--billing-plan", "monthly"] + common)
    #expect(monthly.status == 64)
    #expect(
      monthly.stderr
        == "storefront: --billing-plan monthly: com.example.pro.monthly has no monthly plan with a 12-month commitment\n"
    )
    let unknown = try P.run(["buy", Self.yearly, "--billing-plan", "weekly\u{1B}[2J"] + common)
    #expect(unknown.status == 64)
    #expect(!unknown.stderr.contains("\u{1B}"))
    #expect(unknown.stderr.hasPrefix("storefront: unknown billing plan"))
    #expect(unknown.stderr.split(separator: "\n").count == 1)
    #expect(try P.run(["transactions"] + common).stdout == "no transactions on this device\n")
  }
}
