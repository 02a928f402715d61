import Testing

@testable import StorefrontCLI

/// A webhook URL's password never reaches the terminal.
struct WebhookURLTextTests {
  @Test(arguments: [
    ("http://user:pass@127.0.0.1:1/a", "http://user:***@127.0.0.1:1/a"),
    ("https://a:b:c@hooks.example.com/x?y=1", "https://a:***@hooks.example.com/x?y=1"),
    ("https://token@hooks.example.com/x", "https://token@hooks.example.com/x"),
    ("https://hooks.example.com/x@y:z", "https://hooks.example.com/x@y:z"),
    ("http://127.0.0.1:8080/hook", "http://127.0.0.1:8080/hook"),
    ("not a url", "not a url"),
  ])
  func aPasswordIsShownAsStars(url: String, shown: String) {
    #expect(WebhookURLText.shown(url) == shown)
  }

  @Test func aFailedDeliveryNamesTheURLWithoutItsPassword() throws {
    let directory = try StorefrontProcess.temporaryDirectory()
    let catalog = StorefrontProcess.root.appendingPathComponent("catalog.json").path
    let data = directory.appendingPathComponent("data").path
    #expect(
      try StorefrontProcess.run(["buy", "com.iaptutorial.coins", "--catalog", catalog, "--data", data]).status == 0)
    let output = try StorefrontProcess.run([
      "notifications", "--catalog", catalog, "--data", data, "--webhook", "http://user:secret@127.0.0.1:1/a",
      "--retries", "0", "--timeout", "1",
    ])
    #expect(output.status == 75)
    #expect(!output.stderr.contains("secret") && output.stderr.contains("user:***@127.0.0.1:1"), "\(output.stderr)")
    let listed = try StorefrontProcess.run(["notifications", "--catalog", catalog, "--data", data, "--deliveries"])
    #expect(!listed.stdout.contains("secret") && listed.stdout.contains("user:***@"), "\(listed.stdout)")
  }
}
