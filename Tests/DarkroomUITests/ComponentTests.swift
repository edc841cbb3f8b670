import DarkroomLayout
import DarkroomUI
import Testing

/// Components written in ordinary iOS style (`Components/`, only `import SwiftUI`), rendered
/// through DarkroomUI in both directions and both colour schemes.
@MainActor
@Suite struct ComponentTests {
    // The style's pressed branch runs when the variant asks for it; the label is white on
    // the style's green, and the whole button is one accessibility element with its hint.
    @Test(arguments: directions)
    func primaryButton(direction: DarkroomLayout.LayoutDirection) {
        let rest = Harness.scene(PrimaryButton(title: "Save"), direction)
        let pressed = Harness.scene(PrimaryButton(title: "Save").darkroomPressed(), direction)
        #expect(rest.root.scale == 1)
        #expect(pressed.root.scale == 0.96)
        var fills: [String] = [], texts: [String] = []
        rest.root.visit {
            if case .shape(let s) = $0.content, let f = s.fill { fills.append(f.hex) }
            if case .text(let t) = $0.content { texts.append(t.spec.color.hex + " " + t.spec.string) }
        }
        #expect(fills == ["#40B359FF"])
        #expect(texts == ["#FFFFFFFF Save"])
        let a11y = rest.accessibilityNodes
        #expect(a11y.count == 1)
        #expect(a11y.first?.role == "button" && a11y.first?.label == "Save" && a11y.first?.hint == "Saves your changes")
    }

    // Disabled through the environment, the style reads isEnabled and greys out.
    @Test func disabledButton() {
        let scene = Harness.scene(PrimaryButton(title: "Save").disabled(true), .leftToRight)
        // SwiftUI's opacity fades each leaf (the capsule, the label) on its own.
        var leaves: [Double] = []
        scene.root.visit { if $0.content != .group { leaves.append($0.opacity) } }
        #expect(leaves == [0.5, 0.5])
    }

    // A team's own EnvironmentKey carries the theme; the default applies when none is set.
    @Test(arguments: directions)
    func themedBadge(direction: DarkroomLayout.LayoutDirection) {
        let themed = Harness.scene(ThemedBadge(count: 3).environment(\.badgeTheme, BadgeTheme(fill: .red, text: .black, radius: 8)), direction)
        let plain = Harness.scene(ThemedBadge(count: 3), direction)
        func fill(_ scene: Scene) -> String? {
            var result: String?
            scene.root.visit { if case .shape(let s) = $0.content, result == nil { result = s.fill?.hex } }
            return result
        }
        #expect(fill(themed) == "#FF3B30FF")
        #expect(fill(plain) == "#007AFFFF")
        #expect(themed.accessibilityNodes.first?.label == "3 unread")
    }

    // The card modifier reads the colour scheme: white in light, 15 % grey in dark; the
    // optional subtitle is there only when given; the trailing Spacer pushes nothing past the offer.
    @Test(arguments: directions)
    func listRowCard(direction: DarkroomLayout.LayoutDirection) {
        for scheme in [ColorScheme.light, .dark] {
            let scene = Harness.scene(ListRow(title: "Notifications", subtitle: "Email and push"), direction, width: 300, scheme: scheme)
            #expect(scene.root.frame.width == 300)
            var fills: [String] = []
            scene.root.visit { if case .shape(let s) = $0.content, let f = s.fill { fills.append(f.hex) } }
            #expect(fills.contains(scheme == .dark ? "#262626FF" : "#FFFFFFFF"), "\(fills)")
            var secondary: [String] = []
            scene.root.visit { if case .text(let t) = $0.content, t.spec.string == "Email and push" { secondary.append(t.spec.color.hex) } }
            #expect(secondary == [scheme == .dark ? "#EBEBF599" : "#3C3C4399"])
        }
        let noSubtitle = Harness.scene(ListRow(title: "Notifications", subtitle: nil), direction, width: 300)
        var count = 0
        noSubtitle.root.visit { if case .text = $0.content { count += 1 } }
        #expect(count == 1)
    }

    // The same component renders to pixels in both directions without error.
    @Test(arguments: directions)
    func paints(direction: DarkroomLayout.LayoutDirection) throws {
        let scene = Harness.scene(ListRow(title: "Wi-Fi", subtitle: "Connected").padding(), direction, width: 320)
        let image = try Harness.renderer.raster(scene, scale: 2).rgbaImage()
        #expect(image.width == Int(scene.size.width) * 2)
    }

    // ImageRenderer as in SwiftUI, plus canonical PNG bytes: the same view gives the same
    // bytes, 2x is twice the size, and the layout direction comes from the environment.
    @Test func imageRenderer() throws {
        let renderer = ImageRenderer(content: ListRow(title: "Wi-Fi", subtitle: "Connected"))
        renderer.proposedSize = ProposedViewSize(width: 240, height: nil)
        let once = try renderer.pngData(), twice = try renderer.pngData()
        #expect(once == twice)
        #expect(try renderer.scene().size.width == 240)
        renderer.scale = 2
        let big = try renderer.pngData()
        let width = big[16..<20].reduce(0) { $0 << 8 | Int($1) }
        #expect(width == 480)
        renderer.environment.layoutDirection = .rightToLeft
        #expect(try renderer.scene().direction == .rightToLeft)
        renderer.scale = 1.5
        #expect(throws: (any Error).self) { try renderer.pngData() }
    }

    // The default button style draws its label in the tint, red for a destructive role, grey when disabled.
    @Test func defaultButtonColours() {
        func colour(_ view: some DarkroomUI.View) -> String? {
            var found: String?
            Harness.scene(view, .leftToRight).root.visit { if case .text(let t) = $0.content { found = t.spec.color.hex } }
            return found
        }
        #expect(colour(Button("Save") {}) == "#007AFFFF")
        #expect(colour(Button("Save") {}.tint(.green)) == "#34C759FF")
        #expect(colour(Button("Delete", role: .destructive) {}) == "#FF3B30FF")
        #expect(colour(Button("Save") {}.disabled(true)) == "#8E8E93FF")
    }
}
