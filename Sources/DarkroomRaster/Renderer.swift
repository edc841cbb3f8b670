import CDarkroom
import DarkroomLayout
import DarkroomPNG

/// Everything one worker needs to turn a view into pixels: its own Pango font map and
/// contexts, its own parsed icons. Create one per thread; share `FontConfiguration` and
/// `IconLibrary` between them.
public final class Renderer {
    public let text: TextEngine
    private let icons: IconCache
    /// The pixels `png(_:scale:)` paints into, reused from one snapshot to the next.
    private let scratch = PixelScratch()

    public init(fonts: FontConfiguration, icons: IconLibrary) {
        text = TextEngine(fonts: fonts)
        self.icons = IconCache(library: icons)
    }

    /// Lays `node` out with the real (Pango) text measurer.
    public func layout(_ node: Node, direction: LayoutDirection, proposal: ProposedSize = .unspecified,
                       background: Color? = nil) -> Scene {
        logicalLayout(node, direction: direction, proposal: proposal, background: background).scene
    }

    /// `layout(_:direction:proposal:background:)` before its mirror, for a caller that may
    /// make the right-to-left twin from it (`rightToLeftTwin(of:iconsMeasured:)`).
    public func logicalLayout(_ node: Node, direction: LayoutDirection, proposal: ProposedSize = .unspecified,
                              background: Color? = nil) -> LogicalLayout {
        icons.measured = []
        return LayoutEngine(measurer: text, images: icons, direction: direction).logicalLayout(node, proposal: proposal, background: background)
    }

    /// The right-to-left Scene of the tree `twin` laid out left to right by this renderer,
    /// without laying it out again (`LayoutEngine.rightToLeftTwin(of:)`), or nil. The icons
    /// that layout measured (`iconsMeasured`) are those this one would have.
    public func rightToLeftTwin(of twin: LogicalLayout, iconsMeasured: Set<String>) -> Scene? {
        guard let scene = LayoutEngine(measurer: text, images: icons, direction: .rightToLeft).rightToLeftTwin(of: twin) else { return nil }
        icons.measured = iconsMeasured
        return scene
    }

    /// The layout of `tree` made from `twin`, this renderer's layout of `laidOut`, when the
    /// two trees differ only in colours (`LogicalLayout.recoloring(from:to:)`), with how its
    /// colours became `tree`'s; or nil. The icons that layout measured (`iconsMeasured`) are
    /// those this one would have.
    public func recoloredTwin(of twin: LogicalLayout, laidOut: Node, as tree: Node, background: Color?,
                              iconsMeasured: Set<String>) -> (layout: LogicalLayout, recoloring: Recoloring)? {
        guard let recoloring = twin.recoloring(from: laidOut, to: tree),
              let layout = twin.recolored(recoloring, background: background) else { return nil }
        icons.measured = iconsMeasured
        return (layout, recoloring)
    }

    /// `scene`, made by this renderer from the first tree of `recoloring`, as the second tree
    /// makes it (`Recoloring.recolored(_:background:)`), or nil. The icons the layout of
    /// `scene` measured (`iconsMeasured`) are those this one would have.
    public func recolored(_ scene: Scene, by recoloring: Recoloring, background: Color?, iconsMeasured: Set<String>) -> Scene? {
        guard let recolored = recoloring.recolored(scene, background: background) else { return nil }
        icons.measured = iconsMeasured
        return recolored
    }

    /// Lays out a view of the package's own builder (engine tests and benchmarks).
    package func layout(_ view: some View, direction: LayoutDirection, proposal: ProposedSize = .unspecified,
                        background: Color? = nil) -> Scene {
        layout(view.node, direction: direction, proposal: proposal, background: background)
    }

    /// The icons the last `layout` read the size of (images, hidden ones included) and the
    /// system image names it looked up, as "/name": with the icons its Scene draws, every
    /// icon the pixels of that Scene depend on.
    public var iconsMeasuredByLastLayout: Set<String> { icons.measured }

    /// How many tinted icons' coverages this renderer keeps (`TintMasks`; for tests).
    var keptTintMasks: Int { icons.tintMasks.count }

    /// The team's named colours (`asset-colors.json` in the icon folder), for `Color(_:bundle:)`.
    public var assetColors: AssetColors { icons.library.assetColors }

    /// Paints `scene` at `scale` device pixels per layout unit. The image is the scene's
    /// canvas (whole layout units) times the scale, so 2x is exactly twice 1x.
    public func raster(_ scene: Scene, scale: Int) throws -> CairoSurface {
        try raster(scene, scale: scale, reusing: nil)
    }

    /// `raster(_:scale:)` encoded as canonical PNG, painted into this renderer's reused pixels
    /// (cleared first, see `CairoSurface`) instead of a new surface's: a fresh allocation per
    /// snapshot was zeroed memory, and for large images new pages from the kernel, every time.
    public func png(_ scene: Scene, scale: Int) throws -> [UInt8] {
        try paintedInReusedPixels(scene, scale: scale).pngBytes()
    }

    /// `scene` painted as `png(_:scale:)` paints it, into this renderer's reused pixels, for a
    /// caller that times painting and encoding apart (the benchmark). The surface must be
    /// released before the next call.
    package func paintedInReusedPixels(_ scene: Scene, scale: Int) throws -> CairoSurface {
        try raster(scene, scale: scale, reusing: scratch)
    }

    private func raster(_ scene: Scene, scale: Int, reusing scratch: PixelScratch?) throws -> CairoSurface {
        // A view can answer an infinite or NaN size (SwiftUI does too, for `minWidth: .infinity`
        // with no proposal); no canvas has it.
        guard scene.size.width.isFinite, scene.size.height.isFinite,
              scene.size.width * Double(scale) < 32768, scene.size.height * Double(scale) < 32768 else {
            throw RenderError.cairo("the view's size is \(scene.size.width) x \(scene.size.height) points, which no canvas can have at \(scale)x (32,767 pixels a side at most): give it a finite frame")
        }
        let w = Int(scene.size.width.rounded(.up)) * scale
        let h = Int(scene.size.height.rounded(.up)) * scale
        // `Painter.paint(_:)` paints the background first, unclipped, over the whole surface.
        let surface = try CairoSurface(pixelWidth: max(w, 1), pixelHeight: max(h, 1), reusing: scratch,
                                       coveredOpaquely: scene.background?.alpha == 255)
        var painter = Painter(cr: surface.cr, scale: Double(scale), text: text, icons: icons,
                              pixelWidth: surface.pixelWidth, pixelHeight: surface.pixelHeight)
        try painter.paint(scene)
        let status = cairo_status(surface.cr)
        guard status == CAIRO_STATUS_SUCCESS else {
            throw RenderError.cairo("drawing failed: \(String(cString: cairo_status_to_string(status)))")
        }
        return surface
    }

    /// Throws `RenderError.notDrawn` when `scene` reaches an API the SwiftUI layer declares
    /// but does not draw yet, and `RenderError.text` when it has text that would not be drawn
    /// as written (an unbundled family or weight, a control character, a character without a glyph).
    public func checkDrawable(_ scene: Scene, name: String) throws {
        let notDrawn = scene.notDrawnAPIs
        if !notDrawn.isEmpty { throw RenderError.notDrawn(notDrawn.joined(separator: "\n")) }
        let problems = TextCheck.problems(scene, snapshot: name, fonts: text.fonts, text: text)
        if !problems.isEmpty { throw RenderError.text(problems.joined(separator: "\n")) }
    }

    /// Library versions for the renderer fingerprint.
    public static var libraryVersions: [String: String] {
        [
            "cairo": String(cString: cairo_version_string()),
            "pango": String(cString: pango_version_string()),
            "harfbuzz": String(cString: hb_version_string()),
            "fontconfig": versionString(Int(FcGetVersion())),
            "librsvg": librsvgVersion,
            "libpng": String(cString: png_get_libpng_ver(nil)),
            "zlib": String(cString: zlibVersion()),
            "isa-l": isalVersion,
        ]
    }

    /// ISA-L's version (it has no version call: that of the headers it was built with), which
    /// of its code deflates here and how it is asked to, since these decide the PNG bytes (see
    /// shim.h, `PNGEncoder.canonical`): a store made otherwise has other bytes for the same
    /// pixels, and the fingerprint says why.
    private static var isalVersion: String {
        let version = "\(ISAL_MAJOR_VERSION).\(ISAL_MINOR_VERSION).\(ISAL_PATCH_VERSION)"
        let code = switch darkroom_isal_uses_sse42() {
        case 1: " x86-64 SSE4.2"
        case 0: " x86-64 without SSE4.2"
        default: " non-x86-64"
        }
        return version + code + ", " + PNGEncoder.deflateDescription
    }

    /// The version of the librsvg that would draw icons (opened here if no icon was yet), or
    /// why it cannot be opened: the fingerprint then says so instead of naming a version.
    private static var librsvgVersion: String {
        do { return try LibRSVG.functions().version } catch { return "unavailable: \(error)" }
    }

    private static func versionString(_ v: Int) -> String { "\(v / 10000).\(v / 100 % 100).\(v % 100)" }
}
