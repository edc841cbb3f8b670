import DarkroomLayout
import DarkroomRaster
import DarkroomUI
import Foundation
import Testing

/// Lays SwiftUI views out through the real pipeline: DarkroomUI lowering, the layout engine
/// and the Pango text engine from the repository's fonts.
@MainActor
enum Harness {
    static let root: String = {
        var url = URL(fileURLWithPath: #filePath)
        for _ in 0..<3 { url.deleteLastPathComponent() }
        return url.path
    }()
    static let fonts = try! FontConfiguration(directory: root + "/Fonts")
    static let icons = try! IconLibrary(directory: root + "/Icons")
    static let renderer = Renderer(fonts: fonts, icons: icons)

    static func environment(_ direction: DarkroomLayout.LayoutDirection, scheme: DarkroomUI.ColorScheme = .light) -> EnvironmentValues {
        var environment = EnvironmentValues()
        environment.layoutDirection = direction == .rightToLeft ? .rightToLeft : .leftToRight
        environment.colorScheme = scheme
        return environment
    }

    /// The Scene of `view`, proposed `width` x `height` (nil: its ideal size).
    static func scene<V: DarkroomUI.View>(_ view: V, _ direction: DarkroomLayout.LayoutDirection, width: Double? = nil,
                                         height: Double? = nil, scheme: DarkroomUI.ColorScheme = .light) -> Scene {
        let node = ViewLowering.node(view, environment: environment(direction, scheme: scheme))
        return renderer.layout(node, direction: direction, proposal: ProposedSize(width: width, height: height))
    }

    static func node<V: DarkroomUI.View>(_ view: V, scheme: DarkroomUI.ColorScheme = .light) -> Node {
        ViewLowering.node(view, environment: environment(.leftToRight, scheme: scheme))
    }
}

extension Scene {
    /// The node with this id (ids are paths: "root", "root/label"...).
    func node(_ id: String) -> SceneNode? {
        var found: SceneNode?
        root.visit { if $0.id == id && found == nil { found = $0 } }
        return found
    }

    func frame(_ id: String) -> Rect? { node(id)?.frame }
}

/// The frame a case expects in LTR, and its mirror for RTL across the canvas (the layout's
/// width rounded up to whole units: `LayoutEngine.layout` mirrors across it).
func expected(_ rect: Rect, _ direction: DarkroomLayout.LayoutDirection, in scene: Scene) -> Rect {
    direction == .rightToLeft ? rect.mirrored(inWidth: scene.size.width) : rect
}

func close(_ a: Rect?, _ b: Rect, tolerance: Double = 0.01) -> Bool {
    guard let a else { return false }
    return abs(a.minX - b.minX) < tolerance && abs(a.minY - b.minY) < tolerance
        && abs(a.width - b.width) < tolerance && abs(a.height - b.height) < tolerance
}

let directions: [DarkroomLayout.LayoutDirection] = [.leftToRight, .rightToLeft]
