import Foundation

/// Colours from the app's asset catalogue, by name, as SwiftUI's `Color(_:bundle:)`: looked up
/// when drawn in the `.xcassets` of `bundle`'s resources (`bundle: .module` in a SwiftPM
/// target whose resources include the catalogue; nil is the main bundle), by colour scheme.
/// `asset-colors.json` in the icon folder overrides a name when it lists it (`NamedColors`).
extension Color {
    public init(_ name: String, bundle: Bundle? = nil) {
        self.init(storage: .asset(name, bundlePath: bundle?.resourcePath))
    }
}
