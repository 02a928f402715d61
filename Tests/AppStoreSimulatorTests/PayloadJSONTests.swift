import Foundation
import Testing

@testable import AppStoreSimulator

/// The payloads' hand-written JSON is byte for byte what `JSONEncoder` writes with sorted keys:
/// the signed bytes must not depend on which of the two wrote them.
struct PayloadJSONTests {
  static func encoded(_ value: some Encodable) throws -> [UInt8] {
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
    return [UInt8](try encoder.encode(value))
  }

  static let awkward = "a\"b\\c/d\u{08}\u{0C}\n\r\t\u{01}\u{1F}é日本\u{2028}🙂"

  @Test func aTransactionWithEveryFieldSet() throws {
    let payload = TransactionPayload(
      transactionId: "2000000000000002", originalTransactionId: "2000000000000001", webOrderLineItemId: "1",
      bundleId: "com.example.app", productId: Self.awkward, subscriptionGroupIdentifier: "21000001",
      purchaseDate: 1_767_225_600_000, originalPurchaseDate: 1_767_225_600_000, expiresDate: 1_769_904_000_000,
      quantity: 1, type: "Auto-Renewable Subscription", appAccountToken: "6f9619ff-8b86-d011-b42d-00c04fc964ff",
      inAppOwnershipType: "PURCHASED", signedDate: 0, revocationReason: 1, revocationDate: -5, isUpgraded: false,
      offerType: 1, offerIdentifier: "intro", environment: "Sandbox", storefront: "USA", storefrontId: "143441",
      transactionReason: "RENEWAL", price: 9_990, currency: "USD", offerDiscountType: "PAY_AS_YOU_GO",
      offerPeriod: "P1M")
    #expect(payload.jsonBytes() == (try Self.encoded(payload)))
  }

  @Test func aTransactionWithEveryOptionalFieldLeftOut() throws {
    let payload = TransactionPayload(
      transactionId: "2000000000000001", originalTransactionId: "2000000000000001", webOrderLineItemId: nil,
      bundleId: "com.example.app", productId: "coins", subscriptionGroupIdentifier: nil, purchaseDate: 1,
      originalPurchaseDate: 1, expiresDate: nil, quantity: 10, type: "Consumable", appAccountToken: nil,
      inAppOwnershipType: "PURCHASED", signedDate: Int64.max, revocationReason: nil, revocationDate: nil,
      isUpgraded: nil, offerType: nil, offerIdentifier: nil, environment: "Xcode", storefront: "JPN",
      storefrontId: "143462", transactionReason: "PURCHASE", price: 0, currency: "JPY", offerDiscountType: nil,
      offerPeriod: nil)
    #expect(payload.jsonBytes() == (try Self.encoded(payload)))
  }

  @Test func renewalInfoWithAndWithoutItsOptionalFields() throws {
    var payload = RenewalInfoPayload(
      originalTransactionId: "2000000000000001", autoRenewProductId: "pro.yearly", productId: "pro.monthly",
      autoRenewStatus: 1, isInBillingRetryPeriod: true, priceIncreaseStatus: 0,
      gracePeriodExpiresDate: 1_767_225_600_000, expirationIntent: 2, offerType: 1, offerIdentifier: Self.awkward,
      offerDiscountType: "FREE_TRIAL", signedDate: 1_767_225_600_000, environment: "Sandbox",
      recentSubscriptionStartDate: 1_767_225_600_000, renewalDate: 1_769_904_000_000, renewalPrice: 99_990,
      currency: "EUR")
    #expect(payload.jsonBytes() == (try Self.encoded(payload)))
    payload.isInBillingRetryPeriod = nil
    payload.priceIncreaseStatus = nil
    payload.gracePeriodExpiresDate = nil
    payload.expirationIntent = nil
    payload.offerType = nil
    payload.offerIdentifier = nil
    payload.offerDiscountType = nil
    #expect(payload.jsonBytes() == (try Self.encoded(payload)))
  }
}

/// Notification UUIDs: version 4, the RFC 4122 variant, lowercase, and different every time.
struct NotificationUUIDTests {
  @Test func uuidsAreRandomVersionFourInLowercase() throws {
    let uuids = (0..<200).map { _ in NotificationUUID.make() }
    #expect(Set(uuids).count == 200)
    for text in uuids {
      #expect(text.count == 36)
      #expect(text == text.lowercased())
      let parsed = try #require(UUID(uuidString: text))
      #expect(parsed.uuidString.lowercased() == text)
      let characters = Array(text)
      #expect(characters[14] == "4")
      #expect("89ab".contains(characters[19]))
    }
  }
}
