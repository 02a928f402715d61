import Foundation
import Testing

/// The command line as a user meets it: output, exit statuses, and nothing written by checks.
struct CLITests {
  typealias P = StorefrontProcess

  var shippedCatalog: String { P.root.appendingPathComponent("catalog.json").path }

  @Test func validatePrintsASummaryOfTheShippedCatalog() throws {
    let output = try P.run(["validate", shippedCatalog])
    #expect(output.status == 0)
    #expect(
      output.stdout
        == "\(shippedCatalog): ok: 6 products (2 consumable, 1 non-consumable, 2 auto-renewable, 1 non-renewing), "
        + "1 subscription group, 12 storefronts, 8 languages, 3 paywalls\n")
    #expect(output.stderr.isEmpty)
  }

  @Test func validateUsesCatalogJSONInTheCurrentDirectory() throws {
    let directory = try P.temporaryDirectory()
    try FileManager.default.copyItem(
      atPath: shippedCatalog, toPath: directory.appendingPathComponent("catalog.json").path)
    let output = try P.run(["validate"], in: directory)
    #expect(output.status == 0)
    #expect(output.stdout.hasPrefix("catalog.json: ok: 6 products"))
  }

  @Test func badCatalogReportsEveryProblemOnStderrWithExit65AndWritesNothing() throws {
    let directory = try P.temporaryDirectory()
    let text = try String(contentsOfFile: shippedCatalog, encoding: .utf8)
      .replacingOccurrences(of: "\"USA\": \"0.99\"", with: "\"USA\": 0.99")
      .replacingOccurrences(of: "\"referenceName\": \"Season Pass\"", with: "\"refrenceName\": \"Season Pass\"")
    try text.write(to: directory.appendingPathComponent("catalog.json"), atomically: true, encoding: .utf8)
    let before = P.listing(directory)
    let output = try P.run(["validate"], in: directory)
    #expect(output.status == 65)
    #expect(output.stdout.isEmpty)
    let lines = output.errorLines
    #expect(lines.count == 3)
    #expect(lines.allSatisfy { $0.hasPrefix("catalog.json:") })
    #expect(
      lines.contains {
        $0.hasSuffix("products[0].prices.USA: expected a decimal string such as \"0.99\", got number 0.99")
      })
    #expect(
      lines.contains {
        $0.hasSuffix("products[3].refrenceName: unknown key \"refrenceName\"; did you mean \"referenceName\"?")
      })
    #expect(lines.contains { $0.hasSuffix("products[3]: missing required key \"referenceName\"") })
    #expect(P.listing(directory) == before)
  }

  @Test func manyProblemsAreListedUpToFiftyAndCounted() throws {
    let directory = try P.temporaryDirectory()
    let unknown = (0..<60).map { ", \"x\($0)\": 0" }.joined()
    let text = try String(contentsOfFile: shippedCatalog, encoding: .utf8)
      .replacingOccurrences(of: "\"appAppleId\": 6744000001", with: "\"appAppleId\": 6744000001" + unknown)
    try text.write(to: directory.appendingPathComponent("catalog.json"), atomically: true, encoding: .utf8)
    let output = try P.run(["validate"], in: directory)
    #expect(output.status == 65)
    let lines = output.errorLines
    #expect(lines.count == 51)
    #expect(
      lines.first?.hasSuffix("app.x0: unknown key \"x0\"; expected one of: bundleId, name, appAppleId, bundleVersion")
        == true)
    #expect(
      lines[49].hasSuffix("app.x49: unknown key \"x49\"; expected one of: bundleId, name, appAppleId, bundleVersion"))
    #expect(lines.last == "catalog.json: … and 10 more problems")
    let json = try P.run(["validate", "--json"], in: directory)
    #expect(json.status == 65)
    let object = try JSONSerialization.jsonObject(with: Data(json.stdout.utf8)) as? [String: Any]
    #expect(object?["ok"] as? Bool == false)
    #expect(object?["problemCount"] as? Int == 60)
    #expect((object?["problems"] as? [String]) == Array(lines.prefix(50)))
  }

  @Test func missingCatalogIsOneLineAndExit65() throws {
    let directory = try P.temporaryDirectory()
    let output = try P.run(["validate", "nope.json"], in: directory)
    #expect(output.status == 65)
    #expect(output.stderr == "nope.json: no such file\n")
    let bare = try P.run([], in: directory)
    #expect(bare.status == 65)
    #expect(bare.stderr == "catalog.json: no such file\n")
  }

  @Test func validateJSON() throws {
    let output = try P.run(["validate", shippedCatalog, "--json"])
    #expect(output.status == 0)
    let object = try JSONSerialization.jsonObject(with: Data(output.stdout.utf8)) as? [String: Any]
    #expect(object?["ok"] as? Bool == true)
    #expect((object?["summary"] as? [String: Any])?["products"] as? Int == 6)
  }

  @Test func overviewListsProductsWithLocalPrices() throws {
    let output = try P.run(["overview", "--catalog", shippedCatalog])
    #expect(output.status == 0)
    #expect(output.stdout.contains("Unlock Premium Version"))
    #expect(output.stdout.contains("$2.99"))
  }

  @Test func withoutATerminalTheAppPrintsThePaywallAsTextAndAHint() throws {
    let output = try P.run(["--catalog", shippedCatalog, "--storefront", "JPN", "--locale", "ja"])
    #expect(output.status == 0)
    #expect(output.stdout.contains("Proにアップグレード") && output.stdout.contains("¥9,000/年"))
    #expect(!output.stdout.contains("\u{1B}"))
    #expect(output.errorLines.count == 1)
    // The hint is in the reader's language, its reason too.
    #expect(output.stderr.contains("storefront: stdin が端末ではありません。ペイウォールをテキストで表示しています"))
    #expect(output.stderr.contains("storefront render、products、buy、restore、status"))
    let english = try P.run(["--catalog", shippedCatalog, "--locale", "en"])
    #expect(english.stderr.contains("storefront: stdin is not a terminal; showing the paywall as text"))
    let arabic = try P.run(["--catalog", shippedCatalog, "--locale", "ar", "--storefront", "SAU"])
    #expect(arabic.stderr.hasPrefix("storefront: stdin ليس طرفية"), "\(arabic.stderr)")
    #expect(english.stderr.contains("storefront render, products, buy, restore, status"))
  }

  /// Issue 12: the plain-text fallback offered "1 week free" and "Start free trial" to an account
  /// that used its trial and is subscribed, and showed no "Current plan": it shows the paywall
  /// for the device's account, as the app does.
  @Test func withoutATerminalThePaywallKnowsTheAccount() throws {
    let newcomer = try P.run([], in: try P.catalogDirectory(realTime: true))
    #expect(newcomer.status == 0)
    #expect(newcomer.stdout.contains("[ Start free trial ]") && newcomer.stdout.contains("1 week free"))

    let directory = try P.catalogDirectory(realTime: true)
    #expect(try P.run(["buy", "com.example.pro.yearly"], in: directory).status == 0)
    let subscriber = try P.run([], in: directory)
    #expect(subscriber.status == 0)
    #expect(subscriber.stdout.contains("Pro Yearly  Current plan"))
    #expect(subscriber.stdout.contains("[ Current plan ]"))
    #expect(!subscriber.stdout.contains("1 week free"))
    #expect(!subscriber.stdout.contains("Start free trial"))
    #expect(subscriber.errorLines.count == 1)
  }

  /// Issue 12: the plain-text fallback took `--device ../evil` with exit 0; it is the same usage
  /// error as everywhere else.
  @Test func withoutATerminalABadDeviceNameIsStillAUsageError() throws {
    let output = try P.run(["--catalog", shippedCatalog, "--device", "../evil"])
    #expect(output.status == 64)
    #expect(output.stdout.isEmpty)
    #expect(output.stderr.hasPrefix("storefront: --device \"../evil\" must be"))
  }

  /// Issue 15: `--store` names a served store by its address only; anything else is a usage error
  /// that touches nothing.
  @Test(arguments: [
    "ftp://127.0.0.1:8080", "127.0.0.1:8080", "http://127.0.0.1:8080/inApps", "http://", "http://u@h:1",
  ])
  func aStoreAddressThatIsNotOneIsAUsageError(address: String) throws {
    let directory = try P.temporaryDirectory()
    let output = try P.run(
      ["status", "--catalog", shippedCatalog, "--store", address], in: directory,
      environment: ["STOREFRONT_STORE_TOKEN": "x"])
    #expect(output.status == 64)
    #expect(
      output.stderr
        == "storefront: --store \"\(address)\" is not the address of a served store, e.g. http://127.0.0.1:8080\n")
    #expect(P.listing(directory).isEmpty)
  }

  @Test func overviewFollowsStorefrontAndLocale() throws {
    let output = try P.run(["overview", "--catalog", shippedCatalog, "--storefront", "JPN", "--locale", "ja"])
    #expect(output.status == 0)
    #expect(output.stdout.contains("storefront JPN (JPY)"))
    #expect(output.stdout.contains("プレミアム版をアンロック"))
    #expect(output.stdout.contains("¥450") || output.stdout.contains("￥450"))
    let german = try P.run(["overview", "--catalog", shippedCatalog, "--storefront", "DEU", "--locale", "de_DE"])
    #expect(german.stdout.contains("Premium-Version freischalten"))
    #expect(german.stdout.contains("2,99\u{A0}€"))
    let unknown = try P.run(["overview", "--catalog", shippedCatalog, "--storefront", "XYZ"])
    #expect(unknown.status == 64)
    #expect(unknown.stderr.hasPrefix("storefront: --storefront \"XYZ\" is not in the catalog; choose one of: USA, GBR"))
  }

  @Test func aDirectoryIsNotACatalog() throws {
    let directory = try P.temporaryDirectory()
    try FileManager.default.createDirectory(
      at: directory.appendingPathComponent("catalog.json"), withIntermediateDirectories: true)
    let output = try P.run(["validate"], in: directory)
    #expect(output.status == 65)
    #expect(output.stderr == "catalog.json: is a directory, not a catalog file\n")
  }

  @Test(.timeLimit(.minutes(1)))
  func aNamedPipeNothingWritesToIsReadAsEmptyNotWaitedOn() throws {
    let directory = try P.temporaryDirectory()
    let fifo = directory.appendingPathComponent("catalog.json").path
    #expect(mkfifo(fifo, 0o600) == 0)
    for arguments in [["validate"], ["overview"], ["import", "catalog.json", "-o", "out.json"]] {
      let output = try P.run(arguments, in: directory)
      #expect(output.status == 65, "\(arguments)")
      #expect(output.stderr == "catalog.json: is a named pipe that nothing wrote to\n", "\(arguments)")
    }
  }

  @Test func aDataDirectoryThatCannotBeMadeIsAnIOError() throws {
    for data in ["/dev/null", "/proc/storefront-nonexistent/data"] {
      let output = try P.run(["status", "--catalog", shippedCatalog, "--data", data])
      #expect(output.status == 74, "\(data): \(output.stderr)")
      #expect(output.stderr.contains("cannot create the store directory"), "\(data)")
    }
  }

  @Test func anOversizedFileIsRefusedBeforeReading() throws {
    let directory = try P.temporaryDirectory()
    let url = directory.appendingPathComponent("catalog.json")
    #expect(FileManager.default.createFile(atPath: url.path, contents: nil))
    let handle = try FileHandle(forWritingTo: url)
    try handle.truncate(atOffset: 65 << 20)  // sparse: no disk space used
    try handle.close()
    let output = try P.run(["validate"], in: directory)
    #expect(output.status == 65)
    #expect(output.stderr == "catalog.json: file is larger than the limit of 67108864 bytes (64 MiB)\n")
  }

  @Test func versionNamesTheLinkedLibraries() throws {
    let output = try P.run(["--version"])
    #expect(output.status == 0)
    #expect(output.stdout.hasPrefix("storefront 0.1.0 (SQLite 3."))
    #expect(output.stdout.contains("OpenSSL 3."))
    #expect(output.stdout.contains("ncurses 6."))
  }

  @Test(arguments: [
    (["frobnicate"], "storefront: unknown command \"frobnicate\"; run storefront --help for the list"),
    (["validate", "--bogus"], "storefront: unknown option --bogus"),
    (["validate", "--catalog"], "storefront: option --catalog needs a value"),
    (["validate", "a.json", "b.json"], "storefront: validate takes one catalog path, got 2"),
    (["import"], "storefront: import takes one .storekit file, e.g. storefront import Products.storekit"),
    (["--json=yes"], "storefront: option --json takes no value"),
  ])
  func usageErrorsExit64(arguments: [String], message: String) throws {
    let output = try P.run(arguments)
    #expect(output.status == 64)
    #expect(output.stderr == message + "\n")
    #expect(output.stdout.isEmpty)
  }

  @Test func importWritesAValidCatalogAtomicallyAndDeterministically() throws {
    let directory = try P.temporaryDirectory()
    let source = P.root.appendingPathComponent(
      "Tests/CatalogTests/Fixtures/xcode/apple__sample-backyard-birds__Misc__Store.storekit"
    ).path
    let first = try P.run(["import", source, "-o", "birds.json", "--bundle-id", "com.example.birds"], in: directory)
    #expect(first.status == 0)
    #expect(first.stdout.isEmpty)
    #expect(first.errorLines.last == "\(source): imported 9 products into birds.json")
    #expect(
      first.errorLines.contains {
        $0.hasSuffix(
          "note: pellet.single: a .storekit file has no coin amount; each purchase credits 1 coin (edit \"coins\")")
      })
    #expect(P.listing(directory) == ["birds.json"])
    let validated = try P.run(["validate", "birds.json"], in: directory)
    #expect(validated.status == 0)
    let toStdout = try P.run(["import", source, "--bundle-id", "com.example.birds"], in: directory)
    let written = try String(contentsOf: directory.appendingPathComponent("birds.json"), encoding: .utf8)
    #expect(toStdout.stdout == written)
    #expect(written.contains("\"bundleId\": \"com.example.birds\""))
  }

  /// Issue 13: the Backyard Birds import showed "Individual $4.99/month … Save 58%", a saving
  /// measured against Premium, a higher level of service; a saving compares plans of one level.
  @Test func theBackyardBirdsImportShowsNoSavingAcrossLevelsOfService() throws {
    let directory = try P.temporaryDirectory()
    let source = P.root.appendingPathComponent(
      "Tests/CatalogTests/Fixtures/xcode/apple__sample-backyard-birds__Misc__Store.storekit"
    ).path
    #expect(try P.run(["import", source, "-o", "birds.json"], in: directory).status == 0)
    let frame = try P.run(["render", "--catalog", "birds.json", "--data", "data"], in: directory)
    #expect(frame.status == 0)
    #expect(frame.stdout.contains("Individual") && frame.stdout.contains("$4.99/month"))
    #expect(!frame.stdout.contains("Save"), "\(frame.stdout)")
  }

  /// Issue 13: a catalog that forces the Backyard Birds saving (Individual "Save 58%", true only against
  /// Premium, a higher level of service) fails lint on AR-31, while AR-23 (is the number backed by some
  /// plan?) lets it through.
  @Test func aForcedSavingAcrossLevelsOfServiceFailsLint() throws {
    let directory = try P.temporaryDirectory()
    let source = P.root.appendingPathComponent(
      "Tests/CatalogTests/Fixtures/xcode/apple__sample-backyard-birds__Misc__Store.storekit"
    ).path
    #expect(try P.run(["import", source, "-o", "birds.json"], in: directory).status == 0)
    let url = directory.appendingPathComponent("birds.json")
    var catalog = try #require(JSONSerialization.jsonObject(with: Data(contentsOf: url)) as? [String: Any])
    var paywalls = try #require(catalog["paywalls"] as? [[String: Any]])
    paywalls[0]["presentation"] = ["claimedSavings": ["pass.individual": 58]]
    catalog["paywalls"] = paywalls
    try JSONSerialization.data(withJSONObject: catalog, options: [.sortedKeys]).write(
      to: directory.appendingPathComponent("forced.json"))
    let lint = try P.run(["lint", "--catalog", "forced.json", "--size", "80x24", "--customer", "new"], in: directory)
    #expect(lint.status == 1)
    #expect(
      lint.stdout.contains("default  AR-31 reject savings-like-for-like: fails in 1 of 1 frames"), "\(lint.stdout)")
    #expect(
      lint.stdout.contains(
        "claim \"Save 58%\" for pass.individual holds only against pass.premium, another level of service"))
    #expect(!lint.stdout.contains("AR-23"))
    let honest = try P.run(["lint", "--catalog", "birds.json", "--size", "80x24", "--customer", "new"], in: directory)
    #expect(!honest.stdout.contains("AR-31"), "\(honest.stdout)")
  }

  /// Issue 12: `import catalog.json` listed 24 schema errors; a catalog is not a `.storekit` file.
  @Test func importOfACatalogSaysItIsNotAStoreKitFile() throws {
    let directory = try P.catalogDirectory()
    let output = try P.run(["import", "catalog.json"], in: directory)
    #expect(output.status == 65)
    #expect(output.stdout.isEmpty)
    #expect(output.stderr == "catalog.json: this is not a .storekit file (it looks like a storefront catalog)\n")
  }

  /// Issue 12: imported app names were cut to 30 characters without a word. 30 is the App Store's
  /// limit for an app name (and the catalog's): the name is cut there, and a note says so.
  @Test func importSaysWhenItCutsTheAppName() throws {
    let directory = try P.temporaryDirectory()
    let source = P.root.appendingPathComponent(
      "Tests/CatalogTests/Fixtures/xcode/apple__sample-backyard-birds__Misc__Store.storekit"
    ).path
    let long = "Backyard Birds: the Complete Field Guide"
    let output = try P.run(["import", source, "--name", long, "-o", "birds.json"], in: directory)
    #expect(output.status == 0)
    #expect(
      output.errorLines.contains(
        "\(source): note: the app name \"\(long)\" is cut to \"Backyard Birds: the Complete F\": an App Store app "
          + "name is at most 30 characters (set it with --name)"))
    let written = try String(contentsOf: directory.appendingPathComponent("birds.json"), encoding: .utf8)
    #expect(written.contains("\"name\": \"Backyard Birds: the Complete F\""))
    let short = try P.run(["import", source, "--name", "Backyard Birds", "-o", "short.json"], in: directory)
    #expect(!short.stderr.contains("is cut to"))
  }

  @Test func importOfABadFileExits65() throws {
    let directory = try P.temporaryDirectory()
    try "{\"products\": [1,]}".write(
      to: directory.appendingPathComponent("x.storekit"), atomically: true, encoding: .utf8)
    let output = try P.run(["import", "x.storekit", "-o", "out.json"], in: directory)
    #expect(output.status == 65)
    #expect(output.stderr == "x.storekit:1:16: products: trailing comma before ']'\n")
    #expect(P.listing(directory) == ["x.storekit"])
  }
}
