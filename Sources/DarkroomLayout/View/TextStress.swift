/// The text-stress axes of a variant: the Dynamic Type size it is drawn at and the
/// pseudo-locale its text is transformed with. The default (Large, no pseudo-locale) is what
/// every stored snapshot is drawn with, and adds nothing to a snapshot's name, so existing
/// ids and files stay as they are; other values add `-ax5`, `-doublelength`... after the
/// direction.
public struct TextStress: Hashable, Sendable, Comparable {
    public var size: DynamicTypeCategory
    public var pseudoLocale: PseudoLocale?

    public init(size: DynamicTypeCategory = .large, pseudoLocale: PseudoLocale? = nil) {
        self.size = size; self.pseudoLocale = pseudoLocale
    }

    public static let `default` = TextStress()
    public var isDefault: Bool { self == .default }

    /// The name segments this stress adds to a snapshot's name ("ax5", "doublelength").
    public var nameSegments: [String] {
        (size == .large ? [] : [size.rawValue]) + (pseudoLocale.map { [$0.rawValue] } ?? [])
    }

    public static func < (a: TextStress, b: TextStress) -> Bool {
        let ai = DynamicTypeCategory.allCases.firstIndex(of: a.size)!, bi = DynamicTypeCategory.allCases.firstIndex(of: b.size)!
        if ai != bi { return ai < bi }
        return (a.pseudoLocale.map { PseudoLocale.allCases.firstIndex(of: $0)! + 1 } ?? 0)
            < (b.pseudoLocale.map { PseudoLocale.allCases.firstIndex(of: $0)! + 1 } ?? 0)
    }
}

/// iOS's twelve Dynamic Type sizes (UIContentSizeCategory, SwiftUI's DynamicTypeSize), by
/// the short names snapshot files use. Large is iOS's default.
public enum DynamicTypeCategory: String, CaseIterable, Hashable, Sendable {
    case xSmall = "xs", small = "s", medium = "m", large = "l", xLarge = "xl", xxLarge = "xxl", xxxLarge = "xxxl"
    case accessibility1 = "ax1", accessibility2 = "ax2", accessibility3 = "ax3", accessibility4 = "ax4", accessibility5 = "ax5"

    /// Also accepts SwiftUI's case names (`accessibility5`, `xLarge`), without regard to case.
    public init?(name: String) {
        let lower = name.lowercased()
        if let c = Self(rawValue: lower) { self = c; return }
        guard let c = Self.allCases.first(where: { "\($0)".lowercased() == lower }) else { return nil }
        self = c
    }
}
