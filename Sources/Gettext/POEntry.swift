/// One message of a gettext catalog: its key (`msgctxt`), English source and translations.
package struct POEntry: Sendable, Equatable {
  /// The message's key, its `msgctxt` ("status.coins").
  package var key: String
  /// The English source (`msgid`).
  package var source: String
  /// The English plural source (`msgid_plural`), for messages with a count.
  package var sourcePlural: String?
  /// The translations: one `msgstr`, or `msgstr[0]`… one per plural form.
  package var translations: [String]
  /// Marked `#, fuzzy`: a guess awaiting review, which gettext does not use.
  package var isFuzzy: Bool
  /// The line where the entry starts, for error messages.
  package var line: Int

  /// An entry; `line` is where it starts in its file.
  package init(
    key: String, source: String, sourcePlural: String?, translations: [String], isFuzzy: Bool, line: Int
  ) {
    self.key = key
    self.source = source
    self.sourcePlural = sourcePlural
    self.translations = translations
    self.isFuzzy = isFuzzy
    self.line = line
  }
}
