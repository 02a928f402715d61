import AppStoreSimulator
import Testing

/// Webhook URLs reduced to the endpoint they name: what counts as the same URL for "never sent
/// twice to that URL".
struct WebhookEndpointTests {
  @Test(arguments: [
    "http://localhost:8080/hook", "http://LOCALHOST:8080/hook", "HTTP://localhost:8080/hook",
    "http://localhost:8080/hook/", "http://localhost:8080//hook", "http://localhost:8080/hook#frag",
    "http://localhost:8080/a/../hook", "http://localhost:8080/./hook", "http://localhost:8080/%68ook",
    "http://user:secret@localhost:8080/hook", "http://localhost:8080/hook?",
  ])
  func spellingsOfOneEndpointShareItsKey(_ url: String) {
    #expect(WebhookEndpoint.key(url) == "http://localhost:8080/hook")
  }

  @Test func defaultPortsEmptyPathsAndEscapesAreNormalized() {
    #expect(WebhookEndpoint.key("https://Example.COM:443") == "https://example.com/")
    #expect(WebhookEndpoint.key("http://example.com:80/") == "http://example.com/")
    #expect(WebhookEndpoint.key("http://example.com/a%2fb?q=%7e%2f") == "http://example.com/a%2Fb?q=~%2F")
    #expect(WebhookEndpoint.key("http://[::1]:8080/hook") == "http://[::1]:8080/hook")
    #expect(WebhookEndpoint.key("http://[::ABCD]/hook") == "http://[::abcd]/hook")
  }

  @Test func otherEndpointsStayApart() {
    let keys = [
      "http://localhost:8080/hook", "https://localhost:8080/hook", "http://localhost:8081/hook",
      "http://localhost/hook", "http://localhost:8080/Hook", "http://localhost:8080/hook?x=1",
      "http://127.0.0.1:8080/hook", "http://localhost:8080/hook/more",
    ].map(WebhookEndpoint.key)
    #expect(Set(keys).count == keys.count)
  }

  @Test func onlyHTTPURLsWithAHostAndAPortInRangeAreEndpoints() {
    #expect(WebhookEndpoint("ftp://example.com/hook") == nil)
    #expect(WebhookEndpoint("http:///hook") == nil)
    #expect(WebhookEndpoint("http://example.com:70000/hook") == nil)
    #expect(WebhookEndpoint("not a url") == nil)
    #expect(WebhookEndpoint.key("not a url") == "not a url")
  }
}
