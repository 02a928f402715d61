import AppStoreSimulator
import Foundation
import HTTPTestServer
import SQLite
import Testing

/// Nothing from input reaches the terminal raw: `verify`, `notifications`, `overview`, store
/// reports and every error line show control characters escaped, and sizes are checked first.
struct TerminalSafetyTests {
  typealias P = StorefrontProcess

  let directory: URL

  init() throws {
    directory = try P.temporaryDirectory()
    try FileManager.default.copyItem(
      at: P.root.appendingPathComponent("catalog.json"), to: directory.appendingPathComponent("catalog.json"))
  }

  var data: URL { directory.appendingPathComponent("data") }

  func run(_ arguments: [String], input: Data? = nil) throws -> P.Output {
    try P.run(arguments + ["--data", data.path], in: directory, input: input)
  }

  /// The unpadded base64url form of `bytes`.
  static func base64URL(_ bytes: [UInt8]) -> String {
    Data(bytes).base64EncodedString().replacingOccurrences(of: "+", with: "-").replacingOccurrences(of: "/", with: "_")
      .replacingOccurrences(of: "=", with: "")
  }

  /// Whether `bytes` hold no control byte but newline, and no C1 control or bidi control as UTF-8.
  static func isSafe(_ bytes: [UInt8]) -> Bool {
    let text = String(decoding: bytes, as: UTF8.self)
    return bytes.allSatisfy { $0 >= 0x20 || $0 == 0x0A } && !bytes.contains(0x7F)
      && !text.unicodeScalars.contains {
        (0x80...0x9F).contains($0.value) || (0x202A...0x202E).contains($0.value) || (0x2066...0x2069).contains($0.value)
      }
  }

  /// A title-setting, screen-clearing sequence as a JWS header, in text and JSON form.
  @Test(arguments: [false, true]) func verifyShowsAnEscapeSequenceHeaderEscaped(json: Bool) throws {
    let header = Self.base64URL(Array("\u{1B}]2;pwned\u{07}\u{1B}[2J\u{9B}0m\u{202E}".utf8))
    // Valid JSON whose string holds ESC (escaped, as JSON must) and a raw DEL and RLO (as JSON may).
    let payload = Self.base64URL(Array("{\"bundleId\":\"\\u001b[31mred\u{7F}\u{202E}\"}".utf8))
    let output = try run(["verify", "\(header).\(payload).AAAA"] + (json ? ["--json"] : []))
    #expect(output.status == 1)
    #expect(Self.isSafe(output.bytes.stdout))
    #expect(Self.isSafe(output.bytes.stderr))
    if json {
      let report = try JSONSerialization.jsonObject(with: Data(output.bytes.stdout)) as? [String: Any]
      #expect(report?["header"] as? String == "(not JSON) \\u{1b}]2;pwned\\u{7}\\u{1b}[2J\\u{9b}0m\\u{202e}")
      #expect(report?["verified"] as? Bool == false)
    } else {
      #expect(output.stdout.hasPrefix("header:\n(not JSON) \\u{1b}]2;pwned\\u{7}\\u{1b}[2J\\u{9b}0m\\u{202e}\n"))
      #expect(output.stdout.contains("payload:\n{\n  \"bundleId\": \"\\u001b[31mred\\u007f\\u202e\"\n}\n"))
      #expect(
        output.stdout.hasSuffix(
          "\nNOT VERIFIED: malformed JWS: the header is not strict JSON: expected a value, got character U+001B at byte 0\n"
        ))
    }
  }

  @Test func verifyShowsBytesThatAreNotUTF8InHex() throws {
    let header = Self.base64URL([0xFF, 0xFE, 0x00, 0x41])
    let output = try run(["verify", "\(header).\(header).AAAA"])
    #expect(output.status == 1)
    #expect(output.stdout.hasPrefix("header:\n(not JSON) \\xff\\xfe\\u{0}A\npayload:\n(not JSON) \\xff\\xfe\\u{0}A\n"))
    #expect(Self.isSafe(output.bytes.stdout))
  }

  @Test func aOneMebibyteJWSOnStandardInputIsRefusedUnreadInOneLine() throws {
    let segment = String(repeating: "A", count: 512 * 1024)
    let output = try run(["verify", "-"], input: Data("\(segment).\(segment).AAAA\n".utf8))
    #expect(output.status == 65)
    #expect(output.stdout.isEmpty)
    #expect(
      output.stderr == "storefront: not verified: the JWS on standard input is longer than the limit of 65536 bytes\n")
    #expect(!output.bytes.stderr.contains(0))
    // Refused before anything was opened: no store was made.
    #expect(!FileManager.default.fileExists(atPath: data.path))
  }

  @Test func anOversizedJWSArgumentIsRefusedBeforeDecoding() throws {
    let segment = String(repeating: "A", count: 50_000)
    let output = try run(["verify", "\(segment).\(segment).AAAA"])
    #expect(output.status == 65)
    #expect(output.stdout.isEmpty)
    #expect(output.stderr == "storefront: not verified: JWS is 100006 bytes; the limit is 65536\n")
    #expect(!FileManager.default.fileExists(atPath: data.path))
  }

  @Test func aGenuineJWSOnStandardInputStillVerifies() throws {
    #expect(try run(["store", "purchase", "com.iaptutorial.premium"]).status == 0)
    let listed = try run(["store", "transactions", "--json"])
    let jws = try #require(
      (try JSONSerialization.jsonObject(with: Data(listed.stdout.utf8)) as? [String: Any])?["jws"] as? String)
    let output = try run(["verify", "-"], input: Data((jws + "\r\n").utf8))
    #expect(output.status == 0)
    #expect(output.stdout.contains("\"productId\": \"com.iaptutorial.premium\""))
    #expect(output.stdout.hasSuffix("verified: signed by the store's root, ES256, chain and extensions valid\n"))
  }

  @Test(arguments: [
    ["buy", "\u{1B}]2;x\u{07}"], ["store", "purchase", "\u{1B}]2;x\u{07}"],
  ])
  func aProductIDWithAnEscapeSequenceIsNamedEscaped(_ arguments: [String]) throws {
    let output = try run(arguments)
    #expect(output.status == 65)
    #expect(output.stderr.hasPrefix("storefront: unknown product \"\\u{1b}]2;x\\u{7}\""))
    #expect(output.errorLines.count == 1)
    #expect(Self.isSafe(output.bytes.stderr) && Self.isSafe(output.bytes.stdout))
  }

  @Test(arguments: [
    ["status", "--device", "a\u{1B}[2Jb\nc"], ["\u{1B}[2J\nrm"], ["--\u{1B}[2J"], ["validate", "no\u{1B}[2J\n.json"],
    ["render", "--storefront", "\u{9B}2J\u{202E}"], ["render", "--size", "80x\u{1B}[2J"],
    ["store", "rate", "fast\u{1B}[2J"],
  ])
  func inputNamedInAnErrorIsOneEscapedLine(_ arguments: [String]) throws {
    let output = try run(arguments)
    #expect(output.status == 64 || output.status == 65)
    #expect(output.errorLines.count == 1)
    #expect(output.stderr.contains("\\u{1b}[2J") || output.stderr.contains("\\u{9b}2J\\u{202e}"))
    #expect(Self.isSafe(output.bytes.stderr) && Self.isSafe(output.bytes.stdout))
  }

  @Test func anUnknownStoreActionIsEscapedAndTheUsageStillPrintsAsLines() throws {
    let output = try run(["store", "x\u{1B}[2J\ny"])
    #expect(output.status == 64)
    #expect(output.errorLines.first == "storefront: unknown or incomplete store command \"x\\u{1b}[2J\\u{a}y\":")
    #expect(output.errorLines.dropFirst().first?.hasPrefix("storefront store status | advance DURATION") == true)
    #expect(output.errorLines.count == 18)  // the message, then the usage's 17 lines
    #expect(Self.isSafe(output.bytes.stderr))
  }

  @Test func notificationsAndStoreTransactionsFromAnEditedLedgerAreEscaped() throws {
    #expect(try run(["store", "purchase", "com.iaptutorial.coins"]).status == 0)
    let ledger = try SQLiteDatabase(
      path: data.appendingPathComponent("store/store.sqlite").path, applicationID: 0x5346_5354,
      migrations: StoreLedgerFile.migrations)
    try ledger.execute("UPDATE notification SET type = char(27) || ']2;x' || char(7) || char(10) || 'FAKE'")
    try ledger.execute("UPDATE store_transaction SET product_id = char(27) || '[2J' || char(8238)")
    let notifications = try run(["notifications"])
    #expect(notifications.status == 0)
    #expect(notifications.stdout.contains("\\u{1b}]2;x\\u{7}\\u{a}FAKE"))
    #expect(notifications.stdout.split(separator: "\n").count == 1)
    let transactions = try run(["store", "transactions"])
    #expect(transactions.stdout.contains("  \\u{1b}[2J\\u{202e}  PURCHASE"))
    for output in [notifications, transactions, try run(["notifications", "--json"])] {
      #expect(Self.isSafe(output.bytes.stdout) && Self.isSafe(output.bytes.stderr))
    }
  }

  @Test func pendingPurchasesFromAnEditedLedgerAreEscaped() throws {
    #expect(try run(["store", "purchase", "com.iaptutorial.coins", "--outcome", "ask-to-buy"]).status == 0)
    let ledger = try SQLiteDatabase(
      path: data.appendingPathComponent("store/store.sqlite").path, applicationID: 0x5346_5354,
      migrations: StoreLedgerFile.migrations)
    try ledger.execute("UPDATE pending_purchase SET product_id = char(27) || ']2;x' || char(7) || char(8238)")
    let pending = try run(["store", "pending"])
    #expect(pending.status == 0)
    #expect(pending.stdout.contains("  askToBuy  \\u{1b}]2;x\\u{7}\\u{202e} x1  device default  since "))
    #expect(Self.isSafe(pending.bytes.stdout))
  }

  @Test func webhookDeliveriesFromAnEditedLedgerAreEscaped() throws {
    let server = try HTTPTestServer(statuses: [500])
    defer { server.stop() }
    #expect(try run(["store", "purchase", "com.iaptutorial.coins"]).status == 0)
    #expect(try run(["notifications", "--webhook", server.url(), "--retries", "0"]).status == 75)
    let ledger = try SQLiteDatabase(
      path: data.appendingPathComponent("store/store.sqlite").path, applicationID: 0x5346_5354,
      migrations: StoreLedgerFile.migrations)
    try ledger.execute("UPDATE webhook_attempt SET url = 'http://h/' || char(27) || '[2J' || char(10) || 'x'")
    let deliveries = try run(["notifications", "--deliveries"])
    #expect(deliveries.status == 0)
    #expect(deliveries.stdout.contains("  http://h/\\u{1b}[2J\\u{a}x  attempt 1  HTTP 500 refused\n"))
    #expect(deliveries.stdout.split(separator: "\n").count == 1)
    #expect(Self.isSafe(deliveries.bytes.stdout))
  }

  @Test func overviewNamesACatalogPathWithAnEscapeSequenceEscaped() throws {
    let name = "cat\u{1B}]2;x\u{07}.json"
    try FileManager.default.copyItem(
      at: directory.appendingPathComponent("catalog.json"), to: directory.appendingPathComponent(name))
    let output = try run(["overview", "--catalog", name])
    #expect(output.status == 0)
    #expect(output.stdout.hasPrefix("IAP Tutorial: what cat\\u{1b}]2;x\\u{7}.json sells in storefront USA"))
    #expect(Self.isSafe(output.bytes.stdout))
    let validated = try run(["validate", name])
    #expect(validated.stdout.hasPrefix("cat\\u{1b}]2;x\\u{7}.json: ok: 6 products"))
    #expect(Self.isSafe(validated.bytes.stdout))
  }
}
