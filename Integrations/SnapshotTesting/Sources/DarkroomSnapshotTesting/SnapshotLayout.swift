import Foundation

/// How a view is sized for its snapshot: the cases of swift-snapshot-testing's
/// `SwiftUISnapshotLayout` that mean the same off a device, so `.image(layout: .sizeThatFits)`
/// and `.image(layout: .fixed(width:height:))` compile unchanged. (`.device(config:)` needs a
/// simulated device's safe areas and traits, which Darkroom does not model.)
///
/// The type has its own name: swift-snapshot-testing declares `SwiftUISnapshotLayout` only where
/// Apple's SwiftUI can be imported, and a second type of that name would make the shorthand
/// `.fixed(...)` ambiguous in a file that imports both modules.
public enum DarkroomSnapshotLayout: Hashable, Sendable {
    /// The view centred in a container of this size (its proposal is that size).
    case fixed(width: CGFloat, height: CGFloat)
    /// The view at its ideal size (proposal `.unspecified`), as `ImageRenderer` draws it.
    case sizeThatFits
}
