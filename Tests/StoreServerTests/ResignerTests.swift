import AppStoreSimulator
import Catalog
import JWS
import Testing

@testable import StoreServer

/// Re-signing edits the stored payload's `signedDate` in place: the payload it signs is byte for
/// byte what reading the JSON, setting the member and writing it again gives.
@Suite struct ResignerTests {
  @Test func theEditedPayloadIsTheRewrittenOne() throws {
    let served = try ServedStore()
    let store = served.store
    let subscription = try #require(ServedStore.catalog.products.first { $0.type == .autoRenewable })
    let consumable = try #require(ServedStore.catalog.products.first { $0.type == .consumable })
    _ = try store.purchase(PurchaseRequest(productID: subscription.id))
    _ = try store.purchase(PurchaseRequest(productID: consumable.id))
    _ = try store.advance(by: 100 * 86_400_000)
    let signed = try store.transactions().map(\.jws) + store.subscriptionStatuses().map(\.renewalInfoJWS)
    #expect(signed.count >= 4)
    let resigner = Resigner(signer: try store.jwsSigner, now: 4_102_444_799_000)
    for jws in signed {
      let stored = try #require(Resigner.payload(of: jws))
      let edited = try #require(Resigner.replacingSignedDate(in: stored, with: resigner.now), "\(jws)")
      #expect(Resigner.payload(of: resigner.resign(jws)) == edited)
      #expect(Resigner.payload(of: resigner.resignByParsing(jws)) == edited)
      #expect(String(decoding: edited, as: UTF8.self).contains(#""signedDate":4102444799000"#))
    }
  }

  @Test func aPayloadWithoutOneIntegerSignedDateIsLeftToTheParser() {
    for text in [
      #"{"a":1}"#, #"{"signedDate":1,"x":{"signedDate":2}}"#, #"{"signedDate":"1"}"#, #"{"signedDate":1.5}"#,
    ] {
      #expect(Resigner.replacingSignedDate(in: Array(text.utf8), with: 7) == nil, "\(text)")
    }
    #expect(
      Resigner.replacingSignedDate(in: Array(#"{"b":"\"signedDate\":3","signedDate":-2}"#.utf8), with: 7)
        == Array(#"{"b":"\"signedDate\":3","signedDate":7}"#.utf8))
  }

  @Test func thePayloadIsTheMiddleOfExactlyThreeSegments() {
    let payload = Base64URL.encode(Array(#"{"signedDate":1}"#.utf8))
    #expect(Resigner.payload(of: "h.\(payload).s") == Array(#"{"signedDate":1}"#.utf8))
    #expect(Resigner.payload(of: "..") == [])
    for jws in ["", "h", "h.\(payload)", "h.\(payload).s.t", "h.\(payload)!.s", "h.\(payload)=.s"] {
      #expect(Resigner.payload(of: jws) == nil, "\(jws)")
    }
  }
}
