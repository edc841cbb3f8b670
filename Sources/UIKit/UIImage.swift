import Foundation

/// An image by name, as UIKit's `UIImage`: the name is kept for the SwiftUI layer
/// (`Image(uiImage:)`), which draws it from the icon folder as it draws `Image(_:)`.
open class UIImage: NSObject, @unchecked Sendable {
    /// The asset or system name.
    package let name: String
    package let isSystemImage: Bool

    init(name: String, isSystemImage: Bool) { self.name = name; self.isSystemImage = isSystemImage }

    public convenience init?(named name: String) { self.init(name: name, isSystemImage: false) }
    public convenience init?(named name: String, in bundle: Bundle?, compatibleWith traitCollection: UITraitCollection?) {
        self.init(name: name, isSystemImage: false)
    }
    public convenience init?(systemName name: String) { self.init(name: name, isSystemImage: true) }
}
