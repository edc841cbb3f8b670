/// How findings write numbers and quote text: the same bytes on every machine (no locale,
/// no float formatting that varies), short enough for one terminal line.

/// Numbers in messages: at most two decimals, no trailing zeros, the same bytes everywhere.
func short(_ v: Double) -> String {
    let r = (v * 100).rounded() / 100
    if r == r.rounded() { return String(Int(r)) }
    var s = String(format2: r)
    while s.hasSuffix("0") { s.removeLast() }
    return s
}

private extension String {
    init(format2 v: Double) {
        let sign = v < 0 ? "-" : ""
        let cents = Int((abs(v) * 100).rounded())
        let frac = cents % 100
        self = "\(sign)\(cents / 100)." + (frac < 10 ? "0\(frac)" : "\(frac)")
    }
}

/// Text quoted in a message, shortened to 60 characters.
func quote(_ text: String) -> String {
    let trimmed = text.trimmingWhitespace
    return "\u{201C}" + (trimmed.count > 60 ? String(trimmed.prefix(59)) + "\u{2026}" : trimmed) + "\u{201D}"
}

extension String {
    var trimmingWhitespace: String {
        var s = Substring(self)
        while let f = s.first, f.isWhitespace { s.removeFirst() }
        while let l = s.last, l.isWhitespace { s.removeLast() }
        return String(s)
    }
}
