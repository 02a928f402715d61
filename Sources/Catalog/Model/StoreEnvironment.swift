/// The App Store environment signed transactions name in `environment`.
public enum StoreEnvironment: String, Sendable, Hashable, CaseIterable {
  case sandbox = "Sandbox"
  case production = "Production"
  case xcode = "Xcode"
  case localTesting = "LocalTesting"
}
