import JWS
import Testing

/// `JSONValue.jsonBytes` writes compact JSON with sorted keys, escaping exactly quotes, backslashes
/// and control characters, and copying every other byte (non-ASCII included) as it is.
@Suite struct JSONValueWritingTests {
  @Test func stringsAreEscapedWhereJSONRequiresAndCopiedElsewhere() {
    let text = "a\"b\\c\nd\u{01}e\u{1F}f/é☕\"" + String(repeating: "x", count: 300)
    let written = String(decoding: JSONValue.object(["k": .string(text), "a": .number("1")]).jsonBytes, as: UTF8.self)
    #expect(written == #"{"a":1,"k":"a\"b\\c\nd\u0001e\u001ff/é☕\""# + String(repeating: "x", count: 300) + #""}"#)
  }

  @Test func whatIsWrittenReadsBackTheSame() throws {
    let value = JSONValue.object([
      "s": .string("\u{00}\t\r\u{7F} \"quoted\" \\ end"), "n": .number("-0.5e+3"), "b": .bool(true), "z": .null,
      "l": .array([.string(""), .object([:])]),
    ])
    #expect(try StrictJSONParser.parse(value.jsonBytes) == value)
  }
}
