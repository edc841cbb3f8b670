// DarkroomUI speaks in CoreGraphics types (CGFloat, CGRect, CGAffineTransform), as SwiftUICore
// does; importing it brings them.
@_exported public import CoreGraphics
