import Foundation
import Testing

@testable import JWS

/// The certificates the factory makes: the strict profile, read back through our API and through
/// the openssl tool, and accepted by `openssl verify -x509_strict`.
struct CertificateTests {
  static let basicConstraints = "2.5.29.19"
  static let keyUsage = "2.5.29.15"
  static let subjectKeyIdentifier = "2.5.29.14"
  static let authorityKeyIdentifier = "2.5.29.35"

  let identity = TokenForge.identity

  /// Whether extension `oid` of `certificate` is present and critical (nil: absent).
  func criticality(_ certificate: Certificate, _ oid: String) -> Bool? { certificate.isCritical(extensionOID: oid) }

  @Test func rootProfile() {
    let root = identity.root
    #expect(root.isCA)
    #expect(criticality(root, Self.basicConstraints) == true)
    #expect(criticality(root, Self.keyUsage) == true)
    #expect(criticality(root, Self.subjectKeyIdentifier) == false)
    #expect(criticality(root, Self.authorityKeyIdentifier) == nil)
    #expect(!root.hasExtension(oid: AppleCertificateOID.worldwideDeveloperRelationsIntermediate))
    #expect(!root.hasExtension(oid: AppleCertificateOID.receiptSigningLeaf))
    #expect(root.subject == "CN=JWS Tests Root CA,O=JWS Tests")
    #expect(root.issuer == root.subject)
  }

  @Test func intermediateProfile() {
    let intermediate = identity.intermediate
    #expect(intermediate.isCA)
    #expect(criticality(intermediate, Self.basicConstraints) == true)
    #expect(criticality(intermediate, Self.keyUsage) == true)
    #expect(criticality(intermediate, Self.subjectKeyIdentifier) == false)
    #expect(criticality(intermediate, Self.authorityKeyIdentifier) == false)
    #expect(criticality(intermediate, AppleCertificateOID.worldwideDeveloperRelationsIntermediate) == false)
    #expect(!intermediate.hasExtension(oid: AppleCertificateOID.receiptSigningLeaf))
    #expect(intermediate.subject == "CN=JWS Tests Intermediate CA,O=JWS Tests")
    #expect(intermediate.issuer == identity.root.subject)
  }

  @Test func leafProfile() {
    let leaf = identity.leaf
    #expect(!leaf.isCA)
    #expect(criticality(leaf, Self.basicConstraints) == true)
    #expect(criticality(leaf, Self.keyUsage) == true)
    #expect(criticality(leaf, Self.subjectKeyIdentifier) == false)
    #expect(criticality(leaf, Self.authorityKeyIdentifier) == false)
    #expect(criticality(leaf, AppleCertificateOID.receiptSigningLeaf) == false)
    #expect(!leaf.hasExtension(oid: AppleCertificateOID.worldwideDeveloperRelationsIntermediate))
    #expect(leaf.publicKey == identity.leafKey.publicKey)
    #expect(leaf.issuer == identity.intermediate.subject)
  }

  @Test func defaultValidityIsTheYears2000To2099() {
    for certificate in [identity.root, identity.intermediate, identity.leaf] {
      #expect(certificate.notBefore == ISO8601DateFormatter().date(from: "2000-01-01T00:00:00Z"))
      #expect(certificate.notAfter == ISO8601DateFormatter().date(from: "2099-12-31T23:59:59Z"))
    }
  }

  @Test func customValidityIsHonoured() {
    let start = Date(timeIntervalSince1970: 1_600_000_000)
    let end = Date(timeIntervalSince1970: 1_800_000_000)
    let custom = CertificateChainFactory.makeIdentity(commonNamePrefix: "Short", notBefore: start, notAfter: end)
    #expect(custom.leaf.notBefore == start)
    #expect(custom.root.notAfter == end)
    #expect(custom.leaf.subject == "CN=Short Signing,O=Short")
  }

  /// `openssl x509 -text` of each certificate, checked line by line against storekit.md §6.5.
  @Test func opensslShowsTheStrictProfile() throws {
    let expectations: [(Certificate, [String])] = [
      (
        identity.root,
        [
          "X509v3 Basic Constraints: critical\n                CA:TRUE\n",
          "X509v3 Key Usage: critical\n                Certificate Sign, CRL Sign\n",
        ]
      ),
      (
        identity.intermediate,
        [
          "X509v3 Basic Constraints: critical\n                CA:TRUE, pathlen:0\n",
          "X509v3 Key Usage: critical\n                Certificate Sign, CRL Sign\n",
          "X509v3 Authority Key Identifier: \n", "1.2.840.113635.100.6.2.1: \n",
        ]
      ),
      (
        identity.leaf,
        [
          "X509v3 Basic Constraints: critical\n                CA:FALSE\n",
          "X509v3 Key Usage: critical\n                Digital Signature\n",
          "X509v3 Authority Key Identifier: \n", "1.2.840.113635.100.6.11.1: \n",
        ]
      ),
    ]
    for (certificate, lines) in expectations {
      let text = try ToolRunner.openssl(["x509", "-noout", "-text"], input: certificate.pem).stdout
      for line in lines + [
        "Version: 3 (0x2)", "Signature Algorithm: ecdsa-with-SHA256", "ASN1 OID: prime256v1",
        "X509v3 Subject Key Identifier: \n",
      ] {
        #expect(text.contains(line), "\(certificate.subject) lacks \(line.debugDescription)")
      }
      #expect(!text.contains("Authority Key Identifier: critical"))
      #expect(!text.contains("Subject Key Identifier: critical"))
    }
    let rootText = try ToolRunner.openssl(["x509", "-noout", "-text"], input: identity.root.pem).stdout
    #expect(!rootText.contains("Authority Key Identifier"))
  }

  @Test func serialNumbersAreRandomPositiveAndSixteenBytes() throws {
    var serials: Set<String> = []
    for certificate in [identity.root, identity.intermediate, identity.leaf] {
      let output = try ToolRunner.openssl(["x509", "-noout", "-serial"], input: certificate.pem).stdout
      let hex = output.trimmingCharacters(in: .whitespacesAndNewlines).replacingOccurrences(of: "serial=", with: "")
      #expect(hex.count == 32)
      #expect("4567".contains(hex.first!), "positive, with a non-zero top byte: \(hex)")
      serials.insert(hex)
    }
    #expect(serials.count == 3)
  }

  @Test func opensslVerifyWithX509StrictAcceptsTheChain() throws {
    let directory = try ToolRunner.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: directory) }
    for (name, certificate) in [
      ("root", identity.root), ("intermediate", identity.intermediate), ("leaf", identity.leaf),
    ] {
      try certificate.pem.write(to: directory.appendingPathComponent("\(name).pem"), atomically: true, encoding: .utf8)
    }
    let arguments = ["verify", "-x509_strict", "-CAfile", "root.pem", "-untrusted", "intermediate.pem", "leaf.pem"]
    let output = try ToolRunner.openssl(
      arguments.map { $0.hasSuffix(".pem") ? directory.appendingPathComponent($0).path : $0 })
    #expect(output.status == 0, "\(output.stderr)")
    #expect(output.stdout.hasSuffix("leaf.pem: OK\n"))

    try TokenForge.attacker.root.pem.write(
      to: directory.appendingPathComponent("root.pem"), atomically: true, encoding: .utf8)
    let foreign = try ToolRunner.openssl(
      arguments.map { $0.hasSuffix(".pem") ? directory.appendingPathComponent($0).path : $0 })
    #expect(foreign.status != 0, "a chain must not verify against another root with the same name")
  }

  @Test func fingerprintMatchesOpenSSL() throws {
    let output = try ToolRunner.openssl(["x509", "-noout", "-fingerprint", "-sha256"], input: identity.root.pem).stdout
    let expected = identity.root.sha256Fingerprint.map { String(format: "%02X", $0) }.joined(separator: ":")
    #expect(output == "sha256 Fingerprint=\(expected)\n")
  }

  @Test func pemAndDERRoundTrip() throws {
    let leaf = identity.leaf
    #expect(try Certificate(pem: leaf.pem) == leaf)
    #expect(try Certificate(der: leaf.der).subject == leaf.subject)
    #expect(leaf.pem.hasPrefix("-----BEGIN CERTIFICATE-----\n"))
    #expect(leaf.pem.split(separator: "\n").allSatisfy { $0.count <= 64 })
  }

  @Test func garbageIsNotACertificate() {
    let der = identity.leaf.der
    for bytes in [[], [0x30, 0x00], Array(der.dropLast()), der + [0x00], Array(repeating: 0x41, count: 300)] {
      #expect(throws: CryptoError.invalidCertificate("not a DER X.509 certificate")) { try Certificate(der: bytes) }
    }
    #expect(throws: CryptoError.invalidCertificate("not exactly one PEM block")) {
      try Certificate(pem: identity.leaf.pem + identity.root.pem)
    }
    #expect(throws: CryptoError.invalidCertificate("PEM label is \"PRIVATE KEY\"; expected \"CERTIFICATE\"")) {
      try Certificate(pem: identity.leafKey.pkcs8PEM)
    }
  }
}
