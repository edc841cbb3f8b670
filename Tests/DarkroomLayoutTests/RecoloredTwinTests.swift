import Testing
@testable import DarkroomLayout

/// A layout made from another tree's layout by replacing its colours
/// (`LogicalLayout.recolored(from:to:background:)`) is the layout of the recoloured tree; a
/// tree that differs in anything but colours, or whose colours do not correspond one to one,
/// gets none.
@Suite struct RecoloredTwinTests {
    static func engine(_ direction: LayoutDirection) -> LayoutEngine {
        LayoutEngine(measurer: FixedMetricsMeasurer(), images: FixedImageMeasurer(), direction: direction)
    }

    /// Every colour `node` paints with, replaced by `transform` of it.
    static func recolor(_ node: Node, _ transform: (Color) -> Color) -> Node {
        func spec<Value: ColorCarrying>(_ value: Value) -> Value { var v = value; v.mapColors(transform); return v }
        switch node {
        case .empty, .spacer, .geometryReader: return node
        case .text(let s): return .text(spec(s))
        case .shape(let s): return .shape(spec(s))
        case .icon(let s): return .icon(spec(s))
        case .image(let s): return .image(spec(s))
        case .path(var s):
            s.fill = s.fill.map(transform)
            s.stroke.mapColors(transform)
            s.gradient.mapColors(transform)
            return .path(s)
        case let .hstack(a, sp, c): return .hstack(alignment: a, spacing: sp, children: c.map { recolor($0, transform) })
        case let .vstack(a, sp, c): return .vstack(alignment: a, spacing: sp, children: c.map { recolor($0, transform) })
        case let .zstack(a, c): return .zstack(alignment: a, children: c.map { recolor($0, transform) })
        case let .viewThatFits(h, v, c): return .viewThatFits(horizontal: h, vertical: v, children: c.map { recolor($0, transform) })
        case let .modified(child, modifier):
            let changed: Modifier = switch modifier {
            case let .background(n, a): .background(recolor(n, transform), alignment: a)
            case let .overlay(n, a): .overlay(recolor(n, transform), alignment: a)
            case let .shadow(s): .shadow(spec(s))
            default: modifier
            }
            return .modified(recolor(child, transform), changed)
        }
    }

    /// A one-to-one change of every colour: each channel inverted, alpha kept.
    static func inverted(_ c: Color) -> Color { Color(red: 255 - c.red, green: 255 - c.green, blue: 255 - c.blue, alpha: c.alpha) }

    /// The layout of `b` made from `a`'s, in both directions, and `b`'s fresh Scenes.
    static func twinAndFresh(_ a: Node, _ b: Node, _ proposal: ProposedSize, background: Color? = nil)
        -> (ltr: Scene?, rtl: Scene?, freshLTR: Scene, freshRTL: Scene) {
        let laid = engine(.leftToRight).logicalLayout(a, proposal: proposal)
        let twin = laid.recolored(from: a, to: b, background: background)
        return (twin?.scene, twin.flatMap { engine(.rightToLeft).rightToLeftTwin(of: $0) },
                engine(.leftToRight).layout(b, proposal: proposal, background: background),
                engine(.rightToLeft).layout(b, proposal: proposal, background: background))
    }

    @Test("every layout case recoloured: the twin, in both directions, is the fresh layout", arguments: allLayoutCases)
    func layoutCase(_ c: LayoutCase) {
        let recolored = Self.recolor(c.view, Self.inverted)
        let (ltr, rtl, freshLTR, freshRTL) = Self.twinAndFresh(c.view, recolored, c.proposal, background: .white)
        if let ltr { #expect(ltr == freshLTR, "\(c.name)\n\(ltr.dump)\n\(freshLTR.dump)") }
        if let rtl { #expect(rtl == freshRTL, "\(c.name)\n\(rtl.dump)\n\(freshRTL.dump)") }
        // The first tree's right-to-left twin, recoloured the same way, is the second's too.
        let laid = Self.engine(.leftToRight).logicalLayout(c.view, proposal: c.proposal)
        if let recoloring = laid.recoloring(from: c.view, to: recolored),
           let twin = Self.engine(.rightToLeft).rightToLeftTwin(of: laid) {
            let scene = recoloring.recolored(twin, background: .white)
            #expect(scene == freshRTL, "\(c.name)\n\(scene?.dump ?? "nil")\n\(freshRTL.dump)")
        }
    }

    @Test func mostLayoutCasesHaveATwin() {
        let made = allLayoutCases.filter { c in
            let laid = Self.engine(.leftToRight).logicalLayout(c.view, proposal: c.proposal)
            return laid.recolored(from: c.view, to: Self.recolor(c.view, Self.inverted), background: nil) != nil
        }
        #expect(made.count >= allLayoutCases.count * 9 / 10, "\(made.count) of \(allLayoutCases.count)")
    }

    static let red = Color(red: 255, green: 0, blue: 0), blue = Color(red: 0, green: 0, blue: 255)
    static let green = Color(red: 0, green: 128, blue: 0)

    static func row(_ first: Color, _ second: Color, label: String = "Ab", size: Double = 10) -> Node {
        HStack(spacing: 4) {
            Rectangle().fill(first).frame(width: 10, height: 10).id("a")
            T(label, size).foregroundColor(second).id("t")
            Circle().fill(second).frame(width: 8, height: 8).shadow(color: first, radius: 2).id("c")
        }.node
    }

    @Test func colorsAreReplacedWhereverTheTreeHasThem() throws {
        let (ltr, rtl, freshLTR, freshRTL) = Self.twinAndFresh(Self.row(Self.red, Self.blue), Self.row(Self.green, Self.red), P(100, 40))
        let twin = try #require(ltr)
        #expect(twin == freshLTR)
        #expect(rtl == freshRTL)
        #expect(twin.dump.contains("#008000FF") && !twin.dump.contains("#0000FFFF"), "\(twin.dump)")
    }

    // Red painted twice in one tree and two colours in the other: one layout could not say
    // which red becomes which, so there is no twin; nor the other way round.
    @Test func colorsMustCorrespondOneToOne() {
        #expect(Self.twinAndFresh(Self.row(Self.red, Self.red), Self.row(Self.red, Self.blue), P(100, 40)).ltr == nil)
        #expect(Self.twinAndFresh(Self.row(Self.red, Self.blue), Self.row(Self.green, Self.green), P(100, 40)).ltr == nil)
        #expect(Self.twinAndFresh(Self.row(Self.red, Self.blue), Self.row(Self.blue, Self.red), P(100, 40)).ltr != nil)
    }

    @Test func anythingButAColorChangedHasNoTwin() {
        let base = Self.row(Self.red, Self.blue)
        #expect(Self.twinAndFresh(base, Self.row(Self.red, Self.blue, label: "Ac"), P(100, 40)).ltr == nil)
        #expect(Self.twinAndFresh(base, Self.row(Self.red, Self.blue, size: 12), P(100, 40)).ltr == nil)
        #expect(Self.twinAndFresh(base, base.padding(1), P(100, 40)).ltr == nil)
        #expect(Self.twinAndFresh(base, base.opacity(0.5), P(100, 40)).ltr == nil)
        // A shadow's radius is not a colour.
        let shadowed = HStack { Rectangle().fill(Self.red).frame(width: 10, height: 10).shadow(color: Self.blue, radius: 3) }.node
        let wider = HStack { Rectangle().fill(Self.red).frame(width: 10, height: 10).shadow(color: Self.blue, radius: 4) }.node
        #expect(Self.twinAndFresh(shadowed, wider, P(100, 40)).ltr == nil)
    }

    /// A content shape whose builder makes a square of `side` about the view.
    static func tapTarget(_ side: Double, _ color: Color) -> Node {
        let builder = PathBuilder { rect in
            var path = PathSpec()
            path.addRect(Rect(x: rect.midX - side / 2, y: rect.midY - side / 2, width: side, height: side))
            return path
        }
        return Node.modified(Rectangle().fill(color).frame(width: 10, height: 10).node,
                             .contentShape(builder, description: "contentShape Square")).accessibility(AccessibilitySpec(role: "button", label: "b"))
    }

    // Builders are code: compared by what they make at the sizes the layout asked for.
    @Test func pathBuildersAreComparedByTheirPaths() throws {
        let same = Self.twinAndFresh(Self.tapTarget(44, Self.red), Self.tapTarget(44, Self.blue), P(100, 100))
        let twin = try #require(same.ltr)
        #expect(twin == same.freshLTR)
        #expect(same.rtl == nil || same.rtl == same.freshRTL)
        #expect(Self.twinAndFresh(Self.tapTarget(44, Self.red), Self.tapTarget(48, Self.blue), P(100, 100)).ltr == nil)
    }

    @Test func aGeometryReaderHasNoTwin() {
        let reader = Node.geometryReader(GeometryContent { size in Rectangle().fill(Self.red).frame(width: size.width / 2, height: 4).node })
        #expect(Self.twinAndFresh(reader, reader, P(40, 40)).ltr == nil)
    }
}
