import DarkroomUI
import Foundation

/// SwiftUI's bodies run on the main actor, and so does `ImageRenderer`; swift-snapshot-testing
/// calls a strategy on the test's own thread. Code already on the main queue (XCTest, a
/// `@MainActor` Swift Testing test) renders in place; any other waits for the main queue, so
/// the view it captures is only ever used by one thread at a time. (Under `dispatchMain()`,
/// as in `swift test` on Linux, the main queue is served by a worker thread, so
/// `Thread.isMainThread` cannot tell: the queue is marked instead.)
enum MainActorRendering {
    private static let key = DispatchSpecificKey<Bool>()
    private static let marked: Void = DispatchQueue.main.setSpecific(key: key, value: true)

    static func run<T: Sendable>(_ body: @MainActor () throws -> T) throws -> T {
        _ = marked
        if Thread.isMainThread || DispatchQueue.getSpecific(key: key) == true {
            return try MainActor.assumeIsolated { try body() }
        }
        return try DispatchQueue.main.sync { try MainActor.assumeIsolated { try body() } }
    }
}

/// What one snapshot of a view is rendered with.
struct ViewSnapshotSettings: Sendable {
    var layout: DarkroomSnapshotLayout
    var colorScheme: ColorScheme
    var layoutDirection: LayoutDirection
    var scale: CGFloat

    /// The view as the snapshot draws it: on the colour scheme's system background
    /// (UIHostingController's view is `systemBackground`: white in light, black in dark), in a
    /// fixed container when asked for one, with the environment set.
    @MainActor
    func renderer<V: View>(for view: V) -> ImageRenderer<AnyView> {
        let background: Color = colorScheme == .dark ? .black : .white
        let content: AnyView
        switch layout {
        case .sizeThatFits: content = AnyView(view.background(background))
        case .fixed(let width, let height): content = AnyView(view.frame(width: width, height: height).background(background))
        }
        let renderer = ImageRenderer(content: content)
        renderer.scale = scale
        renderer.environment.colorScheme = colorScheme
        renderer.environment.layoutDirection = layoutDirection
        return renderer
    }
}
