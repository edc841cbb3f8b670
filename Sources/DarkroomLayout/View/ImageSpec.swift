/// An image from the icon folder, sized like SwiftUI's `Image`: its intrinsic size unless
/// `resizable`, in which case it takes the proposed size and stretches to it.
public struct ImageSpec: Hashable, Sendable, Codable {
    public enum Source: Hashable, Sendable, Codable {
        /// An SVG in the icon folder, by file name without `.svg`.
        case icon(String)
        /// SwiftUI's `Image(systemName:)`: SF Symbols are Apple's, so the name is looked up in
        /// the icon folder's name map (`ImageMeasurer.icon(forSystemName:)`) during layout; the
        /// Scene holds the icon it maps to, or `.missing` when it maps to nothing.
        case system(String)
        /// A name that resolves to nothing (e.g. an unmapped system image): drawn as a crossed
        /// box of `size` so the gap is visible, never as nothing.
        case missing(name: String, size: Size)
    }

    public var source: Source
    /// SwiftUI's `resizable()`: the image takes the proposed size (its intrinsic size on an
    /// unproposed axis) and its content is stretched to the frame, aspect ratio ignored.
    public var resizable: Bool
    /// `renderingMode(.template)`: the image's coverage is painted in this colour.
    /// nil is `.original`: the SVG's own colours.
    public var tint: Color?

    public init(_ source: Source, resizable: Bool = false, tint: Color? = nil) {
        self.source = source; self.resizable = resizable; self.tint = tint
    }

    public var name: String {
        switch source {
        case .icon(let name), .system(let name), .missing(let name, _): return name
        }
    }
}

/// How the layout core learns an image's intrinsic size without reading SVG itself.
/// The real one (in DarkroomRaster) asks librsvg.
public protocol ImageMeasurer {
    /// The image's intrinsic size in layout units; nil when there is no such icon
    /// (the painter then fails with an error naming it).
    func intrinsicSize(ofIcon name: String) -> Size?
    /// The icon a system image name maps to (the team's map in the icon folder); nil when the
    /// map has no entry for it.
    func icon(forSystemName name: String) -> String?
}

extension ImageMeasurer {
    public func icon(forSystemName name: String) -> String? { nil }
}

extension ImageSpec {
    /// The size a system image without an icon is drawn at: iOS's symbol box for body text
    /// (17 pt), so the placeholder takes about the room the symbol would.
    public static let missingSystemImageSize = Size(width: 17, height: 17)
}

/// Fit or fill, for `aspectRatio(_:contentMode:)` (SwiftUI's `ContentMode`).
public enum ContentMode: String, Hashable, Sendable, Codable { case fit, fill }

/// An image measurer for layout tests: an icon named `anything-WxH` (e.g. `glyph-24x16`) is
/// W x H; any other name is unknown.
public struct FixedImageMeasurer: ImageMeasurer {
    public init() {}
    public func intrinsicSize(ofIcon name: String) -> Size? {
        guard let dims = name.split(separator: "-").last?.split(separator: "x"), dims.count == 2,
              let w = Double(dims[0]), let h = Double(dims[1]) else { return nil }
        return Size(width: w, height: h)
    }
}
