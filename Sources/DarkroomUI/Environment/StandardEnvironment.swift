import Foundation

/// The direction of text and of leading/trailing edges.
public enum LayoutDirection: Hashable, CaseIterable, Sendable {
    case leftToRight, rightToLeft
}

public enum ColorScheme: Hashable, CaseIterable, Sendable {
    case light, dark
}

/// iOS 17's Dynamic Type sizes. Darkroom renders the `.large` text sizes (the iOS default);
/// components may read the value, but not set it (see `EnvironmentValues.dynamicTypeSize`).
public enum DynamicTypeSize: Hashable, Comparable, CaseIterable, Sendable {
    case xSmall, small, medium, large, xLarge, xxLarge, xxxLarge
    case accessibility1, accessibility2, accessibility3, accessibility4, accessibility5

    public var isAccessibilitySize: Bool { self >= .accessibility1 }
}

private struct LayoutDirectionKey: EnvironmentKey { static let defaultValue = LayoutDirection.leftToRight }
private struct ColorSchemeKey: EnvironmentKey { static let defaultValue = ColorScheme.light }
private struct IsEnabledKey: EnvironmentKey { static let defaultValue = true }
private struct DisplayScaleKey: EnvironmentKey { static let defaultValue: CGFloat = 1 }
private struct DynamicTypeSizeKey: EnvironmentKey { static let defaultValue = DynamicTypeSize.large }
private struct LocaleKey: EnvironmentKey { static let defaultValue = Locale(identifier: "en_US") }
private struct ReduceMotionKey: EnvironmentKey { static let defaultValue = false }
struct FontKey: EnvironmentKey { static let defaultValue: Font? = nil }
struct ForegroundKey: EnvironmentKey { static let defaultValue: Color? = nil }
struct TintKey: EnvironmentKey { static let defaultValue: Color? = nil }
struct MultilineAlignmentKey: EnvironmentKey { static let defaultValue = TextAlignment.leading }
struct LineLimitKey: EnvironmentKey { static let defaultValue: Int? = nil }

extension EnvironmentValues {
    public var layoutDirection: LayoutDirection {
        get { self[LayoutDirectionKey.self] }
        set { self[LayoutDirectionKey.self] = newValue }
    }
    public var colorScheme: ColorScheme {
        get { self[ColorSchemeKey.self] }
        set { self[ColorSchemeKey.self] = newValue }
    }
    public var isEnabled: Bool {
        get { self[IsEnabledKey.self] }
        set { self[IsEnabledKey.self] = newValue }
    }
    public var displayScale: CGFloat {
        get { self[DisplayScaleKey.self] }
        set { self[DisplayScaleKey.self] = newValue }
    }
    /// Read-only here: Darkroom draws the text styles at the Large size only, so setting another
    /// size (which would change the text in SwiftUI) is a compile error rather than ignored.
    public internal(set) var dynamicTypeSize: DynamicTypeSize {
        get { self[DynamicTypeSizeKey.self] }
        set { self[DynamicTypeSizeKey.self] = newValue }
    }
    public var locale: Locale {
        get { self[LocaleKey.self] }
        set { self[LocaleKey.self] = newValue }
    }
    /// Read-only for components, as in SwiftUI; Darkroom sets it per variant.
    public internal(set) var accessibilityReduceMotion: Bool {
        get { self[ReduceMotionKey.self] }
        set { self[ReduceMotionKey.self] = newValue }
    }
    public var font: Font? {
        get { self[FontKey.self] }
        set { self[FontKey.self] = newValue }
    }
    public var multilineTextAlignment: TextAlignment {
        get { self[MultilineAlignmentKey.self] }
        set { self[MultilineAlignmentKey.self] = newValue }
    }
    public var lineLimit: Int? {
        get { self[LineLimitKey.self] }
        set { self[LineLimitKey.self] = newValue }
    }
}

extension EnvironmentValues {
    /// Darkroom sets what only the device would: reduce motion. Not SwiftUI API.
    public mutating func darkroomSetAccessibilityReduceMotion(_ value: Bool) { accessibilityReduceMotion = value }
}
