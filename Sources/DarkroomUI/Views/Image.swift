import DarkroomLayout
import Foundation

/// SwiftUI's `Image`, drawn from the icon folder (`Icons/`, SVG): `Image("check")` is
/// `Icons/check.svg` at its intrinsic size. `Image(systemName:)` goes through the team's map in
/// `Icons/system-images.json` (SF Symbols are Apple's and not drawn here); a name the map
/// lacks draws a magenta crossed box and the render reports it. `Image(decorative:)` is hidden
/// from accessibility, as in SwiftUI; any other image is an element labelled by its name.
///
/// Rendering mode, as in SwiftUI: a named image is drawn in its own colours (`.original`,
/// an asset's default) unless `renderingMode(.template)` asks for the foreground colour;
/// a system image is a template by default. Images are not mirrored in right-to-left layouts
/// (Apple: images keep their orientation unless `flipsForRightToLeftLayoutDirection(true)`).
public struct Image: View, Equatable, Sendable {
    /// How an image is drawn: its own colours, or its coverage in the foreground colour.
    public enum TemplateRenderingMode: Hashable, Sendable { case template, original }
    /// How a resizable image fills its frame. Only stretching can be drawn exactly.
    public enum ResizingMode: Hashable, Sendable { case tile, stretch }

    enum Source: Equatable, Sendable {
        case named(String)
        case system(String)
    }

    let source: Source
    let isDecorative: Bool
    var isResizable = false
    var renderingMode: TemplateRenderingMode?

    public init(_ name: String, bundle: Bundle? = nil) {
        source = .named(name); isDecorative = false
    }

    public init(decorative name: String, bundle: Bundle? = nil) {
        source = .named(name); isDecorative = true
    }

    public init(systemName: String) {
        source = .system(systemName); isDecorative = false
    }

    /// The image takes the size it is offered and stretches its content to it (aspect ratio
    /// ignored unless `aspectRatio`/`scaledToFit` is applied), as in SwiftUI.
    public func resizable() -> Image {
        var image = self
        image.isResizable = true
        return image
    }

    @available(*, unavailable, message: "DarkroomUI: cap insets and tiling are not drawn; use resizable() (stretch) or draw the image at the size you need")
    public func resizable(capInsets: EdgeInsets = EdgeInsets(), resizingMode: ResizingMode = .stretch) -> Image { fatalError() }

    public func renderingMode(_ renderingMode: TemplateRenderingMode?) -> Image {
        var image = self
        image.renderingMode = renderingMode
        return image
    }

    public var body: Never { primitiveBody("Image") }
}

extension Image: PrimitiveView {
    func lower(_ lowering: inout ViewLowering) -> [Node] {
        let environment = lowering.environment
        let template: Bool
        let source: ImageSpec.Source
        switch self.source {
        case .named(let name):
            source = .icon(name)
            template = renderingMode == .template
        case .system(let name):
            source = .system(name)
            template = renderingMode != .original
        }
        let tint = template ? (environment[ForegroundKey.self] ?? .primary).resolved(in: environment) : nil
        let node = Node.image(ImageSpec(source, resizable: isResizable, tint: tint))
        // As in SwiftUI, an image is an element labelled by its name; a decorative one is not.
        guard !isDecorative else { return [node] }
        let name: String
        switch self.source { case .named(let n), .system(let n): name = n }
        return [.modified(node, .accessibility(AccessibilitySpec(role: "image", label: name)))]
    }
}

/// How `aspectRatio` fits a view into its space (SwiftUI's `ContentMode`).
public enum ContentMode: Hashable, CaseIterable, Sendable { case fit, fill }

extension View {
    /// SwiftUI's `aspectRatio(_:contentMode:)`: nil keeps the view's own ideal ratio.
    public func aspectRatio(_ aspectRatio: CGFloat? = nil, contentMode: ContentMode) -> some View {
        let mode: DarkroomLayout.ContentMode = contentMode == .fit ? .fit : .fill
        return modifier(NodeModifier { _ in .aspectRatio(aspectRatio.map(Double.init), contentMode: mode) })
    }

    public func aspectRatio(_ aspectRatio: CGSize, contentMode: ContentMode) -> some View {
        self.aspectRatio(aspectRatio.width / aspectRatio.height, contentMode: contentMode)
    }

    public func scaledToFit() -> some View { aspectRatio(contentMode: .fit) }
    public func scaledToFill() -> some View { aspectRatio(contentMode: .fill) }
}
