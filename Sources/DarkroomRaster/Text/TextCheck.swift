import DarkroomLayout

/// Refuses text that would not be drawn as written, before it is painted.
///
/// Each of these would otherwise lose or change text without a word: a family or weight
/// that is not bundled (drawn with another face while the sidecar names the requested one),
/// a character no bundled face has (drawn as a hex box), a control character (NUL used to
/// end the text there; others draw nothing). Each problem names the snapshot and the node.
/// Every way of rendering runs it: the matrix, `assertSnapshot` and `ImageRenderer`.
public enum TextCheck {
    /// The problems of `scene`'s text, one sentence each; empty when all of it can be drawn.
    public static func problems(_ scene: Scene, snapshot: String, fonts: FontConfiguration, text: TextEngine) -> [String] {
        var problems: [String] = []
        scene.root.visit { node in
            guard case .text(let run) = node.content else { return }
            // Made only for a problem: most snapshots have none, and every text node is checked.
            var where_: String { "snapshot \(snapshot), text \(node.id)" }
            if let problem = fonts.problem(with: run.spec.font) {
                problems.append("\(where_): \(problem)")
            }
            if let (offset, scalar) = firstControlCharacter(run.spec.string) {
                problems.append("\(where_): character \(offset) is the control character U+\(hex(scalar)), which text cannot show; remove it from the string")
            }
            let unknown = text.unknownGlyphCount(run.spec, width: run.wrapWidth, direction: run.direction)
            if unknown > 0 {
                problems.append("\(where_): \(unknown) character\(unknown == 1 ? "" : "s") of \(quotedPreview(run.spec.string)) \(unknown == 1 ? "has" : "have") no glyph in the bundled fonts (\(fonts.faces.keys.sorted().joined(separator: ", "))) and would be drawn as boxes; add a font for that script to Fonts/")
            }
        }
        return problems
    }

    /// The first C0 or C1 control character other than tab and newline, with its Character offset.
    static func firstControlCharacter(_ string: String) -> (Int, Unicode.Scalar)? {
        // The scalars first: counting Characters means finding grapheme breaks, needed only
        // for the offset of one that is found.
        guard string.unicodeScalars.contains(where: isControl) else { return nil }
        for (offset, character) in string.enumerated() {
            for scalar in character.unicodeScalars where isControl(scalar) { return (offset, scalar) }
        }
        return nil
    }

    private static func isControl(_ scalar: Unicode.Scalar) -> Bool {
        let v = scalar.value
        return (v < 0x20 && v != 0x09 && v != 0x0A) || (0x7F...0x9F).contains(v)
    }

    private static func hex(_ scalar: Unicode.Scalar) -> String {
        let digits = String(scalar.value, radix: 16, uppercase: true)
        return String(repeating: "0", count: max(0, 4 - digits.count)) + digits
    }

    private static func quotedPreview(_ string: String) -> String {
        let short = string.count > 40 ? string.prefix(40) + "…" : Substring(string)
        return "\"" + short.unicodeScalars.map { $0.value < 0x20 ? "\\u{\(String($0.value, radix: 16))}" : String($0) }.joined() + "\""
    }
}
