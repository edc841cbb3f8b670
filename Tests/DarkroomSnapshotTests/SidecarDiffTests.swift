import Testing
@testable import DarkroomSnapshot

/// The sentences verify prints for two layout sidecars, one kind of change per test.
@Suite struct SidecarDiffTests {
    /// A sidecar in the Scene dump's format: a box and a label in a row.
    static func dump(canvas: String = "100x40", box: String = "(8,8,20,20)", fill: String = "#40B259FF",
                     label: String = "(36,8,50,16)", lines: Int = 1, color: String = "#00000080",
                     opacity: String? = nil, text: String = "Accept terms", extra: String? = nil) -> String {
        var out = "scene \(canvas) ltr background=#F5F5F5FF\n"
        out += "  root group frame=(8,8,84,24)\n"
        out += "    a11y role=checkbox label=\"\(text)\" value=\"checked\" hit=(8,8,84,24)\n"
        out += "    root/box shape roundedRect(6) fill=\(fill) frame=\(box)\(opacity.map { " opacity=" + $0 } ?? "")\n"
        out += "    root/label text \"\(text)\" Roboto 400 14/16 color=\(color) align=left lines=\(lines) frame=\(label)\n"
        for i in 0..<lines { out += "      line \(i) frame=(36,\(8 + 16 * i),50,16) baseline=\(20 + 16 * i)\n" }
        if let extra { out += extra + "\n" }
        return out
    }

    @Test("identical sidecars explain nothing")
    func identical() {
        #expect(SidecarDiff.explain(expected: Self.dump(), actual: Self.dump()).isEmpty)
    }

    @Test("a node whose origin changed moved")
    func moved() {
        let sentences = SidecarDiff.explain(expected: Self.dump(), actual: Self.dump(label: "(40,10,50,16)"))
        #expect(sentences == ["root/label moved from (36,8) to (40,10)"])
    }

    @Test("a node whose size changed resized")
    func resized() {
        let sentences = SidecarDiff.explain(expected: Self.dump(), actual: Self.dump(box: "(8,8,24,24)"))
        #expect(sentences == ["root/box resized from 20x20 to 24x24"])
    }

    @Test("a node can move and resize at once: two sentences")
    func movedAndResized() {
        let sentences = SidecarDiff.explain(expected: Self.dump(), actual: Self.dump(box: "(6,6,24.5,24.5)"))
        #expect(sentences == ["root/box moved from (8,8) to (6,6)", "root/box resized from 20x20 to 24.5x24.5"])
    }

    @Test("text that wraps went from 1 to 2 lines; back to one line is singular")
    func lineCount() {
        let wrapped = SidecarDiff.explain(expected: Self.dump(), actual: Self.dump(label: "(36,8,50,32)", lines: 2))
        #expect(wrapped.contains("text root/label went from 1 to 2 lines"), "\(wrapped)")
        #expect(wrapped.contains("root/label resized from 50x16 to 50x32"), "\(wrapped)")
        let unwrapped = SidecarDiff.explain(expected: Self.dump(label: "(36,8,50,32)", lines: 2), actual: Self.dump())
        #expect(unwrapped.contains("text root/label went from 2 to 1 line"), "\(unwrapped)")
    }

    @Test("a fill change names the node and both colours")
    func fillColour() {
        let sentences = SidecarDiff.explain(expected: Self.dump(), actual: Self.dump(fill: "#1F6FE5FF"))
        #expect(sentences == ["root/box fill changed from #40B259FF to #1F6FE5FF"])
    }

    @Test("a text colour change is called a text colour change")
    func textColour() {
        let sentences = SidecarDiff.explain(expected: Self.dump(), actual: Self.dump(color: "#00000040"))
        #expect(sentences == ["root/label text colour changed from #00000080 to #00000040"])
    }

    @Test("an attribute that appears is a change from none")
    func attributeAppears() {
        let sentences = SidecarDiff.explain(expected: Self.dump(), actual: Self.dump(opacity: "0.5"))
        #expect(sentences == ["root/box opacity changed from none to 0.5"])
    }

    @Test("added and removed nodes are named")
    func addedAndRemoved() {
        let icon = "      root/box/icon icon check 16x16 tint=#FFFFFFFF frame=(10,10,16,16)"
        #expect(SidecarDiff.explain(expected: Self.dump(), actual: Self.dump(extra: icon)) == ["root/box/icon was added"])
        #expect(SidecarDiff.explain(expected: Self.dump(extra: icon), actual: Self.dump()) == ["root/box/icon was removed"])
    }

    @Test("a changed canvas size is its own sentence")
    func canvas() {
        let sentences = SidecarDiff.explain(expected: Self.dump(), actual: Self.dump(canvas: "100x56"))
        #expect(sentences == ["canvas changed: 100x40 ltr background=#F5F5F5FF -> 100x56 ltr background=#F5F5F5FF"])
    }

    @Test("a change with no named attribute (the text itself, an accessibility line) still names the node")
    func otherChange() {
        let sentences = SidecarDiff.explain(expected: Self.dump(), actual: Self.dump(text: "Accept the terms"))
        #expect(sentences.count == 2, "\(sentences)")
        #expect(sentences.allSatisfy { $0.contains(" changed: ") })
        #expect(sentences.first?.hasPrefix("root changed: ") == true, "the a11y line belongs to root: \(sentences)")
        #expect(sentences.last?.hasPrefix("root/label changed: ") == true)
    }

    @Test("a missing sidecar (empty expected) reports every node as added")
    func noExpectedSidecar() {
        let sentences = SidecarDiff.explain(expected: "", actual: Self.dump())
        #expect(sentences.contains("root/box was added"))
        #expect(sentences.contains("root/label was added"))
    }

    @Test("parse folds line and a11y lines into their node")
    func parse() {
        let nodes = SidecarDiff.parse(Self.dump(lines: 2))
        #expect(nodes.map(\.id) == ["root", "root/box", "root/label"])
        #expect(nodes[2].frame == "(36,8,50,16)")
        #expect(nodes[2].attributes["lines"] == "2")
        #expect(nodes[2].text.contains("line 1 frame=(36,24,50,16)"))
        #expect(nodes[0].text.contains("a11y role=checkbox"))
    }
}
