// `import SwiftUICore` on Linux: since iOS 18 Apple's SwiftUI re-exports SwiftUICore, which
// holds View, Font, Color and the layout types, and code spells `SwiftUICore.Font`. Here
// that module is DarkroomUI.
@_exported import DarkroomUI
