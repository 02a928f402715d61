import Catalog
import Foundation
import Paywall
import Testing

/// A text cut by the edge, an ellipsis or the row limit counts as not shown (issue 13 item 1).
struct CutTextRuleTests {
  let base = Baseline.snapshot

  @Test func aCutBilledPriceIsNotShown() {
    let cut = base.editing(.billedPrice, plan: Baseline.yearly) {
      $0.text = "$59.9…"
      $0.cut = .ellipsis
    }
    let result = cut.result("AR-03")
    #expect(result.verdict == .fail)
    #expect(result.explanation.contains("shows no billed price"))
    #expect(cut.result("AR-10").verdict == .fail)
  }

  @Test func aCutTitleIsNotShown() {
    let cut = base.editing(.title, plan: Baseline.monthly) {
      $0.text = "Pro Mo…"
      $0.cut = .ellipsis
    }
    #expect(cut.result("AR-01").verdict == .fail)
    #expect(cut.result("AR-10").explanation.contains("is cut short"))
  }

  @Test func aCutPeriodIsNotShown() {
    let cut = base.editing(.period, plan: Baseline.monthly) {
      $0.text = "/mo…"
      $0.cut = .ellipsis
    }
    #expect(cut.result("AR-02").verdict == .fail)
  }

  @Test func aCutLegalLinkIsNotShown() {
    let cut = base.editing(.link) { link in
      if link.meaning == .termsOfUse {
        link.text = "T Ter…"
        link.cut = .ellipsis
      }
    }
    let result = cut.result("AR-07")
    #expect(result.verdict == .fail)
    #expect(result.explanation.contains("cut"))
    #expect(cut.result("AR-08").verdict == .pass)
  }

  @Test func aCutRestoreControlIsNotShown() {
    let cut = base.editing(.restore) {
      $0.text = "R Rest…"
      $0.cut = .ellipsis
    }
    #expect(cut.result("AR-16").verdict == .fail)
  }

  @Test func aDisclosureCutMidSentenceKeepsOnlyItsWholeSentences() {
    // What the renewal sentence said is gone with the cut: only "Payment … confirmation." is shown.
    let cut = base.editing(.autoRenew) {
      $0.text = "Payment is charged at confirmation. The subscription renews automatically unless cancel…"
      $0.cut = .ellipsis
    }
    #expect(cut.result("AR-11").verdict == .fail)
    let ar10 = cut.result("AR-10")
    #expect(ar10.verdict == .fail)
    #expect(Set(ar10.offending.map(\.role)) == [.autoRenew])
  }

  @Test func aDisclosureCutAfterItsRequiredSentencesStillSaysThem() {
    let cut = base.editing(.autoRenew) {
      $0.text =
        "The subscription renews automatically unless cancelled. Cancel in Account Settings. Any unused part of a fr"
      $0.cut = .rowLimit
    }
    #expect(cut.result("AR-11").verdict == .pass)
    #expect(cut.result("AR-10").explanation.contains("runs on past the last row"))
  }

  @Test func cutTrialTermsAreNotComplete() {
    let cut = base.editing(.trialTerms, plan: Baseline.yearly) {
      $0.text = "1 week free, then $59.9…"
      $0.cut = .ellipsis
    }
    // The cut terms are not shown, so they are not judged as terms; the cut is AR-10's failure.
    #expect(cut.result("AR-10").verdict == .fail)
  }

  @Test func aCutClaimIsStillAClaim() {
    // Forbidding rules read what is drawn: half a "FREE" button is still a "FREE" button.
    var ineligible = base.editing(.callToAction) {
      $0.text = "[ Start free tr…"
      $0.cut = .ellipsis
    }
    ineligible.customer.introUsedGroups = ["pro"]
    #expect(ineligible.result("AR-15").verdict == .fail)
  }

  @Test func shownTextKeepsWholeSentencesOnly() {
    func element(_ text: String, _ cut: ElementCut?) -> ElementSnapshot {
      ElementSnapshot(role: .autoRenew, text: text, row: 0, column: 0, width: 10, cut: cut)
    }
    #expect(element("Whole. Text", nil).shownText == "Whole. Text")
    #expect(element("One. Two thr…", .ellipsis).shownText == "One.")
    #expect(element("Price $59.…", .ellipsis).shownText == "")
    #expect(element("$59.99/ye…", .ellipsis).shown == nil)
    #expect(element("お支払いは確定時です。サブスク…", .ellipsis).shownText == "お支払いは確定時です。")
    #expect(element("भुगतान लिया जाता है। सदस्यता…", .ellipsis).shownText == "भुगतान लिया जाता है।")
    #expect(element("Renews. Cancel in Settings.", .rowLimit).shownText == "Renews. Cancel in Settings.")
  }

  @Test func sentencePrefixesEndAtFullStops() {
    #expect(
      Sentences.prefixes(of: "Pay $59.99 now. Renews yearly! Cancel? ok ").map(String.init) == [
        "Pay $59.99 now.", "Pay $59.99 now. Renews yearly!", "Pay $59.99 now. Renews yearly! Cancel?",
        "Pay $59.99 now. Renews yearly! Cancel? ok",
      ])
    #expect(Sentences.prefixes(of: "一。二。").map(String.init) == ["一。", "一。二。"])
    #expect(Sentences.prefixes(of: "").isEmpty)
    #expect(Sentences.completePrefix(of: "No full stop") == "")
  }
}
