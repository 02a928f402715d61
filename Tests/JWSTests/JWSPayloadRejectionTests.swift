import Testing

@testable import JWS

/// J20, J21, J25, J26 as far as the JWS layer goes: a strict JSON object with integer signedDate.
struct JWSPayloadRejectionTests {
  typealias F = TokenForge

  @Test(arguments: ["[]", "\"x\"", "1", "true", "null"])
  func payloadThatIsNotAnObjectIsRejected(payload: String) {
    #expect(F.failure(F.token(payload: payload)) == .invalidPayload("not a JSON object"))
  }

  @Test func duplicateTransactionIdIsRejected() {
    let payload = #"{"transactionId":"1","signedDate":1700000000000,"transactionId":"2"}"#
    #expect(
      F.failure(F.token(payload: payload))
        == .invalidPayload("not strict JSON: duplicate key \"transactionId\" at byte 48"))
  }

  @Test func duplicateKeyInANestedObjectIsRejected() {
    let payload = #"{"signedDate":1700000000000,"data":{"bundleId":"a","bundleId":"b"}}"#
    guard case .invalidPayload(let reason) = F.failure(F.token(payload: payload)) else {
      Issue.record("expected an invalid payload")
      return
    }
    #expect(reason.hasPrefix("not strict JSON: duplicate key \"bundleId\""))
  }

  @Test func byteOrderMarkAndInvalidUTF8AreRejected() {
    let bom = F.token(payloadBytes: [0xEF, 0xBB, 0xBF] + Array(F.payload.utf8))
    #expect(F.failure(bom) == .invalidPayload("not strict JSON: expected a value, got character U+FEFF at byte 0"))
    let invalid = F.token(
      payloadBytes: Array(#"{"signedDate":1700000000000,"x":""#.utf8) + [0xC3, 0x28] + Array("\"}".utf8))
    guard case .invalidPayload(let reason) = F.failure(invalid) else {
      Issue.record("expected an invalid payload")
      return
    }
    #expect(reason.hasPrefix("not strict JSON: not valid UTF-8"))
  }

  @Test(arguments: [
    #"{"signedDate":"1700000000000"}"#, #"{"signedDate":1700000000000.5}"#, #"{"signedDate":1.7e12}"#,
    #"{"signedDate":null}"#, #"{"signedDate":99999999999999999999}"#,
  ])
  func signedDateThatIsNotIntegerMillisecondsIsRejected(payload: String) {
    #expect(
      F.failure(F.token(payload: payload)) == .invalidPayload("\"signedDate\" is not an integer number of milliseconds")
    )
  }

  @Test func missingSignedDateIsRejected() {
    #expect(F.failure(F.token(payload: #"{"transactionId":"1"}"#)) == .invalidPayload("no \"signedDate\""))
  }

  /// J25: nesting within the size cap cannot exhaust the stack.
  @Test func deepNestingWithinTheSizeCapIsRejected() {
    let deep = "{\"signedDate\":1700000000000,\"x\":" + String(repeating: "[", count: 40_000) + "}"
    #expect(
      F.failure(F.token(payload: deep)) == .invalidPayload("not strict JSON: nesting deeper than 32 levels at byte 63"))
    let deepHeader = "{\"alg\":\"ES256\",\"x\":" + String(repeating: "[", count: 40_000) + "}"
    guard case .malformed(let reason) = F.failure(F.token(header: deepHeader)) else {
      Issue.record("expected a malformed header")
      return
    }
    #expect(reason.hasPrefix("the header is not strict JSON: nesting deeper than 32"))
  }
}
