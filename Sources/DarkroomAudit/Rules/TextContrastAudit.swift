import DarkroomLayout

/// Text whose colour, against what is actually painted behind it, is below WCAG 2.2's
/// minimum contrast (SC 1.4.3, level AA): 4.5:1, or 3:1 for large text. Large is WCAG's
/// 18 pt or 14 pt bold in CSS points, that is 24 or 18.66 iOS points (one iOS point is one
/// CSS pixel); Apple's HIG is looser (3:1 from 18 pt or any bold), so a text passing here
/// passes there. APCA's Lc is reported with each finding.
///
/// The backdrop is composed from the Scene: the canvas colour, then every filled shape
/// painted before the text whose outline covers the centre of the line box, with its
/// opacity. Images under text and shape strokes are not counted. A transparent canvas is
/// taken as white. The text's colour is composited with its opacity the same way. Each line
/// is checked at its centre and the worst line reported.
///
/// Text of a disabled control is reported too; WCAG exempts "inactive user interface
/// components", so accept those in the baseline if the design means them to fade.
public struct TextContrastAudit: SceneAudit {
    public var rule: AuditRule { .textContrast }
    public init() {}

    public func findings(in subject: AuditSubject) -> [AuditFinding] {
        let walk = subject.walk
        let canvas = subject.scene.background.map { Contrast.over($0, opacity: 1, on: .white) } ?? .white
        return walk.texts.compactMap { index, entry, run in
            let colors = run.spec.spans.isEmpty ? [run.spec.color] : run.spec.spans.map(\.attributes.color)
            let font = run.spec.font
            let large = font.size >= 24 || (font.size >= 18.66 && font.weight >= 700)
            let required = large ? 3.0 : 4.5
            var worst: (ratio: Double, fg: Color, bg: Color)?
            for box in run.contentBoxes where box.size.width > 0 {
                let bg = backdrop(walk, before: index, x: box.midX, y: box.midY, canvas: canvas)
                for color in colors {
                    let fg = Contrast.over(color, opacity: entry.opacity, on: bg)
                    let ratio = Contrast.wcagRatio(fg, bg)
                    if ratio < (worst?.ratio ?? .infinity) { worst = (ratio, fg, bg) }
                }
            }
            guard let worst, worst.ratio < required else { return nil }
            let lc = Contrast.apcaLc(text: worst.fg, background: worst.bg)
            let kind = "\(short(font.size)) pt \(font.weight >= 700 ? "bold" : "weight \(font.weight)") text"
            return subject.finding(rule, node: entry.node.id, text: run.spec.string,
                "\(rgb(worst.fg)) on \(rgb(worst.bg)): \(short(worst.ratio)):1, needs \(short(required)):1 for \(kind) (WCAG 1.4.3); APCA Lc \(short(lc))",
                ["ratio": (worst.ratio * 100).rounded() / 100, "required": required, "apcaLc": (lc * 10).rounded() / 10, "fontSize": font.size])
        }
    }

    /// The opaque colour painted at (x, y) by everything drawn before entry `index`.
    func backdrop(_ walk: SceneWalk, before index: Int, x: Double, y: Double, canvas: Color) -> Color {
        var color = canvas
        for i in 0..<index {
            let e = walk.entries[i]
            guard e.opacity > 0, case .shape(let shape) = e.node.content, let fill = shape.fill, fill.alpha > 0,
                  e.clip.map({ $0.contains(x: x, y: y) }) ?? true,
                  ShapeCoverage.covers(shape.kind, frame: e.node.frame, x: x, y: y) else { continue }
            color = Contrast.over(fill, opacity: e.opacity, on: color)
        }
        return color
    }

    func rgb(_ c: Color) -> String { String(c.hex.dropLast(2)) }
}
