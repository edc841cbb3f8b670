import DarkroomDiff
import DarkroomPNG
import Testing

/// The optimised differ against `ReferenceDiffer`, pixelmatch written out plainly: counts,
/// anti-aliased counts, window density and every diff byte must be the same.
@Suite("fast path matches the reference")
struct FastPathTests {
    /// Option sets that take every branch of the pass: AA on and off, masks, both backgrounds,
    /// the alternative colour, thresholds at both ends, windows.
    static let optionSets: [DiffOptions] = [
        DiffOptions(),
        DiffOptions(threshold: 0.05, windowSize: 4),
        DiffOptions(threshold: 0),
        DiffOptions(threshold: 1),
        DiffOptions(includeAA: true),
        DiffOptions(alpha: 0.6, diffColorAlt: DiffColor(0, 200, 0)),
        DiffOptions(threshold: 0.2, diffMask: true, windowSize: 7),
        DiffOptions(background: .white),
    ]

    /// Seeded scenes: flat areas, hard and soft edges, noise, translucency, and a second image
    /// with shifted shapes, recoloured pixels and changed alpha. Sizes include single rows and columns.
    @Test(arguments: [(1, 1), (1, 9), (9, 1), (2, 2), (3, 17), (31, 29), (64, 48), (97, 53)])
    func randomScenes(width: Int, height: Int) throws {
        for seed in 1...6 {
            var random = SceneRandom(seed: UInt64(seed * 7919 + width * 31 + height))
            let (a, b) = random.scenePair(width: width, height: height, translucent: seed % 2 == 0)
            try expectSame(a, b, label: "\(width)x\(height) seed \(seed)")
        }
    }

    /// pixelmatch's own pairs, where anti-aliasing and the colour cache do most of their work.
    @Test(arguments: 1...7)
    func pixelmatchFixtures(pair: Int) throws {
        let a = try Fixtures.image("\(pair)a"), b = try Fixtures.image("\(pair)b")
        try expectSame(a, b, label: "pair \(pair)",
                       optionSets: [DiffOptions(), DiffOptions(threshold: 0.05, diffColorAlt: DiffColor(0, 200, 0), windowSize: 3)])
    }

    /// The scenes hold both counted and forgiven (anti-aliased) differences, so the comparisons
    /// above exercise both branches; identical images count nothing.
    @Test func scenesExerciseBothBranches() {
        var random = SceneRandom(seed: 5)
        let (a, b) = random.scenePair(width: 40, height: 30, translucent: true)
        let output = ReferenceDiffer(options: DiffOptions()).compare(a, b)
        #expect(output.mismatched > 0 && output.antialiased > 0)
        #expect(ReferenceDiffer(options: DiffOptions()).compare(a, a).mismatched == 0)
    }

    /// The first byte offset where two diff images differ (their sizes, if those differ), so a
    /// failure names a place instead of printing megabytes.
    private func firstDifference(_ actual: [UInt8]?, _ expected: [UInt8]) -> String? {
        guard let actual else { return "no diff image" }
        if actual.count != expected.count { return "\(actual.count) bytes, expected \(expected.count)" }
        guard let i = actual.indices.first(where: { actual[$0] != expected[$0] }) else { return nil }
        return "byte \(i) (pixel \(i / 4)): \(actual[i]), expected \(expected[i])"
    }

    /// Counts, forgiven counts, window density and diff bytes equal the reference's, painting and counting alike.
    private func expectSame(_ a: RGBAImage, _ b: RGBAImage, label: String, optionSets: [DiffOptions] = Self.optionSets) throws {
        for options in optionSets {
            let expected = ReferenceDiffer(options: options).compare(a, b)
            let painted = try ImageDiffer(options).compare(a, b)
            let counted = try ImageDiffer(options).compare(a, b, diffImage: false)
            #expect(painted.mismatchedPixels == expected.mismatched && counted.mismatchedPixels == expected.mismatched, "\(label) \(options)")
            #expect(painted.antialiasedPixels == expected.antialiased && counted.antialiasedPixels == expected.antialiased, "\(label) \(options)")
            #expect(painted.maxWindowDensity == expected.maxWindowDensity && counted.maxWindowDensity == expected.maxWindowDensity, "\(label) \(options)")
            #expect(firstDifference(painted.diffImage?.pixels, expected.diff) == nil, "\(label) \(options)")
        }
    }
}

/// A small seeded generator (SplitMix64) and the scenes drawn with it.
struct SceneRandom {
    private var state: UInt64
    init(seed: UInt64) { state = seed }

    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }

    mutating func below(_ n: Int) -> Int { Int(next() % UInt64(max(n, 1))) }
    mutating func byte() -> UInt8 { UInt8(truncatingIfNeeded: next()) }

    /// A few colours reused across the scene, as UI screenshots reuse them.
    mutating func palette() -> [(UInt8, UInt8, UInt8)] {
        (0..<5).map { _ in (byte(), byte(), byte()) } + [(255, 255, 255), (0, 0, 0)]
    }

    /// Rectangles on a flat background with one-pixel blended edges, a noise patch and, when
    /// asked, translucent pixels; the second image moves a rectangle by a pixel, recolours
    /// scattered pixels, swaps palette colours and changes some alphas.
    mutating func scenePair(width: Int, height: Int, translucent: Bool) -> (RGBAImage, RGBAImage) {
        let colours = palette()
        var a = RGBAImage(width: width, height: height, fill: (colours[5].0, colours[5].1, colours[5].2, 255))
        let rects = (0..<4).map { _ in (x: below(width), y: below(height), w: 1 + below(width / 2 + 1), h: 1 + below(height / 2 + 1), c: colours[below(colours.count)]) }
        func draw(_ image: inout RGBAImage, _ r: (x: Int, y: Int, w: Int, h: Int, c: (UInt8, UInt8, UInt8)), dx: Int) {
            // Halfway to the old pixel on an edge; a function, not one ternary (0.3 s to type-check).
            func half(_ a: UInt8, _ b: UInt8) -> UInt8 { UInt8((Int(a) + Int(b)) / 2) }
            for y in r.y..<min(r.y + r.h, height) {
                for x in max(r.x + dx, 0)..<max(min(r.x + dx + r.w, width), max(r.x + dx, 0)) {
                    let edge = x == r.x + dx || y == r.y || x == r.x + dx + r.w - 1 || y == r.y + r.h - 1
                    let old = image.pixel(x: x, y: y)
                    let c: (UInt8, UInt8, UInt8) = edge ? (half(old.r, r.c.0), half(old.g, r.c.1), half(old.b, r.c.2)) : r.c
                    image.setPixel(x: x, y: y, (c.0, c.1, c.2, 255))
                }
            }
        }
        for r in rects { draw(&a, r, dx: 0) }
        // A noise patch: every pixel different from its neighbours.
        let nx = below(width), ny = below(height)
        for y in ny..<min(ny + 4, height) { for x in nx..<min(nx + 5, width) { a.setPixel(x: x, y: y, (byte(), byte(), byte(), 255)) } }
        if translucent {
            for _ in 0..<(width * height / 3 + 1) {
                let x = below(width), y = below(height), p = a.pixel(x: x, y: y)
                a.setPixel(x: x, y: y, (p.r, p.g, p.b, [0, 1, 128, 200, 254][below(5)]))
            }
        }
        var b = a
        if let r = rects.first { draw(&b, r, dx: 1) }
        for _ in 0..<(width * height / 8 + 1) {
            let x = below(width), y = below(height), p = b.pixel(x: x, y: y)
            switch below(4) {
            case 0: b.setPixel(x: x, y: y, (byte(), byte(), byte(), p.a))
            case 1: let c = colours[below(colours.count)]; b.setPixel(x: x, y: y, (c.0, c.1, c.2, p.a))
            case 2: b.setPixel(x: x, y: y, (p.r &+ 1, p.g, p.b, p.a))
            default: b.setPixel(x: x, y: y, (p.r, p.g, p.b, translucent ? byte() : 255))
            }
        }
        return (a, b)
    }
}
