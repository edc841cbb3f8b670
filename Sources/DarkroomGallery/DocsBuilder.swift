import DarkroomManifest
import Foundation

/// Writes visual docs from a manifest and its store: Markdown per component, a JSON spec per
/// component and an index, plus the PNGs the Markdown shows.
///
/// ```
/// out/README.md                        every component, linked
/// out/components/<slug>.md             summary, axes, tokens, accessibility, key variants
/// out/specs/components/<slug>.json     ComponentSpec
/// out/specs/index.json                 DocsIndex
/// out/images/<store path>.png          the key variants' images
/// ```
public struct DocsBuilder {
    public var manifest: Manifest
    public var storeDirectory: String

    public init(manifest: Manifest, storeDirectory: String) {
        self.manifest = manifest; self.storeDirectory = storeDirectory
    }

    public func write(to out: String) throws {
        try ManifestFiles.requireFolder(storeDirectory, what: "snapshot store")
        let folder = try OutputFolder(root: out)
        let matrices = ComponentMatrix.all(manifest)
        var entries: [DocsIndex.Entry] = []
        for m in matrices {
            let keys = Self.keyVariants(m)
            for s in keys {
                _ = try OutputFolder.checkedSegments(s.file)
                try folder.copy(from: "\(storeDirectory)/\(s.file)", to: "images/\(s.file)")
            }
            let spec = Self.spec(m, images: keys)
            try folder.write(try Self.json(spec), to: "specs/components/\(m.slug).json")
            try folder.write(DocsMarkdown.component(m, spec: spec), to: "components/\(m.slug).md")
            entries.append(.init(name: m.info.name, description: m.info.summary,
                                 spec: "components/\(m.slug).json", doc: "../components/\(m.slug).md"))
        }
        let index = DocsIndex(version: manifest.renderer.darkroom, components: entries)
        try folder.write(try Self.json(index), to: "specs/index.json")
        try folder.write(DocsMarkdown.index(matrices, darkroom: manifest.renderer.darkroom), to: "README.md")
    }

    /// The default-axes variant in each theme and direction, first brand, preferred scale.
    static func keyVariants(_ m: ComponentMatrix) -> [SnapshotRecord] {
        let pinned = m.environment.filter { $0.name != ComponentMatrix.themeAxis && $0.name != ComponentMatrix.directionAxis }
        return m.defaultAxisSnapshots.filter { s in
            s.scale == m.preferredScale && pinned.allSatisfy { s.value(of: $0.name) == $0.defaultValue }
        }.sorted { a, b in
            // Light before dark, LTR before RTL, whatever the id order.
            func rank(_ s: SnapshotRecord) -> [Int] {
                [ComponentMatrix.themeAxis, ComponentMatrix.directionAxis].map { axis in
                    let values = m.environment.first { $0.name == axis }
                    let v = s.value(of: axis) ?? ""
                    return v == values?.defaultValue ? -1 : (values?.values.firstIndex(of: v) ?? 0)
                }
            }
            return rank(a).lexicographicallyPrecedes(rank(b))
        }
    }

    static func spec(_ m: ComponentMatrix, images: [SnapshotRecord]) -> ComponentSpec {
        var roles: [String] = []
        var byRole: [String: (labels: Set<String>, values: Set<String>, hints: Set<String>, descriptions: Set<String>)] = [:]
        for s in m.snapshots {
            for n in s.accessibility {
                if byRole[n.role] == nil { roles.append(n.role); byRole[n.role] = ([], [], [], []) }
                byRole[n.role]!.labels.insert(n.label)
                if let v = n.value { byRole[n.role]!.values.insert(v) }
                if let h = n.hint { byRole[n.role]!.hints.insert(h) }
                if let d = n.description { byRole[n.role]!.descriptions.insert(d) }
            }
        }
        let accessibility = roles.map { role in
            SpecAccessibility(role: role, labels: byRole[role]!.labels.sorted(),
                              values: byRole[role]!.values.sorted(), hints: byRole[role]!.hints.sorted(),
                              descriptions: byRole[role]!.descriptions.sorted())
        }
        let imageSpecs = images.map { s in
            SpecImage(id: s.id, axes: Dictionary(m.environment.map { ($0.name, s.value(of: $0.name) ?? "") },
                                                 uniquingKeysWith: { a, _ in a }),
                      scale: s.scale, file: "images/\(s.file)",
                      width: Double(s.pixelWidth) / Double(max(s.scale, 1)), height: Double(s.pixelHeight) / Double(max(s.scale, 1)))
        }
        var tags = [m.info.name.lowercased()]
        for a in m.info.axes { for v in a.values where !tags.contains(v.lowercased()) { tags.append(v.lowercased()) } }
        return ComponentSpec(
            name: m.info.name, description: m.info.summary,
            axes: m.info.axes.map { SpecAxis(name: $0.name, values: $0.values, default: $0.defaultValue) },
            environment: m.environment.map { SpecAxis(name: $0.name, values: $0.values, default: $0.defaultValue) },
            scales: m.scales, tokens: m.info.tokens, variantCount: m.info.variantCount, snapshotCount: m.snapshots.count,
            accessibility: accessibility, images: imageSpecs, tags: tags)
    }

    /// Pretty, key-sorted JSON, with `<`, `>` and `&` as \u escapes so no generated file
    /// carries raw markup from a label; decoders read the same strings back.
    static func json<T: Encodable>(_ value: T) throws -> String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        return Escape.scriptSafeJSON(String(decoding: try encoder.encode(value), as: UTF8.self)) + "\n"
    }
}
