/// A failed SQLite call: the result code, what it means for the caller, and SQLite's message.
public struct SQLiteError: Error, Sendable, CustomStringConvertible {
  /// What a failure means for the program.
  public enum Kind: Sendable, Equatable {
    /// Another connection holds the lock past the busy timeout: try again later (exit 75).
    case busy
    /// The file is damaged (SQLITE_CORRUPT) or failed `quick_check` (exit 74).
    case corrupt
    /// The file is not a database at all (SQLITE_NOTADB) (exit 74).
    case notADatabase
    /// The file is a database of another program (its `application_id` differs) (exit 74).
    case foreignDatabase
    /// The file was written by a newer version of this program (exit 74).
    case newerSchema
    /// The file or its directory cannot be written (exit 74).
    case readOnly
    /// The disk or the database's page limit is full (exit 74).
    case full
    /// A constraint failed (UNIQUE, CHECK, FOREIGN KEY...): a bug or a race the caller handles.
    case constraint
    /// The file cannot be opened (missing directory, permissions) (exit 74).
    case cannotOpen
    /// Anything else.
    case other
  }

  /// What the failure means.
  public var kind: Kind
  /// The extended result code, e.g. 2067 for SQLITE_CONSTRAINT_UNIQUE.
  public var code: Int32
  /// SQLite's message, or this module's for checks it makes itself.
  public var message: String
  /// The database file.
  public var path: String

  /// Creates an error.
  public init(kind: Kind, code: Int32, message: String, path: String) {
    self.kind = kind
    self.code = code
    self.message = message
    self.path = path
  }

  /// `PATH: message` on one line.
  public var description: String { "\(path): \(message)" }

  /// The kind for an SQLite result code.
  static func kind(for code: Int32) -> Kind {
    switch code & 0xFF {
    case 5, 6: .busy  // SQLITE_BUSY, SQLITE_LOCKED
    case 11: .corrupt
    case 26: .notADatabase
    case 8: .readOnly
    case 13: .full
    case 19: .constraint
    case 14: .cannotOpen
    default: .other
    }
  }
}
