#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// The C library's `wcwidth` and the UTF-8 locale it needs, reached once per process.
///
/// Glibc declares `wcwidth` only under `_XOPEN_SOURCE`, which Swift's Glibc module does not define, so the
/// function is looked up with `dlsym`. Its answer depends on `LC_CTYPE`: in the "C" locale every non-ASCII
/// character is -1, which is why ``locale`` switches to C.UTF-8 when the current codeset is not UTF-8.
enum LibcWidth {
  /// The signature of C's `int wcwidth(wchar_t)`.
  typealias Function = @convention(c) (wchar_t) -> Int32

  /// Whether `LC_CTYPE` uses UTF-8, after switching to C.UTF-8 if it did not; evaluated once, thread-safely.
  static let locale: Bool = {
    if codesetIsUTF8() { return true }
    _ = setlocale(LC_CTYPE, "C.UTF-8")
    return codesetIsUTF8()
  }()

  /// The C library's `wcwidth`, or `nil` if the symbol cannot be found.
  static let function: Function? = {
    guard let symbol = dlsym(UnsafeMutableRawPointer(bitPattern: 0), "wcwidth") else { return nil }
    return unsafeBitCast(symbol, to: Function.self)
  }()

  /// `wcwidth(scalar)` under a UTF-8 locale: -1 for non-printable, 0 for combining, else 1 or 2.
  ///
  /// Without a C library answer (no symbol, no UTF-8 locale) it returns 1, so layout stays usable.
  static func width(of scalar: Unicode.Scalar) -> Int {
    guard locale, let function else { return 1 }
    return Int(function(wchar_t(bitPattern: scalar.value)))
  }

  /// Whether `nl_langinfo(CODESET)` names UTF-8.
  private static func codesetIsUTF8() -> Bool {
    guard let name = nl_langinfo(nl_item(CODESET)) else { return false }
    let codeset = String(cString: name).uppercased()
    return codeset == "UTF-8" || codeset == "UTF8"
  }
}
