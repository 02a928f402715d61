/// The checked protected header of an ES256 JWS: its `x5c` certificates, decoded.
struct JWSHeader {
  /// The header parameters this verifier refuses: `crit` (no extensions are understood, RFC 7515
  /// §4.1.11) and the ones that point at keys elsewhere (`jku`, `x5u`, `jwk`; never fetched or trusted).
  static let forbiddenParameters = ["crit", "jku", "x5u", "jwk"]

  /// The DER bytes of `x5c[0]`, `x5c[1]` and `x5c[2]`: leaf, intermediate, root.
  var certificateChain: [[UInt8]]

  /// Checks `bytes`: a strict JSON object, `alg` exactly "ES256", no forbidden parameter, and `x5c`
  /// an array of exactly three strict standard base64 strings.
  static func parse(_ bytes: [UInt8]) throws(JWSVerificationError) -> JWSHeader {
    let value: JSONValue
    do throws(StrictJSONError) {
      value = try StrictJSONParser.parse(bytes)
    } catch {
      throw .malformed("the header is not strict JSON: \(error)")
    }
    guard case .object(let fields) = value else { throw .malformed("the header is not a JSON object") }
    guard let algorithm = fields["alg"] else { throw .malformed("the header has no \"alg\"") }
    guard case .string(let name) = algorithm else {
      throw .malformed("the header's \"alg\" is not a string")
    }
    guard name == "ES256" else { throw .unsupportedAlgorithm(name) }
    if let forbidden = forbiddenParameters.first(where: { fields[$0] != nil }) {
      throw .forbiddenHeader(forbidden)
    }
    guard let x5c = fields["x5c"] else { throw .invalidCertificateChain("the header has no \"x5c\"") }
    guard case .array(let entries) = x5c else { throw .invalidCertificateChain("\"x5c\" is not an array") }
    guard entries.count == 3 else {
      throw .invalidCertificateChain("\"x5c\" has \(entries.count) entries; exactly 3 are required")
    }
    var chain: [[UInt8]] = []
    for (position, entry) in entries.enumerated() {
      guard case .string(let text) = entry, let der = StandardBase64.decode(text) else {
        throw .invalidCertificateChain("x5c[\(position)] is not a standard base64 string")
      }
      chain.append(der)
    }
    return JWSHeader(certificateChain: chain)
  }
}
