import AppStoreSimulator
import Catalog
import Foundation
import Testing

/// Issue 16: a one-year subscription billed monthly with a 12-month commitment, as Apple sells it
/// (offers.md §6): twelve monthly payments with `commitmentInfo`, sold outside the United States
/// and Singapore, renewal info naming what follows the commitment, a cancellation that stops the
/// next commitment but not the payments, no grace period, and a 90-day retry whose recovery moves
/// the commitment's end.
struct CommitmentPlanTests {
  static let yearly = "com.example.pro.yearly"
  static let day = StoreFixture.day

  let fixture: StoreFixture
  var store: AppStore { fixture.store }

  init() throws {
    fixture = try StoreFixture()
    try fixture.store.setStorefront("DEU")
  }

  func monthlyRequest(account: String = AppStore.defaultAccount) -> PurchaseRequest {
    var request = PurchaseRequest(productID: Self.yearly, account: account)
    request.billingPlan = .monthly
    return request
  }

  func subscribe() throws -> StoreTransaction {
    try #require(try store.purchase(monthlyRequest()).transaction)
  }

  func payloads() throws -> [NSDictionary] {
    try store.allTransactions().map { try fixture.payloadObject($0.jws) }
  }

  func renewalInfo() throws -> NSDictionary {
    try fixture.payloadObject(try #require(try store.subscriptionStatuses().first).renewalInfoJWS)
  }

  /// The commitment fields of a transaction payload.
  func commitment(_ payload: NSDictionary) throws -> NSDictionary {
    try #require(payload["commitmentInfo"] as? NSDictionary)
  }

  @Test func aPurchaseIsTheFirstOfTwelveMonthlyPayments() throws {
    let bought = try subscribe()
    let payload = try fixture.payloadObject(bought.jws)
    #expect(payload["billingPlanType"] as? String == "MONTHLY")
    #expect(payload["price"] as? Int == 5_490)
    #expect(payload["currency"] as? String == "EUR")
    #expect(payload["offerType"] == nil)
    let info = try commitment(payload)
    #expect(info["billingPeriodNumber"] as? Int == 1)
    #expect(info["totalBillingPeriods"] as? Int == 12)
    #expect(info["commitmentPrice"] as? Int == 65_880)
    let purchase = try #require(payload["purchaseDate"] as? Int64)
    let monthEnd = try #require(payload["expiresDate"] as? Int64)
    let commitmentEnd = try #require(info["commitmentExpiresDate"] as? Int64)
    // 2026-01-01: a month is 31 days; the commitment ends on 2027-01-01.
    #expect(monthEnd - purchase == 31 * Self.day)
    #expect(commitmentEnd - purchase == 365 * Self.day)

    let renewal = try renewalInfo()
    #expect(renewal["renewalBillingPlanType"] as? String == "MONTHLY")
    #expect(renewal["renewalPrice"] as? Int == 5_490)
    #expect(renewal["autoRenewStatus"] as? Int == 1)
    let next = try #require(renewal["commitmentInfo"] as? NSDictionary)
    #expect(next["commitmentAutoRenewStatus"] as? Int == 1)
    #expect(next["commitmentAutoRenewProductId"] as? String == Self.yearly)
    #expect(next["commitmentRenewalBillingPlanType"] as? String == "MONTHLY")
    #expect(next["commitmentRenewalDate"] as? Int64 == commitmentEnd)
    #expect(next["commitmentRenewalPrice"] as? Int == 65_880)
    #expect(try fixture.notificationKinds() == ["SUBSCRIBED/INITIAL_BUY"])

    // An up-front purchase carries none of it.
    var upFront = PurchaseRequest(productID: Self.yearly, account: "other")
    upFront.billingPlan = .billedUpFront
    let plain = try fixture.payloadObject(try #require(try store.purchase(upFront).transaction).jws)
    #expect(plain["billingPlanType"] == nil && plain["commitmentInfo"] == nil)
  }

  @Test func itIsSoldOnlyWhereAppleSellsItAndOnlyForItsProduct() throws {
    try store.setStorefront("USA", for: "american")
    #expect(try store.purchase(monthlyRequest(account: "american")) == .failed(.notAvailableInStorefront))
    var monthly = PurchaseRequest(productID: "com.example.pro.monthly")
    monthly.billingPlan = .monthly
    #expect(try store.purchase(monthly) == .failed(.productUnavailable))
    #expect(try store.allTransactions().isEmpty)
  }

  @Test func twelvePaymentsThenTheNextCommitment() throws {
    let bought = try subscribe()
    let firstEnd = try commitment(try fixture.payloadObject(bought.jws))["commitmentExpiresDate"] as? Int64
    _ = try store.advance(by: 370 * Self.day)
    let payments = try payloads()
    #expect(payments.count == 13)
    let numbers = try payments.map { try commitment($0)["billingPeriodNumber"] as? Int }
    #expect(numbers == (1...12).map { $0 } + [1])
    #expect(payments.allSatisfy { $0["price"] as? Int == 5_490 })
    // The twelfth payment runs to the commitment's end, where the next commitment starts.
    #expect(payments[11]["expiresDate"] as? Int64 == firstEnd)
    #expect(payments[12]["purchaseDate"] as? Int64 == firstEnd)
    let secondEnd = try commitment(payments[12])["commitmentExpiresDate"] as? Int64
    #expect(secondEnd.map { $0 - firstEnd! } == 365 * Self.day)
    #expect(try fixture.notificationKinds().filter { $0 == "DID_RENEW" }.count == 12)
  }

  @Test func cancellingStopsTheNextCommitmentNotThePayments() throws {
    let bought = try subscribe()
    try store.setAutoRenew(originalID: bought.originalID, enabled: false)
    #expect(try fixture.notificationKinds().last == "DID_CHANGE_RENEWAL_STATUS/AUTO_RENEW_DISABLED")
    let renewal = try renewalInfo()
    #expect(renewal["autoRenewStatus"] as? Int == 1)
    let next = try #require(renewal["commitmentInfo"] as? NSDictionary)
    #expect(next["commitmentAutoRenewStatus"] as? Int == 0)
    #expect(next["commitmentRenewalPrice"] == nil)
    // The payments go on to the twelfth, then it expires at the commitment's end.
    let end = try commitment(try fixture.payloadObject(bought.jws))["commitmentExpiresDate"] as? Int64
    let ended = try store.lapse(originalID: bought.originalID)
    #expect(ended == end)
    #expect(try payloads().count == 12)
    #expect(try fixture.notificationKinds().suffix(2) == ["DID_RENEW", "EXPIRED/VOLUNTARY"])
    #expect(try store.subscriptionStatuses().first?.state == 2)
  }

  @Test func aFailedPaymentHasNoGracePeriodAndARecoveryMovesTheCommitmentsEnd() throws {
    let bought = try subscribe()
    let end = try #require(try commitment(try fixture.payloadObject(bought.jws))["commitmentExpiresDate"] as? Int64)
    var switches = try store.switches()
    switches.billingRetryOnRenewal = true
    switches.gracePeriodDays = 16
    try store.setSwitches(switches)
    _ = try store.advance(by: 31 * Self.day + 5 * Self.day)
    #expect(try fixture.notificationKinds().last == "DID_FAIL_TO_RENEW")
    let status = try #require(try store.subscriptionStatuses().first)
    #expect(status.state == 3)
    #expect(status.renewalInfo.gracePeriodExpiresDate == nil)
    switches.billingRetryOnRenewal = false
    try store.setSwitches(switches)
    #expect(try fixture.notificationKinds().last == "DID_RENEW/BILLING_RECOVERY")
    let recovered = try #require(try payloads().last)
    #expect(try commitment(recovered)["billingPeriodNumber"] as? Int == 2)
    #expect(try commitment(recovered)["commitmentExpiresDate"] as? Int64 == end + 5 * Self.day)
  }

  @Test func aPaymentLeftUnpaidForNinetyDaysEndsIt() throws {
    _ = try subscribe()
    var switches = try store.switches()
    switches.billingRetryOnRenewal = true
    try store.setSwitches(switches)
    _ = try store.advance(by: 31 * Self.day + 89 * Self.day)
    #expect(try store.subscriptionStatuses().first?.state == 3)
    _ = try store.advance(by: 2 * Self.day)
    #expect(try fixture.notificationKinds().last == "EXPIRED/BILLING_RETRY")
  }

  @Test func itsPriceIsNotRaisedWithTheYearlyPrice() throws {
    let bought = try subscribe()
    #expect(throws: StoreError.self) {
      try store.increasePrice(originalID: bought.originalID, to: Price(milliunits: 69_990))
    }
    try store.setPrice(Self.yearly, storefront: "DEU", to: Price(milliunits: 69_990), existing: .askConsent)
    #expect(!(try fixture.notificationKinds().contains { $0.hasPrefix("PRICE_INCREASE") }))
    #expect(try renewalInfo()["renewalPrice"] as? Int == 5_490)
  }
}
