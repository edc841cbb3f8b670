import DarkroomManifest

/// `specs/components/<slug>.json`: a machine-readable description of one component, in the
/// spirit of the seed design system's `specs/components/*.json`, derived from the manifest.
public struct ComponentSpec: Codable, Hashable, Sendable {
    public var name: String
    public var description: String
    public var axes: [SpecAxis]
    /// Brand, theme, direction: axes every component is rendered across.
    public var environment: [SpecAxis]
    public var scales: [Int]
    public var tokens: [String]
    public var variantCount: Int
    public var snapshotCount: Int
    public var accessibility: [SpecAccessibility]
    /// The key variants pictured in the Markdown, relative to the docs folder.
    public var images: [SpecImage]
    /// Lower-cased name and axis values, for search.
    public var tags: [String]
}

public struct SpecAxis: Codable, Hashable, Sendable {
    public var name: String
    public var values: [String]
    public var `default`: String
}

/// What assistive technology is told, collected over every snapshot of the component.
public struct SpecAccessibility: Codable, Hashable, Sendable {
    public var role: String
    public var labels: [String]
    public var values: [String]
    public var hints: [String]
    public var descriptions: [String]
}

public struct SpecImage: Codable, Hashable, Sendable {
    public var id: String
    /// Environment axis -> value of this image.
    public var axes: [String: String]
    public var scale: Int
    public var file: String
    public var width: Double
    public var height: Double
}

/// `specs/index.json`.
public struct DocsIndex: Codable, Hashable, Sendable {
    public struct Entry: Codable, Hashable, Sendable {
        public var name: String
        public var description: String
        public var spec: String
        public var doc: String
    }
    /// The Darkroom version that rendered the snapshots.
    public var version: String
    public var components: [Entry]
}
