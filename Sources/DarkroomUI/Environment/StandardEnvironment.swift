import DarkroomLayout
import Foundation
public import UIKit

/// The direction of text and of leading/trailing edges.
public enum LayoutDirection: Hashable, CaseIterable, Sendable {
    case leftToRight, rightToLeft
}

public enum ColorScheme: Hashable, CaseIterable, Sendable {
    case light, dark
}

/// iOS 17's Dynamic Type sizes. Text styles, `Font.custom(_:size:relativeTo:)`,
/// `@ScaledMetric` and `UIFontMetrics` follow the environment's size through iOS's table
/// (`DynamicTypeSizes` in UIKit); the default is `.large`, iOS's.
public enum DynamicTypeSize: Hashable, Comparable, CaseIterable, Sendable {
    case xSmall, small, medium, large, xLarge, xxLarge, xxxLarge
    case accessibility1, accessibility2, accessibility3, accessibility4, accessibility5

    public var isAccessibilitySize: Bool { self >= .accessibility1 }

    /// UIKit's name for the same size (`accessibility1` is `accessibilityMedium`).
    var contentSizeCategory: UIContentSizeCategory {
        UIContentSizeCategory.ordered[DynamicTypeSize.allCases.firstIndex(of: self)!]
    }
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

private struct DirectionReadsKey: EnvironmentKey { static let defaultValue: DarkroomLayout.DirectionReads? = nil }

extension EnvironmentValues {
    /// Reading or setting it is recorded in the lowering's `directionReads`.
    public var layoutDirection: LayoutDirection {
        get { directionReads?.mark(); return self[LayoutDirectionKey.self] }
        set { directionReads?.mark(); self[LayoutDirectionKey.self] = newValue }
    }
    /// The direction, without recording a read: for the lowering's own comparisons.
    var unobservedLayoutDirection: LayoutDirection { self[LayoutDirectionKey.self] }
    /// Where the lowering this environment belongs to records that it depended on the
    /// direction (`DirectionReads`); nil records nothing.
    var directionReads: DarkroomLayout.DirectionReads? {
        get { self[DirectionReadsKey.self] }
        set { self[DirectionReadsKey.self] = newValue }
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
    public var dynamicTypeSize: DynamicTypeSize {
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

extension EnvironmentValues {
    /// The UIKit traits of a view drawn in this environment, for dynamic `UIColor`s and
    /// `UIFontMetrics`: its colour scheme, direction, Dynamic Type size and display scale.
    var traitCollection: UITraitCollection {
        UITraitCollection(traitsFrom: [
            UITraitCollection(userInterfaceStyle: colorScheme == .dark ? .dark : .light),
            UITraitCollection(layoutDirection: layoutDirection == .rightToLeft ? .rightToLeft : .leftToRight),
            UITraitCollection(preferredContentSizeCategory: dynamicTypeSize.contentSizeCategory),
            UITraitCollection(displayScale: displayScale),
        ])
    }
}
