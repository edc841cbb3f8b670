import Testing
@testable import DarkroomLayout

/// A right-to-left Scene made from the left-to-right layout (`LayoutEngine.rightToLeftTwin`)
/// is the one a right-to-left layout makes; where the direction changed the arrangement, no
/// twin is made.
@Suite struct RightToLeftTwinTests {
    static func engine(_ direction: LayoutDirection, _ measurer: any TextMeasurer = FixedMetricsMeasurer()) -> LayoutEngine {
        LayoutEngine(measurer: measurer, images: FixedImageMeasurer(), direction: direction)
    }

    /// The twin of `view` made from its left-to-right layout, and the fresh right-to-left Scene.
    static func twinAndFresh(_ view: Node, _ proposal: ProposedSize = P(100, 100),
                             measurer: any TextMeasurer = FixedMetricsMeasurer()) -> (twin: Scene?, fresh: Scene) {
        let ltr = engine(.leftToRight, measurer).logicalLayout(view, proposal: proposal)
        return (engine(.rightToLeft, measurer).rightToLeftTwin(of: ltr), engine(.rightToLeft, measurer).layout(view, proposal: proposal))
    }

    /// What a twin would be if it were made regardless: the left-to-right layout, mirrored.
    static func forcedTwin(_ view: Node, measurer: any TextMeasurer = FixedMetricsMeasurer()) -> Scene {
        let ltr = engine(.leftToRight, measurer).logicalLayout(view, proposal: P(100, 100))
        let honest = LogicalLayout(root: ltr.root, canvas: ltr.canvas, background: ltr.background, direction: .leftToRight,
                                   texts: [], paths: [], arrangementReadsDirection: false)
        return engine(.rightToLeft, measurer).rightToLeftTwin(of: honest)!
    }

    @Test("every layout case: a twin, when made, is the fresh right-to-left Scene", arguments: allLayoutCases)
    func layoutCase(_ c: LayoutCase) {
        let (twin, fresh) = Self.twinAndFresh(c.view, c.proposal)
        if let twin { #expect(twin == fresh, "\(c.name)\n\(twin.dump)\n\(fresh.dump)") }
    }

    @Test func mostLayoutCasesHaveATwin() {
        let made = allLayoutCases.filter { Self.twinAndFresh($0.view, $0.proposal).twin != nil }
        #expect(made.count >= allLayoutCases.count * 3 / 4, "\(made.count) of \(allLayoutCases.count)")
    }

    @Test func textIsSetRightToLeft() throws {
        let view = HStack(spacing: 4) { T("Ab cd").multilineTextAlignment(.leading).id("t"); box(10, 10) }
        let (twin, fresh) = Self.twinAndFresh(view.node, P(40, 100))
        let made = try #require(twin)
        #expect(made == fresh)
        guard case .text(let run) = nodesByID(made)["root/t"]?.content else { Issue.record("no text"); return }
        #expect(run.direction == .rightToLeft)
        #expect(run.alignment == .right)
    }

    // A horizontal offset is undone by the mirror in a right-to-left layout, so that one
    // moves the other way: no twin. Without the check, the twin would put it elsewhere.
    @Test func horizontalOffsetHasNoTwin() {
        let view = HStack(spacing: 0) { box(10, 10).offset(x: 5, y: 2).id("a"); box(20, 10) }.node
        let (twin, fresh) = Self.twinAndFresh(view)
        #expect(twin == nil)
        #expect(Self.forcedTwin(view) != fresh)
        // A vertical one reads no direction.
        let vertical = HStack(spacing: 0) { box(10, 10).offset(x: 0, y: 2).id("a"); box(20, 10) }.node
        let pair = Self.twinAndFresh(vertical)
        #expect(pair.twin != nil && pair.twin == pair.fresh)
    }

    @Test func flipHasNoTwin() {
        let view = HStack(spacing: 0) { box(10, 10).flipsForRightToLeftLayoutDirection(true).id("a"); box(20, 10) }.node
        let (twin, fresh) = Self.twinAndFresh(view)
        #expect(twin == nil)
        #expect(Self.forcedTwin(view) != fresh)
    }

    @Test func subtreeInAnotherDirectionHasNoTwin() {
        let inner = HStack(spacing: 0) { box(10, 10).id("a"); box(20, 10).id("b") }
        let view = Node.modified(HStack(spacing: 0) { box(5, 5); inner }.node, .layoutDirection(.leftToRight))
        let nested = HStack(spacing: 0) { box(5, 5); Node.modified(inner.node, .layoutDirection(.leftToRight)) }.node
        for tree in [view, nested] {
            let (twin, fresh) = Self.twinAndFresh(tree)
            #expect(twin == nil)
            #expect(Self.forcedTwin(tree) != fresh)
        }
    }

    /// A right triangle against the leading edge: its mirror is another path.
    static let wedge: @Sendable (Rect) -> PathSpec = { r in
        var p = PathSpec()
        p.move(to: Point(x: r.minX, y: r.minY)); p.addLine(to: Point(x: r.minX, y: r.maxY)); p.addLine(to: Point(x: r.maxX, y: r.maxY))
        p.closeSubpath()
        return p
    }

    @Test func mirroringPathHasNoTwinUnlessItIsFixed() {
        let mirrors = HStack(spacing: 0) { Node.path(PathShapeSpec(PathBuilder(Self.wedge), fill: .black)).frame(width: 10, height: 10); box(20, 10) }.node
        let (twin, fresh) = Self.twinAndFresh(mirrors)
        #expect(twin == nil)
        #expect(Self.forcedTwin(mirrors) != fresh)
        let fixed = HStack(spacing: 0) { Node.path(PathShapeSpec(PathBuilder(mirroring: nil, Self.wedge), fill: .black)).frame(width: 10, height: 10); box(20, 10) }.node
        let pair = Self.twinAndFresh(fixed)
        #expect(pair.twin != nil && pair.twin == pair.fresh)
        let clipped = HStack(spacing: 0) { Node.modified(box(10, 10), .clipPath(PathBuilder(Self.wedge), .nonZero)); box(20, 10) }.node
        #expect(Self.twinAndFresh(clipped).twin == nil)
    }

    // A content shape's bounds are all the layout uses: a centred one has a twin, one
    // reaching past the leading edge does not.
    @Test func contentShapeTwinsWhenItsBoundsAreSymmetric() {
        let centred = PathBuilder { r in var p = PathSpec(); p.addRect(Rect(x: r.minX - 4, y: r.minY - 4, width: r.width + 8, height: r.height + 8)); return p }
        let leading = PathBuilder { r in var p = PathSpec(); p.addRect(Rect(x: r.minX - 8, y: r.minY, width: r.width + 8, height: r.height)); return p }
        func view(_ shape: PathBuilder) -> Node {
            HStack(spacing: 0) {
                Node.modified(box(10, 10).accessibility(AccessibilitySpec(role: "button", label: "a")), .contentShape(shape, description: "contentShape"))
                box(20, 10)
            }.node
        }
        let symmetric = Self.twinAndFresh(view(centred))
        #expect(symmetric.twin != nil && symmetric.twin == symmetric.fresh)
        let (twin, fresh) = Self.twinAndFresh(view(leading))
        #expect(twin == nil)
        #expect(Self.forcedTwin(view(leading)) != fresh)
    }

    /// Fixed metrics, except that a text with "!" is a glyph wider right to left (as a
    /// neutral at a paragraph's end can be reordered, and shaped, differently).
    struct DirectionalMeasurer: TextMeasurer {
        func measure(_ text: TextSpec, width: Double?, direction: LayoutDirection) -> TextMetrics {
            var metrics = FixedMetricsMeasurer().measure(text, width: width, direction: direction)
            if direction == .rightToLeft, text.string.contains("!") {
                for i in metrics.lines.indices { metrics.lines[i].width += text.font.size }
            }
            return metrics
        }
    }

    @Test func textMeasuredDifferentlyRightToLeftHasNoTwin() {
        let view = HStack(spacing: 0) { T("Hi!").id("t"); box(20, 10) }.node
        let (twin, fresh) = Self.twinAndFresh(view, measurer: DirectionalMeasurer())
        #expect(twin == nil)
        #expect(Self.forcedTwin(view, measurer: DirectionalMeasurer()) != fresh)
        let plain = HStack(spacing: 0) { T("Hi").id("t"); box(20, 10) }.node
        let pair = Self.twinAndFresh(plain, measurer: DirectionalMeasurer())
        #expect(pair.twin != nil && pair.twin == pair.fresh)
    }
}
