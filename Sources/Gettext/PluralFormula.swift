/// A gettext `Plural-Forms` expression (`n==1 ? 0 : 1`), parsed once and evaluated for a count.
///
/// The grammar is C's as gettext accepts it: `n`, decimal integers, parentheses, `!`, `* / %`,
/// `+ -`, `< <= > >=`, `== !=`, `&&`, `||` and `? :`. Division by zero evaluates to 0.
package struct PluralFormula: Sendable {
  /// A node of the expression.
  indirect enum Node: Sendable {
    case count
    case number(UInt64)
    case not(Node)
    case binary(Operator, Node, Node)
    case conditional(Node, Node, Node)
  }

  /// A binary operator.
  enum Operator: String, Sendable, CaseIterable {
    case multiply = "*", divide = "/", remainder = "%", add = "+", subtract = "-"
    case less = "<", lessOrEqual = "<=", greater = ">", greaterOrEqual = ">="
    case equal = "==", notEqual = "!=", and = "&&", or = "||"
  }

  /// Why an expression did not parse.
  package struct SyntaxError: Error, Equatable, Sendable {
    /// What was wrong, and at which character offset.
    package var message: String
  }

  let root: Node

  /// Parses `text`; at most 512 characters, since no real formula comes near that.
  package init(_ text: String) throws(SyntaxError) {
    guard text.utf8.count <= 512 else { throw SyntaxError(message: "plural formula longer than 512 characters") }
    var parser = Parser(tokens: try Self.tokens(text))
    root = try parser.conditional(depth: 0)
    guard parser.position == parser.tokens.count else {
      throw SyntaxError(message: "unexpected \"\(parser.tokens[parser.position])\" in plural formula")
    }
  }

  /// The index of the plural form for `n`.
  package func index(for n: UInt64) -> UInt64 { Self.evaluate(root, n) }

  private static func evaluate(_ node: Node, _ n: UInt64) -> UInt64 {
    switch node {
    case .count: return n
    case .number(let value): return value
    case .not(let operand): return evaluate(operand, n) == 0 ? 1 : 0
    case .conditional(let test, let yes, let no): return evaluate(test, n) != 0 ? evaluate(yes, n) : evaluate(no, n)
    case .binary(let op, let left, let right):
      let a = evaluate(left, n)
      if op == .and { return a != 0 && evaluate(right, n) != 0 ? 1 : 0 }
      if op == .or { return a != 0 || evaluate(right, n) != 0 ? 1 : 0 }
      let b = evaluate(right, n)
      switch op {
      case .multiply: return a &* b
      case .divide: return b == 0 ? 0 : a / b
      case .remainder: return b == 0 ? 0 : a % b
      case .add: return a &+ b
      case .subtract: return a &- b
      case .less: return a < b ? 1 : 0
      case .lessOrEqual: return a <= b ? 1 : 0
      case .greater: return a > b ? 1 : 0
      case .greaterOrEqual: return a >= b ? 1 : 0
      case .equal: return a == b ? 1 : 0
      case .notEqual: return a != b ? 1 : 0
      case .and, .or: return 0
      }
    }
  }

  private static func tokens(_ text: String) throws(SyntaxError) -> [String] {
    var tokens: [String] = []
    let scalars = Array(text.unicodeScalars)
    var index = 0
    while index < scalars.count {
      let scalar = scalars[index]
      if scalar == " " || scalar == "\t" {
        index += 1
      } else if ("0"..."9").contains(scalar) {
        var digits = ""
        while index < scalars.count, ("0"..."9").contains(scalars[index]) {
          digits.unicodeScalars.append(scalars[index])
          index += 1
        }
        tokens.append(digits)
      } else if index + 1 < scalars.count,
        ["<=", ">=", "==", "!=", "&&", "||"].contains(String(scalars[index...index + 1].map(Character.init)))
      {
        tokens.append(String(scalars[index...index + 1].map(Character.init)))
        index += 2
      } else if "n()!*/%+-<>?:".unicodeScalars.contains(scalar) {
        tokens.append(String(scalar))
        index += 1
      } else {
        throw SyntaxError(
          message: "unexpected character \"\(scalar.escaped(asASCII: true))\" at \(index) in plural formula")
      }
    }
    return tokens
  }

  /// A recursive-descent parser over the tokens, one method per precedence level.
  private struct Parser {
    let tokens: [String]
    var position = 0

    private static let levels: [[Operator]] = [
      [.or], [.and], [.equal, .notEqual], [.less, .lessOrEqual, .greater, .greaterOrEqual],
      [.add, .subtract], [.multiply, .divide, .remainder],
    ]

    mutating func conditional(depth: Int) throws(SyntaxError) -> Node {
      guard depth < 64 else { throw SyntaxError(message: "plural formula nested too deeply") }
      let test = try binary(level: 0, depth: depth)
      guard peek == "?" else { return test }
      position += 1
      let yes = try conditional(depth: depth + 1)
      try expect(":")
      let no = try conditional(depth: depth + 1)
      return .conditional(test, yes, no)
    }

    private mutating func binary(level: Int, depth: Int) throws(SyntaxError) -> Node {
      guard level < Self.levels.count else { return try unary(depth: depth) }
      var left = try binary(level: level + 1, depth: depth)
      while let token = peek, let op = Operator(rawValue: token), Self.levels[level].contains(op) {
        position += 1
        left = .binary(op, left, try binary(level: level + 1, depth: depth))
      }
      return left
    }

    private mutating func unary(depth: Int) throws(SyntaxError) -> Node {
      guard depth < 64, let token = peek else { throw SyntaxError(message: "plural formula ends too soon") }
      position += 1
      switch token {
      case "n": return .count
      case "!": return .not(try unary(depth: depth + 1))
      case "(":
        let inner = try conditional(depth: depth + 1)
        try expect(")")
        return inner
      default:
        guard let value = UInt64(token) else { throw SyntaxError(message: "unexpected \"\(token)\" in plural formula") }
        return .number(value)
      }
    }

    private var peek: String? { position < tokens.count ? tokens[position] : nil }

    private mutating func expect(_ token: String) throws(SyntaxError) {
      guard peek == token else { throw SyntaxError(message: "expected \"\(token)\" in plural formula") }
      position += 1
    }
  }
}
