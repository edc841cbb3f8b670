import DarkroomLayout
import DarkroomRaster
import Foundation

/// Fonts and icons are loaded once per test process and shared; each call makes its own
/// Renderer, because Pango font maps must not cross threads and tests run in parallel.
enum SharedResources {
    private static let loaded: Result<(FontConfiguration, IconLibrary), Error> = Result {
        guard let root = ResourceLocator.root() else {
            throw RenderError.fonts("cannot find Darkroom's Fonts/ and Icons/: set DARKROOM_ROOT to the Darkroom checkout")
        }
        return (try FontConfiguration(directory: root + "/Fonts"), try IconLibrary(directory: root + "/Icons"))
    }

    /// The icon folder's named colours, for `Color(_:bundle:)` (empty when none are found).
    static var assetColors: AssetColors { (try? loaded.get().1.assetColors) ?? AssetColors() }

    static func renderer() throws -> Renderer {
        let (fonts, icons) = try loaded.get()
        return Renderer(fonts: fonts, icons: icons)
    }
}

/// A rendered view: its Scene (for the layout sidecar) and PNG bytes.
struct RenderedView {
    let scene: Scene
    let png: [UInt8]

    init(_ view: some View, direction: LayoutDirection, scale: Int, width: Double?, background: Color?) throws {
        let renderer = try SharedResources.renderer()
        scene = renderer.layout(view, direction: direction, proposal: ProposedSize(width: width, height: nil), background: background)
        try renderer.checkDrawable(scene, name: "assertSnapshot")
        png = try renderer.raster(scene, scale: scale).pngBytes()
    }
}
