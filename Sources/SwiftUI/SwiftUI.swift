// `import SwiftUI` on Linux: the same files a team compiles for iOS build against DarkroomUI.
// Apple's SwiftUI re-exports SwiftUICore, UIKit (so UIColor and UIFont need no import of their
// own, and `canImport(UIKit)` holds as on iOS), CoreGraphics and Foundation.
@_exported import SwiftUICore
@_exported import UIKit
@_exported import CoreGraphics
@_exported import Foundation
// `#Preview` (Apple declares it in DeveloperToolsSupport, which SwiftUI re-exports).
@_exported import DarkroomPreviewMacro
