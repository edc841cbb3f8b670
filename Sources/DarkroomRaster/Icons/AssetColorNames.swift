import DarkroomFiles
import DarkroomLayout
import Foundation

/// Reads the team's named colours for `Color(_ name:bundle:)` from `asset-colors.json` in the
/// icon folder: `{"BrandPrimary": {"light": "#2E8540", "dark": "#5CC873"}, "Hairline": "#D6D6D6"}`
/// (a string is the same in both appearances). Asset catalogues are Xcode's and are not read;
/// a name the map lacks draws a visible placeholder and the render reports it.
public enum AssetColorNames {
    public static let fileName = "asset-colors.json"

    /// Reads `file` if it exists (no file: an empty map). Errors name the file, the line and
    /// what to write.
    public static func load(_ file: String) throws -> AssetColors {
        guard let members = try IconFolderMap.members(
            file, shape: "colour names, e.g. {\"BrandPrimary\": {\"light\": \"#2E8540\", \"dark\": \"#5CC873\"}}") else { return AssetColors() }
        func color(_ node: JSONNode, _ what: String) throws -> Color {
            guard case .string(let text) = node.kind, text.hasPrefix("#"), let c = Color(hex: text) else {
                throw RenderError.icon("\(file):\(node.line):\(node.column): \(what) must be a colour written #RRGGBB or #RRGGBBAA, not \(node.kindName)")
            }
            return c
        }
        var colors: [String: AssetColors.Entry] = [:]
        for (name, value) in members {
            switch value.kind {
            case .string:
                let c = try color(value, "\"\(name)\"")
                colors[name] = AssetColors.Entry(light: c, dark: c)
            case .object(let appearances):
                let known = Set(["light", "dark"])
                if let other = appearances.first(where: { !known.contains($0.key) }) {
                    throw RenderError.icon("\(file):\(other.value.line):\(other.value.column): \"\(name)\" has an appearance \"\(other.key)\"; write \"light\" and \"dark\"")
                }
                guard let light = appearances.first(where: { $0.key == "light" })?.value,
                      let dark = appearances.first(where: { $0.key == "dark" })?.value else {
                    throw RenderError.icon("\(file):\(value.line):\(value.column): \"\(name)\" needs both \"light\" and \"dark\" (or one colour string for both)")
                }
                colors[name] = AssetColors.Entry(light: try color(light, "\"\(name)\".light"), dark: try color(dark, "\"\(name)\".dark"))
            default:
                throw RenderError.icon("\(file):\(value.line):\(value.column): \"\(name)\" must be a colour string or {\"light\": ..., \"dark\": ...}, not \(value.kindName)")
            }
        }
        return AssetColors(colors: colors)
    }
}
