/// Xcode's pseudolanguages (scheme options, "App Language"), applied to every string a Text
/// draws, hard-coded ones included, so each label is stressed the way a translation would:
///
/// - `accented`: every Latin letter with a diacritic (Xcode's "Accented Pseudolanguage"), so
///   glyphs reach above the cap height and below the baseline;
/// - `bounded`: `[# ` and ` #]` around the string ("Bounded String Pseudolanguage"), so a cut
///   end is visible;
/// - `doublelength`: the string twice, separated by a space ("Double-Length Pseudolanguage");
/// - `longtext`: each word 40 % longer, as German and Finnish run against English (IBM's
///   globalization guidelines give +30 to +40 % for strings of 11-20 characters): long words
///   that must break or truncate, not just more words.
///
/// Xcode's "Right-to-Left Pseudolanguage" is the direction axis's `rtl`: English strings in a
/// mirrored layout.
public enum PseudoLocale: String, CaseIterable, Hashable, Sendable {
    case accented, bounded, doublelength, longtext

    /// The parts of one paragraph (`Text + Text` runs) as drawn in this pseudo-locale: the
    /// brackets of `bounded` go around the whole paragraph, the others act on each part.
    public func apply(_ parts: [String]) -> [String] {
        guard !parts.isEmpty else { return parts }
        switch self {
        case .accented: return parts.map { String(String.UnicodeScalarView($0.unicodeScalars.map { Self.accents[$0] ?? $0 })) }
        case .bounded:
            var result = parts
            result[0] = "[# " + result[0]
            result[result.count - 1] += " #]"
            return result
        case .doublelength: return parts.map { $0.isEmpty ? $0 : $0 + " " + $0 }
        case .longtext: return parts.map(Self.lengthened)
        }
    }

    /// Latin-1 and Latin Extended-A letters only: every bundled Roboto face draws them.
    static let accents: [Unicode.Scalar: Unicode.Scalar] = {
        let pairs = "aåcçdďeégĝhĥiîjĵkķlļnñoörŕsštţuüwŵyýzžAÅCÇDĎEÉGĜHĤIÎJĴKĶLĻNÑOÖRŔSŠTŢUÜWŴYÝZŽ".unicodeScalars.map { $0 }
        var map: [Unicode.Scalar: Unicode.Scalar] = [:]
        for i in stride(from: 0, to: pairs.count - 1, by: 2) { map[pairs[i]] = pairs[i + 1] }
        return map
    }()

    /// Each run of letters grows by 40 % (rounded up), repeating its own letters from the
    /// start: "terms" becomes "termste". Spaces, digits and punctuation stay.
    static func lengthened(_ text: String) -> String {
        var out = "", word: [Character] = []
        func flush() {
            out += String(word)
            let extra = (word.count * 2 + 4) / 5
            for i in 0..<extra { out.append(word[i % word.count].lowercased().first!) }
            word = []
        }
        for c in text {
            if c.isLetter { word.append(c) } else { if !word.isEmpty { flush() }; out.append(c) }
        }
        if !word.isEmpty { flush() }
        return out
    }
}
