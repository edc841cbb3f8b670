import DarkroomLayout
import DarkroomUI
import Testing

// SwiftUI's layout rules through DarkroomUI, each case in LTR and RTL. The RTL expectation
// is the mirror of the hand-computed LTR frames across the root's width.
// Sources: Apple's documentation of each API (quoted per case), WWDC19 "Building Custom
// Views with SwiftUI" (parent proposes, child chooses, parent places), objc.io "Thinking in
// SwiftUI" (chapter "Layout").
@MainActor
@Suite("SwiftUI layout rules") struct SwiftUILayoutRuleTests {
    // HStack(spacing: nil): "the default distance between adjacent subviews", 8 on iOS.
    // 10 + 8 + 20 = 38 wide; the second view starts at 18.
    @Test(arguments: directions)
    func hstackDefaultSpacing(direction: DarkroomLayout.LayoutDirection) {
        let scene = Harness.scene(HStack {
            Color.red.frame(width: 10, height: 10).id("a")
            Color.blue.frame(width: 20, height: 10).id("b")
        }, direction)
        #expect(scene.root.frame.size == Size(width: 38, height: 10))
        #expect(close(scene.frame("root/b"), expected(Rect(x: 18, y: 0, width: 20, height: 10), direction, in: scene)))
        #expect(close(scene.frame("root/a"), expected(Rect(x: 0, y: 0, width: 10, height: 10), direction, in: scene)))
    }

    // VStack(spacing: nil): 8 between the children, centred horizontally (default alignment).
    @Test(arguments: directions)
    func vstackDefaultSpacingAndCentre(direction: DarkroomLayout.LayoutDirection) {
        let scene = Harness.scene(VStack {
            Color.red.frame(width: 10, height: 10).id("a")
            Color.blue.frame(width: 30, height: 5).id("b")
        }, direction)
        #expect(scene.root.frame.size == Size(width: 30, height: 23))
        #expect(close(scene.frame("root/a"), expected(Rect(x: 10, y: 0, width: 10, height: 10), direction, in: scene)))
        #expect(close(scene.frame("root/b"), expected(Rect(x: 0, y: 18, width: 30, height: 5), direction, in: scene)))
    }

    // VStack(alignment: .leading): children on the leading edge (the right one in RTL).
    @Test(arguments: directions)
    func vstackLeading(direction: DarkroomLayout.LayoutDirection) {
        let scene = Harness.scene(VStack(alignment: .leading, spacing: 0) {
            Color.red.frame(width: 10, height: 10).id("a")
            Color.blue.frame(width: 30, height: 5).id("b")
        }, direction)
        #expect(close(scene.frame("root/a"), expected(Rect(x: 0, y: 0, width: 10, height: 10), direction, in: scene)))
    }

    // padding(): "a platform-specific default amount", 16 on iOS, on every edge.
    @Test(arguments: directions)
    func defaultPadding(direction: DarkroomLayout.LayoutDirection) {
        let scene = Harness.scene(Color.red.frame(width: 10, height: 10).id("box").padding(), direction)
        #expect(scene.root.frame.size == Size(width: 42, height: 42))
        #expect(close(scene.frame("root/box") ?? scene.frame("root"), expected(Rect(x: 16, y: 16, width: 10, height: 10), direction, in: scene)))
    }

    // padding(.leading, 12): only the leading edge, which is the right edge in RTL.
    @Test(arguments: directions)
    func leadingPadding(direction: DarkroomLayout.LayoutDirection) {
        let scene = Harness.scene(Color.red.frame(width: 10, height: 10).id("box").padding(.leading, 12), direction)
        #expect(scene.root.frame.size == Size(width: 22, height: 10))
        #expect(close(scene.frame("root/box") ?? scene.frame("root"), expected(Rect(x: 12, y: 0, width: 10, height: 10), direction, in: scene)))
    }

    // Spacer(minLength: nil) in a stack offered 100: it takes what the fixed views leave,
    // so the last view ends at the trailing edge.
    @Test(arguments: directions)
    func spacerPushesToTrailing(direction: DarkroomLayout.LayoutDirection) {
        let scene = Harness.scene(HStack(spacing: 0) {
            Color.red.frame(width: 10, height: 10).id("a")
            Spacer()
            Color.blue.frame(width: 10, height: 10).id("b")
        }, direction, width: 100)
        #expect(scene.root.frame.width == 100)
        #expect(close(scene.frame("root/b"), expected(Rect(x: 90, y: 0, width: 10, height: 10), direction, in: scene)))
    }

    // Spacer(minLength: nil): "the system default spacing" (8) is its minimum when compressed.
    @Test(arguments: directions)
    func spacerDefaultMinimum(direction: DarkroomLayout.LayoutDirection) {
        let scene = Harness.scene(HStack(spacing: 0) {
            Color.red.frame(width: 10, height: 10).id("a")
            Spacer()
            Color.blue.frame(width: 10, height: 10).id("b")
        }.fixedSize(), direction)
        #expect(scene.root.frame.width == 28)
    }

    // frame(maxWidth: .infinity, alignment: .leading): the frame takes the whole offer and
    // puts its content at the leading edge.
    @Test(arguments: directions)
    func infiniteMaxWidthLeading(direction: DarkroomLayout.LayoutDirection) {
        let scene = Harness.scene(Color.red.frame(width: 20, height: 10).id("box").frame(maxWidth: .infinity, alignment: .leading), direction, width: 100)
        #expect(scene.root.frame.width == 100)
        #expect(close(scene.frame("root/box") ?? scene.frame("root"), expected(Rect(x: 0, y: 0, width: 20, height: 10), direction, in: scene)))
    }

    // A Color offered nothing in particular is as big as the offer (Color is flexible).
    @Test(arguments: directions)
    func colorFillsTheOffer(direction: DarkroomLayout.LayoutDirection) {
        let scene = Harness.scene(Color.red, direction, width: 40, height: 30)
        #expect(scene.root.frame.size == Size(width: 40, height: 30))
    }

    // background(_:alignment:): "the background view is laid out in the frame of the view it
    // modifies": the colour gets the padded text's frame exactly.
    @Test(arguments: directions)
    func backgroundTakesTheFrame(direction: DarkroomLayout.LayoutDirection) {
        let scene = Harness.scene(Text("Hi").padding(4).background(Color.red), direction)
        let text = try! #require(scene.frame("root"))
        let padded = Rect(x: text.minX - 4, y: text.minY - 4, width: text.width + 8, height: text.height + 8)
        let background = scene.frame("root/background")
        #expect(close(background, padded), "\(String(describing: background)) vs \(padded)")
    }

    // overlay(alignment: .topTrailing): the overlay sits in the trailing top corner, the top
    // left in RTL.
    @Test(arguments: directions)
    func overlayTopTrailing(direction: DarkroomLayout.LayoutDirection) {
        let scene = Harness.scene(Color.red.frame(width: 40, height: 40)
            .overlay(Color.blue.frame(width: 8, height: 8).id("dot"), alignment: .topTrailing), direction)
        #expect(close(scene.frame("root/overlay"), expected(Rect(x: 32, y: 0, width: 8, height: 8), direction, in: scene)))
    }

    // ZStack: as big as its biggest child; others centred by default.
    @Test(arguments: directions)
    func zstackCentres(direction: DarkroomLayout.LayoutDirection) {
        let scene = Harness.scene(ZStack {
            Color.red.frame(width: 40, height: 20).id("big")
            Color.blue.frame(width: 10, height: 10).id("small")
        }, direction)
        #expect(scene.root.frame.size == Size(width: 40, height: 20))
        #expect(close(scene.frame("root/small"), expected(Rect(x: 15, y: 5, width: 10, height: 10), direction, in: scene)))
    }

    // Text "takes the width of its widest line": unconstrained, one line as wide as the
    // string; offered less, it wraps and is no wider than the offer.
    @Test(arguments: directions)
    func textSizing(direction: DarkroomLayout.LayoutDirection) {
        let one = Harness.scene(Text("Remember me"), direction)
        let measured = Harness.renderer.text.measure(TextSpec("Remember me", font: DarkroomLayout.Font(size: 17)), width: nil, direction: direction)
        #expect(abs(one.root.frame.width - measured.size.width) < 0.001)
        let wrapped = Harness.scene(Text("Email me about product updates and offers"), direction, width: 120)
        guard case .text(let run) = wrapped.root.content else { Issue.record("not text"); return }
        #expect(run.lines.count > 1)
        #expect(wrapped.root.frame.width <= 120)
        #expect(abs(wrapped.root.frame.width - run.lines.map(\.frame.width).max()!) < 0.001)
    }

    // Text's default font is .body: 17 pt (iOS 17, Large), drawn with the bundled Roboto.
    @Test func textDefaultsToBody() {
        guard case .text(let spec) = Harness.node(Text("Hello")) else { Issue.record("not text"); return }
        #expect(spec.font.size == 17 && spec.font.family == "Roboto" && spec.font.weight == 400)
        #expect(spec.color == DarkroomLayout.Color(hex: "#000000"))
    }

    // .font on a container reaches every Text inside unless a Text sets its own.
    @Test func fontFlowsThroughTheEnvironment() {
        let node = Harness.node(VStack { Text("a"); Text("b").font(.caption) }.font(.title))
        var sizes: [Double] = []
        collectTexts(node) { sizes.append($0.font.size) }
        #expect(sizes == [28, 12])
    }

    // fixedSize(): the ideal size whatever the offer: text does not wrap.
    @Test(arguments: directions)
    func fixedSizeIgnoresTheOffer(direction: DarkroomLayout.LayoutDirection) {
        let free = Harness.scene(Text("Email me about product updates"), direction)
        let fixed = Harness.scene(Text("Email me about product updates").fixedSize(), direction, width: 60)
        #expect(abs(fixed.root.frame.width - free.root.frame.width) < 0.001)
    }

    // An EmptyView in a stack takes no space and no spacing.
    @Test(arguments: directions)
    func emptyViewTakesNoSpacing(direction: DarkroomLayout.LayoutDirection) {
        let show = false
        let scene = Harness.scene(VStack {
            Color.red.frame(width: 10, height: 10)
            if show { Color.blue.frame(width: 10, height: 10) }
            Color.green.frame(width: 10, height: 10)
        }, direction)
        #expect(scene.root.frame.height == 28)
    }

    // A modifier on a Group applies to each view in it.
    @Test(arguments: directions)
    func groupModifierAppliesToEach(direction: DarkroomLayout.LayoutDirection) {
        let scene = Harness.scene(VStack(spacing: 0) {
            Group {
                Color.red.frame(width: 10, height: 10)
                Color.blue.frame(width: 10, height: 10)
            }.padding(5)
        }, direction)
        #expect(scene.root.frame.size == Size(width: 20, height: 40))
    }

    // ForEach makes siblings of the enclosing stack.
    @Test(arguments: directions)
    func forEachMakesSiblings(direction: DarkroomLayout.LayoutDirection) {
        let scene = Harness.scene(HStack(spacing: 2) {
            ForEach(0..<4) { _ in Color.red.frame(width: 5, height: 5) }
        }, direction)
        #expect(scene.root.frame.width == 26)
    }

    // layoutPriority: the higher-priority text gets its ideal width first.
    @Test(arguments: directions)
    func layoutPriority(direction: DarkroomLayout.LayoutDirection) {
        let scene = Harness.scene(HStack(spacing: 0) {
            Text("A long label that wraps").id("low")
            Text("Keep me whole").layoutPriority(1).id("high")
        }, direction, width: 160)
        let whole = Harness.renderer.text.measure(TextSpec("Keep me whole", font: DarkroomLayout.Font(size: 17)), width: nil, direction: direction).size.width
        #expect(abs((scene.frame("root/high")?.width ?? 0) - whole) < 0.001)
    }
}

/// Calls `body` with each text spec in the tree, in order.
func collectTexts(_ node: Node, _ body: (TextSpec) -> Void) {
    switch node {
    case .text(let spec): body(spec)
    case .hstack(_, _, let children), .vstack(_, _, let children), .zstack(_, let children):
        children.forEach { collectTexts($0, body) }
    case .modified(let inner, _): collectTexts(inner, body)
    default: break
    }
}
