import Catalog
import Paywall
import TerminalUI
import Testing

/// The paywall screen at every size from 60x20 to 200x60: what must be there is there, nothing overlaps,
/// and below 60x20 it says plainly that the terminal is too small.
struct PaywallLayoutTests {
  static let widths = [60, 61, 72, 80, 99, 100, 120, 160, 200]
  static let heights = [20, 21, 24, 30, 40, 60]

  @Test(arguments: ["en", "de", "ja", "ar", "hi", "fr", "tr", "pt-BR"])
  func everyRequiredElementIsOnScreenAtEverySize(language: String) throws {
    let storefronts = ["en": "USA", "de": "DEU", "ja": "JPN", "ar": "SAU", "hi": "IND", "fr": "FRA", "tr": "TUR"]
    let storefront = storefronts[language] ?? "BRA"
    for columns in Self.widths {
      for rows in Self.heights {
        let frame = try PaywallFixture.frame("default", storefront, language, columns: columns, rows: rows)
        let snapshot = frame.snapshot
        let place = "\(language) \(columns)x\(rows)"
        #expect(!frame.isTooSmall, "\(place)")
        for plan in snapshot.plans {
          for role in [ElementRole.title, .billedPrice] {
            #expect(snapshot.elements(role, plan: plan.id).count == 1, "\(place): \(role) of \(plan.id)")
          }
          if plan.type == .autoRenewable {
            #expect(snapshot.elements(.period, plan: plan.id).count == 1, "\(place): period of \(plan.id)")
          }
          #expect(
            snapshot.elements(.billedPrice, plan: plan.id).first?.text == plan.storeDisplayPrice,
            "\(place): billed price of \(plan.id)")
        }
        #expect(snapshot.elements(.restore).count == 1, "\(place): restore")
        #expect(snapshot.elements(.link).count == 2, "\(place): links")
        #expect(snapshot.elements(.callToAction).count == 1, "\(place): call to action")
        #expect(snapshot.elements(.autoRenew).count == 1, "\(place): disclosure")
        for element in snapshot.elements {
          #expect(element.isAboveFold(rows: rows), "\(place): \(element.role) \(element.text) below the fold")
          #expect(element.column >= 0 && element.column + element.width <= columns, "\(place): \(element.text)")
        }
        expectNoOverlap(snapshot.elements, place: place)
      }
    }
  }

  @Test func theBilledPriceIsTheMostProminentPricingElementOnEveryCard() throws {
    for storefront in PaywallFixture.catalog.storefronts {
      for language in PaywallFixture.catalog.languages {
        for (columns, rows) in [(80, 24), (60, 20), (200, 60)] {
          let frame = try PaywallFixture.frame(
            "default", storefront.id, language.identifier, columns: columns, rows: rows)
          for plan in frame.snapshot.plans {
            let billed = try #require(frame.snapshot.elements(.billedPrice, plan: plan.id).first)
            let others =
              frame.snapshot.elements(.derivedPrice, plan: plan.id)
              + frame.snapshot.elements(.trialTerms, plan: plan.id)
            for other in others {
              #expect(
                billed.prominence >= other.prominence,
                "\(storefront.id) \(language) \(columns)x\(rows): \(other.text) outranks \(billed.text)")
            }
          }
        }
      }
    }
  }

  @Test(arguments: [(59, 20), (60, 19), (40, 10), (12, 3), (1, 1)])
  func belowSixtyByTwentyTheScreenAsksForMoreRoom(columns: Int, rows: Int) throws {
    let frame = try PaywallFixture.frame(columns: columns, rows: rows)
    #expect(frame.isTooSmall)
    #expect(frame.grid.columns == columns && frame.grid.rows == rows)
    #expect(frame.snapshot.elements.allSatisfy { $0.role == .message })
    #expect(frame.snapshot.elements(.billedPrice).isEmpty)
    if columns >= 40 { #expect(frame.grid.text.contains("60")) }
  }

  @Test func anEmptyTerminalDrawsNothingAndDoesNotCrash() throws {
    let frame = try PaywallFixture.frame(columns: 0, rows: 0)
    #expect(frame.isTooSmall)
    #expect(frame.grid.text.isEmpty)
  }

  @Test func linksCarryTheirAddressForOSC8AndAKeyAsTheVisibleFallback() throws {
    let frame = try PaywallFixture.frame()
    let links = frame.snapshot.elements(.link)
    #expect(links.map(\.meaning) == [.termsOfUse, .privacyPolicy])
    #expect(
      links.map(\.url) == [
        PaywallFixture.catalog.paywall("default")!.termsOfUseURL,
        PaywallFixture.catalog.paywall("default")!.privacyPolicyURL,
      ])
    #expect(links.allSatisfy { $0.osc8 })
    #expect(links.map(\.key) == ["T", "P"])
    for link in links { #expect(frame.grid.rowText(link.row).contains("\(link.key!) ")) }
    let shown = try PaywallFixture.frame(keys: [.link("T")])
    #expect(shown.grid.text.contains(links[0].url!))
  }

  @Test func downChoosesTheNextPlanAndTheCallToActionFollows() throws {
    let first = try PaywallFixture.frame()
    #expect(first.snapshot.elements(.callToAction).first?.planID == "com.example.pro.yearly")
    let second = try PaywallFixture.frame(keys: [.down])
    #expect(second.snapshot.elements(.callToAction).first?.planID == "com.example.pro.monthly")
    #expect(second.grid.text != first.grid.text)
    let clamped = try PaywallFixture.frame(keys: Array(repeating: .down, count: 10))
    #expect(clamped.snapshot.elements(.callToAction).first?.planID == "com.iaptutorial.coins")
  }

  @Test func arabicIsMirroredTheHeadlineStartsAtTheRightEdge() throws {
    let frame = try PaywallFixture.frame("default", "SAU", "ar")
    let headline = try #require(frame.snapshot.elements(.headline).first)
    let english = try #require(try PaywallFixture.frame().snapshot.elements(.headline).first)
    #expect(headline.column + headline.width == 79)
    #expect(english.column == 1)
    let price = try #require(frame.snapshot.elements(.billedPrice).first)
    #expect(price.column < 40)
  }

  /// No two elements share a cell, except elements drawn by the same span (a title that is also the quantity).
  private func expectNoOverlap(_ elements: [ElementSnapshot], place: String) {
    for (index, a) in elements.enumerated() {
      for b in elements[(index + 1)...] where !(a.row == b.row && a.column == b.column && a.width == b.width) {
        let rows = a.row < b.row + b.height && b.row < a.row + a.height
        let columns = a.column < b.column + b.width && b.column < a.column + a.width
        #expect(!(rows && columns), "\(place): \(a.role) \"\(a.text)\" overlaps \(b.role) \"\(b.text)\"")
      }
    }
  }
}
