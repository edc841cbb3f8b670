import DarkroomLayout
import DarkroomRaster
import DarkroomUI
import Foundation
import Testing

/// `Color(_ name:bundle:)`: the team's named colours come from `asset-colors.json` in the icon
/// folder, by colour scheme, in both directions; a name the map lacks draws magenta and is
/// noted for the render's warning, never a guessed colour.
@MainActor
@Suite struct AssetColorTests {
    static let map = AssetColors(colors: [
        "BrandPrimary": .init(light: DarkroomLayout.Color(hex: "#2E8540")!, dark: DarkroomLayout.Color(hex: "#5CC873")!),
    ])

    struct Swatch: DarkroomUI.View {
        var name: String
        var body: some DarkroomUI.View {
            DarkroomUI.Rectangle().fill(DarkroomUI.Color(name).opacity(0.5)).frame(width: 10, height: 10)
        }
    }

    func fill(_ name: String, _ direction: DarkroomLayout.LayoutDirection, _ scheme: DarkroomUI.ColorScheme,
              _ current: AssetColors.Current) -> String? {
        let variant = VariantEnvironment(direction: direction, isDark: scheme == .dark, namedColors: current)
        let scene = Harness.renderer.layout(ViewLowering.node(Swatch(name: name), environment: EnvironmentValues(variant: variant)),
                                            direction: direction)
        var hex: String?
        scene.root.visit { if case .shape(let s) = $0.content { hex = s.fill?.hex } }
        return hex
    }

    @Test(arguments: directions)
    func namedColourByScheme(direction: DarkroomLayout.LayoutDirection) {
        let current = AssetColors.Current(Self.map)
        #expect(fill("BrandPrimary", direction, .light, current) == "#2E854080")
        #expect(fill("BrandPrimary", direction, .dark, current) == "#5CC87380")
        #expect(current.misses.all.isEmpty)
    }

    @Test(arguments: directions)
    func unmappedNameIsMagentaAndNoted(direction: DarkroomLayout.LayoutDirection) {
        let current = AssetColors.Current(Self.map)
        #expect(fill("Unknown", direction, .light, current) == "#FF00FF80")
        #expect(current.misses.all == ["Unknown"])
    }

    @Test func loadsTheMapAndNamesBadEntries() throws {
        let folder = NSTemporaryDirectory() + "darkroom-asset-colors-\(getpid())"
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let file = folder + "/" + AssetColorNames.fileName
        #expect(try AssetColorNames.load(file) == AssetColors(), "no file: an empty map")

        try Data(##"{"Hairline": "#D6D6D6", "Brand": {"light": "#2E8540", "dark": "#5CC87380"}}"##.utf8).write(to: URL(fileURLWithPath: file))
        let map = try AssetColorNames.load(file)
        #expect(map.colors["Hairline"] == .init(light: DarkroomLayout.Color(hex: "#D6D6D6")!, dark: DarkroomLayout.Color(hex: "#D6D6D6")!))
        #expect(map.colors["Brand"]?.dark.hex == "#5CC87380")

        for (text, message) in [
            ("{\n  \"Brand\": \"green\"\n}", ":2:12: \"Brand\" must be a colour written #RRGGBB"),
            ("{\"Brand\": {\"light\": \"#FFFFFF\"}}", "\"Brand\" needs both \"light\" and \"dark\""),
            ("{\"Brand\": {\"light\": \"#FFFFFF\", \"dark\": \"#000000\", \"tinted\": \"#111111\"}}", "has an appearance \"tinted\""),
            ("[\"Brand\"]", "the map must be an object of colour names"),
        ] {
            try Data(text.utf8).write(to: URL(fileURLWithPath: file))
            let error = #expect(throws: RenderError.self) { try AssetColorNames.load(file) }
            let said = error.map { "\($0)" } ?? ""
            #expect(said.contains(file + message) || (said.contains(file) && said.contains(message)), "\(said)")
        }
    }
}
