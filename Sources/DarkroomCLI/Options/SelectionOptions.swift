import ArgumentParser
import DarkroomLayout
import DarkroomSnapshot
import Foundation

/// Which snapshots a command covers, and how many threads render them.
struct SelectionOptions: ParsableArguments {
    @Option(name: .customLong("component"), help: "Only this component (repeatable).", completion: NameCompletion.components)
    var components: [String] = []
    @Option(name: .customLong("brand"), help: "Only this brand (repeatable).", completion: NameCompletion.brands)
    var brands: [String] = []
    @Option(name: .customLong("theme"), help: "Only this theme (repeatable).", completion: NameCompletion.themes)
    var themes: [String] = []
    @Option(name: .customLong("context"), help: "Only this context of a token modifier, MODIFIER=VALUE, e.g. theme=dark (repeatable).")
    var contexts: [String] = []
    @Option(name: .customLong("direction"), help: "Only this direction: ltr or rtl (repeatable).", completion: NameCompletion.directions)
    var directions: [String] = []
    @Option(name: .customLong("scale"), help: "Display scale 1, 2 or 3 (repeatable or comma-separated; default 1).")
    var scales: [String] = []
    @Option(name: .customLong("where"), help: "Only variants with AXIS=VALUE for a component axis (repeatable).")
    var whereClauses: [String] = []
    @Option(name: .customLong("dynamic-type"), help: "Dynamic Type sizes to draw at: xs, s, m, l, xl, xxl, xxxl, ax1...ax5 (repeatable or comma-separated; default l, iOS's Large). Other sizes add -ax5... to snapshot names.")
    var dynamicTypeSizes: [String] = []
    @Option(name: .customLong("pseudo-locale"), help: "Xcode pseudolanguages to draw text in: none, accented, bounded, doublelength, longtext (+40 %) (repeatable or comma-separated; default none). Right-to-left is --direction rtl.")
    var pseudoLocales: [String] = []
    @Option(help: "Worker threads (default: the number of cores).")
    var jobs: Int = ProcessInfo.processInfo.activeProcessorCount
    @Option(help: "Only part I of N of the matrix, e.g. 2/4. Shards are disjoint and deterministic.")
    var shard: String?

    func validate() throws {
        guard jobs >= 1 else { throw ValidationError("--jobs must be at least 1") }
    }

    /// No filter and no shard: the run sees every variant.
    var coversWholeMatrix: Bool {
        components.isEmpty && brands.isEmpty && themes.isEmpty && contexts.isEmpty && directions.isEmpty && whereClauses.isEmpty && shard == nil
            && dynamicTypeSizes.isEmpty && pseudoLocales.isEmpty
    }

    func filter() throws -> VariantFilter {
        var filter = VariantFilter()
        filter.components = components
        filter.brands = brands
        filter.themes = themes
        try filter.addContextClauses(contexts)
        filter.directions = try directions.map { name in
            guard let d = LayoutDirection(rawValue: name) else {
                throw SnapshotError.usage("unknown direction \"\(name)\"; valid directions: ltr, rtl")
            }
            return d
        }
        try filter.addWhereClauses(whereClauses)
        filter.shard = try shard.map(Shard.init(parsing:))
        try filter.setTextStress(sizes: dynamicTypeSizes, pseudoLocales: pseudoLocales)
        return filter
    }

    /// The filters as command-line arguments (not --jobs), so a printed hint selects the same snapshots.
    var arguments: [String] {
        let repeated: [(String, [String])] = [("--component", components), ("--brand", brands), ("--theme", themes),
                                              ("--context", contexts), ("--direction", directions), ("--scale", scales), ("--where", whereClauses),
                                              ("--dynamic-type", dynamicTypeSizes), ("--pseudo-locale", pseudoLocales),
                                              ("--shard", shard.map { [$0] } ?? [])]
        return repeated.flatMap { name, values in values.flatMap { [name, $0] } }
    }

    func resolvedScales() throws -> [Int] {
        let values = scales.flatMap { $0.split(separator: ",").map { String($0).trimmingCharacters(in: .whitespaces) } }
        guard !values.isEmpty else { return [1] }
        var result: [Int] = []
        for value in values {
            guard let scale = Int(value), (1...3).contains(scale) else {
                throw SnapshotError.usage("unknown scale \"\(value)\"; valid scales: 1, 2, 3")
            }
            if !result.contains(scale) { result.append(scale) }
        }
        return result.sorted()
    }

    func variants(_ context: RenderContext) throws -> [Variant] {
        try VariantMatrix.select(context.catalog, tokenAxes: context.tokenAxes, filter: filter())
    }
}
