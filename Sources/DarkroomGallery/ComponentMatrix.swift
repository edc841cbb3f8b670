import DarkroomManifest

/// One component's slice of the manifest, with the axes the gallery filters on.
///
/// The manifest lists a component's own axes; the environment axes (brand, theme, direction)
/// appear only on snapshots, after the component's. They are collected here in the order of
/// first appearance, so no stage needs to know their names, except where a page wants "the
/// same variant in the other direction" (`direction`) or "each theme" (`theme`).
struct ComponentMatrix {
    let info: ComponentInfo
    let slug: String
    /// Snapshots in manifest order (sorted by id).
    let snapshots: [SnapshotRecord]
    /// Axes on snapshots that are not the component's own, with their values.
    let environment: [AxisInfo]
    let scales: [Int]

    static let themeAxis = "theme"
    static let directionAxis = "direction"

    init(info: ComponentInfo, slug: String, snapshots: [SnapshotRecord], defaults: [AxisValue] = []) {
        self.info = info
        self.slug = slug
        self.snapshots = snapshots
        let own = Set(info.axes.map(\.name))
        var names: [String] = []
        var values: [String: [String]] = [:]
        for s in snapshots {
            for a in s.axes where !own.contains(a.name) {
                if values[a.name] == nil { names.append(a.name); values[a.name] = [] }
                if !values[a.name]!.contains(a.value) { values[a.name]!.append(a.value) }
            }
        }
        environment = names.map { name in
            let v = values[name]!
            let declared = defaults.first { $0.name == name }?.value
            let chosen = declared.flatMap { v.contains($0) ? $0 : nil } ?? Self.preferredDefault(axis: name, values: v)
            return AxisInfo(name: name, values: v, defaultValue: chosen)
        }
        scales = Array(Set(snapshots.map(\.scale))).sorted()
    }

    /// Without a declared default: light and left-to-right read first; any other
    /// environment axis starts at its first value.
    static func preferredDefault(axis: String, values: [String]) -> String {
        let preferred = ["theme": "light", "direction": "ltr"][axis]
        if let p = preferred, values.contains(p) { return p }
        return values.first ?? ""
    }

    /// The scale shown when one is needed (thumbnails, docs): 2x if rendered, else the largest.
    var preferredScale: Int { scales.contains(2) ? 2 : (scales.last ?? 1) }

    /// Every axis a snapshot carries, component axes first, then environment.
    var allAxes: [AxisInfo] { info.axes + environment }

    /// Snapshots whose component axes are all at their defaults. If the catalogue declared the
    /// default combination impossible, the first snapshot's component-axis values stand in.
    var defaultAxisSnapshots: [SnapshotRecord] {
        func matches(_ s: SnapshotRecord, _ wanted: [String: String]) -> Bool {
            wanted.allSatisfy { s.value(of: $0.key) == $0.value }
        }
        var wanted: [String: String] = [:]
        for a in info.axes { wanted[a.name] = a.defaultValue }
        let found = snapshots.filter { matches($0, wanted) }
        if !found.isEmpty || snapshots.isEmpty { return found }
        wanted = [:]
        for a in info.axes { wanted[a.name] = snapshots[0].value(of: a.name) ?? "" }
        return snapshots.filter { matches($0, wanted) }
    }

    /// Component-axis part of a variant name: `md-checked` for `InputCheckboxBase/md-checked-frisbee-dark-rtl@2x`.
    func variantStem(_ s: SnapshotRecord) -> String {
        info.axes.map { s.value(of: $0.name) ?? "" }.joined(separator: "-")
    }

    /// Builds one matrix per component, in manifest order. Snapshots of components the
    /// manifest does not describe get a bare entry, so nothing silently disappears.
    static func all(_ manifest: Manifest) -> [ComponentMatrix] {
        var byComponent: [String: [SnapshotRecord]] = [:]
        for s in manifest.snapshots { byComponent[s.component, default: []].append(s) }
        var infos = manifest.components
        let described = Set(infos.map(\.name))
        var extra: [String] = []
        for s in manifest.snapshots where !described.contains(s.component) && !extra.contains(s.component) {
            extra.append(s.component)
        }
        infos += extra.map { ComponentInfo(name: $0, summary: "", axes: [], tokens: [], variantCount: byComponent[$0]?.count ?? 0) }
        let slugs = Slugs(names: infos.map(\.name))
        return infos.map { ComponentMatrix(info: $0, slug: slugs[$0.name], snapshots: byComponent[$0.name] ?? [],
                                           defaults: manifest.defaults ?? []) }
    }
}
