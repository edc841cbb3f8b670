import DarkroomComponents
import DarkroomLayout
import DarkroomSnapshot
import Testing

/// Input-Checkbox-Base against the seed's size table and state colours, for every axis
/// combination in frisbee and tdm, light and dark, LTR and RTL.
@Suite struct InputCheckboxBaseTests {
    let worker = SnapshotWorker(context: Pipeline.context)

    /// The seed's size table: box, icon, gap, radius, label size / line height.
    static let sizes: [String: (box: Double, icon: Double, gap: Double, radius: Double, font: Double, lineHeight: Double)] = [
        "sm": (24, 16, 8, 2, 14, 20), "md": (32, 20, 8, 4, 16, 24), "lg": (40, 24, 12, 4, 18, 28),
    ]

    @Test(arguments: Pipeline.variants(InputCheckboxBase.self))
    func layoutColoursAndAccessibility(_ v: Variant) throws {
        let scene = worker.scene(for: v)
        let p = Palette.of(brand: v.brand, theme: v.theme)
        let m = Self.sizes[v.value("size")]!
        let state = v.value("state"), message = v.value("message")
        let control = try scene.require("root")
        let row = try scene.require("row"), box = try scene.require("box"), label = try scene.require("label")
        let boxShape = try scene.require("box/shape")
        let shape = try #require(boxShape.shape)
        let fill = scene.node("box/fill")?.shape

        // Box: icon + inset on each side; 2 px border; radius 2 (sm) or 4.
        #expect(box.frame.size == Size(width: m.box, height: m.box))
        #expect(boxShape.frame == box.frame)
        #expect(shape.kind == .roundedRectangle(cornerRadius: m.radius), "the tokens' CSS radius: circular corners")
        #expect(shape.stroke?.width == 2)
        #expect(box.scale == (v.value("interaction") == "pressed" ? 0.96 : 1), "press scales the box")
        #expect(label.scale == 1 && row.scale == 1, "press scales the box only")

        // Colours per state; an error turns the border red whatever the state.
        let borderHex = message == "error" ? p.error : state == "unchecked" ? p.basic55 : p.accent
        #expect(shape.stroke?.color.hex == borderHex)
        #expect(shape.fill == nil)
        if state == "unchecked" {
            #expect(fill == nil)
            #expect(scene.node("box/icon") == nil)
        } else {
            #expect(fill?.fill?.hex == p.accent && fill?.kind == shape.kind)
            let iconNode = try scene.require("box/icon")
            let icon = try #require(iconNode.image)
            #expect(icon.name == (state == "checked" ? "check" : "minus") && icon.resizable)
            #expect(iconNode.frame.size == Size(width: m.icon, height: m.icon))
            #expect(icon.tint?.hex == "#FFFFFFFF")
            #expect(close(iconNode.frame.midX, box.frame.midX) && close(iconNode.frame.midY, box.frame.midY))
            // Inset on each side: (box - icon) / 2 = 4 / 6 / 8.
            #expect(close(leadingOffset(iconNode.frame, in: box.frame, v.direction), (m.box - m.icon) / 2))
        }

        // Row: box on the leading side, the gap, then the label.
        #expect(close(leadingOffset(box.frame, in: scene.contentArea, v.direction), 0))
        #expect(close(gap(from: box.frame, to: label.frame, v.direction), m.gap))
        let run = try #require(label.text)
        label.expectLines(size: m.font, lineHeight: m.lineHeight)
        #expect(run.spec.color.hex == p.text)
        #expect(run.spec.lineLimit == nil)
        #expect(run.alignment == leadingAlignment(v.direction))
        if v.value("align") == "top" {
            #expect(run.lines.count >= 2, "a top-aligned label is the multi-line one")
            #expect(close(label.lineBox(lineHeight: m.lineHeight).minY, box.frame.minY))
            #expect(control.frame.width <= 260 + 1e-9, "wraps inside its proposed width")
        } else {
            #expect(run.lines.count == 1)
            #expect(close(label.frame.midY, box.frame.midY))
        }

        // Helper / error text: 13/18, 4 below the row, indented by box + gap on the leading side.
        let messageNode = scene.node("message")
        if message == "nomessage" {
            #expect(messageNode == nil)
        } else {
            let node = try #require(messageNode)
            let text = try #require(node.text)
            node.expectLines(size: 13, lineHeight: 18)
            #expect(text.spec.color.hex == (message == "error" ? p.error : p.muted))
            #expect(close(node.lineBox(lineHeight: 18).minY - row.frame.maxY, 4))
            #expect(close(leadingOffset(node.frame, in: control.frame, v.direction), m.box + m.gap))
            #expect(text.alignment == leadingAlignment(v.direction))
        }

        // One accessibility element for the whole control, with at least a 44 x 44 hit area.
        let a11y = try #require(scene.accessibilityNodes.first)
        #expect(scene.accessibilityNodes.count == 1)
        #expect(control.accessibility == a11y)
        // The seed's SwiftUI: one combined element with the button trait.
        #expect(a11y.role == "button")
        #expect(a11y.label == run.spec.string)
        #expect(a11y.value == ["unchecked": "unchecked", "checked": "checked", "indeterminate": "partially checked"][state])
        #expect(a11y.hint == "Double tap to toggle")
        #expect(a11y.identifier == "input-checkbox-base")
        #expect(a11y.hitArea.width >= 44 && a11y.hitArea.height >= 44)
        #expect(a11y.hitArea.width == max(44, control.frame.width) && a11y.hitArea.height == max(44, control.frame.height))
        #expect(close(a11y.hitArea.midX, control.frame.midX) && close(a11y.hitArea.midY, control.frame.midY))
    }

    /// Without a message the control is exactly its row: no spacing is left below it for
    /// the absent helper or error text (the canvas inset is the same on every side).
    @Test(arguments: ["sm", "md", "lg"], [LayoutDirection.leftToRight, .rightToLeft])
    func noMessageLeavesNoGap(_ size: String, _ direction: LayoutDirection) throws {
        let scene = worker.scene(for: Pipeline.variant(InputCheckboxBase.self, ["size": size, "message": "nomessage"], direction: direction))
        let row = try scene.require("row").frame
        #expect(scene.node("message") == nil)
        #expect(row.minY == Pipeline.inset)
        #expect(scene.size.height == row.height + 2 * Pipeline.inset, "\(scene.dump)")
    }

    /// RTL is the mirror image of LTR: same sizes, box at the right edge.
    @Test(arguments: ["sm", "md", "lg"])
    func rtlMirrorsLtr(_ size: String) throws {
        for message in ["helper", "error"] {
            let axes = ["size": size, "message": message, "align": "top", "state": "checked"]
            let ltr = worker.scene(for: Pipeline.variant(InputCheckboxBase.self, axes))
            let rtl = worker.scene(for: Pipeline.variant(InputCheckboxBase.self, axes, direction: .rightToLeft))
            #expect(ltr.size == rtl.size)
            for name in ["box", "label", "message"] {
                let l = try ltr.require(name).frame, r = try rtl.require(name).frame
                #expect(l.size == r.size, "\(name) keeps its size")
                #expect(close(r.minX, ltr.size.width - l.maxX), "\(name) is mirrored")
                #expect(l.minY == r.minY)
            }
            #expect(try rtl.require("box").frame.maxX == rtl.size.width - Pipeline.inset)
        }
    }
}
