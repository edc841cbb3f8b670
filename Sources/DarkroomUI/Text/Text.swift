import DarkroomLayout
import Foundation

/// A string key; Darkroom has no string tables, so the key is the text shown.
public struct LocalizedStringKey: Hashable, Sendable, ExpressibleByStringInterpolation {
    let key: String

    public init(_ value: String) { key = value }
    public init(stringLiteral value: String) { key = value }
    public init(stringInterpolation: StringInterpolation) { key = stringInterpolation.output }

    public struct StringInterpolation: StringInterpolationProtocol {
        var output = ""
        public init(literalCapacity: Int, interpolationCount: Int) { output.reserveCapacity(literalCapacity) }
        public mutating func appendLiteral(_ literal: String) { output += literal }
        public mutating func appendInterpolation<T>(_ value: T) { output += "\(value)" }
    }
}

/// Text that wraps to the width it is offered, as SwiftUI's `Text`: it takes the width of
/// its widest line and never truncates unless a line limit is set. `Text + Text` keeps each
/// part's attributes; a modifier on the whole sets what a part has not set itself (the
/// innermost modifier wins, as in SwiftUI).
public struct Text: View, Hashable, Sendable {
    var runs: [TextPart]

    /// Disfavoured, as in SwiftUI: a string literal picks the `LocalizedStringKey` initialiser.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ content: S) { runs = [TextPart(string: String(content))] }
    public init(verbatim content: String) { runs = [TextPart(string: content)] }
    public init(_ key: LocalizedStringKey, tableName: String? = nil, bundle: Bundle? = nil, comment: StaticString? = nil) {
        runs = [TextPart(string: key.key)]
    }

    public var body: Never { fatalError("Text is drawn by Darkroom and has no body") }

    /// The whole string (the accessibility label of the text).
    var string: String { runs.map(\.string).joined() }

    /// One paragraph of both texts' runs, each keeping its attributes.
    public static func + (lhs: Text, rhs: Text) -> Text {
        var t = lhs; t.runs += rhs.runs; return t
    }

    /// Sets an attribute on every run that has not set it.
    func updatingRuns(_ update: (inout TextPart) -> Void) -> Text {
        var t = self
        for i in t.runs.indices { update(&t.runs[i]) }
        return t
    }
}

/// One part of a (possibly concatenated) text, with the attributes its own modifiers set;
/// nil takes the environment's (or SwiftUI's default).
struct TextPart: Hashable, Sendable {
    var string: String
    var font: Font?
    var weight: Font.Weight?
    var italic: Bool?
    var color: Color?
    var kerning: CGFloat?
    var tracking: CGFloat?
    var underline: TextLineRequest?
    var strikethrough: TextLineRequest?

    func attributes(in environment: EnvironmentValues) -> TextAttributes {
        let style = environment[TextStyleKey.self]
        var font = font ?? environment.font ?? .body
        if let weight = weight ?? style.weight { font = font.weight(weight) }
        if italic ?? style.italic { font = font.italic() }
        let color = (color ?? environment[ForegroundKey.self] ?? .primary).resolved(in: environment)
        func decoration(_ line: TextLineRequest?) -> TextDecoration? {
            guard let line, line.isActive else { return nil }
            return TextDecoration(pattern: .solid, color: line.color?.resolved(in: environment))
        }
        return TextAttributes(font: font.resolved(at: environment.dynamicTypeSize), color: color, kerning: Double(kerning ?? style.kerning ?? 0),
                              tracking: Double(tracking ?? style.tracking ?? 0),
                              underline: decoration(underline ?? style.underline),
                              strikethrough: decoration(strikethrough ?? style.strikethrough))
    }
}

/// An underline or strikethrough as a modifier set it (inactive ones hide outer ones).
struct TextLineRequest: Hashable, Sendable {
    var isActive: Bool
    var color: Color?
}

extension Text: PrimitiveView {
    func lower(_ lowering: inout ViewLowering) -> [Node] {
        let environment = lowering.environment
        let alignment: DarkroomLayout.TextAlignment = switch environment.multilineTextAlignment {
        case .leading: .leading
        case .center: .center
        case .trailing: .trailing
        }
        let textCase = environment.textCase
        let strings = environment.pseudoLocale(runs.map { textCase.map($0.string, locale: environment.locale) })
        let parts = zip(runs, strings).map { TextSpan($1, $0.attributes(in: environment)) }
        var spec: TextSpec
        if parts.count == 1, let only = parts.first {
            // One run: the plain form, as every text was before concatenation existed.
            let a = only.attributes
            spec = TextSpec(only.string, font: a.font, color: a.color, alignment: alignment, lineLimit: environment.lineLimit)
            spec.kerning = a.kerning; spec.tracking = a.tracking
            spec.underline = a.underline; spec.strikethrough = a.strikethrough
        } else {
            spec = TextSpec(spans: parts, alignment: alignment, lineLimit: environment.lineLimit)
        }
        // Only added space: a negative value acts as 0, as NSParagraphStyle's lineSpacing
        // ("This value is always nonnegative", Apple's documentation), which Text lays out with.
        spec.lineSpacing = max(0, Double(environment[LineSpacingKey.self]))
        spec.truncationMode = environment[TruncationModeKey.self].spec
        return [.text(spec)]
    }
}

/// How the lines of multi-line text align with each other.
public enum TextAlignment: Hashable, CaseIterable, Sendable {
    case leading, center, trailing
}
