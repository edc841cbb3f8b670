import DarkroomAudit
import DarkroomLayout
import DarkroomUI
import Testing

/// Touch targets, labels and reading order, on accessibility elements the lowering records.
@MainActor
@Suite struct ElementAuditTests {
    /// Grows a rectangle about its centre to at least `minimum` on each side.
    struct AtLeast: DarkroomUI.Shape {
        var minimum: CGFloat
        func path(in rect: CGRect) -> DarkroomUI.Path {
            DarkroomUI.Path(rect.insetBy(dx: min(0, (rect.width - minimum) / 2), dy: min(0, (rect.height - minimum) / 2)))
        }
    }

    struct Plain: ButtonStyle {
        func makeBody(configuration: Configuration) -> some View { configuration.label }
    }

    static var closeBox: some View { Rectangle().fill(Color.gray).frame(width: 24, height: 24) }

    @Test(arguments: bothDirections) func smallTargetWithoutContentShape(_ direction: DarkroomLayout.LayoutDirection) {
        let view = Button {} label: { Self.closeBox }.buttonStyle(Plain()).accessibilityLabel("Close")
        let findings = AuditHarness.findings(.touchTarget, view, direction)
        #expect(findings.count == 1)
        #expect(findings.first?.numbers["width"] == 24 && findings.first?.numbers["height"] == 24)
        #expect(findings.first?.message.contains("no content shape") == true)
        #expect(findings.first?.text == "Close")
    }

    @Test(arguments: bothDirections) func contentShapeMakesTheTargetBigEnough(_ direction: DarkroomLayout.LayoutDirection) {
        let view = Button {} label: { Self.closeBox }.buttonStyle(Plain()).contentShape(AtLeast(minimum: 44)).accessibilityLabel("Close")
        #expect(AuditHarness.findings(.touchTarget, view, direction).isEmpty)
    }

    // A design system asking 48 pt: the 44 pt target of the content shape is now too small.
    @Test(arguments: bothDirections) func stricterMinimum(_ direction: DarkroomLayout.LayoutDirection) {
        let view = Button {} label: { Self.closeBox }.buttonStyle(Plain()).contentShape(AtLeast(minimum: 44)).accessibilityLabel("Close")
        let findings = SceneAuditor.all(minimumTarget: 48).restricted(to: [.touchTarget])
            .audit(AuditHarness.scene(view, direction), snapshot: "Test/strict", measurer: AuditHarness.renderer.text)
        #expect(findings.count == 1)
        #expect(findings.first?.numbers["minimum"] == 48 && findings.first?.numbers["width"] == 44)
        #expect(findings.first?.message.contains("its content shape") == true)
    }

    @Test(arguments: bothDirections) func unlabelledIconButton(_ direction: DarkroomLayout.LayoutDirection) {
        let decorative = Button {} label: { Image(decorative: "heart").resizable().frame(width: 24, height: 24) }.buttonStyle(Plain())
        let findings = AuditHarness.findings(.missingLabel, decorative, direction)
        #expect(findings.count == 1)
        #expect(findings.first?.message.contains("no accessibility label") == true)
        // Without a label SwiftUI reads the file name: flagged too.
        let named = Button {} label: { Image("heart").resizable().frame(width: 24, height: 24) }.buttonStyle(Plain())
        #expect(AuditHarness.findings(.missingLabel, named, direction).first?.message.contains("file name") == true)
    }

    @Test(arguments: bothDirections) func labelledIconButtonPasses(_ direction: DarkroomLayout.LayoutDirection) {
        let view = Button {} label: { Image("heart").resizable().frame(width: 24, height: 24) }.buttonStyle(Plain())
            .accessibilityLabel("Add to favourites")
        #expect(AuditHarness.findings(.missingLabel, view, direction).isEmpty)
    }

    // Two buttons in a row, in their reading order: nothing in either direction (the row
    // mirrors, so "Back" stays first in the reading direction).
    @Test(arguments: bothDirections) func rowInReadingOrder(_ direction: DarkroomLayout.LayoutDirection) {
        let view = HStack(spacing: 8) {
            Button("Back") {}.buttonStyle(Plain())
            Button("Next") {}.buttonStyle(Plain())
        }
        #expect(AuditHarness.findings(.readingOrder, view, direction).isEmpty)
    }

    // A column whose second element is offset above the first: flagged.
    @Test(arguments: bothDirections) func elementAboveThePreviousOne(_ direction: DarkroomLayout.LayoutDirection) {
        let view = VStack(spacing: 8) {
            Button("First") {}.buttonStyle(Plain())
            Button("Second") {}.buttonStyle(Plain()).offset(y: -60)
        }.padding(.top, 60)
        let findings = AuditHarness.findings(.readingOrder, view, direction)
        #expect(findings.count == 1)
        #expect(findings.first?.text == "Second")
    }
}

/// The accessibility text snapshot and overlay: elements in VoiceOver's order, one line each
/// however hostile the label, and an overlay Scene with one tinted target per element.
@MainActor
@Suite struct AccessibilitySnapshotTests {
    struct Plain: ButtonStyle {
        func makeBody(configuration: Configuration) -> some View { configuration.label }
    }

    static var form: some View {
        VStack(spacing: 8) {
            Text("Newsletter")
            Button("Subscribe") {}.buttonStyle(Plain())
            Button("Line\nbreak \"quoted\"") {}.buttonStyle(Plain()).accessibilityHint("Sends a mail")
        }
    }

    @Test(arguments: bothDirections) func elementsInOrderOneLineEach(_ direction: DarkroomLayout.LayoutDirection) {
        let scene = AuditHarness.scene(Self.form, direction)
        let text = AccessibilitySnapshot.text(of: scene, snapshot: "Test/form")
        let lines = text.split(separator: "\n")
        #expect(lines.first == "accessibility Test/form \(direction.rawValue) elements=\(scene.accessibilityNodes.count)")
        let subscribe = lines.firstIndex { $0.contains("button \"Subscribe\"") }
        let quoted = lines.firstIndex { $0.contains("button \"Line\\nbreak \\\"quoted\\\"\" hint=\"Sends a mail\"") }
        #expect(subscribe != nil && quoted != nil && subscribe! < quoted!, "\(text)")
        #expect(text.contains("hit=(") && text.contains("node="))
    }

    @Test(arguments: bothDirections) func overlayTintsEveryElement(_ direction: DarkroomLayout.LayoutDirection) {
        let scene = AuditHarness.scene(Self.form, direction)
        let overlay = AccessibilityOverlay.scene(of: scene, measurer: AuditHarness.renderer.text)
        var tinted = 0, legends = 0
        overlay.root.visit { n in
            if n.id.hasPrefix("element/") { tinted += 1 }
            if n.id.hasSuffix("/text") { legends += 1 }
        }
        #expect(tinted == scene.accessibilityNodes.count && legends == tinted)
        #expect(overlay.size.height > scene.size.height)
        // Same Scene, same overlay.
        #expect(overlay == AccessibilityOverlay.scene(of: scene, measurer: AuditHarness.renderer.text))
        #expect((try? AuditHarness.renderer.raster(overlay, scale: 1)) != nil)
    }
}
