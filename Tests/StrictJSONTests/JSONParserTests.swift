import Testing

@testable import StrictJSON

/// The strict JSON parser: values, offsets, and every syntax error with its exact position.
struct JSONParserTests {
  func parse(_ text: String) throws(JSONSyntaxError) -> JSONDocument {
    try JSONParser.parse(Array(text.utf8))
  }

  func error(_ text: String) -> JSONSyntaxError? {
    do {
      _ = try parse(text)
      return nil
    } catch {
      return error
    }
  }

  @Test func parsesValuesWithOffsets() throws {
    let document = try parse(#"{"a": [1, -2.5e3, "x\n\u00e9\ud83d\ude00"], "b": {"c": null, "d": true}}"#)
    #expect(
      document.root.tree
        == .object([
          .init(key: "a", value: .array([.number("1"), .number("-2.5e3"), .string("x\né😀")])),
          .init(key: "b", value: .object([.init(key: "c", value: .null), .init(key: "d", value: .bool(true))])),
        ]))
    let members = document.root.members
    #expect(members.map(\.key) == ["a", "b"])
    #expect(members.map(\.keyOffset) == [1, 44])
    #expect(members[0].node.offset == 6)
    #expect(members[0].node.elements.map(\.offset) == [7, 10, 18])
    let inner = members[1].node.members
    #expect(inner.map(\.keyOffset) == [50, 61])
    #expect(inner.map(\.node.offset) == [55, 66])
    #expect(inner[0].node.isNull && inner[1].node.bool == true)
    #expect(document.duplicateKeys.isEmpty)
  }

  @Test func decodesEscapesOnlyWhenAsked() throws {
    let document = try parse(#"{"k\u0065y": "a\"b\\c\/d\b\f\n\r\t", "plain": "x"}"#)
    #expect(document.root.members.map(\.key) == ["key", "plain"])
    #expect(document.root.members[0].node.string == "a\"b\\c/d\u{8}\u{C}\n\r\t")
  }

  @Test(arguments: [
    (#"{"a": 1,}"#, 7, "trailing comma before '}'"),
    (#"[1, 2,]"#, 5, "trailing comma before ']'"),
    (#"{"a": 1 "b": 2}"#, 8, "expected ',' or '}' after a member, got character '\"'"),
    (#"{"a" 1}"#, 5, "expected ':' after key \"a\", got character '1'"),
    (#"{a: 1}"#, 1, "expected a key in double quotes, got character 'a'"),
    (#"{'a': 1}"#, 1, "object keys must use double quotes, not single quotes"),
    (#"[01]"#, 1, "invalid number: leading zeros are not allowed"),
    (#"[1.]"#, 1, "invalid number: expected a digit after '.'"),
    (#"[-]"#, 1, "invalid number: expected a digit after '-'"),
    (#"[1e]"#, 1, "invalid number: expected a digit in the exponent"),
    (#"[NaN]"#, 1, "NaN and Infinity are not JSON numbers"),
    (#"[tru]"#, 1, "invalid literal; expected 'true'"),
    (#"[nulll]"#, 1, "invalid literal; expected 'null'"),
    (#"["a\x"]"#, 3, "invalid escape sequence '\\x'"),
    (#"["\ud800"]"#, 2, "invalid \\u escape: lone high surrogate \\uD800"),
    (#"["\udc00"]"#, 2, "invalid \\u escape: lone low surrogate \\uDC00"),
    (#"["\u12"]"#, 2, "invalid \\u escape: expected 4 hex digits"),
    ("[\"a\tb\"]", 3, "control character U+0009 must be escaped in a string (a tab; write \\t)"),
    ("[\"ab", 1, "unterminated string"),
    ("{\"a\": [1, 2}", 11, "expected ',' or ']' after an element, got character '}'"),
    ("[1] x", 4, "unexpected character 'x' after the end of the JSON document"),
    ("   ", 3, "no JSON value: the document is empty"),
    ("{\"a\": ", 6, "unexpected end of file, expected a value"),
    ("[1, ]", 2, "trailing comma before ']'"),
    ("[,1]", 1, "expected a value, got character ','"),
    ("[\"é\" 1]", 6, "expected ',' or ']' after an element, got character '1'"),
  ])
  func rejectsWithExactOffset(text: String, offset: Int, message: String) {
    let failure = error(text)
    #expect(failure?.message == message)
    #expect(failure?.offset == offset)
  }

  @Test func errorCarriesKeyPath() {
    let failure = error(#"{"products": [{"id": "a"}, {"prices": {"USA": 01}}]}"#)
    #expect(failure?.path.description == "products[1].prices.USA")
    #expect(failure?.message == "invalid number: leading zeros are not allowed")
  }

  @Test func reportsEveryDuplicateKeyWithTheFirstOne() throws {
    let document = try parse(#"{"a": 1, "b": {"x": 1, "x": 2}, "a": 3}"#)
    #expect(
      document.duplicateKeys == [
        JSONSyntaxError(
          offset: 23, path: .key(.key(.root, "b"), "x"), message: "duplicate key \"x\"", relatedOffset: 15),
        JSONSyntaxError(offset: 32, path: .key(.root, "a"), message: "duplicate key \"a\"", relatedOffset: 1),
      ])
  }

  @Test func detectsDuplicatesWrittenWithEscapes() throws {
    let document = try parse(#"{"key": 1, "k\u0065y": 2, "a\/b": 3, "a/b": 4}"#)
    #expect(document.duplicateKeys.map(\.message) == ["duplicate key \"key\"", "duplicate key \"a/b\""])
    #expect(document.duplicateKeys.map(\.relatedOffset) == [1, 26])
  }

  @Test func detectsDuplicatesInLargeObjects() throws {
    let keys = (0..<40).map { "\"k\($0)\": \($0)" }.joined(separator: ", ")
    let document = try parse("{\(keys), \"k7\": 0}")
    #expect(document.duplicateKeys.map(\.message) == ["duplicate key \"k7\""])
  }

  @Test func limitsNestingDepth() {
    let deep = String(repeating: "[", count: 600) + String(repeating: "]", count: 600)
    let failure = error(deep)
    #expect(failure?.message == "nesting deeper than 64 levels")
    #expect(failure?.offset == 64)
    let fine = String(repeating: "[", count: 64) + String(repeating: "]", count: 64)
    #expect(error(fine) == nil)
  }

  @Test func describesNonASCIIBytesByScalar() {
    #expect(error("[1]\u{202E}")?.message == "unexpected character U+202E after the end of the JSON document")
  }
}
