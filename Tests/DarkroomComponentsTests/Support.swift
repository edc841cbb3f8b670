import DarkroomCatalog
import DarkroomComponents
import DarkroomLayout
import DarkroomManifest
import DarkroomRaster
import DarkroomSnapshot
import DarkroomTokens
import Testing

/// The real pipeline, shared by every test: the built-in catalogue over the repository's
/// Fonts/, Icons/ and Tokens/. Creating it validates every component's tokens and icons.
enum Pipeline {
    static let root: String = {
        guard let root = ResourceLocator.root() else {
            preconditionFailure("no Fonts/ and Icons/ found above the current folder: run the tests from the repository")
        }
        return root
    }()
    static let context: RenderContext = {
        do { return try RenderContext(catalog: BuiltInCatalog.catalog, root: root) } catch {
            preconditionFailure("the built-in catalogue does not load: \(error)")
        }
    }()
    /// The catalogue's room around every component.
    static var inset: Double { BuiltInCatalog.catalog.canvasInset }

    /// A variant of `component` with `axes` (unnamed axes take their defaults).
    static func variant(_ component: any Component.Type, _ axes: [String: String] = [:], brand: String = "frisbee",
                        theme: String = "light", direction: LayoutDirection = .leftToRight) -> Variant {
        for name in axes.keys { precondition(component.axes.contains { $0.name == name }, "\(component.name) has no axis \(name)") }
        return Variant(component: CatalogEntry(component),
                       axes: component.axes.map { AxisValue(name: $0.name, value: axes[$0.name] ?? $0.defaultValue) },
                       brand: brand, theme: theme, direction: direction)
    }

    /// Every variant of `component` in the given environments (all of its axes).
    static func variants(_ component: any Component.Type, brands: [String] = ["frisbee", "tdm"],
                         themes: [String] = ["light", "dark"]) -> [Variant] {
        VariantMatrix.all(Catalog(components: [component]), brands: brands, themes: themes)
    }
}

/// Brands and themes the colour tests check, with the values of Tokens/README.md written
/// out by hand (so a token-file regression shows up here, not only in the tokens suite).
struct Palette {
    let accent, primary, onPrimary: String
    let text, muted, error, basic25, basic50, basic55, surface, border, canvas, surfacePressed: String

    static func of(brand: String, theme: String) -> Palette {
        let light = theme == "light"
        let accents = ["frisbee": ("#40B259FF", "#5CC873FF"), "tdm": ("#1F6FE5FF", "#5C9BFFFF")]
        let primaries = ["frisbee": "#2E8540FF", "tdm": "#1A5DC4FF"]
        let (accentLight, accentDark) = accents[brand]!
        return Palette(
            accent: light ? accentLight : accentDark,
            primary: light ? primaries[brand]! : accentDark,
            onPrimary: light ? "#FFFFFFFF" : "#121212FF",
            text: light ? "#1A1A1AFF" : "#F5F5F5FF", muted: light ? "#6B6B6BFF" : "#A3A3A3FF",
            error: light ? "#D32F2FFF" : "#FF6B6BFF",
            basic25: light ? "#00000040" : "#FFFFFF40", basic50: light ? "#00000080" : "#FFFFFF80",
            basic55: light ? "#0000008C" : "#FFFFFF8C",
            surface: light ? "#FFFFFFFF" : "#1E1E1EFF", border: light ? "#D6D6D6FF" : "#3D3D3DFF",
            canvas: light ? "#F5F5F5FF" : "#121212FF",
            // color.blend.pressed (black / white at 12 %) composited onto the surface.
            surfacePressed: light ? "#E0E0E0FF" : "#393939FF")
    }
}

extension Scene {
    /// The first node (depth-first) whose id is `name` or whose path ends in `/name`.
    func node(_ name: String) -> SceneNode? {
        var found: SceneNode?
        root.visit { n in
            if found == nil, n.id == name || n.id.hasSuffix("/" + name) { found = n }
        }
        return found
    }

    /// Like `node`, but records a test issue (with the dump) when the node is missing.
    func require(_ name: String, sourceLocation: Testing.SourceLocation = #_sourceLocation) throws -> SceneNode {
        guard let n = node(name) else {
            Issue.record("no node \(name) in\n\(dump)", sourceLocation: sourceLocation)
            throw MissingNode(name: name)
        }
        return n
    }

    /// The component's own area: the root's frame minus the catalogue's inset. (The canvas
    /// is the root rounded up to whole units; in RTL the root hugs its right edge.)
    var contentArea: Rect {
        Rect(x: root.frame.minX + Pipeline.inset, y: root.frame.minY + Pipeline.inset, width: root.frame.width - 2 * Pipeline.inset,
             height: root.frame.height - 2 * Pipeline.inset)
    }
}

struct MissingNode: Error { let name: String }

extension SceneNode {
    var shape: ShapeSpec? { if case .shape(let s) = content { return s }; return nil }
    var icon: IconSpec? { if case .icon(let i) = content { return i }; return nil }
    var image: ImageSpec? { if case .image(let i) = content { return i }; return nil }
    var text: TextRun? { if case .text(let t) = content { return t }; return nil }
}

/// Layout coordinates are fractional; a metric is exact up to floating-point noise.
func close(_ a: Double, _ b: Double, _ tolerance: Double = 1e-6) -> Bool { abs(a - b) <= tolerance }

/// Distance from the logical leading edge of `container` to that of `r`
/// (left edges in LTR, right edges in RTL).
func leadingOffset(_ r: Rect, in container: Rect, _ direction: LayoutDirection) -> Double {
    direction == .leftToRight ? r.minX - container.minX : container.maxX - r.maxX
}

/// The gap between `first` and the next element along the reading direction.
func gap(from first: Rect, to second: Rect, _ direction: LayoutDirection) -> Double {
    direction == .leftToRight ? second.minX - first.maxX : first.minX - second.maxX
}

/// The physical text alignment a leading-aligned text gets in `direction`.
func leadingAlignment(_ direction: LayoutDirection) -> PhysicalTextAlignment {
    direction == .leftToRight ? .left : .right
}

extension Variant {
    func value(_ axis: String) -> String { axes.first { $0.name == axis }!.value }
}

extension SceneNode {
    /// The text's line box under the design's `lineHeight`. SwiftUI has no line height: the
    /// seed's `textStyle` lays the text out at the font's own line height, adds the difference
    /// between lines (`lineSpacing`) and pads half of it above and below, so the box is the
    /// text's frame grown by that half on each side.
    func lineBox(lineHeight: Double) -> Rect {
        guard let run = text, let natural = run.lines.first?.frame.height else { return frame }
        let half = (lineHeight - natural) / 2
        return Rect(x: frame.minX, y: frame.minY - half, width: frame.width, height: frame.height + 2 * half)
    }

    /// Checks that the text is `family` `size` regular and its lines are `lineHeight` apart,
    /// with half the leading above its first line and below its last (`lineBox`).
    func expectLines(size: Double, lineHeight: Double, sourceLocation: Testing.SourceLocation = #_sourceLocation) {
        guard let run = text else { Issue.record("\(id) is not text", sourceLocation: sourceLocation); return }
        #expect(run.spec.font == Font(family: "Roboto", weight: 400, size: size), sourceLocation: sourceLocation)
        let natural = run.lines[0].frame.height
        #expect(close(run.spec.lineSpacing, max(0, lineHeight - natural), 1e-3), sourceLocation: sourceLocation)
        for (a, b) in zip(run.lines, run.lines.dropFirst()) {
            #expect(close(b.baseline - a.baseline, max(lineHeight, natural), 1e-3), "line pitch", sourceLocation: sourceLocation)
        }
        if lineHeight >= natural {
            #expect(close(lineBox(lineHeight: lineHeight).height, Double(run.lines.count) * lineHeight, 1e-3), sourceLocation: sourceLocation)
        }
    }
}
