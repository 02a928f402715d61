import Foundation
import Testing

/// `storefront render --format svg|html [--highlight]` and `storefront review pack DIR` as a user runs
/// them, their files read back by independent readers.
struct EvidenceCommandTests {
  typealias P = StorefrontProcess

  var catalog: String { P.root.appendingPathComponent("catalog.json").path }

  @Test func renderAsSVGIsAStandaloneImageOfTheFrame() throws {
    let output = try P.run(["render", "--catalog", catalog, "--format", "svg"])
    #expect(output.status == 0)
    #expect(output.stderr.isEmpty)
    #expect(
      output.stdout.hasPrefix("<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<svg xmlns=\"http://www.w3.org/2000/svg\""))
    #expect(output.stdout.contains("width=\"800\" height=\"480\""))
    #expect(output.stdout.contains("<tspan x=\"680\">$</tspan>"))
    #expect(output.stdout.hasSuffix("</svg>\n"))
    let file = try P.temporaryDirectory().appendingPathComponent("frame.svg")
    try output.stdout.write(to: file, atomically: true, encoding: .utf8)
    #expect(try EvidenceTools.rasterizedSize(file.path) == "800x480")
  }

  @Test func highlightOutlinesOnlyWhatFails() throws {
    let deceptive = try P.run([
      "render", "--catalog", catalog, "--paywall", "deceptive", "--format", "svg", "--highlight",
    ])
    #expect(deceptive.status == 0)
    #expect(deceptive.stdout.contains("<g class=\"highlights\""))
    #expect(deceptive.stdout.contains(">AR-23</text>"))
    let honest = try P.run(["render", "--catalog", catalog, "--format", "svg", "--highlight"])
    #expect(honest.status == 0)
    #expect(!honest.stdout.contains("highlights"))
    #expect(honest.stdout == (try P.run(["render", "--catalog", catalog, "--format", "svg"])).stdout)
  }

  @Test func belowTheMinimumSizeNothingIsCheckedSoNothingIsOutlined() throws {
    let output = try P.run([
      "render", "--catalog", catalog, "--paywall", "deceptive", "--size", "59x19", "--format", "html", "--highlight",
    ])
    #expect(output.status == 0)
    #expect(
      output.errorLines == [
        "storefront: note: 59x19 is below the app's minimum 60x20, where it draws no paywall; no rule is checked, "
          + "nothing is outlined"
      ])
    #expect(!output.stdout.contains("highlights") && !output.stdout.contains("<table"))
    #expect(output.stdout.contains("<svg"))
  }

  @Test func renderAsHTMLEmbedsTheSVGAndListsTheRulesWhenHighlighted() throws {
    let page = try P.run([
      "render", "--catalog", catalog, "--paywall", "deceptive", "--storefront", "JPN", "--locale", "ja",
      "--format", "html", "--highlight",
    ])
    #expect(page.status == 0)
    #expect(page.stdout.hasPrefix("<!DOCTYPE html>\n<html lang=\"en\">"))
    #expect(page.stdout.contains("<svg xmlns=\"http://www.w3.org/2000/svg\""))
    // One row per rule: AR-01 to AR-30 at least, each once.
    let rules = page.stdout.matches(of: /<td><code>(AR-\d\d)<\/code>/).map { String($0.1) }
    #expect(rules.count == page.stdout.components(separatedBy: "<tr class=").count - 1)
    #expect(Set(rules).count == rules.count && rules.count >= 30 && rules.contains("AR-01") && rules.contains("AR-30"))
    #expect(page.stdout.contains("<tr class=\"fail\"><td class=\"verdict\">fail</td>"))
    let plain = try P.run(["render", "--catalog", catalog, "--format", "html"])
    #expect(plain.status == 0)
    #expect(!plain.stdout.contains("<table"))
  }

  @Test func highlightChecksTheStorefrontsOwnRulesToo() throws {
    let page = try P.run([
      "render", "--catalog", catalog, "--paywall", "deceptive", "--storefront", "KOR", "--format", "html",
      "--highlight",
    ])
    #expect(page.status == 0)
    #expect(page.stdout.contains("<td class=\"verdict\">fail</td><td>reject</td><td><code>KR-02</code>"))
  }

  @Test func theTextFormatIsTheDefaultAndUnchanged() throws {
    let text = try P.run(["render", "--catalog", catalog, "--format", "text", "--styles"])
    let plain = try P.run(["render", "--catalog", catalog, "--styles"])
    #expect(text.status == 0)
    #expect(text.stdout == plain.stdout)
  }

  @Test(arguments: [
    (["render", "--format", "png"], "--format \"png\" is not one of: text, svg, html"),
    (["render", "--highlight"], "--highlight outlines regions of an image: add --format svg or --format html"),
    (["render", "--format", "svg", "--styles"], "--styles is for --format text"),
    (["review"], "review takes one action: review pack DIR"),
    (["review", "pack"], "review pack takes one directory"),
    (["review", "pack", "a", "b"], "review pack takes one directory"),
    (["review", "pack", "out", "--size", "59x19"], "--size 59x19 is below the app's minimum 60x20"),
    (["review", "pack", "out", "--size", "80x24,60x20"], "review pack draws at one size"),
    (["review", "pack", "out", "--customer", "new"], "review does not take --customer"),
    (["review", "pack", "out", "--paywall", "nope"], "--paywall \"nope\" is not in the catalog"),
  ])
  func wrongCommandLinesAreRefusedWithOneLineAndExit64(arguments: [String], message: String) throws {
    let directory = try P.temporaryDirectory()
    let output = try P.run(arguments + ["--catalog", catalog], in: directory)
    #expect(output.status == 64)
    #expect(output.stdout.isEmpty)
    #expect(output.errorLines.count == 1)
    #expect(output.stderr.contains(message))
    #expect(!FileManager.default.fileExists(atPath: directory.appendingPathComponent("out").path))
  }

  @Test func reviewPackWritesEveryScreenAndAPageThatReadsBack() throws {
    let directory = try P.temporaryDirectory().appendingPathComponent("evidence/deceptive")
    let output = try P.run([
      "review", "pack", directory.path, "--catalog", catalog, "--paywall", "deceptive", "--storefront", "SAU",
      "--locale", "ar",
    ])
    #expect(output.status == 0, "\(output.stderr)")
    #expect(output.stdout.split(separator: "\n").count == 6)
    let files = try FileManager.default.contentsOfDirectory(atPath: directory.path).sorted()
    #expect(
      files == [
        "01-fresh-account.svg", "02-trial-used.svg", "03-restore-nothing.svg", "04-ask-to-buy.svg",
        "05-failed-purchase.svg", "index.html",
      ])
    let read = try EvidenceTools.script("read_pack.py", [directory.appendingPathComponent("index.html").path])
    try #require(read.status == 0, "read_pack.py: \(read.stderr)")
    let page = try #require(try JSONSerialization.jsonObject(with: Data(read.stdout.utf8)) as? [String: Any])
    #expect((page["title"] as? String)?.contains("paywall deceptive") == true)
    let screens = try #require(page["screens"] as? [[String: Any]])
    #expect(
      screens.compactMap { $0["id"] as? String } == [
        "fresh-account", "trial-used", "restore-nothing", "ask-to-buy", "failed-purchase",
      ])
    for screen in screens {
      let image = try #require(screen["image"] as? [String: String])
      let path = directory.appendingPathComponent(try #require(image["src"])).path
      #expect(FileManager.default.fileExists(atPath: path))
      #expect(try EvidenceTools.rasterizedSize(path) == "\(image["width"] ?? "")x\(image["height"] ?? "")")
      let results = try #require(screen["results"] as? [[String: String]])
      let rules = results.compactMap { $0["rule"]?.split(separator: " ").first }
      #expect(rules.count == results.count && Set(rules).count == rules.count && rules.count >= 30)
      #expect(rules.contains("AR-01") && rules.contains("AR-30"))
      #expect(results.contains { $0["verdict"] == "fail" && $0["rule"]?.hasPrefix("AR-27") == true })
      #expect(Set(results.compactMap { $0["verdict"] }).isSubset(of: ["fail", "pass", "n/a"]))
      #expect((screen["action"] as? String)?.hasPrefix("What the reviewer does:") == true)
    }
  }

  @Test func theSamePackIsTheSameBytesAndLeavesNoTemporaryFile() throws {
    let parent = try P.temporaryDirectory()
    var contents: [[String: Data]] = []
    for name in ["first", "second"] {
      let directory = parent.appendingPathComponent(name)
      for _ in 0..<2 {
        let output = try P.run(["review", "pack", directory.path, "--catalog", catalog, "--storefront", "JPN"])
        #expect(output.status == 0)
      }
      let files = try FileManager.default.contentsOfDirectory(atPath: directory.path)
      #expect(files.count == 6, "\(files)")
      contents.append(
        Dictionary(
          uniqueKeysWithValues: try files.map { ($0, try Data(contentsOf: directory.appendingPathComponent($0))) }))
    }
    #expect(contents[0] == contents[1])
  }

  @Test func theHelpNamesTheFormatsAndThePack() throws {
    let output = try P.run(["--help"])
    #expect(output.stdout.contains("[--format text|svg|html] [--highlight]"))
    #expect(output.stdout.contains("storefront review pack DIR [--paywall NAME]"))
    #expect(output.stdout.contains("--highlight      render svg/html"))
  }

  @Test func reviewPackRefusesAFileForItsDirectory() throws {
    let file = try P.temporaryDirectory().appendingPathComponent("notes.txt")
    try "keep me".write(to: file, atomically: true, encoding: .utf8)
    let output = try P.run(["review", "pack", file.path, "--catalog", catalog])
    #expect(output.status == 74)
    #expect(
      output.errorLines == ["storefront: \(file.path): is a file, not a directory; give a directory to write into"])
    #expect(try String(contentsOf: file, encoding: .utf8) == "keep me")
  }
}
