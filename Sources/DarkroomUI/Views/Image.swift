import Foundation

/// Images are not drawn by DarkroomUI yet (the catalogue's icons go through Darkroom's icon
/// library): using one is a compile error rather than an empty space in a snapshot.
public struct Image: View {
    @available(*, unavailable, message: "DarkroomUI: Image is not drawn yet; snapshots of views with images need the icon support to come")
    public init(_ name: String, bundle: Bundle? = nil) { fatalError() }
    @available(*, unavailable, message: "DarkroomUI: Image(systemName:) is not drawn yet (SF Symbols are Apple's; a name map to bundled icons is to come)")
    public init(systemName: String) { fatalError() }
    @available(*, unavailable, message: "DarkroomUI: Image is not drawn yet; snapshots of views with images need the icon support to come")
    public init(decorative name: String, bundle: Bundle? = nil) { fatalError() }

    public var body: Never { fatalError("Image has no body") }
}
