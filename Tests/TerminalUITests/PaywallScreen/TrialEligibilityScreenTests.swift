import Catalog
import Paywall
import TerminalUI
import Testing

/// A customer who used the group's introductory offer, or is subscribed in the group, never sees trial
/// wording anywhere on the screen, in any language, storefront or size.
struct TrialEligibilityScreenTests {
  @Test func ineligibleCustomersSeeNoTrialWordingAnywhere() throws {
    let catalog = PaywallFixture.catalog
    for storefront in catalog.storefronts {
      for language in catalog.languages {
        let eligible = try PaywallFixture.frame("default", storefront.id, language.identifier)
        let trialTexts = eligible.snapshot.elements(.trialTerms).map(\.text)
        #expect(!trialTexts.isEmpty, "\(storefront.id) \(language): an eligible customer sees the trial")
        let copy = catalog.paywall("default")!.copy[language]
        let forbidden = trialTexts + [copy?.labels.startFreeTrial].compactMap { $0 }
        for customer in [PaywallFixture.introUsed, PaywallFixture.subscriber] {
          for (columns, rows) in [(80, 24), (60, 20), (200, 60)] {
            let frame = try PaywallFixture.frame(
              "default", storefront.id, language.identifier, columns: columns, rows: rows, customer: customer)
            let place = "\(storefront.id) \(language) \(columns)x\(rows)"
            #expect(frame.snapshot.elements(.trialTerms).isEmpty, "\(place)")
            let screen = frame.grid.text
            for text in forbidden {
              #expect(!screen.contains(text), "\(place): \"\(text)\" on screen for an ineligible customer")
            }
          }
        }
      }
    }
  }

  @Test func theDeceptivePaywallShowsTheTrialToEveryoneWhichTheRulesCatch() throws {
    let frame = try PaywallFixture.frame("deceptive", customer: PaywallFixture.introUsed)
    #expect(!frame.snapshot.elements(.trialTerms).isEmpty)
    let failed = ReviewRules.check(frame.snapshot).failures.map(\.ruleID)
    #expect(failed.contains("AR-13"))
  }
}
