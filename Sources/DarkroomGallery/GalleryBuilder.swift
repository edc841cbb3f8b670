import DarkroomFiles
import DarkroomManifest
import Foundation

/// What a gallery build produced.
public struct GallerySummary: Hashable, Sendable {
    public var components: Int
    public var snapshots: Int
    /// HTML pages written (index, one per component, review).
    public var pages: Int
    /// Files written or copied into the output folder, pages included.
    public var files: Int
    /// Failures shown on the review page; nil without a report.
    public var failures: Int?
}

/// Builds the static gallery site from a manifest, its store and optionally a verify report.
///
/// The site is plain files that work from file:// and any static host: HTML pages, one CSS
/// and a few scripts, the data as `data/*.js` files that set globals, and the PNGs and
/// sidecars it shows, copied (hard-linked where possible) under `store/` and `report/`.
///
/// ```
/// out/index.html                   one card per component
/// out/components/<slug>.html       the matrix, filters, detail view
/// out/review.html                  only with a report: swipe, onion skin, diff
/// out/assets/                      gallery.css, common.js, index.js, component.js, review.js
/// out/data/                        catalog.js, components/<slug>.js, sidecars/<slug>/<n>.js, report.js
/// out/store/, out/report/          the images and sidecars, at their store/report paths
/// ```
public struct GalleryBuilder {
    public var manifest: Manifest
    public var storeDirectory: String
    public var report: VerifyReport?
    public var reportDirectory: String?
    /// The store's `tokens.json`, for the tokens page; nil leaves the page out.
    public var tokens: TokenTable?
    /// `darkroom audit --json` findings: badges, a filter and a list in the detail view.
    public var audit: AuditNotes?
    /// For `darkroom watch`: the render's generation and the snapshot ids it changed, written
    /// as `data/live.js`, which open pages poll to reload those images; nil: a static site.
    public var live: (generation: Int, changed: Set<String>)?

    public init(manifest: Manifest, storeDirectory: String, report: VerifyReport? = nil, reportDirectory: String? = nil,
                tokens: TokenTable? = nil, audit: AuditNotes? = nil) {
        self.manifest = manifest; self.storeDirectory = storeDirectory
        self.report = report; self.reportDirectory = reportDirectory; self.tokens = tokens; self.audit = audit
    }

    var nav: SiteNav { SiteNav(hasReport: report != nil, hasTokens: tokens != nil, isLive: live != nil) }

    @discardableResult
    public func write(to out: String) throws -> GallerySummary {
        try ManifestFiles.requireFolder(storeDirectory, what: "snapshot store")
        if report != nil, let dir = reportDirectory { try ManifestFiles.requireFolder(dir, what: "verify report") }
        let folder = try OutputFolder(root: out)
        let matrices = ComponentMatrix.all(manifest)

        for (path, text) in try SiteAssets.files() { try folder.write(text, to: path) }

        var cards: [GalleryData.Card] = []
        for matrix in matrices {
            let data = try writeComponent(matrix, into: folder)
            cards.append(Self.card(matrix, data: data))
            try folder.write(SitePages.component(matrix.info, slug: matrix.slug, nav: nav),
                             to: "components/\(matrix.slug).html")
            try folder.write(SitePages.playground(matrix.info, slug: matrix.slug, nav: nav),
                             to: "components/\(matrix.slug)-playground.html")
        }

        var reportSummary: GalleryData.ReportSummary?
        if let report {
            try writeReview(report, matrices: matrices, into: folder)
            reportSummary = .init(passed: report.passed, failures: report.failures.count,
                                  environmentChanged: !report.environmentChange.isEmpty)
        }
        if let tokens {
            var slugs: [String: String] = [:]
            for m in matrices { slugs[m.info.name] = m.slug }
            try folder.write(try GalleryData.script(global: "DARKROOM_TOKENS", GalleryData.Tokens(table: tokens, slugs: slugs)),
                             to: "data/tokens.js")
            try folder.write(SitePages.tokens(nav: nav), to: "tokens.html")
        }
        let catalog = GalleryData.Catalog(darkroom: manifest.renderer.darkroom, snapshotCount: manifest.snapshots.count,
                                          report: reportSummary, components: cards)
        try folder.write(try GalleryData.script(global: "DARKROOM_CATALOG", catalog), to: "data/catalog.js")
        try folder.write(SitePages.index(darkroom: manifest.renderer.darkroom, nav: nav), to: "index.html")
        if let live {
            let images = manifest.snapshots.filter { live.changed.contains($0.id) }.map { Escape.urlPath("store/\($0.file)") }.sorted()
            let shape = StableHash.fnv1a(manifest.snapshots.map(\.id).sorted().joined(separator: "\n"))
            try folder.write("Darkroom.live(" + (try GalleryData.json(GalleryData.Live(generation: live.generation, changed: images, shape: shape))) + ");\n",
                             to: "data/live.js")
        }

        return GallerySummary(components: matrices.count, snapshots: manifest.snapshots.count,
                              pages: 1 + 2 * matrices.count + (report == nil ? 0 : 1) + (tokens == nil ? 0 : 1),
                              files: folder.filesWritten, failures: report?.failures.count)
    }

    /// Copies one component's images and sidecars and writes its data and sidecar scripts.
    private func writeComponent(_ m: ComponentMatrix, into folder: OutputFolder) throws -> GalleryData.Component {
        let axes = Self.axes(m)
        var a11ySets: [[GalleryData.A11y]] = [], a11yIndex: [[GalleryData.A11y]: Int] = [:]
        var tokenSets: [[String]] = [], tokenIndex: [[String]: Int] = [:]
        var sidecarIndex: [String: Int] = [:]
        var findingSets: [[AuditNotes.Note]] = [], findingIndex: [[AuditNotes.Note]: Int] = [:]
        var shots: [GalleryData.Shot] = []
        shots.reserveCapacity(m.snapshots.count)

        for s in Self.matrixOrder(m, axes: axes) {
            try folder.copy(from: try storePath(s.file, id: s.id), to: "store/\(s.file)")
            let sj: Int
            if let known = sidecarIndex[s.sidecar] { sj = known } else {
                let source = try storePath(s.sidecar, id: s.id)
                guard let bytes = FileManager.default.contents(atPath: source) else {
                    throw GalleryError.unreadable(path: source, reason: "layout sidecar of \(s.id) is missing or unreadable")
                }
                sj = sidecarIndex.count
                sidecarIndex[s.sidecar] = sj
                try folder.copy(from: source, to: "store/\(s.sidecar)")
                try folder.write(try GalleryData.sidecarScript(index: sj, text: String(decoding: bytes, as: UTF8.self)),
                                 to: "data/sidecars/\(m.slug)/\(sj).js")
            }
            let nodes = s.accessibility.map(GalleryData.A11y.init)
            let a = a11yIndex[nodes] ?? { a11ySets.append(nodes); a11yIndex[nodes] = a11ySets.count - 1; return a11ySets.count - 1 }()
            let t = tokenIndex[s.tokens] ?? { tokenSets.append(s.tokens); tokenIndex[s.tokens] = tokenSets.count - 1; return tokenSets.count - 1 }()
            let scale = max(s.scale, 1)
            let name = s.id.hasPrefix(s.component + "/") ? String(s.id.dropFirst(s.component.count + 1)) : s.id
            shots.append(GalleryData.Shot(
                id: s.id, name: name,
                v: axes.map { $0.kind == .scale ? String(s.scale) : (s.value(of: $0.name) ?? "") },
                s: s.scale, img: Escape.urlPath("store/\(s.file)"),
                w: Double(s.pixelWidth) / Double(scale), h: Double(s.pixelHeight) / Double(scale),
                pw: s.pixelWidth, ph: s.pixelHeight, sidecar: Escape.urlPath("store/\(s.sidecar)"), sj: sj,
                a: a, t: t, sha: s.sha256, surface: s.value(of: ComponentMatrix.themeAxis) ?? ""))
            if let notes = audit?.notes(forSnapshot: s.id), !notes.isEmpty {
                shots[shots.count - 1].f = findingIndex[notes] ?? {
                    findingSets.append(notes); findingIndex[notes] = findingSets.count - 1; return findingSets.count - 1
                }()
            }
        }
        var data = GalleryData.Component(name: m.info.name, slug: m.slug, summary: m.info.summary, axes: axes,
                                         tokens: m.info.tokens, a11ySets: a11ySets, tokenSets: tokenSets, snapshots: shots)
        if audit != nil { data.findingSets = findingSets }
        try folder.write(try GalleryData.script(global: "DARKROOM_COMPONENT", data), to: "data/components/\(m.slug).js")
        return data
    }

    private func writeReview(_ report: VerifyReport, matrices: [ComponentMatrix], into folder: OutputFolder) throws {
        var slugOfId: [String: String] = [:]
        for m in matrices { for s in m.snapshots { slugOfId[s.id] = m.slug } }
        var failures: [GalleryData.Failure] = []
        for f in report.failures {
            func image(_ path: String?) throws -> String? {
                guard let path else { return nil }
                guard let dir = reportDirectory else {
                    throw GalleryError.unreadable(path: path, reason: "a report image was given but no report folder")
                }
                try OutputFolder.refuseLinks(below: dir, path)
                try folder.copy(from: "\(dir)/\(path)", to: "report/\(path)")
                return Escape.urlPath("report/\(path)")
            }
            failures.append(GalleryData.Failure(
                id: f.id, kind: f.kind.rawValue, expected: try image(f.expected), actual: try image(f.actual),
                diff: try image(f.diff), triptych: try image(f.triptych), mismatched: f.mismatchedPixels,
                changes: f.changes, slug: slugOfId[f.id]))
        }
        let groups = (report.groups ?? []).map { GalleryData.Group(id: $0.id, cause: $0.cause, ids: $0.ids) }
        var data = GalleryData.Report(passed: report.passed, environmentChange: report.environmentChange, failures: failures,
                                      groups: groups, approveCommand: "darkroom approve --report " + ShellQuote.word(reportDirectory ?? "REPORT"))
        if let audit { data.audit = Self.newFindings(audit, matrices: matrices) }
        try folder.write(try GalleryData.script(global: "DARKROOM_REPORT", data), to: "data/report.js")
        try folder.write(SitePages.review(failures: report.failures.count, passed: report.passed, nav: nav), to: "review.html")
    }

    /// The audit's findings not in its baseline, in snapshot order, each linked to the detail
    /// view of its variant's first stored snapshot.
    static func newFindings(_ audit: AuditNotes, matrices: [ComponentMatrix]) -> [GalleryData.AuditItem] {
        var firstSnapshot: [String: (slug: String, id: String)] = [:]
        for m in matrices {
            for s in m.snapshots {
                let variant = s.id.lastIndex(of: "@").map { String(s.id[..<$0]) } ?? s.id
                if let known = firstSnapshot[variant], known.id <= s.id { continue }
                firstSnapshot[variant] = (m.slug, s.id)
            }
        }
        return audit.byVariant.keys.sorted().flatMap { variant in
            audit.byVariant[variant]!.filter(\.new).map { note in
                GalleryData.AuditItem(snapshot: variant, rule: note.rule, node: note.node, message: note.message,
                                      slug: firstSnapshot[variant]?.slug, detail: firstSnapshot[variant]?.id)
            }
        }
    }

    /// A store-relative path, checked, joined to the store folder.
    private func storePath(_ relative: String, id: String) throws -> String {
        _ = try OutputFolder.checkedSegments(relative)
        return "\(storeDirectory)/\(relative)"
    }

    /// Snapshots in the order their axes declare values (sm, md, lg; not alphabetical), axis
    /// by axis, so the grid reads as the matrix the catalogue describes.
    static func matrixOrder(_ m: ComponentMatrix, axes: [GalleryData.Axis]) -> [SnapshotRecord] {
        // Types spelled out: inferred through the closures, this took 1.4 s to type-check.
        let rank: [[String: Int]] = axes.map { axis in
            Dictionary(axis.values.enumerated().map { ($1, $0) }, uniquingKeysWith: { a, _ in a })
        }
        func key(_ s: SnapshotRecord) -> [Int] {
            zip(axes, rank).map { (axis: GalleryData.Axis, r: [String: Int]) -> Int in
                let value: String = axis.kind == .scale ? String(s.scale) : (s.value(of: axis.name) ?? "")
                return r[value] ?? Int.max
            }
        }
        let keyed: [(key: [Int], record: SnapshotRecord)] = m.snapshots.map { (key($0), $0) }
        return keyed
            .sorted { a, b in a.key == b.key ? a.record.id < b.record.id : a.key.lexicographicallyPrecedes(b.key) }
            .map(\.record)
    }

    static func axes(_ m: ComponentMatrix) -> [GalleryData.Axis] {
        m.info.axes.map { .init(name: $0.name, values: $0.values, default: $0.defaultValue, kind: .component) }
            + m.environment.map { .init(name: $0.name, values: $0.values, default: $0.defaultValue, kind: .environment) }
            + [.init(name: "scale", values: m.scales.map(String.init), default: String(m.preferredScale), kind: .scale)]
    }

    static func card(_ m: ComponentMatrix, data: GalleryData.Component) -> GalleryData.Card {
        let byId = Dictionary(data.snapshots.map { ($0.id, $0) }, uniquingKeysWith: { a, _ in a })
        var thumbs: [GalleryData.Thumb] = []
        for s in m.defaultAxisSnapshots {
            guard let shot = byId[s.id] else { continue }
            var axes: [String: String] = ["scale": String(s.scale)]
            for e in m.environment { axes[e.name] = s.value(of: e.name) ?? "" }
            thumbs.append(.init(axes: axes, img: shot.img, w: shot.w, h: shot.h, surface: shot.surface))
        }
        // The preferred thumbnail (default environment, preferred scale) goes first.
        func preferred(_ t: GalleryData.Thumb) -> Bool {
            t.axes["scale"] == String(m.preferredScale) && m.environment.allSatisfy { t.axes[$0.name] == $0.defaultValue }
        }
        if let i = thumbs.firstIndex(where: preferred) { thumbs.insert(thumbs.remove(at: i), at: 0) }
        var stems: [String] = [], seen: Set<String> = []
        for s in m.snapshots { let stem = m.variantStem(s); if seen.insert(stem).inserted { stems.append(stem) } }
        var card = GalleryData.Card(name: m.info.name, slug: m.slug, summary: m.info.summary, axes: data.axes, tokens: m.info.tokens,
                                    variantCount: m.info.variantCount, snapshotCount: m.snapshots.count, variants: stems, thumbs: thumbs)
        if data.findingSets != nil { card.findings = data.snapshots.filter { $0.f != nil }.count }
        return card
    }
}
