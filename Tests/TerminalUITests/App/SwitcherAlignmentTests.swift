import Catalog
import Testing

@testable import TerminalUI

/// The language switcher's names line up after codes of different widths (`pt-BR` beside `ar`).
struct SwitcherAlignmentTests {
  /// The column a label's names start in: after its code and the spaces that follow it.
  func nameColumn(_ label: String) -> Int {
    let code = label.prefix { $0 != " " }
    return code.count + label.dropFirst(code.count).prefix { $0 == " " }.count
  }

  @Test(arguments: ["en", "ar", "ja"])
  func theNamesStartInOneColumn(reader: String) {
    let environment = AppFixture.environment
    for kind in [SwitcherKind.language, .storefront] {
      let labels = environment.choices(kind).map { environment.label($0, in: kind, reader: LanguageTag(reader)) }
      #expect(Set(labels.map(nameColumn)).count == 1, "\(labels)")
    }
  }
}
