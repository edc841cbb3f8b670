import Foundation

/// Colours from an Xcode asset catalogue are not read: Darkroom has no compiled asset catalogue
/// to look the name up in, and drawing a guessed colour would make the snapshot lie. Writing
/// one is a compile error that says what to do instead.
extension Color {
    @available(*, unavailable, message: "DarkroomUI: asset-catalogue colours are not read; define the colour in code (Color(red:green:blue:), a static in your theme) or pass it in from your design tokens")
    public init(_ name: String, bundle: Bundle? = nil) { fatalError() }
}
