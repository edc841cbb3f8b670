import Foundation

/// The gallery's static assets: real `.css` and `.js` files in `Assets/`, shipped as the
/// target's resources (so they can be read, linted and tested as what they are) and copied
/// into every site.
enum SiteAssets {
    static let names = ["gallery.css", "common.js", "index.js", "component.js", "review.js", "tokens.js", "playground.js"]

    /// `assets/<name>` and its text, for every asset.
    static func files() throws -> [(path: String, text: String)] {
        try names.map { name in ("assets/" + name, try text(of: name)) }
    }

    static func text(of name: String) throws -> String {
        let dot = name.lastIndex(of: ".")!
        guard let url = Bundle.module.url(forResource: String(name[..<dot]), withExtension: String(name[name.index(after: dot)...]),
                                          subdirectory: "Assets"),
              let text = try? String(contentsOf: url, encoding: .utf8) else {
            throw GalleryError.unreadable(path: "Assets/" + name, reason: "the gallery's asset is missing from Darkroom's resources (\(Bundle.module.bundlePath)); rebuild Darkroom")
        }
        return text
    }
}
