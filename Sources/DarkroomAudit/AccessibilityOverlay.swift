import DarkroomLayout

/// The accessibility overlay of a Scene, as AccessibilitySnapshot (Cash App) draws it: the
/// snapshot with each element's touch target tinted in its own colour and outlined, and
/// below it a legend listing the elements in VoiceOver's order, each in its colour with its
/// role, label and value. It is a Scene, so the painter that draws snapshots draws it, with
/// the same fonts and the same bytes every time. The legend is a report for the team, so it
/// reads left to right whatever the snapshot's direction (an RTL paragraph would move the
/// numbers to the end of each English row).
public enum AccessibilityOverlay {
    /// Eight distinct hues (Tableau 10's first eight), used in turn.
    static let palette: [Color] = ["#4E79A7", "#F28E2B", "#E15759", "#76B7B2", "#59A14F", "#EDC948", "#B07AA1", "#FF9DA7"]
        .map { Color(hex: $0)! }

    public static func scene(of scene: Scene, measurer: any TextMeasurer) -> Scene {
        var elements: [AccessibilityNode] = []
        scene.root.visit { if let a = $0.accessibility { elements.append(a) } }
        let width = max(scene.size.width, 280)
        let margin = 8.0, swatch = 12.0, gap = 6.0
        var overlay: [SceneNode] = []
        // The snapshot itself, then each element's target over it.
        var snapshot = scene.root
        snapshot.id = "snapshot"
        overlay.append(snapshot)
        for (i, a) in elements.enumerated() {
            let color = palette[i % palette.count]
            var tint = color; tint.alpha = 0x40
            overlay.append(SceneNode(id: "element/\(i + 1)", frame: a.hitArea,
                                     content: .shape(ShapeSpec(kind: .rectangle, fill: tint, stroke: Stroke(color: color, width: 1)))))
        }
        // The legend: one row per element, a swatch and a wrapped line of text.
        var y = scene.size.height + margin
        let textWidth = width - 2 * margin - swatch - gap
        for (i, a) in elements.enumerated() {
            let color = palette[i % palette.count]
            var line = "\(i + 1). \(a.role) \u{201C}\(a.label)\u{201D}"
            if let v = a.value { line += ", value \u{201C}\(v)\u{201D}" }
            if let h = a.hint { line += ", hint \u{201C}\(h)\u{201D}" }
            line += " \(Int(a.hitArea.size.width.rounded())) x \(Int(a.hitArea.size.height.rounded())) pt"
            let spec = TextSpec(line, font: Font(size: 12), color: Color(hex: "#1A1A1A")!)
            let metrics = measurer.measure(spec, width: textWidth, direction: .leftToRight)
            let size = metrics.size
            let textX = margin + swatch + gap
            overlay.append(SceneNode(id: "legend/\(i + 1)/swatch", frame: Rect(x: margin, y: y + 2, width: swatch, height: swatch),
                                     content: .shape(ShapeSpec(kind: .rectangle, fill: color))))
            let lines = metrics.lines.map { m in
                TextLine(frame: Rect(x: textX, y: y + m.top, width: m.width, height: m.height),
                         baseline: y + m.baseline, range: m.range)
            }
            let run = TextRun(spec: spec, direction: .leftToRight, wrapWidth: textWidth, alignment: .left, lines: lines)
            overlay.append(SceneNode(id: "legend/\(i + 1)/text", frame: Rect(x: textX, y: y, width: size.width, height: size.height),
                                     content: .text(run)))
            y += max(size.height, swatch + 4) + 4
        }
        let height = (y + margin).rounded(.up)
        let root = SceneNode(id: "overlay", frame: Rect(x: 0, y: 0, width: width, height: height), content: .group, children: overlay)
        return Scene(size: Size(width: width.rounded(.up), height: height), direction: scene.direction,
                     background: scene.background ?? .white, root: root)
    }
}
