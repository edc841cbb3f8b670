import DarkroomComponents
import DarkroomLayout
import DarkroomRaster
import DarkroomSnapshot
import DarkroomUI
import SeedDesignSystem
import Testing

/// The seed's ButtonIcon written as a plain SwiftUI file (SeedDesignSystem/ButtonIcon.swift),
/// drawn with the Theme built from each brand and colour theme's tokens: circles of 29/38/48
/// (icon 13/18/24 + inset 8/10/12 each side) in a 48 touch target inside a 4 px focus
/// buffer; primary / secondary / tertiary paint; 0.97 when pressed (`configuration.isPressed`).
@MainActor
@Suite struct SeedButtonIconTests {
    static let renderer = Renderer(fonts: Pipeline.context.fonts, icons: Pipeline.context.icons)
    static let sizes: [String: (icon: Double, inset: Double, size: SeedDesignSystem.ButtonIcon.Size)] = [
        "small": (13, 8, .small), "medium": (18, 10, .medium), "large": (24, 12, .large)]
    static let variants: [String: SeedDesignSystem.ButtonIcon.Variant] = ["primary": .primary, "secondary": .secondary, "tertiary": .tertiary]

    @Test(arguments: Pipeline.variants(DarkroomComponents.ButtonIcon.self))
    func seedMetricsAndColours(_ v: Variant) throws {
        let m = Self.sizes[v.value("size")]!, pressed = v.value("interaction") == "pressed"
        var environment = EnvironmentValues()
        environment.layoutDirection = v.direction == .rightToLeft ? .rightToLeft : .leftToRight
        let button = SeedDesignSystem.ButtonIcon("heart", accessibilityLabel: "Add to favourites", size: m.size,
                                                 variant: Self.variants[v.value("variant")]!)
            .environment(\.theme, Theme(buttonIcon: Theme.ButtonIconStyle(tokens: Pipeline.context.theme(brand: v.brand, theme: v.theme))))
            .darkroomPressed(pressed)
        let scene = Self.renderer.layout(ViewLowering.node(button, environment: environment), direction: v.direction)
        let p = Palette.of(brand: v.brand, theme: v.theme)
        let diameter = m.icon + 2 * m.inset

        var circles: [SceneNode] = [], images: [SceneNode] = [], scaled: [SceneNode] = [], targets: [SceneNode] = []
        scene.root.visit { node in
            if case .shape = node.content { circles.append(node) }
            if case .image = node.content { images.append(node) }
            if node.scale != 1 { scaled.append(node) }
            if node.accessibility != nil { targets.append(node) }
        }
        let circleNode = try #require(circles.first), iconNode = try #require(images.first)
        let circle = try #require(circleNode.shape)
        guard case .image(let icon) = iconNode.content else { return }
        #expect(circles.count == 1 && images.count == 1)
        #expect(circle.kind == .circle)
        #expect(circleNode.frame == Rect(x: 4 + (48 - diameter) / 2, y: 4 + (48 - diameter) / 2, width: diameter, height: diameter))
        #expect(icon.name == "heart" && iconNode.frame.size == Size(width: m.icon, height: m.icon))
        #expect(close(iconNode.frame.minX - circleNode.frame.minX, m.inset) && close(iconNode.frame.minY - circleNode.frame.minY, m.inset))
        #expect(scaled.map(\.scale) == (pressed ? [0.97] : []))
        switch v.value("variant") {
        case "primary":
            #expect(circle.fill?.hex == p.primary && circle.stroke == nil)
            #expect(icon.tint?.hex == p.onPrimary)
        case "secondary":
            #expect(circle.fill == nil)
            #expect(circle.stroke?.color.hex == p.primary && circle.stroke?.width == 1)
            #expect(icon.tint?.hex == p.primary)
        default:
            #expect(circle.fill?.alpha == 0 && circle.stroke == nil)
            #expect(icon.tint?.hex == p.primary)
        }
        // The 48 touch target, centred on the circle, inside the 4 px focus buffer: 4 + 48 + 4.
        #expect(scene.size == Size(width: 56, height: 56))
        let a11y = try #require(scene.accessibilityNodes.first)
        #expect(scene.accessibilityNodes.count == 1)
        #expect(a11y.role == "button" && a11y.label == "Add to favourites" && a11y.identifier == "button-icon")
        #expect(targets.first?.frame == Rect(x: 4, y: 4, width: 48, height: 48))
    }
}
