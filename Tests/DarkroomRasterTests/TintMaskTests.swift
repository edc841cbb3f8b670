import DarkroomLayout
import Foundation
import Testing
@testable import DarkroomRaster

/// Kept tint masks (`TintMasks`): a tinted icon masked in from the coverage kept when it was
/// first drawn gives the bytes of drawing it afresh, wherever and however it is drawn.
@Suite struct TintMaskTests {
    static let tint = Color(red: 0x1E, green: 0x88, blue: 0xE5)

    /// The PNG of `view` from a fresh renderer, and from one that has drawn `warmUp` first.
    static func freshAndWarm(_ view: Node, warmUp: Node, direction: LayoutDirection = .leftToRight, scale: Int,
                             icons: IconLibrary = Fixture.icons) throws -> (fresh: [UInt8], warm: [UInt8], kept: Int) {
        let fresh = Renderer(fonts: Fixture.fonts, icons: icons)
        let freshPNG = try fresh.png(fresh.layout(view, direction: direction), scale: scale)
        let warm = Renderer(fonts: Fixture.fonts, icons: icons)
        _ = try warm.png(warm.layout(warmUp, direction: direction), scale: scale)
        let kept = warm.keptTintMasks
        return (freshPNG, try warm.png(warm.layout(view, direction: direction), scale: scale), kept)
    }

    static func icon(_ name: String = "check") -> Node { Icon(name, size: 24, tint: tint).node }

    @Test("an icon drawn again elsewhere, on whole pixels, is masked in with the bytes of drawing it", arguments: [1, 2, 3])
    func keptMaskIsExact(scale: Int) throws {
        for name in ["check", "star", "heart", "search"] {
            let result = try Self.freshAndWarm(Self.icon(name).padding(EdgeInsets(top: 7, leading: 13, bottom: 3, trailing: 2)),
                                               warmUp: Self.icon(name).padding(4), scale: scale)
            #expect(result.kept == 1, "\(name) at \(scale)x: the warm-up kept its coverage")
            #expect(result.fresh == result.warm, "\(name) at \(scale)x")
        }
    }

    @Test("right to left, in an opacity group, clipped, scaled off the pixel grid: the same bytes")
    func everyPlacementIsExact() throws {
        let cases: [(label: String, view: Node, warmUp: Node)] = [
            ("opacity", Self.icon().padding(5).opacity(0.5), Self.icon().padding(2)),
            // A clip's partly covered edge must not be applied to the group and again to the mask.
            ("clip", Self.icon().padding(2).clipShape(.circle), Self.icon().padding(3)),
            // The same scale, the icon's origin at another fraction of a pixel.
            ("scale effect", Self.icon().padding(EdgeInsets(top: 3, leading: 3, bottom: 0, trailing: 0)).scaleEffect(0.96),
             Self.icon().padding(2).scaleEffect(0.96)),
        ]
        for (label, view, warmUp) in cases {
            for direction in [LayoutDirection.leftToRight, .rightToLeft] {
                for scale in [1, 2] {
                    let result = try Self.freshAndWarm(view, warmUp: warmUp, direction: direction, scale: scale)
                    #expect(result.fresh == result.warm, "\(label), \(direction), \(scale)x")
                }
            }
        }
    }

    // A pressed icon (scaled about its centre) sits at a fraction of a pixel. Drawn again at
    // that place in another colour (another brand or theme of the variant), on a taller canvas,
    // it is masked in from the first.
    @Test("a pressed icon drawn again at its fraction of a pixel is masked in", arguments: [1, 2, 3])
    func pressedIconIsMaskedIn(scale: Int) throws {
        let other = Color(red: 0xD3, green: 0x2F, blue: 0x2F)
        for direction in [LayoutDirection.leftToRight, .rightToLeft] {
            let warmUp = Self.icon().padding(2).scaleEffect(0.96)
            let view = Icon("check", size: 24, tint: other).node.padding(2).scaleEffect(0.96)
                .padding(EdgeInsets(top: 0, leading: 0, bottom: 6, trailing: 0))
            let fresh = Renderer(fonts: Fixture.fonts, icons: Fixture.icons)
            let freshPNG = try fresh.png(fresh.layout(view, direction: direction), scale: scale)
            let warm = Renderer(fonts: Fixture.fonts, icons: Fixture.icons)
            _ = try warm.png(warm.layout(warmUp, direction: direction), scale: scale)
            #expect(warm.keptTintMasks == 1, "\(direction), \(scale)x: the warm-up kept its coverage")
            let warmPNG = try warm.png(warm.layout(view, direction: direction), scale: scale)
            #expect(warm.keptTintMasks == 1, "\(direction), \(scale)x: the second icon was masked in, not kept anew")
            #expect(freshPNG == warmPNG, "\(direction), \(scale)x")
        }
    }

    @Test("an icon that draws outside its box, cut by the canvas edge, is not kept cut")
    func cutCoverageIsNotKept() throws {
        let folder = NSTemporaryDirectory() + "darkroom-tintmask-\(getpid())"
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: folder) }
        // Its square reaches 8 units past the box on every side.
        try ##"<svg xmlns="http://www.w3.org/2000/svg" width="24" height="24" viewBox="0 0 24 24"><rect x="-8" y="-8" width="40" height="40" fill="#000"/></svg>"##
            .write(toFile: folder + "/wide.svg", atomically: true, encoding: .utf8)
        let icons = try IconLibrary(directory: folder)
        let wide = Icon("wide", size: 24, tint: Self.tint).node
        // Drawn first at the canvas edge (its overflow cut), then with room around it.
        let result = try Self.freshAndWarm(wide.padding(12), warmUp: wide, scale: 1, icons: icons)
        #expect(result.kept == 0, "a coverage that reaches the group's edge is not kept")
        #expect(result.fresh == result.warm)
    }
}
