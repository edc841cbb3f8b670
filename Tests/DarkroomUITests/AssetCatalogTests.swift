import DarkroomLayout
import DarkroomUI
import Foundation
import Testing
import UIKit

/// Named colours from an Xcode asset catalogue in the target's resources (`bundle: .module`),
/// as Xcode writes colour sets: floats, 8-bit integers and hex bytes, sRGB and display P3,
/// dark appearances, namespaced folders and system colour references.
@MainActor
@Suite struct AssetCatalogTests {
    nonisolated static let directions: [DarkroomLayout.LayoutDirection] = [.leftToRight, .rightToLeft]

    func swatch(_ color: DarkroomUI.Color, _ direction: DarkroomLayout.LayoutDirection, _ scheme: DarkroomUI.ColorScheme) throws -> String {
        try Pixels(color.frame(width: 4, height: 4), direction, scheme: scheme).hex(1, 1)
    }

    @Test(arguments: directions)
    func colourSetsByAppearance(direction: DarkroomLayout.LayoutDirection) throws {
        // Any appearance in floats, dark in 8-bit integers; the high-contrast entry is not used.
        #expect(try swatch(Color("Brand", bundle: .module), direction, .light) == "#2E8540FF")
        #expect(try swatch(Color("Brand", bundle: .module), direction, .dark) == "#5CC873FF")
        #expect(try swatch(Color("HexGray", bundle: .module), direction, .light) == "#808080FF")
        // A system colour reference follows the scheme.
        #expect(try swatch(Color("SystemRef", bundle: .module), direction, .dark) == "#0A84FFFF")
        // UIKit's spelling reads the same catalogue.
        let ui = try #require(UIColor(named: "Brand", in: .module, compatibleWith: nil))
        #expect(try swatch(Color(uiColor: ui), direction, .dark) == "#5CC873FF")
    }

    @Test func namespacesAndDisplayP3() {
        var environment = EnvironmentValues()
        environment.colorScheme = .light
        let accent = Color("Namespaced/Accent", bundle: .module).resolve(in: environment)
        // Typed apart from the #expect: inline, the comparison took 2.4 s to type-check.
        let channels: [Float] = [accent.red, accent.green, accent.blue, accent.opacity]
        let bytes: [Int] = channels.map { Int(($0 * 255).rounded()) }
        #expect(bytes == [0, 156, 66, 128])
    }

    /// The error `ImageRenderer` gives for `view`, as text.
    func renderError<V: DarkroomUI.View>(_ view: V, scheme: DarkroomUI.ColorScheme = .light) -> String? {
        let renderer = ImageRenderer(content: view)
        renderer.environment.colorScheme = scheme
        do { _ = try renderer.pngData(); return nil } catch { return "\(error)" }
    }

    // A colour set that cannot be read fails the render naming its file, line and column.
    @Test func brokenColourSetsFailNamingTheFile() {
        let message = renderError(Color("Broken", bundle: .module).frame(width: 4, height: 4)) ?? ""
        #expect(message.contains("Color(\"Broken\") cannot be drawn"), "\(message)")
        #expect(message.contains("Broken.colorset/Contents.json:6:"), "\(message)")
        #expect(message.contains("\"blue\" must be a float"), "\(message)")
        let dark = renderError(Color("LightOnly", bundle: .module).frame(width: 4, height: 4), scheme: .dark) ?? ""
        #expect(dark.contains("has no colour for the dark appearance"), "\(dark)")
        #expect(renderError(Color("LightOnly", bundle: .module).frame(width: 4, height: 4), scheme: .light) == nil)
    }

    // A name no catalogue has draws the magenta placeholder (and the render warns).
    @Test func unknownNamesDrawThePlaceholder() throws {
        #expect(try swatch(Color("NoSuchColour", bundle: .module), .leftToRight, .light) == "#FF00FFFF")
    }
}
