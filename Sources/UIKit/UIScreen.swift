import Foundation

/// The device's screen, as design-system code reads it (`UIScreen.main.scale` for hairlines).
/// Darkroom has no screen: `main` describes iOS's default phone at 3x, the scale iPhones have
/// had since the X. A snapshot's own scale is an axis of the run and reaches views through
/// `@Environment(\.displayScale)`; code that needs the drawing scale should read that.
open class UIScreen: NSObject, @unchecked Sendable {
    public let scale: CGFloat
    public let bounds: CGRect

    init(scale: CGFloat, bounds: CGRect) { self.scale = scale; self.bounds = bounds }

    /// An iPhone 15's screen: 393 x 852 points at 3x.
    open class var main: UIScreen { UIScreen(scale: 3, bounds: CGRect(x: 0, y: 0, width: 393, height: 852)) }

    open var nativeScale: CGFloat { scale }
}
