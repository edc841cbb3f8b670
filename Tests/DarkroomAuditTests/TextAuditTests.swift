import DarkroomAudit
import DarkroomLayout
import DarkroomUI
import Testing

/// The three text rules on the smallest views that break them, and on the same views fixed,
/// in both directions.
@MainActor
@Suite struct TextAuditTests {
    // A label limited to one line in 80 pt: Pango puts an ellipsis in it.
    @Test(arguments: bothDirections) func truncatedLabel(_ direction: DarkroomLayout.LayoutDirection) {
        let view = Text("Subscribe to the weekly newsletter").lineLimit(1).frame(width: 80)
        let findings = AuditHarness.findings(.truncatedText, view, direction)
        #expect(findings.count == 1)
        #expect(findings.first?.text == "Subscribe to the weekly newsletter")
        #expect(findings.first?.numbers["linesShown"] == 1)
        #expect((findings.first?.numbers["linesNeeded"] ?? 0) >= 3)
    }

    // The same label with room for it, and the same text without a limit (it wraps): nothing.
    @Test(arguments: bothDirections) func labelThatFitsIsNotTruncated(_ direction: DarkroomLayout.LayoutDirection) {
        #expect(AuditHarness.findings(.truncatedText, Text("Subscribe").lineLimit(1).frame(width: 200), direction).isEmpty)
        #expect(AuditHarness.findings(.truncatedText, Text("Subscribe to the weekly newsletter").frame(width: 80), direction).isEmpty)
    }

    // A 60 x 30 badge whose overlay text is wider than the badge and which clips to its shape.
    @Test(arguments: bothDirections) func clippedOverlay(_ direction: DarkroomLayout.LayoutDirection) {
        let view = Rectangle().fill(Color.blue).frame(width: 60, height: 30)
            .overlay(Text("Overlay label").fixedSize())
            .clipShape(RoundedRectangle(cornerRadius: 4))
        let findings = AuditHarness.findings(.clippedText, view, direction)
        #expect(findings.count == 1)
        let f = findings.first
        #expect(f?.text == "Overlay label")
        #expect(f?.message.contains("clip shape") == true)
        // Centred, so it is cut on both sides by the same amount.
        #expect((f?.numbers["cutLeft"] ?? 0) > 5 && abs((f?.numbers["cutLeft"] ?? 0) - (f?.numbers["cutRight"] ?? 0)) < 0.01)
    }

    @Test(arguments: bothDirections) func overlayThatFitsIsNotClipped(_ direction: DarkroomLayout.LayoutDirection) {
        let view = Rectangle().fill(Color.blue).frame(width: 160, height: 30)
            .overlay(Text("Overlay label").fixedSize())
            .clipShape(RoundedRectangle(cornerRadius: 4))
        #expect(AuditHarness.findings(.clippedText, view, direction).isEmpty)
    }

    // Two labels pulled on top of each other by a negative spacing.
    @Test(arguments: bothDirections) func twoOverlappingTexts(_ direction: DarkroomLayout.LayoutDirection) {
        let view = HStack(spacing: -20) { Text("Price"); Text("Total") }
        let findings = AuditHarness.findings(.overlappingText, view, direction)
        #expect(findings.count == 1)
        #expect(findings.first?.text == "Total")
        #expect(findings.first?.message.contains("Price") == true)
        #expect(abs((findings.first?.numbers["overlapWidth"] ?? 0) - 20) < 0.01)
    }

    @Test(arguments: bothDirections) func textsSideBySideDoNotOverlap(_ direction: DarkroomLayout.LayoutDirection) {
        #expect(AuditHarness.findings(.overlappingText, HStack(spacing: 8) { Text("Price"); Text("Total") }, direction).isEmpty)
        // Stacked lines touch (line boxes share an edge) without overlapping.
        #expect(AuditHarness.findings(.overlappingText, VStack(spacing: 0) { Text("Price"); Text("Total") }, direction).isEmpty)
    }
}

/// A word wider than its line breaks between letters; a sentence that wraps at spaces does not.
@MainActor
@Suite struct BrokenWordAuditTests {
    @Test(arguments: bothDirections) func wordWiderThanTheLine(_ direction: DarkroomLayout.LayoutDirection) {
        let findings = AuditHarness.findings(.brokenWord, Text("Datenschutzbestimmungen").frame(width: 90), direction)
        #expect(findings.count == 1)
        #expect(findings.first?.message.contains("Datenschutzbestimmungen") == true)
        #expect(findings.first?.numbers["wrapWidth"] == 90)
    }

    @Test(arguments: bothDirections) func sentenceWrapsAtSpaces(_ direction: DarkroomLayout.LayoutDirection) {
        #expect(AuditHarness.findings(.brokenWord, Text("Accept the terms of use").frame(width: 90), direction).isEmpty)
    }
}

/// A label kept on one line in a fixed-width capsule spills past it; with room it does not.
@MainActor
@Suite struct OverflowingTextAuditTests {
    @Test(arguments: bothDirections) func labelWiderThanItsCapsule(_ direction: DarkroomLayout.LayoutDirection) {
        let view = Text("Subscribe now").fixedSize().frame(width: 60, height: 30)
            .background(Capsule().fill(Color.blue)).padding(40)
        let findings = AuditHarness.findings(.overflowingText, view, direction)
        #expect(findings.count == 1)
        #expect(findings.first?.text == "Subscribe now")
        #expect(findings.first?.numbers["backgroundWidth"] == 60)
        #expect((findings.first?.numbers["overflow"] ?? 0) > 5)
    }

    @Test(arguments: bothDirections) func labelWithRoom(_ direction: DarkroomLayout.LayoutDirection) {
        let view = Text("Subscribe now").padding(.horizontal, 16).frame(height: 30).background(Capsule().fill(Color.blue)).padding(40)
        #expect(AuditHarness.findings(.overflowingText, view, direction).isEmpty)
    }
}
