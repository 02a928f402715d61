import CCrypto

/// An OpenSSL memory BIO, freed when the value is dropped; for PEM and text output and PEM input.
final class MemoryBIO {
  let pointer: OpaquePointer

  /// An empty, writable BIO.
  init() {
    guard let bio = BIO_new(BIO_s_mem()) else { OpenSSLError.fatal("BIO_new") }
    pointer = bio
  }

  /// A BIO holding a copy of `bytes`, to read from.
  init(copying bytes: [UInt8]) {
    guard let bio = BIO_new(BIO_s_mem()) else { OpenSSLError.fatal("BIO_new") }
    pointer = bio
    if !bytes.isEmpty && BIO_write(bio, bytes, Int32(bytes.count)) != Int32(bytes.count) {
      OpenSSLError.fatal("BIO_write")
    }
  }

  deinit { BIO_free(pointer) }

  /// Everything written so far, as text.
  var text: String {
    var contents: UnsafePointer<CChar>?
    let count = ccrypto_bio_contents(pointer, &contents)
    guard let contents, count > 0 else { return "" }
    return contents.withMemoryRebound(to: UInt8.self, capacity: count) {
      String(decoding: UnsafeBufferPointer(start: $0, count: count), as: UTF8.self)
    }
  }
}
