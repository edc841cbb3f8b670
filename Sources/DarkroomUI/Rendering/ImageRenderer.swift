public import DarkroomLayout
internal import DarkroomRaster
import Foundation

/// A proposal for a view's size, as SwiftUI's `ProposedViewSize`: nil means "your ideal".
public struct ProposedViewSize: Hashable, Sendable {
    public var width: CGFloat?
    public var height: CGFloat?
    public init(width: CGFloat?, height: CGFloat?) { self.width = width; self.height = height }
    public static let unspecified = ProposedViewSize(width: nil, height: nil)
    public static let zero = ProposedViewSize(width: 0, height: 0)
    public static let infinity = ProposedViewSize(width: .infinity, height: .infinity)
}

/// Renders a view to an image, as SwiftUI's `ImageRenderer`, with the repository's fonts.
/// Darkroom adds `pngData()` (canonical PNG bytes) and `scene` (the laid-out Scene, whose
/// `dump` is the layout sidecar).
@MainActor
public final class ImageRenderer<Content: View> {
    public var content: Content
    public var proposedSize: ProposedViewSize = .unspecified
    public var scale: CGFloat = 1
    /// The environment the view is lowered in (direction, colour scheme...).
    public var environment = EnvironmentValues()

    public init(content: Content) { self.content = content }

    /// The Scene of the view: frames, colours, text lines and accessibility nodes.
    public func scene() throws -> Scene {
        let renderer = try Self.renderer()
        var environment = self.environment
        environment.displayScale = scale
        let colors = AssetColors.Current(renderer.assetColors)
        environment.namedColors = colors
        let node = ViewLowering.node(content, environment: environment)
        for name in colors.misses.all {
            FileHandle.standardError.write(Data("darkroom: warning: ImageRenderer<\(Content.self)>: Color(\"\(name)\") has no colour in asset-colors.json of the icon folder and is drawn magenta; add it to the map\n".utf8))
        }
        let direction: DarkroomLayout.LayoutDirection = environment.layoutDirection == .rightToLeft ? .rightToLeft : .leftToRight
        return renderer.layout(node, direction: direction,
                               proposal: ProposedSize(width: proposedSize.width.map(Double.init), height: proposedSize.height.map(Double.init)))
    }

    /// Canonical PNG bytes at `scale` (a whole number: 1, 2 or 3).
    public func pngData() throws -> Data {
        guard scale == scale.rounded(), (1...3).contains(scale) else {
            throw RenderError.cairo("ImageRenderer.scale must be 1, 2 or 3 for exact pixels (got \(scale))")
        }
        let renderer = try Self.renderer(), scene = try scene()
        try renderer.checkDrawable(scene, name: "ImageRenderer<\(Content.self)>")
        return Data(try renderer.raster(scene, scale: Int(scale)).pngBytes())
    }

    /// One renderer for the main actor, made on first use from `Fonts/` and `Icons/`.
    private static func renderer() throws -> Renderer {
        if let shared = SharedRenderer.value { return shared }
        guard let root = ResourceLocator.root() else {
            throw RenderError.fonts("cannot find Fonts/ and Icons/: run from the repository, or set DARKROOM_ROOT")
        }
        let renderer = Renderer(fonts: try FontConfiguration(directory: root + "/Fonts"),
                                icons: try IconLibrary(directory: root + "/Icons"))
        SharedRenderer.value = renderer
        return renderer
    }
}

@MainActor
private enum SharedRenderer {
    static var value: Renderer?
}
