import AppStoreSimulator
import Catalog
import Localization
import Testing
import TerminalUI

@testable import StorefrontApp

/// Issue 16: the app redeems an offer code through the wire, as the App Store's sheet does: a new
/// customer subscribes with the code's offer, a refusal says why in the reader's words and
/// changes nothing.
@Suite struct RedeemCodeEffectTests {
  static let monthly = "com.example.pro.monthly"
  static let friends = "com.example.pro.monthly.friends"

  @Test func aNewCustomerSubscribesWithTheOffer() throws {
    let app = try AppHarness()
    _ = try app.store.createOfferCodes(productID: Self.monthly, offerID: Self.friends, custom: "FRIENDS")
    let actions = app.perform(.redeemOfferCode("FRIENDS"))
    #expect(
      actions == [
        .redemptionFinished(
          accepted: true, LocalizedText(.bannerCodeSubscribed, .verbatim("FRIENDS"), .product(Self.monthly)))
      ])
    let account = try app.account()
    #expect(account.subscriptions.map(\.productID) == [Self.monthly])
    #expect(account.customer.activeSubscriptions == [Self.monthly])
    // The device received the signed transaction with the code's offer.
    let transaction = try #require(try app.store.transactions().last)
    #expect(transaction.offerType == .offerCode)
  }

  @Test func aSubscriberHearsTheOfferStartsAtTheNextRenewal() throws {
    let app = try AppHarness()
    _ = try app.store.createOfferCodes(
      productID: Self.monthly, offerID: "com.example.pro.monthly.loyal", custom: "LOYAL")
    _ = app.perform(.purchase(productID: Self.monthly, outcome: .success))
    #expect(
      app.perform(.redeemOfferCode("LOYAL")) == [
        .redemptionFinished(
          accepted: true, LocalizedText(.bannerCodeAtRenewal, .verbatim("LOYAL"), .product(Self.monthly)))
      ])
  }

  @Test func aRefusalSaysWhyAndChangesNothing() throws {
    let app = try AppHarness()
    let actions = app.perform(.redeemOfferCode("NOSUCH"))
    let refused = LocalizedText(.bannerCodeRefused, .verbatim("NOSUCH"), .text(AppText.refusal(.unknownCode)))
    #expect(actions == [.redemptionFinished(accepted: false, refused)])
    #expect(try app.account().subscriptions.isEmpty)
    #expect(try app.store.transactions().isEmpty)
    let words = Translations.forLanguage("ja")
    #expect(
      words(.bannerCodeRefused, "NOSUCH", words(.codeRefusedUnknownCode)) == "コード NOSUCH は使えません：このコードは無効です")
  }
}
