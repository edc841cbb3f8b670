/// The sample formulas of Fixtures/make_fixtures.py, restated in Swift, and what each should
/// decode to in straight RGBA8. Kept apart from the decoder so a test can disagree with it.
enum FixturePatterns {
    typealias RGBA = [UInt8]
    static let width = 9, height = 7

    static func v8(_ k: Int, _ x: Int, _ y: Int) -> Int {
        [(x * 29 + y * 41) % 256, (x * 13 + y * 67 + 100) % 256,
         (x * 71 + y * 3 + 7) % 256, (x * 53 + y * 17 + 5) % 256][k]
    }
    static func v16(_ k: Int, _ x: Int, _ y: Int) -> Int { (x * 7919 + y * 104729 + k * 3331) % 65536 }
    static func sub(_ d: Int, _ x: Int, _ y: Int) -> Int { (x + 2 * y) % (1 << d) }
    static func palIndex(_ n: Int, _ x: Int, _ y: Int) -> Int { (x * 7 + y * 5) % n }
    static func palEntry(_ i: Int) -> RGBA { [u8((i * 40 + 3) % 256), u8((i * 90 + 50) % 256), u8(mod(255 - i * 15, 256))] }
    static func palAlpha(_ i: Int) -> UInt8 { i < 10 ? u8((i * 27) % 256) : 255 }

    /// 16 -> 8 bits by rounding to nearest: round(v * 255 / 65535). Never a tie (65535 = 255 * 257).
    static func to8(_ v16: Int) -> UInt8 { u8((v16 * 255 + 32767) / 65535) }
    /// d-bit grey -> 8 bits by the spec's scaling, v * 255 / (2^d - 1), exact for d = 1, 2, 4.
    static func scaled(_ v: Int, bits d: Int) -> UInt8 { u8(v * 255 / ((1 << d) - 1)) }
    static func u8(_ v: Int) -> UInt8 { UInt8(v) }
    /// Python's %, which is never negative.
    static func mod(_ v: Int, _ m: Int) -> Int { (v % m + m) % m }

    static func grey(_ g: UInt8, _ a: UInt8 = 255) -> RGBA { [g, g, g, a] }

    /// File name -> expected straight RGBA of pixel (x, y).
    static let expected: [String: @Sendable (Int, Int) -> RGBA] = [
        "grey1.png": { x, y in grey(scaled(sub(1, x, y), bits: 1)) },
        "grey2.png": { x, y in grey(scaled(sub(2, x, y), bits: 2)) },
        "grey2_adam7.png": { x, y in grey(scaled(sub(2, x, y), bits: 2)) },
        "grey4.png": { x, y in grey(scaled(sub(4, x, y), bits: 4)) },
        "grey8.png": { x, y in grey(u8(v8(0, x, y))) },
        "grey16.png": { x, y in grey(to8(v16(0, x, y))) },
        // tRNS colour key: exactly the key grey becomes transparent, its value kept.
        "grey8_trns.png": { x, y in grey(u8(v8(0, x, y)), v8(0, x, y) == v8(0, 3, 2) ? 0 : 255) },
        "greyalpha8.png": { x, y in grey(u8(v8(0, x, y)), u8(v8(3, x, y))) },
        "greyalpha16.png": { x, y in grey(to8(v16(0, x, y)), to8(v16(3, x, y))) },
        "rgb8.png": { x, y in rgb8(x, y) + [255] },
        "rgb8_gamma1.png": { x, y in rgb8(x, y) + [255] },   // gAMA 1.0 ignored: stored values
        "rgb8_trns.png": { x, y in rgb8(x, y) + [rgb8(x, y) == rgb8(4, 1) ? 0 : 255] },
        "rgb16.png": { x, y in (0..<3).map { to8(v16($0, x, y)) } + [255] },
        "rgb16_adam7.png": { x, y in (0..<3).map { to8(v16($0, x, y)) } + [255] },
        "rgba8.png": { x, y in (0..<4).map { u8(v8($0, x, y)) } },
        "rgba8_adam7.png": { x, y in (0..<4).map { u8(v8($0, x, y)) } },
        "rgba16.png": { x, y in (0..<4).map { to8(v16($0, x, y)) } },
        "rgba16_adam7.png": { x, y in (0..<4).map { to8(v16($0, x, y)) } },
        "greyalpha16_adam7.png": { x, y in grey(to8(v16(0, x, y)), to8(v16(3, x, y))) },
        "palette1.png": { x, y in palEntry(palIndex(2, x, y)) + [255] },
        "palette8.png": { x, y in palEntry(palIndex(23, x, y)) + [255] },
        "palette4_trns.png": { x, y in palEntry(palIndex(16, x, y)) + [palAlpha(palIndex(16, x, y))] },
        "palette4_trns_adam7.png": { x, y in palEntry(palIndex(16, x, y)) + [palAlpha(palIndex(16, x, y))] },
    ]

    static func rgb8(_ x: Int, _ y: Int) -> RGBA { (0..<3).map { u8(v8($0, x, y)) } }
}
