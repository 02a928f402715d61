import AppStoreSimulator
import Catalog
import Foundation
import Testing

/// Purchase outcomes injected through the catalog's `settings` rather than chosen per purchase.
struct InjectedOutcomeTests {
  static func fixture(_ change: (inout StoreSettings) -> Void) throws -> StoreFixture {
    var catalog = StoreFixture.shippedCatalog
    change(&catalog.settings)
    return try StoreFixture(catalog: catalog)
  }

  @Test func askToBuyInTheSettingsMakesEveryPurchaseWait() throws {
    let fixture = try Self.fixture { $0.askToBuy = true }
    #expect(try fixture.store.switches().askToBuy)
    let result = try fixture.store.purchase(PurchaseRequest(productID: "com.iaptutorial.premium"))
    guard case .pending(let request) = result else {
      Issue.record("expected pending, got \(result)")
      return
    }
    #expect(request.kind == .askToBuy && request.productID == "com.iaptutorial.premium")
    #expect(try fixture.store.transactions().isEmpty)
    // The switch can be turned off as Xcode's can; later purchases then succeed.
    var switches = try fixture.store.switches()
    switches.askToBuy = false
    try fixture.store.setSwitches(switches)
    #expect(try fixture.store.purchase(PurchaseRequest(productID: "com.iaptutorial.coins")).transaction != nil)
    #expect(try fixture.store.pendingPurchases().map(\.id) == [request.id])
  }

  @Test func interruptedPurchasesInTheSettingsWaitForResolution() throws {
    let fixture = try Self.fixture { $0.interruptedPurchases = true }
    let result = try fixture.store.purchase(PurchaseRequest(productID: "com.example.seasonpass"))
    guard case .pending(let request) = result else {
      Issue.record("expected pending, got \(result)")
      return
    }
    #expect(request.kind == .interrupted)
    let pass = try #require(try fixture.store.resolve(pending: request.id).transaction)
    #expect(pass.productType == .nonRenewing && pass.priceMilliunits == 14_990)
    #expect(try fixture.notificationKinds() == ["ONE_TIME_CHARGE"])
  }

  @Test(arguments: [
    (StoreErrorCode.userCancelled, StorePurchaseResult.userCancelled),
    (.paymentsNotAllowed, .failed(.paymentsNotAllowed)),
    (.productUnavailable, .failed(.productUnavailable)),
    (.systemError, .failed(.systemError)),
  ])
  func anInjectedPurchaseErrorFailsEverySubscriptionToo(error: StoreErrorCode, expected: StorePurchaseResult) throws {
    let fixture = try Self.fixture { $0.failures = FailureInjection([.purchase: error]) }
    #expect(try fixture.store.purchase(PurchaseRequest(productID: "com.example.pro.yearly")) == expected)
    #expect(try fixture.store.transactions().isEmpty)
    #expect(try fixture.store.subscriptionStatuses().isEmpty)
    #expect(try fixture.store.notifications().isEmpty)
    // A failed purchase does not use up the introductory offer.
    #expect(try fixture.store.isEligibleForIntroOffer(group: "pro"))
  }

  @Test func anInjectedErrorWinsOverAskToBuy() throws {
    let fixture = try Self.fixture {
      $0.askToBuy = true
      $0.failures = FailureInjection([.purchase: .networkError])
    }
    #expect(try fixture.store.purchase(PurchaseRequest(productID: "com.iaptutorial.coins")) == .failed(.networkError))
    #expect(try fixture.store.pendingPurchases().isEmpty)
  }
}
