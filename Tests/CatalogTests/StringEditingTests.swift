import Catalog
import Testing

@Suite struct StringEditingTests {
  @Test func trimsOnlyWhatEachFunctionNames() {
    let text = "\n\t  a b \u{00A0}\n "
    #expect(text.trimmingWhitespaceAndNewlines() == "a b")
    #expect(text.trimmingNewlines() == "\t  a b \u{00A0}\n ")
    #expect("  a\n".trimmingWhitespace() == "a\n")
    #expect(" \n ".trimmingWhitespaceAndNewlines() == "")
    #expect("".trimmingWhitespace() == "")
  }

  @Test func replacesEveryCharacter() {
    #expect("pt_BR_x".replacingOccurrences(of: "_", with: "-") == "pt-BR-x")
  }
}
