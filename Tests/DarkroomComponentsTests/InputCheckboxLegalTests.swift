import DarkroomCatalog
import DarkroomComponents
import DarkroomLayout
import DarkroomSnapshot
import Testing

/// Input-Checkbox-Legal: fixed lg box, 14/20 label 12 away, top alignment, untruncated
/// multi-line legal text, a Required indicator above the row, consent hints and audit ids.
@Suite struct InputCheckboxLegalTests {
    let worker = SnapshotWorker(context: Pipeline.context)

    @Test(arguments: Pipeline.variants(InputCheckboxLegal.self))
    func layoutColoursAndAccessibility(_ v: Variant) throws {
        let scene = worker.scene(for: v)
        let p = Palette.of(brand: v.brand, theme: v.theme)
        let state = v.value("state"), message = v.value("message")
        let control = try scene.require("root")
        let row = try scene.require("row"), box = try scene.require("box"), label = try scene.require("label")
        let shape = try #require(try scene.require("box/shape").shape)

        // Always the lg box: 40 = 24 icon + 8 inset each side, radius 4, border 2.
        #expect(box.frame.size == Size(width: 40, height: 40))
        #expect(shape.kind == .roundedRectangle(cornerRadius: 4))
        #expect(shape.stroke?.width == 2)
        #expect(shape.stroke?.color.hex == (message == "error" ? p.error : state == "checked" ? p.accent : p.basic55))
        #expect(shape.fill == nil)
        #expect(scene.node("box/fill")?.shape?.fill?.hex == (state == "checked" ? p.accent : nil))
        #expect(box.scale == (v.value("interaction") == "pressed" ? 0.96 : 1))
        if state == "checked" {
            let iconNode = try scene.require("box/icon")
            let icon = try #require(iconNode.image)
            #expect(icon.name == "check" && iconNode.frame.size == Size(width: 24, height: 24) && icon.tint?.hex == "#FFFFFFFF")
        } else {
            #expect(scene.node("box/icon") == nil)
        }

        // 14/20 legal text, 12 from the box, top-aligned, at least three lines, never truncated.
        let run = try #require(label.text)
        label.expectLines(size: 14, lineHeight: 20)
        #expect(run.spec.color.hex == p.text)
        #expect(run.spec.lineLimit == nil)
        #expect(run.spec.string == InputCheckboxLegal.legalText)
        #expect(run.lines.count >= 3)
        #expect(close(label.lineBox(lineHeight: 20).minY, box.frame.minY))
        #expect(close(gap(from: box.frame, to: label.frame, v.direction), 12))
        #expect(close(leadingOffset(box.frame, in: control.frame, v.direction), 0))
        #expect(run.alignment == leadingAlignment(v.direction))
        #expect(control.frame.width <= 320 + 1e-9)

        // The Required indicator sits above the row, on the leading side, muted, 13/18.
        if v.value("required") == "required" {
            let indicator = try scene.require("required")
            let text = try #require(indicator.text)
            #expect(text.spec.string == "Required")
            #expect(text.spec.color.hex == p.muted)
            indicator.expectLines(size: 13, lineHeight: 18)
            #expect(close(row.frame.minY - indicator.lineBox(lineHeight: 18).maxY, 4))
            #expect(close(indicator.lineBox(lineHeight: 18).minY, scene.contentArea.minY))
            #expect(close(leadingOffset(indicator.frame, in: control.frame, v.direction), 0))
            #expect(text.alignment == leadingAlignment(v.direction))
        } else {
            #expect(scene.node("required") == nil)
            #expect(close(row.frame.minY, scene.contentArea.minY))
        }

        // Helper / error text under the label, indented by box + gap = 52.
        if message == "nomessage" {
            #expect(scene.node("message") == nil)
        } else {
            let node = try scene.require("message")
            let text = try #require(node.text)
            #expect(text.spec.color.hex == (message == "error" ? p.error : p.muted))
            node.expectLines(size: 13, lineHeight: 18)
            #expect(close(node.lineBox(lineHeight: 18).minY - row.frame.maxY, 4))
            #expect(close(leadingOffset(node.frame, in: control.frame, v.direction), 52))
        }

        let a11y = try #require(scene.accessibilityNodes.first)
        #expect(scene.accessibilityNodes.count == 1)
        #expect(a11y.role == "button")
        #expect(a11y.identifier == "input-checkbox-legal")
        #expect(a11y.label == InputCheckboxLegal.legalText)
        #expect(a11y.value == state)
        #expect(a11y.hint == (state == "checked" ? "Double tap to withdraw consent" : "Double tap to give consent"))
        #expect(a11y.hitArea.width == max(44, control.frame.width) && a11y.hitArea.height == max(44, control.frame.height))
        #expect(close(a11y.hitArea.midX, control.frame.midX) && close(a11y.hitArea.midY, control.frame.midY))
    }

    /// Consent is given or not: the matrix has no indeterminate legal checkbox.
    @Test func noIndeterminate() {
        let axes = AxisValues(["required": "required", "state": "indeterminate", "message": "nomessage", "interaction": "rest"])
        #expect(InputCheckboxLegal(axes: axes) == nil)
        let all = VariantMatrix.all(BuiltInCatalog.catalog, brands: ["frisbee"], themes: ["light"])
        let legal = all.filter { $0.component.name == InputCheckboxLegal.name }
        #expect(legal.count == 2 * 2 * 3 * 2 * 2)
        #expect(!legal.contains { $0.value("state") == "indeterminate" })
        // The base checkbox keeps it.
        #expect(all.contains { $0.component.name == InputCheckboxBase.name && $0.value("state") == "indeterminate" })
    }
}
