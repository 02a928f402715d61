/// A webhook URL as the command line shows it: a password in it ("https://user:secret@host/") is
/// replaced by "***", so it does not land in a terminal's scrollback or a CI log.
enum WebhookURLText {
  /// `url` with the password of its user information, if any, shown as "***".
  static func shown(_ url: String) -> String {
    guard let scheme = url.firstRange(of: "://") else { return url }
    let authorityEnd = url[scheme.upperBound...].firstIndex { $0 == "/" || $0 == "?" || $0 == "#" } ?? url.endIndex
    let authority = url[scheme.upperBound..<authorityEnd]
    guard let at = authority.lastIndex(of: "@"), let colon = authority[..<at].firstIndex(of: ":") else { return url }
    return String(url[..<authority.index(after: colon)]) + "***" + String(url[at...])
  }
}
