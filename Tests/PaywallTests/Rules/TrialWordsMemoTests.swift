import Testing

@testable import Paywall

/// `Words.offersTrial` remembers its answer per exact text: asked again, and asked of texts that
/// differ only slightly (case, a hyphen, a composed or decomposed letter), it answers as the word
/// list itself does.
struct TrialWordsMemoTests {
  @Test func rememberedAnswersAreTheWordListsOwn() {
    let texts = [
      "Start your free trial", "ad-free forever", "Free", "FREE", "freedom", "1 week free, then $59.99/year",
      "Kostenlos testen", "1か月無料", "شهر مجانًا", "essai gratuit", "essaie", "", "e\u{301}ssai", "\u{E9}ssai",
    ]
    for _ in 0..<3 {
      for text in texts {
        #expect(Words.offersTrial(text) == Words.contains(text, Words.trial), "\(text)")
      }
    }
    #expect(Words.offersTrial("Start your free trial"))
    #expect(!Words.offersTrial("ad-free forever"))
    #expect(!Words.offersTrial("freedom"))
  }
}
