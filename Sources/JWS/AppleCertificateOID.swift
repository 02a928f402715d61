/// The marker extensions Apple's verifiers require in the App Store signing chain.
public enum AppleCertificateOID {
  /// Marks the leaf that signs App Store data ("Mac App Store and iTunes Store Receipt Signing").
  public static let receiptSigningLeaf = "1.2.840.113635.100.6.11.1"
  /// Marks the intermediate ("Apple Worldwide Developer Relations").
  public static let worldwideDeveloperRelationsIntermediate = "1.2.840.113635.100.6.2.1"
}
