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
