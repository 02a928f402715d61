/// One message of a gettext catalog: its key (`msgctxt`), English source and translations.
struct POEntry: Sendable, Equatable {
  /// The message's key, its `msgctxt` ("status.coins").
  var key: String
  /// The English source (`msgid`).
  var source: String
  /// The English plural source (`msgid_plural`), for messages with a count.
  var sourcePlural: String?
  /// The translations: one `msgstr`, or `msgstr[0]`… one per plural form.
  var translations: [String]
  /// Marked `#, fuzzy`: a guess awaiting review, which gettext does not use.
  var isFuzzy: Bool
  /// The line where the entry starts, for error messages.
  var line: Int
}
