import Testing

@testable import StorefrontCLI

@Suite struct KeyPathTests {
  @Test(arguments: [
    ("keys/a.p8", "keys"), ("/a.p8", "/"), ("a.p8", ""), ("/x/y//", "/x"), ("a//b.p8", "a"), ("/", "/"),
  ])
  func directoryPartIsWhatDeletingTheLastComponentLeaves(path: String, directory: String) {
    #expect(KeysCommand.directoryPart(of: path) == directory)
  }
}
