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
        let inner = try #require(box.children.first { $0.shape != nil })
        let shape = try #require(inner.shape)
        let content = scene.contentArea
        #expect(box.frame.size == Size(width: 20, height: 20))
        #expect(inner.frame == box.frame)
        #expect(close(leadingOffset(outer, in: content, v.direction), 0), "the box is on the logical leading side")
        #expect(close(outer.minY, content.minY))
        if v.value("label") != "multiline" { #expect(content.height == 24, "the outer box sets the row's height") }
        #expect(shape.kind == (v.value("shape") == "square" ? .roundedRectangle(cornerRadius: 6) : .circle))
        if checked {
            #expect(shape.fill?.hex == p.accent)
            let iconNode = try #require(box.children.first { $0.image != nil })
            let icon = try #require(iconNode.image)
            #expect(icon.name == "check" && iconNode.frame.size == Size(width: 16, height: 16) && icon.tint?.hex == "#FFFFFFFF")
            #expect(close(iconNode.frame.midX, outer.midX) && close(iconNode.frame.midY, outer.midY))
        } else {
            #expect(shape.fill == nil)
            #expect(shape.stroke?.width == 2)
            #expect(shape.stroke?.color.hex == (enabled ? p.basic55 : p.basic25))
        }

        let a11y = try #require(scene.accessibilityNodes.first)
        #expect(a11y.role == "button")
        #expect(a11y.hint == (enabled ? "Double tap to toggle" : "Dimmed"))
        #expect(a11y.value == (checked ? "checked" : "unchecked"))

        guard v.value("label") != "nolabel" else {
            #expect(scene.node("label") == nil)
            return
        }
        let label = try scene.require("label")
        let run = try #require(label.text)
        #expect(close(gap(from: outer, to: label.frame, v.direction), 8))
        // body5R is 14 on a 16 line, below Roboto 14's own 16.4: one line is 16 tall (the padding
        // is negative), but SwiftUI cannot set lines closer than the font's own line height.
        label.expectLines(size: 14, lineHeight: 16)
        if run.lines.count == 1 { #expect(close(label.lineBox(lineHeight: 16).height, 16)) }
        #expect(run.spec.color.hex == (enabled ? p.basic50 : p.basic25))
        #expect(run.alignment == leadingAlignment(v.direction))
        #expect(a11y.label == run.spec.string)
        if v.value("label") == "multiline" {
            #expect(run.lines.count >= 2)
            #expect(close(label.lineBox(lineHeight: 16).minY, outer.minY), "several lines align to the box's top")
        } else {
            #expect(run.lines.count == 1)
            #expect(close(label.frame.midY, outer.midY), "one line is centred on the box")
        }
    }
}
