import DarkroomLayout
import DarkroomTokens

/// The list of components a run renders, and how each snapshot's canvas looks.
/// Darkroom's built-in catalogue is one; a user's package supplies its own.
public struct Catalog: Sendable {
    /// The snapshot families, in order: `Component` types' entries and/or previews.
    public var components: [CatalogEntry]
    /// Page colour painted behind every snapshot (a theme token), so light and dark
    /// variants are readable as images; nil leaves the canvas transparent.
    public var backgroundToken: String?
    /// Room around the component, so focus rings and anti-aliased edges are not cut.
    public var canvasInset: Double
    /// The brand galleries and docs show first; nil means the first brand by name.
    public var defaultBrand: String?

    public init(components: [any Component.Type], backgroundToken: String? = nil, canvasInset: Double = 8,
                defaultBrand: String? = nil) {
        self.init(entries: components.map { CatalogEntry($0) }, backgroundToken: backgroundToken, canvasInset: canvasInset,
                  defaultBrand: defaultBrand)
    }

    public init(entries: [CatalogEntry], backgroundToken: String? = nil, canvasInset: Double = 8, defaultBrand: String? = nil) {
        self.components = entries
        self.backgroundToken = backgroundToken
        self.canvasInset = canvasInset
        self.defaultBrand = defaultBrand
    }

    public func component(named name: String) -> CatalogEntry? {
        components.first { $0.name == name }
    }

    /// Every token requirement, including the background's.
    public func requirements(of component: CatalogEntry) -> [TokenRequirement] {
        component.tokens + (backgroundToken.map { [TokenRequirement($0, .color)] } ?? [])
    }
}
