import Testing

@testable import TerminalUI

/// `TextLayout.isRightToLeft` from language codes.
struct TextDirectionTests {
  @Test(arguments: ["ar", "ar-SA", "he", "he_IL", "iw", "fa-IR", "ur", "AR", "az-Arab"])
  func rightToLeftLanguages(code: String) {
    #expect(TextLayout.isRightToLeft(code))
  }

  @Test(arguments: ["en", "en-US", "de-CH", "ja-JP", "hi", "", "-", "arn"])
  func leftToRightLanguages(code: String) {
    #expect(!TextLayout.isRightToLeft(code))
  }
}
