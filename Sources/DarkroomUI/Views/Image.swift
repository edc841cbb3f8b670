public import DarkroomLayout
import Foundation

/// An image, as SwiftUI's `Image`: a named image is an SVG in the repository's icon folder
/// (`Icons/NAME.svg`; the bundle is not consulted, the icon folder is Darkroom's asset
/// catalogue); a system image is an SF Symbol name mapped to such an icon through the map
/// Darkroom is given (`EnvironmentValues.darkroomSystemImageNames`). A system name the map
/// lacks draws a crossed placeholder the size of the current font and is a reported warning
/// (`ViewLowering.warnings`), never an empty space.
///
/// Images are never mirrored in right-to-left layouts, as in SwiftUI (mirroring is opt-in
/// there through `flipsForRightToLeftLayoutDirection`).
public struct Image: View, Equatable, Sendable {
    enum Source: Hashable, Sendable {
        case named(String, decorative: Bool)
        case system(String)
    }

    let source: Source
    var isResizable = false
    var renderingMode: TemplateRenderingMode?

    /// An image from the icon folder; VoiceOver reads its name, as SwiftUI does for an
    /// image without a label.
    public init(_ name: String, bundle: Bundle? = nil) { source = .named(name, decorative: false) }

    /// An image from the icon folder that accessibility ignores.
    public init(decorative name: String, bundle: Bundle? = nil) { source = .named(name, decorative: true) }

    /// An SF Symbol, drawn as the icon the team's name map gives for it.
    public init(systemName: String) { source = .system(systemName) }

    public var body: Never { fatalError("Image is drawn by Darkroom and has no body") }

    /// How an image is resized. Tiling is refused: Darkroom draws the icon once.
    public enum ResizingMode: Hashable, Sendable {
        @available(*, unavailable, message: "DarkroomUI: tiled images are not drawn; use resizingMode .stretch")
        case tile
        case stretch
    }

    /// Whether the image keeps its colours (`original`) or is painted in the foreground
    /// style (`template`).
    public enum TemplateRenderingMode: Hashable, Sendable {
        case template
        case original
    }

    /// SwiftUI's `resizable(capInsets:resizingMode:)` with no cap insets: the image takes the
    /// size it is offered and its content stretches to it.
    public func resizable(resizingMode: ResizingMode = .stretch) -> Image {
        var image = self; image.isResizable = true; return image
    }

    @available(*, unavailable, message: "DarkroomUI: cap insets (nine-part stretching) are not drawn; draw the frame with a shape such as RoundedRectangle, or use resizable()")
    public func resizable(capInsets: EdgeInsets, resizingMode: ResizingMode = .stretch) -> Image { self }

    /// nil is the image's default: original for a named image (the icon's own colours),
    /// template for a system image, as in SwiftUI.
    public func renderingMode(_ renderingMode: TemplateRenderingMode?) -> Image {
        var image = self; image.renderingMode = renderingMode; return image
    }
}

extension Image: PrimitiveView {
    func lower(_ lowering: inout ViewLowering) -> [Node] {
        let environment = lowering.environment
        let spec: ImageSpec
        switch source {
        case .named(let name, _):
            spec = ImageSpec(.icon(name), resizable: isResizable, tint: tint(in: environment, default: .original))
        case .system(let name):
            let tint = tint(in: environment, default: .template)
            if let icon = environment.darkroomSystemImageNames[name] {
                spec = ImageSpec(.icon(icon), resizable: isResizable, tint: tint)
            } else {
                let side = (environment.font ?? .body).size
                lowering.warn("Image(systemName: \"\(name)\") has no icon in the system image map: drawn as a \(Int(side)) pt placeholder; map it to an SVG in Icons/")
                spec = ImageSpec(.missing(name: name, size: Size(width: side, height: side)), resizable: isResizable, tint: tint)
            }
        }
        switch source {
        case .named(_, decorative: true):
            return [.image(spec)]
        case .named(let label, decorative: false), .system(let label):
            // SwiftUI reads an unlabelled image by its name; an image element has the image trait.
            return [.modified(.image(spec), .accessibility(AccessibilitySpec(role: "image", label: label)))]
        }
    }

    /// The colour a template image is painted in: the foreground colour, else `primary`
    /// (SwiftUI's default foreground style); nil for an original image.
    private func tint(in environment: EnvironmentValues, default mode: TemplateRenderingMode) -> DarkroomLayout.Color? {
        guard (renderingMode ?? mode) == .template else { return nil }
        return (environment[ForegroundKey.self] ?? .primary).resolved(in: environment.colorScheme)
    }
}

extension EnvironmentValues {
    /// Darkroom's stand-in for SF Symbols (not SwiftUI API): system image names mapped to
    /// icon file names in the icon folder, given by the team (e.g. "plus" -> "plus",
    /// "xmark" -> "close").
    public var darkroomSystemImageNames: [String: String] {
        get { self[SystemImageNamesKey.self] }
        set { self[SystemImageNamesKey.self] = newValue }
    }
}

private struct SystemImageNamesKey: EnvironmentKey { static let defaultValue: [String: String] = [:] }
