import DarkroomComponents
import DarkroomLayout
import DarkroomSnapshot
import Testing

/// CheckboxView against the seed plan's Layout constants and colour scheme: 24 outer,
/// 20 inner, border 2, radius 6 (square) or a circle, gap 8, Roboto 14/16, border 55 % /
/// 25 %, text 50 % / 25 %, accent fill; one line centred on the box, several lines on its top.
@Suite struct CheckboxViewTests {
    let worker = SnapshotWorker(context: Pipeline.context)

    @Test(arguments: Pipeline.variants(CheckboxView.self))
    func metricsAndColours(_ v: Variant) throws {
        let scene = worker.scene(for: v)
        let p = Palette.of(brand: v.brand, theme: v.theme)
        let enabled = v.value("enabled") == "enabled", checked = v.value("checked") == "checked"
        // The 20 x 20 box group sits centred in a 24 x 24 frame; the frame is layout only (no
        // Scene node), so the outer square is the box grown by 2 on each side.
        let box = try scene.require("box")
        let outer = Rect(x: box.frame.minX - 2, y: box.frame.minY - 2, width: 24, height: 24)
        let content = scene.contentArea
        #expect(box.frame.size == Size(width: 20, height: 20))
        #expect(close(leadingOffset(outer, in: content, v.direction), 0), "the box is on the logical leading side")
        #expect(close(outer.minY, content.minY))
        if v.value("label") != "multiline" { #expect(content.height == 24, "the outer box sets the row's height") }
        let inner = try #require(box.children.first { $0.shape != nil })
        let shape = try #require(inner.shape)
        #expect(inner.frame == box.frame)
        #expect(shape.kind == (v.value("shape") == "square" ? .roundedRectangle(cornerRadius: 6) : .circle))
        if checked {
            #expect(shape.fill?.hex == p.accent)
            let icon = try #require(box.children.compactMap(\.icon).first)
            #expect(icon.name == "check" && icon.size == Size(width: 16, height: 16) && icon.tint?.hex == "#FFFFFFFF")
        } else {
            #expect(shape.fill == nil)
            #expect(shape.stroke?.width == 2)
            #expect(shape.stroke?.color.hex == (enabled ? p.basic55 : p.basic25))
        }

        let a11y = try #require(scene.accessibilityNodes.first)
        #expect(a11y.role == "checkbox")
        #expect(a11y.value == (checked ? "checked" : "unchecked"))

        guard v.value("label") != "nolabel" else {
            #expect(scene.node("label") == nil)
            return
        }
        let label = try scene.require("label")
        let run = try #require(label.text)
        #expect(close(gap(from: outer, to: label.frame, v.direction), 8))
        #expect(run.spec.font == Font(family: "Roboto", weight: 400, size: 14, lineHeight: 16))
        #expect(run.spec.color.hex == (enabled ? p.basic50 : p.basic25))
        #expect(run.alignment == leadingAlignment(v.direction))
        #expect(a11y.label == run.spec.string)
        if v.value("label") == "multiline" {
            #expect(run.lines.count >= 2)
            #expect(close(label.frame.minY, outer.minY), "several lines align to the box's top")
        } else {
            #expect(run.lines.count == 1)
            #expect(close(label.frame.midY, outer.midY), "one line is centred on the box")
        }
    }
}
