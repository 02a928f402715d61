import Testing

@testable import JWS

/// J4, J5, J19, J25: the compact form itself — size, segment count, strict base64url.
struct JWSFormatRejectionTests {
  typealias F = TokenForge

  /// One way to damage a valid token, with the error it must produce.
  struct Damage: CustomTestStringConvertible, Sendable {
    var testDescription: String
    var apply: @Sendable (String) -> String
    var expected: JWSVerificationError
  }

  static func replacingCharacter(in segment: Int, at offset: Int, with character: Character)
    -> @Sendable (String)
    -> String
  {
    { token in
      var parts = F.segments(token)
      var text = Array(parts[segment])
      text[offset] = character
      parts[segment] = String(text)
      return parts.joined(separator: ".")
    }
  }

  static let damages: [Damage] = [
    Damage(
      testDescription: "two segments (signature removed)", apply: { F.segments($0).prefix(2).joined(separator: ".") },
      expected: .malformed("expected 3 segments separated by '.', found 2")),
    Damage(
      testDescription: "four segments", apply: { $0 + ".AAAA" },
      expected: .malformed("expected 3 segments separated by '.', found 4")),
    Damage(
      testDescription: "five segments", apply: { $0 + ".AAAA.AAAA" },
      expected: .malformed("expected 3 segments separated by '.', found 5")),
    Damage(
      testDescription: "empty signature segment (h.p.)",
      apply: { F.segments($0).prefix(2).joined(separator: ".") + "." },
      expected: .malformed("the signature segment is empty")),
    Damage(
      testDescription: "empty payload segment (h..s)",
      apply: {
        let p = F.segments($0); return p[0] + ".." + p[2]
      }, expected: .malformed("the payload segment is empty")),
    Damage(
      testDescription: "'=' padding on the payload",
      apply: {
        let p = F.segments($0); return p[0] + "." + p[1] + "=." + p[2]
      },
      expected: .malformed("the payload segment is not base64url without padding")),
    Damage(
      testDescription: "'=' padding on the signature", apply: { $0 + "==" },
      expected: .malformed("the signature segment is not base64url without padding")),
    Damage(
      testDescription: "'+' in the signature", apply: replacingCharacter(in: 2, at: 5, with: "+"),
      expected: .malformed("the signature segment is not base64url without padding")),
    Damage(
      testDescription: "'/' in the header", apply: replacingCharacter(in: 0, at: 5, with: "/"),
      expected: .malformed("the header segment is not base64url without padding")),
    Damage(
      testDescription: "space inside the payload", apply: replacingCharacter(in: 1, at: 8, with: " "),
      expected: .malformed("the payload segment is not base64url without padding")),
    Damage(
      testDescription: "trailing newline", apply: { $0 + "\n" },
      expected: .malformed("the signature segment is not base64url without padding")),
    Damage(
      testDescription: "trailing space", apply: { $0 + " " },
      expected: .malformed("the signature segment is not base64url without padding")),
    Damage(
      testDescription: "leading space", apply: { " " + $0 },
      expected: .malformed("the header segment is not base64url without padding")),
    Damage(
      testDescription: "line break inside the header",
      apply: {
        let p = F.segments($0); return p[0].prefix(10) + "\r\n" + p[0].dropFirst(10) + "." + p[1] + "." + p[2]
      },
      expected: .malformed("the header segment is not base64url without padding")),
    Damage(
      testDescription: "non-zero unused bits in the last signature character (86 chars for 64 bytes)",
      apply: { String($0.dropLast()) + "B" },
      expected: .malformed("the signature segment is not base64url without padding")),
    Damage(
      testDescription: "non-ASCII character", apply: replacingCharacter(in: 1, at: 3, with: "é"),
      expected: .malformed("the payload segment is not base64url without padding")),
  ]

  @Test(arguments: damages)
  func damagedCompactFormIsMalformed(_ damage: Damage) {
    let token = F.token()
    #expect(F.failure(token) == nil, "the undamaged token verifies")
    #expect(F.failure(damage.apply(token)) == damage.expected)
  }

  @Test func oneMebibyteIsRejectedBeforeParsing() {
    let huge = String(repeating: "A", count: 1 << 20)
    #expect(F.failure(huge) == .tooLarge(length: 1 << 20, limit: 64 * 1024))
    #expect(F.failure(F.token() + "." + huge) == .tooLarge(length: F.token().utf8.count + 1 + (1 << 20), limit: 65536))
  }

  @Test func limitIsInclusiveAndConfigurable() {
    let token = F.token()
    let exact = JWSVerifier(pinnedRoot: F.identity.root, maximumLength: token.utf8.count)
    #expect(F.failure(token, verifier: exact) == nil)
    let smaller = JWSVerifier(pinnedRoot: F.identity.root, maximumLength: token.utf8.count - 1)
    #expect(F.failure(token, verifier: smaller) == .tooLarge(length: token.utf8.count, limit: token.utf8.count - 1))
  }

  @Test func emptyAndDotOnlyInputsAreMalformed() {
    #expect(F.failure("") == .malformed("expected 3 segments separated by '.', found 1"))
    #expect(F.failure("..") == .malformed("the header segment is empty"))
    #expect(F.failure("not a jws") == .malformed("expected 3 segments separated by '.', found 1"))
  }
}
