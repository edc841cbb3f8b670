import DarkroomLayout
@testable import CompatCorpus
import DarkroomUI
import Foundation
import Testing

/// Rows, avatars and selection controls from `Compat/`, in LTR and RTL, light and dark.
@MainActor
@Suite struct CompatRowTests {
    // A 24 pt box leads the row (filled blue when checked, a 2 pt grey outline when not); the
    // label follows 12 pt later; the row reports its state to accessibility.
    @Test(arguments: Variant.all)
    func checkboxRows(variant: Variant) throws {
        let rows = VStack(spacing: 0) {
            CheckboxRow(title: "Remember me", isChecked: .constant(true))
            CheckboxRow(title: "Send news", isChecked: .constant(false))
        }.frame(width: 240)
        let pixels = try Pixels(rows, variant)
        let checked = try #require(pixels.scene.text("Remember me")), unchecked = try #require(pixels.scene.text("Send news"))
        #expect(abs(pixels.scene.leadingFrame(checked.frame, variant.direction).minX - 36) < 0.01)
        let top1 = checked.frame.midY - 12, top2 = unchecked.frame.midY - 12
        #expect(pixels.isColor(HIG.rgb(HIG.blue, variant), leading: 12, top1 + 2, variant.direction))
        #expect(pixels.isColor(HIG.rgb(HIG.gray, variant), leading: 12, top2 + 0.5, variant.direction))
        #expect(pixels.rgba(leading: 12, top2 + 12, variant.direction).3 == 0)
        #expect(pixels.scene.accessibilityNodes.map { $0.value } == ["checked", "unchecked"])
    }

    // The knob sits on the trailing end when on and on the leading end when off, so it mirrors in RTL.
    @Test(arguments: Variant.all)
    func toggleRows(variant: Variant) throws {
        let rows = VStack(spacing: 0) {
            ToggleRow(title: "Wi-Fi", isOn: .constant(true))
            ToggleRow(title: "Bluetooth", isOn: .constant(false))
        }.frame(width: 280)
        let pixels = try Pixels(rows, variant)
        #expect(pixels.scene.size == Size(width: 280, height: 88))
        let white = (255, 255, 255), track = variant.isDark ? 64 : 230         // Color(white: 0.25 / 0.9)
        // Track: 51 × 31 ending 16 pt before the trailing edge (x 213...264), centred in 44.
        #expect(pixels.isColor(white, leading: 248, 22, variant.direction))      // knob, trailing
        #expect(pixels.isColor(HIG.rgb(HIG.green, variant), leading: 218, 22, variant.direction))
        #expect(pixels.isColor(white, leading: 228, 66, variant.direction))      // knob, leading
        #expect(pixels.isColor((track, track, track), leading: 258, 66, variant.direction))
        let title = try #require(pixels.scene.text("Wi-Fi"))
        #expect(abs(pixels.scene.leadingFrame(title.frame, variant.direction).minX - 16) < 0.01)
        #expect(pixels.scene.accessibilityNodes.map { $0.value } == ["1", "0"])
    }

    // Avatar leads, chevron trails and points to the trailing side (a custom shape mirrors in RTL).
    @Test(arguments: Variant.all)
    func navigationRow(variant: Variant) throws {
        let pixels = try Pixels(NavigationRow(title: "Jane Appleseed", subtitle: "Product designer").frame(width: 300), variant)
        let title = try #require(pixels.scene.text("Jane Appleseed"))
        #expect(abs(pixels.scene.leadingFrame(title.frame, variant.direction).minX - (16 + 40 + 12)) < 0.01)
        #expect(pixels.scene.texts.filter { $0.string == "JA" }.count == 1) // two overlays, each drawn once
        #expect(pixels.scene.text("Product designer")?.color == (variant.isDark ? "#EBEBF599" : "#3C3C4399"))
        let mid = pixels.scene.size.height / 2
        #expect(pixels.rgba(leading: 283, mid, variant.direction).3 > 150)    // the chevron's tip, trailing
        #expect(pixels.rgba(leading: 278, mid, variant.direction).3 == 0)     // open towards the leading side
        #expect(pixels.isColor(HIG.rgb(HIG.indigo, variant), leading: 36, mid - 15, variant.direction))
    }

    // The presence dot is at the bottom-trailing corner of the avatar.
    @Test(arguments: Variant.all)
    func avatar(variant: Variant) throws {
        let pixels = try Pixels(InitialsAvatar(name: "Jane Appleseed", size: 56, isOnline: true).padding(4), variant)
        #expect(pixels.scene.size == Size(width: 64, height: 64))
        #expect(pixels.isColor(HIG.rgb(HIG.indigo, variant), leading: 32, 8, variant.direction))
        #expect(pixels.isColor(HIG.rgb(HIG.green, variant), leading: 51, 51, variant.direction))
        #expect(!pixels.isColor(HIG.rgb(HIG.green, variant), leading: 12, 51, variant.direction))
        #expect(pixels.scene.text("JA")?.color == "#FFFFFFFF")
        #expect(pixels.scene.accessibilityNodes.map(\.label) == ["Jane Appleseed"])
    }

    // The raised surface casts its shadow downwards (y: 4); "Learn more" ends at the trailing padding.
    @Test(arguments: Variant.all)
    func card(variant: Variant) throws {
        let pixels = try Pixels(Card(title: "Weekly summary", message: "You walked 12 km more than last week."), variant)
        #expect(pixels.scene.size.width == 312)
        let bottom = pixels.scene.size.height - 16
        let surface = variant.isDark ? 28 : 255                              // Color(white: 0.11) / white
        #expect(pixels.isColor((surface, surface, surface), leading: 150, 20, variant.direction))
        #expect(pixels.rgba(leading: 150, bottom + 4, variant.direction).3 > pixels.rgba(leading: 150, 16 - 4, variant.direction).3)
        #expect(pixels.rgba(leading: 150, bottom + 4, variant.direction).3 > 0)
        let more = try #require(pixels.scene.text("Learn more"))
        #expect(abs(pixels.scene.leadingFrame(more.frame, variant.direction).maxX - (312 - 32)) < 0.01)
        #expect(more.color.hasPrefix(variant.isDark ? HIG.blue.1 : HIG.blue.0))
        #expect(pixels.scene.text("Weekly summary")?.color == (variant.isDark ? "#FFFFFFFF" : "#000000FF"))
    }

    // The accent stripe is on the leading edge; corners are clipped round; the dismiss cross trails.
    @Test(arguments: Variant.all)
    func banner(variant: Variant) throws {
        let pixels = try Pixels(Banner(style: .warning, message: "Your card expires next month."), variant)
        #expect(pixels.scene.size.width == 320)
        let mid = pixels.scene.size.height / 2
        #expect(pixels.isColor(HIG.rgb(HIG.orange, variant), leading: 1, mid, variant.direction))
        #expect(!pixels.isColor(HIG.rgb(HIG.orange, variant), leading: 318, mid, variant.direction))
        #expect(pixels.rgba(leading: 0, 0, variant.direction).3 == 0)
        #expect(pixels.isColor(HIG.rgb(HIG.orange, variant), leading: 160, 2, variant.direction, alpha: 31))
        let message = try #require(pixels.scene.text("Your card expires next month."))
        #expect(abs(pixels.scene.leadingFrame(message.frame, variant.direction).minX - 16) < 0.01)
        #expect(pixels.scene.accessibilityNodes.map(\.label) == ["Dismiss"])
    }

    // Field borders by state: grey 1 pt, blue 2 pt when focused, red 2 pt with red helper on error.
    @Test(arguments: Variant.all)
    func fieldAppearances(variant: Variant) throws {
        let fields = VStack(spacing: 16) {
            FieldAppearance(label: "Email", placeholder: "name@example.com")
            FieldAppearance(label: "Name", value: "Jane", state: .focused)
            FieldAppearance(label: "Password", value: "secret", state: .error, helper: "At least 8 characters")
        }.padding(8)
        let pixels = try Pixels(fields, variant)
        func borderY(_ text: String) throws -> Double { try #require(pixels.scene.text(text)).frame.midY }
        #expect(pixels.isColor(HIG.rgb(HIG.gray, variant), leading: 8, try borderY("name@example.com"), variant.direction, alpha: 128))
        #expect(pixels.isColor(HIG.rgb(HIG.blue, variant), leading: 9, try borderY("Jane"), variant.direction))
        #expect(pixels.isColor(HIG.rgb(HIG.red, variant), leading: 9, try borderY("secret"), variant.direction))
        #expect(pixels.rgba(leading: 11, try borderY("Jane"), variant.direction).3 == 0)
        #expect(pixels.scene.text("At least 8 characters")?.color.hasPrefix(variant.isDark ? HIG.red.1 : HIG.red.0) == true)
        #expect(pixels.scene.text("name@example.com")?.color == (variant.isDark ? "#EBEBF599" : "#3C3C4399"))
        let value = try #require(pixels.scene.text("Jane"))
        #expect(abs(pixels.scene.leadingFrame(value.frame, variant.direction).minX - 20) < 0.01)
    }

    // 30 % of a 200 pt track is filled from the leading edge.
    @Test(arguments: Variant.all)
    func progressBar(variant: Variant) throws {
        let pixels = try Pixels(ProgressBar(value: 0.3).padding(8), variant)
        #expect(pixels.scene.size == Size(width: 216, height: 24))
        #expect(pixels.isColor(HIG.rgb(HIG.blue, variant), leading: 8 + 30, 12, variant.direction))
        #expect(pixels.isColor(HIG.rgb(HIG.blue, variant), leading: 8 + 58, 12, variant.direction))
        #expect(pixels.isColor(HIG.rgb(HIG.gray, variant), leading: 8 + 62, 12, variant.direction, alpha: 64))
        #expect(pixels.isColor(HIG.rgb(HIG.gray, variant), leading: 8 + 190, 12, variant.direction, alpha: 64))
        #expect(pixels.scene.accessibilityNodes.map { $0.value } == ["30 percent"])
    }

    @Test(arguments: Variant.all)
    func sectionHeader(variant: Variant) throws {
        let pixels = try Pixels(SectionHeader(title: "Account"), variant)
        let title = try #require(pixels.scene.text("ACCOUNT"))
        #expect(abs(pixels.scene.leadingFrame(title.frame, variant.direction).minX - 16) < 0.01)
        #expect(title.color == (variant.isDark ? "#EBEBF599" : "#3C3C4399"))
        // The 1 pt rule spans the width, 6 pt under the title, in grey at 40 %.
        var rules: [(Rect, String)] = []
        pixels.scene.root.visit { if case .shape(let spec) = $0.content, let fill = spec.fill { rules.append(($0.frame, fill.hex)) } }
        #expect(rules.count == 1)
        #expect(rules.first.map { abs($0.0.minY - (title.frame.maxY + 6)) < 0.01 && $0.0.width == 240 && $0.0.height == 1 } == true)
        #expect(rules.first?.1 == (variant.isDark ? HIG.gray.1 : HIG.gray.0) + "66")
        let covered = (0..<pixels.image.height).map { pixels.rgba(leading: 120, Double($0), variant.direction).3 }
        #expect(covered.reduce(0, +) >= 100 && covered.reduce(0, +) <= 104)   // 1 pt of 40 % alpha in all
        #expect(pixels.scene.accessibilityNodes.first?.role == "header")
    }

    // Three equal segments; the selected second one is raised, in the same place in both directions
    // only because it is the middle one: the first segment leads.
    @Test(arguments: Variant.all)
    func segmentedControl(variant: Variant) throws {
        let pixels = try Pixels(SegmentedControl(segments: ["Day", "Week", "Month"], selection: .constant(1)).padding(8), variant)
        let day = try #require(pixels.scene.text("Day")), week = try #require(pixels.scene.text("Week"))
        let segment = (240.0 - 4) / 3
        #expect(abs(pixels.scene.leadingFrame(day.frame, variant.direction).midX - (10 + segment / 2)) < 0.01)
        #expect(abs(pixels.scene.leadingFrame(week.frame, variant.direction).midX - (10 + segment * 1.5)) < 0.01)
        let raised = variant.isDark ? 99 : 255                               // Color(white: 0.39) / white
        #expect(pixels.isColor((raised, raised, raised), leading: 10 + segment + 6, 13, variant.direction))
        #expect(pixels.rgba(leading: 16, 13, variant.direction).3 == (variant.isDark ? 61 : 31))
    }

    // Filled stars up to the rating from the leading side, outlined after it.
    @Test(arguments: Variant.all)
    func rating(variant: Variant) throws {
        let pixels = try Pixels(RatingView(rating: 3).padding(4), variant)
        #expect(pixels.scene.size == Size(width: 4 + 5 * 20 + 4 * 4 + 4, height: 28))
        for star in 0..<5 {
            let center = 4 + Double(star) * 24 + 10
            if star < 3 {
                #expect(pixels.isColor(HIG.rgb(HIG.orange, variant), leading: center, 14, variant.direction), "star \(star)")
            } else {
                #expect(pixels.rgba(leading: center, 14, variant.direction).3 == 0, "star \(star)")
            }
        }
        #expect(pixels.scene.accessibilityNodes.map(\.label) == ["3 of 5 stars"])
    }

    // The bubble's pointer is near the leading edge, under the bubble.
    @Test(arguments: Variant.all)
    func tooltip(variant: Variant) throws {
        let pixels = try Pixels(Tooltip(text: "Tap to edit").padding(4), variant)
        let bottom = pixels.scene.size.height - 4
        let dark = 38                                                          // Color(white: 0.15)
        #expect(pixels.isColor((dark, dark, dark), leading: 4 + 24, bottom - 3, variant.direction))
        #expect(pixels.rgba(leading: pixels.scene.size.width - 4 - 24, bottom - 3, variant.direction).3 == 0)
        #expect(pixels.scene.text("Tap to edit")?.color == "#FFFFFFFF")
    }
}
