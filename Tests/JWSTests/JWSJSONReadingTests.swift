import Testing

@testable import JWS

/// The strict JSON reader behind header and payload checks: the shared StrictJSON parser, read into a tree.
struct JWSJSONReadingTests {
  func parse(_ text: String) throws(StrictJSONError) -> JSONValue { try StrictJSONParser.parse(Array(text.utf8)) }

  func error(_ text: String) -> String? {
    do throws(StrictJSONError) {
      _ = try parse(text)
      return nil
    } catch {
      return error.description
    }
  }

  @Test func readsEveryKindOfValue() throws {
    let value = try parse(
      #" {"s":"a\"\\\/\b\f\n\r\t\u00e9\ud83d\ude00","n":-0.5e+3,"i":12,"t":true,"f":false,"z":null,"a":[1,[]],"o":{}} "#
    )
    #expect(
      value
        == .object([
          "s": .string("a\"\\/\u{8}\u{c}\n\r\té😀"), "n": .number("-0.5e+3"), "i": .number("12"), "t": .bool(true),
          "f": .bool(false), "z": .null, "a": .array([.number("1"), .array([])]), "o": .object([:]),
        ]))
  }

  @Test func integerAccessorAcceptsOnlyIntegerLiteralsThatFit() throws {
    #expect(JSONValue.number("1700000000000").integer == 1_700_000_000_000)
    #expect(JSONValue.number("-5").integer == -5)
    #expect(JSONValue.number("1.0").integer == nil)
    #expect(JSONValue.number("1e3").integer == nil)
    #expect(JSONValue.number("9223372036854775808").integer == nil)
    #expect(JSONValue.string("1").integer == nil)
  }

  @Test func duplicateKeysAreRejectedAtAnyDepthAndAfterUnescaping() {
    #expect(error(#"{"a":1,"a":2}"#) == #"duplicate key "a" at byte 7"#)
    #expect(error(#"{"a":1,"\u0061":2}"#) == #"duplicate key "a" at byte 7"#)
    #expect(error(#"[{"x":{"b":1,"b":1}}]"#) == #"duplicate key "b" at byte 13"#)
    #expect(error(#"{"a":1,"A":2}"#) == nil, "keys are case-sensitive")
  }

  @Test(arguments: [
    ("", "no JSON value: the document is empty at byte 0"),
    ("{", "unexpected end of file inside an object at byte 1"),
    ("{\"a\" 1}", "expected ':' after key \"a\", got character '1' at byte 5"),
    ("[1,]", "trailing comma before ']' at byte 2"),
    ("{\"a\":1,}", "trailing comma before '}' at byte 6"),
    ("01", "invalid number: leading zeros are not allowed at byte 0"),
    ("1.", "invalid number: expected a digit after '.' at byte 0"),
    ("-", "invalid number: expected a digit after '-' at byte 0"),
    ("+1", "expected a value, got character '+' at byte 0"),
    ("tru", "invalid literal; expected 'true' at byte 0"),
    ("NaN", "NaN and Infinity are not JSON numbers at byte 0"),
    ("\"a\u{1}\"", "control character U+0001 must be escaped in a string at byte 2"),
    ("\"\\x\"", "invalid escape sequence '\\x' at byte 1"),
    ("\"\\ud800\"", "invalid \\u escape: lone high surrogate \\uD800 at byte 1"),
    ("\"\\udc00\"", "invalid \\u escape: lone low surrogate \\uDC00 at byte 1"),
    ("\"\\u12\"", "invalid \\u escape: expected 4 hex digits at byte 1"),
    ("{}{}", "unexpected character '{' after the end of the JSON document at byte 2"),
    ("\u{FEFF}{}", "expected a value, got character U+FEFF at byte 0"),
    ("{'a':1}", "object keys must use double quotes, not single quotes at byte 1"),
    ("\u{A0}{}", "expected a value, got character U+00A0 at byte 0"),
  ])
  func rejectsWhatRFC8259Rejects(text: String, expected: String) {
    #expect(error(text) == expected)
  }

  /// Raw UTF-8 in strings, with and without escapes after it, reads as written.
  @Test func readsRawUTF8InStrings() throws {
    #expect(try StrictJSONParser.parse(Array("\"é😀 ü\"".utf8)) == .string("é😀 ü"))
    #expect(try StrictJSONParser.parse(Array("\"é😀\\nü\"".utf8)) == .string("é😀\nü"))
    #expect(try StrictJSONParser.parse(Array("{\"ключ\":\"値\"}".utf8)) == .object(["ключ": .string("値")]))
  }

  @Test func rejectsInvalidUTF8InsideStrings() {
    for bytes: [UInt8] in [
      [0x22, 0xC3, 0x28, 0x22], [0x22, 0xED, 0xA0, 0x80, 0x22], [0x22, 0xFF, 0x22], [0x22, 0xC0, 0xAF, 0x22],
      [0x22, 0x61, 0xE2, 0x82, 0x22], [0x22, 0xC3, 0x5C, 0x6E, 0x22],
    ] {
      #expect(throws: StrictJSONError.self) { try StrictJSONParser.parse(bytes) }
    }
  }

  @Test func nestingIsLimited() {
    #expect(error(String(repeating: "[", count: 32) + String(repeating: "]", count: 32)) == nil)
    #expect(
      error(String(repeating: "[", count: 33) + String(repeating: "]", count: 33))
        == "nesting deeper than 32 levels at byte 32"
    )
  }
}
