import StorefrontApp
import Testing

@Suite struct JSONTextTests {
  @Test func indentsWithKeysSortedAtEveryLevelAndShortensTheChain() {
    let text = JSONText.pretty(
      Array(#"{"x5c":["MIIBxTCCAWugAwIBAgIU","b","c"],"b":{"z":1,"a":[{"y":true,"c":null}]},"alg":"ES256"}"#.utf8))
    #expect(
      text == """
        {
          "alg": "ES256",
          "b": {
            "a": [
              {
                "c": null,
                "y": true
              }
            ],
            "z": 1
          },
          "x5c": ["MIIBxTCCAWug…", "b", "c"]
        }
        """)
  }

  @Test func keepsNumbersAsWrittenAndNonObjectsAsText() {
    #expect(JSONText.pretty(Array(#"{"price":1.50,"big":12345678901234567890}"#.utf8)).contains(#""price": 1.50"#))
    #expect(JSONText.pretty(Array("[1,2]".utf8)) == "[1,2]")
    #expect(JSONText.pretty(Array("not json".utf8)) == "not json")
  }
}
