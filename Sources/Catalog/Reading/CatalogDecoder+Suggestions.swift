extension CatalogDecoder {
  /// How many candidate comparisons the did-you-mean searches of one read may make in all: a
  /// search among the ids of 20,000 products costs 20,000, so about fifty such searches fit,
  /// and a file with a million ids gets no suggestion rather than a slow answer.
  static let suggestionBudget = 1_000_000

  /// `message` with `; did you mean "x"?` when `value` is close to one of `candidates` (and the
  /// search fits in what is left of the read's budget), else with `otherwise`.
  func suggesting(
    _ message: String, for value: String, among candidates: () -> [String], count: Int, otherwise: String? = nil
  ) -> String {
    guard count <= suggestionsLeft else { return message + (otherwise ?? "") }
    suggestionsLeft -= count
    return NearestKey.message(message, for: value, among: candidates(), otherwise: otherwise)
  }
}
