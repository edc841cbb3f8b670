import Testing
@testable import DarkroomLayout

@Suite("Color")
struct ColorTests {
    @Test(arguments: [
        // (input, r, g, b, a)
        ("#FFF", 255, 255, 255, 255),          // #RGB doubles each digit
        ("0F08", 0, 255, 0, 136),              // #RGBA without '#': 8 -> 0x88 = 136
        ("#1a2B3c", 26, 43, 60, 255),          // case-insensitive #RRGGBB, opaque
        ("#12345678", 0x12, 0x34, 0x56, 0x78), // #RRGGBBAA: alpha last
        ("#00000000", 0, 0, 0, 0),
    ])
    func parsesHex(_ input: String, _ r: Int, _ g: Int, _ b: Int, _ a: Int) {
        let c = Color(hex: input)
        #expect(c == Color(red: UInt8(r), green: UInt8(g), blue: UInt8(b), alpha: UInt8(a)), "parsing \(input)")
    }

    @Test(arguments: ["", "#", "#12", "#12345", "#1234567", "#GGG", "#12 456", "##123456", "#123456789"])
    func rejectsMalformedHex(_ input: String) {
        #expect(Color(hex: input) == nil, "\(input) should not parse")
    }

    // #RRGGBBAA with upper-case digits, and parsing it gives the colour back.
    @Test func hexRoundTrips() {
        let c = Color(red: 10, green: 171, blue: 255, alpha: 128)
        #expect(c.hex == "#0AABFF80")
        #expect(Color(hex: c.hex) == c)
        #expect(Color.black.hex == "#000000FF")
        #expect(Color.clear.description == "#00000000")
    }

    // Source-over: 128/255 red over opaque blue: r = 255 x 128/255 = 128, b = 255 x 127/255 = 127, a = 255.
    @Test func overOpaqueBase() {
        let red = Color(red: 255, green: 0, blue: 0, alpha: 128)
        let blue = Color(red: 0, green: 0, blue: 255)
        #expect(red.over(blue) == Color(red: 128, green: 0, blue: 127, alpha: 255))
    }

    // An opaque source hides the base; a clear source leaves it; over clear keeps the source's straight colour.
    @Test func overEdgeCases() {
        let c = Color(red: 12, green: 34, blue: 56)
        let base = Color(red: 200, green: 100, blue: 50, alpha: 77)
        #expect(c.over(base) == c)
        #expect(Color.clear.over(base) == base)
        #expect(Color.clear.over(.clear) == .clear)
        let half = Color(red: 255, green: 0, blue: 0, alpha: 128)
        #expect(half.over(.clear) == half)
    }

    // Two half-transparent layers: outA = 0.5 + 0.5 x 0.5 = 0.75 -> 191.25 -> 191 (alpha 127.5/255 each is
    // not exact, so use 0x80: sa = ba = 128/255; outA = 1 - (127/255)^2 = 0.75196 -> 191.75 -> 192).
    @Test func overTranslucentBase() {
        let white = Color(red: 255, green: 255, blue: 255, alpha: 128)
        let black = Color(red: 0, green: 0, blue: 0, alpha: 128)
        let out = white.over(black)
        #expect(out.alpha == 192)
        // r = 255 x sa / outA = 255 x 0.50196 / 0.75196 = 170.2 -> 170.
        #expect(out.red == 170 && out.green == 170 && out.blue == 170)
    }

    // Linear mix per channel, rounded half away from zero: 255 / 2 = 127.5 -> 128.
    @Test func mixed() {
        #expect(Color.black.mixed(with: .white, by: 0.5) == Color(red: 128, green: 128, blue: 128, alpha: 255))
        #expect(Color.black.mixed(with: .white, by: 0) == .black)
        #expect(Color.black.mixed(with: .white, by: 1) == .white)
        let a = Color(red: 100, green: 0, blue: 200, alpha: 0), b = Color(red: 200, green: 40, blue: 0, alpha: 255)
        // 100 + 100 x 0.25 = 125; 10; 200 - 50 = 150; 63.75 -> 64.
        #expect(a.mixed(with: b, by: 0.25) == Color(red: 125, green: 10, blue: 150, alpha: 64))
    }

    // Opacity multiplies alpha and clamps the factor to 0...1.
    @Test func opacity() {
        #expect(Color.white.opacity(0.5).alpha == 128)
        #expect(Color.white.opacity(2).alpha == 255)
        #expect(Color.white.opacity(-1).alpha == 0)
        #expect(Color(red: 1, green: 2, blue: 3, alpha: 100).opacity(0.5) == Color(red: 1, green: 2, blue: 3, alpha: 50))
    }
}
