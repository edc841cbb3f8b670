// `import SwiftUI` on Linux: the same files a team compiles for iOS build against DarkroomUI.
// Apple's SwiftUI also makes Foundation's names (CGFloat, Date, Locale...) visible.
@_exported import DarkroomUI
@_exported import Foundation
