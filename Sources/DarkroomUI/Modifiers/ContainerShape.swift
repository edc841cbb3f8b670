import Foundation

/// SwiftUI's `containerShape(_:)`: sets the shape that `ContainerRelativeShape` inside takes.
/// It draws nothing itself, and `ContainerRelativeShape` is not declared, so it changes no
/// pixel here: recorded in the sidecar.
extension View {
    public func containerShape<T: InsettableShape>(_ shape: T) -> some View {
        recordedBehaviour("containerShape \(T.self)")
    }
}
