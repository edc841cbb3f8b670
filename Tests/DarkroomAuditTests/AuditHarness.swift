import DarkroomAudit
import DarkroomLayout
import DarkroomRaster
import DarkroomUI
import Foundation

/// Lays SwiftUI views out through the real pipeline (DarkroomUI lowering, the layout engine,
/// Pango from the repository's fonts) and audits the Scene, in one direction.
@MainActor
enum AuditHarness {
    static let root: String = {
        var url = URL(fileURLWithPath: #filePath)
        for _ in 0..<3 { url.deleteLastPathComponent() }
        return url.path
    }()
    static let renderer = Renderer(fonts: try! FontConfiguration(directory: root + "/Fonts"),
                                   icons: try! IconLibrary(directory: root + "/Icons"))

    static func scene<V: DarkroomUI.View>(_ view: V, _ direction: DarkroomLayout.LayoutDirection, width: Double? = nil) -> Scene {
        var environment = EnvironmentValues()
        environment.layoutDirection = direction == .rightToLeft ? .rightToLeft : .leftToRight
        let node = ViewLowering.node(view, environment: environment)
        return renderer.layout(node, direction: direction, proposal: ProposedSize(width: width, height: nil))
    }

    /// The findings of `rule` alone for `view`.
    static func findings<V: DarkroomUI.View>(_ rule: AuditRule, _ view: V, _ direction: DarkroomLayout.LayoutDirection,
                                            width: Double? = nil) -> [AuditFinding] {
        SceneAuditor.all.restricted(to: [rule]).audit(scene(view, direction, width: width), snapshot: "Test/case-\(direction.rawValue)",
                                                      measurer: renderer.text)
    }
}

let bothDirections: [DarkroomLayout.LayoutDirection] = [.leftToRight, .rightToLeft]

// The engine's own builder (DarkroomLayout's package-level `HStack`, `Text`, `Color`...) is
// visible to tests of this package; these names pick SwiftUI's spelling.
typealias View = DarkroomUI.View
typealias Color = DarkroomUI.Color
typealias Text = DarkroomUI.Text
typealias HStack = DarkroomUI.HStack
typealias VStack = DarkroomUI.VStack
typealias Rectangle = DarkroomUI.Rectangle
typealias RoundedRectangle = DarkroomUI.RoundedRectangle
typealias Capsule = DarkroomUI.Capsule
typealias Image = DarkroomUI.Image
typealias ButtonStyle = DarkroomUI.ButtonStyle
