/// libcurl could not be loaded, in one line.
package struct CurlLoadError: Error, Sendable {
  package let message: String
}
