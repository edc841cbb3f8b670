import DarkroomUI

// SwiftUI's `#Preview`, in a module of its own as Apple declares it outside SwiftUI's core
// (DeveloperToolsSupport, which SwiftUI re-exports): `import SwiftUI` brings it, and a package
// that builds DarkroomUI alone (the swift-snapshot-testing integration) does not compile the
// macro's plugin and swift-syntax with it.

/// SwiftUI's `#Preview`: a component file that ends in previews compiles unchanged, and
/// `darkroom --package` renders them. The expansion is a type conforming to `PreviewRegistry`,
/// which `DarkroomPreviews` finds at run time.
@freestanding(declaration)
public macro Preview(_ name: String? = nil, @ViewBuilder body: @escaping @MainActor () -> any View) =
    #externalMacro(module: "DarkroomUIMacros", type: "PreviewMacro")

@freestanding(declaration)
public macro Preview(_ name: String? = nil, traits: PreviewTrait<Preview.ViewTraits>, _ additionalTraits: PreviewTrait<Preview.ViewTraits>...,
                     @ViewBuilder body: @escaping @MainActor () -> any View) =
    #externalMacro(module: "DarkroomUIMacros", type: "PreviewMacro")

