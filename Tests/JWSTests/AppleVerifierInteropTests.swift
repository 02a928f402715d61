import Foundation
import Testing

@testable import JWS

/// Our JWS verified by Apple's own App Store Server Library (`SignedDataVerifier`, Sandbox,
/// offline, pinned to our root): what a developer's server would run.
struct AppleVerifierInteropTests {
  static let bundleID = "com.example.storefront"
  static let signedDate: Int64 = 1_767_225_600_000  // 2026-01-01T00:00:00Z

  let identity = TokenForge.identity
  var signer: JWSSigner { JWSSigner(identity: identity) }

  static let transaction = """
    {"transactionId":"2000000000000001","originalTransactionId":"2000000000000001",\
    "bundleId":"\(bundleID)","productId":"com.iaptutorial.coins","purchaseDate":1767225500000,\
    "originalPurchaseDate":1767225500000,"quantity":1,"type":"Consumable","inAppOwnershipType":"PURCHASED",\
    "signedDate":\(signedDate),"environment":"Sandbox","transactionReason":"PURCHASE","storefront":"USA",\
    "storefrontId":"143441","price":990,"currency":"USD"}
    """

  @Test func appleAcceptsOurTransaction() throws {
    let apple = try AppleVerifier(trusting: identity.root)
    let output = try apple.verify(
      signer.sign(payload: Array(Self.transaction.utf8)), kind: "transaction", bundleID: Self.bundleID)
    #expect(output.status == 0, "\(output.stderr)")
    let decoded = try AppleVerifier.decoded(output)
    #expect(decoded["transactionId"] as? String == "2000000000000001")
    #expect(decoded["originalTransactionId"] as? String == "2000000000000001")
    #expect(decoded["bundleId"] as? String == Self.bundleID)
    #expect(decoded["productId"] as? String == "com.iaptutorial.coins")
    #expect(decoded["type"] as? String == "Consumable")
    #expect(decoded["environment"] as? String == "Sandbox")
    #expect(decoded["inAppOwnershipType"] as? String == "PURCHASED")
    #expect(decoded["transactionReason"] as? String == "PURCHASE")
    #expect(decoded["storefront"] as? String == "USA")
    #expect(decoded["storefrontId"] as? String == "143441")
    #expect(decoded["price"] as? Int == 990)
    #expect(decoded["currency"] as? String == "USD")
    #expect(decoded["quantity"] as? Int == 1)
    #expect(decoded["purchaseDate"] as? Int == 1_767_225_500_000)
    #expect((decoded["signedDate"] as? NSNumber)?.int64Value == Self.signedDate)
  }

  @Test func appleAcceptsOurRenewalInfo() throws {
    let renewal = """
      {"originalTransactionId":"2000000000000002","productId":"com.example.pro.monthly",\
      "autoRenewProductId":"com.example.pro.monthly","autoRenewStatus":1,"isInBillingRetryPeriod":false,\
      "signedDate":\(Self.signedDate),"environment":"Sandbox","recentSubscriptionStartDate":1764547200000,\
      "renewalDate":1769904000000,"renewalPrice":4990,"currency":"USD"}
      """
    let apple = try AppleVerifier(trusting: identity.root)
    let output = try apple.verify(signer.sign(payload: Array(renewal.utf8)), kind: "renewal", bundleID: Self.bundleID)
    #expect(output.status == 0, "\(output.stderr)")
    let decoded = try AppleVerifier.decoded(output)
    #expect(decoded["originalTransactionId"] as? String == "2000000000000002")
    #expect(decoded["autoRenewProductId"] as? String == "com.example.pro.monthly")
    #expect(decoded["autoRenewStatus"] as? Int == 1)
    #expect(decoded["renewalPrice"] as? Int == 4990)
    #expect(decoded["environment"] as? String == "Sandbox")
  }

  @Test func appleAcceptsOurNotification() throws {
    let notification = """
      {"notificationType":"TEST","notificationUUID":"3f1c1a52-6a7e-4c9b-9a55-0c8e1f1b2d3e","version":"2.0",\
      "signedDate":\(Self.signedDate),"data":{"bundleId":"\(Self.bundleID)","environment":"Sandbox"}}
      """
    let apple = try AppleVerifier(trusting: identity.root)
    let output = try apple.verify(
      signer.sign(payload: Array(notification.utf8)), kind: "notification", bundleID: Self.bundleID)
    #expect(output.status == 0, "\(output.stderr)")
    let decoded = try AppleVerifier.decoded(output)
    #expect(decoded["notificationType"] as? String == "TEST")
    #expect(decoded["notificationUUID"] as? String == "3f1c1a52-6a7e-4c9b-9a55-0c8e1f1b2d3e")
    #expect(decoded["version"] as? String == "2.0")
    let data = try #require(decoded["data"] as? [String: Any])
    #expect(data["bundleId"] as? String == Self.bundleID)
    #expect(data["environment"] as? String == "Sandbox")
  }

  @Test func appleRejectsATamperedTransaction() throws {
    let apple = try AppleVerifier(trusting: identity.root)
    let parts = TokenForge.segments(signer.sign(payload: Array(Self.transaction.utf8)))
    let richer = Self.transaction.replacingOccurrences(of: "\"quantity\":1", with: "\"quantity\":9")
    let tampered = parts[0] + "." + Base64URL.encode(Array(richer.utf8)) + "." + parts[2]
    #expect(TokenForge.failure(tampered) == .invalidSignature("does not verify with the leaf certificate's key"))
    let output = try apple.verify(tampered, kind: "transaction", bundleID: Self.bundleID)
    #expect(output.status == 1)
    #expect(output.stderr == "VerificationException: VERIFICATION_FAILURE\n")
  }

  @Test func appleRejectsAChainFromAnotherRoot() throws {
    let apple = try AppleVerifier(trusting: identity.root)
    let forged = JWSSigner(identity: TokenForge.attacker).sign(payload: Array(Self.transaction.utf8))
    let output = try apple.verify(forged, kind: "transaction", bundleID: Self.bundleID)
    #expect(output.status == 1)
    #expect(output.stderr == "VerificationException: VERIFICATION_FAILURE\n")
  }

  @Test func appleChecksTheBundleIDOfOurTransaction() throws {
    let apple = try AppleVerifier(trusting: identity.root)
    let output = try apple.verify(
      signer.sign(payload: Array(Self.transaction.utf8)), kind: "transaction", bundleID: "com.example.other")
    #expect(output.status == 1)
    #expect(output.stderr == "VerificationException: INVALID_APP_IDENTIFIER\n")
  }
}
