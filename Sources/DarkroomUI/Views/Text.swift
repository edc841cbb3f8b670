public import DarkroomLayout
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
/// its widest line and never truncates unless a line limit is set.
public struct Text: View, Hashable, Sendable {
    var string: String
    var font: Font?
    var color: Color?

    /// Disfavoured, as in SwiftUI: a string literal picks the `LocalizedStringKey` initialiser.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ content: S) { string = String(content) }
    public init(verbatim content: String) { string = content }
    public init(_ key: LocalizedStringKey, tableName: String? = nil, bundle: Bundle? = nil, comment: StaticString? = nil) {
        string = key.key
    }

    public var body: Never { fatalError("Text is drawn by Darkroom and has no body") }

    public func font(_ font: Font?) -> Text { var t = self; t.font = font; return t }
    public func fontWeight(_ weight: Font.Weight?) -> Text {
        var t = self
        if let weight { t.font = (t.font ?? .body).weight(weight) }
        return t
    }
    public func bold() -> Text { fontWeight(.bold) }
    public func bold(_ isActive: Bool) -> Text { isActive ? bold() : self }
    public func italic() -> Text { var t = self; t.font = (t.font ?? .body).italic(); return t }
    public func italic(_ isActive: Bool) -> Text { isActive ? italic() : self }
    public func foregroundColor(_ color: Color?) -> Text { var t = self; t.color = color; return t }
    public func foregroundStyle(_ color: Color) -> Text { foregroundColor(color) }

    @available(*, unavailable, message: "DarkroomUI: kerning is not drawn yet; remove it, or render this view on a device")
    public func kerning(_ kerning: CGFloat) -> Text { fatalError() }
    @available(*, unavailable, message: "DarkroomUI: tracking is not drawn yet; remove it, or render this view on a device")
    public func tracking(_ tracking: CGFloat) -> Text { fatalError() }
    @available(*, unavailable, message: "DarkroomUI: underline is not drawn yet; remove it, or render this view on a device")
    public func underline(_ isActive: Bool = true, color: Color? = nil) -> Text { fatalError() }
    @available(*, unavailable, message: "DarkroomUI: strikethrough is not drawn yet; remove it, or render this view on a device")
    public func strikethrough(_ isActive: Bool = true, color: Color? = nil) -> Text { fatalError() }
    @available(*, unavailable, message: "DarkroomUI: concatenated Text with different styles is not drawn yet; use one Text or an HStack")
    public static func + (lhs: Text, rhs: Text) -> Text { fatalError() }
}

extension Text: PrimitiveView {
    func lower(_ lowering: inout ViewLowering) -> [Node] {
        let environment = lowering.environment
        let font = (font ?? environment.font ?? .body).resolved
        let color = (color ?? environment[ForegroundKey.self] ?? .primary).resolved(in: environment.colorScheme)
        let alignment: DarkroomLayout.TextAlignment = switch environment.multilineTextAlignment {
        case .leading: .leading
        case .center: .center
        case .trailing: .trailing
        }
        return [.text(TextSpec(string, font: font, color: color, alignment: alignment, lineLimit: environment.lineLimit))]
    }
}

/// How the lines of multi-line text align with each other.
public enum TextAlignment: Hashable, CaseIterable, Sendable {
    case leading, center, trailing
}
