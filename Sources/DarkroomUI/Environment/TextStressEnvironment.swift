import DarkroomLayout

/// A variant's text-stress axes in the environment a view is lowered in: its Dynamic Type
/// size becomes `\.dynamicTypeSize` (so text styles, `@ScaledMetric` and `UIFontMetrics`
/// scale, and `dynamicTypeSize(_:)` still clamps it), and its pseudo-locale transforms every
/// string `Text` draws (not SwiftUI API: Xcode applies its pseudolanguages to the app's
/// strings at run time, which is what this stands for).
private struct PseudoLocaleKey: EnvironmentKey { static let defaultValue: PseudoLocale? = nil }

extension EnvironmentValues {
    mutating func applyTextStress(_ stress: TextStress) {
        dynamicTypeSize = DynamicTypeSize(stress.size)
        self[PseudoLocaleKey.self] = stress.pseudoLocale
    }

    /// The runs of one Text as its pseudo-locale draws them (unchanged without one).
    func pseudoLocale(_ parts: [String]) -> [String] {
        self[PseudoLocaleKey.self]?.apply(parts) ?? parts
    }
}

extension DynamicTypeSize {
    /// Both enums list iOS's twelve sizes in the same order.
    init(_ category: DynamicTypeCategory) {
        self = DynamicTypeSize.allCases[DynamicTypeCategory.allCases.firstIndex(of: category)!]
    }
}
