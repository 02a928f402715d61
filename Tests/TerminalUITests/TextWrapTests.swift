import Testing

@testable import TerminalUI

/// `TextLayout.wrap`: by display width, at spaces, anywhere in CJK, never inside a cluster.
struct TextWrapTests {
  @Test func englishBreaksAtSpaces() {
    #expect(TextLayout.wrap("Unlock all features with Pro", width: 12) == ["Unlock all", "features", "with Pro"])
  }

  @Test func germanLongWordIsSplit() {
    #expect(
      TextLayout.wrap("Donaudampfschifffahrtsgesellschaft ist lang", width: 10) == [
        "Donaudampf", "schifffahr", "tsgesellsc", "haft ist", "lang",
      ])
  }

  @Test func hyphenBetweenLettersIsABreakOpportunity() {
    #expect(
      TextLayout.wrap("Jahres-Abonnement kündbar", width: 8) == ["Jahres-", "Abonneme", "nt", "kündbar"])
  }

  @Test func japaneseWithoutSpacesBreaksBetweenGlyphsButNotBeforeTheFullStop() {
    let lines = TextLayout.wrap("月額980円で全機能を使えます。", width: 10)
    #expect(lines == ["月額980円", "で全機能を", "使えます。"])
    #expect(lines.allSatisfy { DisplayWidth.of($0) <= 10 })
  }

  /// Issue 12 (walkthrough): "サブスク" ended one line and "リプション" began the next.
  @Test func aKatakanaWordStaysWholeWhereItFits() {
    DisplayWidth.ensureUTF8Locale()
    #expect(TextLayout.wrap("月額のサブスクリプションを更新", width: 20) == ["月額の", "サブスクリプションを", "更新"])
    #expect(TextLayout.wrap("プレミアム・パス", width: 12) == ["プレミアム・", "パス"])
    // A katakana word wider than the line is still cut where the line ends.
    #expect(TextLayout.wrap("サブスクリプション", width: 8) == ["サブスク", "リプショ", "ン"])
  }

  @Test func arabicBreaksAtSpacesInLogicalOrder() {
    let lines = TextLayout.wrap("اشترك الآن واحصل على جميع الميزات", width: 12)
    #expect(lines == ["اشترك الآن", "واحصل على", "جميع الميزات"])
    #expect(lines.allSatisfy { DisplayWidth.of($0) <= 12 })
  }

  @Test func noBreakSpacesNeverBreak() {
    #expect(TextLayout.wrap("Jetzt 14,99\u{A0}€ pro Monat", width: 10) == ["Jetzt", "14,99\u{A0}€", "pro Monat"])
    #expect(TextLayout.wrap("10\u{202F}000 Coins", width: 6) == ["10\u{202F}000", "Coins"])
  }

  @Test func clustersAreNeverSplit() {
    #expect(TextLayout.wrap("e\u{301}e\u{301}e\u{301}", width: 2) == ["e\u{301}e\u{301}", "e\u{301}"])
    #expect(TextLayout.wrap("हिन्दी", width: 4) == ["हि", "न्दी"])
    #expect(TextLayout.wrap("中", width: 1) == ["中"])
  }

  @Test func paragraphsAndEdges() {
    #expect(TextLayout.wrap("", width: 10) == [])
    #expect(TextLayout.wrap("abc", width: 0) == [])
    #expect(TextLayout.wrap("a\n\nb", width: 10) == ["a", "", "b"])
    #expect(TextLayout.wrap("  indented", width: 20) == ["  indented"])
    #expect(TextLayout.wrap("trailing   ", width: 20) == ["trailing"])
    #expect(TextLayout.wrap("one  two", width: 4) == ["one", "two"])
  }
}

/// Devanagari conjuncts take several columns but are not East Asian wide: words still break only at spaces.
struct DevanagariWrapTests {
  @Test func aConjunctDoesNotOpenABreakInsideItsWord() {
    DisplayWidth.ensureUTF8Locale()
    #expect(DisplayWidth.of("रद्द") == 3)
    #expect(TextLayout.wrap("पहले रद्द न", width: 5) == ["पहले", "रद्द न"])
    #expect(TextLayout.wrap("पहले रद्द न", width: 4) == ["पहले", "रद्द", "न"])
  }
}
