/// Tokens Studio expressions: strings that embed aliases inside other text, such as
/// `"{space.xs} * {scale}"` or `"rgba({colors.blue}, 50%)"`.
///
/// They are not DTCG, but Tokens Studio exports are full of them. The resolver substitutes each
/// alias with its resolved value's text (`4px`, `#0000FFFF`) and then evaluates plain
/// arithmetic (`+ - * /`, parentheses, px/rem/ms/s units) here; colour functions go through
/// `ColorParsing`. Anything else (`roundTo(...)`, multi-value shorthands) stays `.raw`.
enum Expression {
    /// The alias paths in `text`, in order. Empty when `text` has none.
    static func references(in text: String) -> [String] {
        var refs: [String] = []
        var rest = Substring(text)
        while let open = rest.firstIndex(of: "{") {
            let after = rest[rest.index(after: open)...]
            guard let close = after.firstIndex(of: "}") else { break }
            let inner = after[..<close]
            if !inner.isEmpty, !inner.contains("{") { refs.append(String(inner)) }
            rest = after[after.index(after: close)...]
        }
        return refs
    }

    /// The path of a whole-value alias `"{a.b.c}"`, or nil.
    static func wholeAlias(_ text: String) -> String? {
        guard text.hasPrefix("{"), text.hasSuffix("}"), text.count > 2 else { return nil }
        let inner = text.dropFirst().dropLast()
        guard !inner.contains("{"), !inner.contains("}") else { return nil }
        return String(inner)
    }

    enum Unit: Equatable { case none, px, ms }
    struct Quantity: Equatable { var value: Double; var unit: Unit }

    /// Whether `text` is arithmetic without aliases (`"16 * 1.5"`, Tokens Studio's math in a
    /// composite member): an operator between operands, and nothing else.
    static func isArithmetic(_ text: String) -> Bool {
        let trimmed = text.trimmingSpaces
        guard trimmed.dropFirst().contains(where: { "+-*/".contains($0) }) else { return false }
        return evaluate(text) != nil
    }

    /// Evaluates arithmetic over quantities; nil when `text` is not plain arithmetic or mixes units.
    static func evaluate(_ text: String) -> Quantity? {
        var parser = Arithmetic(chars: Array(text))
        guard let q = parser.sum(), parser.atEnd else { return nil }
        return q
    }

    /// Recursive descent: sum := product (('+'|'-') product)*; product := unary (('*'|'/') unary)*.
    private struct Arithmetic {
        var chars: [Character]
        var i = 0
        /// Nested parentheses and signs so far: each is a nested call, so a hostile
        /// "((((…" of 100,000 must stop, not overflow the stack.
        var depth = 0
        static let maxDepth = 64

        var atEnd: Bool { mutating get { skip(); return i == chars.count } }

        mutating func skip() { while i < chars.count, chars[i] == " " { i += 1 } }

        mutating func sum() -> Quantity? {
            guard var lhs = product() else { return nil }
            while true {
                skip()
                guard i < chars.count, chars[i] == "+" || chars[i] == "-" else { return lhs }
                let op = chars[i]; i += 1
                guard let rhs = product() else { return nil }
                // A unitless operand takes the other's unit: Tokens Studio treats bare numbers as px.
                guard lhs.unit == rhs.unit || lhs.unit == .none || rhs.unit == .none else { return nil }
                let unit = lhs.unit == .none ? rhs.unit : lhs.unit
                lhs = Quantity(value: op == "+" ? lhs.value + rhs.value : lhs.value - rhs.value, unit: unit)
            }
        }

        mutating func product() -> Quantity? {
            guard var lhs = unary() else { return nil }
            while true {
                skip()
                guard i < chars.count, chars[i] == "*" || chars[i] == "/" else { return lhs }
                let op = chars[i]; i += 1
                guard let rhs = unary() else { return nil }
                if op == "*" {
                    guard lhs.unit == .none || rhs.unit == .none else { return nil }
                    lhs = Quantity(value: lhs.value * rhs.value, unit: lhs.unit == .none ? rhs.unit : lhs.unit)
                } else {
                    guard rhs.unit == .none, rhs.value != 0 else { return nil }
                    lhs = Quantity(value: lhs.value / rhs.value, unit: lhs.unit)
                }
            }
        }

        mutating func unary() -> Quantity? {
            skip()
            guard i < chars.count else { return nil }
            if chars[i] == "-" || chars[i] == "(" {
                guard depth < Self.maxDepth else { return nil }
                depth += 1
            }
            if chars[i] == "-" { i += 1; defer { depth -= 1 }; return unary().map { Quantity(value: -$0.value, unit: $0.unit) } }
            if chars[i] == "(" {
                defer { depth -= 1 }
                i += 1
                guard let q = sum() else { return nil }
                skip()
                guard i < chars.count, chars[i] == ")" else { return nil }
                i += 1
                return q
            }
            let start = i
            while i < chars.count, chars[i].isNumber || chars[i] == "." { i += 1 }
            guard let v = Double(String(chars[start..<i])) else { return nil }
            let unitStart = i
            while i < chars.count, chars[i].isLetter { i += 1 }
            switch String(chars[unitStart..<i]) {
            case "": return Quantity(value: v, unit: .none)
            case "px": return Quantity(value: v, unit: .px)
            case "rem": return Quantity(value: v * ValueParsing.remInPixels, unit: .px)
            case "ms": return Quantity(value: v, unit: .ms)
            case "s": return Quantity(value: v * 1000, unit: .ms)
            default: return nil
            }
        }
    }
}
