import DarkroomLayout
import DarkroomUI
import Foundation
import Testing

/// Linear and radial gradients fill shapes and views: stops at their locations, padded beyond
/// the ends, in the filled frame's unit space, unmirrored in right-to-left layouts.
@MainActor
@Suite struct GradientTests {
    nonisolated static let directions: [DarkroomLayout.LayoutDirection] = [.leftToRight, .rightToLeft]
    let red = DarkroomUI.Color(red: 1, green: 0, blue: 0), blue = DarkroomUI.Color(red: 0, green: 0, blue: 1)

    @Test(arguments: directions)
    func linearFillsFromStartToEnd(direction: DarkroomLayout.LayoutDirection) throws {
        let bar = Rectangle().fill(LinearGradient(colors: [red, blue], startPoint: .leading, endPoint: .trailing)).frame(width: 101, height: 2)
        let pixels = try Pixels(bar, direction)
        // Unmirrored in both directions: red on the left, blue on the right, the mix between
        // (pixel centres sit half a pixel in: t = 0.005 at the first, 0.995 at the last).
        #expect(pixels.hex(0, 0) == "#FE0001FF", "\(pixels.hex(0, 0))")
        #expect(pixels.hex(100, 0) == "#0100FEFF", "\(pixels.hex(100, 0))")
        #expect(["#800080FF", "#7F0080FF", "#80007FFF", "#7F007FFF"].contains(pixels.hex(50, 0)), "\(pixels.hex(50, 0))")
        #expect(Harness.scene(bar, direction).dump.contains("gradient=linear(0,0.5->1,0.5)[#FF0000FF@0,#0000FFFF@1]"))
    }

    // Stops pad beyond the ends: a gradient between 40 % and 60 % is flat outside them.
    @Test(arguments: directions)
    func stopsAndPadding(direction: DarkroomLayout.LayoutDirection) throws {
        let stops = [Gradient.Stop(color: red, location: 0.4), Gradient.Stop(color: blue, location: 0.6)]
        let bar = LinearGradient(stops: stops, startPoint: .leading, endPoint: .trailing).frame(width: 100, height: 2)
        let pixels = try Pixels(bar, direction)
        #expect(pixels.hex(10, 0) == "#FF0000FF")
        #expect(pixels.hex(90, 0) == "#0000FFFF")
    }

    @Test(arguments: directions)
    func radialFillsOutwardFromTheCentre(direction: DarkroomLayout.LayoutDirection) throws {
        let disc = Circle().fill(RadialGradient(colors: [red, blue], center: .center, startRadius: 0, endRadius: 20)).frame(width: 40, height: 40)
        let pixels = try Pixels(disc, direction)
        func channels(_ hex: String) -> [Int] { stride(from: 1, to: 9, by: 2).map { Int(hex.dropFirst($0).prefix(2), radix: 16)! } }
        // Near the centre mostly red; near the rim (18.5 pt out of 20) mostly blue.
        let centre = channels(pixels.hex(20, 20)), rim = channels(pixels.hex(20, 1))
        #expect(centre[0] > 230 && centre[2] < 25, "\(pixels.hex(20, 20))")
        #expect(rim[2] > 220 && rim[0] < 35 && rim[3] == 255, "\(pixels.hex(20, 1))")
    }

    // A gradient behind content, through background(_:in:), in the light and dark variants.
    @Test(arguments: directions)
    func asABackgroundInAShape(direction: DarkroomLayout.LayoutDirection) throws {
        let chip = Text("Hi").padding(8)
            .background(LinearGradient(colors: [red, blue], startPoint: .top, endPoint: .bottom), in: Capsule())
        let scene = Harness.scene(chip, direction)
        #expect(scene.dump.contains("gradient=linear(0.5,0->0.5,1)"))
        _ = try Pixels(chip, direction)
    }
}
