import DarkroomComponents
import DarkroomLayout
import DarkroomSnapshot
import Testing

/// ButtonIcon: circles of 29/38/48 (icon 13/18/24 + inset 8/10/12 each side) in a 48 touch
/// target inside a 4 px focus buffer; primary / secondary / tertiary paint; 0.97 when pressed.
/// Drawn from the seed's SwiftUI file (SeedDesignSystem/ButtonIcon.swift).
@Suite struct ButtonIconTests {
    let worker = SnapshotWorker(context: Pipeline.context)
    static let sizes: [String: (icon: Double, inset: Double)] = ["small": (13, 8), "medium": (18, 10), "large": (24, 12)]

    @Test(arguments: Pipeline.variants(ButtonIcon.self))
    func layoutColoursAndAccessibility(_ v: Variant) throws {
        let scene = worker.scene(for: v)
        let p = Palette.of(brand: v.brand, theme: v.theme)
        let m = Self.sizes[v.value("size")]!
        let diameter = m.icon + 2 * m.inset
        let button = try scene.require("button")
        let circleNode = try scene.require("button/circle"), iconNode = try scene.require("button/icon")
        let circle = try #require(circleNode.shape), icon = try #require(iconNode.image)

        #expect([29.0, 38, 48].contains(diameter))
        #expect(button.frame.size == Size(width: diameter, height: diameter))
        #expect(circleNode.frame == button.frame)
        #expect(circle.kind == .circle)
        // A template image of Icons/heart.svg, resized to the icon size.
        #expect(icon.source == .icon("heart") && icon.resizable && iconNode.frame.size == Size(width: m.icon, height: m.icon))
        #expect(close(iconNode.frame.minX - button.frame.minX, m.inset) && close(iconNode.frame.minY - button.frame.minY, m.inset))
        #expect(button.scale == (v.value("interaction") == "pressed" ? 0.97 : 1))

        switch v.value("variant") {
        case "primary":
            #expect(circle.fill?.hex == p.primary && circle.stroke == nil)
            #expect(icon.tint?.hex == p.onPrimary)
        case "secondary":
            #expect(circle.fill == nil)
            #expect(circle.stroke?.color.hex == p.primary && circle.stroke?.width == 1)
            #expect(icon.tint?.hex == p.primary)
        default:
            // Bare: the circle is there (Circle().fill(.clear)) but draws nothing.
            #expect((circle.fill == nil || circle.fill?.alpha == 0) && circle.stroke == nil)
            #expect(icon.tint?.hex == p.primary)
        }

        // 48 touch target, centred on the circle, inside a 4 px focus buffer: 8 + 4 + 48 + 4 + 8.
        let a11y = try #require(scene.accessibilityNodes.first)
        #expect(scene.accessibilityNodes.count == 1)
        #expect(a11y.role == "button" && a11y.label == "Add to favourites")
        #expect(a11y.hitArea == Rect(x: 12, y: 12, width: 48, height: 48))
        #expect(close(button.frame.midX, a11y.hitArea.midX) && close(button.frame.midY, a11y.hitArea.midY))
        #expect(scene.size == Size(width: 72, height: 72))
        let target = try #require({ () -> SceneNode? in
            var found: SceneNode?
            scene.root.visit { if $0.accessibility != nil { found = $0 } }
            return found
        }())
        #expect(target.frame == Rect(x: 12, y: 12, width: 48, height: 48))
    }
}
