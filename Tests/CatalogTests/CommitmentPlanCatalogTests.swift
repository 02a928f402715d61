import Testing

@testable import Catalog

/// Issue 16: `monthlyCommitment` on a one-year subscription: its monthly prices where Apple sells
/// the plan, read and written back, and every misuse refused at its position.
struct CommitmentPlanCatalogTests {
  typealias T = CatalogText

  /// The test catalog's group with one yearly plan carrying `commitment` (a JSON value).
  static func group(period: String = "P1Y", commitment: String) -> String {
    """
    {"id": "pro", "referenceName": "Pro", "names": {"en": "Pro"}, "entitlements": ["pro"],
      "subscriptions": [
        {"id": "pro.yearly", "referenceName": "Yearly", "level": 1, "period": "\(period)",
         "prices": {"USA": "49.99", "JPN": "8000"},
         "monthlyCommitment": \(commitment),
         "localizations": {"en": {"displayName": "Yearly", "description": "Pro, yearly."}}}
      ]}
    """
  }

  @Test func aYearlyPlanSoldMonthlyInJapanIsReadAndWrittenBack() throws {
    let text = T.catalog(groups: [Self.group(commitment: #"{"prices": {"JPN": "700"}}"#)])
    #expect(T.problems(text) == [])
    let catalog = try T.load(text)
    let plan = try #require(catalog.product("pro.yearly")?.subscription?.commitmentPlan)
    #expect(plan.monthlyPrice(in: "JPN") == Price(milliunits: 700_000))
    #expect(plan.commitmentPrice(in: "JPN") == Price(milliunits: 8_400_000))
    #expect(plan.monthlyPrice(in: "USA") == nil)
    let written = CatalogEncoder.text(of: catalog)
    #expect(try T.load(written).product("pro.yearly")?.subscription?.commitmentPlan == plan)
  }

  @Test func misusesAreRefusedAtTheirPosition() {
    let american = T.catalog(groups: [Self.group(commitment: #"{"prices": {"USA": "4.99"}}"#)])
    #expect(
      T.problems(american).contains {
        $0.hasSuffix(
          "monthlyCommitment.prices.USA: Apple sells no 12-month commitment plan in USA (none in the "
            + "United States or Singapore)")
      }, "\(T.problems(american))")
    let monthly = T.catalog(groups: [Self.group(period: "P1M", commitment: #"{"prices": {"JPN": "700"}}"#)])
    #expect(
      T.problems(monthly).contains {
        $0.hasSuffix(
          "monthlyCommitment: a monthly plan with a 12-month commitment belongs to a one-year subscription; this one "
            + "renews every P1M")
      }, "\(T.problems(monthly))")
    let free = T.catalog(groups: [Self.group(commitment: #"{"prices": {"JPN": "0"}}"#)])
    #expect(
      T.problems(free).contains { $0.hasSuffix("monthlyCommitment.prices.JPN: a monthly payment must cost something") })
    let empty = T.catalog(groups: [Self.group(commitment: #"{"prices": {}}"#)])
    #expect(T.problems(empty).contains { $0.contains("give the monthly price in at least one storefront") })
    let unknownKey = T.catalog(groups: [Self.group(commitment: #"{"prices": {"JPN": "700"}, "months": 12}"#)])
    #expect(T.problems(unknownKey).count == 1)
  }
}
