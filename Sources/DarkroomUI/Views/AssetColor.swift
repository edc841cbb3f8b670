import Foundation

/// Colours from the app's asset catalogue, by name. Xcode's compiled catalogue does not exist
/// here, so the team writes the colour sets it uses into `asset-colors.json` in the icon folder
/// (`{"BrandPrimary": {"light": "#2E8540", "dark": "#5CC873"}}`) and the renderer looks the
/// name up when the colour is drawn, by colour scheme. A name the map lacks draws magenta and
/// the render warns, naming it: never a guessed colour.
extension Color {
    /// `bundle` is accepted for source compatibility; every name comes from the one map.
    public init(_ name: String, bundle: Bundle? = nil) {
        self.init(storage: .asset(name))
    }
}
