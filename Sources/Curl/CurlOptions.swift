package import CCurl

/// Sets options on one libcurl handle, keeping the first failure.
package final class CurlOptions {
  private let curl: CurlLibrary
  private let handle: UnsafeMutableRawPointer
  /// The first option libcurl refused, if any.
  package private(set) var failure: CURLcode?

  package init(curl: CurlLibrary, handle: UnsafeMutableRawPointer) {
    self.curl = curl
    self.handle = handle
  }

  package func set(_ option: CURLoption, _ value: Int) {
    keep(ccurl_setopt_long(curl.easySetopt, handle, option, value))
  }

  package func set(_ option: CURLoption, _ value: String) {
    keep(value.withCString { ccurl_setopt_pointer(curl.easySetopt, handle, option, $0) })
  }

  package func set(_ option: CURLoption, pointer value: UnsafeRawPointer?) {
    keep(ccurl_setopt_pointer(curl.easySetopt, handle, option, value))
  }

  package func set(_ option: CURLoption, offset value: curl_off_t) {
    keep(ccurl_setopt_offset(curl.easySetopt, handle, option, value))
  }

  package func set(_ option: CURLoption, callback: curl_write_callback) {
    keep(ccurl_setopt_write_callback(curl.easySetopt, handle, option, callback))
  }

  private func keep(_ code: CURLcode) {
    if code != CURLE_OK && failure == nil { failure = code }
  }
}
