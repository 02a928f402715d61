import Testing

@testable import StrictJSON

/// UTF-8 validation and the offset-to-line/column mapping.
struct UTF8AndSourceTests {
  func invalidOffset(_ bytes: [UInt8]) -> Int? {
    bytes.withUnsafeBufferPointer { UTF8Validation.firstInvalidOffset(in: $0) }
  }

  @Test func acceptsWellFormedUTF8() {
    #expect(invalidOffset(Array("aé中😀".utf8)) == nil)
  }

  @Test(arguments: [
    ([0x61, 0x80], 1),  // lone continuation byte
    ([0x61, 0xC0, 0xAF], 1),  // overlong '/'
    ([0xE0, 0x80, 0xAF], 0),  // overlong 3-byte
    ([0xED, 0xA0, 0x80], 0),  // surrogate U+D800
    ([0xF4, 0x90, 0x80, 0x80], 0),  // above U+10FFFF
    ([0x61, 0x62, 0xE4, 0xB8], 2),  // truncated at end
    ([0xFF], 0),
  ])
  func rejectsMalformedUTF8(bytes: [UInt8], offset: Int) {
    #expect(invalidOffset(bytes) == offset)
  }

  @Test func mapsOffsetsToLinesAndCharacterColumns() {
    let source = SourceText(bytes: Array("ab\n中é x\n\nz".utf8))
    #expect(source.location(of: 0) == (1, 1))
    #expect(source.location(of: 2) == (1, 3))
    #expect(source.location(of: 3) == (2, 1))
    #expect(source.location(of: 6) == (2, 2))  // after 中 (3 bytes)
    #expect(source.location(of: 9) == (2, 4))  // 'x' after "中é "
    #expect(source.location(of: 11) == (3, 1))
    #expect(source.location(of: 12) == (4, 1))
    #expect(source.location(of: 99) == (4, 2))
  }
}
