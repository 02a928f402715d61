import Foundation
import Testing

@testable import JWS

/// Strict base64url (JWS segments) and strict standard base64 (x5c entries).
struct Base64Tests {
  @Test func base64URLRoundTripsEveryLength() {
    for length in 0..<40 {
      let bytes = (0..<length).map { UInt8(truncatingIfNeeded: $0 &* 151 &+ 250) }
      let text = Base64URL.encode(bytes)
      #expect(!text.contains("=") && !text.contains("+") && !text.contains("/"))
      #expect(Base64URL.decode(text) == bytes)
      #expect(
        text
          == Data(bytes).base64EncodedString().replacingOccurrences(of: "+", with: "-")
          .replacingOccurrences(of: "/", with: "_").replacingOccurrences(of: "=", with: ""))
    }
  }

  @Test func base64URLUsesDashAndUnderscore() {
    #expect(Base64URL.encode([0xFB, 0xFF]) == "-_8")
    #expect(Base64URL.decode("-_8") == [0xFB, 0xFF])
  }

  @Test(arguments: ["+_8", "-/8", "-_8=", "-_ 8", "-_8\n", "A", "AAAAA", "-_9", "AB", "é"])
  func base64URLRejects(text: String) {
    #expect(Base64URL.decode(text) == nil)
  }

  @Test func standardBase64AgreesWithFoundationOnEveryLength() {
    for length in 0..<70 {
      let bytes = (0..<length).map { UInt8(truncatingIfNeeded: $0 &* 73 &+ 19) }
      let text = Data(bytes).base64EncodedString()
      #expect(StandardBase64.decode(text) == bytes)
      #expect(Data(base64Encoded: text).map(Array.init) == bytes)
    }
  }

  /// Any byte outside the alphabet, at any position, in a full group or in the tail, is refused.
  @Test(arguments: ["=", " ", "\n", ".", "+", "é", "\u{0}"])
  func base64URLRejectsAForeignCharacterAnywhere(foreign: String) {
    let text = Array(Base64URL.encode((0..<10).map { UInt8($0) }))
    for position in text.indices {
      var damaged = text
      damaged[position] = Character(foreign)
      #expect(Base64URL.decode(String(damaged)) == nil, "at \(position)")
    }
  }

  @Test func standardBase64DecodesPaddedText() {
    #expect(StandardBase64.decode("+/8=") == [0xFB, 0xFF])
    #expect(StandardBase64.decode("AA==") == [0x00])
    #expect(StandardBase64.decode("") == [])
    #expect(StandardBase64.encode([0xFB, 0xFF]) == "+/8=")
  }

  @Test(arguments: ["-_8=", "+/8", "AA=", "AA===", "A===", "A=A=", "+/8=\n", "+/ 8=", "AB==", "====", "AAA=AAAA"])
  func standardBase64Rejects(text: String) {
    #expect(StandardBase64.decode(text) == nil)
  }
}
