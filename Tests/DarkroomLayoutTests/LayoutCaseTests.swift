import Testing
@testable import DarkroomLayout

/// The data-driven layout suite: every case, left-to-right and right-to-left.
@Suite("Layout cases")
struct LayoutCaseTests {
    @Test("layout case", arguments: allLayoutCases, LayoutDirection.allCases)
    func layoutCase(_ c: LayoutCase, _ direction: LayoutDirection) {
        check(c, direction)
    }

    // Case names are how failures are found again: they must be unique.
    @Test func caseNamesAreUnique() {
        let names = allLayoutCases.map(\.name)
        #expect(Set(names).count == names.count, "duplicate case names: \(names.filter { n in names.filter { $0 == n }.count > 1 })")
    }

    // The suite's brief: at least 45 cases, at least 10 with hand-written RTL expectations.
    @Test func suiteIsLargeEnough() {
        #expect(allLayoutCases.count >= 45)
        #expect(allLayoutCases.filter { $0.rtl != nil }.count >= 10)
    }

    // The harness itself: the derived RTL expectation is the mirror image across the root width.
    @Test func harnessMirrorsExpectations() {
        let e = Expectation(frames: ["a": R(10, 5, 20, 8)], lines: ["a": [L(10, 5, 20, 8, baseline: 11)]], hits: ["a": R(-4, 0, 48, 48)])
        let m = e.mirrored(inWidth: 100)
        #expect(m.frames["a"] == R(70, 5, 20, 8))
        #expect(m.lines["a"]?.first?.frame == R(70, 5, 20, 8))
        #expect(m.lines["a"]?.first?.baseline == 11)
        #expect(m.hits["a"] == R(56, 0, 48, 48))
    }

    // The harness itself: a wrong expectation is reported, not silently accepted.
    @Test func harnessReportsMismatches() {
        let scene = LayoutEngine(measurer: FixedMetricsMeasurer()).layout(HStack { box(10, 10).id("a") }, proposal: P(100, 100))
        let wrong = Expectation(frames: ["root": R(0, 0, 10, 10), "root/a": R(1, 0, 10, 10), "root/nope": R(0, 0, 1, 1)])
        let problems = mismatches(scene, wrong, label: "t", requireAllLeaves: true)
        #expect(problems.count == 2)
        let incomplete = Expectation(frames: ["root": R(0, 0, 10, 10)])
        #expect(mismatches(scene, incomplete, label: "t", requireAllLeaves: true).count == 1, "unlisted leaf must be flagged")
    }
}

/// Effects are recorded on the node without moving it.
@Suite("Effects")
struct EffectTests {
    @Test func scaleAndOpacityAreRecorded() {
        let view = HStack(spacing: 4) { box(20, 10).scaleEffect(1.5).id("s"); box(20, 10).opacity(0.5).id("o") }
        for direction in LayoutDirection.allCases {
            let nodes = nodesByID(LayoutEngine(measurer: FixedMetricsMeasurer(), direction: direction).layout(view, proposal: P(100, 100)))
            #expect(nodes["root/s"]?.scale == 1.5)
            #expect(nodes["root/s"]?.opacity == 1)
            #expect(nodes["root/o"]?.opacity == 0.5)
            #expect(nodes["root/o"]?.scale == 1)
        }
    }

    @Test func accessibilityLabelIsKept() {
        let view = box(20, 10).accessibility(AccessibilitySpec(role: "button", label: "Close", minimumHitSize: S(48, 48)))
        let scene = LayoutEngine(measurer: FixedMetricsMeasurer()).layout(view, proposal: P(100, 100))
        #expect(scene.accessibilityNodes.map(\.label) == ["Close"])
        #expect(scene.accessibilityNodes.first?.role == "button")
    }
}
