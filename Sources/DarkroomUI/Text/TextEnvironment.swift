public import Foundation

/// The text attributes a view sets for all the text inside it (iOS 16's `View.bold()`,
/// `View.kerning(_:)`...); a `Text`'s own modifiers take precedence.
struct TextStyleDefaults: Hashable, Sendable {
    var weight: Font.Weight?
    var italic = false
    var kerning: CGFloat?
    var tracking: CGFloat?
    var underline: TextLineRequest?
    var strikethrough: TextLineRequest?
}

struct TextStyleKey: EnvironmentKey { static let defaultValue = TextStyleDefaults() }
struct LineSpacingKey: EnvironmentKey { static let defaultValue: CGFloat = 0 }
struct TruncationModeKey: EnvironmentKey { static let defaultValue = Text.TruncationMode.tail }

extension View {
    /// Extra space between the lines of text inside, added below each line but the last.
    public func lineSpacing(_ lineSpacing: CGFloat) -> some View {
        modifier(EnvironmentModifier { $0[LineSpacingKey.self] = lineSpacing })
    }

    /// Where text inside that does not fit its line limit is cut (with an ellipsis).
    public func truncationMode(_ mode: Text.TruncationMode) -> some View {
        modifier(EnvironmentModifier { $0[TruncationModeKey.self] = mode })
    }

    public func fontWeight(_ weight: Font.Weight?) -> some View { textStyle { $0.weight = weight } }
    public func bold(_ isActive: Bool = true) -> some View { textStyle { $0.weight = isActive ? .bold : nil } }
    public func italic(_ isActive: Bool = true) -> some View { textStyle { $0.italic = isActive } }
    public func kerning(_ kerning: CGFloat) -> some View { textStyle { $0.kerning = kerning } }
    public func tracking(_ tracking: CGFloat) -> some View { textStyle { $0.tracking = tracking } }
    public func underline(_ isActive: Bool = true, pattern: Text.LineStyle.Pattern = .solid, color: Color? = nil) -> some View {
        textStyle { $0.underline = TextLineRequest(isActive: isActive, color: color) }
    }
    public func strikethrough(_ isActive: Bool = true, pattern: Text.LineStyle.Pattern = .solid, color: Color? = nil) -> some View {
        textStyle { $0.strikethrough = TextLineRequest(isActive: isActive, color: color) }
    }

    /// Lowering applies the outermost modifier first, so the innermost one wins, as in SwiftUI.
    private func textStyle(_ change: @escaping (inout TextStyleDefaults) -> Void) -> some View {
        modifier(EnvironmentModifier { change(&$0[TextStyleKey.self]) })
    }
}
