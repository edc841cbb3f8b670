import DarkroomComponents
import DarkroomLayout
import DarkroomSnapshot
import Testing

/// Chip-Base: a capsule with 6 block / 12 inline padding, a 20 px icon 4 from a 14/20
/// label, a 1 px border, and the pressed blend and primary border when pressed.
@Suite struct ChipBaseTests {
    let worker = SnapshotWorker(context: Pipeline.context)

    @Test(arguments: Pipeline.variants(ChipBase.self))
    func layoutColoursAndAccessibility(_ v: Variant) throws {
        let scene = worker.scene(for: v)
        let p = Palette.of(brand: v.brand, theme: v.theme)
        let pressed = v.value("interaction") == "pressed"
        // The capsule is drawn twice, as the seed's style writes it: filled behind the label,
        // its hairline border over it.
        let capsuleNode = try scene.require("background")
        let capsule = try #require(capsuleNode.shape)
        let border = try #require(scene.node("overlay")?.shape)
        let label = try scene.require("label")
        let run = try #require(label.text)

        #expect(capsule.kind == .capsule && border.kind == .capsule)
        #expect(capsule.stroke == nil && border.fill == nil)
        #expect(border.stroke?.width == 1)
        #expect(capsule.fill?.hex == (pressed ? p.surfacePressed : p.surface))
        #expect(border.stroke?.color.hex == (pressed ? p.primary : p.border))
        #expect(capsuleNode.frame == scene.contentArea, "the capsule is the chip's whole area")
        // 20 high content (icon and line) + 6 above and below.
        #expect(capsuleNode.frame.height == 32)
        label.expectLines(size: 14, lineHeight: 20)
        #expect(run.spec.color.hex == p.text)
        #expect(run.lines.count == 1)
        let line = label.lineBox(lineHeight: 20)
        #expect(close(line.minY - capsuleNode.frame.minY, 6) && close(capsuleNode.frame.maxY - line.maxY, 6))
        // Inline padding 12 on both logical sides.
        #expect(close(leadingOffset(capsuleNode.frame, in: capsuleNode.frame, v.direction), 0))
        let trailingEdge = v.direction == .leftToRight ? capsuleNode.frame.maxX - label.frame.maxX : label.frame.minX - capsuleNode.frame.minX
        #expect(close(trailingEdge, 12))

        if v.value("icon") == "withicon" {
            let iconNode = try scene.require("icon")
            let icon = try #require(iconNode.image)
            #expect(icon.name == "filter" && iconNode.frame.size == Size(width: 20, height: 20))
            #expect(icon.tint?.hex == p.text)
            #expect(close(leadingOffset(iconNode.frame, in: capsuleNode.frame, v.direction), 12))
            #expect(close(gap(from: iconNode.frame, to: label.frame, v.direction), 4))
            #expect(close(iconNode.frame.minY - capsuleNode.frame.minY, 6))
        } else {
            #expect(scene.node("icon") == nil)
            #expect(close(leadingOffset(label.frame, in: capsuleNode.frame, v.direction), 12))
        }

        let a11y = try #require(scene.accessibilityNodes.first)
        #expect(scene.accessibilityNodes.count == 1)
        #expect(a11y.role == "button" && a11y.label == "Filters")
        #expect(a11y.hitArea.height == 48 && a11y.hitArea.width == max(48, capsuleNode.frame.width))
        #expect(close(a11y.hitArea.midY, capsuleNode.frame.midY) && close(a11y.hitArea.midX, capsuleNode.frame.midX))
    }

    /// The README's worked example of the pressed blend: black 12 % over white is #E0E0E0.
    @Test func pressedBlendIsSourceOver() {
        let t = Pipeline.context.theme(brand: "frisbee", theme: "light")
        #expect(t.color("color.blend.pressed").over(t.color("color.structure.surface")).hex == "#E0E0E0FF")
    }
}
