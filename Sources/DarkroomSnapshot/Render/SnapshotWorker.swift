import DarkroomCatalog
import DarkroomLayout
import DarkroomManifest
import DarkroomRaster
import DarkroomTokens

/// Turns variants into Scenes and PNG bytes on one thread, with its own Renderer
/// (Pango font maps must not be shared between threads).
public final class SnapshotWorker {
    public let context: RenderContext
    public let renderer: Renderer
    /// Writes the manifest lines of this thread's records (it caches, so one per thread).
    let recordWriter = ManifestJSON.RecordWriter()
    /// The run's painted Scenes, shared with its other workers; nil paints every Scene.
    let paintedScenes: PaintedScenes?

    public init(context: RenderContext, sharing paintedScenes: PaintedScenes? = nil) {
        self.context = context
        self.paintedScenes = paintedScenes
        renderer = Renderer(fonts: context.fonts, icons: context.icons)
    }

    /// Lays the variant out on its canvas: the component's body, inset, on the theme's
    /// background colour.
    /// `scale` is what the view reads as `displayScale` (the scene is laid out for it).
    public func scene(for variant: Variant, scale: Int = 1) -> Scene {
        let theme = context.keys.tokens(for: variant)
        let component = entryVariant(of: variant)
        let inset = context.catalog.canvasInset
        let lowered: Lowered
        let isTwin: Bool
        if let twin = lastLowered, twin.isLeftToRightTwin(of: variant, scale: scale) {
            lowered = twin
            isTwin = true
        } else {
            lowered = lower(variant, component, theme: theme, scale: scale)
            lastLowered = variant.direction == .leftToRight && !lowered.dependsOnDirection ? lowered : nil
            isTwin = false
        }
        PlaceholderWarnings.report(colors: lowered.missedColors, snapshot: variant.snapshotID(scale: 1), iconFolder: context.icons.directory)
        let proposal = ProposedSize(width: component.proposedWidth.map { $0 + 2 * inset }, height: component.proposedHeight.map { $0 + 2 * inset })
        let background = context.catalog.backgroundToken.map { theme.color($0) } ?? component.background?(theme)
        tokensReadByLastScene = lowered.tokensRead
        if isTwin, let kept = lowered.layout, kept.proposal == proposal, kept.background == background {
            // The twin's layout was recoloured from the last one laid out, whose right-to-left
            // Scene was made from it as below: that Scene, recoloured the same way.
            if let recoloring = kept.recoloring, let source = lastLaidOut?.rightToLeft,
               let scene = renderer.recolored(source, by: recoloring, background: background, iconsMeasured: kept.iconsMeasured) {
                recoloredScenes += 1
                return scene
            }
            // The twin's layout, mirrored, when its direction changed nothing but the mirror.
            if let scene = renderer.rightToLeftTwin(of: kept.logical, iconsMeasured: kept.iconsMeasured) {
                if kept.recoloring == nil { lastLaidOut?.rightToLeft = scene }
                return scene
            }
        }
        guard !isTwin, lastLowered != nil else {
            return renderer.layout(lowered.tree, direction: variant.direction, proposal: proposal, background: background)
        }
        // A tree its right-to-left twin may reuse: its layout is kept with it. When the last
        // tree laid out differs from it only in colours (another brand or theme, usually),
        // that layout recoloured is its layout.
        let logical: LogicalLayout
        var recoloring: Recoloring?
        if let kept = lastLaidOut, kept.layout.proposal == proposal,
           let recolored = renderer.recoloredTwin(of: kept.layout.logical, laidOut: kept.tree, as: lowered.tree,
                                                  background: background, iconsMeasured: kept.layout.iconsMeasured) {
            (logical, recoloring) = recolored
            recoloredScenes += 1
        } else {
            logical = renderer.logicalLayout(lowered.tree, direction: variant.direction, proposal: proposal, background: background)
        }
        let layout = KeptLayout(logical: logical, iconsMeasured: renderer.iconsMeasuredByLastLayout,
                                proposal: proposal, background: background, recoloring: recoloring)
        lastLowered?.layout = layout
        if recoloring == nil { lastLaidOut = (lowered.tree, layout, nil) }
        return logical.scene
    }

    /// The entry's variant for `variant`'s axes: the last one made, when the axes are the same
    /// (a matrix walks brands, themes and directions inside each combination of axes).
    private func entryVariant(of variant: Variant) -> EntryVariant {
        if let last = lastEntryVariant, last.name == variant.component.name, last.identity == variant.component.identity,
           last.axes == variant.axes {
            return last.made
        }
        guard let made = variant.component.variant(variant.axisValues) else {
            preconditionFailure("\(variant.id) is a combination \(variant.component.name) declares impossible: the matrix should have skipped it")
        }
        lastEntryVariant = (variant.component.name, variant.component.identity, variant.axes, made)
        return made
    }

    private var lastEntryVariant: (name: String, identity: String, axes: [AxisValue], made: EntryVariant)?

    /// A left-to-right layout kept for its right-to-left twin, with what it was laid out for.
    private struct KeptLayout {
        let logical: LogicalLayout
        let iconsMeasured: Set<String>
        let proposal: ProposedSize
        let background: Color?
        /// How it was made from the last layout laid out (`lastLaidOut`); nil when laid out.
        let recoloring: Recoloring?
    }

    /// A variant's body lowered and inset, with what its lowering noted.
    private struct Lowered {
        let variant: Variant
        let scale: Int
        let tree: Node
        let missedColors: [String]
        let tokensRead: [String]
        /// Whether lowering it read or set the layout direction (`DirectionReads`).
        let dependsOnDirection: Bool
        /// Its left-to-right layout, once made (`LayoutEngine.rightToLeftTwin(of:)`).
        var layout: KeptLayout?

        /// Whether `other` is this left-to-right variant's right-to-left twin at the same
        /// scale: the same component, axes, token context and text stress.
        func isLeftToRightTwin(of other: Variant, scale: Int) -> Bool {
            other.direction == .rightToLeft && variant.direction == .leftToRight && scale == self.scale
                && other.component.name == variant.component.name && other.component.identity == variant.component.identity
                && other.axes == variant.axes && other.tokenContext == variant.tokenContext && other.stress == variant.stress
        }
    }

    /// The last left-to-right variant lowered, when its lowering did not depend on the
    /// direction: its right-to-left twin, usually the next variant, lays out the same tree.
    private var lastLowered: Lowered?

    /// The last left-to-right tree laid out (not recoloured), with its layout: the next
    /// variants' trees, the same combination of axes in other brands and themes, are often
    /// the same but for their colours (`LogicalLayout.recolored(from:to:background:)`).
    /// Its right-to-left twin's Scene, once made, is kept with it.
    private var lastLaidOut: (tree: Node, layout: KeptLayout, rightToLeft: Scene?)?

    /// How many Scenes were made by recolouring another's layout or Scene (for tests).
    private(set) var recoloredScenes = 0

    private func lower(_ variant: Variant, _ component: EntryVariant, theme: ResolvedTokens, scale: Int) -> Lowered {
        // The body may look up the team's named colours (AssetColors).
        let colors = AssetColors.Current(context.icons.assetColors)
        let directionReads = DirectionReads()
        // A dark theme is the token context `theme=dark` (the catalogue's convention).
        let environment = VariantEnvironment(direction: variant.direction,
                                             isDark: variant.tokenContext.contains { $0.name == "theme" && $0.value == "dark" },
                                             stress: variant.stress, namedColors: colors, displayScale: Double(scale),
                                             directionReads: directionReads)
        // A component that lists no tokens reads the whole table, and what it reads is recorded.
        let reads = variant.component.tokens.isEmpty ? TokenReads() : nil
        let body = component.body(reads.map { theme.recording(into: $0) } ?? theme, in: environment).padding(context.catalog.canvasInset)
        // A read the tokens cannot answer fails the snapshot, naming the token (the body drew
        // a placeholder in its place, which must not pass for the design).
        let checked = (reads?.problems ?? []).reduce(body) { node, problem in
            .modified(node, .notDrawn("component \(variant.component.name) \(problem); add the token to the token files"))
        }
        return Lowered(variant: variant, scale: scale, tree: checked, missedColors: colors.misses.all,
                       tokensRead: reads?.paths ?? [], dependsOnDirection: directionReads.happened)
    }

    /// The tokens the body of the scene `scene(for:)` made last recorded reading, sorted;
    /// empty for a component that declares its tokens (its key hashes the declared list).
    private(set) var tokensReadByLastScene: [String] = []

    /// Every icon `scene`, just made by `scene(for:)`, depends on: those it draws, as icons or
    /// images, those whose size its layout read (a hidden image still takes its space), and
    /// the system image names it looked up in the icon folder's map ("/name"). Sorted. The render index keys a snapshot on these alone, so changing an icon lays out
    /// again only the variants that use it.
    func iconsRead(by scene: Scene) -> [String] {
        var names = renderer.iconsMeasuredByLastLayout
        scene.root.visit { node in
            switch node.content {
            case .icon(let icon): names.insert(icon.name)
            case .image(let image): if case .icon(let name) = image.source { names.insert(name) }
            default: break
            }
        }
        return names.sorted()
    }

    /// What the pixels depend on: the Scene, the scale, the renderer and the icons.
    public func inputHash(scene: Scene, scale: Int) -> String {
        inputHash(sidecar: scene.dumpUTF8, scale: scale)
    }

    /// `inputHash(scene:scale:)` from the Scene's dump (`sidecar`) already made for the
    /// sidecar file, so a render writes the dump once.
    public func inputHash(sidecar: [UInt8], scale: Int) -> String {
        hashes(sidecar: sidecar, scale: scale).input
    }

    /// The SHA-256 of the sidecar `sidecar` (its record's `sidecarSha256`) and the snapshot's
    /// `inputHash(sidecar:scale:)`, from one pass over the sidecar.
    func hashes(sidecar: [UInt8], scale: Int) -> (sidecar: String, input: String) {
        let (alone, followed) = Checksum.sha256Hex(sidecar, andFollowedBy: Array("@\(scale)x|\(context.environmentHash)".utf8))
        return (sidecar: alone, input: followed)
    }

    /// The PNG of `variant`'s scene at `scale`, after checking that its canvas can exist.
    /// `inputHash` is the scene's `inputHash(scene:scale:)` when the caller has made it (the
    /// painted Scenes are looked up by it).
    public func png(for variant: Variant, scene: Scene, scale: Int, inputHash: String? = nil) throws -> PaintedPNG {
        try CanvasLimits.check(scene.size, scale: scale, snapshot: variant.snapshotID(scale: scale),
                               theme: context.tokens(for: variant.tokenContext),
                               tokens: variant.component.tokens)
        let notDrawn = scene.notDrawnAPIs
        if !notDrawn.isEmpty {
            throw SnapshotError.input(notDrawn.map { "\(variant.snapshotID(scale: scale)): \($0)" }.joined(separator: "\n"))
        }
        PlaceholderWarnings.report(scene, snapshot: variant.snapshotID(scale: scale), iconFolder: context.icons.directory)
        let problems = TextCheck.problems(scene, snapshot: variant.snapshotID(scale: scale), fonts: context.fonts, text: renderer.text)
        if !problems.isEmpty { throw SnapshotError.input(problems.joined(separator: "\n")) }
        guard let paintedScenes else { return PaintedPNG(try renderer.png(scene, scale: scale)) }
        return try paintedScenes.png(for: scene, inputHash: inputHash ?? self.inputHash(scene: scene, scale: scale)) {
            try renderer.png(scene, scale: scale)
        }
    }
}
