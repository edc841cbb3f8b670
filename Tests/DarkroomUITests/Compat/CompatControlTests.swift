import DarkroomLayout
@testable import CompatCorpus
import DarkroomUI
import Foundation
import Testing

/// Buttons, chips, tags and badges from `Compat/`, each in LTR and RTL, light and dark:
/// frames from the layout, colours from Apple's system palette, positions mirrored in RTL.
@MainActor
@Suite struct CompatControlTests {
    // minHeight 44 (Apple's minimum hit target), 20 pt of padding each side, white label
    // centred; the blue fill darkens by 20 % black while pressed.
    @Test(arguments: Variant.all)
    func filledButton(variant: Variant) throws {
        let rest = try Pixels(FilledButton(title: "Continue"), variant)
        let label = try #require(rest.scene.text("Continue"))
        let frame = rest.scene.root.frame
        #expect(frame.height == 44)
        #expect(abs(frame.width - (label.frame.width + 40)) < 0.01)
        #expect(abs(label.frame.midX - frame.midX) < 0.01 && abs(label.frame.midY - frame.midY) < 0.01)
        #expect(label.color == "#FFFFFFFF")
        let blue = HIG.rgb(HIG.blue, variant)
        #expect(rest.isColor(blue, leading: 6, 22, variant.direction))
        let pressed = try Pixels(FilledButton(title: "Continue").darkroomPressed(), variant)
        #expect(pressed.isColor(over((0, 0, 0), alpha: 0.2, blue), leading: 6, 22, variant.direction))
        #expect(pressed.scene.root.frame == frame)
    }

    // A 1.5 pt capsule outline in the accent colour; the label takes the tint; pressed adds a 15 % wash.
    @Test(arguments: Variant.all)
    func outlineButton(variant: Variant) throws {
        let rest = try Pixels(OutlineButton(title: "Cancel"), variant)
        let label = try #require(rest.scene.text("Cancel"))
        let size = rest.scene.root.frame.size
        #expect(abs(size.width - (label.frame.width + 32)) < 0.01 && abs(size.height - (label.frame.height + 20)) < 0.01)
        let blue = HIG.rgb(HIG.blue, variant)
        #expect(label.color.hasPrefix(variant.isDark ? HIG.blue.1 : HIG.blue.0))
        #expect(rest.isColor(blue, leading: size.width / 2, 0, variant.direction))
        #expect(rest.rgba(leading: size.width / 2, 5, variant.direction).3 == 0)
        let pressed = try Pixels(OutlineButton(title: "Cancel").darkroomPressed(), variant)
        #expect(pressed.isColor(blue, leading: size.width / 2, 5, variant.direction, alpha: 38))
    }

    // 44 × 44 circle in the scheme's fill with the plus in the label colour; darker when pressed.
    @Test(arguments: Variant.all)
    func iconButton(variant: Variant) throws {
        let rest = try Pixels(IconButton(), variant)
        #expect(rest.scene.root.frame.size == Size(width: 44, height: 44))
        let label = HIG.rgb(HIG.label, variant)
        #expect(rest.isColor(label, leading: 21, 17, variant.direction))   // the plus's vertical bar
        let fill = variant.isDark ? 51 : 240                              // Color(white: 0.2 / 0.94)
        #expect(rest.isColor((fill, fill, fill), leading: 22, 4, variant.direction))
        let pressed = try Pixels(IconButton().darkroomPressed(), variant)
        let pressedFill = variant.isDark ? 77 : 217                       // Color(white: 0.3 / 0.85)
        #expect(pressed.isColor((pressedFill, pressedFill, pressedFill), leading: 22, 4, variant.direction))
        #expect(rest.scene.accessibilityNodes.map(\.label) == ["Add"])
    }

    // The selected chip is filled and leads with its check mark; the other is outlined.
    @Test(arguments: Variant.all)
    func chips(variant: Variant) throws {
        let pixels = try Pixels(HStack { Chip(title: "Nearby", isSelected: true); Chip(title: "Open now") }, variant)
        let selected = try #require(pixels.scene.text("Nearby")), plain = try #require(pixels.scene.text("Open now"))
        let selectedFrame = pixels.scene.leadingFrame(selected.frame, variant.direction)
        let plainFrame = pixels.scene.leadingFrame(plain.frame, variant.direction)
        #expect(abs(selectedFrame.minX - (12 + 12 + 6)) < 0.01)            // padding, check mark, spacing
        let chipWidth = selectedFrame.maxX + 12
        #expect(abs(plainFrame.minX - (chipWidth + 8 + 12)) < 0.01)        // default spacing 8, padding 12
        #expect(pixels.scene.root.frame.height == 32)
        #expect(selected.color == "#FFFFFFFF")
        #expect(plain.color == (variant.isDark ? "#FFFFFFFF" : "#000000FF"))
        #expect(pixels.isColor(HIG.rgb(HIG.blue, variant), leading: 6, 16, variant.direction))
        #expect(pixels.isColor(HIG.rgb(HIG.gray, variant), leading: chipWidth + 8 + 30, 0.5, variant.direction, tolerance: 3))
    }

    // Uppercased, tracked caption text in the kind's colour on a 15 % wash of it.
    @Test(arguments: Variant.all)
    func tags(variant: Variant) throws {
        let pixels = try Pixels(HStack { Tag(text: "Paid", kind: .success); Tag(text: "Due", kind: .warning); Tag(text: "Draft") }, variant)
        #expect(pixels.scene.texts.map(\.string) == ["PAID", "DUE", "DRAFT"])
        #expect(pixels.scene.texts.map { String($0.color.prefix(7)) }
                == [HIG.green, HIG.orange, HIG.gray].map { variant.isDark ? $0.1 : $0.0 })
        var tracking: [Double] = []
        pixels.scene.root.visit { if case .text(let run) = $0.content { tracking.append(run.spec.tracking) } }
        #expect(tracking == [0.6, 0.6, 0.6])
        let mid = pixels.scene.root.frame.height / 2
        #expect(pixels.isColor(HIG.rgb(HIG.green, variant), leading: 3, mid, variant.direction, alpha: 38))
    }

    // The badge sits on the tile's top-trailing corner, pushed out by 8 pt: the component flips
    // the offset itself, so the badge is on the right in LTR and on the left in RTL.
    @Test(arguments: Variant.all)
    func badgedTile(variant: Variant) throws {
        let pixels = try Pixels(BadgedTile(count: 7), variant)
        #expect(pixels.scene.root.frame.size == Size(width: 72, height: 72))  // offset changes no layout
        #expect(pixels.isColor(HIG.rgb(HIG.red, variant), leading: 50, 14, variant.direction))
        #expect(pixels.isColor(HIG.rgb(HIG.red, variant), leading: 66, 14, variant.direction))
        #expect(!pixels.isColor(HIG.rgb(HIG.red, variant), leading: 14, 14, variant.direction))
        let count = try #require(pixels.scene.text("7"))
        #expect(abs(pixels.scene.leadingFrame(count.frame, variant.direction).midX - 58) < 0.01)
        #expect(count.color == "#FFFFFFFF")
        #expect(pixels.scene.accessibilityNodes.map(\.label) == ["7 new"])
    }

    // The declared hit area is listed on the button (it changes no pixel).
    @Test func iconButtonHitArea() {
        var behaviours: [String] = []
        Harness.scene(IconButton(), .leftToRight).root.visit { behaviours += $0.behaviours }
        #expect(behaviours.contains("contentShape Circle"))
    }

    // The magnifying glass leads (in the secondary colour), the placeholder follows 6 pt later.
    @Test(arguments: Variant.all)
    func searchBar(variant: Variant) throws {
        let pixels = try Pixels(SearchBar(), variant)
        #expect(pixels.scene.size == Size(width: 280, height: 36))
        let placeholder = try #require(pixels.scene.text("Search"))
        #expect(abs(pixels.scene.leadingFrame(placeholder.frame, variant.direction).minX - (8 + 17 + 6)) < 0.01)
        #expect(placeholder.color == (variant.isDark ? "#EBEBF599" : "#3C3C4399"))
        var icons: [Rect] = []
        pixels.scene.root.visit { if case .icon = $0.content { icons.append($0.frame) } }
        pixels.scene.root.visit { if case .image = $0.content { icons.append($0.frame) } }
        let icon = try #require(icons.first)
        #expect(pixels.scene.leadingFrame(icon, variant.direction) == Rect(x: 8, y: 9.5, width: 17, height: 17))
        // Some of the glyph is drawn in the label colour at the secondary opacity, inside the icon's frame.
        let inked = (Int(icon.minX)..<Int(icon.maxX)).contains { x in
            (Int(icon.minY)..<Int(icon.maxY)).contains { y in pixels.rgba(leading: Double(x), Double(y), .leftToRight).3 > 120 }
        }
        #expect(inked)
        #expect(pixels.rgba(leading: 200, 18, variant.direction).3 == (variant.isDark ? 61 : 31)) // the grey wash
    }
}
